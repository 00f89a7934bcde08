"""`vocabgen compat`: case folders (baseline.toml, vocab.toml, expected_stdout.txt, expected_exit.txt),
a git repository for `--against REV`, and JSON output. UPDATE_GOLDEN=1 rewrites the expectations."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
import tomli_w
from click.testing import CliRunner

from vocabgen.cli import main
from vocabgen.compat import BREAKING, NON_BREAKING, RULES, SOURCE_BREAKING, WIRE_ADDITION, _symbols
from tests.loading import load_text
from vocabgen.model import Model
from vocabgen.targets.registry import TARGETS, build_view

CASES = Path(__file__).resolve().parent / "cases" / "compat"
NAMES = sorted(p.name for p in CASES.iterdir() if p.is_dir())
ROOT = Path(__file__).resolve().parent.parent


def _run(args: list[str]) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, args)
    assert "Traceback" not in result.output + result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("name", NAMES)
def test_compat_case(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(CASES / name)
    code, out, err = _run(["compat", "--vocab", "vocab.toml", "--against", "baseline.toml"])
    expected_out = CASES / name / "expected_stdout.txt"
    expected_exit = CASES / name / "expected_exit.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        expected_out.write_text(out + err, encoding="utf-8")
        expected_exit.write_text(f"{code}\n", encoding="utf-8")
    assert out + err == expected_out.read_text(encoding="utf-8")
    assert code == int(expected_exit.read_text(encoding="utf-8"))


def test_every_rule_class_has_a_case() -> None:
    """Each change in the rules table is exercised by at least one case folder."""
    seen = "".join((CASES / n / "expected_stdout.txt").read_text(encoding="utf-8") for n in NAMES)
    untested = [change for change in RULES if f": {change}:" not in seen
                and change not in ("symbol removed", "symbol added", "deprecation removed")]
    assert not untested, f"no compat case shows: {untested}"


def test_severities_and_exit_codes() -> None:
    assert {severity for severity, _ in RULES.values()} == {BREAKING, SOURCE_BREAKING, WIRE_ADDITION, NON_BREAKING}
    codes = {n: int((CASES / n / "expected_exit.txt").read_text()) for n in NAMES}
    assert codes["unchanged"] == 0 and codes["value_added"] == 0 and codes["doc_changed"] == 0
    assert codes["value_added_to_a_typed_port"] == 0, "source-breaking fails only under --fail-on source-breaking"
    assert codes["typed_turned_on"] == 0 and codes["typed_turned_off"] == 1
    assert codes["value_removed"] == 1 and codes["target_setting_renamed"] == 1
    assert codes["value_removed_with_tombstone"] == 1, "a tombstone records the removal; it is still breaking"
    assert codes["value_removed_with_version_bump"] == 0
    assert codes["baseline_invalid"] == 2
    assert codes["value_renamed_old_spelling_kept"] == 1, "the value sent changes: still breaking, explained as a rename"
    assert codes["development_value_removed"] == 0 and codes["order_changed_declared_insignificant"] == 0
    assert codes["stable_value_changed"] == 1 and codes["stability_lowered"] == 1
    assert codes["vocabulary_deprecated"] == 0


FOLLOWED = sorted(n for n in NAMES if (CASES / n / "followed.toml").is_file())


@pytest.mark.parametrize("name", FOLLOWED)
def test_following_the_advice_is_accepted(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """followed.toml does what the case's why lines advise other than raising vocabulary_version
    (keep it deprecated, keep the old value beside the new one, declare the order insignificant,
    keep the level): compat then accepts it, even gating on source-breaking."""
    monkeypatch.chdir(CASES / name)
    code, out, err = _run(["compat", "--vocab", "followed.toml", "--against", "baseline.toml",
                           "--fail-on", "source-breaking"])
    assert code == 0 and f" {BREAKING}: " not in out and f" {SOURCE_BREAKING}: " not in out, out + err


def test_every_advice_other_than_the_version_has_a_followed_case() -> None:
    assert {"value_removed", "value_removed_with_tombstone", "value_renamed", "value_renamed_old_spelling_kept",
            "stable_value_changed", "alias_removed", "order_changed", "stability_lowered"} <= set(FOLLOWED)


def test_every_breaking_or_source_breaking_why_says_what_to_do() -> None:
    """The last resort of every why line is raising vocabulary_version (tested next); the line
    never advises what compat refuses (a tombstone does not make a removal safe)."""
    for change, (severity, why) in RULES.items():
        if severity in (BREAKING, SOURCE_BREAKING):
            assert "raise vocabulary_version" in why, change
        assert "tombstone it" not in why, change


def _raised(text: str, baseline: str) -> str:
    """The vocab file with vocabulary_version raised above the baseline's."""
    import tomllib

    above = tomllib.loads(baseline).get("vocabulary_version", 1) + 1
    lines = [line for line in text.splitlines() if not line.startswith("vocabulary_version")]
    at = next(i for i, line in enumerate(lines) if line.startswith("schema_version")) + 1
    return "\n".join([*lines[:at], f"vocabulary_version = {above}", *lines[at:]]) + "\n"


