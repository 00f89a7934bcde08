"""Each piece of output is written in one place: every macro of every `_macros` template is
overridden in turn with a sentinel, and the sentinel must appear wherever that macro's output
did, and the macro's old output nowhere (a second copy of the same lines elsewhere would still
print them)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from vocabgen.environment import make_environment
from vocabgen.load import checked_file
from vocabgen.model import Model
from vocabgen.render import render
from vocabgen.view import File

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "templates"
CASES = [ROOT / "tests" / "golden" / name / "vocab.toml"
         for name in ("settings_public", "settings_internal", "settings_none", "long_names", "hostile_strings", "public_api",
                     "typed")]
MACRO = re.compile(r"(\{%-? macro (\w+)\(.*?\) -?%\})(.*?)(\{%-? endmacro -?%\})", re.S)
OPEN, CLOSE = "\u27e6", "\u27e7"  # marks that no port's output holds


def _macros() -> list[tuple[str, str]]:
    found = []
    for path in sorted(TEMPLATES.glob("*/_macros.*.j2")):
        found += [(f"{path.parent.name}/{path.name}", match.group(2)) for match in MACRO.finditer(path.read_text("utf-8"))]
    return found


def _override(tmp_path: Path, template: str, name: str, body: str) -> Path:
    """A templates folder replacing one macro's body of one _macros template."""
    source = (TEMPLATES / template).read_text("utf-8")

    def replaced(match: re.Match[str]) -> str:
        if match.group(2) != name:
            return match.group(0)
        # a macro that calls its caller (with or without arguments) must still accept one
        keep_caller = "{% if false %}{{ caller }}{% endif %}" if "caller(" in match.group(3) else ""
        return match.group(1) + body.replace("BODY", match.group(3)) + keep_caller + match.group(4)

    folder = tmp_path / f"{name}-{abs(hash(body))}"
    (folder / template).parent.mkdir(parents=True, exist_ok=True)
    (folder / template).write_text(MACRO.sub(replaced, source), "utf-8")
    return folder


@pytest.fixture(scope="module")
def cases() -> list[tuple[Model, File]]:
    """Each case checked once for every macro's two renders (the model and its view are frozen)."""
    return [checked_file(case) for case in CASES]


def _rendered(cases: list[tuple[Model, File]], port: str, overrides: Path) -> list[str]:
    env = make_environment(overrides=overrides)
    texts = []
    for model, file in cases:
        if any(config.name == port for config in model.targets):
            texts += render(model, [port], env, file).values()
    return texts


@pytest.mark.slow
@pytest.mark.parametrize("template, name", _macros())
def test_a_macros_output_comes_from_that_macro_alone(cases: list[tuple[Model, File]], template: str, name: str,
                                                     tmp_path: Path) -> None:
    port = template.split("/")[0]
    marked = _rendered(cases, port, _override(tmp_path, template, name,
                                              f'{{{{ "{OPEN}{name}" -}}}}BODY{{{{- "{CLOSE}{name}" }}}}'))
    outputs = [chunk for text in marked for chunk in re.findall(rf"{OPEN}{name}(.*?){CLOSE}{name}", text, re.S)]
    assert outputs, f"{template}: macro {name} is never called by a built-in template; remove it"
    sentinel = f"SENTINEL-{name}"
    replaced = "\n".join(_rendered(cases, port, _override(tmp_path, template, name, f"{{{{- '{sentinel}' -}}}}")))
    assert replaced.count(sentinel) == len(outputs)
    unmarked = [re.sub(rf"[{OPEN}{CLOSE}]\w+", "", chunk).strip() for chunk in outputs]
    # The same lines elsewhere, compared as whole lines (indentation aside): a call the macro
    # writes may also stand inside a longer line (`f(x)` in `f(x).ok()`) without being a copy.
    lines = "\n" + "\n".join(line.strip() for line in replaced.split("\n")) + "\n"
    for chunk in {c for c in unmarked if len(c) >= 24 and sentinel not in c}:
        whole = "\n" + "\n".join(line.strip() for line in chunk.split("\n")) + "\n"
        assert whole not in lines, f"{template}: {name}'s output is also written elsewhere:\n{chunk[:400]}"
