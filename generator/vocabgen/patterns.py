"""Name patterns (a target's `names = { known_type = "{Singular}Values" }`, docs/registries.md,
"Name patterns per target"): literal text and placeholders, each a word part in the case its
spelling shows. Parsed here, without any language's knowledge; vocabgen.names checks a pattern
against a port's roles, vocabgen.profile spells it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from vocabgen.records import Record
from vocabgen.targets.naming import camel, kebab, pascal, screaming, snake

Case = Callable[..., str]
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")

# The word parts a name of each scope is spelled from (profile.Role.scope), and the ones it must
# use: a value's name without the value's words would be one name for every value.
PARTS: dict[str, tuple[str, ...]] = {
    "file": (),
    "vocabulary": ("key", "singular"),
    "value": ("key", "singular", "value"),
    "alias": ("key", "singular", "alias"),
    "rule": ("rule", "members", "subject", "subject_singular", "carried_singular"),
}
OWN: dict[str, tuple[str, ...]] = {"file": (), "vocabulary": ("key", "singular"), "value": ("value",),
                                   "alias": ("alias",), "rule": ("rule", "members")}
# The cases a placeholder's spelling picks, as the docs list them: (how to write it for `value`, case).
FORMS: tuple[tuple[str, str, Case], ...] = (
    ("{value}", "lower snake: http_request_method", snake),
    ("{Value}", "Pascal: HttpRequestMethod", pascal),
    ("{VALUE}", "SCREAMING snake: HTTP_REQUEST_METHOD", screaming),
    ("{value_camel}", "camel: httpRequestMethod", camel),
    ("{value_kebab}", "kebab: http-request-method", kebab),
)


class Piece(Record):
    """One piece of a pattern: literal text, then the part spelled in `case` ("" part: none)."""

    text: str
    part: str = ""
    case: Case | None = None


def _placeholder(name: str) -> tuple[str, Case] | None:
    """A placeholder's part and case, from its spelling; None when it spells none of FORMS."""
    for suffix, case in (("_camel", camel), ("_kebab", kebab)):
        if name.endswith(suffix) and name.removesuffix(suffix).islower():
            return name.removesuffix(suffix), case
    if name.islower():
        return name, snake
    if name.isupper():
        return name.lower(), screaming
    if name[:1].isupper() and name[1:].islower():
        return name.lower(), pascal
    return None


def parse(pattern: str, scope: str) -> tuple[tuple[Piece, ...], str]:
    """A pattern's pieces for a name of this scope, or () and what is wrong with it."""
    allowed = PARTS[scope]
    can = (f"a {scope}'s name may use {', '.join('{' + p + '}' for p in allowed)}" if allowed
           else "a name of the file uses no placeholder")
    pieces: list[Piece] = []
    at = 0
    for found in _PLACEHOLDER.finditer(pattern):
        text = pattern[at:found.start()]
        at = found.end()
        if "{" in text or "}" in text:
            return (), "has an unmatched brace; write a placeholder as {part}, e.g. {Singular}"
        spelled = _placeholder(found.group(1))
        if spelled is None:
            return (), (f"uses {{{found.group(1)}}}, which is not a placeholder: write the part in the case it stands for "
                        f"({', '.join(form.replace('value', 'part') for form, _, _ in FORMS)}); {can}")
        part, case = spelled
        if part not in allowed:
            return (), f"uses {{{found.group(1)}}}, which is not a part of a {scope}'s name; {can}"
        pieces.append(Piece(text, part, case))
    rest = pattern[at:]
    if "{" in rest or "}" in rest:
        return (), "has an unmatched brace; write a placeholder as {part}, e.g. {Singular}"
    if rest:
        pieces.append(Piece(rest))
    own = OWN[scope]
    if own and not any(piece.part in own for piece in pieces):
        return (), (f"names no {' or '.join('{' + p + '}' for p in own)}: without one every {scope} would get "
                    f"the same name; {can}")
    return tuple(pieces), ""


def spell(pieces: tuple[Piece, ...], parts: Mapping[str, tuple[str, ...]]) -> str:
    """The name a pattern gives these word parts."""
    return "".join(piece.text + (piece.case(parts[piece.part]) if piece.case is not None else "")
                   for piece in pieces)
