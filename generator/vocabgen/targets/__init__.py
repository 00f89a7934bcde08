"""One module per output language; all per-language knowledge lives in these modules."""
