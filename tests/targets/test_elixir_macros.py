"""Elixir's accessors = "macros": a macro per value and an is_* guard per vocabulary and rule,
usable in another module's patterns and guards after `require`; the ExUnit file tests both and
passes against the module."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from tests.loading import load_text
from vocabgen.model import Model
from vocabgen.problems import ProblemsFound
from tests.loading import render
from vocabgen.schema import schema
from vocabgen.targets.registry import build_view
from tests.targets.test_elixir import CASES, CONFIG, EVOLUTION, formatter_diff, rendered, small
from tests.toolchains import require


def evolution(module: str = "Evolve.Vocabulary", functions: str = "public", accessors: str = "macros",
              tests: bool = False) -> Model:
    text = EVOLUTION.read_text(encoding="utf-8")
    extra = f'tests_path = "test/{module.lower()}_test.exs"\n' if tests else ""
    return load_text(text[: text.index("\n[targets.")] + "\n" + CONFIG.format(module=module)
                     + f'functions = "{functions}"\naccessors = "{accessors}"\n' + extra, "evolution.toml")


def with_tests(path: Path, module: str, accessors: str, functions: str = "public", tests: bool = True) -> Model:
    text = path.read_text(encoding="utf-8")
    extra = f'tests_path = "test/{module.lower()}_test.exs"\n' if tests else ""
    return load_text(text[: text.index("\n[targets.")] + "\n" + CONFIG.format(module=module)
                     + f'functions = "{functions}"\naccessors = "{accessors}"\n' + extra, path.name)


def test_accessors_default_to_functions_and_macros_are_opt_in() -> None:
    text = EVOLUTION.read_text(encoding="utf-8")
    plain = rendered(load_text(text[: text.index("\n[targets.")] + "\n" + CONFIG.format(module="Evolve.Vocabulary"),
                               "evolution.toml"))
    assert plain == rendered(evolution(accessors="functions"))
    assert "defmacro" not in plain and "defguard" not in plain and "  def status_done do\n" in plain


def test_macros_replace_the_accessors_and_add_guards() -> None:
    text = rendered(evolution())
    assert '  @doc "The task finished."\n  defmacro status_done do\n    "done"\n  end\n' in text
    assert "def status_done" not in text
    assert ('  @doc "The task was cancelled."\n  @deprecated "use interrupted: cancelled and interrupted were merged"\n'
            "  defmacro status_cancelled do\n") in text
    assert ('  @doc "Guard: `value` is a canonical status (exact). `require` this module to use it."\n'
            "  defguard is_status(value)\n           when value in [\n                  \"done\",\n") in text
    assert ('  defguard is_task_limit_status(value)\n           when value in [\n                  "incomplete",\n'
            '                  "timeout"\n                ]\n') in text
    assert "  def statuses do\n" in text and "  def status?(value) do\n" in text  # collections and functions stay


@pytest.mark.parametrize("functions", ["public", "internal", "none"])
def test_guards_exist_at_every_functions_level(functions: str) -> None:
    file = build_view(evolution(functions=functions))
    assert file.vocabularies[0].names["elixir"]["guard_macro"] == "is_status"
    assert file.rules[0].names["elixir"]["members_guard"] == "is_task_limit_status"
    assert "  defguard is_status(value)\n" in rendered(evolution(functions=functions))


def test_guard_names_exist_only_with_macros() -> None:
    file = build_view(evolution(accessors="functions"))
    assert "guard_macro" not in file.vocabularies[0].names["elixir"]
    assert "members_guard" not in file.rules[0].names["elixir"]


def test_a_long_guard_head_puts_its_argument_on_a_line() -> None:
    singular = "_".join(["abcdefghij"] * 9)  # is_<89 characters>(value) does not fit 98 columns
    text = rendered(load_text(small(f'[items]\nsingular = "{singular}"\n[items.values]\na = "A."')
                              + 'accessors = "macros"\n'))
    assert f"  defguard is_{singular}(\n             value\n           )\n           when value in [\n" in text


def test_accessors_is_checked() -> None:
    with pytest.raises(ProblemsFound) as raised:
        load_text(small('[items]\nsingular = "item"\n[items.values]\na = "A."') + 'accessors = "macro"\n')
    [problem] = raised.value.problems
    assert problem.path == ("targets", "elixir", "accessors") and problem.line == 8
    assert problem.message == "'macro' is not one of functions, macros"


def test_guards_are_checked_like_every_name() -> None:
    body = '[non_struct_maps]\nsingular = "non_struct_map"\n[non_struct_maps.values]\na = "A."'
    load_text(small(body))  # no guard without macros
    with pytest.raises(ProblemsFound, match="singular: elixir: guard macro 'is_non_struct_map' is a Kernel function, macro or guard"):
        load_text(small(body) + 'accessors = "macros"\n')
    clash = ('[statuses]\nsingular = "status"\n[statuses.values]\na = "A."\n'
             '[is_status]\nsingular = "flag"\n[is_status.values]\nb = "B."')
    load_text(small(clash))
    with pytest.raises(ProblemsFound, match="elixir: collection function 'is_status' collides with the one from statuses"):
        load_text(small(clash) + 'accessors = "macros"\n')


def test_macro_names_leave_room_for_the_macro_prefix() -> None:
    value = "v" * 244  # item_vvv...: 249 characters; MACRO-item_vvv...: 255
    load_text(small(f'[items]\nsingular = "item"\n[items.values]\n{value} = "A."') + 'accessors = "macros"\n')
    longer = small(f'[items]\nsingular = "item"\n[items.values]\n{value}v = "A."')
    load_text(longer)  # 250 characters: a function's name may be
    with pytest.raises(ProblemsFound) as raised:
        load_text(longer + 'accessors = "macros"\n')
    problem = next(p for p in raised.value.problems if "elixir" in p.message)
    assert problem.path == ("items", "values", value + "v") and problem.line == 5
    assert "250 characters long" in problem.message and "MACRO-<name>" in problem.message
    assert "holds at most 249" in problem.message


def test_exunit_file_tests_macros_in_patterns_and_guards() -> None:
    (test,) = (text for rel, text in render(evolution(tests=True), ["elixir"]).items() if rel.endswith(".exs"))
    assert "  require Evolve.Vocabulary, as: V\n" in test
    # each accessor macro as a pattern, all in one match; the deprecated one through its MACRO- function
    assert ('    assert [\n             V.status_done(),\n             V.status_incomplete(),\n'
            '             V.status_timeout(),\n             V.status_interrupted(),\n             V.status_error()\n'
            '           ] = [\n             "done",\n') in test
    assert ('  test "statuses: every value, in order" do\n'
            '    # a deprecated macro through its MACRO- function: tested without a compile-time warning\n') in test
    assert ('          {:"MACRO-status_cancelled", [__ENV__], "cancelled"}\n        ] do\n'
            '      assert apply(V, function, args) == want, inspect(function)\n') in test
    assert ('  test "is_task_limit_status/1 in a guard" do\n    guarded = fn\n'
            "      value when V.is_task_limit_status(value) -> true\n      _value -> false\n    end\n\n"
            '    for {input, want} <- [\n          {"done", false},\n          {"incomplete", true},\n') in test
    assert '      assert guarded.(input) == want, inspect(input)\n' in test
    assert '  test "is_status/1 in a guard" do\n' in test and "    assert guarded.(nil) == false\n" in test


@pytest.mark.toolchain
def test_macro_modules_are_mix_formatted(tmp_path: Path) -> None:
    """Every case's module with accessors = "macros", at each functions level, is what mix format writes."""
    mix = require("mix")["mix"]
    paths = []
    for module, path in CASES.items():
        for functions in ("public", "internal", "none"):
            out = tmp_path / f"{module}.{functions}.ex"
            text = rendered(with_tests(path, module, "macros", functions, tests=False))
            out.write_text(text, encoding="utf-8", newline="")
            paths.append(str(out))
    proc = subprocess.run([mix, "format", "--check-formatted", *paths], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr[:1500] + formatter_diff(mix, str(tmp_path), paths)


HOST = '''defmodule Host do
  require Evolve.Public, as: V

  def describe(status) do
    case status do
      V.status_done() -> :done
      value when V.is_task_limit_status(value) -> :limit_stop
      value when V.is_status(value) -> :other_status
      _ -> :unknown
    end
  end

  def timeout?(V.status_timeout()), do: true
  def timeout?(_), do: false

  def limit(value) when V.is_limit(value), do: {:limit, value}
  def limit(value), do: {:not_a_limit, value}
end
'''
RUN = ('IO.puts(inspect({Enum.map(["done", "incomplete", "timeout", "error", "Done", nil], &Host.describe/1), '
       'Host.timeout?("timeout"), Host.timeout?("done"), Host.limit("maxTurns"), Host.limit("turns")}, '
       'width: :infinity))')


@pytest.mark.toolchain
def test_another_module_matches_on_the_macros_and_guards(tmp_path: Path) -> None:
    """A second module, compiled on its own by elixirc, uses the values in case patterns and a
    function head and the guards in `when`, at every functions level, warning-free; a deprecated
    macro warns where it is used; without `require` the module does not compile."""
    elixirc, elixir_ = require("elixirc", "elixir").values()
    sources = []
    for level in ("public", "internal", "none"):
        path = tmp_path / f"{level}.ex"
        path.write_text(rendered(evolution(f"Evolve.{level.capitalize()}", level)), encoding="utf-8", newline="")
        sources.append(str(path))
    proc = subprocess.run([elixirc, "--warnings-as-errors", "-o", str(tmp_path / "ebin"), *sources],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0 and "warning" not in proc.stderr, proc.stderr
    hosts = []  # one host per level (Host.Public, ...), compiled by one elixirc and run in one VM
    for level in ("Public", "Internal", "None"):
        host = tmp_path / f"host_{level}.ex"
        host.write_text(HOST.replace("Evolve.Public", f"Evolve.{level}").replace("defmodule Host do",
                                                                                f"defmodule Host.{level} do"),
                        encoding="utf-8")
        hosts.append(str(host))
    out = tmp_path / "host_ebin"
    proc = subprocess.run([elixirc, "--warnings-as-errors", "-pa", str(tmp_path / "ebin"), "-o", str(out), *hosts],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0 and "warning" not in proc.stderr, proc.stderr
    run = "; ".join(RUN.replace("Host.", f"Host.{level}.") for level in ("Public", "Internal", "None"))
    proc = subprocess.run([elixir_, "-pa", str(tmp_path / "ebin"), "-pa", str(out), "-e", run],
                          capture_output=True, text=True, timeout=300)
    assert proc.stdout == ('{[:done, :limit_stop, :limit_stop, :other_status, :unknown, :unknown], true, false, '
                           '{:limit, "maxTurns"}, {:not_a_limit, "turns"}}\n') * 3, proc.stderr
    deprecated = tmp_path / "deprecated.ex"
    deprecated.write_text("defmodule Old do\n  require Evolve.Public\n\n"
                          "  def cancelled?(Evolve.Public.status_cancelled()), do: true\nend\n", encoding="utf-8")
    proc = subprocess.run([elixirc, "-pa", str(tmp_path / "ebin"), "-o", str(tmp_path / "old"), str(deprecated)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert ("Evolve.Public.status_cancelled/0 is deprecated. "
            "use interrupted: cancelled and interrupted were merged") in proc.stderr, proc.stderr
    unrequired = tmp_path / "unrequired.ex"
    unrequired.write_text("defmodule Forgot do\n  def done?(Evolve.Public.status_done()), do: true\nend\n",
                          encoding="utf-8")
    proc = subprocess.run([elixirc, "-pa", str(tmp_path / "ebin"), "-o", str(tmp_path / "forgot"), str(unrequired)],
                          capture_output=True, text=True, timeout=300)
    output = proc.stdout + proc.stderr
    assert proc.returncode != 0, output
    assert "cannot invoke remote function Evolve.Public.status_done/0 inside a match" in output, output


MUTANTS = {
    # a value's macro expands to another string: the accessor test's pattern fails
    "Evolve.MacroMutant": ('  defmacro status_timeout do\n    "timeout"\n', '  defmacro status_timeout do\n    "timeoot"\n'),
    # a rule's guard loses a member: its guard test fails
    "Evolve.GuardMutant": ('  defguard is_task_limit_status(value)\n           when value in [\n'
                           '                  "incomplete",\n                  "timeout"\n',
                           '  defguard is_task_limit_status(value)\n           when value in [\n'
                           '                  "incomplete",\n                  "timeout!"\n'),
}


@pytest.mark.toolchain
def test_generated_exunit_tests_pass_with_macros_and_catch_mutants(tmp_path: Path) -> None:
    """Every case's ExUnit file with accessors = "macros" passes against its module at each
    functions level, warning-free (one elixirc, one ExUnit run; the public evolution case in the mix
    project's test); each mutant fails its own tests."""
    elixirc, elixir_ = require("elixirc", "elixir").values()
    # Evolve.Vocabulary's pair is the one mix test runs in the mix project's test below (the same bytes)
    models = [with_tests(path, module, "macros") for module, path in CASES.items() if module != "Evolve.Vocabulary"]
    models += [evolution("Evolve.Internal", "internal", tests=True), evolution("Evolve.None", "none", tests=True)]
    models += [evolution(module, tests=True) for module in MUTANTS]
    modules, tests = [], []
    for model in models:
        for rel, text in render(model, ["elixir"]).items():
            for module, (before, after) in MUTANTS.items():
                if f"defmodule {module} do" in text:
                    assert before in text, "the mutation must apply"
                    text = text.replace(before, after)
            path = tmp_path / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8", newline="")
            (tests if rel.endswith(".exs") else modules).append(str(path))
    proc = subprocess.run([elixirc, "--warnings-as-errors", "-o", str(tmp_path / "ebin"), *modules],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    args = [elixir_, "-pa", str(tmp_path / "ebin"), "-e", "ExUnit.start(autorun: false)"]
    for test in tests:
        args += ["-r", test]
    proc = subprocess.run(args + ["-e", "ExUnit.run()"], capture_output=True, text=True, timeout=600)
    output = proc.stdout + proc.stderr
    summary = re.search(r"(\d+) tests, (\d+) failures?", output)
    assert summary, output[-3000:]
    failing = set(re.findall(r"test (.+?) \(([A-Za-z.]+Test)\)", output))
    assert failing == {("statuses: every value, in order", "Evolve.MacroMutantTest"),
                       ("is_task_limit_status/1 in a guard", "Evolve.GuardMutantTest")}, output[-4000:]
    assert int(summary.group(2)) == 2, output[-3000:]
    assert "warning" not in output, output[-3000:]


def test_the_schema_lists_the_accessors() -> None:
    accessors = schema()["properties"]["targets"]["properties"]["elixir"]["properties"]["accessors"]
    assert accessors["enum"] == ["functions", "macros"]
    assert "accessors" not in schema()["properties"]["targets"]["properties"]["python"]["properties"]


MIX_PROJECT = '''defmodule Host.MixProject do
  use Mix.Project

  def project do
    [app: :host, version: "0.1.0", elixir: "~> 1.14", deps: []]
  end
end
'''


@pytest.mark.toolchain
def test_a_mix_project_uses_the_macros_and_recompiles_its_host_when_they_change(tmp_path: Path) -> None:
    """The module and its ExUnit file in a mix project beside a host module that matches on them:
    `mix compile --warnings-as-errors` and `mix test` pass; after the module changes a literal,
    `mix compile` recompiles the host (the literal is a compile-time dependency)."""
    mix = require("mix")["mix"]
    env = {**os.environ, "MIX_ENV": "test"}
    (tmp_path / "mix.exs").write_text(MIX_PROJECT, encoding="utf-8")
    (tmp_path / "test").mkdir()
    (tmp_path / "test" / "test_helper.exs").write_text("ExUnit.start()\n", encoding="utf-8")
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "host.ex").write_text(HOST.replace("Evolve.Public", "Evolve.Vocabulary"), encoding="utf-8")
    rendered_files = render(evolution(tests=True), ["elixir"])
    # the ExUnit test with macros above leaves this pair to mix test
    assert rendered_files == render(with_tests(EVOLUTION, "Evolve.Vocabulary", "macros"), ["elixir"])
    module = next(text for rel, text in rendered_files.items() if rel.endswith(".ex"))
    (tmp_path / "lib" / "vocabulary.ex").write_text(module, encoding="utf-8", newline="")
    test = next(text for rel, text in rendered_files.items() if rel.endswith(".exs"))
    (tmp_path / "test" / "vocabulary_test.exs").write_text(test, encoding="utf-8", newline="")

    def run(*args: str) -> str:
        proc = subprocess.run([mix, *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
        output = proc.stdout + proc.stderr
        assert proc.returncode == 0 and "warning" not in output, output[-3000:]
        return output

    # Each phase is one `mix do` (one VM): compile, test and run, then, after the change, compile and run.
    describe = 'IO.inspect(Enum.map(["timeout", "timed_out"], &Host.describe/1))'
    output = run("do", "compile", "--warnings-as-errors", "+", "test", "+", "run", "-e", describe)
    assert re.search(r"\d+ tests, 0 failures", output), "mix test ran no tests"
    assert "[:limit_stop, :unknown]" in output.splitlines(), output[-3000:]
    changed = module.replace('  defmacro status_timeout do\n    "timeout"\n', '  defmacro status_timeout do\n    "timed_out"\n')
    changed = changed.replace('                  "incomplete",\n                  "timeout"\n',
                              '                  "incomplete",\n                  "timed_out"\n')
    assert changed.count("timed_out") == 2
    (tmp_path / "lib" / "vocabulary.ex").write_text(changed, encoding="utf-8", newline="")
    output = run("do", "compile", "--warnings-as-errors", "+", "run", "-e", describe)
    assert "Compiling 2 files" in output and "[:other_status, :limit_stop]" in output.splitlines(), output[-3000:]
