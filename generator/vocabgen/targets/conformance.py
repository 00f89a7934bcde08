"""Conformance vectors: the shared behaviour of every port as JSON, for each port's runner.

The profile is the JSON string (the port's literal and its one filter) and the output path; the
file's shape, every vector included, is templates/conformance/vectors.json.j2, written from the
view's test expectations (vocabgen.vectors). JSON has no comments, so the generated marker is the
value of the first key, "generated".
"""

from __future__ import annotations

import json.encoder
import re

from vocabgen.profile import Profile
from vocabgen.targets.base import Setting, alias_constants_setting, stability_setting, check_relative_path, typed_setting

_encode_string = json.encoder.encode_basestring  # the C escaper when available; what dumps uses without ensure_ascii

# alias_constants: one `alias_constant` vector per alias (the ports' alias constants hold the
# alias spellings), for vocab files whose language targets turn alias_constants on too.
SETTINGS = (Setting("path", "the vectors file under --out", check_relative_path,
                    lambda _: "conformance/vectors.json"),
            alias_constants_setting(),
            stability_setting(),
            # true adds "typed_vectors" (parse, wire, member, typed_settle) after "vectors"
            typed_setting())


def json_string(text: str | None) -> str:
    """Filter: a JSON string literal (or null); non-ASCII stays readable, controls are escaped.

    The same bytes as json.dumps(text, ensure_ascii=False), through the encoder's own string
    function: dumps builds an encoder per call, which at 100,000 strings is most of the time."""
    return "null" if text is None else _encode_string(text)


PROFILE = Profile(
    name="conformance",
    roles=(),
    identifier_pattern=re.compile(r".*"),
    reserved=frozenset(),
    literal=json_string,
    settings=SETTINGS,
    outputs=(("path", "conformance/vectors.json.j2"),),
    filters={"json_string": json_string},
)
