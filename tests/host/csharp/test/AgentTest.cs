using System;
using Toolnexus;
using Toolnexus.Agents;

/// <summary>The host's console check (mcs has no test runner here).</summary>
public static class AgentTest
{
    public static int Main()
    {
        if (Agent.Stop("tokens") != Vocabulary.LimitMaxTokens)
        {
            Console.WriteLine("FAIL: tokens");
            return 1;
        }
        try
        {
            Agent.Stop("bogus");
            Console.WriteLine("FAIL: bogus accepted");
            return 1;
        }
        catch (ArgumentException)
        {
        }
        Console.WriteLine("ok");
        return 0;
    }
}
