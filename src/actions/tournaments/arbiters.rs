//! A tournament's arbiters: the chief names deputies among the accounts
//! and removes them.

use super::TournamentRefusal;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, UserId};

/// Names the account `username` a deputy arbiter of `t` and logs it;
/// returns whether the account was new to the tournament. A name no
/// account has is refused ([`TournamentRefusal::NoSuchAccount`]): a name
/// kept for an account to come would give whoever registers it later the
/// right to change the tournament.
pub fn add_arbiter(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    username: &str,
) -> Result<bool, Failed<TournamentRefusal>> {
    let Some(account) = db::users::by_username(conn, username)? else {
        return refuse(TournamentRefusal::NoSuchAccount);
    };
    let added = db::tournaments::name_deputy(conn, t.id, username, account.id)?;
    if added {
        audit(conn, t.id, by, AuditEvent::ArbiterAdded { username: username.to_string() })?;
    }
    Ok(added)
}

/// Removes the deputy arbiter `username` from `t` and logs it: from then
/// on every write of that account to the tournament is forbidden. A name
/// that is no deputy of the tournament (the chief among them) is refused
/// ([`TournamentRefusal::NotADeputy`]).
pub fn remove_arbiter(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    username: &str,
) -> Result<(), Failed<TournamentRefusal>> {
    if !db::tournaments::remove_deputy(conn, t.id, username)? {
        return refuse(TournamentRefusal::NotADeputy);
    }
    audit(conn, t.id, by, AuditEvent::ArbiterRemoved { username: username.to_string() })?;
    Ok(())
}
