//! The accounts' actions: the one-time setup, sign-in with its throttle and
//! second step, one's own account (password, sessions, two-step sign-in),
//! and the admin's changes to other accounts. Each runs inside the caller's
//! transaction and never sees HTTP; passwords arrive already checked or
//! hashed, since hashing takes far too long to hold a transaction open.

pub mod account;
pub mod sign_in;
pub mod two_factor;
pub mod users;
