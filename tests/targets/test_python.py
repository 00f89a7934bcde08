"""The Python port: black-stable, mypy --strict clean, and its shipped tests pass, for the
shipped vocabulary and for random valid ones."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

import black
import pytest
import tomli_w
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.ports.common import long_names_files, rendered_documents
from tests.strategies import long_named_documents, vocab_documents
from tests.loading import load_text
from vocabgen.problems import ProblemsFound, format_key_path
from tests.loading import render
from vocabgen.profile import value_origin
from vocabgen.environment import make_environment
from vocabgen.targets.naming import screaming
from vocabgen.targets.python import literal
from vocabgen.targets.registry import port_view, target_identifiers

ROOT = Path(__file__).resolve().parents[2]
GENERATED = ROOT / "generated" / "python"
PY_TARGETS = {"python": {"module": "rand.vocab"}}


def test_shipped_module_is_black_formatted() -> None:
    for path in GENERATED.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert black.format_str(text, mode=black.Mode()) == text, path


@pytest.mark.toolchain  # the Python port's toolchain: the generated module run by CPython and checked by mypy
@pytest.mark.xdist_group("python-checked")  # one worker builds the module fixture `checked`
def test_shipped_module_passes_mypy_strict(checked: Checked) -> None:
    checked.assert_mypy_clean(SHIPPED)


def test_shipped_module_has_no_import_side_effects() -> None:
    code = ("import sys, io; out = io.StringIO(); sys.stdout = out; sys.path.insert(0, sys.argv[1]); "
            "mods = set(sys.modules); import toolnexus.agents.vocabulary as v; "
            "new = set(sys.modules) - mods; sys.stdout = sys.__stdout__; "
            "print(out.getvalue() == '', sorted(m for m in new if not m.startswith('toolnexus')))")
    proc = subprocess.run([sys.executable, "-I", "-c", code, str(GENERATED)], capture_output=True, text=True)
    assert proc.stdout.startswith("True"), proc.stdout + proc.stderr


def test_constants_are_printed_as_the_identifier_check_reads_them() -> None:
    """The constants the module declares are the view's names, which the identifier check
    reports (what is checked for collisions and reserved words), each the singular and the
    value's words in SCREAMING_CASE."""
    vocabs = [ROOT / "vocab.toml", *sorted((ROOT / "tests" / "golden").glob("*/vocab.toml"))]
    for path in vocabs:
        model = load_text(path.read_text(encoding="utf-8"))
        config = next((c for c in model.targets if c.name == "python"), None)
        if config is None:
            continue
        file = port_view(model, config)  # a golden case at stability = "stable" ships less
        checked = {(ident.path, ident.name) for ident in target_identifiers(config, file)
                   if ident.what == "constant"}
        module = render(model, ["python"])[config.get("path")]
        for vocab in file.vocabularies:
            constants = {v.text: v.names["python"]["constant"] for v in vocab.values}
            assert constants == {v.text: screaming(vocab.singular, v.words) for v in vocab.values}, path
            assert checked >= {(value_origin(vocab, v)[0], constants[v.text]) for v in vocab.values}
            assert all(re.search(rf"^{name}: ", module, re.M) for name in constants.values()), path


def test_literal_escapes_round_trip() -> None:
    # "back\\nslash": a backslash left unescaped would read as a line break (Python keeps an
    # unknown escape such as "\\s" as it is, so only a known one can catch that)
    for text in ['say "hi"', "it's", "both ' and \"", "back\\slash", "back\\nslash", "end\\", "\U0001f600",
                 "zero\u200bwidth", "tab"]:
        assert eval(literal(text)) == text  # noqa: S307 - evaluating our own literal


def _render(source: str, **context: object) -> str:
    return make_environment().from_string(source).render(context)


def _macro(name: str, *args: object) -> str:
    """Call one macro of templates/python/_macros.py.j2 as the built-in templates do."""
    module = make_environment().get_template("python/_macros.py.j2").module
    return str(getattr(module, name)(*args))


