"""Sphinx configuration: the docs are MyST Markdown, built strict (tests/test_docs.py runs
`sphinx-build -W -n`, so a broken link, a missing page or a bad anchor fails the suite).

The theme is furo (PyPI): its tables and code blocks scroll sideways inside the page instead of
being cut at its right edge, so the twelve-column settings table of ports.md reads at 1280 px."""

project = "vocabgen"
author = "the vocabgen authors"
extensions = ["myst_parser"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build"]
myst_heading_anchors = 3  # links to sections (`cli.md#exit-codes`) are checked like pages
html_theme = "furo"
html_title = "vocabgen"
