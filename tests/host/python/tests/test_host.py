import pytest

import toolnexus
from toolnexus.vocabulary import LIMIT_MAX_WALL_MS


def test_stop_canonicalises_the_pool_name() -> None:
    result = toolnexus.stop("wallMs")
    assert result.limit == LIMIT_MAX_WALL_MS and not result.done
    with pytest.raises(ValueError):
        toolnexus.stop("bogus")
