"""A target's `names` table (docs/registries.md, "Name patterns per target"): role = pattern, each
role one of the port's (vocabgen.roles), each pattern one vocabgen.patterns reads. Checked here,
located at the pattern; the names a pattern gives then go through the identifier check like any
other (vocabgen.profile.check), located at the pattern too.
"""

from __future__ import annotations

from typing import Any

from vocabgen import patterns
from vocabgen.model import TargetConfig
from vocabgen.problems import Collector, close_match, quote, type_name
from vocabgen.profile import SETTING_CONDITIONS, Profile, Role
from vocabgen.records import replace
from vocabgen.roles import MEANINGS

# What a role's setting condition (Role.when) needs, for the message.
_NEEDS = {"typed": "typed = true", "tests": "tests_path set"}
HELP = ("role = \"pattern\": how this port spells a role of the one role list, e.g. "
        "names = { known_type = \"{Singular}Values\" } (docs/registries.md)")


def patternable(profile: Profile) -> tuple[str, ...]:
    """The roles a pattern may spell: the port's names the identifier check sees, and its enum
    members (whose shape it checks); a name in a namespace the check does not reach (a test's, a
    type's own method) keeps the port's spelling."""
    return tuple(dict.fromkeys(role.role for role in profile.roles if role.checked or role.role == "member"))


def _absent(roles: list[Role], settings: dict[str, str]) -> str:
    """Why none of a role's spellings exists at these settings ("" when one does)."""
    for role in roles:
        missing = [c for c in role.when.split() if c in SETTING_CONDITIONS and not SETTING_CONDITIONS[c](settings)]
        if not missing and role.at(settings.get(role.level, "")) is not None:
            return ""
    role = roles[0]
    missing = [c for c in role.when.split() if c in SETTING_CONDITIONS and not SETTING_CONDITIONS[c](settings)]
    if missing:
        return f"exists only with {' and '.join(_NEEDS[c] for c in missing)}"
    return f"does not exist at {role.level} = {quote(settings.get(role.level, ''))}"


def check_names(profile: Profile, raw: Any, config: TargetConfig, out: Collector) -> TargetConfig:
    """The config with its checked `names` (role, pattern, line); every problem added to out,
    located at the pattern (or the table)."""
    path = ("targets", config.name, "names")
    if not profile.roles:
        out.add(path, f"{config.name} declares no identifiers, so there is nothing to name; `names` is for the "
                "code ports")
        return config
    if not isinstance(raw, dict):
        out.add(path, f"must be a table of role = \"pattern\", not {type_name(raw)}; {HELP}")
        return config
    settings = dict(config.settings)
    allowed = patternable(profile)
    found: list[tuple[str, str, int]] = []
    for role, pattern in raw.items():
        where = path + (role,)
        if not isinstance(pattern, str):
            out.add(where, f"must be a string, the pattern, not {type_name(pattern)}")
            continue
        if role not in allowed:
            if role in MEANINGS and any(r.role == role for r in profile.roles):
                why = "is in a namespace the identifier check does not reach, so it keeps the port's spelling"
            elif role in MEANINGS:
                why = f"is not a name the {config.name} port declares"
            else:
                match = close_match(role, allowed)
                why = "is not a role of vocabgen's role list" + (f"; did you mean {quote(match)}?" if match else "")
            out.add(where, f"{quote(role)} {why}; the roles a {config.name} pattern may spell are "
                    f"{', '.join(allowed)}")
            continue
        roles = [r for r in profile.roles if r.role == role]
        absent = _absent(roles, settings)
        if absent:
            out.add(where, f"{config.name}'s {role} name {absent}; set that, or remove the pattern")
            continue
        if settings.get(roles[0].level) == "internal":
            out.add(where, f"{roles[0].level} = \"internal\" spells this name as {config.name} keeps it out of the "
                    "host's API; a pattern spells the whole name, so use one or the other")
            continue
        pieces, problem = patterns.parse(pattern, roles[0].scope)
        if not pieces:
            out.add(where, f"{quote(pattern)} {problem or 'is empty; write the name it gives, e.g. {Singular}Values'}")
            continue
        sample = patterns.spell(pieces, {part: ("x",) for part in patterns.PARTS[roles[0].scope]})
        if not profile.identifier_pattern.fullmatch(sample):
            out.add(where, f"{quote(pattern)} gives names such as {quote(sample)}, which is not a valid "
                    f"{config.name} identifier; change its literal text")
            continue
        found.append((role, pattern, out.locator.line(where)))
    return replace(config, names=tuple(found))
