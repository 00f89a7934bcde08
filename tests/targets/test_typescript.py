"""Unit tests of the TypeScript target: names, literal and doc escaping, reserved words, collisions,
and (when the repo-local tsc is installed) strict compilation and the alias record's missing prototype."""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.toolchains import missing, require
from tests.ports.typescript import (NODE22, TSC, TSC_FLAGS, TYPE_ROOTS, build_projects, generated_tests_flags,
                                    node_test, with_tests)
from vocabgen.environment import make_environment
from tests.loading import load_text
from vocabgen.model import Model
from vocabgen.problems import ProblemsFound
from tests.loading import render
from vocabgen.targets import typescript
from vocabgen.targets.registry import build_view

ROOT = Path(__file__).resolve().parents[2]
CONFIG = '[targets.typescript]\npath = "{path}"\n'
# The tests that compile share one `tsc -b` (the module fixture `built`), so one worker runs them all.
pytestmark = pytest.mark.xdist_group("typescript")

Writer = Callable[[Path], tuple[Sequence[str], Sequence[str]]]
# Each compiling test's project: name -> (writer, needs @types/node). A writer puts the project's
# files into the folder it is given and returns its tsc flags and files, as `tsc FLAGS FILES` there.
PROJECTS: dict[str, tuple[Writer, bool]] = {}


def project(name: str, node_types: bool = False) -> Callable[[Writer], Writer]:
    """Register a test's tsc project for the module's one `tsc -b` (tsc starts once, not per test)."""
    def register(writer: Writer) -> Writer:
        PROJECTS[name] = (writer, node_types)
        return writer
    return register


