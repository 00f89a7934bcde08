"""Sphinx configuration: the docs are MyST Markdown, built strict (tests/test_docs.py runs
`sphinx-build -W -n`, so a broken link, a missing page or a bad anchor fails the suite)."""

project = "vocabgen"
author = "the vocabgen authors"
extensions = ["myst_parser"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build"]
myst_heading_anchors = 3  # links to sections (`cli.md#exit-codes`) are checked like pages
html_theme = "alabaster"
html_title = "vocabgen"
