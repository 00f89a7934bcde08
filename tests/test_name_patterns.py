"""Name patterns per target (`names`, docs/registries.md "Name patterns per target"): a patterned
file renders the names its patterns give, and each port's real toolchain compiles it and runs the
conformance vectors through those names; a file without `names` keeps every name (the golden corpus)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conformance.harness import compare, load_case
from tests.loading import load_text, render
from tests.ports import go, java, python, typescript
from tests.ports.typescript import TSC
from vocabgen import compat

VOCAB = """schema_version = 1

[http_request_method_values]
singular = "http_request_method"
doc = "The HTTP request method."

[http_request_method_values.values]
GET = "The GET method."
POST = { doc = "The POST method.", deprecated = "use PUT", replaced_by = "PUT" }
PUT = "The PUT method."

[http_request_method_values.aliases]
get = "GET"

[targets.python]
module = "semconv.attributes"
typed = true
names = { known_type = "{Singular}Values", constant = "{SINGULAR}_VALUE_{VALUE}", guard = "is_{singular}_value" }

[targets.java]
package = "io.example.semconv"
class = "Attributes"
typed = true
names = { known_type = "{Singular}Values", constant = "{SINGULAR}_VALUE_{VALUE}", guard = "is{Singular}Value" }

[targets.typescript]
typed = true
names = { constant = "{SINGULAR}_VALUE_{VALUE}", collection = "ALL_{KEY}", type = "{Singular}Wire" }

[targets.go]
package = "semconv"
typed = true
initialisms = "HTTP"
names = { constant = "{Singular}Value{Value}", known_type = "{Singular}Known", guard = "Is{Singular}" }

[targets.conformance]
"""

# What each port's patterns give, as the host code names it.
SPELLED = {
    "python": ("class HttpRequestMethodValues(", "HTTP_REQUEST_METHOD_VALUE_GET: Final", "def is_http_request_method_value("),
    "java": ("public enum HttpRequestMethodValues", "String HTTP_REQUEST_METHOD_VALUE_GET =",
             "boolean isHttpRequestMethodValue("),
    "typescript": ("export const HTTP_REQUEST_METHOD_VALUE_GET =", "export const ALL_HTTP_REQUEST_METHOD_VALUES",
                   "export type HttpRequestMethodWire"),
    "go": ("HTTPRequestMethodValueGet", "type HTTPRequestMethodKnown", "func IsHTTPRequestMethod("),
}
PORTS = {"python": (python, ()), "java": (java, ("javac", "java")), "typescript": (typescript, ("node", str(TSC))),
         "go": (go, ("go",))}


@pytest.mark.parametrize("port", list(SPELLED))
def test_the_patterns_spell_the_names(port: str) -> None:
    source = "\n".join(text for path, text in render(load_text(VOCAB), [port]).items() if "test" not in path.lower())
    for name in SPELLED[port]:
        assert name in source, name


@pytest.mark.parametrize("port", [pytest.param(port, marks=pytest.mark.toolchain(*tools)) if tools else port
                                  for port, (_, tools) in PORTS.items()])
def test_a_patterned_file_compiles_and_passes_the_vectors(port: str, tmp_path: Path) -> None:
    vocab = tmp_path / "vocab.toml"
    vocab.write_text(VOCAB, encoding="utf-8")
    case = load_case("name_patterns", vocab)
    module = PORTS[port][0]
    outputs = module.build_and_run([case], tmp_path / "build")
    problem = compare(port, case, outputs[case.name])
    assert problem is None, problem


def test_compat_reports_a_changed_pattern_as_the_names_it_renames() -> None:
    """docs/registries.md: a changed pattern renames public names, each reported as a symbol that
    goes (breaking) and one that comes."""
    baseline = load_text(VOCAB.replace('constant = "{SINGULAR}_VALUE_{VALUE}", collection', 'collection'))
    verdict = compat.compare(baseline, load_text(VOCAB))
    found = {(f.change, f.detail) for f in verdict.findings if f.path == ("targets", "typescript")}
    assert any(change == "symbol removed" and detail.startswith("constant HTTP_REQUEST_METHOD_GET (")
               for change, detail in found), found
    assert any(change == "symbol added" and "HTTP_REQUEST_METHOD_VALUE_GET" in detail for change, detail in found)
    assert verdict.breaking


PATTERNED = Path(__file__).parent / "vocabularies" / "name_patterns.toml"


def test_every_code_port_prints_its_patterned_names() -> None:
    """tests/vocabularies/name_patterns.toml patterns the constant and the collection in every code
    port (tests/conformance/cases.py compiles it and runs the vectors through them); each port's file
    declares the names its patterns give and none of the names it would derive without them."""
    text = PATTERNED.read_text(encoding="utf-8")
    model = load_text(text)
    for target in (target for target in model.targets if target.name not in ("conformance", "markdown")):
        port = target.name
        source = "\n".join(render(model, [port]).values())
        pattern = dict((role, pattern) for role, pattern, _ in target.names)["constant"]
        get = {"{SINGULAR}_VALUE_{VALUE}": "HTTP_REQUEST_METHOD_VALUE_GET",
               "{Singular}Value{Value}": "HttpRequestMethodValueGet",
               "{singular}_value_{value}": "http_request_method_value_get",
               "{singular_kebab}-value-{value_kebab}": "http-request-method-value-get"}[pattern]
        assert get in source, port
        plain = render(load_text(re.sub(r"\nnames = \{[^\n]*\}", "", text)), [port])
        derived = {"HTTP_REQUEST_METHOD_GET", "HttpRequestMethodGet", "http_request_method_get",
                   "http-request-method-get"} & set(re.findall(r"[\w-]+", "\n".join(plain.values())))
        assert derived and not derived & set(re.findall(r"[\w-]+", source)), port
