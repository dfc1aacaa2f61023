//! Accounts.

use super::DbConnection;
use super::ids::UserId;
use super::models::{NewUser, User};
use super::schema::{revoked_sessions, users};
use crate::auth::role::Role;
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// How many accounts exist (none means the one-time setup is still open).
pub fn count(conn: &mut DbConnection) -> QueryResult<i64> {
    users::table.count().get_result(conn)
}

/// The account with this login name.
pub fn by_username(conn: &mut DbConnection, username: &str) -> QueryResult<Option<User>> {
    users::table.filter(users::username.eq(username)).select(User::as_select()).first(conn).optional()
}

/// The account with this id.
pub fn by_id(conn: &mut DbConnection, id: UserId) -> QueryResult<Option<User>> {
    users::table.find(id).select(User::as_select()).first(conn).optional()
}

/// Every account, by name.
pub fn all(conn: &mut DbConnection) -> QueryResult<Vec<User>> {
    users::table.order(users::username).select(User::as_select()).load(conn)
}

/// Creates an account and returns its id. It is nobody's deputy: a name
/// kept from before (deputies once could be named ahead of their account)
/// gives a new account of that name no right.
pub fn insert(conn: &mut DbConnection, user: &NewUser<'_>) -> QueryResult<UserId> {
    diesel::insert_into(users::table).values(user).returning(users::id).get_result(conn)
}

/// Ends every session of the account: the next request of any of them finds
/// an older generation than the account's.
pub fn end_all_sessions(conn: &mut DbConnection, id: UserId) -> QueryResult<usize> {
    diesel::update(users::table.find(id)).set(users::session_generation.eq(users::session_generation + 1)).execute(conn)
}

/// Sets a new password hash, ending every session of the account.
pub fn set_password(conn: &mut DbConnection, id: UserId, password_hash: &str) -> QueryResult<usize> {
    end_all_sessions(conn, id)?;
    diesel::update(users::table.find(id)).set(users::password_hash.eq(password_hash)).execute(conn)
}

/// Sets the role, ending every session of the account (they carry the old rights).
pub fn set_role(conn: &mut DbConnection, id: UserId, role: Role) -> QueryResult<usize> {
    end_all_sessions(conn, id)?;
    diesel::update(users::table.find(id)).set(users::role.eq(role)).execute(conn)
}

/// Disables or enables the account; disabling ends its sessions.
pub fn set_disabled(conn: &mut DbConnection, id: UserId, disabled: bool) -> QueryResult<usize> {
    if disabled {
        end_all_sessions(conn, id)?;
    }
    diesel::update(users::table.find(id)).set(users::disabled.eq(disabled)).execute(conn)
}

/// How many enabled admin accounts there are (at least one must stay).
pub fn enabled_admins(conn: &mut DbConnection) -> QueryResult<i64> {
    users::table.filter(users::role.eq(Role::Admin)).filter(users::disabled.eq(false)).count().get_result(conn)
}

/// Ends one session (signed out) until `expires_at`, when its cookie would be
/// refused anyway; revocations past their expiry are forgotten.
pub fn revoke_session(
    conn: &mut DbConnection,
    session_id: &str,
    expires_at: NaiveDateTime,
    now: NaiveDateTime,
) -> QueryResult<()> {
    diesel::delete(revoked_sessions::table.filter(revoked_sessions::expires_at.lt(now))).execute(conn)?;
    if !is_revoked(conn, session_id)? {
        diesel::insert_into(revoked_sessions::table)
            .values((revoked_sessions::session_id.eq(session_id), revoked_sessions::expires_at.eq(expires_at)))
            .execute(conn)?;
    }
    Ok(())
}

/// Whether this session was signed out.
pub fn is_revoked(conn: &mut DbConnection, session_id: &str) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(revoked_sessions::table.find(session_id))).get_result(conn)
}
