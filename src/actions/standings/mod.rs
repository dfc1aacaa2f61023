//! The arbiters' actions on what follows from the standings: the prize
//! settings, categories and prize series ([`prizes`]), and the tie-break
//! list and the edition of C.07 it follows ([`tiebreaks`]). Each runs
//! inside the caller's transaction, records its audit entry and never sees
//! HTTP; the prize computations themselves stay in [`crate::standings`].

pub mod final_ties;
pub mod long_event;
pub mod prizes;
pub mod tiebreaks;

/// A fresh in-memory database with one tournament (a Swiss of 5 rounds)
/// and the arbiter who created it, for the actions' tests.
#[cfg(test)]
pub(crate) fn test_event() -> (crate::db::DbConnection, crate::db::TournamentId, crate::db::UserId) {
    let (conn, by, t) = crate::actions::fixture::event("swiss");
    (conn, t.id, by)
}
