//! Sub-agents: use the generated module through the crate root.

use crate::vocabulary::{settle_limit_stop, STATUS_INCOMPLETE};
use crate::{Limit, UnknownSpelling};

/// The limit a sub-agent stopped on a pool limit carries, named by its internal spelling.
pub fn stop(pool: &str) -> Result<Option<Limit>, UnknownSpelling> {
    settle_limit_stop(STATUS_INCOMPLETE, Some(pool))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_canonicalises_the_pool_name() {
        assert_eq!(stop("tokens"), Ok(Some(Limit::MaxTokens)));
        assert!(stop("bogus").is_err());
    }
}