def write(folder: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_text(text, encoding="utf-8")


@dataclass(frozen=True)
class Built:
    """The module's one `tsc -b`: each project's folder (root/name) and diagnostics."""

    root: Path
    diagnostics: dict[str, str]

    def ok(self, name: str) -> Path:
        """The project's folder, once tsc compiled it without an error."""
        assert self.diagnostics[name] == "", self.diagnostics[name]
        return self.root / name


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """Every registered project, compiled by one `tsc -b` (each with its own flags); the projects
    that need @types/node only where it is installed (their tests say so, or fail under CI)."""
    root = tmp_path_factory.mktemp("tsc")
    (root / "package.json").write_text('{"type": "module"}\n', encoding="utf-8")
    projects = {}
    for name, (writer, node_types) in PROJECTS.items():
        if node_types and not (TYPE_ROOTS / "node").is_dir():
            continue
        (root / name).mkdir(parents=True, exist_ok=True)
        projects[name] = writer(root / name)
    return Built(root, build_projects(root, projects))


def load_only(path: Path, ts_path: str = "typescript/vocabulary.ts") -> Model:
    """A vocab file with its [targets.*] tables replaced by the TypeScript one, so only this target is checked."""
    text = path.read_text(encoding="utf-8")
    return load_text(text[: text.index("\n[targets.")] + "\n" + CONFIG.format(path=ts_path), path.name)


def small(body: str) -> str:
    return "schema_version = 1\n" + body + "\n" + CONFIG.format(path="ts/small.ts")


def rendered(model: Model) -> str:
    (text,) = render(model, ["typescript"]).values()
    return text


def problems(toml: str) -> str:
    with pytest.raises(ProblemsFound) as info:
        load_text(toml)
    return str(info.value)


def unquote(lit: str) -> str:
    """Decode the double-quoted literals typescript.literal writes (the escapes it uses, nothing more)."""
    assert lit[0] == lit[-1] == '"'
    body, out, i = lit[1:-1], [], 0
    while i < len(body):
        ch = body[i]
        assert ch != '"', f"unescaped quote in {lit}"
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        nxt = body[i + 1]
        if nxt == "u" and body[i + 2] == "{":
            end = body.index("}", i)
            out.append(chr(int(body[i + 3:end], 16)))
            i = end + 1
        elif nxt == "u":
            out.append(chr(int(body[i + 2:i + 6], 16)))
            i += 6
        else:
            out.append({"n": "\n", "r": "\r", "t": "\t", "\\": "\\", '"': '"'}[nxt])
            i += 2
    return "".join(out)


@pytest.fixture(scope="module")
def shipped() -> Model:
    return load_only(ROOT / "vocab.toml")


@pytest.fixture(scope="module")
def hostile() -> Model:
    return load_only(ROOT / "tests" / "vocabularies" / "hostile_strings.toml", "typescript/strings.ts")


def test_shipped_public_names(shipped: Model) -> None:
    text = rendered(shipped)
    for line in [
        'export const STATUS_DONE = "done" as const;',
        'export const LIMIT_MAX_TOOL_CALLS = "maxToolCalls" as const;',
        'export const RUN_STATUS_INCOMPLETE = "incomplete" as const;',
        "export const STATUSES = [",
        "export type Status = (typeof STATUSES)[number];",
        "export type RunStatus = (typeof RUN_STATUSES)[number];",
        "export const LIMIT_ALIASES: Readonly<Record<string, Limit>> = vocabgenFrozenRecord(LIMIT_ALIAS_ENTRIES);",
        '  ["toolCalls", LIMIT_MAX_TOOL_CALLS],',
        "export function readStatus(value: unknown): Status | undefined {",
        "export function canonicalLimit(name: string): Limit {",
        "export function canonicalRunStatus(name: string): RunStatus {",
        "export function isStatus(value: unknown): value is Status {",
        "export const LIMIT_STOP_STATUSES = [STATUS_INCOMPLETE, STATUS_TIMEOUT] as const;",
        "export function settleLimitStop(",
        "  status: string,",
        "  limit: string | null | undefined,",
        "): Limit | undefined {",
    ]:
        assert line in text.split("\n"), line
    # Aliases only where the vocabulary declares them.
    assert "STATUS_ALIASES" not in text and "RUN_STATUS_ALIASES" not in text
    # Tombstones only where [X.removed] exists; every module-private name carries the prefix.
    assert "REMOVED_" not in text
    private = re.findall(r"^(?:const|function) (\w+)", text, re.M)
    assert private and all(name.startswith("vocabgen") for name in private), private


def test_file_shape(shipped: Model) -> None:
    (path, text), = render(shipped, ["typescript"]).items()
    assert path == "typescript/vocabulary.ts"
    assert text.split("\n", 1)[0] == f"// {build_view(shipped).marker}"
    assert text.endswith("}\n\n/* node:coverage enable */\n/* c8 ignore stop */\n")
    # Coverage tools skip the whole module: node's test runner and c8 each by their own hint.
    assert text.split("\n")[1:3] == ["/* c8 ignore start */", "/* node:coverage disable */"]
    assert "\r" not in text and "\t" not in text
    assert "\n\n\n" not in text
    assert rendered(shipped) == text  # deterministic


def test_the_naming_table_spells_every_role(shipped: Model) -> None:
    file = build_view(shipped)
    statuses, limits = file.vocabularies[0], file.vocabularies[1]
    assert limits.names["typescript"] == {"type": "Limit", "collection": "LIMITS", "aliases": "LIMIT_ALIASES",
                                          "alias_entries": "LIMIT_ALIAS_ENTRIES", "lookup": "vocabgenLimitLookup",
                                          "canonical": "canonicalLimit", "guard": "isLimit", "read": "readLimit"}
    assert "aliases" not in statuses.names["typescript"] and "removed" not in statuses.names["typescript"]
    assert limits.values[0].names["typescript"] == {"constant": "LIMIT_MAX_TURNS"}
    assert [rule.names["typescript"] for rule in file.rules] == [
        {"members": "LIMIT_STOP_STATUSES", "settle": "settleLimitStop", "subject_param": "status",
         "carried_param": "limit"},
        {"members": "RUN_LIMIT_STOP_RUN_STATUSES", "settle": "settleRunLimitStop", "subject_param": "runStatus",
         "carried_param": "limit"}]


@pytest.mark.parametrize("text, expected", [
    ('say "hi"', '"say \\"hi\\""'),
    ("back\\slash", '"back\\\\slash"'),
    ("template ${x} and `tick`", '"template ${x} and `tick`"'),
    ("it's #{x} */", '"it\'s #{x} */"'),
    ("smile \U0001F600 face", '"smile \U0001F600 face"'),
    ("zero\u200bwidth", '"zero\\u200bwidth"'),
    ("rtl \u202e override", '"rtl \\u202e override"'),
    ("nbsp\u00a0", '"nbsp\\u00a0"'),
    ("line\u2028sep", '"line\\u2028sep"'),
    ("astral format \U000E0001", '"astral format \\u{e0001}"'),
    ("café", '"café"'),
])
def test_literal(text: str, expected: str) -> None:
    assert typescript.literal(text) == expected
    assert unquote(expected) == text


def test_every_hostile_value_and_alias_round_trips(hostile: Model) -> None:
    text = rendered(hostile)
    for vocab in build_view(hostile).vocabularies:
        for value in vocab.values:
            name = value.names["typescript"]["constant"]
            match = re.search(rf"^export const {name} = (\".*\") as const;$", text, re.M)
            assert match, name
            assert unquote(match.group(1)) == value.text
        for alias in vocab.aliases:
            entry = f"  [{typescript.literal(alias.name)}, {typescript.reference(alias.value)}],"
            assert entry in text.split("\n")


def test_comments_cannot_close_early(hostile: Model) -> None:
    text = rendered(hostile)
    assert "*\\/" in text  # the hostile docs' */ was defused
    in_block = False
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith("/**"):
            in_block = True
        if in_block:
            # The only */ in a doc block is its own terminator, at the very end of a line.
            assert line.count("*/") == (1 if stripped.endswith("*/") else 0), line
            if stripped.endswith("*/"):
                in_block = False
    assert typescript.DOC.block("a */ b\n\n\u202e c") == "/**\n * a *\\/ b\n *\n *   c\n */"
    assert typescript.DOC.block("") == ""


@pytest.mark.parametrize("text", ["a */ b", "a */ b\nc", "\u00e9 */"], ids=["one ASCII line", "two lines", "non-ASCII"])
def test_every_doc_filter_defuses_a_terminator(text: str) -> None:
    """The filters are the template contract for user templates: each one, on each of its paths
    (one plain ASCII line is a fast path of its own), leaves no `*/` but the comment's own."""
    filters = make_environment().filters
    assert "*/" not in filters["ts_line"](text)
    assert not any("*/" in line for line in filters["ts_text"](text))
    assert filters["ts_doc"](text).count("*/") == 1


def test_reserved_type_and_collection_names_are_rejected() -> None:
    body = '[records]\nsingular = "record"\n[records.values]\na = "A."\n'
    assert ("vocab.toml:3: records.singular: typescript: type 'Record' is a global type or object of TypeScript's "
            "standard library (lib.d.ts) that the generated module uses") in problems(small(body))
    body = '[json]\nsingular = "entry"\n[json.values]\na = "A."\n'
    assert "vocab.toml:2: json: typescript: collection 'JSON' is a global type or object" in problems(small(body))


def test_identifier_collisions_are_rejected() -> None:
    body = '[limits]\nsingular = "limit"\n[limits.values]\nmaxTurns = "A."\n"max-turns" = "B."\n'
    message = problems(small(body))
    assert "typescript: constant 'LIMIT_MAX_TURNS' collides" in message
    body = ('[limits]\nsingular = "limit"\n[limits.values]\naliases = "A."\n'
            '[limits.aliases]\nx = "aliases"\n')
    assert "typescript: aliases 'LIMIT_ALIASES' collides" in problems(small(body))


def test_rule_members_colliding_with_a_collection_are_rejected() -> None:
    body = ('[statuses]\nsingular = "status"\n[statuses.values]\na = "A."\n'
            '[limit_stop_statuses]\nsingular = "stop"\n[limit_stop_statuses.values]\nb = "B."\n'
            '[limits]\nsingular = "limit"\n[limits.values]\nx = "X."\n'
            '[rules.limit_stop]\nvocabulary = "statuses"\nvalues = ["a"]\ncarries = "limits"\n')
    assert "typescript: rule members 'LIMIT_STOP_STATUSES' collides" in problems(small(body))


def test_settle_parameters_fall_back_when_reserved() -> None:
    body = ('[defaults]\nsingular = "default"\n[defaults.values]\na = "A."\n'
            '[limits]\nsingular = "limit"\n[limits.values]\nx = "X."\n'
            '[rules.r]\nvocabulary = "defaults"\nvalues = ["a"]\ncarries = "limits"\n')
    text = rendered(load_text(small(body)))
    assert "  subject: string,\n  carried: string | null | undefined,\n" in text or \
        "(subject: string, carried: string | null | undefined)" in text


def test_path_must_be_a_ts_file() -> None:
    body = '[a]\nsingular = "b"\n[a.values]\nc = "C."\n'
    toml = "schema_version = 1\n" + body + '[targets.typescript]\npath = "x/types.d.ts"\n'
    assert "must end with '.ts'" in problems(toml)


needs_tsc = pytest.mark.toolchain("node", str(TSC))

PROTO = """
[limits]
doc = "Limits."
singular = "limit"

[limits.values]
maxTurns = "Turns."
"x\\u00a0y" = "A no-break space."

[limits.aliases]
"__proto__" = "maxTurns"
"to String" = "maxTurns"

[methods]
singular = "method"

[methods.values]
GET = "Read."
"""

CHECK = """
import * as v from "./small.js";
const checks: Record<string, boolean> = {
  proto: v.LIMIT_ALIASES["__proto__"] === v.LIMIT_MAX_TURNS,
  noPrototype: Object.getPrototypeOf(v.LIMIT_ALIASES) === null,
  frozen: Object.isFrozen(v.LIMIT_ALIASES),
  toString: v.LIMIT_ALIASES["toString"] === undefined,
  constructor: v.LIMIT_ALIASES["constructor"] === undefined,
  canonicalProto: v.canonicalLimit("__proto__") === v.LIMIT_MAX_TURNS,
  nbsp: v.LIMITS[1] === "x\\u00a0y",
  guard: v.isMethod("GET") && !v.isMethod("get") && !v.isMethod(undefined),
};
for (const name of ["toString", "hasOwnProperty", "valueOf", " maxTurns", ""]) {
  try {
    v.canonicalLimit(name);
    checks[`rejects ${JSON.stringify(name)}`] = false;
  } catch (error) {
    checks[`rejects ${JSON.stringify(name)}`] =
      error instanceof RangeError && error.message.includes(JSON.stringify(name)) &&
      error.message.includes('"maxTurns"');
  }
}
console.log(JSON.stringify(checks));
"""


@project("proto")
def _proto(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
    write(folder, {"small.ts": rendered(load_text(small(PROTO))),
                   "check.ts": CHECK.replace("console.log", "declare const console: { log(s: string): void };\n"
                                             "console.log")})
    return [*TSC_FLAGS, "--outDir", "out"], ["small.ts", "check.ts"]


@needs_tsc
def test_compiles_strictly_and_alias_record_has_no_prototype(built: Built) -> None:
    """A vocabulary without rules (so no unused helper may be emitted) and hostile alias keys."""
    folder = built.ok("proto")
    ran = subprocess.run(["node", "out/check.js"], cwd=folder, capture_output=True, text=True, encoding="utf-8")
    assert ran.returncode == 0, ran.stderr
    checks = json.loads(ran.stdout)
    assert checks and all(checks.values()), {k: v for k, v in checks.items() if not v}


@project("bare")
def _bare(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
    write(folder, {"small.ts": rendered(load_text(small('[methods]\nsingular = "method"\n[methods.values]\n'
                                                        'GET = "Read."\n')))})
    return [*TSC_FLAGS, "--noEmit"], ["small.ts"]


@needs_tsc
def test_module_without_aliases_or_rules_compiles(built: Built) -> None:
    text = (built.ok("bare") / "small.ts").read_text(encoding="utf-8")
    assert "vocabgenFrozen" not in text and "ALIAS" not in text


EVOLUTION = ROOT / "tests" / "vocabularies" / "evolution.toml"


def with_setting(model_path: Path, extra: str) -> Model:
    """The vocab file with only a TypeScript target carrying `extra` settings."""
    text = model_path.read_text(encoding="utf-8")
    return load_text(text[: text.index("\n[targets.")] + "\n" + CONFIG.format(path="small.ts") + extra,
                     model_path.name)


def test_deprecated_values_carry_tsdoc_and_the_module_never_uses_them() -> None:
    text = rendered(with_setting(EVOLUTION, ""))
    assert ("/**\n * The task was cancelled.\n *\n * @deprecated use interrupted: cancelled and interrupted were merged\n"
            " */\nexport const STATUS_CANCELLED = \"cancelled\" as const;\n") in text
    assert "@deprecated use maxTurns; steps are turns\n */\nexport const LIMIT_MAX_STEPS" in text
    # The file's own collections, aliases and rules write the literal, never the deprecated name.
    assert text.count("STATUS_CANCELLED") == 1 and text.count("LIMIT_MAX_STEPS") == 1
    assert '  ["steps", "maxSteps"],' in text and " * - \"steps\": use turns" in text
    assert "export const REMOVED_LIMITS = [\"maxCalls\", \"calls\"] as const;" in text
    assert " * - \"aborted\": Renamed to interrupted in schema 1; a relay passes it on as unknown." in text
    assert "export function readStatus(value: unknown): Status {" in text  # the fallback makes it total
    assert "export function readLimit(value: unknown): Limit | undefined {" in text
    assert "export function settleTaskLimit(" in text and "export function settleRunLimit(" in text


def test_functions_setting_is_validated() -> None:
    body = '[a]\nsingular = "b"\n[a.values]\nc = "C."\n'
    assert "is not one of public, internal, none" in problems(small(body) + 'functions = "private"\n')


def _declarations(functions: str, *flags: str) -> Writer:
    def writer(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
        write(folder, {"small.ts": rendered(with_setting(EVOLUTION, f'functions = "{functions}"\n'))})
        return [*TSC_FLAGS, "--declaration", *flags, "--outDir", "out"], ["small.ts"]
    return writer


project("internal_stripped")(_declarations("internal", "--stripInternal"))
project("internal_kept")(_declarations("internal"))
project("public_stripped")(_declarations("public", "--stripInternal"))


@needs_tsc
def test_functions_internal_are_kept_out_of_the_declarations(built: Built) -> None:
    """TypeScript has no package-private: an unexported function is dead code (and fails
    --noUnusedLocals). `internal` exports each function tagged @internal, so the host's
    `tsc --stripInternal` keeps them out of its .d.ts, its public API."""
    folder = built.ok("internal_stripped")
    text = (folder / "small.ts").read_text(encoding="utf-8")
    assert text.count(" * @internal\n") == 3 * 3 + 2  # guard, canonical, read per vocabulary; each settle
    declarations = (folder / "out" / "small.d.ts").read_text(encoding="utf-8")
    assert "export declare const STATUS_DONE" in declarations and "REMOVED_LIMITS" in declarations
    for hidden in ("isStatus", "canonicalStatus", "readStatus", "settleTaskLimit", "vocabgen"):
        assert hidden not in declarations, hidden
    # Without --stripInternal (the README says so) they stay declared, tagged: only tsc's flag hides them.
    assert (built.ok("internal_kept") / "small.ts").read_text(encoding="utf-8") == text
    kept = (built.ok("internal_kept") / "out" / "small.d.ts").read_text(encoding="utf-8")
    for declared in ("isStatus", "canonicalStatus", "readStatus", "settleTaskLimit"):
        assert re.search(r"\* @internal\n(?: \*.*\n)* \*/\nexport declare function " + declared + r"\(", kept), declared
    public = built.ok("public_stripped") / "out" / "small.d.ts"
    assert "export declare function canonicalStatus" in public.read_text(encoding="utf-8")


@project("functions_none")
def _functions_none(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
    write(folder, {"small.ts": rendered(with_setting(EVOLUTION, 'functions = "none"\n'))})
    return [*TSC_FLAGS, "--noEmit"], ["small.ts"]  # --noUnusedLocals: no helper is left behind unused


@needs_tsc
def test_functions_none_emits_constants_and_collections_only(built: Built) -> None:
    text = (built.ok("functions_none") / "small.ts").read_text(encoding="utf-8")
    assert "function is" not in text and "function canonical" not in text and "function read" not in text
    assert "function settle" not in text and "Lookup" not in text and "vocabgenContains" not in text
    for kept in ("export const STATUSES", "export type Status", "export const LIMIT_ALIASES",
                 "export const LIMIT_ALIAS_ENTRIES", "export const REMOVED_STATUSES", "export const TASK_LIMIT_STATUSES"):
        assert kept in text, kept


@project("coverage")
def _coverage(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
    write(folder, {"small.ts": rendered(with_setting(EVOLUTION, "")),
                   "touch.ts": 'import * as v from "./small.js";\nif (v.STATUS_DONE !== "done") {\n'
                               '  throw new RangeError("unreachable");\n}\n'})
    return [*TSC_FLAGS, "--outDir", "out"], ["small.ts", "touch.ts"]


@needs_tsc
def test_coverage_hints_are_honoured_by_nodes_test_runner(built: Built) -> None:
    """Node's `--experimental-test-coverage` counts the module as fully covered though almost no
    function runs (`/* node:coverage disable */`); c8 reads `/* c8 ignore start */` alike."""
    ran = subprocess.run(["node", "--test", "--experimental-test-coverage", "out/touch.js"], cwd=built.ok("coverage"),
                         capture_output=True, text=True)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    row = next(line for line in ran.stdout.splitlines() if "small.js" in line)
    assert re.search(r"small\.js\s*\|\s*100\.00\s*\|\s*100\.00\s*\|\s*100\.00\s*\|", row), row


INTEGER_KEYS = """
[limits]
singular = "limit"

[limits.values]
maxTurns = "Turns."
maxTokens = "Tokens."

[limits.aliases]
b = "maxTurns"
"10" = "maxTokens"
a = "maxTurns"
"""

ORDER_CHECK = """
import * as v from "./small.js";
declare const console: { log(s: string): void };
let message = "";
try {
  v.canonicalLimit("nope");
} catch (error) {
  message = error instanceof RangeError ? error.message : "";
}
console.log(JSON.stringify({
  entries: v.LIMIT_ALIAS_ENTRIES.map(([alias]) => alias),
  recordKeys: Object.keys(v.LIMIT_ALIASES),
  ten: v.LIMIT_ALIASES["10"] ?? null,
  frozen: Object.isFrozen(v.LIMIT_ALIAS_ENTRIES) && v.LIMIT_ALIAS_ENTRIES.every((pair) => Object.isFrozen(pair)),
  message,
}));
"""


@project("integer_keys")
def _integer_keys(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
    write(folder, {"small.ts": rendered(load_text(small(INTEGER_KEYS))), "check.ts": ORDER_CHECK})
    return [*TSC_FLAGS, "--outDir", "out"], ["small.ts", "check.ts"]


@needs_tsc
def test_alias_entries_keep_vocab_toml_order_for_integer_like_keys(built: Built) -> None:
    """JavaScript puts integer-like keys ("10") first in any object: LIMIT_ALIAS_ENTRIES keeps the
    declared order, and so does the error message's list of spellings."""
    ran = subprocess.run(["node", "out/check.js"], cwd=built.ok("integer_keys"), capture_output=True, text=True,
                         encoding="utf-8")
    assert ran.returncode == 0, ran.stderr
    result = json.loads(ran.stdout)
    assert result["entries"] == ["b", "10", "a"]
    assert result["recordKeys"] == ["10", "b", "a"]  # the reordering the entries exist for
    assert result["ten"] == "maxTokens" and result["frozen"] is True
    assert result["message"].endswith('expected one of: "maxTurns", "maxTokens", "b", "10", "a"')


def test_tests_path_writes_a_node_test_file_beside_the_module() -> None:
    model = load_text(small(INTEGER_KEYS) + 'tests_path = "spec/small.test.ts"\n')
    files = render(model, ["typescript"])
    assert sorted(files) == ["spec/small.test.ts", "ts/small.ts"]
    test_file = files["spec/small.test.ts"]
    assert test_file.split("\n", 1)[0] == f"// {build_view(model).marker}"
    assert 'import * as v from "../ts/small.js";' in test_file
    assert typescript.import_path("typescript/vocabulary.ts", "typescript/vocabulary.test.ts") == "./vocabulary.js"
    assert typescript.import_path("vocabulary.ts", "test.ts") == "./vocabulary.js"
    # Off by default: no tests file unless asked for.
    assert list(render(load_text(small(INTEGER_KEYS)), ["typescript"])) == ["ts/small.ts"]
    assert "tests_path 'x.js' must end with '.ts'" in problems(small(INTEGER_KEYS) + 'tests_path = "x.js"\n')


def test_tests_import_names_the_module_as_the_hosts_runner_finds_it() -> None:
    """`tests_import`: ".js" (the default, NodeNext), ".ts" (Node's type stripping), or a
    specifier written as given (the host's built package)."""
    base = small(INTEGER_KEYS) + 'tests_path = "spec/small.test.ts"\n'
    for setting, specifier in [("", "../ts/small.js"), ('tests_import = ".js"\n', "../ts/small.js"),
                               ('tests_import = ".ts"\n', "../ts/small.ts"),
                               ('tests_import = "../dist/index.js"\n', "../dist/index.js"),
                               ('tests_import = "@acme/agents/vocabulary"\n', "@acme/agents/vocabulary")]:
        files = render(load_text(base + setting), ["typescript"])
        assert f'import * as v from "{specifier}";' in files["spec/small.test.ts"], setting
        assert files["ts/small.ts"] == render(load_text(base), ["typescript"])["ts/small.ts"], "the module is the same"
    assert typescript.import_path("src/vocabulary.ts", "src/vocabulary.test.ts", ".ts") == "./vocabulary.ts"
    assert "targets.typescript.tests_import: 'ts' names a package; write '.ts' (with the dot)" in problems(
        base + 'tests_import = "ts"\n')
    for bad in [".mjs", "/abs/index.js", "../dist/in dex.js", 'x"y', "C:\\dist", "node:test", "", "./"]:
        message = problems(base + f"tests_import = {json.dumps(bad)}\n")
        assert f"vocab.toml:18: targets.typescript.tests_import: {bad!r} is not '.js', '.ts'" in message, bad
    assert ("targets.typescript: tests_import is set, but tests_path is not"
            in problems(small(INTEGER_KEYS) + 'tests_import = ".ts"\n'))
    go = problems(small(INTEGER_KEYS) + '\n[targets.go]\npackage = "small"\ntests_import = ".ts"\n')
    assert "targets.go.tests_import: unknown key in [targets.go]" in go, "a port without it refuses it, located"


def test_the_view_the_tests_file_reads_holds_no_lines() -> None:
    from tests.test_contexts import _spelled

    model = load_text(small(PROTO) + 'tests_path = "small.test.ts"\n')
    spelled = list(_spelled(build_view(model), "typescript"))
    assert spelled and all("\n" not in text for _, text in spelled)


def needs_node_types() -> None:
    if not (TYPE_ROOTS / "node").is_dir():
        missing(f"@types/node not found under {TYPE_ROOTS}; run: bash tests/install/typescript.sh")


def _generated_tests(vocab: Path, path: str, extra: str, tests_path: str) -> Writer:
    """A project of the generated node:test file and its module, compiled as the conformance
    build (tests/ports/typescript.py) compiles them."""
    def writer(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
        text = vocab.read_text(encoding="utf-8")
        model = with_tests(load_text(text[: text.index("\n[targets.")] + "\n" + CONFIG.format(path=path) + extra,
                                     vocab.name), tests_path)
        write(folder, render(model, ["typescript"]))
        return [*generated_tests_flags(), "--rootDir", ".", "--outDir", "tests-out"], [tests_path]
    return writer


for _functions in ("public", "none"):
    project(f"generated_{_functions}", node_types=True)(_generated_tests(
        EVOLUTION, "typescript/evolve.ts", f'functions = "{_functions}"\n', "typescript/evolve.test.ts"))


@needs_tsc
@pytest.mark.parametrize("functions", ["public", "none"])
def test_generated_tests_pass_and_fail_on_a_wrong_module(built: Built, functions: str) -> None:
    """The generated node:test file passes against its module, and fails once one value,
    alias or rule member in the module is wrong (its expectations come from vectors.py)."""
    needs_node_types()
    folder = built.ok(f"generated_{functions}")
    compiled = [folder / "tests-out" / "typescript" / "evolve.test.js"]
    assert re.search(r"^# pass (\d+)$", node_test(compiled, folder), re.M)
    if functions == "none":
        return
    module = folder / "tests-out" / "typescript" / "evolve.js"
    good = module.read_text(encoding="utf-8")
    for wrong in [good.replace('["tokens", LIMIT_MAX_TOKENS]', '["tokens", LIMIT_MAX_TURNS]'),
                  good.replace("[STATUS_INCOMPLETE, STATUS_TIMEOUT]", "[STATUS_INCOMPLETE]"),
                  good.replace('"interrupted";', '"Interrupted";'),
                  good.replace("?? STATUS_ERROR", "?? STATUS_DONE")]:
        assert wrong != good
        module.write_text(wrong, encoding="utf-8")
        with pytest.raises(AssertionError, match="did not all pass"):
            node_test(compiled, folder)


PUBLIC_API = ROOT / "tests" / "vocabularies" / "public_api.toml"


project("alias_constants", node_types=True)(_generated_tests(
    PUBLIC_API, "typescript/api.ts", "alias_constants = true\n", "typescript/api.test.ts"))


@needs_tsc
def test_generated_tests_check_alias_constants_and_an_empty_alias_table(built: Built) -> None:
    """alias_constants (deprecated ones too) and a `members` name compile under the strict flags,
    and the generated test checks each alias constant; an empty [X.aliases] table's test compiles
    (a deepEqual against [] would narrow the entries to never[]) and passes."""
    needs_node_types()
    folder = built.ok("alias_constants")
    test_file = (folder / "typescript" / "api.test.ts").read_text(encoding="utf-8")
    assert "    v.LIMIT_ALIAS_WALL_MS,\n" in test_file and '    "wallMs",\n' in test_file
    assert "export const STOPPING_STATUSES" in (folder / "typescript" / "api.ts").read_text(encoding="utf-8")
    compiled = [folder / "tests-out" / "typescript" / "api.test.js"]
    assert re.search(r"^# pass (\d+)$", node_test(compiled, folder), re.M)
    module = folder / "tests-out" / "typescript" / "api.js"
    good = module.read_text(encoding="utf-8")
    wrong = good.replace('LIMIT_ALIAS_WALL_MS = "wallMs"', 'LIMIT_ALIAS_WALL_MS = "wallMS"')
    assert wrong != good
    module.write_text(wrong, encoding="utf-8")
    with pytest.raises(AssertionError, match="did not all pass"):
        node_test(compiled, folder)


project("generated_typed", node_types=True)(_generated_tests(
    EVOLUTION, "typescript/evolve.ts", "typed = true\n", "typescript/evolve.test.ts"))


@needs_tsc
def test_generated_tests_check_the_typed_api_and_fail_on_a_wrong_one(built: Built) -> None:
    """typed = true adds to the generated node:test file a members test and a parse test per
    vocabulary and a typed-settle test per rule; each fails once the typed API it checks is wrong."""
    needs_node_types()
    folder = built.ok("generated_typed")
    compiled = [folder / "tests-out" / "typescript" / "evolve.test.js"]
    report = node_test(compiled, folder)
    for name in ("status: Status holds each value as its member, in vocab.toml order",
                 "limit: parseLimit never throws and keeps an unknown byte for byte",
                 "run_limit: settleKnownRunLimit on strict-parsed members"):
        assert re.search(rf"^ok \d+ - {re.escape(name)}$", report, re.M), name
    assert re.search(r"^# pass 28$", report, re.M)  # 7 per vocabulary (8 with aliases), 3 per rule
    module = folder / "tests-out" / "typescript" / "evolve.js"
    good = module.read_text(encoding="utf-8")
    for wrong in [good.replace("INCOMPLETE: STATUS_INCOMPLETE,", "INCOMPLETE: STATUS_TIMEOUT,"),
                  good.replace("?? Object.freeze({ unknown: raw })", "?? Object.freeze({ unknown: raw.trim() })", 1),
                  good.replace('? value : value.unknown', '? value : ""', 1),
                  good.replace("(TASK_LIMIT_STATUSES, status) ? limit : undefined",
                               "(TASK_LIMIT_STATUSES, status) ? limit : limit")]:
        assert wrong != good
        module.write_text(wrong, encoding="utf-8")
        with pytest.raises(AssertionError, match="did not all pass"):
            node_test(compiled, folder)
    module.write_text(good, encoding="utf-8")


@project("hosts/package", node_types=True)  # before "hosts": its check reads the built package's .d.ts
def _built_package(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
    """The package host (hosts/package) and the type-stripping one (hosts/stripped), rendered."""
    text = EVOLUTION.read_text(encoding="utf-8")
    body = text[: text.index("\n[targets.")] + "\n"
    stripped = load_text(body + '[targets.typescript]\npath = "src/evolve.ts"\ntests_path = "src/evolve.test.ts"\n'
                         'tests_import = ".ts"\n', "evolution.toml")
    package = load_text(body + '[targets.typescript]\npath = "src/evolve.ts"\ntests_path = "test/evolve.test.ts"\n'
                        'tests_import = "../dist/index.js"\n', "evolution.toml")
    for host, model in (("stripped", stripped), ("package", package)):
        write(folder.parent / host, {"package.json": '{"type": "module", "private": true}\n',
                                     **render(model, ["typescript"])})
    (folder / "src/index.ts").write_text('export * from "./evolve.js";\n', encoding="utf-8")
    return [*TSC_FLAGS, "--declaration", "--rootDir", "src", "--outDir", "dist"], ["src/index.ts", "src/evolve.ts"]


@project("hosts", node_types=True)
def _hosts_checked(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
    return ([*generated_tests_flags(), "--noEmit", "--allowImportingTsExtensions"],
            ["stripped/src/evolve.test.ts", "package/test/evolve.test.ts"])


@pytest.mark.toolchain("node", str(TSC), str(NODE22))
def test_generated_tests_run_under_node_type_stripping_and_against_a_built_package(built: Built) -> None:
    """Two more hosts (the `.js` host is the test above): one runs its .ts tests straight under
    `node --experimental-strip-types --test` on Node 22 (tests_import = ".ts"; tsc type-checks with
    allowImportingTsExtensions), one tests its built package (tests_import = "../dist/index.js")
    and fails when the built module is wrong."""
    needs_node_types()
    built.ok("hosts/package")
    hosts = built.ok("hosts")
    assert 'from "./evolve.ts";' in (hosts / "stripped/src/evolve.test.ts").read_text(encoding="utf-8")
    tests = [hosts / "stripped/src/evolve.test.ts", hosts / "package/test/evolve.test.ts"]
    report = node_test(tests, hosts, str(NODE22), ("--experimental-strip-types",))
    assert re.search(r"^# fail 0$", report, re.M) and int(re.search(r"^# pass (\d+)$", report, re.M).group(1)) > 20
    module = hosts / "package/dist/evolve.js"
    module.write_text(module.read_text(encoding="utf-8").replace('"interrupted";', '"Interrupted";'), encoding="utf-8")
    with pytest.raises(AssertionError, match="did not all pass"):
        node_test(tests[1:], hosts, str(NODE22), ("--experimental-strip-types",))


ESLINT = ROOT / ".toolchains" / "node_modules" / "eslint" / "bin" / "eslint.js"
ESLINT_CONFIG = """
import tseslint from "typescript-eslint";
export default [
  {
    files: ["**/*.ts"],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { project: "./tsconfig.json", tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: { "@typescript-eslint/no-deprecated": "warn" },
  },
];
"""
USER_PROGRAM = """
import { LIMIT_ALIASES, STATUS_CANCELLED, STATUS_DONE, readStatus } from "./small.js";
export const stopped: string = STATUS_CANCELLED;
export const done: string = STATUS_DONE;
export const steps = LIMIT_ALIASES["steps"];
export const read = readStatus("aborted");
"""


@pytest.mark.toolchain
def test_no_deprecated_flags_a_user_of_a_deprecated_constant_and_not_the_module(tmp_path: Path) -> None:
    """@typescript-eslint/no-deprecated (typescript-eslint, tests/install/typescript.sh) reports a
    user program's use of a deprecated constant with the reason, and nothing in the module itself."""
    require("node")
    if not ESLINT.is_file():
        missing(f"eslint not installed at {ESLINT}; run: bash tests/install/typescript.sh")
    (tmp_path / "node_modules").symlink_to(ESLINT.parents[2], target_is_directory=True)
    (tmp_path / "package.json").write_text('{"type": "module"}\n', encoding="utf-8")
    (tmp_path / "tsconfig.json").write_text(json.dumps({"compilerOptions": {
        "strict": True, "module": "NodeNext", "moduleResolution": "NodeNext", "target": "ES2022", "noEmit": True,
        "types": []}, "include": ["*.ts"]}), encoding="utf-8")
    (tmp_path / "eslint.config.mjs").write_text(ESLINT_CONFIG, encoding="utf-8")
    (tmp_path / "small.ts").write_text(rendered(with_setting(EVOLUTION, "")), encoding="utf-8")
    (tmp_path / "user.ts").write_text(USER_PROGRAM, encoding="utf-8")
    ran = subprocess.run(["node", str(ESLINT), "--format", "json", "small.ts", "user.ts"], cwd=tmp_path,
                         capture_output=True, text=True, encoding="utf-8", timeout=300)
    assert ran.returncode == 0, ran.stdout + ran.stderr  # warnings only
    reports = {Path(f["filePath"]).name: f["messages"] for f in json.loads(ran.stdout)}
    assert reports["small.ts"] == []
    assert [(m["ruleId"], m["line"], m["message"]) for m in reports["user.ts"]] == [
        ("@typescript-eslint/no-deprecated", 3,
         "`STATUS_CANCELLED` is deprecated. use interrupted: cancelled and interrupted were merged"),
    ]


def _big_vocabulary(count: int) -> str:
    values = "\n".join(f'v{i:05d} = "Value {i}."' for i in range(count))
    aliases = "\n".join(f'a{i:05d} = "v{i:05d}"' for i in range(0, count, 10))
    members = ", ".join(f'"v{i:05d}"' for i in range(0, count, 100))
    return (f'[items]\nsingular = "item"\n[items.values]\n{values}\n[items.aliases]\n{aliases}\n'
            f'[limits]\nsingular = "limit"\n[limits.values]\nx = "X."\n'
            f'[rules.big]\nvocabulary = "items"\nvalues = [{members}]\ncarries = "limits"\n')


HAZARDS = """
[statuses]
singular = "member"
doc = "@param status a doc line that starts like a tag\\n* @return not a tag either\\nmail team@example.org; {@link STATUSES} stays a link"

[statuses.values]
done = "@deprecated is not a deprecation here\\n  @throws nothing"
gone = { doc = "Gone.", deprecated = "@see nothing; use done" }

[limits]
singular = "readonly_limit"

[limits.values]
x = "X."

[rules.member]
vocabulary = "statuses"
values = ["done"]
carries = "limits"
"""

TAGS = """
import ts from "typescript";
import { readFileSync } from "node:fs";
const file = process.argv[2];
const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
const tags = {};
const visit = (node) => {
  if (ts.isVariableStatement(node) || ts.isFunctionDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
    const name = ts.isVariableStatement(node) ? node.declarationList.declarations[0].name.text : node.name.text;
    tags[name] = ts.getJSDocTags(node).map((tag) => tag.tagName.text);
  }
  ts.forEachChild(node, visit);
};
visit(source);
console.log(JSON.stringify(tags));
"""


@project("hazards")
def _hazards(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
    write(folder, {"small.ts": rendered(load_text(small(HAZARDS)))})
    return [*TSC_FLAGS, "--noEmit"], ["small.ts"]  # the parameter named like settle's local falls back


@needs_tsc
def test_doc_lines_that_look_like_tags_stay_text(tmp_path: Path, built: Built) -> None:
    """A doc line starting with `@param` or `* @return` (or a deprecation reason starting with
    `@see`) is escaped as `\\\\@`, so TypeScript's own JSDoc parser finds only the tags vocabgen writes."""
    text = (built.ok("hazards") / "small.ts").read_text(encoding="utf-8")
    assert " * \\@param status a doc line" in text and " * * \\@return not a tag either" in text
    assert " * @deprecated \\@see nothing; use done" in text
    assert "team@example.org; {@link STATUSES}" in text
    (tmp_path / "small.ts").write_text(text, encoding="utf-8")
    (tmp_path / "tags.mjs").write_text(TAGS, encoding="utf-8")
    (tmp_path / "node_modules").symlink_to(TSC.parents[1], target_is_directory=True)
    ran = subprocess.run(["node", "tags.mjs", "small.ts"], cwd=tmp_path, capture_output=True, text=True)
    assert ran.returncode == 0, ran.stderr
    tags = json.loads(ran.stdout)
    assert tags["Member"] == [] and tags["MEMBER_DONE"] == []
    assert tags["MEMBER_GONE"] == ["deprecated"]
    assert tags["canonicalMember"] == ["throws"]


def test_settle_parameters_never_shadow_the_bodys_local() -> None:
    text = rendered(load_text(small(HAZARDS)))
    assert "export function settleMember(\n  subject: string,\n  carried: string | null | undefined,\n" in text


@pytest.mark.parametrize("name, singular", [("type", "readonly_map"), ("type", "range_error"), ("type", "map"),
                                            ("type", "object")])
def test_globals_the_module_uses_are_reserved(name: str, singular: str) -> None:
    body = f'[things]\nsingular = "{singular}"\n[things.values]\na = "A."\n'
    assert f"typescript: {name} '" in problems(small(body))


@project("ten_thousand", node_types=True)
def _ten_thousand(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
    """10,000 values and their generated node:test file (tsc overflowed its stack on 10,000 assert
    statements in one test: see the template's comment)."""
    write(folder, render(with_tests(load_text(small(_big_vocabulary(10_000))), "ts/small.test.ts"), ["typescript"]))
    return [*generated_tests_flags(), "--rootDir", ".", "--outDir", "tests-out"], ["ts/small.test.ts"]


@needs_tsc
def test_ten_thousand_values_and_their_generated_tests_compile_and_pass(built: Built) -> None:
    needs_node_types()
    folder = built.ok("ten_thousand")
    assert (folder / "ts" / "small.ts").read_text(encoding="utf-8").count("export const ITEM_V") == 10_000
    assert re.search(r"^# pass 13$", node_test([folder / "tests-out" / "ts" / "small.test.js"], folder), re.M)


def test_no_generated_test_asserts_once_per_value() -> None:
    """Each test of the node:test file asserts a few times over lists and tables, at any size:
    thousands of assert calls in one test overflowed tsc's stack (control-flow analysis)."""
    model = with_tests(load_text(small(_big_vocabulary(600)).replace(
        'path = "ts/small.ts"\n', 'path = "ts/small.ts"\ntyped = true\nalias_constants = true\n')), "ts/small.test.ts")
    text = render(model, ["typescript"])["ts/small.test.ts"]
    tests = text.split("\ntest(")[1:]
    assert len(tests) == 18
    assert max(test.count("assert.") for test in tests) <= 4, max(tests, key=lambda test: test.count("assert."))[:300]


def _long_model() -> Model:
    lengths = (40, 99, 100, 101, 180, 300)
    values = "\n".join(f'"{"v" * n}-{n}" = "A value of {n} characters."' for n in lengths)
    singular = "_".join(["extraordinarily"] * 8)
    model = load_text(small(f'[things]\nsingular = "{singular}"\n[things.values]\n{values}\n'
                            f'[things.aliases]\n"{"a" * 300}" = "{"v" * 300}-300"\n'
                            f'[others]\nsingular = "{singular}_other"\n[others.values]\nx = "X."\n'
                            f'[rules.{"r" * 200}]\nvocabulary = "things"\nvalues = ["{"v" * 40}-40"]\n'
                            'carries = "others"\n'))
    return model


@project("long_values")
def _long_values(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
    write(folder, {"small.ts": rendered(_long_model())})
    return [*TSC_FLAGS, "--noEmit"], ["small.ts"]


@needs_tsc
def test_long_values_and_singulars_round_trip_and_compile(built: Built) -> None:
    text = (built.ok("long_values") / "small.ts").read_text(encoding="utf-8")
    for vocab in _long_model().vocabularies:
        for value in vocab.values:
            assert f" = {typescript.literal(value.text)} as const;" in text
    assert "\n\n\n" not in text and "\t" not in text


# typed = true (docs/typed.md): the union plus a frozen object of members, an unknown carrier.
TYPED = """
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
"""
# A host's exhaustive switch over the known type: tsc proves it covers every member (`never`).
EXHAUSTIVE = """
import { Limit, Status, parseStatus, settleKnownLimitStop, statusWire, canonicalStatus } from "./small.js";
import type { OpenStatus } from "./small.js";
declare const console: { log(s: string): void };

function describe(value: OpenStatus): string {
  if (typeof value !== "string") {
    return "unknown " + statusWire(value);
  }
  switch (value) {
{cases}    default: {
      const unreachable: never = value;
      return unreachable;
    }
  }
}

console.log(JSON.stringify([
  describe(parseStatus("turns")), describe(parseStatus("finished")), statusWire(parseStatus("x\\u202e")),
  Object.isFrozen(Status), Status.MAX_TURNS, JSON.stringify(parseStatus("turns")),
  settleKnownLimitStop(canonicalStatus("turns"), Limit.WALL_MS) ?? null,
  settleKnownLimitStop(Status.DONE, Limit.WALL_MS) ?? null,
]));
"""


MEMBERS = ["DONE", "MAX_TURNS", "OLD"]


def _typed_switch(members: list[str]) -> Writer:
    def writer(folder: Path) -> tuple[Sequence[str], Sequence[str]]:
        model = load_text(small(TYPED).replace("[targets.typescript]\n", "[targets.typescript]\ntyped = true\n"))
        cases = "".join(f"    case Status.{m}:\n      return {m!r};\n" for m in members)
        write(folder, {"small.ts": rendered(model), "host.ts": EXHAUSTIVE.replace("{cases}", cases)})
        return [*TSC_FLAGS, "--outDir", "out"], ["small.ts", "host.ts"]
    return writer


project("typed_missing")(_typed_switch(MEMBERS[:2]))
project("typed_complete")(_typed_switch(MEMBERS))


@needs_tsc
def test_typed_switch_is_exhaustive_to_tsc_and_a_missing_member_is_an_error(built: Built) -> None:
    missing_one = built.diagnostics["typed_missing"]
    assert re.fullmatch(r"typed_missing/host\.ts\(\d+,\d+\): error TS2322: Type 'string' is not assignable to "
                        r"type 'never'\.", missing_one), missing_one
    assert not (built.root / "typed_missing" / "out" / "host.js").exists()  # --noEmitOnError
    ran = subprocess.run(["node", "out/host.js"], cwd=built.ok("typed_complete"), capture_output=True, text=True,
                         encoding="utf-8")
    assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout) == ["MAX_TURNS", "unknown finished", "x\u202e", True, "maxTurns",
                                      '"maxTurns"', "wallMs", None]


def test_typed_refuses_an_enum_member_that_is_not_an_identifier() -> None:
    toml = small('[items]\nsingular = "item"\n[items.values]\n"1st" = "First."\n')
    assert "items.values.1st: typescript: enum member '1ST' is not a valid typescript identifier" in problems(
        toml.replace("[targets.typescript]\n", "[targets.typescript]\ntyped = true\n"))
    load_text(toml)  # without typed the value is fine: the member name is not spelled
