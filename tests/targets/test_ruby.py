"""The Ruby port: its module and minitest file load under ruby 3.1 without a warning, pass
rubocop under tests/ports/rubocop.yml and pass their generated tests, for the shipped vocabulary
and for hostile strings typed at the `internal` level; literals round-trip through ruby, docs
cannot turn into magic comments, YARD tags or rubocop directives, reserved names are refused."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import tomli_w

from tests.loading import load_text, render
from tests.test_host import clean_env, host_run, rendered_host
from tests.toolchains import require
from vocabgen.problems import ProblemsFound
from vocabgen.targets.ruby import doc_lines, literal

ROOT = Path(__file__).resolve().parents[2]
RUBOCOP = ROOT / "tests" / "ports" / "rubocop.yml"
HOSTILE = ROOT / "tests" / "vocabularies" / "hostile_strings.toml"
LIFECYCLE = ROOT / "tests" / "vocabularies" / "lifecycle.toml"
# Every form Ruby, YARD and rubocop act on, in a doc; and what each would do undefused.
HOSTILE_DOC = ("@api private\n  @!visibility private\nfrozen_string_literal: false\nFrozen-String-Literal : false\n"
               "x -*- shareable_constant_value: experimental_copy -*-\nshareable_constant_value: literal\n"
               "# rubocop:disable all\nrubocop:disable all\n=begin\n__END__\n# encoding: ascii-8bit")


def _document(doc: str = "Statuses.", singular: str = "status", carried: str = "limit", key: str = "statuses",
              **ruby: object) -> str:
    return tomli_w.dumps({
        "schema_version": 1, "doc": doc,
        key: {"singular": singular, "doc": doc, "values": {"done": doc, "incomplete": "I."}},
        "limits": {"singular": carried, "values": {"maxTurns": "T."}, "aliases": {"turns": "maxTurns"}},
        "rules": {"limit_stop": {"vocabulary": key, "values": ["incomplete"], "carries": "limits"}},
        "targets": {"ruby": {"module": "Acme::Vocab", **ruby}},
    })


def _problems(text: str) -> list[str]:
    with pytest.raises(ProblemsFound) as raised:
        load_text(text)
    return [str(problem) for problem in raised.value.problems]


def _write(text: str, dest: Path) -> list[Path]:
    written = []
    for rel, body in render(load_text(text), ["ruby"]).items():
        path = dest / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body, encoding="utf-8", newline="")
        written.append(path)
    return written


def _ruby(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([require("ruby")["ruby"], *args], capture_output=True, text=True, encoding="utf-8",
                          cwd=cwd, timeout=120)


def _checked(text: str, dest: Path) -> None:
    """The files load without a warning (`ruby -w`), pass rubocop and pass their own tests."""
    files = _write(text, dest)
    tests = next(path for path in files if path.parent.name == "test")
    lib = next(path for path in files if path != tests)
    root = lib.parents[len(Path(lib.relative_to(dest / "ruby" / "lib")).parts) - 1]
    proc = _ruby("-w", f"-I{root}", f"-I{tests.parent}", str(tests))
    assert proc.returncode == 0 and " 0 failures, 0 errors, 0 skips" in proc.stdout, proc.stdout + proc.stderr
    assert "warning" not in proc.stderr, proc.stderr
    lint = subprocess.run([require("rubocop")["rubocop"], "-c", str(RUBOCOP), "--format", "simple",
                           *map(str, files)], capture_output=True, text=True, timeout=300)
    assert lint.returncode == 0, lint.stdout + lint.stderr


@pytest.mark.toolchain("ruby", "rubocop")
def test_shipped_files_pass_rubocop_and_their_tests(tmp_path: Path) -> None:
    _checked((ROOT / "vocab.toml").read_text(encoding="utf-8"), tmp_path)


@pytest.mark.toolchain("ruby", "rubocop")
@pytest.mark.parametrize("settings", [{"typed": True, "functions": "internal"}, {"functions": "none"}],
                         ids=["typed-internal", "none"])
def test_hostile_strings_pass_rubocop_and_their_tests(tmp_path: Path, settings: dict[str, object]) -> None:
    text = HOSTILE.read_text(encoding="utf-8") + "".join(f"{k} = {tomli_w.dumps({'v': v})[4:]}"
                                                         for k, v in settings.items())
    _checked(text, tmp_path)


@pytest.mark.toolchain("ruby", "rubocop")
@pytest.mark.parametrize("typed", [False, True], ids=["untyped", "typed"])
def test_lifecycle_marks_pass_rubocop_and_their_tests(tmp_path: Path, typed: bool) -> None:
    """The YARD deprecation tags and stability paragraphs (docs/registries.md) of a deprecated
    vocabulary, replacements and levels below stable: a warning-free load, rubocop, their tests."""
    document = tomllib.loads(LIFECYCLE.read_text(encoding="utf-8"))
    document["targets"]["ruby"]["typed"] = typed
    _checked(tomli_w.dumps(document), tmp_path)


@pytest.mark.toolchain("ruby", "rubocop")
def test_a_hostile_doc_is_no_magic_comment_tag_or_directive(tmp_path: Path) -> None:
    """Undefused, `frozen_string_literal: false` in the file's first comments unfreezes every
    literal, `shareable_constant_value:` deep-copies every constant after it, and `rubocop:disable
    all` hides offenses; defused, the module's literals stay frozen and rubocop still runs."""
    _checked(_document(HOSTILE_DOC, typed=True, alias_constants=True), tmp_path)
    lib = tmp_path / "ruby" / "lib"
    probe = ("require 'acme/vocab'; s = Acme::Vocab::STATUS_DONE; "
             "print s.frozen?, ' ', Acme::Vocab::STATUSES.first.equal?(s)")
    proc = _ruby(f"-I{lib}", "-e", probe)
    assert proc.stdout == "true true", proc.stdout + proc.stderr
    text = (lib / "acme" / "vocab.rb").read_text(encoding="utf-8")
    assert "rubocop:disable" not in text.replace("\\rubocop:disable", "")


