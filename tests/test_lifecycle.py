"""The lifecycle keys (docs/registries.md): stability levels, structured deprecation and compat's
value_order policy, as load reads them into the model. Their errors are case folders
(tests/cases/errors/stability_malformed, replacement_names_nothing, value_order_malformed)."""

from __future__ import annotations

from pathlib import Path

from tests.loading import load_file, load_text, render
from vocabgen.lifecycle import LEVELS, rank

VOCABS = Path(__file__).resolve().parent / "vocabularies"


def test_levels_rank_lowest_first_and_unmarked_ranks_as_stable() -> None:
    assert LEVELS == ("development", "release_candidate", "stable")
    assert rank("development") < rank("release_candidate") < rank("stable") == rank("")


def test_the_model_holds_every_lifecycle_key() -> None:
    model = load_file(VOCABS / "lifecycle.toml")
    statuses, old = model.vocabulary("statuses"), model.vocabulary("old_statuses")
    assert model.value_order == "insignificant"
    assert [statuses.stability_of(v) for v in statuses.values] == [
        "stable", "release_candidate", "stable", "development"], "a value without a level has its vocabulary's"
    assert statuses.by_text["timeout"].replaced_by == "timedOut"
    assert statuses.aliases[0].replaced_by == "done"
    assert (old.deprecated, old.replaced_by, old.stability) == ("Use statuses.", "statuses", "development")


def test_a_file_without_the_keys_has_no_level_and_today_s_order_policy() -> None:
    model = load_file(VOCABS / "lifecycle_plain.toml")
    assert model.value_order == "significant"
    assert {model.vocabulary(k).stability_of(v) for k in ("statuses", "old_statuses")
            for v in model.vocabulary(k).values} == {""}


def test_only_the_reference_page_prints_the_keys() -> None:
    """Stability and replacements are shown on VOCABULARY.md; no code port prints them yet
    (docs/registries.md, Status): every other file is the plain file's, byte for byte."""
    marked = render(load_file(VOCABS / "lifecycle.toml", "vocab.toml"))
    plain = render(load_file(VOCABS / "lifecycle_plain.toml", "vocab.toml"))
    assert {path for path in marked if marked[path] != plain[path]} == {"VOCABULARY.md"}
    page = marked["VOCABULARY.md"]
    assert "| `timedOut` | Out of time. Stability: release\\_candidate. |" in page
    assert "| `timeout` | Out of time. **Deprecated:** Renamed. Replaced by `timedOut`. |" in page
    assert "`finished` (**Deprecated:** Spelt done now. Replaced by `done`.)" in page
    assert "**Deprecated:** Use statuses. Replaced by [statuses](#statuses). Stability: development.\n" in page
    assert "Stability: stable" not in page, "stable is the promise every unmarked value has: nothing to say"


def test_a_table_named_value_order_is_still_a_vocabulary() -> None:
    """value_order is reserved only as a string: a file that had a vocabulary of that name keeps it."""
    model = load_text('schema_version = 1\n[value_order]\nsingular = "order"\n[value_order.values]\nasc = "Up."\n'
                      '[targets.python]\nmodule = "a.b"\n')
    assert [v.key for v in model.vocabularies] == ["value_order"] and model.value_order == "significant"
