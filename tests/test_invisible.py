"""Trojan-source hygiene: characters a reader cannot see (bidi controls, zero-width characters,
every other Default_Ignorable_Code_Point, the blank-looking ones) in a vocab file never reach a
generated file raw (the conformance vectors, JSON data for runners, excepted): comments and docs
neutralise them, string literals escape them, so what a reviewer sees is what the compiler reads.

The characters are listed here by hand, one or more of each class, independent of the frozen
table the generator reads (tests/test_charclass.py checks that table against Unicode's data).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
import tomli_w
from click.testing import CliRunner

from vocabgen.cli import main
from tests.loading import checked_text
from tests.ports import port_data
from tests.loading import render
from vocabgen.targets.registry import TARGETS

ROOT = Path(__file__).resolve().parent.parent

# Bidi embeddings, overrides and isolates, the marks (LRM, RLM, ALM), zero-width space, joiners,
# word joiner and the byte-order mark (zero-width no-break space).
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"
# The other default-ignorable format characters: soft hyphen, Mongolian vowel separator, the
# invisible operators, the deprecated format characters, shorthand format controls, musical
# beams, the language tag and tag characters.
IGNORABLE_FORMAT = "\u00ad\u180e\u2061\u2062\u2063\u2064\u206a\u206f\U0001bca0\U0001d173\U000e0001\U000e0041\U000e007f"
# Default-ignorable characters str.isprintable() calls printable: the combining grapheme joiner,
# the Khmer inherent vowels, Mongolian free variation selectors, variation selectors (VS16 turns
# a symbol into an emoji), the Hangul fillers.
IGNORABLE_PRINTABLE = ("\u034f\u17b4\u17b5\u180b\u180d\u180f\ufe00\ufe0f\U000e0100\U000e01ef"
                       "\u115f\u1160\u3164\uffa0")
# Reserved code points Unicode already makes default-ignorable.
IGNORABLE_RESERVED = "\u2065\ufff0\ufff8\U000e0000\U000e0fff"
# Blank-looking characters that are not default-ignorable: braille blank, the Khitan filler, the
# null notehead.
BLANK = "\u2800\U00016fe4\U0001d159"
EVERY = BIDI + ZERO_WIDTH + IGNORABLE_FORMAT + IGNORABLE_PRINTABLE + IGNORABLE_RESERVED + BLANK
INVISIBLE = re.compile(f"[{EVERY}]")
IN_VALUES = EVERY.replace("\ufeff", "")  # vocab.toml refuses U+FEFF in a value
DOC = f"Doc{EVERY}text \u2764\ufe0f.\\nSecond{IN_VALUES} line."
# Every target but the conformance vectors (JSON data for the runners, which carry the strings raw).
PORTS = tuple(name for name in TARGETS if name != "conformance")


def _targets(functions: str) -> str:
    """Every language port's table (its INVISIBLE_TARGET, tests/ports/<port>.py) at a functions level."""
    return "".join(f'[targets.{port}]\n{table}functions = "{functions}"\n'
                   for port, table in port_data("INVISIBLE_TARGET").items())


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
"heart \u2764\ufe0f" = {doc}
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

{_targets(functions)}[targets.conformance]
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


def _files_of(port: str, rendered: dict[str, str]) -> dict[str, str]:
    if port == "markdown":
        return {path: text for path, text in rendered.items() if path.endswith(".md")}
    return {path: text for path, text in rendered.items() if path.split("/")[0] == port}


def test_the_vectors_carry_the_exact_strings(rendered: dict[str, str]) -> None:
    vectors = rendered["conformance/vectors.json"]
    assert set(IN_VALUES) <= set(vectors), "the vectors (JSON data) hold every character raw"


@pytest.mark.parametrize("port", PORTS)
def test_no_file_of_the_port_holds_an_invisible_character_raw(port: str, rendered: dict[str, str]) -> None:
    files = _files_of(port, rendered)
    assert files, f"{port} wrote no file"
    raw = {path: sorted({f"U+{ord(found.group()):04X}" for found in INVISIBLE.finditer(text)})
           for path, text in files.items() if INVISIBLE.search(text)}
    assert not raw, f"raw invisible characters in {port}'s files: {raw}"


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
    # Every registered target, under a folder named for it, but the Markdown page (the corpus configures none).
    assert {port.split("/")[0] for port in files} >= set(TARGETS) - {"markdown"}
    held = {path: sorted({f"U+{ord(c):04X}" for c in REFUSED_CONTROL.findall(text)}) for path, text in files.items()}
    assert not {path: codes for path, codes in held.items() if codes}
