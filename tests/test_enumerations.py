"""Every port's collections hold every value, and each rule's members collection every member, in
vocab.toml order: read from the rendered text with no toolchain and no committed bytes, so a
template that drops or reorders a value fails in the fast command even after the golden files
were re-blessed (benchmarks/mutation.py re-blesses them before it runs the tests).

A declaration is found by its name (the view's), on the first line that is no comment and that
does not quote the name; it runs to the next blank line, as every port's template writes it. Its
references are each value's constant or literal, in the order they appear. Python's vectors run
in the fast command too (tests/test_conformance.py); the other ports' behaviour (a guard that
accepts an alias) needs their toolchain.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conformance.cases import CASE_FILES, typed_cases
from tests.loading import checked_file
from tests.ports import port_data
from vocabgen.model import Model
from tests.loading import render
from vocabgen.targets.registry import TARGETS
from vocabgen.view import File, Value

PORTS = [name for name, target in TARGETS.items() if any(role.role == "collection" for role in target.roles)]
# How each port's file quotes and comments, so that a name in a doc or a string is not taken for
# its declaration: (line comment, block comment, string quotes, longest first), a port's
# COMMENT_SYNTAX in tests/ports/<port>.py, else C's. The test's own reading of the output, not the
# generator's.
C_LIKE = ("//", ("/*", "*/"), ('"',))
SYNTAX = port_data("COMMENT_SYNTAX")


def _code(text: str, port: str) -> str:
    """text with every comment and the inside of every string blanked (same length, same lines)."""
    line, block, quotes = SYNTAX.get(port, C_LIKE)
    out = list(text)

    def blank(start: int, stop: int) -> None:
        for k in range(start, min(stop, len(text))):
            if out[k] != "\n":
                out[k] = " "

    i = 0
    while i < len(text):
        if text.startswith(line, i):
            stop = text.find("\n", i)
            stop = len(text) if stop < 0 else stop
            blank(i, stop)
            i = stop
        elif block and text.startswith(block[0], i):
            stop = text.find(block[1], i + len(block[0]))
            stop = len(text) if stop < 0 else stop + len(block[1])
            blank(i, stop)
            i = stop
        elif quote := next((q for q in quotes if text.startswith(q, i)), None):
            j = i + len(quote)
            while j < len(text) and not text.startswith(quote, j):
                j += 2 if text[j] == "\\" else 1
            blank(i + len(quote), j)  # the quotes stay: a literal is still seen where it stands
            i = j + len(quote)
        else:
            i += 1
    return "".join(out)


def _declaration(text: str, name: str, port: str, values: tuple[Value, ...]) -> str:
    """The declaration of `name`: from its first use in code (not in a comment or a string) whose
    brackets enclose a reference to a value, to the end of the line that closes them."""
    code = _code(text, port)
    for found in re.finditer(rf"(?<![\w$#.\-]){re.escape(name)}(?![\w\-?!])", code):
        depth, opened, position = 0, False, found.start()
        while position < len(code):
            char = code[position]
            if char in "([{":
                depth, opened = depth + 1, True
            elif char in ")]}":
                depth -= 1
            elif char == "\n" and opened and depth <= 0:
                break
            position += 1
        region = text[found.start():position]
        if _references(region, values, port):
            return region
    raise AssertionError(f"{name} is declared nowhere with a value in it")


def _references(region: str, values: tuple[Value, ...], port: str) -> list[str]:
    """The values a declaration names, in order: by constant (as a whole word) or by literal."""
    spelled = {}
    for value in values:
        spelled[value.literal[port]] = value.text
        if "constant" in value.names[port]:
            spelled[value.names[port]["constant"]] = value.text
    pattern = re.compile("|".join(rf"(?<![\w$]){re.escape(s)}(?![\w])" if s[:1].isalnum() or s[:1] == "_"
                                  else re.escape(s) for s in sorted(spelled, key=len, reverse=True)))
    return [spelled[found.group()] for found in pattern.finditer(region)]


def _main(model: Model, file: File, port: str, files: dict[str, str]) -> str:
    """The port's main file (its first output: the module, class or namespace)."""
    config = next(t for t in model.targets if t.name == port)
    return files[config.get(TARGETS[port].outputs[0][0])]


def _render_all(paths: list[tuple[str, Path]]) -> dict[str, list[tuple[str, File, str]]]:
    """Each case loaded and rendered once: port -> (case, view, the port's main file)."""
    found: dict[str, list[tuple[str, File, str]]] = {port: [] for port in PORTS}
    for name, path in paths:
        model, file = checked_file(path)
        files = render(model, file=file)
        for config in model.targets:
            if config.name in found:
                found[config.name].append((name, file, _main(model, file, config.name, files)))
    return found


@pytest.fixture(scope="module")
def plain() -> dict[str, list[tuple[str, File, str]]]:
    return _render_all(list(CASE_FILES.items()))


@pytest.fixture(scope="module")
def typed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[tuple[str, File, str]]]:
    typed_ports = [p for p in PORTS if any(s.name == "typed" for s in TARGETS[p].settings)]
    return _render_all([(case.name, case.vocab_path)
                        for case in typed_cases(tmp_path_factory.mktemp("typed"), typed_ports)])


def _check(port: str, cases: list[tuple[str, File, str]]) -> None:
    assert cases, f"no case configures {port}"
    for case, file, text in cases:
        for vocab in file.vocabularies:
            region = _declaration(text, vocab.names[port]["collection"], port, vocab.values)
            assert _references(region, vocab.values, port) == [v.text for v in vocab.values], (case, vocab.key, region)
        for rule in file.rules:
            if "members" in rule.names[port]:
                region = _declaration(text, rule.names[port]["members"], port, rule.subject.values)
                assert _references(region, rule.subject.values, port) == [v.text for v in rule.members], (
                    case, rule.key, region)


@pytest.mark.parametrize("port", PORTS)
def test_every_collection_holds_every_value_in_order(port: str, plain: dict[str, list]) -> None:
    _check(port, plain[port])


@pytest.mark.parametrize("port", [p for p in PORTS if any(s.name == "typed" for s in TARGETS[p].settings)])
def test_every_typed_collection_holds_every_value_in_order(port: str, typed: dict[str, list]) -> None:
    _check(port, typed[port])
