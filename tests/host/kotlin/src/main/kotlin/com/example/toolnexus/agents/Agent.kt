package com.example.toolnexus.agents

import com.example.toolnexus.Result
import com.example.toolnexus.Vocabulary

/** Sub-agents: imports the root package, as the real host's agents package does. */
object Agent {
    /** The result of a sub-agent stopped on a pool limit named by its internal spelling. */
    fun stop(pool: String): Result = Result(Vocabulary.STATUS_INCOMPLETE, pool)
}
