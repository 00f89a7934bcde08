package com.example.toolnexus.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.example.toolnexus.Vocabulary;
import org.junit.jupiter.api.Test;

class AgentTest {
    @Test
    void stopCanonicalisesThePoolName() {
        assertEquals(Vocabulary.LIMIT_MAX_TOKENS, Agent.stop("tokens").limit());
        assertFalse(Agent.stop("tokens").done());
        assertThrows(IllegalArgumentException.class, () -> Agent.stop("bogus"));
    }
}