@pytest.mark.parametrize("length", [1, 40, 60, 70, 75, 80, 85, 90, 120, 300])
def test_macro_layouts_are_black_stable_at_any_length(length: int) -> None:
    value = literal("v" * length)
    name = "N" * max(1, length // 2)
    sources = [
        _macro("collection", f"{name} = Literal[", [value], "]", "", True) + "\n",
        _macro("collection", f"{name} = (", [value], ")") + "\n",
        _macro("collection", f"{name} = (", [value, value], ")") + "\n",
        _macro("typed", name, "tuple", [name, "..."], " = (", [value], ")") + "\n",
        _macro("typed", name, "tuple", ["T", "..."], " = (", [value, value], ")") + "\n",
        _render('{% import "python/_macros.py.j2" as py %}{% call py.mapping("K", t) %}\n    {},\n{%- endcall +%}\n', t=name),
        _render('{% import "python/_macros.py.j2" as py %}{% call py.mapping(t, t) %}\n    {\n        **A,\n    }\n{%- endcall +%}\n', t=name),
        _macro("fitted", f"def f_{name}(", ["a: object", "b: object"], ") -> None:") + "\n    pass\n",
        "X = [\n    " + _macro("exploded", "(", [value, value], "),", "    ") + "\n]\n",
        "def f() -> None:\n    " + _macro("fitted", f"return g_{name}(", [value, "x"], ")", "    ") + "\n",
    ]
    for source in sources:
        assert black.format_str(source, mode=black.Mode()) == source


@pytest.mark.parametrize("length", [1, 40, 60, 70, 75, 80, 85, 90, 120, 300])
def test_constant_layouts_are_black_stable_at_any_length(length: int) -> None:
    """`NAME: Final = value` in each of its layouts (one line, the value in parentheses, the
    annotation in parentheses), as the module template writes them."""
    document = {"schema_version": 1,
                "items": {"singular": "_".join(["word"] * max(1, length // 10)), "values": {"v" * length: "V."}},
                "targets": PY_TARGETS}
    for path, text in render(load_text(tomli_w.dumps(document)), ["python"]).items():
        assert black.format_str(text, mode=black.Mode()) == text, path


LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
# Long values: 40..300 characters, any allowed character, each unique by its index word.
# (The excluded characters are left out of the alphabet, not filtered after each draw: the filter
# per character cost a sixth of the property's CPU time.)
LONG_TEXT = st.text(st.characters(exclude_categories=("Cs", "Cc", "Zl", "Zp"),
                                  exclude_characters="\ufeff\ufffe\uffff"), min_size=36, max_size=296)
SNAKE = st.from_regex(r"[a-z]{1,40}(_[a-z]{1,40}){0,3}", fullmatch=True)


@st.composite
def long_documents(draw: st.DrawFn) -> dict:  # type: ignore[type-arg]
    """A vocab.toml with long values, long singulars and long rule keys, and maybe an alias."""
    doc: dict = {"schema_version": 1, "doc": "long"}  # type: ignore[type-arg]
    keys = ["alphas", "betas"]
    for number, key in enumerate(keys):
        values = {}
        for index in range(draw(st.integers(1, 3))):
            text = f"{draw(st.sampled_from(LETTERS))}q{number}w{index}z {draw(LONG_TEXT)}".strip()
            values[text] = draw(st.text(max_size=120).filter(lambda d: "\x00" not in d))
        singular = draw(SNAKE) + f"_n{number}"
        table = {"singular": singular, "values": values}
        if draw(st.booleans()):
            table["aliases"] = {f"{draw(LONG_TEXT).strip()}k{number}": next(iter(values))}
        doc[key] = table
    rule = draw(SNAKE) + "_rule"
    doc["rules"] = {rule: {"vocabulary": "alphas", "values": [next(iter(doc["alphas"]["values"]))],
                           "carries": "betas"}}
    doc["targets"] = PY_TARGETS
    return doc


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(long_documents())
def test_long_values_and_singulars_render_black_stable_python(document: dict) -> None:  # type: ignore[type-arg]
    model = load_text(tomli_w.dumps(document))
    for path, text in render(model, ["python"]).items():
        assert black.format_str(text, mode=black.Mode()) == text, path


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(vocab_documents(PY_TARGETS))
def test_random_vocabularies_render_black_stable_python(document: dict) -> None:  # type: ignore[type-arg]
    model = load_text(tomli_w.dumps(document))
    for path, text in render(model, ["python"]).items():
        assert black.format_str(text, mode=black.Mode()) == text, path


def _drawn(strategy: st.SearchStrategy[dict], count: int) -> list[dict]:  # type: ignore[type-arg]
    """count documents drawn by hypothesis up front, to be checked in one batch."""
    drawn: list[dict] = []  # type: ignore[type-arg]

    @settings(max_examples=count, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
    @given(strategy)
    def draw(document: dict) -> None:  # type: ignore[type-arg]
        drawn.append(document)

    draw()
    return drawn


@pytest.mark.slow
def test_random_vocabularies_import_and_pass_their_shipped_tests(tmp_path: Path) -> None:
    """Four drawn vocabularies, each rendered as a module of its own (rand<n>.vocab), their
    shipped tests run by one pytest as a host runs them: the modules' root on the import path,
    the tests anywhere else."""
    documents = _drawn(vocab_documents(PY_TARGETS), 4)
    roots = []
    for number, document in enumerate(documents):
        document = {**document, "targets": {"python": {"module": f"rand{number}.vocab"}}}
        out = tmp_path / f"case{number}"
        for rel, text in render(load_text(tomli_w.dumps(document)), ["python"]).items():
            (out / rel).parent.mkdir(parents=True, exist_ok=True)
            (out / rel).write_text(text, encoding="utf-8")
        roots.append(out / "python")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(map(str, roots))}
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider",
                           "--import-mode=importlib", "--rootdir", str(tmp_path),
                           *(str(root / "tests") for root in roots)], capture_output=True, text=True, cwd=tmp_path,
                          env=env)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    passed = {line.split()[1].split("/")[0] for line in proc.stdout.splitlines() if line.startswith("PASSED ")}
    assert passed == {f"case{number}" for number in range(len(documents))}, proc.stdout[-3000:]


def test_shipped_tests_import_the_module_by_name_only() -> None:
    """No sys.path insertion that assumes the generated/ layout: a host that installs its
    package runs the tests as they are."""
    text = (GENERATED / "tests" / "test_vocabulary.py").read_text(encoding="utf-8")
    assert "sys.path" not in text and "import toolnexus.agents.vocabulary as vocab\n" in text


_TRACE = """
import importlib, sys, pytest
target, module, tests = sys.argv[1:4]
hits = set()
def lines_of_target(frame, event, arg):
    if event == "line":
        hits.add(frame.f_lineno)
    return lines_of_target
def tracer(frame, event, arg):
    return lines_of_target if frame.f_code.co_filename == target else None
def traced(call):
    sys.settrace(tracer)
    try:
        return call()
    finally:
        sys.settrace(None)
class Traced:
    # The module runs only as it is imported and inside the tests' phases: tracing just those
    # keeps the tracer out of pytest's collection and reporting (three times the run's cost).
    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_setup(self, item):
        sys.settrace(tracer); yield; sys.settrace(None)
    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_call(self, item):
        sys.settrace(tracer); yield; sys.settrace(None)
    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_teardown(self, item):
        sys.settrace(tracer); yield; sys.settrace(None)
traced(lambda: importlib.import_module(module))
code = pytest.main(["-q", "-p", "no:cacheprovider", tests], plugins=[Traced()])
def lines(co):
    found = {line for _, _, line in co.co_lines() if line and line != co.co_firstlineno}
    for const in co.co_consts:
        if hasattr(const, "co_lines"):
            found |= lines(const)
    return found
with open(target, encoding="utf-8") as handle:
    source = handle.read()
missed = sorted(lines(compile(source, target, "exec")) - hits)
print("EXIT", int(code), "MISSED", missed)
"""


def test_shipped_tests_execute_every_line_of_the_module(tmp_path: Path) -> None:
    """The shipped tests pass, and the module carries no `# pragma: no cover`: the shipped tests
    run every line of it, so a host's coverage gate counts it at 100% (checked with the stdlib
    tracer). The one run of generated/python/tests (pyproject.toml's testpaths leaves them out),
    in the fast command too: it needs nothing but this Python."""
    module = (GENERATED / "toolnexus/agents/vocabulary.py").resolve()
    assert "pragma: no cover" not in module.read_text(encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(GENERATED)}
    proc = subprocess.run([sys.executable, "-c", _TRACE, str(module), "toolnexus.agents.vocabulary",
                           str(GENERATED / "tests")],
                          capture_output=True, text=True, env=env, cwd=tmp_path)
    assert "EXIT 0 MISSED []" in proc.stdout, proc.stdout[-3000:] + proc.stderr[-2000:]


# A mutant of the shipped module, each with the case its failure must name (docs/host.md: each
# test loops over a table of cases and names the one that fails).
MUTANTS = {
    "a guard that accepts an alias": ("lookup.get(value) == value", "lookup.get(value) is not None",
                                      "guard('turns')"),
    "a canonicalise that returns None on a miss": (
        '    raise ValueError(f"unknown {kind} {name!r}; expected one of: {spellings}")',
        "    return None  # type: ignore[return-value]", "canonical('')"),
    "a settle that lets a non-member carry": ("if settled not in members or carried is None:",
                                              "if carried is None:", "settle('done', 'maxTurns')"),
}


@pytest.mark.parametrize("mutant", MUTANTS)
def test_shipped_tests_fail_on_a_mutant_and_name_its_case(tmp_path: Path, mutant: str) -> None:
    find, replace, case = MUTANTS[mutant]
    source = (GENERATED / "toolnexus/agents/vocabulary.py").read_text(encoding="utf-8")
    assert source.count(find) == 1, "the mutation must apply once"
    module = tmp_path / "toolnexus/agents/vocabulary.py"
    module.parent.mkdir(parents=True)
    module.write_text(source.replace(find, replace), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", os.devnull,
                           "--rootdir", str(tmp_path), str(GENERATED / "tests")],
                          capture_output=True, text=True, cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(tmp_path)})
    assert proc.returncode == 1, proc.stdout[-3000:] + proc.stderr[-2000:]
    assert f"AssertionError: {case}\n" in proc.stdout, proc.stdout[-3000:]


