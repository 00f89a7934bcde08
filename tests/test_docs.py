"""The documentation site: it builds strict, its generated tables are the code's, and what it
shows of the CLI is what the CLI has."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import tomli_w

from tests.ports import LANGUAGES, port_data
from vocabgen.links import page as docs_page
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
    ports = {title: port for port, title in port_data("TITLE").items()}  # each port's TITLE (tests/ports/<port>.py)
    accepting = [name for name, target in TARGETS.items() if any(s.name == "typed" for s in target.settings)]
    assert rows.keys() == ports.keys(), rows
    assert {ports[title] for title, built in rows.items() if built == "built"} == set(accepting) - {"conformance"}
    built_titles = [title for title, built in rows.items() if built == "built"]
    assert "Built in 0.2.0 for " + ", ".join(built_titles[:-1]) + " and " + built_titles[-1] in page
    # A language port the page calls not built, else the Markdown page (which takes no `typed`).
    refused = next((ports[title] for title, built in rows.items() if built == "not built"), "markdown")
    table = tomli_w.dumps(TARGETS[refused].starter(("x", "y")))  # the settings `vocabgen init` writes
    (tmp_path / "vocab.toml").write_text('schema_version = 1\n[s]\nsingular = "s"\n[s.values]\na = "A."\n'
                                         f"[targets.{refused}]\ntyped = true\n{table}\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "vocabgen", "validate"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 2, proc.stderr
    assert f"vocab.toml:7: targets.{refused}.typed: not built for {refused} in this release ({docs_page('typed')}); " \
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
SHARED_SETTINGS = {"functions", "alias_constants", "typed", "stability"}


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


# --- the pages' examples and promises --------------------------------------------------------

INVALID = "<!-- toml: invalid, the error follows -->"
FENCE = re.compile(r"^( *)```([^`\n]*)\n(.*?)^\1```$", re.M | re.S)
USER_PAGES = [page for page in sorted(DOCS.glob("*.md")) if page.name not in ("example.md", "changelog.md")]


def _blocks(text: str) -> list[tuple[int, str, str]]:
    """Every fenced block of a page: (offset, language, body with the list's indent removed)."""
    return [(match.start(), match.group(2),
             "".join(line[len(match.group(1)):] + "\n" for line in match.group(3).splitlines()))
            for match in FENCE.finditer(text)]


def _toml_examples() -> list[tuple[str, str, str | None]]:
    """Every TOML example of the docs and the README: (where, text, expected stderr) — the
    expected stderr is the text block after an example marked INVALID, None for a valid one."""
    found = []
    for page in [*sorted(DOCS.glob("*.md")), ROOT / "README.md"]:
        text = page.read_text(encoding="utf-8")
        blocks = _blocks(text)
        for index, (at, language, body) in enumerate(blocks):
            if language != "toml":
                continue
            where = f"{page.name}:{text.count(chr(10), 0, at) + 1}"
            invalid = text[:at].rstrip().endswith(INVALID)
            expected = None
            if invalid:
                assert index + 1 < len(blocks) and blocks[index + 1][1] == "text", f"{where}: the error must follow"
                expected = blocks[index + 1][2]
            found.append((where, body, expected))
    return found


def _completed(body: str) -> str:
    """A fragment (no schema_version) as the file it belongs to: its tables merged into a minimal
    vocab.toml, a vocabulary and a target added only where it has none."""
    import tomllib

    import tomli_w

    from vocabgen.tables import RESERVED_TOP

    if "schema_version" in tomllib.loads(body):
        return body
    document = {"schema_version": 1, **tomllib.loads(body)}
    if not any(key not in RESERVED_TOP for key in document):
        document["statuses"] = {"singular": "status", "values": {"done": "Done.", "maxTurns": "Out of turns."}}
    document.setdefault("targets", {"conformance": {}})
    return tomli_w.dumps(document)


def test_every_toml_example_validates_or_gives_the_error_it_shows(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """docs and README: each ```toml block validates (a fragment inside a minimal file), or is
    marked as a deliberate error and gives exactly the text block after it."""
    from click.testing import CliRunner

    from vocabgen.cli import main

    examples = _toml_examples()
    assert len(examples) >= 7 and any(expected for _, _, expected in examples)
    monkeypatch.chdir(tmp_path)
    for where, body, expected in examples:
        (tmp_path / "vocab.toml").write_text(_completed(body) if expected is None else body, encoding="utf-8")
        result = CliRunner().invoke(main, ["validate", "-q"])
        if expected is None:
            assert result.exit_code == 0, f"{where}: {result.stderr}"
        else:
            assert (result.exit_code, result.stderr) == (2, expected), f"{where}: {result.stderr}"


def test_the_motivating_library_appears_on_its_example_page_only() -> None:
    """Every user page uses a neutral example; toolnexus is docs/example.md's."""
    for page in [*USER_PAGES, ROOT / "README.md"]:
        assert "toolnexus" not in page.read_text(encoding="utf-8").lower(), page.name
    assert "toolnexus" in (DOCS / "example.md").read_text(encoding="utf-8")


NUMBERS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
           "thirteen", "fourteen", "fifteen", "sixteen")


def test_no_page_counts_the_ports_and_the_index_lists_the_registrys() -> None:
    """README, the docs and pyproject.toml's description never count the language ports (a count
    goes stale with the next port: the registry holds the list); docs/index.md's list names as many
    as the registry holds (every target taking `functions`; conformance and markdown are no
    language)."""
    import tomllib

    texts = {page.name: page.read_text(encoding="utf-8") for page in [*USER_PAGES, ROOT / "README.md"]}
    texts["pyproject.toml"] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["description"]
    stated = [(name, word) for name, text in texts.items()
              for word in re.findall(rf"\b({'|'.join(NUMBERS)}|\d+) (?:languages|language ports|ports)\b", text, re.I)]
    assert not stated, stated
    listed = re.search(r"<!-- ports: the registry's language targets -->\n\((.*?)\)", texts["index.md"], re.S)
    assert listed and len(re.split(r", | and ", listed.group(1))) == len(LANGUAGES)


def _schema_keys(node: object, path: tuple[str, ...] = ()) -> set[tuple[str, ...]]:
    """Every key path the JSON Schema names (properties of each object, through oneOf and
    additionalProperties), "*" standing for a name the user chooses."""
    found: set[tuple[str, ...]] = set()
    if isinstance(node, dict):
        for key, child in node.get("properties", {}).items():
            found |= {path + (key,)} | _schema_keys(child, path + (key,))
        if isinstance(node.get("additionalProperties"), dict):
            found |= _schema_keys(node["additionalProperties"], path + ("*",))
        for choice in node.get("oneOf", []):
            found |= _schema_keys(choice, path)
    return found


def test_every_key_the_schema_knows_is_documented() -> None:
    """vocab.toml's reference has a table row for every key of the file, a vocabulary, a value,
    an alias and a rule; every port's settings have their row in ports.md's settings table. Keys
    added later are found the same way, from the schema."""
    from vocabgen.schema import schema

    reference = (DOCS / "vocab-toml.md").read_text(encoding="utf-8")
    ports = (DOCS / "ports.md").read_text(encoding="utf-8")
    keys = _schema_keys(schema())
    assert ("*", "aliases", "*", "canonical") in keys and ("targets", "go", "package") in keys
    for path in sorted(keys):
        page = ports if path[0] == "targets" and len(path) >= 2 else reference
        assert f"\n| `{path[-1]}` |" in page, f"{'.'.join(path)} has no row in {'ports.md' if page is ports else 'vocab-toml.md'}"


def _anchors(page: str) -> set[str]:
    """The anchors MyST gives a page's headings (myst_heading_anchors = 3)."""
    return {re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
            for heading in re.findall(r"^#{1,3} (.*)$", page, re.M)}


def test_every_docs_link_vocabgen_prints_names_a_page_and_section_that_exist() -> None:
    """vocabgen.links.page(NAME, ANCHOR) in the code (init's comments, messages): docs/NAME.md
    exists and has that section."""
    calls = set()
    for source in (ROOT / "generator" / "vocabgen").rglob("*.py"):
        calls |= set(re.findall(r"""page\(['"]([\w-]+)['"](?:, ['"]([\w-]+)['"])?\)""", source.read_text(encoding="utf-8")))
    assert ("ci", "pre-commit") in calls and ("vocab-toml", "") in calls
    for name, anchor in calls:
        assert (DOCS / f"{name}.md").is_file(), name
        if anchor:
            assert anchor in _anchors((DOCS / f"{name}.md").read_text(encoding="utf-8")), (name, anchor)


def test_the_ports_page_shows_the_files_init_renders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ports.md's last column: the files `vocabgen init --name acme.billing` renders, per target."""
    from click.testing import CliRunner

    from vocabgen.cli import main

    monkeypatch.chdir(tmp_path)
    assert CliRunner().invoke(main, ["init", "--name", "acme.billing"]).exit_code == 0
    assert CliRunner().invoke(main, ["render", "-q"]).exit_code == 0
    rendered = {p.relative_to(tmp_path / "generated").as_posix() for p in (tmp_path / "generated").rglob("*")
                if p.is_file()}
    page = (DOCS / "ports.md").read_text(encoding="utf-8")
    table = page.split("What each setting means, port by port:", 1)[1].split("\n\n", 2)[1]
    shown = {path for line in table.splitlines()[2:] for path in re.findall(r"`([^`]+)`", line.split(" | ")[-1])}
    assert shown == rendered
