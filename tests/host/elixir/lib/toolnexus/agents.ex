defmodule Toolnexus.Agents do
  @moduledoc "Sub-agents: calls the generated module, which calls nothing of the host."

  alias Toolnexus.Vocabulary

  @doc "The limit a sub-agent stopped on a pool limit carries, named by its internal spelling."
  def stop(pool), do: Vocabulary.settle_limit_stop(Vocabulary.status_incomplete(), pool)
end