# ---------------------------------------------------------------------------------------------
# Trust (issue 9 item 5): valid input gives a working module, or a located error.

BASE = """schema_version = 1
doc = {doc!r}

[statuses]
singular = {singular!r}
[statuses.values]
done = "d"
incomplete = "i"

[limits]
singular = {carried!r}
[limits.values]
maxTurns = "t"
[limits.aliases]
turns = "maxTurns"

[rules.limit_stop]
vocabulary = "statuses"
values = ["incomplete"]
carries = "limits"

[targets.python]
module = {module!r}
functions = {functions!r}
"""


def _document(singular: str = "status", carried: str = "limit", module: str = "acme.vocab",
              functions: str = "public", doc: str = "d") -> str:
    return BASE.format(singular=singular, carried=carried, module=module, functions=functions, doc=doc)


# Docs a tool acted on (docs/strings.md, "Directives in comments"): `# type: ignore` above the first
# statement and `# mypy: ignore-errors` turned mypy off for the module, `# fmt: off` black for the
# rest of it. The fixture appends PROBE to each module: a type error mypy must report and a line
# black must format.
DIRECTIVES = {
    "directive_type": _document(doc="type: ignore", module="acme_directive_type.vocab"),
    "directive_mypy": _document(module="acme_directive_mypy.vocab").replace(
        "[statuses]\n", '[statuses]\ndoc = "mypy: ignore-errors\\n\\nfmt: off"\n'),
}
PROBE = '\n_PROBE: int = "not an int"\n_probe=1\n'


