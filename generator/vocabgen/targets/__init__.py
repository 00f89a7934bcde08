"""One module per output language: each holds that language's profile (vocabgen.profile)."""
