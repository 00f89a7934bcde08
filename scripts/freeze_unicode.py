"""Write generator/vocabgen/unicode_table.py: the character classes vocabgen's escaping uses,
frozen from the running Python's Unicode database, so output never depends on which Python
renders it. Run with the Python whose Unicode version the table should record (3.11: 14.0.0).

The INVISIBLE class is Unicode's Default_Ignorable_Code_Point property, which Python's
unicodedata lacks: it is read from Unicode's own DerivedCoreProperties.txt (Debian's
`unicode-data` package: `apt-get install unicode-data`), plus the blank-looking characters
listed in BLANK below. Debian 12 ships the 15.0.0 file; the property is frozen at the table's
version, 14.0.0: the script refuses a file that marks ignorable a character the table's version
had not assigned (15.0.0 marks none), and tests/test_charclass.py checks the class against
perl's Unicode 14.0 property.

    python scripts/freeze_unicode.py            # rewrite the table
    python scripts/freeze_unicode.py --check    # exit 1 if the committed table differs
"""

from __future__ import annotations

import re
import sys
import textwrap
import unicodedata
from collections.abc import Callable
from pathlib import Path

TABLE = Path(__file__).resolve().parent.parent / "generator" / "vocabgen" / "unicode_table.py"
DERIVED = Path("/usr/share/unicode/DerivedCoreProperties.txt")  # Debian's unicode-data
# Characters that are printable (str.isprintable()) yet show as blank space, each with its name
# (checked against unicodedata) and why. The Hangul fillers are also Default_Ignorable_Code_Point;
# they are listed so that the class keeps them whatever a later property file says.
BLANK: dict[int, tuple[str, str]] = {
    0x115F: ("HANGUL CHOSEONG FILLER", "Hangul filler: an empty leading consonant slot"),
    0x1160: ("HANGUL JUNGSEONG FILLER", "Hangul filler: an empty vowel slot"),
    0x3164: ("HANGUL FILLER", "Hangul filler, drawn as a full-width blank"),
    0xFFA0: ("HALFWIDTH HANGUL FILLER", "Hangul filler, drawn as a half-width blank"),
    0x2800: ("BRAILLE PATTERN BLANK", "no dots: NamesList says it is imaged as a fixed-width blank"),
    0x16FE4: ("KHITAN SMALL SCRIPT FILLER", "NamesList's \"Small Khitan format character\": no glyph of its own"),
    0x1D159: ("MUSICAL SYMBOL NULL NOTEHEAD", "a notehead with no glyph, for spacing in music notation"),
}
_DERIVED_LINE = re.compile(r"^([0-9A-F]+)(?:\.\.([0-9A-F]+))?\s*; Default_Ignorable_Code_Point # (\w\w)", re.M)
# The categories Python's own printable test excludes are the basis; the "raw" class adds the
# rules black's width computation needs (see targets/python.py).
RAW_CATEGORIES = frozenset({"Lu", "Ll", "Lt", "Lm", "Lo", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi",
                            "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs"})
CLASSES: dict[str, tuple[str, Callable[[str], bool]]] = {
    "PRINTABLE": ("str.isprintable(): visible characters and the ASCII space", str.isprintable),
    "ALPHA": ("str.isalpha(): letters (categories Lu Ll Lt Lm Lo)", str.isalpha),
    "UPPER": ("str.isupper() of the character alone", str.isupper),
    "DIGIT": ("str.isdigit()", str.isdigit),
    "FORMAT_OR_UNASSIGNED": ("category Cf, Co, Cn or Cs", lambda ch: unicodedata.category(ch) in ("Cf", "Co", "Cn", "Cs")),
    "NARROW_VISIBLE": ("BMP, a visible category and one column wide (east-asian width N, Na or H), not NBSP",
                       lambda ch: ord(ch) < 0x10000 and unicodedata.category(ch) in RAW_CATEGORIES
                       and unicodedata.east_asian_width(ch) in ("N", "Na", "H") and ch != "\u00a0"),
}


