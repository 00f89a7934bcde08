"""Trojan-source hygiene: bidi controls and zero-width characters in a vocab file never reach a
generated file raw (the conformance vectors, JSON data for runners, excepted): comments and
docs neutralise them, string literals escape them, so what a reviewer sees is what the compiler
reads."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
import tomli_w
from click.testing import CliRunner

from vocabgen.cli import main
from vocabgen.load import checked_text
from vocabgen.render import render
from vocabgen.targets.registry import TARGETS

ROOT = Path(__file__).resolve().parent.parent

# Bidi embeddings, overrides and isolates, the marks (LRM, RLM, ALM), zero-width space, joiners,
# word joiner and the byte-order mark (zero-width no-break space).
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"
INVISIBLE = re.compile(f"[{BIDI}{ZERO_WIDTH}]")
IN_VALUES = BIDI + ZERO_WIDTH.replace("\ufeff", "")  # vocab.toml refuses U+FEFF in a value
DOC = f"Doc{BIDI}{ZERO_WIDTH}text.\\nSecond{IN_VALUES} line."


def _vocab(functions: str) -> str:
    """Every position a doc or a spelling reaches, every opt-in output of every port on."""
    doc = '"' + DOC + '"'
    return f'''schema_version = 1
doc = {doc}

[statuses]
doc = {doc}
singular = "status"
fallback = "done"

[statuses.values]
done = {doc}
"pay{IN_VALUES}load" = {{ doc = {doc}, deprecated = {doc} }}
timeout = "Out of time."

[statuses.aliases]
"fin{IN_VALUES}ished" = {{ canonical = "done", deprecated = {doc} }}
finished = "done"

[statuses.removed]
"gone{IN_VALUES}away" = {doc}

[limits]
singular = "limit"

[limits.values]
maxTurns = "Turns ran out."

[rules.limit_stop]
doc = {doc}
vocabulary = "statuses"
values = ["timeout", "pay{IN_VALUES}load"]
carries = "limits"

[targets.python]
module = "demo.vocab"
functions = "{functions}"
[targets.java]
package = "com.example.vocab"
class = "Vocab"
path = "java/com/example/vocab/Vocab.java"
tests_path = "java/com/example/vocab/VocabTest.java"
functions = "{functions}"
[targets.typescript]
tests_path = "typescript/vocabulary.test.ts"
functions = "{functions}"
[targets.go]
package = "vocab"
package_doc = true
tests_path = "go/vocab/vocabulary_test.go"
functions = "{functions}"
[targets.csharp]
namespace = "Demo.Vocab"
class = "Vocab"
path = "csharp/Vocab.cs"
functions = "{functions}"
[targets.elixir]
module = "Demo.Vocab"
tests_path = "elixir/vocab_test.exs"
functions = "{functions}"
[targets.clojure]
namespace = "demo.vocab"
path = "clojure/demo/vocab.cljc"
tests_path = "clojure/demo/vocab_test.clj"
functions = "{functions}"
[targets.rust]
serde = true
functions = "{functions}"
[targets.conformance]
[targets.markdown]
'''


@pytest.fixture(scope="module", params=["public", "internal", "none"])
def rendered(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("invisible")
    (root / "vocab.toml").write_text(_vocab(request.param), "utf-8")
    result = CliRunner().invoke(main, ["render", "--vocab", str(root / "vocab.toml"), "--out", str(root / "out")])
    assert result.exit_code == 0, result.output + result.stderr
    return {p.relative_to(root / "out").as_posix(): p.read_text("utf-8")
            for p in sorted((root / "out").rglob("*")) if p.is_file()}


def test_every_port_renders_every_position(rendered: dict[str, str]) -> None:
    ports = {"python", "java", "typescript", "go", "csharp", "elixir", "clojure", "rust", "conformance"}
    assert ports <= {path.split("/")[0] for path in rendered} and "VOCABULARY.md" in rendered
    assert INVISIBLE.search(rendered["conformance/vectors.json"]), "the vectors carry the exact strings"


def test_no_generated_file_but_the_vectors_holds_a_bidi_or_zero_width_character(rendered: dict[str, str]) -> None:
    raw = {path: sorted({f"U+{ord(found.group()):04X}" for found in INVISIBLE.finditer(text)})
           for path, text in rendered.items() if not path.endswith(".json") and INVISIBLE.search(text)}
    assert not raw, f"raw bidi or zero-width characters in generated files: {raw}"


C0_CONTROLS = "".join(map(chr, range(0x20)))  # every one, tab and newline included
REFUSED_CONTROL = re.compile("[\x00-\x08\x0b-\x1f]")  # all a rendered file may not hold (render.py)


def _hostile_with_every_control(opt_in: bool) -> str:
    """tests/vocabularies/hostile_strings.toml with every C0 control in every doc, value
    deprecation, alias deprecation, removal reason and rule doc; with opt_in, every port's
    opt-in API on (typed, Go's package doc), each printing docs elsewhere (alias constants need
    aliases with letters, which the corpus's are not)."""
    data = tomllib.loads((ROOT / "tests" / "vocabularies" / "hostile_strings.toml").read_text("utf-8"))
    doc = f"Controls:{C0_CONTROLS}end."
    data["doc"] = doc
    for name, table in data.items():
        if name in ("targets", "rules") or not isinstance(table, dict):
            continue
        table["doc"] = doc
        table["values"] = {value: {"doc": doc, "deprecated": doc} for value in table["values"]}
        table["aliases"] = {alias: {"canonical": canonical, "deprecated": doc}
                            for alias, canonical in table.get("aliases", {}).items()}
        table["removed"] = {f"gone {name}": doc}
    for rule in data["rules"].values():
        rule["doc"] = doc
    if opt_in:
        for port, settings in data["targets"].items():
            names = {setting.name for setting in TARGETS[port].settings}
            settings.update({key: True for key in ("typed", "package_doc") if key in names})
    return tomli_w.dumps(data)


@pytest.mark.parametrize("opt_in", [False, True], ids=["defaults", "every opt-in API"])
def test_no_built_in_template_writes_a_control_character(opt_in: bool) -> None:
    """A rendered file holds no C0 control but tab and newline (docs/templates.md); vocabgen's own
    templates never write one, whatever vocab.toml's docs hold: every port of the hostile-strings
    corpus, with every control in every doc and reason, renders (render.py would refuse its own
    template as a bug) and no file holds one, the conformance vectors included."""
    model, file = checked_text(_hostile_with_every_control(opt_in), origin="../vocab.toml")
    files = render(model, file=file)
    assert {port.split("/")[0] for port in files} >= {"python", "java", "typescript", "go", "csharp", "elixir",
                                                      "clojure", "rust", "php", "kotlin", "conformance"}
    held = {path: sorted({f"U+{ord(c):04X}" for c in REFUSED_CONTROL.findall(text)}) for path, text in files.items()}
    assert not {path: codes for path, codes in held.items() if codes}
