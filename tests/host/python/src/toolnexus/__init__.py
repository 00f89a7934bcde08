"""The host's root package. It imports its agents subpackage, which imports this package in
turn: the generated constants live in toolnexus.vocabulary, a module of this (the lowest)
package that imports nothing of the host, so neither side meets a partially initialised module."""

from toolnexus.vocabulary import STATUS_DONE, settle_limit_stop


class Result:
    """How a run settled: its status and, for a limit stop, the limit it carries."""

    def __init__(self, status: str, limit: str | None = None) -> None:
        self.status = status
        self.limit = settle_limit_stop(status, limit)

    @property
    def done(self) -> bool:
        return self.status == STATUS_DONE


from toolnexus.agents import stop  # noqa: E402  (the subpackage needs Result, as the real host's does)

__all__ = ["Result", "stop"]
