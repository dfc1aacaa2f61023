//! Accounts.

use super::DbConnection;
use super::ids::UserId;
use super::models::{NewUser, User};
use super::schema::users;
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

/// Creates an account and returns its id.
pub fn insert(conn: &mut DbConnection, user: &NewUser<'_>) -> QueryResult<UserId> {
    diesel::insert_into(users::table).values(user).returning(users::id).get_result(conn)
}
