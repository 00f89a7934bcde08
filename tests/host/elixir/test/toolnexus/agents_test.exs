defmodule Toolnexus.AgentsTest do
  use ExUnit.Case, async: true

  alias Toolnexus.Vocabulary

  test "stop canonicalises the pool name" do
    assert Toolnexus.Agents.stop("tokens") == {:ok, Vocabulary.limit_max_tokens()}
    assert {:error, {:unknown_limit, "bogus"}} = Toolnexus.Agents.stop("bogus")
  end
end
