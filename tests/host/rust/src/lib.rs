//! The host's crate root: the generated module is included once, here.
#![deny(warnings)]

pub mod agents;
mod vocabulary;

pub use vocabulary::{Limit, Status, UnknownSpelling};
