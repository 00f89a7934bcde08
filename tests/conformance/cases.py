"""The conformance cases: the vocab files, `vocabgen init` starters, each file again typed, and
the property round trip's drawn documents (tests/test_properties.py).

tests/test_conformance.py loads them as session fixtures; a port whose one compile also holds
other tests' sources (Kotlin: tests/ports/kotlin.py) loads the same cases itself.
"""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Iterable
from pathlib import Path

import tomli_w
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.conformance.harness import Case, load_case
from tests.ports import port_data
from tests.strategies import DOC, NOISE, value_texts
from vocabgen import init
from vocabgen.targets.registry import TARGETS

ROOT = Path(__file__).resolve().parent.parent.parent
VOCABS = ROOT / "tests" / "vocabularies"
CASE_FILES = {
    "shipped": ROOT / "vocab.toml",
    "http": VOCABS / "http_outcomes.toml",
    "hostile": VOCABS / "hostile_strings.toml",
    "evolution": VOCABS / "evolution.toml",
    "public_api": VOCABS / "public_api.toml",  # alias constants (deprecated ones too), members names, Go's prefix
    "registry_names": VOCABS / "registry_names.toml",  # values named apart from their wire strings
    "registry_sample": VOCABS / "registry_sample.toml",  # a real registry's sample, converted by tests/registry_names.py
    # stability levels, a deprecated vocabulary and replacements (docs/registries.md): the marks
    # compile clean (each port's warnings as errors) and a host's runner still reaches everything
    "lifecycle": VOCABS / "lifecycle.toml",
    # the same at stability = "stable": a filtered port, its vectors filtered alike
    "lifecycle_stable": VOCABS / "lifecycle_stable.toml",
    # name patterns per target (docs/registries.md): each port reaches its vectors through patterned names
    "name_patterns": VOCABS / "name_patterns.toml",
}
# `vocabgen init` output, as written, for three package names: it must compile and pass everywhere.
INIT_NAMES = {"init_acme_billing": "acme.billing", "init_shop_orders": "shop.orders.core", "init_tools": "tools"}


def classic_cases(folder: Path) -> list[Case]:
    """Every case file, then each `vocabgen init` starter written under folder."""
    found = [load_case(name, path) for name, path in CASE_FILES.items()]
    for case_name, package in INIT_NAMES.items():
        path = folder / f"{case_name}.toml"
        path.write_text(init.text(package, tuple(TARGETS)), encoding="utf-8")
        found.append(load_case(case_name, path))
    return found


def typed_cases(folder: Path, ports: Iterable[str]) -> list[Case]:
    """Each case file again with only the typed ports (and the vectors), all typed, written under
    folder."""
    ports = tuple(ports)
    found = []
    for name, path in CASE_FILES.items():
        document = tomllib.loads(path.read_text(encoding="utf-8"))
        document["targets"] = {port: _typed_table(port, table) for port, table in document["targets"].items()
                               if port in (*ports, "conformance")}
        typed = folder / f"{name}.toml"
        typed.write_text(tomli_w.dumps(document), encoding="utf-8")
        found.append(load_case(f"typed_{name}", typed))
    return found


def _typed_table(port: str, table: dict[str, object]) -> dict[str, object]:
    """A case's target table with typed = true. Rust adds serde and Java Jackson: their runners also
    round-trip every open parse through serde_json and Jackson's ObjectMapper. Java's package,
    Elixir's module, Clojure's and C#'s namespace and Kotlin's package get a `typed` suffix, since the typed case loads into the same VM (C#, Kotlin: the same
    compile) as its untyped twin."""
    typed = {**table, "typed": True}
    if port == "rust":
        typed["serde"] = True
    elif port == "java":  # in a package of its own: one javac compiles it with its untyped twin
        typed = {key: value for key, value in typed.items() if key != "path"}
        typed.update(jackson=True, package=f"{table['package']}.typed")
    elif port == "elixir":
        typed["module"] = f"{table['module']}Typed"
    elif port == "clojure":
        typed = {key: value for key, value in typed.items() if key != "path"}
        typed["namespace"] = f"{table['namespace']}-typed"
    elif port == "csharp":
        typed = {key: value for key, value in typed.items() if key != "path"}
        typed["namespace"] = f"{table['namespace']}.Typed"
    elif port == "kotlin":
        typed["package"] = f"{table['package']}.typed"
    return typed


def all_targets(index: int) -> dict[str, dict[str, object]]:
    """Every target, named apart per document: one build per port holds several documents. Each
    language port's table is its PROPERTY_TARGET (tests/ports/<port>.py), n the document's index."""
    return {**{port: {key: value.format(n=index) if isinstance(value, str) else value for key, value in table.items()}
               for port, table in port_data("PROPERTY_TARGET").items()},
            "conformance": {}}


@st.composite
def hostile_documents(draw: st.DrawFn) -> dict:  # type: ignore[type-arg]
    """Two vocabularies of arbitrary allowed strings, aliases of arbitrary strings, and a rule."""
    subjects = draw(value_texts(draw(st.integers(3, 25))))
    carried = draw(value_texts(draw(st.integers(2, 12))))
    aliases: dict[str, str] = {}
    for index, target in enumerate(carried):
        alias = (draw(st.text(NOISE, min_size=1, max_size=5)).strip() or "x") + f"#{index}"
        if alias not in carried:
            aliases[alias] = target
    return {
        "schema_version": 1,
        "doc": draw(DOC),
        "things": {"doc": draw(DOC), "singular": "thing", "values": {t: draw(DOC) for t in subjects}},
        "marks": {"doc": draw(DOC), "singular": "mark", "values": {t: draw(DOC) for t in carried},
                  "aliases": aliases},
        "rules": {"marked": {"doc": draw(DOC), "vocabulary": "things", "carries": "marks",
                             "values": draw(st.lists(st.sampled_from(subjects), min_size=1, unique=True))}},
    }