def _problems(text: str) -> list[str]:
    with pytest.raises(ProblemsFound) as raised:
        load_text(text)
    return [f"{p.line}: {format_key_path(p.path)}: {p.message}" for p in raised.value.problems]


def _works(checked: Checked, key: str) -> Path:
    """WORKS[key]'s module, checked the way a host would: its files black-stable, mypy --strict
    clean and its shipped tests passing (mypy and pytest run once for every key: the fixture)."""
    out = checked.root / key
    for path in sorted(out.rglob("*.py")):
        body = path.read_text(encoding="utf-8")
        assert black.format_str(body, mode=black.Mode()) == body, path
    module = out / "python" / f"acme_{key}" / "vocab.py"
    checked.assert_mypy_clean(module)
    checked.assert_tests_pass(key)
    return module


PUBLIC_API = ROOT / "tests" / "vocabularies" / "public_api.toml"


@pytest.mark.toolchain  # the Python port's toolchain: the generated module run by CPython and checked by mypy
@pytest.mark.xdist_group("python-checked")  # one worker builds the module fixture `checked`
def test_alias_constants_and_a_members_name_pass_black_mypy_and_their_tests(checked: Checked) -> None:
    source = _works(checked, "alias_constants").read_text(encoding="utf-8")
    assert '# Deprecated: use maxWallMs; wallMs is the pool\'s name\nLIMIT_ALIAS_WALL_MS: Final = "wallMs"\n' in source
    assert "STOPPING_STATUSES: Final" in source and '"LIMIT_ALIAS_TURNS",' in source  # exported in __all__
    tests = next((checked.root / "alias_constants" / "python" / "tests").glob("test_*.py")).read_text(encoding="utf-8")
    assert '("LIMIT_ALIAS_WALL_MS", "wallMs"),' in tests


@pytest.mark.parametrize(("singular", "name", "kind"), [
    ("value_error", "ValueError", "a Python builtin"), ("exception", "Exception", "a Python builtin"),
    ("final", "Final", "a name the generated module imports"),
    ("type_guard", "TypeGuard", "a name the generated module imports"),
    ("mapping", "Mapping", "a name the generated module imports")])
def test_builtins_and_imported_names_are_reserved(singular: str, name: str, kind: str) -> None:
    """Named as what each is, located at the `singular` the type is spelled from."""
    problems = _problems(_document(singular=singular))
    assert any(f"python: type {name!r} is {kind}" in p and ": statuses.singular:" in p for p in problems), problems


@pytest.mark.toolchain  # the Python port's toolchain: the generated module run by CPython and checked by mypy
@pytest.mark.xdist_group("python-checked")  # one worker builds the module fixture `checked`
def test_a_type_named_after_a_typing_name_the_module_does_not_import_works(checked: Checked) -> None:
    """`callable` gives a type `Callable`: the module no longer imports Callable (settle goes
    through the private lookups), so the name is free and the module works."""
    _works(checked, "callable")


@pytest.mark.parametrize(("subject", "carried"), [("status", "canonical_status"), ("class", "limit")])
def test_settle_parameters_fall_back_where_they_would_hide_a_name_or_be_a_keyword(subject: str, carried: str) -> None:
    # `canonical_status` would hide the subject's canonicalise function inside settle; `class` is a
    # keyword: both parameters are then `subject` and `carried`, as in every port
    text = render(load_text(_document(singular=subject, carried=carried)), ["python"])["python/acme/vocab.py"]
    assert "\ndef settle_limit_stop(subject: object, carried: object) -> " in text


@pytest.mark.xdist_group("python-checked")
@pytest.mark.parametrize("key", ["shadowing_parameter", "keyword_parameter"])
def test_settle_parameters_that_fell_back_work(checked: Checked, key: str) -> None:
    _works(checked, key)


@pytest.mark.parametrize(("module", "what"), [("acme.class.vocab", "keyword 'class'"),
                                              ("acme.vocab.None", "keyword 'None'"),
                                              ("typing.vocab", "standard-library module"),
                                              ("types", "standard-library module")])
def test_module_segments_are_checked_and_located(module: str, what: str) -> None:
    problems = _problems(_document(module=module))
    assert any(p.startswith("23: targets.python.module:") and what in p for p in problems), problems


@pytest.mark.toolchain  # the Python port's toolchain: the generated module run by CPython and checked by mypy
@pytest.mark.xdist_group("python-checked")  # one worker builds the module fixture `checked`
def test_module_doc_cannot_declare_a_source_encoding(checked: Checked) -> None:
    """Line 2 of the module is its doc's first line: `coding: latin-1` there would make Python
    decode the file as Latin-1 (PEP 263)."""
    module = _works(checked, "coding")
    second = module.read_text(encoding="utf-8").splitlines()[1]
    assert not re.search(r"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)", second), second



