"""The documentation site: it builds strict, its generated tables are the code's, and what it
shows of the CLI is what the CLI has."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from vocabgen.targets.registry import TARGETS

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
sys.path.insert(0, str(ROOT / "scripts"))
import docs_tables  # noqa: E402  (a script, not a package)


def _sphinx(source: Path, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sphinx", "-W", "-n", "--keep-going", "-q", "-b", "html",
                           str(source), str(out)], capture_output=True, text=True)


def test_generated_tables_match_the_code() -> None:
    """Template contract, filters, settings x ports and compat rules: each page's copy is what
    scripts/docs_tables.py writes now."""
    for page in sorted(DOCS.glob("*.md")):
        text = page.read_text(encoding="utf-8")
        assert docs_tables.rewritten(text) == text, f"{page.name} is stale: run python scripts/docs_tables.py"


def test_every_table_has_a_page() -> None:
    found = {name for page in DOCS.glob("*.md") for name in docs_tables.block_names(page.read_text(encoding="utf-8"))}
    assert found == set(docs_tables.TABLES)


def test_a_drifted_table_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: a compat rule the page does not list makes the page stale."""
    monkeypatch.setitem(docs_tables.RULES, "value shouted", ("breaking", "a test row"))
    text = (DOCS / "evolution.md").read_text(encoding="utf-8")
    assert "value shouted" in docs_tables.rewritten(text) != text


def test_cli_page_names_every_render_option() -> None:
    """Every option of `vocabgen render` has a row in the CLI page's flag table and a place in its
    synopsis, so a new flag cannot ship undocumented."""
    from vocabgen.cli import render

    page = (DOCS / "cli.md").read_text(encoding="utf-8")
    table = page[page.index("| flag | effect |"):]
    table = table[:table.index("\n\n")]
    synopsis = page[page.index("vocabgen render [VOCAB_FILE]"):page.index("vocabgen validate")]
    for param in render.params:
        long = next((o for o in param.opts if o.startswith("--")), None)
        if long is None or long in ("--help", "--vocab"):
            continue
        assert f"| `{long}" in table, f"docs/cli.md's flag table lacks {long}"
        assert long in synopsis, f"docs/cli.md's synopsis lacks {long}"


def test_typed_is_refused_as_the_design_page_says(tmp_path: Path) -> None:
    """docs/typed.md marks each port built or not built in 0.2.0: exactly the ports whose
    settings take `typed` are built, the note names them, and a port that is not refuses the key,
    located, naming the targets that accept it (exit 2)."""
    page = (DOCS / "typed.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| (\w[\w#]*) \| (built|not built) \|", page, re.M))
    ports = {"Python": "python", "Java": "java", "TypeScript": "typescript", "Go": "go", "C#": "csharp",
             "Elixir": "elixir", "Clojure": "clojure", "PHP": "php", "Kotlin": "kotlin", "Rust": "rust"}
    accepting = [name for name, target in TARGETS.items() if any(s.name == "typed" for s in target.settings)]
    assert rows.keys() == ports.keys(), rows
    assert {ports[title] for title, built in rows.items() if built == "built"} == set(accepting) - {"conformance"}
    built_titles = [title for title, built in rows.items() if built == "built"]
    assert "Built in 0.2.0 for " + ", ".join(built_titles[:-1]) + " and " + built_titles[-1] in page
    # A language port the page calls not built, else the Markdown page (which takes no `typed`).
    refused = next((ports[title] for title, built in rows.items() if built == "not built"), "markdown")
    table = {"java": 'package = "x"\nclass = "V"', "go": 'package = "x"', "csharp": 'namespace = "X"\nclass = "V"',
             "elixir": 'module = "X"', "clojure": 'namespace = "x.y"', "php": 'namespace = "X"',
             "kotlin": 'package = "x"', "python": 'module = "x.y"', "typescript": "", "rust": "",
             "markdown": ""}[refused]
    (tmp_path / "vocab.toml").write_text('schema_version = 1\n[s]\nsingular = "s"\n[s.values]\na = "A."\n'
                                         f"[targets.{refused}]\ntyped = true\n{table}\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "vocabgen", "validate"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 2, proc.stderr
    assert f"vocab.toml:7: targets.{refused}.typed: not built for {refused} in this release (docs/typed.md); " \
           f"the targets that accept it are {', '.join(accepting)}" in proc.stderr, proc.stderr


@pytest.mark.slow
def test_docs_build_strict(tmp_path: Path) -> None:
    """Sphinx with MyST, warnings as errors (-W) and every reference checked (-n)."""
    proc = _sphinx(DOCS, tmp_path / "html")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert (tmp_path / "html" / "ports.html").exists()


@pytest.mark.slow
def test_a_broken_link_fails_the_build(tmp_path: Path) -> None:
    """Strict mode is on: a link to a missing page or anchor is an error, not a warning."""
    source = tmp_path / "docs"
    shutil.copytree(DOCS, source, ignore=shutil.ignore_patterns("_build"))
    cli = source / "cli.md"
    cli.write_text(cli.read_text(encoding="utf-8") + "\nSee [nowhere](missing.md#gone).\n", encoding="utf-8")
    proc = _sphinx(source, tmp_path / "html")
    assert proc.returncode != 0 and "missing" in proc.stderr, proc.stderr


# Settings every language target takes, described once above the per-port table (docs/ports.md).
SHARED_SETTINGS = {"functions", "alias_constants", "typed"}


def test_the_ports_page_describes_each_target_once_with_its_own_settings() -> None:
    """docs/ports.md "What each setting means": one row per target, in the registry's order,
    naming every setting of that target besides the shared ones (a row written twice, or a
    setting added without a word on the page, fails here)."""
    page = (DOCS / "ports.md").read_text(encoding="utf-8")
    table = page.split("What each setting means, port by port:", 1)[1].split("\n\n", 2)[1]
    rows: dict[str, str] = {}
    for line in table.splitlines()[2:]:
        target = re.match(r"\| `(\w+)` \|", line)
        assert target, line
        assert target.group(1) not in rows, f"docs/ports.md describes {target.group(1)} twice"
        rows[target.group(1)] = line.split(" | ")[1]
    assert list(rows) == list(TARGETS)
    for name, profile in TARGETS.items():
        missing = {s.name for s in profile.settings} - SHARED_SETTINGS - set(re.findall(r"`(\w+)`", rows[name]))
        assert not missing, f"docs/ports.md's {name} row does not name {sorted(missing)}"


def test_the_readme_and_the_cli_page_list_every_exit_status() -> None:
    """One decision per status (vocabgen/exit_codes.py), stated in both places a user looks: the
    CLI page's table and the README's paragraph."""
    from vocabgen import exit_codes

    statuses = {value for name, value in vars(exit_codes).items() if name.isupper() and isinstance(value, int)}
    page = (DOCS / "cli.md").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert statuses == {int(code) for code in re.findall(r"^\| (\d+) \|", page, re.M)}
    assert statuses == {int(code) for code in re.findall(r"\*\*(\d+)\*\*", readme)}
