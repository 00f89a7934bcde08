package com.example.toolnexus;

/** How a run settled: its status and, for a limit stop, the limit it carries. */
public record Result(String status, String limit) {
    /** Checks the limit a status carries against the vocabulary's rule. */
    public Result {
        limit = Vocabulary.settleLimitStop(status, limit);
    }

    /** Whether the run finished normally. */
    public boolean done() {
        return Vocabulary.STATUS_DONE.equals(status);
    }
}
