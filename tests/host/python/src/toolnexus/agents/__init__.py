"""Sub-agents: imports the root package, as the real host's agents package does."""

from toolnexus import Result
from toolnexus.vocabulary import STATUS_INCOMPLETE


def stop(pool: str) -> Result:
    """The result of a sub-agent stopped on a pool limit named by its internal spelling."""
    return Result(STATUS_INCOMPLETE, pool)
