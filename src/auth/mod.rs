//! Accounts apart from the web: password hashing and sign-in throttling.

pub mod password;
pub mod throttle;
