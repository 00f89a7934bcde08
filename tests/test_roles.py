"""The one role list (vocabgen.roles): every port's naming table is drawn from it, so a role
means the same in every port, and the check visits a port's names in the list's order."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pytest

from vocabgen.profile import Role
from vocabgen.roles import MEANINGS, ROLES, Spell, port_roles
from vocabgen.targets.naming import camel
from vocabgen.targets.registry import TARGETS

NAMED = [name for name, profile in TARGETS.items() if profile.roles]


def _meaning_role(role: str) -> Role:
    """The list's role as a Role, to read its scope as a port's is read."""
    meaning = MEANINGS[role]
    return Role(meaning.role, meaning.words, camel, when=meaning.when)


def test_ports_with_names_exist() -> None:
    assert len(NAMED) >= 10


@pytest.mark.parametrize("port", NAMED)
def test_every_role_of_a_port_is_one_of_the_list(port: str) -> None:
    outside = sorted({role.role for role in TARGETS[port].roles} - MEANINGS.keys())
    assert not outside, f"{port} names roles the list (vocabgen.roles.ROLES) does not have: {outside}"


@pytest.mark.parametrize("port", NAMED)
def test_a_role_has_the_lists_scope_and_conditions_in_every_port(port: str) -> None:
    """A port changes a role's words and case, never what it is a name of or when it exists (a
    port may only drop `typed` for a name its untyped file declares too: Rust's enum)."""
    for role in TARGETS[port].roles:
        meaning = MEANINGS[role.role]
        assert role.scope == _meaning_role(role.role).scope, (port, role.role, role.words)
        untyped = " ".join(condition for condition in meaning.when.split() if condition != "typed")
        assert role.when in (meaning.when, untyped), (port, role.role, role.when)


@pytest.mark.parametrize("port", NAMED)
def test_a_ports_table_is_in_the_lists_order(port: str) -> None:
    """The check visits names in table order, which decides which of two colliding names a
    message reports: the list's order, the same in every port."""
    order = [meaning.role for meaning in ROLES]
    positions = [order.index(role.role) for role in TARGETS[port].roles]
    assert positions == sorted(positions), port


def test_a_role_outside_the_list_is_refused() -> None:
    with pytest.raises(ValueError, match="guardian"):
        port_roles({"guard": camel, "guardian": camel})


def test_port_data_fills_the_lists_defaults() -> None:
    """A plain case is the role at every level (keyed roles: at their setting's value), the
    message comes from the port's nouns, and a Spell changes only what it names."""
    table = port_roles({"guard": camel, "alias_constant": camel, "member": Spell(camel, checked=True, always=True)},
                       {"function": "method"})
    member, alias, guard = table  # the list's order, not the data's
    assert (guard.words, guard.what, guard.case, guard.checked) == ("is {singular}", "guard method", camel, True)
    assert (alias.case, alias.level) == ({"true": camel}, "alias_constants")
    assert (member.when, member.checked) == ("", True)


@pytest.mark.parametrize("port", [*NAMED, "base"])
def test_a_port_module_over_150_lines_names_what_in_it_is_not_data(port: str) -> None:
    """A port is data over the role list; a module that grows past 150 lines says, in its
    docstring, which of its code is not data (issue 40's measure)."""
    module = importlib.import_module(f"vocabgen.targets.{port}")
    lines = Path(inspect.getfile(module)).read_text(encoding="utf-8").count("\n")
    assert lines <= 150 or "Not data" in (module.__doc__ or ""), f"targets/{port}.py: {lines} lines"
