"""Where vocabgen's documentation lives, for what vocabgen writes into a user's files and says
in its messages: a page of the docs site, never a path inside vocabgen's repository (which a
user who installed the wheel does not have).

The site is the Sphinx build of docs/ (tests/test_docs.py checks that every page named here
exists); DOCS is its one address.
"""

from __future__ import annotations

DOCS = "https://vocabgen.readthedocs.io/en/stable/"


def page(name: str, anchor: str = "") -> str:
    """The address of docs/NAME.md on the site, at a section's anchor when given."""
    return f"{DOCS}{name}.html" + (f"#{anchor}" if anchor else "")
