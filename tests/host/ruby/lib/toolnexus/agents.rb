# frozen_string_literal: true

require "toolnexus/vocabulary"

module Toolnexus
  # Sub-agents: require the root vocabulary, as the real host's agents do.
  module Agents
    Result = Struct.new(:status, :limit)

    # The result of a sub-agent stopped on a pool limit named by its internal spelling.
    def self.stop(pool)
      status = Vocabulary::STATUS_INCOMPLETE
      Result.new(status, Vocabulary.settle_limit_stop(status, pool))
    end
  end
end
