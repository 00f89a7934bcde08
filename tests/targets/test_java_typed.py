"""typed = true for Java (docs/typed.md): the nested enum carrying its wire strings, the open class,
the typed settle overload, `jackson = true`; javac proves a switch expression over the enum
exhaustive and refuses one that misses a member. The typed conformance vectors (with Jackson) run
in the Java runner's one compile (tests/test_conformance.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.conformance.harness import Case, compare, load_case
from tests.ports import java
from tests.loading import load_text
from vocabgen.problems import ProblemsFound
from tests.loading import render
from vocabgen.links import page

JAVAC_FLAGS = ["-Xlint:all", "-Xdoclint:all/protected", "-Werror", "-encoding", "UTF-8", "--release", "17"]
TYPED = """schema_version = 1

[statuses]
singular = "status"
[statuses.values]
done = "D."
maxTurns = "M."
old = { doc = "O.", deprecated = "use done" }
[statuses.aliases]
turns = "maxTurns"
[statuses.removed]
finished = "Renamed to done."

[limits]
singular = "limit"
[limits.values]
maxTurns = "T."
wallMs = "W."

[rules.limit_stop]
vocabulary = "statuses"
values = ["maxTurns"]
carries = "limits"

[targets.java]
package = "demo"
typed = true
"""
PATH = "java/demo/Vocabulary.java"
# The javac runs are made once, in one JVM, by one worker (the fixture `javac_runs`).
pytestmark = pytest.mark.xdist_group("javac-typed")


def rendered(text: str = TYPED) -> str:
    return render(load_text(text), ["java"])[PATH]


def problems(text: str) -> str:
    with pytest.raises(ProblemsFound) as info:
        load_text(text)
    return str(info.value)


def test_typed_names_as_the_design_page_gives_them() -> None:
    text = rendered()
    for line in ["    public enum Status {", "        MAX_TURNS(STATUS_MAX_TURNS),", "        OLD(STATUS_OLD);",
                 "        public String wire() {", "        public static Status of(String raw) {",
                 "    public static final class OpenStatus {", "        public static OpenStatus parse(String raw) {",
                 "        public boolean isKnown() {", "        public java.util.Optional<Status> known() {",
                 "        public boolean equals(java.lang.Object other) {", "        public int hashCode() {",
                 "        public String toString() {",
                 "    public static Limit settleLimitStop(Status status, Limit limit) {",
                 "    public static String settleLimitStop(String status, String limit) {"]:
        assert f"\n{line}\n" in text, line
    assert "     * @deprecated use done\n     */\n    @Deprecated\n    public static final String STATUS_OLD" in text
    assert "         * @deprecated use done\n         */\n        @Deprecated\n        OLD(STATUS_OLD);" in text
    assert "jackson" not in text


def test_typed_internal_keeps_the_types_public_and_the_functions_package_private() -> None:
    text = rendered(TYPED + 'functions = "internal"\n')
    for line in ["    public enum Status {", "        static Status of(String raw) {", "        public String wire() {",
                 "    public static final class OpenStatus {", "        static OpenStatus parse(String raw) {",
                 "        boolean isKnown() {", "        String wire() {",
                 "    static Limit settleLimitStop(Status status, Limit limit) {"]:
        assert f"\n{line}\n" in text, line


def test_jackson_annotates_the_wire_and_both_parses() -> None:
    text = rendered(TYPED + "jackson = true\n")
    creator = ("        @com.fasterxml.jackson.annotation.JsonCreator(mode = "
               "com.fasterxml.jackson.annotation.JsonCreator.Mode.DELEGATING)\n")
    assert text.count(creator + "        public static Status of(String raw) {") == 1
    assert text.count(creator + "        public static OpenStatus parse(String raw) {") == 1
    assert text.count("        @com.fasterxml.jackson.annotation.JsonValue\n        public String wire() {") == 4
    assert text.count("@com.fasterxml.jackson") == 8  # statuses and limits: two wires and two parses each


def test_without_typed_no_typed_name_is_spelled_and_jackson_needs_typed() -> None:
    untyped = rendered(TYPED.replace("typed = true\n", ""))
    assert " enum " not in untyped and "OpenStatus" not in untyped
    assert problems(TYPED.replace("typed = true\n", "jackson = true\n")) == (
        "vocab.toml:25: targets.java: jackson = true needs typed = true: the Jackson annotations sit on the typed "
        f"API ({page('typed')})")


def test_typed_refuses_a_member_or_a_type_java_cannot_spell() -> None:
    digits = TYPED.replace('done = "D."', '"1st" = "D."').replace('old = { doc = "O.", deprecated = "use done" }', "")
    assert "statuses.values.1st: java: enum member '1ST' is not a valid java identifier" in problems(digits)
    load_text(digits.replace("typed = true\n", ""))  # untyped the value is fine: no member is spelled
    # the enum of singular "string" would shadow java.lang.String in the class
    strings = TYPED.replace('singular = "status"', 'singular = "string"')
    assert "statuses.singular: java: enum type 'String' is a type the generated class uses" in problems(strings)
    assert 'typed = true needs functions = "public" or "internal"' in problems(TYPED + 'functions = "none"\n')


# A host's exhaustive switch expression over the enum (no default) with one member left out.
HOST = """package host;

