package com.example.toolnexus.agents;

import com.example.toolnexus.Result;
import com.example.toolnexus.Vocabulary;

/** Sub-agents: imports the root package, as the real host's agents package does. */
public final class Agent {
    private Agent() {
    }

    /** The result of a sub-agent stopped on a pool limit named by its internal spelling. */
    public static Result stop(String pool) {
        return new Result(Vocabulary.STATUS_INCOMPLETE, pool);
    }
}
