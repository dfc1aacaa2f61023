//! Accounts apart from the web: password hashing, sign-in throttling and
//! when a session still counts.

pub mod password;
pub mod session;
pub mod throttle;
