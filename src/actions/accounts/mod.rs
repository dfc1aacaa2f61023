//! The accounts' actions: the one-time setup, sign-in with its throttle and
//! second step, one's own account (password, sessions, two-step sign-in),
//! and the admin's changes to other accounts. Each runs inside the caller's
//! transaction and never sees HTTP; passwords arrive already checked or
//! hashed, since hashing takes far too long to hold a transaction open.

pub mod account;
pub mod sign_in;
pub mod two_factor;
pub mod users;

/// A fresh, migrated in-memory SQLite database for the actions' tests.
#[cfg(test)]
pub(crate) fn test_db() -> crate::db::DbConnection {
    let mut conn = crate::db::establish(":memory:").expect("an in-memory SQLite database opens");
    crate::db::migrate(&mut conn).expect("the migrations apply");
    conn
}

/// One attempt reserved on the account counter of `admin`, for the actions' tests.
#[cfg(test)]
pub(crate) fn reserve(conn: &mut crate::db::DbConnection) -> sign_in::Reserved {
    use crate::auth::throttle::{Rule, Scope};
    let rule = Rule::new(5, std::time::Duration::from_secs(900));
    let counters = [crate::db::sign_in_attempts::Counter { scope: Scope::Account, key: "admin".into(), rule }];
    sign_in::reserve_attempt(conn, &counters, now()).expect("a place under the limits")
}

/// The fixed moment the actions' tests happen at.
#[cfg(test)]
pub(crate) fn now() -> chrono::NaiveDateTime {
    chrono::DateTime::from_timestamp(1_750_000_000, 0).unwrap_or_default().naive_utc()
}
