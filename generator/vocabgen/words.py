"""Split free text into the lowercase ASCII words that every language's identifiers are built from."""

from __future__ import annotations

import re

# A word is an uppercase run before a capitalised word (HTTP in HTTPError), or optional capitals
# then lowercase letters and digits (Error, max, A1), or an uppercase run; nothing else (no
# non-ASCII letter, no punctuation) is part of a word. One findall, no zero-width split.
_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]*[a-z0-9]+|[A-Z]+")
SNAKE_NAME = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")


def split_words(text: str) -> tuple[str, ...]:
    """`maxToolCalls` -> (max, tool, calls); `HTTP-Error 2` -> (http, error, 2).

    Anything that is not an ASCII letter or digit separates words, so a value made
    only of other characters has no words and cannot name an identifier.
    """
    return tuple(map(str.lower, _WORD.findall(text)))


def with_article(noun: str) -> str:
    """"a limit", "an outcome": generated prose picks the indefinite article by the noun's first
    letter (vowel letters; good for the snake_case ASCII words singulars are made of)."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
