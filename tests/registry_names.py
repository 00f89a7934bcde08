"""Turn a sample of a real registry's enum attributes into a vocab file, render every port from it,
and compare the member names vocabgen gives with the ones the registry's official packages publish.

The registry is the OpenTelemetry semantic conventions (../shared/data/registry-sample.json: ids,
wire values, deprecations and the official names of the JavaScript, Python, Java and Go packages).
Each enum attribute becomes a vocabulary; each member a value whose `name` is the registry's id
where the id's words differ from the value's (`"1.0" = { name = "http_1_0" }`), a deprecated
member the value's `deprecated`, and a deprecated member that sends another member's value (a
second name of that value) a `deprecated_names` entry. Go gets an `initialisms` list.

The comparison (per package): JavaScript's member part (after `<ATTRIBUTE>_VALUE_`) and the Java
and Python member names against each value's typed member name (`typed = true`: Python's
`KnownX` members, Java's enum, TypeScript's member object: SCREAMING words of the value's name);
Go's whole identifier against the Go constant. Every miss is explained by a rule of `_explain`.

    python -m tests.registry_names [SAMPLE] [--out benchmarks/results/registry-names.json] [--vocab FILE]

Not part of the product: a test-side tool and its committed figures (tests/test_registry_names.py
checks the converter's output validates and renders, and that the committed figures are current).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import tomli_w

from vocabgen.load import checked_text
from vocabgen.render import render
from vocabgen.words import split_words

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT.parent.parent / "shared" / "data" / "registry-sample.json"
RESULT = ROOT / "benchmarks" / "results" / "registry-names.json"

# The Go initialisms a user of this registry lists: Go's common ones (golint's list) and the
# registry's own abbreviations that its Go package keeps in capitals (K8S, CICD, AWS, ...).
GO_INITIALISMS = (
    "ACL API ASCII CPU CSS DNS EOF GUID HTML HTTP HTTPS ID IP JSON LHS QPS RAM RHS RPC SLA SMTP SQL SSH "
    "TCP TLS TTL UDP UI UID UUID URI URL UTF8 VM XML XMPP XSRF XSS "
    "AIX AKS AWS BSD CICD CVM DB DB2 EC2 ECS EKS FC GCP HANA HPUX HSQLDB IBM IO K8S OKE OS SAP SCF VCS"
)
# Capitals the Go package uses that the list leaves out, and why: each explains the misses it causes.
GO_LEFT_OUT = {"ZOS": "os.type's deprecated z_os and its replacement zos would both be OSTypeZOS in Go (the "
                      "official Go package drops deprecated members; vocabgen keeps them, and refuses the collision)"}
PACKAGES = ("js", "python", "java", "go")
# Which port's names each package's official names are compared with, and by which role.
COMPARED = {"js": ("typescript", "member"), "python": ("python", "member"), "java": ("java", "member"),
            "go": ("go", "constant")}


def snake(text: str) -> str:
    """An attribute or member id as vocab.toml's snake_case words: `db.cosmosdb.consistency_level`
    -> db_cosmosdb_consistency_level."""
    return "_".join(split_words(text))


def _reason(deprecated: Mapping[str, Any]) -> str:
    renamed = deprecated.get("renamed_to")
    return f"Renamed: use {renamed}." if renamed else f"Deprecated ({deprecated.get('reason', 'obsoleted')})."


def vocab_document(sample: Mapping[str, Any]) -> dict[str, Any]:
    """The vocab file (as a TOML document) for the sample: a vocabulary per enum attribute, keyed
    `<attribute>_values` (its singular the attribute's words), every port configured typed."""
    document: dict[str, Any] = {"schema_version": 1, "doc": "OpenTelemetry semantic conventions: enum attributes "
                                "(a sample, converted by tests/registry_names.py)."}
    for enum in sample["enums"]:
        singular = snake(enum["attribute"])
        values: dict[str, Any] = {}
        aliases: dict[str, Any] = {}
        current = {snake(m["id"]): str(m["value"]) for m in enum["members"] if "deprecated" not in m}
        for member in enum["members"]:
            text = str(member["value"])
            name = snake(member["id"])
            if "deprecated" in member and current.get(name, text) != text:
                # its name is its replacement's (azure_vm, renamed azure.vm): an accepted spelling,
                # as the official packages, which give it no constant either
                aliases[text] = {"canonical": current[name], "deprecated": _reason(member["deprecated"])}
                continue
            if text in values:  # a second member sending the same value: a second, deprecated name
                entry = values[text] if isinstance(values[text], dict) else {"doc": values[text]}
                entry.setdefault("deprecated_names", {})[name] = _reason(member.get("deprecated", {}))
                values[text] = entry
                continue
            entry: dict[str, Any] = {"doc": f"{enum['attribute']}: {member['id']}."}
            if split_words(text) != tuple(name.split("_")):
                entry["name"] = name
            if "deprecated" in member:
                entry["deprecated"] = _reason(member["deprecated"])
            values[text] = entry
        document[f"{singular}_values"] = {"singular": singular, "doc": f"The values of {enum['attribute']}.",
                                          "values": values, **({"aliases": aliases} if aliases else {})}
    document["targets"] = {
        "python": {"module": "semconv.attributes", "typed": True},
        "java": {"package": "io.example.semconv", "class": "Attributes", "typed": True},
        "typescript": {"typed": True},
        "go": {"package": "semconv", "initialisms": GO_INITIALISMS, "typed": True},
        "csharp": {"namespace": "Example.Semconv", "typed": True},
        "kotlin": {"package": "io.example.semconv", "typed": True},
        "php": {"namespace": "Example\\Semconv"},
        "rust": {"typed": True},
        "elixir": {"module": "Example.Semconv", "typed": True},
        "clojure": {"namespace": "example.semconv", "typed": True},
        "conformance": {},
        "markdown": {},
    }
    return document


def _explain(package: str, official: str, ours: str, member: Mapping[str, Any]) -> str:
    """Why an official name differs from vocabgen's, as a rule: each miss must match one."""
    if ours == "":
        return "no such member here"
    if package == "go":
        left_out = [why for word, why in GO_LEFT_OUT.items() if word in official and word not in ours]
        if left_out:
            return f"initialism left out of the list: {left_out[0]}"
        if official.lower() == ours.lower():
            return (f"letter case only: the official name spells a word in mixed case ({official} vs {ours}), "
                    "which a list of capital initialisms cannot express (FaaS, AppHub)")
        return f"word split or class prefix pattern differs ({official} vs {ours})"
    return f"official member name {official} is not the SCREAMING words of the member id ({ours})"


def compare(sample: Mapping[str, Any], names: Mapping[tuple[str, str, str], str]) -> dict[str, Any]:
    """Per package: how many official member names vocabgen's names equal, and each miss explained.
    names: (attribute, value, package) -> vocabgen's name; a second name of a value is keyed by its
    id as (attribute, "#" + id, package)."""
    result: dict[str, Any] = {}
    for package in PACKAGES:
        total = matched = 0
        misses = []
        for enum in sample["enums"]:
            official = enum["official_names"].get(package, {})
            members = {str(m["value"]): m for m in enum["members"]}
            by_id = {m["id"]: m for m in enum["members"]}
            for official_name, value in official.items():
                total += 1
                text = str(value)
                ours = names.get((enum["attribute"], text, package), "")
                alternatives = {ours}
                # a value sent by two members: the second name's constant may be the one meant
                alternatives.update(names.get((enum["attribute"], "#" + i, package), "") for i in by_id
                                    if str(by_id[i]["value"]) == text)
                if official_name in alternatives:
                    matched += 1
                    continue
                misses.append({"attribute": enum["attribute"], "value": text, "official": official_name,
                               "vocabgen": ours, "why": _explain(package, official_name, ours, members.get(text, {}))})
        result[package] = {"compared": total, "matched": matched, "misses": misses}
    return result


def names_of(document: Mapping[str, Any]) -> tuple[dict[tuple[str, str, str], str], list[str]]:
    """Load and render the converted file (every port, into a temporary folder): each value's name per
    package's port, and the rendered files' paths. A second, deprecated name's constant is keyed by
    its id."""
    text = tomli_w.dumps(document)
    model, file = checked_text(text, "registry.toml")
    rendered = render(model, file=file)
    by_key = {f"{snake(e)}_values": e for e in _attributes(document)}
    names: dict[tuple[str, str, str], str] = {}
    for vocab in file.vocabularies:
        attribute = by_key[vocab.key]
        for value in vocab.values:
            for package, (port, role) in COMPARED.items():
                name = value.names[port][role]
                assert any(name in source for source in rendered.values()), f"{name} is not in any rendered file"
                names[(attribute, value.text, package)] = name
            for former in getattr(value, "deprecated_names", ()):
                for package, (port, _) in COMPARED.items():
                    names[(attribute, "#" + former.name, package)] = former.names[port]
    return names, sorted(rendered)


def _attributes(document: Mapping[str, Any]) -> list[str]:
    return [table["doc"].removeprefix("The values of ").removesuffix(".") for key, table in document.items()
            if isinstance(table, dict) and "singular" in table]


def figures(sample: Mapping[str, Any]) -> dict[str, Any]:
    """The committed result: the source, how the file was built, and the comparison per package."""
    document = vocab_document(sample)
    names, rendered = names_of(document)
    compared = compare(sample, names)
    return {
        "source": "registry-sample.json (" + sample["source"].split(":")[0] + ")",
        "built_by": "python -m tests.registry_names",
        "vocabularies": len(sample["enums"]),
        "values": sum(len(t["values"]) for t in document.values() if isinstance(t, dict) and "singular" in t),
        "named_values": sum(1 for t in document.values() if isinstance(t, dict) and "singular" in t
                            for v in t["values"].values() if isinstance(v, dict) and "name" in v),
        "rendered_files": len(rendered),
        "go_initialisms": GO_INITIALISMS,
        "packages": {package: {"compared": c["compared"], "matched": c["matched"],
                               "missed": c["compared"] - c["matched"], "misses": c["misses"]}
                     for package, c in compared.items()},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sample", nargs="?", type=Path, default=SAMPLE)
    parser.add_argument("--out", type=Path, default=RESULT, help="where the figures are written (JSON)")
    parser.add_argument("--vocab", type=Path, help="also write the converted vocab file here")
    args = parser.parse_args(argv)
    sample = json.loads(args.sample.read_text(encoding="utf-8"))
    if args.vocab:
        args.vocab.write_text(tomli_w.dumps(vocab_document(sample)), encoding="utf-8")
    result = figures(sample)
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for package, c in result["packages"].items():
        print(f"{package}: {c['matched']} of {c['compared']} official names match; {c['missed']} missed", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
