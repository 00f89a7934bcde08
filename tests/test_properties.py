"""Property tests across all seven ports: arbitrary allowed strings compile and round-trip
exactly everywhere; arbitrary disallowed strings are rejected with a located message.

Each hypothesis example is three documents, each batching many strings into one vocabulary, and
each port compiles all three at once, as the conformance runner does: the first example is
hypothesis's simplest, the second three drawn documents. Shrinking is off for the compile test: a failing
example is reported as drawn (shrinking through seven compilers would take many minutes).
"""

from __future__ import annotations

import importlib
import re
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.conformance.harness import compare, load_case
from tests.strategies import DOC, FORBIDDEN, NOISE, value_texts
from tests.test_conformance import PORTS
from tests.toolchains import require
from vocabgen.load import load_text
from vocabgen.problems import ProblemsFound
from vocabgen.render import render

def all_targets(index: int) -> dict[str, dict[str, str]]:
    """Every target, named apart per document: one build per port holds several documents."""
    return {
        "python": {"module": f"prop{index}.vocab"},
        "java": {"package": f"prop{index}", "class": "PropVocabulary"},
        "typescript": {"path": f"typescript/prop{index}.ts"},
        "go": {"package": f"prop{index}"},
        "csharp": {"namespace": f"Prop{index}", "class": "PropVocabulary"},
        "elixir": {"module": f"Prop{index}.Vocabulary"},
        "clojure": {"namespace": f"prop{index}.vocabulary"},
        "rust": {},
        "php": {"namespace": f"Prop{index}", "class": "PropVocabulary"},
        "conformance": {},
    }


@st.composite
def hostile_documents(draw: st.DrawFn) -> dict:  # type: ignore[type-arg]
    """Two vocabularies of arbitrary allowed strings, aliases of arbitrary strings, and a rule."""
    subjects = draw(value_texts(draw(st.integers(3, 25))))
    carried = draw(value_texts(draw(st.integers(2, 12))))
    aliases: dict[str, str] = {}
    for index, target in enumerate(carried):
        alias = (draw(st.text(NOISE, min_size=1, max_size=5)).strip() or "x") + f"#{index}"
        if alias not in carried:
            aliases[alias] = target
    return {
        "schema_version": 1,
        "doc": draw(DOC),
        "things": {"doc": draw(DOC), "singular": "thing", "values": {t: draw(DOC) for t in subjects}},
        "marks": {"doc": draw(DOC), "singular": "mark", "values": {t: draw(DOC) for t in carried},
                  "aliases": aliases},
        "rules": {"marked": {"doc": draw(DOC), "vocabulary": "things", "carries": "marks",
                             "values": draw(st.lists(st.sampled_from(subjects), min_size=1, unique=True))}},
    }


@pytest.mark.toolchain
@pytest.mark.slow
@settings(max_examples=2, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.reuse, Phase.generate],
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(documents=st.lists(hostile_documents(), min_size=3, max_size=3))
def test_allowed_strings_round_trip_in_every_port(documents: list[dict]) -> None:  # type: ignore[type-arg]
    for port in PORTS:
        require(*importlib.import_module(f"tests.ports.{port}").TOOLS)
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        cases = []
        for index, document in enumerate(documents):
            vocab = work / f"vocab{index}.toml"
            vocab.write_text(tomli_w.dumps({**document, "targets": all_targets(index)}), encoding="utf-8")
            cases.append(load_case(f"property_{index}", vocab))
        failures = []
        for port in PORTS:
            module = importlib.import_module(f"tests.ports.{port}")
            try:
                outputs = module.build_and_run(cases, work / port)
            except AssertionError as exc:
                failures.append(f"{port}: build or run failed:\n{str(exc)[:3000]}")
                continue
            failures.extend(problem for case in cases if (problem := compare(port, case, outputs[case.name])))
        assert not failures, "\n\n".join(failures)


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