# Two hypothesis examples (its simplest, then one drawn) of three documents each.
EXAMPLES = 2
DOCUMENTS_PER_EXAMPLE = 3


def drawn_documents() -> list[dict]:  # type: ignore[type-arg]
    """The documents hypothesis draws for the round trip: EXAMPLES examples of
    DOCUMENTS_PER_EXAMPLE documents, derandomized, so every run builds the same ones."""
    drawn: list[dict] = []  # type: ignore[type-arg]

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
              phases=[Phase.explicit, Phase.reuse, Phase.generate],
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(documents=st.lists(hostile_documents(), min_size=DOCUMENTS_PER_EXAMPLE, max_size=DOCUMENTS_PER_EXAMPLE))
    def draw(documents: list[dict]) -> None:  # type: ignore[type-arg]
        drawn.extend(documents)

    draw()
    return drawn


def property_cases(folder: Path) -> list[Case]:
    """The drawn documents as conformance cases (property_0, ...), every target named apart, written
    into folder: tests/conftest.py adds them to the session's one build per port, so the round trip
    costs no compile of its own."""
    cases = []
    for index, document in enumerate(drawn_documents()):
        vocab = folder / f"vocab{index}.toml"
        vocab.write_text(tomli_w.dumps({**document, "targets": all_targets(index)}), encoding="utf-8")
        cases.append(load_case(f"property_{index}", vocab))
    return cases


# typed = true (docs/typed.md): strings hypothesis draws, derandomized, as parse, wire and member
# vectors of one small vocabulary every typed port renders, so each typed port runs them in its one
# build: an unknown keeps its exact string, a spelling parses known to its canonical value.
TYPED_DRAWN_STRINGS = 240
TYPED_DRAWN_VOCAB = """schema_version = 1

[statuses]
singular = "status"
[statuses.values]
done = "D."
maxTurns = "M."
pending = "P."
[statuses.aliases]
turns = "maxTurns"
[statuses.removed]
finished = "Renamed to done."

[limits]
singular = "limit"
[limits.values]
turnCap = "T."

[rules.capped]
vocabulary = "statuses"
values = ["maxTurns"]
carries = "limits"
"""
TYPED_DRAWN_SPELLINGS = {"done": "done", "maxTurns": "maxTurns", "pending": "pending", "turns": "maxTurns"}


def drawn_strings() -> list[str]:
    """TYPED_DRAWN_STRINGS strings: any text, long UTF-8 text, and near misses and hostile ones."""
    drawn: list[str] = []

    @settings(max_examples=1, deadline=None, derandomize=True, database=None, phases=[Phase.explicit, Phase.generate],
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(raws=st.lists(st.one_of(st.text(), st.text(st.characters(codec="utf-8"), min_size=200, max_size=2000),
                                   st.sampled_from(["\x00", "\u202e", "\ufeff", "${", "{$x}", "?>", "\U0001f600",
                                                    "done ", "Done", "turns", "finished", "ok", "nil", ":ok", "-"])),
                         min_size=TYPED_DRAWN_STRINGS, max_size=TYPED_DRAWN_STRINGS))
    def draw(raws: list[str]) -> None:
        drawn[:] = raws

    draw()
    return drawn


def drawn_vectors(raws: list[str]) -> tuple[dict[str, object], ...]:
    """parse, wire and member vectors for each string: known for a spelling, else unknown keeping
    the string byte for byte."""
    vectors: list[dict[str, object]] = []
    for index, raw in enumerate(raws):
        known = TYPED_DRAWN_SPELLINGS.get(raw)
        base = {"vocabulary": "statuses", "input": raw}
        vectors += [
            {**base, "id": f"drawn/{index}/parse", "op": "parse",
             "expect": {"kind": "known" if known else "unknown", "value": known or raw}},
            {**base, "id": f"drawn/{index}/wire", "op": "wire", "expect": {"kind": "value", "value": known or raw}},
            {**base, "id": f"drawn/{index}/member", "op": "member",
             "expect": {"kind": "value", "value": "true" if known else "false"}},
        ]
    return tuple(vectors)


def typed_drawn_case(folder: Path, ports: Iterable[str]) -> Case:
    """The drawn strings as the case `typed_drawn` (after the vocabulary's own vectors), rendered
    by the typed ports, written under folder."""
    tables = {**port_data("TYPED_DRAWN_TARGET"), "conformance": {}}  # each typed port's (tests/ports/<port>.py)
    targets = {port: {**table, "typed": True} for port, table in tables.items() if port in (*ports, "conformance")}
    vocab = folder / "typed_drawn.toml"
    vocab.write_text(TYPED_DRAWN_VOCAB + tomli_w.dumps({"targets": targets}), encoding="utf-8")
    case = load_case("typed_drawn", vocab)
    return dataclasses.replace(case, vectors=case.vectors + drawn_vectors(drawn_strings()))