def test_doc_lines_defuse_each_form() -> None:
    assert doc_lines(HOSTILE_DOC) == [
        "# \\@api private", "#   \\@!visibility private", "# \\frozen_string_literal: false",
        "# \\Frozen-String-Literal : false", "# x -*- \\shareable_constant_value: experimental_copy -*-",
        "# \\shareable_constant_value: literal", "# # \\rubocop:disable all", "# \\rubocop:disable all",
        "# =begin", "# __END__", "# # \\encoding: ascii-8bit"]
    assert doc_lines("mail a@b.c, see {Foo}") == ["# mail a@b.c, see {Foo}"]  # only a line-leading @ is a tag


@pytest.mark.toolchain("ruby")
def test_literals_round_trip_through_ruby() -> None:
    texts = ["plain", 'say "hi"', "it's", "back\\slash", "end\\", "#{1 + 1}", "#@x", "#$0", "# {", "#", "a#",
             "tab\tnl\nret\r", "nul\x00bel\x07esc\x1bdel\x7f", "\x85\u00a0\u2028", "zero\u200bwidth",
             "rtl\u202eoverride", "café 😀 \U0001d49c", "tags \U000e0001", "%s %d", "`x`", "=begin"]
    program = "".join(f"puts ({literal(text)}).unpack1('H*')\n" for text in texts)
    proc = _ruby("-e", "# frozen_string_literal: true\n" + program)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == [text.encode("utf-8").hex() for text in texts]


@pytest.mark.toolchain("ruby")
def test_parse_never_makes_a_symbol_from_input(tmp_path: Path) -> None:
    _write(_document(typed=True), tmp_path)
    probe = ("require 'acme/vocab'; raw = 'never_seen_' + 'spelling_' + rand(10**9).to_s; "
             "u = Acme::Vocab.parse_status(raw); "
             "print u.raw == raw, ' ', Symbol.all_symbols.any? { |s| s.to_s == raw }")
    proc = _ruby(f"-I{tmp_path / 'ruby' / 'lib'}", "-e", probe)
    assert proc.stdout == "true false", proc.stdout + proc.stderr


@pytest.mark.parametrize(("singular", "name", "kind"), [
    ("frozen", "frozen?", "a method every Ruby module answers"), ("nil", "nil?", "a method every Ruby module answers"),
    ("respond_to", "respond_to?", "a method every Ruby module answers")])
def test_methods_every_module_answers_are_reserved_and_located(singular: str, name: str, kind: str) -> None:
    problems = _problems(_document(singular=singular))
    assert any(f"ruby: guard function {name!r} is {kind}" in p and ":5: statuses.singular:" in p
               for p in problems), problems


