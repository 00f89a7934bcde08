"""A value's own name, its second deprecated names and Go's initialisms (docs/vocab-toml.md, "A
value's own name"): what the page promises each port spells, and that the wire value is untouched."""

from __future__ import annotations

import re

from tests.loading import load_text
from tests.loading import render
from vocabgen.targets.registry import build_view

FLAVORS = """schema_version = 1

[flavors]
singular = "flavor"

[flavors.values]
"1.0" = { name = "http_1_0", doc = "HTTP/1.0.", deprecated_names = { http_1 = "use FLAVOR_HTTP_1_0" } }
"2.0" = { name = "http_2_0", doc = "HTTP/2." }
SPDY = "Google's SPDY."

[targets.python]
module = "acme.registry"
typed = true

[targets.go]
package = "registry"
"""
ALL_PORTS = """
[targets.java]
package = "acme"

[targets.typescript]

[targets.csharp]
namespace = "Acme"

[targets.kotlin]
package = "acme"

[targets.php]
namespace = "Acme"

[targets.rust]
typed = true

[targets.elixir]
module = "Acme.Registry"
typed = true

[targets.clojure]
namespace = "acme.registry"
"""


def test_a_named_value_is_spelled_from_its_name_in_every_port_and_sent_as_its_value() -> None:
    model = load_text(FLAVORS + ALL_PORTS)
    file = build_view(model)
    [flavors] = file.vocabularies
    first = flavors.values[0]
    assert (first.text, first.words, first.named) == ("1.0", ("http", "1", "0"), "http_1_0")
    names = {port: first.names[port] for port in first.names}
    assert names["python"]["constant"] == "FLAVOR_HTTP_1_0" and names["python"]["member"] == "HTTP_1_0"
    assert names["go"]["constant"] == "FlavorHttp10"
    assert names["rust"]["member"] == "Http10"
    assert names["elixir"]["constant"] == "flavor_http_1_0" and names["elixir"]["member"] == "http_1_0"
    files = render(model)
    python = next(text for path, text in files.items() if path.endswith("registry.py"))
    assert 'FLAVOR_HTTP_1_0: Final = "1.0"' in python and 'HTTP_1_0 = "1.0"' in python
    assert "FLAVOR_1_0" not in python  # no name is spelled from the value's own words
    go = next(text for path, text in files.items() if path.endswith(".go"))
    assert re.search(r'^\tFlavorHttp10 = "1.0"$', go, re.M)


def test_a_deprecated_name_is_a_deprecated_constant_of_the_value_in_every_port() -> None:
    """Marked as the page says, right after the value's constant; no member of the collection."""
    files = render(load_text(FLAVORS + ALL_PORTS))
    marks = {"registry.py": r'# Deprecated: use FLAVOR_HTTP_1_0\nFLAVOR_HTTP_1: Final = "1.0"',
             ".java": r'@Deprecated\n    public static final String FLAVOR_HTTP_1 = "1.0";',
             ".go": r'Deprecated: use FLAVOR_HTTP_1_0\n\tFlavorHttp1 = "1.0"',
             ".rs": r'#\[deprecated\(note = "use FLAVOR_HTTP_1_0"\)\]\npub const FLAVOR_HTTP_1: &str = "1.0";',
             ".kt": r'@Deprecated\("use FLAVOR_HTTP_1_0"\)\n    const val FLAVOR_HTTP_1: String = "1.0"',
             ".cs": r'\[Obsolete\("use FLAVOR_HTTP_1_0"\)\]\n        public const string FlavorHttp1 = "1.0";',
             ".ts": r'@deprecated use FLAVOR_HTTP_1_0\n \*/\nexport const FLAVOR_HTTP_1 = "1.0" as const;',
             ".php": r"@deprecated use FLAVOR_HTTP_1_0\n     \*/\n    public const FLAVOR_HTTP_1 = '1.0';",
             ".ex": r'@deprecated "use FLAVOR_HTTP_1_0"\n  def flavor_http_1 do\n    "1.0"',
             ".cljc": r'\(def \^\{:deprecated "use FLAVOR_HTTP_1_0"\} flavor-http-1\n'}
    for suffix, mark in marks.items():
        [text] = [text for path, text in files.items() if path.endswith(suffix) and "test" not in path.lower()]
        assert re.search(mark, text), suffix
    python = next(text for path, text in files.items() if path.endswith("registry.py"))
    assert '"FLAVOR_HTTP_1",' in python.split("]", 1)[0]  # exported in __all__
    collection = python.split("FLAVORS: Final", 1)[1].split(")", 1)[0]
    assert "FLAVOR_HTTP_1," not in collection


def test_go_initialisms_keep_the_listed_words_in_capitals() -> None:
    methods = """schema_version = 1

[http_request_methods]
singular = "http_request_method"

[http_request_methods.values]
GET = "Read."
user_id = "A user's."

[targets.go]
package = "registry"
initialisms = "HTTP ID"
collections = "internal"

[targets.csharp]
namespace = "Acme"
"""
    file = build_view(load_text(methods))
    [vocab] = file.vocabularies
    assert [v.names["go"]["constant"] for v in vocab.values] == ["HTTPRequestMethodGet", "HTTPRequestMethodUserID"]
    assert vocab.names["go"]["collection"] == "httpRequestMethods"  # unexported: the first word lowercase
    assert [v.names["csharp"]["constant"] for v in vocab.values] == ["HttpRequestMethodGet", "HttpRequestMethodUserId"]
    without = build_view(load_text(methods.replace('initialisms = "HTTP ID"\n', "")))
    assert without.vocabularies[0].values[0].names["go"]["constant"] == "HttpRequestMethodGet"
