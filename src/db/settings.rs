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

/// The address FIDE's combined rating list is downloaded from (empty: never).
const FIDE_LIST_URL: &str = "fide_list_url";
/// What the checks for a newer FIDE list found ([`ListCheck`], as JSON).
const FIDE_LIST_CHECK: &str = "fide_list_check";

/// Where FIDE's list is downloaded from; `None` until an admin sets one (the
/// app then works with the lists it is given, as it does with no internet).
pub fn fide_list_url(conn: &mut DbConnection) -> QueryResult<Option<String>> {
    Ok(get(conn, FIDE_LIST_URL)?.filter(|url| !url.is_empty()))
}

/// Sets (or, empty, clears) the address FIDE's list is downloaded from.
pub fn set_fide_list_url(conn: &mut DbConnection, url: &str) -> QueryResult<()> {
    set(conn, FIDE_LIST_URL, url)
}

/// What the checks for a newer FIDE list found: when one last succeeded and
/// when one was last tried, with what the server said.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ListCheck {
    /// When a check last reached the list (a new list stored, or unchanged).
    pub checked_at: Option<chrono::NaiveDateTime>,
    /// When a check last began, whatever came of it.
    pub attempted_at: Option<chrono::NaiveDateTime>,
    /// What asks the server for the list only if it changed (`etag:…`, `date:…`).
    pub validator: String,
    /// Why the last check failed (empty: it did not).
    pub error: String,
}

/// The stored state of the checks (the default before the first).
pub fn fide_list_check(conn: &mut DbConnection) -> QueryResult<ListCheck> {
    Ok(get(conn, FIDE_LIST_CHECK)?.and_then(|json| serde_json::from_str(&json).ok()).unwrap_or_default())
}

/// Stores what a check found.
pub fn set_fide_list_check(conn: &mut DbConnection, check: &ListCheck) -> QueryResult<()> {
    set(conn, FIDE_LIST_CHECK, &serde_json::to_string(check).unwrap_or_default())
}

/// Stores `next` only if the checks' state is still `seen` (as
/// [`fide_list_check`] read it): of several instances of the app sharing a
/// database, one check at a time runs.
pub fn claim_fide_list_check(conn: &mut DbConnection, seen: &ListCheck, next: &ListCheck) -> QueryResult<bool> {
    let next_json = serde_json::to_string(next).unwrap_or_default();
    let stored = get(conn, FIDE_LIST_CHECK)?;
    match stored.as_deref().and_then(|json| serde_json::from_str::<ListCheck>(json).ok().map(|s| (json, s))) {
        Some((json, state)) => Ok(state == *seen
            && diesel::update(settings::table.find(FIDE_LIST_CHECK).filter(settings::value.eq(json)))
                .set(settings::value.eq(&next_json))
                .execute(conn)?
                == 1),
        // Never checked, or unreadable: this check is the first.
        None => set(conn, FIDE_LIST_CHECK, &next_json).map(|()| true),
    }
}
