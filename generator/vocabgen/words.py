"""Split free text into the lowercase ASCII words that every language's identifiers are built from."""

from __future__ import annotations

import re

_CHUNK = re.compile(r"[A-Za-z0-9]+")
_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
SNAKE_NAME = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")


def split_words(text: str) -> tuple[str, ...]:
    """`maxToolCalls` -> (max, tool, calls); `HTTP-Error 2` -> (http, error, 2).

    Anything that is not an ASCII letter or digit separates words, so a value made
    only of other characters has no words and cannot name an identifier.
    """
    words: list[str] = []
    for chunk in _CHUNK.findall(text):
        words.extend(part.lower() for part in _BOUNDARY.split(chunk) if part)
    return tuple(words)


def with_article(noun: str) -> str:
    """"a limit", "an outcome": generated prose picks the indefinite article by the noun's first
    letter (vowel letters; good for the snake_case ASCII words singulars are made of)."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
