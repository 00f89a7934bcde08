"""Shared conformance machinery: vectors -> runner input lines, expected lines, readable diffs.

Runners speak a line protocol so that no port needs a JSON library:
  input:  id TAB op TAB arg...      (args are lowercase hex of UTF-8; "-" is none/null)
  output: id TAB kind TAB payload   (kind: value | none | error | list; value payload is hex,
                                     list payload is comma-joined hex, none/error payload empty)
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from vocabgen.load import load_file
from vocabgen.model import Model
from vocabgen.render import render

ARGS = {
    "values": ("vocabulary",),
    "alias_count": ("vocabulary",),
    "alias": ("vocabulary", "input"),
    "alias_constant": ("vocabulary", "input"),  # the port's constant for the alias input holds its spelling
    "deprecated_name": ("vocabulary", "input"),  # the constant of a value's deprecated name holds the value
    "canonical": ("vocabulary", "input"),
    "guard": ("vocabulary", "input"),
    "read": ("vocabulary", "input"),
    "members": ("rule",),
    "settle": ("rule", "subject", "carried"),
    # the typed vectors (docs/typed.md): "parse" answers known or unknown, with a hex payload
    "parse": ("vocabulary", "input"),
    "wire": ("vocabulary", "input"),
    "member": ("vocabulary", "input"),
    "typed_settle": ("rule", "subject", "carried"),
}


@dataclass(frozen=True)
class Case:
    """One vocab.toml whose every port must pass its vectors."""

    name: str
    vocab_path: Path
    model: Model
    vectors: tuple[dict[str, Any], ...]  # "vectors", then "typed_vectors" where the file has them


def load_case(name: str, vocab_path: Path) -> Case:
    model = load_file(vocab_path)
    files = render(model, ["conformance"])
    document = json.loads(next(iter(files.values())))
    return Case(name, vocab_path, model, tuple(document["vectors"]) + tuple(document.get("typed_vectors", ())))


def _hex(text: str | None) -> str:
    return "-" if text is None else text.encode("utf-8").hex()


def runner_input(case: Case) -> str:
    lines = []
    for vector in case.vectors:
        args = [_hex(vector[name]) for name in ARGS[vector["op"]]]
        lines.append("\t".join([vector["id"], vector["op"], *args]))
    return "\n".join(lines) + "\n"


def expected_output(case: Case) -> str:
    lines = []
    for vector in case.vectors:
        expect = vector["expect"]
        if expect["kind"] in ("value", "known", "unknown"):
            payload = _hex(expect["value"])
        elif expect["kind"] == "list":
            payload = ",".join(_hex(v) for v in expect["values"])
        else:
            payload = ""
        lines.append(f"{vector['id']}\t{expect['kind']}\t{payload}")
    return "\n".join(lines) + "\n"


def _readable(line: str) -> str:
    """Decode a result line's hex so a failure shows the strings themselves."""
    parts = line.split("\t")
    if len(parts) != 3:
        return repr(line)
    _, kind, payload = parts
    try:
        if kind in ("value", "known", "unknown"):
            return f"{kind} {bytes.fromhex(payload).decode('utf-8')!r}"
        if kind == "list":
            items = [bytes.fromhex(p).decode("utf-8") for p in payload.split(",")] if payload else []
            return f"list {items!r}"
    except ValueError:
        return repr(line)
    return kind


def compare(port: str, case: Case, actual: str, expected: str | None = None, against: str = "vectors") -> str | None:
    """None when the port's output equals the expected lines, else a diff naming each vector."""
    expected = expected_output(case) if expected is None else expected
    actual = actual.replace("\r\n", "\n")
    if actual == expected:
        return None
    want = expected.splitlines()
    got = actual.splitlines()
    by_id = {line.split("\t", 1)[0]: line for line in got}
    wrong = []
    for line in want:
        ident = line.split("\t", 1)[0]
        have = by_id.get(ident)
        if have != line:
            wrong.append(f"  vector {ident}: expected {_readable(line)}, got "
                         f"{_readable(have) if have is not None else 'no output'}")
    extra = [line for line in got if line.split("\t", 1)[0] not in {w.split('\t', 1)[0] for w in want}]
    diff = "\n".join(difflib.unified_diff(want, got, f"{against}", port, lineterm="", n=0))
    return (f"{port} disagrees with {against} on case {case.name!r} ({len(wrong)} vectors):\n"
            + "\n".join(wrong[:40]) + (f"\n  unexpected lines: {extra[:5]!r}" if extra else "")
            + "\n" + diff[:4000])
