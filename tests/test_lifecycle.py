"""The lifecycle keys (docs/registries.md): stability levels, structured deprecation and compat's
value_order policy, as load reads them into the model. Their errors are case folders
(tests/cases/errors/stability_malformed, replacement_names_nothing, value_order_malformed)."""

from __future__ import annotations

from pathlib import Path

from tests.loading import load_file, load_text, render
from vocabgen import shipping
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
    assert (old.deprecated, old.replaced_by, old.stability) == ("Merged into statuses.", "statuses", "development")


def test_a_file_without_the_keys_has_no_level_and_today_s_order_policy() -> None:
    model = load_file(VOCABS / "lifecycle_plain.toml")
    assert model.value_order == "significant"
    assert {model.vocabulary(k).stability_of(v) for k in ("statuses", "old_statuses")
            for v in model.vocabulary(k).values} == {""}


def test_the_reference_page_prints_the_keys() -> None:
    """Stability and replacements on VOCABULARY.md."""
    page = render(load_file(VOCABS / "lifecycle.toml", "vocab.toml"))["VOCABULARY.md"]
    assert "| `timedOut` | Out of time. Stability: release\\_candidate. |" in page
    assert "| `timeout` | Out of time. **Deprecated:** Renamed. Replaced by `timedOut`. |" in page
    assert "`finished` (**Deprecated:** Spelt done now. Replaced by `done`.)" in page
    assert ("**Deprecated:** Merged into statuses. Replaced by [statuses](#statuses). Stability: development.\n"
            in page)
    assert "Stability: stable" not in page, "stable is the promise every unmarked value has: nothing to say"


# Each port's marks (docs/registries.md, the rendering table): a value's replacement in the port's
# link form, a deprecated vocabulary's collection and constants, the level of what is below stable.
# Each port's toolchain compiles and runs the file (tests/conformance/cases.py: the lifecycle case).
MARKS = {
    "java/lifecycle/Vocabulary.java": [
        "@deprecated Renamed. Use {@link #STATUS_TIMED_OUT}.", "@deprecated Spelt done now. Use {@link #STATUS_DONE}.",
        "* <p>Stability: development.\n", "@deprecated Merged into statuses. Use {@link #STATUSES}.\n     */\n"
        "    @Deprecated\n    public static final List<String> OLD_STATUSES",
        "@deprecated Merged into statuses. Use {@link #STATUSES}.\n     */\n    @Deprecated\n"
        "    public static final String OLD_STATUS_COMPLETE"],
    "kotlin/lifecycle/Vocabulary.kt": [
        '@Deprecated("Renamed.", ReplaceWith("STATUS_TIMED_OUT"))', "Replaced by [STATUS_TIMED_OUT].",
        '@Deprecated("Spelt done now.", ReplaceWith("STATUS_DONE"))', "* Stability: development.",
        '@Deprecated("Merged into statuses.", ReplaceWith("STATUSES"))\n    val OLD_STATUSES',
        '@Deprecated("Merged into statuses.")\n    const val OLD_STATUS_COMPLETE'],
    "php/Lifecycle/Vocabulary.php": [
        "@deprecated Renamed.\n     * @see self::STATUS_TIMED_OUT", "@deprecated Spelt done now.\n     * @see self::STATUS_DONE",
        "* Stability: release_candidate.", "@deprecated Merged into statuses.\n     * @see self::STATUSES\n     */\n"
        "    public const OLD_STATUSES", "@see self::STATUSES\n     */\n    public const OLD_STATUS_COMPLETE"],
    "go/lifecycle/vocabulary.go": [
        "// Deprecated: Renamed; use StatusTimedOut.", "// Deprecated: Spelt done now; use StatusDone.",
        "// Stability: development.", "// Deprecated: Merged into statuses; use Statuses.\nfunc OldStatuses()",
        "// Deprecated: Merged into statuses; use Statuses.\n\tOldStatusComplete"],
    "csharp/Lifecycle/Vocabulary.cs": [
        '[Obsolete("Renamed; use StatusTimedOut")]', '<para>Replaced by <see cref="StatusTimedOut"/>.</para>',
        '[Obsolete("Spelt done now; use StatusDone")]', "<para>Stability: development.</para>",
        '[Obsolete("Merged into statuses; use Statuses")]\n        public static readonly IReadOnlyList<string> OldStatuses',
        '[Obsolete("Merged into statuses; use Statuses")]\n        public const string OldStatusComplete'],
    "rust/lifecycle.rs": [
        '#[deprecated(note = "Renamed; use STATUS_TIMED_OUT")]', '#[deprecated(note = "Renamed; use TimedOut")]',
        '#[deprecated(note = "Spelt done now; use STATUS_DONE")]', "/// Stability: development.",
        '#[deprecated(note = "Merged into statuses; use STATUSES")]\npub const OLD_STATUSES',
        '#[deprecated(note = "Merged into statuses; use STATUSES")]\npub const OLD_STATUS_COMPLETE'],
    "typescript/lifecycle.ts": [
        "@deprecated Renamed. Use {@link STATUS_TIMED_OUT}.", "@deprecated Spelt done now. Use {@link STATUS_DONE}.",
        " * Stability: development.", "@deprecated Merged into statuses. Use {@link STATUSES}.\n */\n"
        "export const OLD_STATUSES", "@deprecated Merged into statuses. Use {@link STATUSES}.\n */\n"
        "export const OLD_STATUS_COMPLETE"],
    "python/lifecycle/vocabulary.py": [
        "# Deprecated: Renamed; use STATUS_TIMED_OUT.\nSTATUS_TIMEOUT", "# Deprecated: Spelt done now; use STATUS_DONE.",
        "# Stability: development.\nSTATUS_PAUSED", "# Deprecated: Merged into statuses; use STATUSES.\n# Finished.\n"
        "# Deprecated: Merged into statuses; use STATUSES.\nOLD_STATUS_COMPLETE"],
    "elixir/lifecycle/vocabulary.ex": [
        '@deprecated "Renamed; use status_timed_out/0"', '@deprecated "Spelt done now; use status_done/0"',
        "  Stability: development.", '@deprecated "Merged into statuses; use statuses/0"\n  @spec old_statuses()',
        '@deprecated "Merged into statuses; use statuses/0"\n  def old_status_complete'],
    "clojure/lifecycle/vocabulary.cljc": [
        '(def ^{:deprecated "Renamed; use status-timed-out"} status-timeout',
        '(def ^{:deprecated "Spelt done now; use status-done"} status-alias-finished', "  Stability: development.",
        '(def ^{:deprecated "Merged into statuses; use statuses"} old-statuses',
        '(def ^{:deprecated "Merged into statuses; use statuses"} old-status-complete'],
    "ruby/lib/lifecycle/vocabulary.rb": [
        "# @deprecated Renamed; use STATUS_TIMED_OUT.\n    # @see STATUS_TIMED_OUT\n    STATUS_TIMEOUT",
        "# @deprecated Spelt done now; use STATUS_DONE.\n    # @see STATUS_DONE\n    STATUS_ALIAS_FINISHED",
        "    #\n    # Stability: development.\n    STATUS_PAUSED",
        "# Stability: development.\n    # @deprecated Merged into statuses; use STATUSES.\n    # @see STATUSES\n"
        "    OLD_STATUSES = [", "# @deprecated Merged into statuses; use STATUSES.\n    # @see STATUSES\n"
        "    OLD_STATUS_COMPLETE"],
}


