"""Jinja's immutable sandbox as vocabgen runs a user's templates (environment.py says when).

Kept apart from environment.py so that a render of the built-in templates alone never imports
jinja2.sandbox (and what it brings in): it is loaded only for a render that reads a user's folder.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import jinja2
from jinja2.exceptions import SecurityError
from jinja2.sandbox import ImmutableSandboxedEnvironment

from vocabgen.problems import quote


def naming_undefined(template_filter: Callable[..., Any]) -> Callable[..., Any]:
    """template_filter, failing as Jinja's own filters do when given an undefined name ('marker'
    is undefined), where a string function inside it would raise a TypeError that names nothing
    (a version-1 template's `{{ marker | json_string }}`: docs/templates.md)."""

    @functools.wraps(template_filter)
    def checked(*args: Any, **kwargs: Any) -> Any:
        for arg in (*args, *kwargs.values()):
            if isinstance(arg, jinja2.Undefined):
                arg._fail_with_undefined_error()
        return template_filter(*args, **kwargs)

    return checked


class Sandbox(ImmutableSandboxedEnvironment):
    """Jinja's immutable sandbox, refusing an unsafe attribute where it is read: the error then
    names it (`'__init__' of 'type'`), not the undefined a later read trips on."""

    def unsafe_undefined(self, obj: Any, attribute: str) -> jinja2.Undefined:
        raise SecurityError(f"access to attribute {quote(attribute)} of {type(obj).__name__!r} object is unsafe.")
