package com.example.toolnexus.agents

import com.example.toolnexus.Vocabulary
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse

class AgentTest {
    @Test
    fun stopCanonicalisesThePoolName() {
        assertEquals(Vocabulary.LIMIT_MAX_TOKENS, Agent.stop("tokens").limit)
        assertFalse(Agent.stop("tokens").done)
        assertFailsWith<IllegalArgumentException> { Agent.stop("bogus") }
    }
}