def test_every_code_port_marks_replacements_deprecated_vocabularies_and_levels() -> None:
    marked = render(load_file(VOCABS / "lifecycle.toml", "vocab.toml"))
    for path, marks in MARKS.items():
        missing = [mark for mark in marks if mark not in marked[path]]
        assert not missing, f"{path} lacks {missing}:\n{marked[path]}"


def test_without_the_keys_no_port_prints_a_level_or_a_replacement() -> None:
    """The plain file (the same values and reasons, no lifecycle keys) prints no mark of them."""
    plain = render(load_file(VOCABS / "lifecycle_plain.toml", "vocab.toml"))
    for path in MARKS:
        assert "Stability" not in plain[path] and "Replace" not in plain[path], path
        assert not any(word in plain[path] for word in ("use Status", "use STATUS", "use status", "{@link #STATUS_T",
                                                         "@see self::STATUS_T", "@see STATUS_T",
                                                         "ReplaceWith")), path


def test_a_table_named_value_order_is_still_a_vocabulary() -> None:
    """value_order is reserved only as a string: a file that had a vocabulary of that name keeps it."""
    model = load_text('schema_version = 1\n[value_order]\nsingular = "order"\n[value_order.values]\nasc = "Up."\n'
                      '[targets.python]\nmodule = "a.b"\n')
    assert [v.key for v in model.vocabularies] == ["value_order"] and model.value_order == "significant"


# The target setting `stability` (docs/registries.md#stability, vocabgen.shipping). Its errors are
# case folders: stability_setting_malformed, stability_filter_leaves_out_fallback, _everything.

RULED = '''schema_version = 1
[statuses]
singular = "status"
[statuses.values]
done = "Finished."
paused = { doc = "Waiting.", stability = "development" }
[reasons]
singular = "reason"
[reasons.values]
why = "Why."
[drafts]
singular = "draft"
stability = "development"
[drafts.values]
sketch = "A sketch."
[rules.done_why]
vocabulary = "statuses"
carries = "reasons"
values = ["done", "paused"]
[rules.paused_why]
vocabulary = "statuses"
carries = "reasons"
values = ["paused"]
[rules.draft_status]
vocabulary = "drafts"
carries = "statuses"
values = ["sketch"]
[targets.python]
module = "acme.vocabulary"
stability = "stable"
[targets.go]
package = "acme"
'''


def test_a_filtered_port_ships_only_what_is_at_or_above_its_level() -> None:
    marked = load_file(VOCABS / "lifecycle.toml")
    stable = shipping.shipped(marked, "stable")
    assert [v.key for v in stable.vocabularies] == ["statuses"], "old_statuses is development"
    statuses = stable.vocabularies[0]
    assert [v.text for v in statuses.values] == ["done", "timeout"]
    assert statuses.by_text["timeout"].replaced_by == "", "its replacement timedOut is left out; the reason stays"
    assert statuses.by_text["timeout"].deprecated == "Renamed."
    assert [(a.name, a.replaced_by) for a in statuses.aliases] == [("finished", "done")]
    candidate = shipping.shipped(marked, "release_candidate")
    assert [v.text for v in candidate.vocabularies[0].values] == ["done", "timedOut", "timeout"]
    assert shipping.shipped(marked, "development") == marked


def test_rules_lose_what_is_left_out() -> None:
    model = shipping.shipped(load_text(RULED), "stable")
    assert [(r.key, r.values) for r in model.rules] == [("done_why", ("done",))], \
        "paused_why has no member left; draft_status's subject is left out"


def test_only_the_filtered_port_renders_less() -> None:
    files = render(load_text(RULED))
    python = files["python/acme/vocabulary.py"]
    go = next(text for path, text in files.items() if path.endswith("vocabulary.go"))
    assert "STATUS_PAUSED" not in python and "DRAFTS" not in python and "PAUSED_WHY" not in python.upper()
    assert "StatusPaused" in go and "Drafts" in go
    tests = files["python/tests/test_vocabulary.py"]
    assert '"paused"' not in tests and '"done"' in tests, "the generated tests cover what the port ships"
