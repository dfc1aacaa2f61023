//! A tournament's arbiters.

use super::TournamentRefusal;
use crate::actions::Failed;
use crate::actions::audit::{AuditEvent, audit};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, UserId};

/// Names the account `username` a deputy arbiter of `t`, whether or not it
/// exists (the form and the page are no way to find out which accounts
/// there are), and logs it when someone was added; returns whether so.
pub fn add_arbiter(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    username: &str,
) -> Result<bool, Failed<TournamentRefusal>> {
    let added = db::tournaments::name_deputy(conn, t.id, username)?;
    if added {
        audit(conn, t.id, by, AuditEvent::ArbiterAdded { username: username.to_string() })?;
    }
    Ok(added)
}