def ranges(test: Callable[[str], bool]) -> list[tuple[int, int]]:
    """Inclusive code point ranges where test holds (surrogates are never in any class)."""
    found: list[tuple[int, int]] = []
    start = None
    for code in range(sys.maxunicode + 2):
        inside = code <= sys.maxunicode and not 0xD800 <= code <= 0xDFFF and test(chr(code))
        if inside and start is None:
            start = code
        elif not inside and start is not None:
            found.append((start, code - 1))
            start = None
    return found


def default_ignorable() -> tuple[str, set[int]]:
    """The file's Unicode version and its Default_Ignorable_Code_Point set, refused when it marks
    a character that this Python's Unicode (the table's version) had not assigned: the property
    is then frozen at the table's version, or the script says why it cannot be."""
    if not DERIVED.is_file():
        raise SystemExit(f"{DERIVED} is missing: apt-get install unicode-data")
    text = DERIVED.read_text(encoding="utf-8")
    header = re.match(r"# DerivedCoreProperties-(\d+\.\d+\.\d+)\.txt", text)
    if header is None:
        raise SystemExit(f"{DERIVED}: no DerivedCoreProperties-X.Y.Z.txt header")
    codes: set[int] = set()
    later = []
    for found in _DERIVED_LINE.finditer(text):
        first = int(found.group(1), 16)
        for code in range(first, int(found.group(2) or found.group(1), 16) + 1):
            codes.add(code)
            if found.group(3) != "Cn" and unicodedata.category(chr(code)) == "Cn":
                later.append(f"U+{code:04X}")
    if later:
        raise SystemExit(f"{DERIVED} (Unicode {header.group(1)}) marks {', '.join(later)} ignorable, which Unicode "
                         f"{unicodedata.unidata_version} had not assigned: its property is not {unicodedata.unidata_version}'s")
    return header.group(1), codes


def invisible() -> tuple[str, Callable[[str], bool]]:
    """The INVISIBLE class: Default_Ignorable_Code_Point and BLANK, with its meaning."""
    version, codes = default_ignorable()
    for code, (name, _why) in BLANK.items():
        assert unicodedata.name(chr(code)) == name and chr(code).isprintable(), f"U+{code:04X} is not {name}"
    codes |= set(BLANK)
    meaning = (f"Default_Ignorable_Code_Point at Unicode {unicodedata.unidata_version} (read from "
               f"DerivedCoreProperties-{version}.txt, which gives it to no character assigned after "
               f"{unicodedata.unidata_version}) and the blank-looking "
               + " ".join(f"U+{code:04X}" for code in sorted(BLANK)))
    return meaning, lambda ch: ord(ch) in codes


def table() -> str:
    classes = {**CLASSES, "INVISIBLE": invisible()}
    lines = [
        '"""Character classes frozen from one Unicode version; generated by scripts/freeze_unicode.py.',
        "",
        "DO NOT EDIT. Escaping and sanitising decisions read these tables instead of the running",
        "Python's Unicode database, so every supported Python renders the same bytes.",
        '"""',
        "",
        f'UNICODE_VERSION = "{unicodedata.unidata_version}"',
        "",
    ]
    for name, (meaning, test) in classes.items():
        found = ranges(test)
        lines.extend(textwrap.wrap(f"{meaning}: {len(found)} ranges, each (first, last) inclusive", 118,
                                   initial_indent="# ", subsequent_indent="# "))
        lines.append(f"{name}: tuple[tuple[int, int], ...] = (")
        row: list[str] = []
        for first, last in found:
            row.append(f"(0x{first:X}, 0x{last:X}),")
            if len(row) == 6:
                lines.append("    " + " ".join(row))
                row = []
        if row:
            lines.append("    " + " ".join(row))
        lines.append(")")
        lines.append("")
    return "\n".join(lines)


def write_or_check(path: Path, text: str, source: str) -> int:
    """Write the frozen table, or with --check exit 1 when the committed one differs from text
    (scripts/freeze_graphemes.py writes its table the same way)."""
    if "--check" in sys.argv:
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if current != text:
            print(f"{path} differs from {source}", file=sys.stderr)
            return 1
        return 0
    path.write_text(text, encoding="utf-8")
    return 0


def main() -> int:
    return write_or_check(TABLE, table(), f"Unicode {unicodedata.unidata_version}'s classes")


if __name__ == "__main__":
    raise SystemExit(main())
