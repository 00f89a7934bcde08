"""A vocab file shaped like a large public registry, built by a script (not a copy of anyone's file).

The shape is the OpenTelemetry semantic conventions' enum attributes (v1.44: 168 enums, 962
members): many small vocabularies (mostly two to six values, a few of 11 to 54), dotted and
underscored attribute-like keys up to about 60 characters, values spelled in every style a
registry uses (`aws.lambda`, `close_wait`, `BoundedStaleness`, `MISSION_CRITICAL`, `_OTHER`,
`IPv4`), a doc on every vocabulary and value, every tenth vocabulary deprecated value by value,
and every port configured with `typed = true` where it has the setting. The words are drawn from a
fixed list with a seeded generator, so the same arguments always give the same bytes.

    python tests/vocabularies/registry_shape.py > /tmp/registry.toml
    python tests/vocabularies/registry_shape.py --vocabularies 40 --long-names > /tmp/long.toml
    python tests/vocabularies/registry_shape.py --vocabularies 40 --long-names --aliases --rules 8 --tests

--aliases, --rules and --tests add what the formatter tests need beyond the registry's own shape:
aliases (every other one deprecated), removed spellings, fallbacks and alias constants; rules over
the long names; and every port's generated test file. They draw nothing from the seeded generator,
so the vocabularies and values stay the ones the same arguments give without them.
"""

from __future__ import annotations

import argparse
import random
import re

WORDS = """
    access account action address agent alert allocation app application area artifact attempt
    auth batch blob bucket build cache call capacity cell change channel check client cloud
    cluster code collection compute condition connection consistency consumer container context
    controller cpu criticality cursor data database delivery deployment destination device
    direction disk document domain driver endpoint engine environment error event exception
    execution feature file filter flavor frame function gateway generation group handler host
    identity image instance interface invocation job kernel key lambda layer level library link
    listener load lock log machine manager memory mesh message method metric mode model module
    namespace network node object operation origin output owner package page pipeline platform
    policy pool port process producer profile protocol provider queue quota reason record
    region registry replica request resource response result revision role route rule runtime
    sampler schema scope segment selector server service session shard signal sink slab source
    span stage state status storage stream subscription system table target task tenant thread
    tier token topic trace transport trigger type unit user version view volume workload worker
""".split()
# How many values a vocabulary has, drawn with these weights: mostly two to six, a few large ones.
SIZES = ((2, 28), (3, 18), (4, 16), (5, 10), (6, 8), (8, 5), (11, 5), (12, 3), (15, 2), (19, 2), (41, 1),
         (54, 1))
STYLES = ("lower", "dotted", "snake", "pascal", "upper", "initialism")
# Every port, each with its required settings and typed = true where the port has it.
TARGETS = """
[targets.python]
module = "registry.attributes"
typed = true

[targets.conformance]

[targets.java]
package = "io.example.registry"
class = "Attributes"
typed = true

[targets.typescript]
typed = true

[targets.go]
package = "registry"
typed = true

[targets.csharp]
namespace = "Example.Registry"
class = "Attributes"
typed = true

[targets.elixir]
module = "Example.Registry.Attributes"
typed = true

[targets.clojure]
namespace = "example.registry.attributes"
typed = true

[targets.rust]
typed = true

[targets.kotlin]
package = "io.example.registry"
typed = true

[targets.php]
namespace = 'Example\\Registry'
typed = true

[targets.markdown]
"""


def _spell(words: list[str], style: str) -> str:
    """A wire value in one of a registry's spelling styles."""
    if style == "dotted":
        return ".".join(words)
    if style == "snake":
        return "_".join(words)
    if style == "pascal":
        return "".join(word.capitalize() for word in words)
    if style == "upper":
        return "_".join(words).upper()
    if style == "initialism":
        return words[0][:3].upper() + "".join(word.capitalize() for word in words[1:])
    return "".join(words)


