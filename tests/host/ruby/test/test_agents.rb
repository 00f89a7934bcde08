# frozen_string_literal: true

require "minitest/autorun"
require "toolnexus/agents"

class AgentsTest < Minitest::Test
  def test_stop_canonicalises_the_pool_name
    result = Toolnexus::Agents.stop("wallMs")
    assert_equal Toolnexus::Vocabulary::LIMIT_MAX_WALL_MS, result.limit
    assert_raises(ArgumentError) { Toolnexus::Agents.stop("bogus") }
  end
end
