//! Accounts apart from the web: password hashing, sign-in throttling, when
//! a session still counts, and the second step of a sign-in (one-time codes
//! and recovery codes), and the roles an account can have.

pub mod password;
pub mod recovery;
pub mod role;
pub mod session;
pub mod throttle;
pub mod totp;
