"""Trojan-source hygiene: bidi controls and zero-width characters in a vocab file never reach a
generated file raw (the conformance vectors, JSON data for runners, excepted): comments and
docs neutralise them, string literals escape them, so what a reviewer sees is what the compiler
reads."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from vocabgen.cli import main

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