import demo.Vocabulary.Status;

final class Host {
    private Host() {
    }

    static String describe(Status status) {
        return switch (status) {
            case DONE -> "done";
            case MAX_TURNS -> "max turns";
        };
    }
}
"""


@pytest.mark.toolchain("javac", "java")
def test_javac_refuses_a_switch_expression_that_misses_a_member(javac_runs: JavacRuns) -> None:
    """The conformance runner's switch over every member compiles (no default); leave one out and
    javac --release 17 refuses it, naming the switch."""
    proc = javac_runs.switch
    assert proc.returncode == 1, proc.stderr
    assert "Host.java:10: error: the switch expression does not cover all possible input values" in proc.stderr
    assert proc.stderr.count("error:") == 1, proc.stderr


class JavacRuns(NamedTuple):
    """The module's two javac runs: the switch that misses a member, and the typed runner's build."""

    switch: java.Compiled
    typed_case: Case
    typed_class_path: str


@pytest.fixture(scope="module")
def javac_runs(tmp_path_factory: pytest.TempPathFactory) -> JavacRuns:
    """Both javac runs, each a compilation of its own, in one JVM (tests/ports/java.py
    compile_each): the switch (OLD left out of it) against TYPED's class; TYPED's class with
    Jackson and the conformance runner, for the drawn property. The module's tests share the xdist
    group "javac-typed", so one worker compiles them, once."""
    folder = tmp_path_factory.mktemp("javac-typed")
    paths = []
    for rel, text in {"demo/Vocabulary.java": rendered(), "host/Host.java": HOST}.items():
        path = folder / "switch" / "src" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        paths.append(str(path))
    vocab = folder / "typed_property.toml"
    vocab.write_text(TYPED + "jackson = true\n\n[targets.conformance]\ntyped = true\n", encoding="utf-8")
    case = load_case("typed_property", vocab)
    arguments, class_path = java.build_arguments([case], folder / "java")
    tasks = {"switch": [*JAVAC_FLAGS, "-d", str(folder / "switch" / "out"), *paths], "typed_runner": arguments}
    results = java.compile_each(tasks, folder / "javac")
    built = results["typed_runner"]
    assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
    return JavacRuns(results["switch"], case, class_path)


SPELLINGS = {"done": "done", "maxTurns": "maxTurns", "old": "old", "turns": "maxTurns"}
EXAMPLES = 6  # hypothesis examples (lists of up to 80 strings), drawn once and run in one JVM


def drawn_batches() -> list[list[str]]:
    """EXAMPLES lists of strings as hypothesis draws them: any text, long UTF-8 text, and near
    misses and hostile ones (random each run; derandomized under CI, tests/conftest.py)."""
    drawn: list[list[str]] = []

    @settings(max_examples=EXAMPLES, deadline=None, phases=[Phase.explicit, Phase.generate], database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(raws=st.lists(st.one_of(st.text(), st.text(st.characters(codec="utf-8"), min_size=200, max_size=2000),
                                   st.sampled_from(["\x00", "\u202e", "\ufeff", "${", "{{", "\U0001f600", "done ",
                                                    "Done", "MAX_TURNS", "turns", "finished"])), min_size=1, max_size=80))
    def draw(raws: list[str]) -> None:
        drawn.append(raws)

    draw()
    return drawn


@pytest.mark.toolchain("javac", "java")
def test_typed_open_parse_keeps_any_unknown_string_byte_for_byte(javac_runs: JavacRuns) -> None:
    """docs/typed.md's property, drawn, in Java: the open parse never fails, an unknown carries
    exactly its input, the wire gives it back byte for byte (a known spelling: the canonical), and
    Jackson reads then writes it unchanged; every drawn batch in one JVM run, one compile for all."""
    vectors = []
    for batch, raws in enumerate(drawn_batches()):
        for index, raw in enumerate(raws):
            known = SPELLINGS.get(raw)
            parsed = {"kind": "known" if known else "unknown", "value": known or raw}
            vectors += [{"id": f"parse/{batch}/{index}", "op": "parse", "vocabulary": "statuses", "input": raw,
                         "expect": parsed},
                        {"id": f"wire/{batch}/{index}", "op": "wire", "vocabulary": "statuses", "input": raw,
                         "expect": {"kind": "value", "value": known or raw}}]
    drawn = replace(javac_runs.typed_case, vectors=tuple(vectors))
    problem = compare("java", drawn, java.run_case(drawn, javac_runs.typed_class_path))
    assert problem is None, problem
