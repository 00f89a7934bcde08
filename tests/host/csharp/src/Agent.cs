namespace Toolnexus.Agents
{
    /// <summary>Sub-agents: the generated class is in the enclosing namespace.</summary>
    public static class Agent
    {
        /// <summary>The limit a sub-agent stopped on a pool limit carries.</summary>
        public static string Stop(string pool)
        {
            return Vocabulary.SettleLimitStop(Vocabulary.StatusIncomplete, pool);
        }
    }
}
