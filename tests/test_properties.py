"""Property tests across all seven ports: arbitrary allowed strings compile and round-trip
exactly everywhere; arbitrary disallowed strings are rejected with a located message.

Each hypothesis example is three documents, each batching many strings into one vocabulary; the
drawn documents join the conformance cases in the one build per port (tests/ports/batch.py), so
each port compiles them with the conformance cases at once: the first example is hypothesis's
simplest, the second three drawn documents. Shrinking is off for the compile test: a failing
example is reported as drawn (shrinking through seven compilers would take many minutes).
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.conformance.cases import DOCUMENTS_PER_EXAMPLE, EXAMPLES, TYPED_DRAWN_STRINGS
from tests.conformance.harness import Case, compare
from tests.ports.batch import Builds
from tests.strategies import FORBIDDEN, NOISE
from tests.test_conformance import PORTS, TYPED_PORTS
from tests.toolchains import require
from tests.loading import load_text
from vocabgen.problems import ProblemsFound
from tests.loading import render

@pytest.mark.toolchain
@pytest.mark.slow
@pytest.mark.xdist_group("conformance")  # the one build per port (tests/ports/batch.py) is in that worker
@pytest.mark.parametrize("port", PORTS)
def test_allowed_strings_round_trip_in_every_port(port: str, cases: list[Case], outputs: Builds) -> None:
    """Every drawn document's vectors pass in the port, compiled by its real toolchain (shrinking
    is off: a failing document is reported as drawn, its file under the session's ports folder)."""
    drawn = [case for case in cases if case.name.startswith("property_")]
    assert len(drawn) == EXAMPLES * DOCUMENTS_PER_EXAMPLE
    built = outputs.of(port)
    failures = [problem for case in drawn if (problem := compare(port, case, built[case.name]))]
    assert not failures, "\n\n".join(failures)


@pytest.mark.toolchain
@pytest.mark.xdist_group("conformance")  # the one build per port (tests/ports/batch.py) is in that worker
@pytest.mark.parametrize("port", TYPED_PORTS)
def test_typed_drawn_strings_round_trip_in_every_typed_port(port: str, cases: list[Case], outputs: Builds) -> None:
    """typed = true (docs/typed.md): the open parse never fails, an unknown keeps exactly its
    string and the wire gives it back (a spelling: known, its canonical value), for strings
    hypothesis draws (tests/conformance/cases.py's `typed_drawn`), in the port's one build."""
    case = next(c for c in cases if c.name == "typed_drawn")
    assert sum(1 for vector in case.vectors if vector["id"].startswith("drawn/")) == 3 * TYPED_DRAWN_STRINGS
    problem = compare(port, case, outputs.of(port)[case.name])
    assert problem is None, problem


FORBIDDEN_CHARS = st.sampled_from(sorted(FORBIDDEN))


@settings(max_examples=150, deadline=None)
@given(prefix=st.text(NOISE, max_size=3), bad=FORBIDDEN_CHARS, suffix=st.text(NOISE, max_size=3),
       where=st.sampled_from(["value", "alias"]))
def test_disallowed_strings_are_rejected_with_a_located_message(prefix: str, bad: str, suffix: str,
                                                                where: str) -> None:
    text = f"{prefix}ok{bad}{suffix}"
    document = {
        "schema_version": 1,
        "items": {"singular": "item", "values": {"good": "fine", **({text: "bad"} if where == "value" else {})},
                  "aliases": {text: "good"} if where == "alias" else {}},
        "targets": {"python": {"module": "x.y"}},
    }
    source = tomli_w.dumps(document)
    with pytest.raises(ProblemsFound) as raised:
        load_text(source)
    [problem] = [p for p in raised.value.problems if p.path[-1] == text]
    assert problem.line > 0
    key_line = source.splitlines()[problem.line - 1]
    assert key_line.split(" = ")[0].startswith('"'), f"line {problem.line} is not the offending key: {key_line!r}"
    assert re.search(rf"U\+{ord(bad):04X}", problem.message), problem.message
    assert str(problem).startswith(f"vocab.toml:{problem.line}: items.{'values' if where == 'value' else 'aliases'}.")


