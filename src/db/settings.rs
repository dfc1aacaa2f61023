//! The site's settings an admin changes on the accounts page, by name.

use super::DbConnection;
use super::schema::settings;
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error};

/// The setting that makes admins and chief arbiters use two-step sign-in.
const REQUIRE_TWO_FACTOR: &str = "require_two_factor";

/// A setting's stored value, if it was ever set.
fn get(conn: &mut DbConnection, name: &str) -> QueryResult<Option<String>> {
    settings::table.find(name).select(settings::value).first(conn).optional()
}

/// Stores a setting's value (call it inside a transaction).
fn set(conn: &mut DbConnection, name: &str, value: &str) -> QueryResult<()> {
    let update =
        |c: &mut DbConnection| diesel::update(settings::table.find(name)).set(settings::value.eq(value)).execute(c);
    if update(conn)? == 0 {
        // In a savepoint: a concurrent first write of the same setting makes
        // this insert fail, which on PostgreSQL would spoil the transaction.
        let row = (settings::name.eq(name), settings::value.eq(value));
        match conn.transaction(|c| diesel::insert_into(settings::table).values(row).execute(c)) {
            Err(Error::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => {
                update(conn)?;
            }
            other => {
                other?;
            }
        }
    }
    Ok(())
}

/// Whether admins and chief arbiters must use two-step sign-in (off until an admin turns it on).
pub fn two_factor_required(conn: &mut DbConnection) -> QueryResult<bool> {
    Ok(get(conn, REQUIRE_TWO_FACTOR)?.as_deref() == Some("true"))
}

/// Turns the two-step requirement on or off.
pub fn set_two_factor_required(conn: &mut DbConnection, required: bool) -> QueryResult<()> {
    set(conn, REQUIRE_TWO_FACTOR, if required { "true" } else { "false" })
}