def test_a_keyword_constant_is_refused_and_a_keyword_parameter_renamed() -> None:
    problems = _problems(_document(key="end"))
    assert any(":4: end: ruby: collection 'END' is a Ruby keyword" in p for p in problems), problems
    module = render(load_text(_document(singular="class")), ["ruby"])["ruby/lib/acme/vocab.rb"]
    assert "  def self.settle_limit_stop(subject, carried)\n" in module


@pytest.mark.parametrize(("module", "wanted"), [("acme::Vocab", "is not a Ruby module name"),
                                                ("String::Vocab", "a constant of Ruby's core"),
                                                ("Acme::String", "a constant of Ruby's core"),
                                                ("Acme::END", "a Ruby keyword as a segment")])
def test_module_names_are_checked(module: str, wanted: str) -> None:
    assert any(wanted in p for p in _problems(_document(module=module, path="ruby/x.rb"))), module


def test_the_path_must_end_in_the_feature_the_tests_require() -> None:
    problems = _problems(_document(path="ruby/lib/acme/other.rb"))
    assert any("must end with 'acme/vocab.rb'" in p for p in problems), problems


def test_a_path_holding_an_emacs_magic_comment_is_refused(tmp_path: Path) -> None:
    """On line 1, ruby reads `-*- shareable_constant_value: experimental_copy -*-` in the marker's
    path as a magic comment for the whole file."""
    folder = tmp_path / "x -*- shareable_constant_value: experimental_copy -*-"
    folder.mkdir()
    (folder / "vocab.toml").write_text(_document(), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "vocabgen", "render", str(folder / "vocab.toml"), "--out",
                           str(tmp_path / "out")], capture_output=True, text=True)
    assert proc.returncode == 2 and "'-*-'" in proc.stderr, proc.stderr


@pytest.mark.toolchain("ruby", "rubocop")
def test_a_member_named_like_a_module_constant_holds_its_own_value(tmp_path: Path) -> None:
    """`status_done` declared before `done`: the member STATUS_DONE (of "status_done") is a
    constant of the known class, which the class body's later lines would find before the
    module's STATUS_DONE (of "done") if they named it; they write the literal."""
    text = _document(typed=True).replace('[statuses.values]\ndone = "Statuses."',
                                         '[statuses.values]\nstatus_done = "S."\ndone = "Statuses."')
    assert "status_done" in text
    _checked(text, tmp_path)
    probe = "require 'acme/vocab'; print Acme::Vocab::KnownStatus::DONE.value.inspect"
    proc = _ruby(f"-I{tmp_path / 'ruby' / 'lib'}", "-e", probe)
    assert proc.stdout == '"done"', proc.stdout + proc.stderr


@pytest.mark.toolchain("ruby", "rubocop")
def test_every_golden_case_passes_rubocop_and_its_tests() -> None:
    """The committed Ruby files of every golden case (each setting pinned): rubocop clean, and
    each case's minitest files pass under `ruby -w` with its lib/ on the load path."""
    roots = sorted(path.parent for path in (ROOT / "tests" / "golden").glob("*/out/*/test") if path.parent.name in
                   ("ruby", "rb"))
    assert len(roots) >= 9, roots
    for root in roots:
        tests = sorted(str(path) for path in (root / "test").glob("*.rb"))
        proc = _ruby("-w", f"-I{root / 'lib'}", "-e", "ARGV.each { |f| require f }", *tests)
        assert proc.returncode == 0 and " 0 failures, 0 errors, 0 skips" in proc.stdout, proc.stdout + proc.stderr
        assert "warning" not in proc.stderr, proc.stderr
    lint = subprocess.run([require("rubocop")["rubocop"], "-c", str(RUBOCOP), "--format", "simple", *map(str, roots)],
                          capture_output=True, text=True, timeout=300)
    assert lint.returncode == 0, lint.stdout + lint.stderr


@pytest.mark.toolchain("ruby", "rake", "git")
def test_the_host_rake_test_runs_the_host_and_the_generated_tests(tmp_path: Path) -> None:
    """tests/host/ruby (rendered with the whole host, tests/test_host.py): `rake test` runs the host's
    own tests and the generated minitest file, without a warning."""
    host = rendered_host(tmp_path)
    tested = host_run(["rake", "test"], host / "ruby", clean_env())
    assert re.search(r"[1-9]\d* runs, \d+ assertions, 0 failures, 0 errors, 0 skips", tested), tested
    assert "warning" not in tested, tested
