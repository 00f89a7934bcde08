"""The view: one object per render that every template reads, and `vocabgen view --json`, its
versioned JSON form for ports kept outside vocabgen (as protoc's CodeGeneratorRequest)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from vocabgen import view
from vocabgen.cli import main
from vocabgen.load import load_file
from vocabgen.records import replace
from vocabgen.targets import clojure, elixir, kotlin
from vocabgen.targets.registry import build_view

ROOT = Path(__file__).resolve().parent.parent
EVOLUTION = ROOT / "tests" / "golden" / "two_rules_and_evolution" / "vocab.toml"
REGISTRY_NAMES = ROOT / "tests" / "golden" / "registry_names" / "vocab.toml"
TYPED = ROOT / "tests" / "golden" / "typed" / "vocab.toml"


def _json(*args: str, cwd: Path = ROOT, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "vocabgen", "view", *args], capture_output=True, text=True, cwd=cwd,
                          env=env)


class _Unscanned(tuple):  # type: ignore[type-arg]
    """A vocabulary's values or aliases that fail the test when a filter scans them."""

    def __iter__(self):  # type: ignore[no-untyped-def]
        raise AssertionError("scanned the vocabulary")


def test_spellings_name_each_value_and_alias_and_typed_filters_look_them_up_without_a_scan() -> None:
    """Each typed test case names a value by a spelling: one lookup, not a scan of the vocabulary
    (a scan per case made rendering quadratic: minutes at the Clojure cap)."""
    file = build_view(load_file(TYPED, origin="../vocab.toml"))
    statuses = file.vocabularies[0]
    assert list(statuses.spellings) == [v.text for v in statuses.values] + [a.name for a in statuses.aliases]
    for alias in statuses.aliases:
        assert statuses.spellings[alias.name] is alias.value
    assert json.loads(json.dumps(view.as_data(file)))["vocabularies"][0]["spellings"]["turns"] == "maxTurns"
    unscanned = replace(statuses, values=_Unscanned(statuses.values), aliases=_Unscanned(statuses.aliases))
    assert clojure.member_keyword("turns", unscanned) == ":max-turns"
    assert elixir.member_atom("turns", unscanned) == ":max_turns"
    assert kotlin.member("turns", unscanned) == "Status.MAX_TURNS"


def test_view_json_is_the_view_every_template_reads() -> None:
    proc = _json("--json", str(EVOLUTION), "--out", str(EVOLUTION.parent / "out"))
    assert proc.returncode == 0, proc.stderr
    printed = json.loads(proc.stdout)
    assert printed["view_version"] == view.VERSION == 2
    model = load_file(EVOLUTION, origin="../vocab.toml")
    assert printed["file"] == json.loads(json.dumps(view.as_data(build_view(model))))
    statuses = printed["file"]["vocabularies"][0]
    assert statuses["fallback"] == "error" and statuses["values"][0]["names"]["go"] == {"constant": "StatusDone"}
    assert printed["file"]["rules"][0]["subject"] == "statuses", "references are the key they name"
    assert printed["file"]["targets"]["go"]["package_doc"] is False


def test_view_json_holds_every_field_of_every_view_class() -> None:
    objects = []
    for path in (EVOLUTION, REGISTRY_NAMES):  # the second has values' deprecated names
        data = json.loads(_json("--json", str(path)).stdout)["file"]
        objects.append(("File", data))
        for vocab in data["vocabularies"]:
            objects += [("Vocabulary", vocab), *(("Value", v) for v in vocab["values"]),
                        *(("DeprecatedName", d) for v in vocab["values"] for d in v["deprecated_names"]),
                        *(("Alias", a) for a in vocab["aliases"]), *(("Removed", r) for r in vocab["removed"]),
                        *(("Case", c) for c in vocab["guard_cases"])]
        for rule in data["rules"]:
            objects += [("Rule", rule), *(("SettleCase", c) for c in rule["settle_cases"])]
    seen: dict[str, set[str]] = {}
    for name, item in objects:
        seen.setdefault(name, set()).update(item)
    for cls in view.CLASSES:
        assert seen[cls.__name__] == {field for field, _, _ in view.fields(cls)}, cls.__name__


def test_view_json_is_the_same_bytes_on_every_run() -> None:
    runs = {_json("--json", cwd=ROOT, env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")}
    assert len(runs) == 1


def test_view_json_carries_the_vectors_the_conformance_file_does() -> None:
    """A port kept outside vocabgen checks itself against the same expectations as the built-in ones."""
    data = json.loads(_json("--json").stdout)["file"]
    vectors = json.loads((ROOT / "generated" / "conformance" / "vectors.json").read_text(encoding="utf-8"))
    guards = [v for v in vectors["vectors"] if v["op"] == "guard" and v["vocabulary"] == "statuses"]
    cases = data["vocabularies"][0]["guard_cases"]
    assert [(v["input"], v["expect"]["value"]) for v in guards] == [(c["input"], c["want"]) for c in cases]


def test_view_needs_json_and_a_valid_vocab_file(tmp_path: Path) -> None:
    runner = CliRunner()
    plain = runner.invoke(main, ["view", str(EVOLUTION)])
    assert plain.exit_code == 2 and "pass --json" in plain.output
    (tmp_path / "bad.toml").write_text('schema_version = 1\n[a]\nsingular = "B"\n', encoding="utf-8")
    bad = runner.invoke(main, ["view", "--json", str(tmp_path / "bad.toml")])
    assert bad.exit_code == 2 and "bad.toml:3: a.singular:" in bad.output


def test_no_port_or_role_hides_a_method_of_the_views_tables() -> None:
    """view.Table's keys are its attributes too: a port or role named `items` would hide a method."""
    from vocabgen.targets.registry import TARGETS

    taken = set(dir(view.Table()))
    assert not taken & set(TARGETS)
    assert not taken & {role.role for target in TARGETS.values() for role in target.roles}
    table = view.Table(go=view.Table(constant="StatusDone"))
    assert table.go.constant == table["go"]["constant"] == "StatusDone" and dict(table) == {"go": {"constant": "StatusDone"}}


def test_every_port_renders_from_the_one_view_the_check_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """A render builds the view once; the identifier check and every template of every port read
    that same object, and it renders the committed bytes."""
    import jinja2

    import vocabgen.load

    built: list[view.File] = []
    real_build = vocabgen.load.build_view

    def counting(model: object) -> view.File:
        built.append(real_build(model))  # type: ignore[arg-type]
        return built[-1]

    seen: set[int] = set()
    real_render = jinja2.Template.render

    def recording(self: jinja2.Template, *args: object, **kwargs: object) -> str:
        context = args[0] if args else kwargs
        seen.add(id(context["file"]))  # type: ignore[index]
        return real_render(self, *args, **kwargs)

    monkeypatch.setattr(vocabgen.load, "build_view", counting)
    monkeypatch.setattr(jinja2.Template, "render", recording)
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(main, ["render", "--check"])
    assert result.exit_code == 0, result.output
    assert len(built) == 1 and seen == {id(built[0])}