@pytest.mark.toolchain  # the Python port's toolchain: the generated module run by CPython and checked by mypy
@pytest.mark.xdist_group("python-checked")  # one worker builds the module fixture `checked`
@pytest.mark.parametrize("key", DIRECTIVES)
def test_mypy_and_black_act_on_no_directive_a_doc_holds(checked: Checked, key: str) -> None:
    """A file doc `type: ignore` (line 2, above the first statement), a vocabulary doc
    `mypy: ignore-errors` and `fmt: off`: mypy --strict still reports the type error the fixture
    appended (PROBE), and black still formats the line after it."""
    module = checked.root / key / "python" / f"acme_{key}" / "vocab.py"
    text = module.read_text(encoding="utf-8")
    line = text.splitlines().index('_PROBE: int = "not an int"') + 1
    assert [error.split(": error: ")[0] for error in checked.mypy_errors(module)] == [f"{module}:{line}"]
    assert black.format_str(text, mode=black.Mode()).endswith('_PROBE: int = "not an int"\n_probe = 1\n')


def _api(module: Path) -> tuple[list[str], set[str]]:
    code = ("import sys, importlib, json; sys.path.insert(0, sys.argv[1]); m = importlib.import_module(sys.argv[2]);"
            "print(json.dumps([m.__all__, sorted(n for n in vars(m) if not n.startswith('_'))]))")
    proc = subprocess.run([sys.executable, "-c", code, str(module.parents[1]), f"{module.parent.name}.vocab"],
                          capture_output=True, text=True)
    exported, public = json.loads(proc.stdout)
    return exported, set(public)


IMPORTED = {"annotations", "Final", "Literal", "Mapping", "MappingProxyType", "TypeGuard", "TypeVar"}


@pytest.mark.toolchain  # the Python port's toolchain: the generated module run by CPython and checked by mypy
@pytest.mark.parametrize("functions", ["public", "internal", "none"])
@pytest.mark.xdist_group("python-checked")  # one worker builds the module fixture `checked`
def test_functions_setting_and_all_list_exactly_the_public_api(functions: str, checked: Checked) -> None:
    module = _works(checked, functions)
    exported, public = _api(module)
    assert len(exported) == len(set(exported)) and set(exported) == public - IMPORTED
    text = module.read_text(encoding="utf-8")
    private = set(re.findall(r"^(?:def )?(_\w+)", text, re.M)) - {"__all__"}
    if functions == "public":
        assert {"is_status", "canonical_status", "read_status", "settle_limit_stop"} <= set(exported)
        assert all(name.lower().startswith("_vocabgen_") for name in private), private
    elif functions == "internal":
        assert not any(name.startswith(("is_", "canonical_", "read_", "settle_")) for name in exported)
        assert {"_is_status", "_canonical_status", "_read_status", "_settle_limit_stop"} <= private
    else:
        assert "def " not in text and "LOOKUP" not in text
        assert "LIMIT_STOP_STATUSES" in exported and "LIMIT_ALIASES" in exported


