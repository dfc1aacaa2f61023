//! The loaded tournament, under the name the handlers use.

pub use crate::actions::StoredEvent as Event;
