<?php

declare(strict_types=1);

namespace Toolnexus\Agents;

use PHPUnit\Framework\TestCase;
use Toolnexus\Vocabulary;

final class AgentTest extends TestCase
{
    public function testStopCanonicalisesThePoolName(): void
    {
        $this->assertSame(Vocabulary::LIMIT_MAX_TOKENS, Agent::stop('tokens'));
    }
}