@pytest.mark.parametrize("name", [n for n in NAMES if int((CASES / n / "expected_exit.txt").read_text()) == 1
                                  or "source-breaking: " in (CASES / n / "expected_stdout.txt").read_text()])
def test_raising_vocabulary_version_accepts_every_failing_case(name: str, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Every breaking or source-breaking why line ends "or raise vocabulary_version": doing it is accepted."""
    baseline = (CASES / name / "baseline.toml").read_text(encoding="utf-8")
    (tmp_path / "baseline.toml").write_text(baseline, encoding="utf-8")
    (tmp_path / "vocab.toml").write_text(_raised((CASES / name / "vocab.toml").read_text(encoding="utf-8"), baseline),
                                         encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = _run(["compat", "--vocab", "vocab.toml", "--against", "baseline.toml",
                           "--fail-on", "source-breaking"])
    assert code == 0, out + err


@pytest.mark.parametrize(("name", "fail_on", "code"), [
    ("value_added_to_a_typed_port", "source-breaking", 1),
    ("value_added_to_a_typed_port", "breaking", 0),
    ("value_added", "source-breaking", 0),  # no port is typed: an addition, not source-breaking
    ("value_renamed", "source-breaking", 1),  # a stricter class fails too
    ("typed_turned_on", "source-breaking", 0),
    ("typed_turned_on_in_go", "source-breaking", 1),  # Go's typed form retypes the constants and results
    ("typed_turned_on_in_go", "breaking", 0),
])
def test_fail_on_source_breaking(name: str, fail_on: str, code: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """`--fail-on source-breaking` lets a CI gate on values added where a port is typed (docs/typed.md)."""
    monkeypatch.chdir(CASES / name)
    got, out, err = _run(["compat", "--vocab", "vocab.toml", "--against", "baseline.toml", "--fail-on", fail_on])
    assert got == code, out + err
    if code:
        gated = "breaking" if name == "value_renamed" and fail_on == "breaking" else "breaking and source-breaking"
        assert f"; {gated} changes need vocabulary_version raised above 1" in err


def test_fail_on_source_breaking_is_excused_by_a_version_bump(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("baseline.toml", "vocab.toml"):
        shutil.copy(CASES / "value_added_to_a_typed_port" / name, tmp_path / name)
    vocab = tmp_path / "vocab.toml"
    vocab.write_text(vocab.read_text(encoding="utf-8").replace("schema_version = 1\n", "schema_version = 1\nvocabulary_version = 2\n", 1),
                     encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = _run(["compat", "--against", "baseline.toml", "--fail-on", "source-breaking"])
    assert code == 0, out + err
    assert "source-breaking: value added to a typed port: 'cancelled', typed in python" in out
    assert "; vocabulary_version raised 1 -> 2" in err


def test_json_output(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(CASES / "value_renamed")
    code, out, _ = _run(["compat", "--vocab", "vocab.toml", "--against", "baseline.toml", "--format", "json"])
    document = json.loads(out)
    assert code == 1 and document["exit_code"] == 1 and document["breaking"] is True
    assert document["fail_on"] == "breaking"
    assert [f["change"] for f in document["findings"]][:1] == ["value renamed"]
    assert document["findings"][0]["line"] > 0 and document["findings"][0]["path"][:2] == ["statuses", "values"]


def test_unreadable_baseline_is_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(CASES / "unchanged" / "vocab.toml", tmp_path / "vocab.toml")
    monkeypatch.chdir(tmp_path)
    code, _, err = _run(["compat", "--against", "no-such-revision-or-file"])
    assert code == 2
    assert "no-such-revision-or-file" in err and "neither a file nor a git revision" in err


@pytest.mark.skipif(shutil.which("git") is None, reason="git not installed")
def test_against_a_git_revision(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = tmp_path / "repo"
    (repo / "sub").mkdir(parents=True)
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@e", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@e", "GIT_CONFIG_GLOBAL": os.devnull}

    def git(*args: str) -> None:
        subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, env=env)

    git("init", "-q", "-b", "main")
    shutil.copy(CASES / "alias_removed" / "baseline.toml", repo / "sub" / "vocab.toml")
    git("add", ".")
    git("commit", "-qm", "baseline")
    shutil.copy(CASES / "alias_removed" / "vocab.toml", repo / "sub" / "vocab.toml")
    monkeypatch.chdir(repo / "sub")
    code, out, err = _run(["compat", "--against", "HEAD"])
    assert code == 1, out + err
    assert "breaking: alias removed: 'tokens'" in out
    assert "against HEAD:sub/vocab.toml" in err
    git("commit", "-qam", "drop the alias")
    code, out, err = _run(["compat", "--against", "HEAD~1"])
    assert code == 1 and "alias removed" in out
    code, out, err = _run(["compat", "--against", "HEAD"])
    assert code == 0 and out == ""


@pytest.mark.skipif(shutil.which("git") is None, reason="git not installed")
def test_against_a_git_revision_through_a_symbolic_link(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--vocab naming a link (of another name, in another folder) reads the revision of the file
    git tracks, the link's target: config/vocab.toml, not config/link.toml or link.toml."""
    repo = _repository(tmp_path, "config/vocab.toml")
    (repo / "link.toml").symlink_to("config/vocab.toml")
    monkeypatch.chdir(repo)
    code, out, err = _run(["compat", "--vocab", "link.toml", "--against", "HEAD"])
    assert code == 0, out + err
    assert "against HEAD:config/vocab.toml" in err


def test_full_stdout_is_exit_2_not_a_traceback() -> None:
    """compat prints through the CLI's echo: a stdout that cannot be written is a clear exit 2."""
    import subprocess
    import sys

    case = CASES / "value_renamed"
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "vocabgen", "compat", "--vocab", str(case / "vocab.toml"),
                               "--against", str(case / "baseline.toml")], stdout=full, stderr=subprocess.PIPE,
                              text=True)
    assert proc.returncode == 2, proc.stderr
    assert "cannot write to standard output" in proc.stderr and "Traceback" not in proc.stderr