@pytest.mark.parametrize("length", [*range(50, 131, 3), 163])
def test_every_declaration_stays_black_stable_as_the_singular_grows(length: int) -> None:
    """Sweeps the singular's length across every layout black chooses for `NAME: Final[...] = `:
    on one line, the value wrapped, the annotation split, and (once even `NAME: Final[` overflows
    but `NAME: (` fits) the annotation in parentheses, whole or split inside them."""
    singular = "_".join(["word"] * (length // 5) + ["x" * (length % 5 or 1)])
    document = {
        "schema_version": 1,
        "items": {"singular": singular, "values": {"one": "First.", "two": "Second."},
                  "aliases": {"uno": "one"}},
        "kinds": {"singular": "kind", "values": {"alpha": "A.", "beta": "B."}},
        "rules": {"carry": {"vocabulary": "items", "values": ["one"], "carries": "kinds"}},
        "targets": PY_TARGETS,
    }
    model = load_text(tomli_w.dumps(document))
    for path, text in render(model, ["python"]).items():
        assert black.format_str(text, mode=black.Mode()) == text, path


# ---------------------------------------------------------------------------------------------
# typed = true (docs/typed.md): a StrEnum of the known values, a str subclass for an unknown one.

PY_TYPED = {"python": {"module": "rand.vocab", "typed": True}}
TYPED_VOCAB = {
    "schema_version": 1,
    "statuses": {"singular": "status", "values": {"done": "D.", "maxTurns": "M.", "pending": "P."},
                 "aliases": {"turns": "maxTurns"}, "removed": {"finished": "Renamed to done."}},
    "limits": {"singular": "limit", "values": {"maxTurns": "T.", "wallMs": "W."}},
    "rules": {"limit_stop": {"vocabulary": "statuses", "values": ["maxTurns"], "carries": "limits"}},
    "targets": PY_TYPED,
}
# The typed mutant: its open parse knows no spelling, so every known one comes back unknown.
TYPED_MUTATION = ("    return unknown(raw) if found is None else known(found)", "    return unknown(raw)")
# A host's exhaustive match over the known type; mypy --strict proves it covers every member.
EXHAUSTIVE = '''from typing import assert_never

from rand.vocab import KnownStatus, OpenStatus, UnknownStatus, parse_status, status_wire


def describe(value: OpenStatus) -> str:
    match value:
{cases}        case UnknownStatus():
            return "unknown " + status_wire(value)
        case _:
            assert_never(value)


assert describe(parse_status("turns")) == "MAX_TURNS"
assert describe(parse_status("finished")) == "unknown finished"
'''


@pytest.mark.toolchain  # the Python port's toolchain: the generated module run by CPython and checked by mypy
@pytest.mark.xdist_group("python-checked")  # one worker builds the module fixture `checked`
def test_typed_shipped_tests_cover_the_typed_api_pass_and_catch_a_mutant(checked: Checked) -> None:
    """typed = true: the shipped tests also test the typed API (known values, every open parse
    vector, the typed settle), are mypy --strict clean, pass, and fail on a mutant open parse."""
    tests = next((checked.root / "typed_match" / "python" / "tests").glob("test_*.py"))
    assert {"test_statuses_known_values", "test_statuses_parse", "test_limits_parse",
            "test_limit_stop_settle_known"} <= set(re.findall(r"^def (test_\w+)", tests.read_text(encoding="utf-8"), re.M))
    checked.assert_mypy_clean(tests)
    checked.assert_tests_pass("typed_match")
    failed = {test.split("::")[1].split(" ")[0] for status, test in checked.outcomes("typed_mutant") if status == "FAILED"}
    assert failed == {"test_statuses_parse", "test_limits_parse"}, failed


def _typed_module(tmp_path: Path, document: dict) -> Path:  # type: ignore[type-arg]
    out = tmp_path / "out"
    for rel, text in render(load_text(tomli_w.dumps(document)), ["python"]).items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text, encoding="utf-8")
    return out / "python"


def _hosts(root: Path) -> dict[str, str]:
    """A host missing one member's case (mypy must refuse it) and one with every case, by file name."""
    members = ["DONE", "MAX_TURNS", "PENDING"]
    return {name: EXHAUSTIVE.replace("{cases}", "".join(f"        case KnownStatus.{m}:\n            return {m!r}\n"
                                                         for m in present))
            for name, present in (("host_missing.py", members[:2]), ("host_full.py", members))}


@pytest.mark.toolchain  # the Python port's toolchain: the generated module run by CPython and checked by mypy
@pytest.mark.xdist_group("python-checked")  # one worker builds the module fixture `checked`
def test_typed_match_is_exhaustive_to_mypy_and_a_missing_member_is_an_error(checked: Checked) -> None:
    root = checked.root / "typed_match" / "python"
    checked.assert_mypy_clean(root / "rand" / "vocab.py")
    checked.assert_mypy_clean(root / "host_full.py")
    missing = checked.mypy_errors(root / "host_missing.py")
    assert any('incompatible type "Literal[KnownStatus.PENDING]"; expected "Never"' in line for line in missing), missing
    run = subprocess.run([sys.executable, "-I", "-c", "import sys; sys.path.insert(0, '.'); import host_full"],
                         capture_output=True, text=True, cwd=root)
    assert run.returncode == 0, run.stderr


def test_typed_values_are_strings_json_writes_as_they_came(tmp_path: Path) -> None:
    """The known members and the unknown carrier are str: json writes each as its wire string,
    an alias as its canonical value, an unknown (removed or hostile) byte for byte."""
    root = _typed_module(tmp_path, TYPED_VOCAB)
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); import rand.vocab as v; "
            "raws = ['done', 'turns', 'finished', 'x\\u202e', '\\x00', '\\U0001f600']; "
            "print(json.dumps([v.parse_status(r) for r in raws]), json.dumps([v.status_wire(v.parse_status(r)) "
            "for r in raws]), type(v.status_wire(v.parse_status('x'))).__name__, "
            "v.settle_known_limit_stop(v.known_status('turns'), v.known_limit('maxTurns')) is v.KnownLimit.MAX_TURNS, "
            "v.settle_known_limit_stop(v.KnownStatus.DONE, v.KnownLimit.WALL_MS))")
    proc = subprocess.run([sys.executable, "-I", "-c", code, str(root)], capture_output=True, text=True)
    wire = '["done", "maxTurns", "finished", "x\\u202e", "\\u0000", "\\ud83d\\ude00"]'
    assert proc.stdout == f"{wire} {wire} str True None\n", proc.stdout + proc.stderr


