"""vocabgen: one vocab.toml rendered into constant files for every port of a library."""

__version__ = "0.2.0"