# typed = true (docs/typed.md): drawn unknown strings through the open parse and back to the wire,
# in the ports whose runners are not in process (Python's property: tests/targets/test_python.py).
# One example of many strings, one compile and one run per port.
TYPED_VOCAB = """schema_version = 1
[statuses]
singular = "status"
[statuses.values]
done = "D."
maxTurns = "M."
ok = "An atom every BEAM has, as a value."
[statuses.aliases]
turns = "maxTurns"
[statuses.removed]
finished = "Renamed."
"""
KNOWN = {"done": "done", "maxTurns": "maxTurns", "ok": "ok", "turns": "maxTurns"}
ELIXIR_DRIVER = """
IO.binstream(:stdio, :line)
|> Enum.each(fn line ->
  raw = line |> String.trim_trailing("\\n") |> Base.decode16!(case: :lower)
  parsed = Prop.Typed.parse_status(raw)
  kind = if is_atom(parsed), do: "known", else: elem(parsed, 0) |> Atom.to_string()
  same = if is_atom(parsed), do: "", else: to_string(elem(parsed, 1) === raw)
  wire = Base.encode16(Prop.Typed.status_wire(parsed), case: :lower)
  IO.binwrite(:stdio, [kind, same, "\\t", wire, "\\n"])
end)
"""


def _typed_elixir(work: Path, raws: list[str]) -> str:
    elixirc, elixir = require("elixirc", "elixir").values()
    model = load_text(TYPED_VOCAB + '[targets.elixir]\nmodule = "Prop.Typed"\ntyped = true\n')
    (text,) = render(model, ["elixir"]).values()
    (work / "typed.ex").write_text(text, encoding="utf-8")
    subprocess.run([elixirc, "--warnings-as-errors", "-o", str(work / "ebin"), str(work / "typed.ex")], check=True,
                   capture_output=True, timeout=300)
    return subprocess.run([elixir, "-pa", str(work / "ebin"), "-e", ELIXIR_DRIVER], check=True, capture_output=True,
                          input="".join(raw.encode("utf-8").hex() + "\n" for raw in raws).encode(),
                          timeout=300).stdout.decode("utf-8")


CLOJURE_DRIVER = """
(require 'prop.typed)
(doseq [line (line-seq (java.io.BufferedReader. *in*))]
  (let [raw (String. (byte-array (map #(unchecked-byte (Integer/parseInt (apply str %) 16)) (partition 2 line)))
                     "UTF-8")
        parsed (prop.typed/parse-status raw)
        kind (if (keyword? parsed) "known" (str "unknown" (= {:unknown raw} parsed)))
        wire (prop.typed/status-wire parsed)]
    (println (str kind "\\t" (apply str (map #(format "%02x" (bit-and % 0xff)) (.getBytes ^String wire "UTF-8")))))))
"""


def _typed_clojure(work: Path, raws: list[str]) -> str:
    require("java")
    from tests.ports.clojure import clojure_classpaths

    model = load_text(TYPED_VOCAB + '[targets.clojure]\nnamespace = "prop.typed"\ntyped = true\n')
    for rel, text in render(model, ["clojure"]).items():
        (work / rel).parent.mkdir(parents=True, exist_ok=True)
        (work / rel).write_text(text, encoding="utf-8")
    (work / "driver.clj").write_text(CLOJURE_DRIVER, encoding="utf-8")
    classpath = clojure_classpaths()[0] + ":" + str(work / "clojure")
    return subprocess.run(["java", "-cp", classpath, "clojure.main", str(work / "driver.clj")], check=True,
                          capture_output=True, input="".join(raw.encode("utf-8").hex() + "\n" for raw in raws).encode(),
                          timeout=300).stdout.decode("utf-8")


TYPED_DRIVERS: dict[str, Callable[[Path, list[str]], str]] = {"elixir": _typed_elixir, "clojure": _typed_clojure}


@pytest.mark.toolchain
@pytest.mark.parametrize("port", sorted(TYPED_DRIVERS))
@settings(max_examples=1, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=list(HealthCheck))
@given(drawn=st.lists(st.one_of(st.text(st.characters(codec="utf-8")), st.sampled_from(["nil", "true", ":ok", "Done"]),
                                st.text(st.characters(codec="utf-8"), min_size=200, max_size=2000)),
                      min_size=300, max_size=300))
def test_typed_open_parse_keeps_drawn_unknown_strings_byte_for_byte(port: str, drawn: list[str]) -> None:
    """The open parse never fails, an unknown carries exactly its input (never an atom or keyword:
    "ok" and "nil" name atoms every BEAM has, and keywords), and the wire gives it back byte for byte."""
    raws = [*KNOWN, *drawn]
    with tempfile.TemporaryDirectory() as folder:
        lines = TYPED_DRIVERS[port](Path(folder), raws).splitlines()
    expected = [f"known\t{KNOWN[raw].encode().hex()}" if raw in KNOWN else f"unknowntrue\t{raw.encode().hex()}"
                for raw in raws]
    assert lines == expected