@pytest.mark.slow  # 22 renders, each formatted by black: about 18 s, like the black property tests above
@pytest.mark.parametrize("length", [*range(50, 131, 4), 163])
def test_typed_declarations_stay_black_stable_as_names_grow(length: int) -> None:
    """Every typed declaration (the classes, the union, the functions and the typed settle) in
    each layout black chooses, as the singular, a value and the rule key grow."""
    long = "_".join(["word"] * (length // 5) + ["x" * (length % 5 or 1)])
    for singular, value in ((long, "two"), ("item", "v" * length)):
        document = {
            "schema_version": 1,
            "items": {"singular": singular, "values": {"one": "First.", value: "Second."},
                      "aliases": {"uno": "one"}},
            "kinds": {"singular": "kind", "values": {"alpha": "A.", "beta": "B."}},
            "rules": {"carry_" + "r" * (length // 2): {"vocabulary": "items", "values": ["one"], "carries": "kinds"},
                      "back": {"vocabulary": "kinds", "values": ["alpha"], "carries": "items"}},
            "targets": PY_TYPED,
        }
        for path, text in render(load_text(tomli_w.dumps(document)), ["python"]).items():
            assert black.format_str(text, mode=black.Mode()) == text, (singular, value, path)


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(vocab_documents(PY_TYPED))
def test_random_typed_vocabularies_render_black_stable_python(document: dict) -> None:  # type: ignore[type-arg]
    try:
        model = load_text(tomli_w.dumps(document))
    except ProblemsFound as found:  # a value whose enum member would start with a digit: located
        assert all("enum member" in problem.message for problem in found.problems), found
        return
    for path, text in render(model, ["python"]).items():
        assert black.format_str(text, mode=black.Mode()) == text, path


@pytest.mark.toolchain  # the Python port's toolchain: the generated module run by CPython and checked by mypy
@pytest.mark.parametrize("functions", ["public", "internal"])
@pytest.mark.xdist_group("python-checked")  # one worker builds the module fixture `checked`
def test_typed_all_lists_exactly_the_public_api(functions: str, checked: Checked) -> None:
    """With typed = true the types are public at every level, the functions as public as the others."""
    assert "typed = true" in WORKS[f"typed_{functions}"]
    module = _works(checked, f"typed_{functions}")
    exported, public = _api(module)
    assert len(exported) == len(set(exported)) and set(exported) == public - IMPORTED - {"enum"}
    assert {"KnownStatus", "UnknownStatus", "OpenStatus", "KnownLimit"} <= set(exported)
    typed_functions = {"parse_status", "known_status", "status_wire", "settle_known_limit_stop"}
    if functions == "public":
        assert typed_functions <= set(exported)
    else:
        assert not typed_functions & public
        assert {"_" + name for name in typed_functions} <= set(re.findall(r"^def (_\w+)", module.read_text(), re.M))


@pytest.fixture(scope="module")
def typed_module(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    """The typed module of TYPED_VOCAB, imported in this process under a name of its own."""
    root = _typed_module(tmp_path_factory.mktemp("typed"), TYPED_VOCAB)
    spec = importlib.util.spec_from_file_location("vocabgen_typed_under_test", root / "rand" / "vocab.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # registered as an import would be: enum finds its module by name
    spec.loader.exec_module(module)
    return module


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.one_of(st.text(), st.text(st.characters(codec="utf-8"), min_size=200, max_size=2000),
                     st.sampled_from(["\x00", "\u202e", "\ufeff", "${", "#{", "{{", "\U0001f600", "done ", "Done"])))
def test_typed_open_parse_keeps_any_unknown_string_byte_for_byte(typed_module: ModuleType, raw: str) -> None:
    """The property docs/typed.md states, drawn: the open parse never fails, an unknown carries
    exactly its input, and the wire gives it back byte for byte (known spellings: the canonical)."""
    v = typed_module
    parsed = v.parse_status(raw)
    wire = v.status_wire(parsed)
    assert type(wire) is str
    if raw in ("done", "maxTurns", "pending", "turns"):
        assert isinstance(parsed, v.KnownStatus) and wire == ("maxTurns" if raw == "turns" else raw)
    else:
        assert type(parsed) is v.UnknownStatus and wire == raw
        assert json.loads(json.dumps(parsed)) == raw


# ---------------------------------------------------------------------------------------------
# One mypy --strict run and one pytest run for every module the toolchain tests above check:
# checking a small module costs mypy about a second and a half of start-up (typeshed, uncached)
# and pytest one more; each file's errors and each module's tests are then read out by path.

SHIPPED = GENERATED / "toolnexus" / "agents" / "vocabulary.py"


def _typed_text(functions: str) -> str:
    return _document(module=f"acme_typed_{functions}.vocab", functions=functions).replace(
        "[targets.python]\n", "[targets.python]\ntyped = true\n")


_PUBLIC_API = PUBLIC_API.read_text(encoding="utf-8")
# key -> vocab.toml, each rendering the module acme_<key>.vocab into a folder of its own
WORKS = {
    "alias_constants": _PUBLIC_API[: _PUBLIC_API.index("\n[targets.")]
    + '\n[targets.python]\nmodule = "acme_alias_constants.vocab"\nalias_constants = true\n',
    "callable": _document(singular="callable", module="acme_callable.vocab"),
    "coding": _document(doc="coding: latin-1 \u00e9\u00e9", module="acme_coding.vocab"),
    "shadowing_parameter": _document(carried="canonical_status", module="acme_shadowing_parameter.vocab"),
    "keyword_parameter": _document(singular="class", module="acme_keyword_parameter.vocab"),
    **{level: _document(functions=level, module=f"acme_{level}.vocab") for level in ("public", "internal", "none")},
    **{f"typed_{level}": _typed_text(level) for level in ("public", "internal")},
}

class Checked:
    """The one mypy and one pytest run over every module (fixture `checked`), read per file."""

    def __init__(self, root: Path, files: list[Path], mypy: subprocess.CompletedProcess[str],
                 tests: subprocess.CompletedProcess[str]) -> None:
        self.root, self.files, self.mypy, self.tests = root, files, mypy, tests

    def mypy_errors(self, path: Path) -> list[str]:
        """mypy's lines about path; a crash, or a check cut short, fails every file."""
        out = self.mypy.stdout + self.mypy.stderr
        assert self.mypy.returncode in (0, 1) and "prevented further checking" not in out, out
        assert f"{len(self.files)} source files" in out, out  # every file was checked
        assert path in self.files, path
        return [line for line in self.mypy.stdout.splitlines() if line.startswith(f"{path}:")]

    def assert_mypy_clean(self, path: Path) -> None:
        errors = self.mypy_errors(path)
        assert not errors, "\n".join(errors)

    def outcomes(self, key: str) -> list[tuple[str, str]]:
        """(status, test) of each shipped test of the module rendered under key."""
        outcomes = [line.split(" ", 1) for line in self.tests.stdout.splitlines() if " " in line]
        assert self.tests.returncode in (0, 1), self.tests.stdout[-3000:] + self.tests.stderr[-2000:]
        return [(status, test) for status, test in outcomes if test.startswith(f"{key}/python/tests/")]

    def assert_tests_pass(self, key: str) -> None:
        """Every shipped test of the module rendered under key passed, and there were some."""
        mine = self.outcomes(key)
        assert mine and all(status == "PASSED" for status, _ in mine), mine or self.tests.stdout[-3000:]


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> Checked:
    """WORKS, TYPED_VOCAB with its two hosts and the shipped module: rendered, then checked by
    one `mypy --strict` (each module under its own package name, so none shadows another) and
    their shipped tests run by one pytest, the module roots on PYTHONPATH as a host's would be."""
    root = tmp_path_factory.mktemp("checked")
    mutant = {**TYPED_VOCAB, "targets": {"python": {"module": "acme_typed_mutant.vocab", "typed": True}}}
    for key, text in {**WORKS, "typed_match": tomli_w.dumps(TYPED_VOCAB), "typed_mutant": tomli_w.dumps(mutant),
                      **DIRECTIVES}.items():
        for rel, body in render(load_text(text), ["python"]).items():
            (root / key / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / key / rel).write_text(body + (PROBE if key in DIRECTIVES and "tests" not in rel else ""),
                                          encoding="utf-8")
    for name, host in _hosts(root).items():
        (root / "typed_match" / "python" / name).write_text(host, encoding="utf-8")
    mutated = root / "typed_mutant" / "python" / "acme_typed_mutant" / "vocab.py"
    mutated.write_text(mutated.read_text(encoding="utf-8").replace(*TYPED_MUTATION), encoding="utf-8")
    roots = [root / key / "python" for key in (*WORKS, "typed_match", "typed_mutant")]
    files = [*(root / key / "python" / f"acme_{key}" / "vocab.py" for key in (*WORKS, *DIRECTIVES)),
             *(root / "typed_match" / "python" / name for name in ("rand/vocab.py", "host_missing.py", "host_full.py")),
             *(root / "typed_match" / "python" / "tests").glob("test_*.py"), SHIPPED]
    env = {**os.environ, "MYPYPATH": os.pathsep.join(map(str, [*roots, *(root / key / "python" for key in DIRECTIVES),
                                                               GENERATED]))}
    mypy = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", "/dev/null",
                           "--explicit-package-bases", *map(str, files)], capture_output=True, text=True, env=env)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(map(str, roots))}
    tests = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider", "--import-mode=importlib",
                            "--rootdir", str(root),
                            *(f"{key}/python/tests" for key in (*WORKS, "typed_match", "typed_mutant"))],
                           capture_output=True, text=True, cwd=root, env=env)
    return Checked(root, files, mypy, tests)


