"""One module per output language; all per-language knowledge lives in these modules."""

# The known targets in output order, importable without loading any target (the CLI's --help
# lists them); registry.TARGETS holds the targets themselves and a test keeps the two equal.
TARGET_NAMES = ("python", "java", "typescript", "go", "csharp", "elixir", "clojure", "rust", "conformance",
                "markdown")