def _repository(tmp_path: Path, path: str = "vocab.toml") -> Path:
    """A git repository whose HEAD holds the `unchanged` case's vocab.toml at `path`."""
    repo = tmp_path / "repo"
    (repo / path).parent.mkdir(parents=True)
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@e", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@e", "GIT_CONFIG_GLOBAL": os.devnull}
    shutil.copy(CASES / "unchanged" / "vocab.toml", repo / path)
    for args in (["init", "-q", "-b", "main"], ["add", "."], ["commit", "-qm", "baseline"]):
        subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, env=env)
    return repo


@pytest.mark.skipif(shutil.which("git") is None, reason="git not installed")
@pytest.mark.parametrize("option", ["--output={tmp}/injected", "--output=injected", "-oinjected", "--", "-"])
def test_a_baseline_is_never_passed_to_git_as_an_option(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         option: str) -> None:
    """`git show --output=FILE` writes FILE: a baseline starting with '-' is no revision, and no
    argument vocabgen gives git starts with '-' unless vocabgen wrote it."""
    repo = _repository(tmp_path)
    against = option.format(tmp=tmp_path)
    monkeypatch.chdir(repo)
    calls: list[list[str]] = []
    real_run = subprocess.run

    def record(args: list[str], *rest: object, **kwargs: object) -> object:
        calls.append(list(args))
        return real_run(args, *rest, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(subprocess, "run", record)
    code, out, err = _run(["compat", "--against", against])
    assert code == 2, out + err
    assert err == (f"baseline: {against}: is not a file, and a git revision never starts with '-' (vocabgen "
                   "never passes a baseline to git as an option); name such a file ./FILE\n")
    assert not [p for p in tmp_path.rglob("*injected*")], "git wrote no file"
    assert all(not arg.startswith(against) for call in calls for arg in call)
    code, out, err = _run(["compat", "--against", "HEAD"])
    assert code == 0, err
    assert calls and all(arg in ("git", "rev-parse", "--show-prefix", "--verify", "cat-file", "-e", "show")
                         or not arg.startswith("-")
                         for call in calls for arg in call), calls


def test_a_baseline_file_whose_name_starts_with_a_dash_is_read_as_a_file(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(CASES / "unchanged" / "vocab.toml", tmp_path / "vocab.toml")
    shutil.copy(CASES / "unchanged" / "baseline.toml", tmp_path / "--output=old.toml")
    monkeypatch.chdir(tmp_path)
    code, out, err = _run(["compat", "--against", "--output=old.toml"])
    assert code == 0, out + err
    assert "against --output=old.toml" in err


@pytest.mark.skipif(shutil.which("git") is None, reason="git not installed")
def test_a_git_baseline_that_is_not_utf8_is_located_like_a_file(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A baseline is a vocab file loaded like any other: invalid UTF-8 names its line, from a
    revision as from a file."""
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@e", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@e", "GIT_CONFIG_GLOBAL": os.devnull}
    current = (CASES / "unchanged" / "vocab.toml").read_bytes()
    (tmp_path / "vocab.toml").write_bytes(current.replace(b"\n", b"\n# caf\xe9\n", 1))
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True, env=env)
    subprocess.run(["git", "add", "."], cwd=tmp_path, check=True, env=env)
    subprocess.run(["git", "commit", "-qm", "latin-1"], cwd=tmp_path, check=True, env=env)
    shutil.copy(tmp_path / "vocab.toml", tmp_path / "old.toml")
    (tmp_path / "vocab.toml").write_bytes(current)
    monkeypatch.chdir(tmp_path)
    for against, shown in (("old.toml", "old.toml"), ("HEAD", "HEAD:vocab.toml")):
        code, out, err = _run(["compat", "--against", against])
        assert code == 2, out + err
        assert err.splitlines()[0] == f"baseline: {shown}:2: invalid UTF-8 (byte 0xe9); save the file as UTF-8"


@pytest.mark.parametrize(("target", "before", "after"), [
    ("python", 'module = "acme.vocab"', 'module = "acme.words"'),
    ("go", 'package = "acme"', 'package = "acmewords"'),
])
def test_a_renamed_python_module_or_go_package_is_breaking(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          target: str, before: str, after: str) -> None:
    body = f'schema_version = 1\n[statuses]\nsingular = "status"\n[statuses.values]\ndone = "D."\n[targets.{target}]\n'
    (tmp_path / "baseline.toml").write_text(body + before + "\n")
    (tmp_path / "vocab.toml").write_text(body + after + "\n")
    monkeypatch.chdir(tmp_path)
    code, out, err = _run(["compat", "--against", "baseline.toml"])
    assert code == 1, out + err
    setting, old, new = before.split(" = ")[0], before.split(" = ")[1], after.split(" = ")[1]
    assert (f": targets.{target}.{setting}: breaking: target setting changed: "
            f"'{old.strip(chr(34))}' -> '{new.strip(chr(34))}'") in out


def test_an_odd_folder_name_cannot_forge_a_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Findings, the summary and problems show a path's control characters escaped, as every
    vocabgen message does (docs/cli.md): a newline in a folder name cannot forge a finding."""
    odd = tmp_path / "we\nbreaking: forged"
    odd.mkdir()
    shutil.copy(CASES / "value_removed" / "vocab.toml", odd / "vocab.toml")
    shutil.copy(CASES / "value_removed" / "baseline.toml", odd / "baseline.toml")
    monkeypatch.chdir(tmp_path)
    code, out, err = _run(["compat", "--vocab", f"{odd.name}/vocab.toml", "--against", f"{odd.name}/baseline.toml"])
    assert code == 1, out + err
    lines = out.splitlines() + err.splitlines()
    assert all(line.startswith("we\\nbreaking: forged/") for line in lines[:-1]), lines
    assert "against we\\nbreaking: forged/baseline.toml" in lines[-1]
    (odd / "baseline.toml").write_text("schema_version = 1\n")
    code, out, err = _run(["compat", "--vocab", f"{odd.name}/vocab.toml", "--against", f"{odd.name}/baseline.toml"])
    assert code == 2 and err.startswith("baseline: we\\nbreaking: forged/baseline.toml:1: "), err


def test_the_baselines_pin_is_not_checked_only_the_current_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pull request that upgrades vocabgen moves required_version: its baseline (main's file)
    pins a release this vocabgen is not, and compat still compares. The current file's pin holds."""
    monkeypatch.chdir(tmp_path)
    body = (CASES / "alias_removed" / "baseline.toml").read_text(encoding="utf-8")
    Path("old.toml").write_text('required_version = "<0.1"\n' + body, encoding="utf-8")
    Path("vocab.toml").write_text('required_version = ">=0.1"\n' + body, encoding="utf-8")
    code, out, err = _run(["compat", "--against", "old.toml"])
    assert (code, out) == (0, ""), err
    assert "against old.toml" in err
    Path("vocab.toml").write_text('required_version = "<0.1"\n' + body, encoding="utf-8")
    code, out, err = _run(["compat", "--against", "old.toml"])
    assert code == 2 and "vocab.toml:1: required_version: this is vocabgen" in err, err


def test_a_finding_quotes_a_long_value_clipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A 70,000-character value renamed, and one deprecated with a long reason: each finding quotes
    at most 80 characters of a text and its length, and the renamed value's constants are
    explained by its finding (no symbol findings of their own)."""
    a, b = "a" * 70_000, "b" * 70_000
    head = 'schema_version = 1\n\n[statuses]\nsingular = "status"\n\n[statuses.values]\n'
    tail = '\n[targets.python]\nmodule = "demo.vocab"\n'
    (tmp_path / "baseline.toml").write_text(f'{head}"{a}" = "Long."\nok = "Short."\n{tail}')
    (tmp_path / "vocab.toml").write_text(f'{head}"{b}" = "Long."\nok = {{ doc = "Short.", deprecated = "{a}" }}\n{tail}')
    monkeypatch.chdir(tmp_path)
    code, out, err = _run(["compat", "--against", "baseline.toml"])
    assert code == 1, out + err
    changes = [line.split(": ")[3] for line in out.splitlines()]
    assert changes == ["value renamed", "deprecation added"], out[:2000]
    assert max(len(line) for line in out.splitlines()) < 250 + max(len(why) for _, why in RULES.values())
    assert "... (70,000 characters) -> 'bbbb" in out


_LEVELS = '''schema_version = 1

[statuses]
singular = "status"

[statuses.values]
done = "Finished."
stopped = "Stopped."

[limits]
singular = "limit"

[limits.values]
maxTurns = "Turns ran out."

[rules.limit_stop]
vocabulary = "statuses"
values = ["stopped"]
carries = "limits"
'''


def _at_level(port: str, level: str) -> Model:
    settings = {**TARGETS[port].starter(("acme", "billing")), "functions": level}
    if port == "go":
        settings["collections"] = level
    return load_text(_LEVELS + f"\n[targets.{port}]\n" + tomli_w.dumps(settings))


@pytest.mark.parametrize("port", [name for name, target in TARGETS.items()
                                  if any(setting.name == "functions" for setting in target.settings)])
def test_compat_describes_a_name_at_the_internal_level_as_its_port_hides_it(port: str) -> None:
    """functions = "internal" (and Go's collections): compat calls each such name what the port
    makes it (Go unexported, Java package-private, Elixir @doc false, ...), never public, and a
    removal of one is non-breaking; at "public" the same roles are public names."""
    internal, public = _symbols(_at_level(port, "internal")), _symbols(_at_level(port, "public"))
    guard = build_view(_at_level(port, "internal")).vocabularies[0].names[port]["guard"]
    assert internal[(port, guard)].internal == TARGETS[port].internal != ""
    hidden = {name for (_, name), symbol in internal.items() if symbol.internal}
    assert all(symbol.internal in ("", TARGETS[port].internal) for symbol in internal.values())
    assert len(hidden) >= 4, hidden  # guard, canonical, read, settle at least
    assert not any(symbol.internal for symbol in public.values())
    assert len(public) == len(internal), "the same names, at another level"


def _git(repo: Path, *args: str) -> None:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@e", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@e", "GIT_CONFIG_GLOBAL": os.devnull}
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, env=env)


@pytest.mark.skipif(shutil.which("git") is None, reason="git not installed")
def test_a_revision_without_the_vocab_file_is_an_empty_baseline(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The pull request that first adds vocab.toml: main exists but holds no such file, so every
    vocabulary, rule and target is new (exit 0); a revision that does not exist stays exit 2, so
    a typo never passes CI."""
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "README.md").write_text("a host\n", encoding="utf-8")
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "add", ".")
    _git(repo, "commit", "-qm", "before vocabgen")
    shutil.copy(CASES / "unchanged" / "vocab.toml", repo / "vocab.toml")
    monkeypatch.chdir(repo)
    code, out, err = _run(["compat", "--against", "main"])
    assert code == 0, out + err
    vocabularies = [line for line in (CASES / "unchanged" / "vocab.toml").read_text().splitlines()
                    if line.startswith("[") and "." not in line]
    assert [f"{line.split(': ')[-1].split()[0]}" for line in out.splitlines() if "vocabulary added" in line] \
        == vocabularies, out
    assert all(": non-breaking: " in line and " added: " in line for line in out.splitlines()), out
    assert err.endswith("against main:vocab.toml (no such file there: everything is new)\n"), err
    for typo in ("mian", "main~5"):
        code, out, err = _run(["compat", "--against", typo])
        assert code == 2 and out == "", (typo, out)
        assert f"{typo}: is neither a file nor a git revision holding vocab.toml" in err, err


@pytest.mark.skipif(shutil.which("git") is None, reason="git not installed")
def test_from_a_subfolder_compat_finds_vocab_toml_upward(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As render and validate do: no --vocab, the nearest vocab.toml above the working directory."""
    repo = tmp_path / "repo"
    repo.mkdir()
    shutil.copy(CASES / "alias_removed" / "baseline.toml", repo / "vocab.toml")
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "add", ".")
    _git(repo, "commit", "-qm", "the alias")
    shutil.copy(CASES / "alias_removed" / "vocab.toml", repo / "vocab.toml")
    (repo / "src" / "deep").mkdir(parents=True)
    monkeypatch.chdir(repo / "src" / "deep")
    code, out, err = _run(["compat", "--against", "HEAD"])
    assert code == 1, out + err
    assert out.startswith("../../vocab.toml:") and "breaking: alias removed: 'tokens'" in out
    assert "against HEAD:vocab.toml" in err
    (repo / "vocab.toml").unlink()
    code, out, err = _run(["compat", "--against", "HEAD"])
    assert code == 2 and "vocab.toml: not found in the working directory or any folder above it" in err


def test_a_value_added_to_typed_ports_names_only_their_checkers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The source-breaking finding names the exhaustiveness checker of each typed port the file
    configures (each profile's `exhaustive`), no other port's, and says where nothing checks."""
    baseline = ('schema_version = 1\n[statuses]\nsingular = "status"\n[statuses.values]\ndone = "Done."\n'
                '[targets.go]\npackage = "orders"\ntyped = true\n[targets.csharp]\nnamespace = "Acme"\ntyped = true\n')
    (tmp_path / "baseline.toml").write_text(baseline, encoding="utf-8")
    (tmp_path / "vocab.toml").write_text(baseline.replace('done = "Done."', 'done = "Done."\nlost = "Lost."'),
                                         encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, _ = _run(["compat", "--against", "baseline.toml"])
    assert code == 0
    assert out.endswith("an exhaustive match over the known type stops compiling where the port's checker enforces "
                        "it: a switch the exhaustive analyser checks in go (nothing checks it in csharp); nothing to do "
                            "unless compat runs with --fail-on source-breaking; then raise vocabulary_version)\n"), out
    for other in ("mypy", "javac", "kotlinc", "Rust", "TypeScript"):
        assert other not in out
    (tmp_path / "vocab.toml").write_text(baseline.replace("[targets.go]\npackage = \"orders\"\ntyped = true\n", "")
                                         .replace('done = "Done."', 'done = "Done."\nlost = "Lost."'), encoding="utf-8")
    code, out, _ = _run(["compat", "--against", "baseline.toml"])
    assert "value added to a typed port: 'lost', typed in csharp (" in out
    assert out.rstrip().endswith("but an exhaustive match over the known type compiles on, as nothing checks "
                                 "exhaustiveness there; nothing to do unless compat runs with --fail-on "
                                 "source-breaking; then raise vocabulary_version)"), out
