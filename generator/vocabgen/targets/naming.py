"""Spell a tuple of words in the case conventions languages use; no language knowledge here.

Words are lowercase ASCII already (see vocabgen.words), which keeps these one-liners exact.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from itertools import chain

Words = tuple[str, ...]


def _words(parts: tuple[Iterable[str], ...]) -> Iterable[str]:
    """The words of one or more sequences, in order."""
    return chain.from_iterable(parts)


def screaming(*parts: Iterable[str]) -> str:
    """(max, turns) -> MAX_TURNS"""
    return "_".join(_words(parts)).upper()


def snake(*parts: Iterable[str]) -> str:
    """(max, turns) -> max_turns"""
    return "_".join(_words(parts))


def kebab(*parts: Iterable[str]) -> str:
    """(max, turns) -> max-turns"""
    return "-".join(_words(parts))


def pascal(*parts: Iterable[str]) -> str:
    """(max, turns) -> MaxTurns"""
    return "".join(map(str.capitalize, _words(parts)))


def camel(*parts: Iterable[str]) -> str:
    """(max, turns) -> maxTurns"""
    name = pascal(*parts)
    return name[:1].lower() + name[1:]


def affixed(case: Callable[..., str], before: str, after: str, name: str) -> Callable[..., str]:
    """A case with fixed marks around every name it spells (Python's `_is_status` and `__all__`,
    Elixir's and Clojure's `status?` and `parse_status!`); name: how the docs call it."""

    def spelled(*parts: Iterable[str]) -> str:
        return before + case(*parts) + after

    spelled.__name__ = name
    return spelled


def with_initialisms(case: Callable[..., str], initialisms: Mapping[str, str]) -> Callable[..., str]:
    """A Pascal or camel case that keeps a user's initialisms in capitals, as Go's convention
    wants (`HTTPRequestMethod`, `userID`): initialisms maps a word to its spelling ("http" ->
    "HTTP"). A camel name's first word stays lowercase (`httpMethod`); every other case is
    returned as it is (SCREAMING, snake and kebab names have no capitals to keep)."""
    if not initialisms or case not in (pascal, camel):
        return case

    def spelled(*parts: Iterable[str]) -> str:
        words = list(_words(parts))
        name = "".join(initialisms.get(word) or word.capitalize() for word in words)
        if case is camel and words:
            return words[0] + name[len(initialisms.get(words[0]) or words[0]):]
        return name

    return spelled


def initialism_table(setting: str) -> dict[str, str]:
    """An `initialisms` setting ("HTTP ID") as word -> spelling ("http" -> "HTTP")."""
    return {entry.lower(): entry for entry in setting.split()}
