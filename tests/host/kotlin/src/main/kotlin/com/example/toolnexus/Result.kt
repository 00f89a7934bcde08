package com.example.toolnexus

/** How a run settled: its status and, for a limit stop, the limit it carries (checked by the rule). */
class Result(val status: String, limit: String?) {
    val limit: String? = Vocabulary.settleLimitStop(status, limit)

    /** Whether the run finished normally. */
    val done: Boolean get() = status == Vocabulary.STATUS_DONE
}
