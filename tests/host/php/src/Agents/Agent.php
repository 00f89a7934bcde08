<?php

declare(strict_types=1);

namespace Toolnexus\Agents;

use Toolnexus\Vocabulary;

/**
 * Sub-agents: the generated class is in the root namespace every user imports.
 */
final class Agent
{
    /**
     * The limit a sub-agent stopped on a pool limit carries.
     */
    public static function stop(string $pool): ?string
    {
        return Vocabulary::settleLimitStop(Vocabulary::STATUS_INCOMPLETE, $pool);
    }
}
