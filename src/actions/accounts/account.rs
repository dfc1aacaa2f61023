//! One's own account: a new password, and signing out everywhere.

use crate::db::{self, DbConnection, UserId};
use diesel::QueryResult;

/// Stores a new password (already hashed, its owner's current one already
/// checked) and ends every session of the account. Returns the account's
/// new session generation, under which the session that changed it goes on.
pub fn change_password(conn: &mut DbConnection, user: UserId, password_hash: &str) -> QueryResult<i32> {
    db::users::set_password(conn, user, password_hash)?;
    session_generation(conn, user)
}

/// Ends every session of the account.
pub fn sign_out_everywhere(conn: &mut DbConnection, user: UserId) -> QueryResult<()> {
    db::users::end_all_sessions(conn, user).map(drop)
}

/// The account's session generation now (0 if it is gone).
pub(super) fn session_generation(conn: &mut DbConnection, user: UserId) -> QueryResult<i32> {
    Ok(db::users::by_id(conn, user)?.map_or(0, |u| u.session_generation))
}