def _words_of(value: str) -> str:
    """The identifier words a value is named from, lower-cased and joined (two values with the
    same words would collide in every port, so the generator never draws both)."""
    return "_".join(part.lower() for part in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+", value))


def _toml_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


# Every port's generated test file (--tests), where the port has one; Python's is on by default.
TESTS_PATHS = {
    "java": "java/io/example/registry/AttributesTest.java",
    "typescript": "typescript/vocabulary.test.ts",
    "go": "go/registry/vocabulary_test.go",
    "elixir": "elixir/test/example/registry/attributes_test.exs",
    "clojure": "clojure/example/registry/attributes_test.clj",
    "kotlin": "kotlin/io/example/registry/VocabularyTest.kt",
    "php": "php/tests/VocabularyTest.php",
}
# The targets without alias_constants (--aliases turns it on in every other one).
NO_ALIAS_CONSTANTS = ("markdown",)


def registry_shape(vocabularies: int = 168, seed: int = 1, long_names: bool = False,
                   targets: str = TARGETS, aliases: bool = False, rules: int = 0, tests: bool = False) -> str:
    """The TOML text of a registry-shaped vocab file of the given number of vocabularies.

    long_names: keys and singulars of 60 to 70 characters and values of about 40, the identifier
    lengths at which formatters and file systems start to matter. aliases: each vocabulary's first
    value gets an alias (deprecated in every other vocabulary), each vocabulary a removed spelling,
    a vocabulary opening with `_OTHER` falls back to it, and every target writes alias constants.
    rules: that many rules, rule i settling vocabulary i and carrying vocabulary i + 1, named after
    both. tests: every port's generated test file."""
    rng = random.Random(seed)
    sizes, weights = zip(*SIZES)
    out = ["# A registry-shaped vocab file written by tests/vocabularies/registry_shape.py.",
           "schema_version = 1",
           'doc = "Attribute values of a registry: many small vocabularies, dotted and long names."', ""]
    keys: set[str] = set()
    shapes: list[tuple[str, str, list[str]]] = []  # each vocabulary's key, singular and values
    for index in range(vocabularies):
        parts = rng.sample(WORDS, rng.choice((2, 3, 3, 4)))
        if long_names:
            while len("_".join(parts)) < 60:
                parts.append(rng.choice(WORDS))
        singular = "_".join(parts) + f"_{index}" if "_".join(parts) in keys else "_".join(parts)
        keys.add(singular)
        key = singular + "_values"  # the collection; the singular names the type and the constants
        attribute = ".".join(parts)
        out += [f"[{key}]", f'doc = "The `{attribute}` attribute\'s values (attribute {index + 1} of the registry)."',
                f'singular = "{singular}"']
        at_fallback = len(out)
        out += ["", f"[{key}.values]"]
        seen: set[str] = set()
        spellings: list[str] = []
        size = rng.choices(sizes, weights)[0]
        deprecated = index % 10 == 9
        while len(seen) < size:
            value_words = rng.sample(WORDS, rng.choice((1, 1, 2, 2, 3)))
            if long_names:
                while len("".join(value_words)) < 36:
                    value_words.append(rng.choice(WORDS))
            value = _spell(value_words, rng.choice(STYLES))
            if len(seen) == 0 and index % 7 == 3:
                value = "_OTHER"
            if _words_of(value) in seen:
                continue
            seen.add(_words_of(value))
            doc = f"The {' '.join(value_words)} {attribute} (sent as `{value}`)."
            if deprecated:
                out.append(f'{_toml_string(value)} = {{ doc = {_toml_string(doc)}, '
                           f'deprecated = "Replaced by the `{attribute}.name` attribute." }}')
            else:
                out.append(f"{_toml_string(value)} = {_toml_string(doc)}")
            spellings.append(value)
        if aliases:
            if spellings[0] == "_OTHER":
                out.insert(at_fallback, 'fallback = "_OTHER"')
            out += _aliases_and_removed(key, spellings, index, attribute)
        out.append("")
        shapes.append((key, singular, spellings))
    out += [line for index in range(min(rules, len(shapes) - 1)) for line in _rule(shapes[index], shapes[index + 1])]
    return "\n".join(out) + _settings(targets, aliases, tests)


def _aliases_and_removed(key: str, spellings: list[str], index: int, attribute: str) -> list[str]:
    """An alias of the first value (deprecated in every other vocabulary) and a removed spelling."""
    alias = _toml_string(spellings[0] + "-legacy-alias")
    target = _toml_string(spellings[0])
    if index % 2:
        entry = f'{alias} = {{ canonical = {target}, deprecated = "Use {spellings[0]}; the `{attribute}` alias goes." }}'
    else:
        entry = f"{alias} = {target}"
    return ["", f"[{key}.aliases]", entry, "", f"[{key}.removed]",
            f'{_toml_string(spellings[-1] + "-retired")} = "Retired when the `{attribute}` attribute was renamed."']


def _rule(subject: tuple[str, str, list[str]], carried: tuple[str, str, list[str]]) -> list[str]:
    """A rule over two long-named vocabularies: its name, and so its members, as long as theirs."""
    (key, singular, spellings), (carried_key, carried_singular, _) = subject, carried
    values = ", ".join(_toml_string(value) for value in spellings[:2])
    return [f"[rules.{singular}_carries_{carried_singular.split('_')[0]}]",
            f'doc = "A {singular.replace("_", " ")} that is one of these carries its {carried_singular.replace("_", " ")}."',
            f'vocabulary = "{key}"', f"values = [{values}]", f'carries = "{carried_key}"', ""]


def _settings(targets: str, aliases: bool, tests: bool) -> str:
    """The [targets.*] tables with alias constants and the generated test files turned on as asked."""
    lines = []
    for line in targets.split("\n"):
        lines.append(line)
        name = line[len("[targets."):-1] if line.startswith("[targets.") else ""
        if aliases and name and name not in NO_ALIAS_CONSTANTS:
            lines.append("alias_constants = true")
        if tests and name in TESTS_PATHS:
            lines.append(f'tests_path = "{TESTS_PATHS[name]}"')
    return "\n".join(lines)


def long_names_corpus() -> str:
    """The formatter tests' input: 40 vocabularies of the long-names shape with aliases, removed
    spellings, fallbacks, alias constants, 8 rules and every port's generated test file."""
    return registry_shape(40, long_names=True, aliases=True, rules=8, tests=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vocabularies", type=int, default=168)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--long-names", action="store_true")
    parser.add_argument("--aliases", action="store_true", help="aliases, removed spellings, fallbacks, alias constants")
    parser.add_argument("--rules", type=int, default=0, help="how many rules (each over two vocabularies)")
    parser.add_argument("--tests", action="store_true", help="every port's generated test file")
    args = parser.parse_args()
    print(registry_shape(args.vocabularies, args.seed, args.long_names, aliases=args.aliases, rules=args.rules,
                         tests=args.tests), end="")


if __name__ == "__main__":
    main()