# black on long names: the real formatter in check mode, over a folder of files --------------

def black_check(files: list[Path]) -> None:
    """`black --check` (the installed black, as a host runs it) over files; its diff on failure."""
    check = subprocess.run([sys.executable, "-m", "black", "--check", "--diff", "-q", *map(str, files)],
                           capture_output=True, text=True, timeout=600)
    assert check.returncode == 0, check.stdout[:6000] + check.stderr[:2000]


@pytest.mark.toolchain("black")
def test_black_leaves_the_long_names_corpus_alone(tmp_path: Path) -> None:
    """The registry-shaped file of 60-to-70-character singulars, typed, with aliases, fallbacks,
    rules and the pytest file (tests/vocabularies/registry_shape.py), in one black run."""
    black_check(long_names_files("python", tmp_path))


# Every Python setting that adds lines naming a vocabulary or a rule.
PY_SETTINGS = {"functions": st.sampled_from(["public", "internal"]), "typed": st.booleans(),
               "alias_constants": st.booleans()}


@pytest.mark.toolchain("black")
@settings(max_examples=2, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck),
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(documents=st.tuples(*(long_named_documents(PY_SETTINGS) for _ in range(15))))
def test_black_leaves_names_of_any_length_alone(documents: tuple[dict[str, Any], ...]) -> None:
    """The layouts of templates/python/_macros.py.j2 against black, every name and value long or
    short independently of the others, module and pytest file (15 documents, one black run, per example)."""
    with tempfile.TemporaryDirectory() as folder:
        black_check(rendered_documents("python", documents, Path(folder),
                                       lambda i: {"module": f"long.m{i}", "tests_path": f"python/tests/test_m{i}.py"}))
