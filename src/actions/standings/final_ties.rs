//! Ties left after the whole tie-break list (C.07 4.2; checklist
//! Q203-Q207): whether they stand or are separated by a drawing of lots
//! (the rule), the places the arbiter gives by hand within a tie, and the
//! values of the EXT tie-break computed elsewhere. The ranking applies them
//! ([`crate::standings::Ranking::settling`]) once every round is in.

use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, PlayerId, UserId};
use crate::standings::FinalTies;

/// The largest EXT value accepted either way, in hundredths (100,000).
pub const MAX_EXTERNAL: i32 = 10_000_000;

/// What the arbiter enters for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TieEntry {
    /// The player.
    pub player: PlayerId,
    /// The place within the player's tie, from 1 (`Some(None)`: not placed
    /// by hand; `None`: left as it is).
    pub place: Option<Option<i32>>,
    /// The EXT value in hundredths (`Some(None)`: none; `None`: left as it is).
    pub external: Option<Option<i32>>,
}

/// Why entries are refused (nothing is stored).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TieRefusal {
    /// The tournament has no such player.
    UnknownPlayer,
    /// A place outside 1 to the number of players.
    Place {
        /// The player's name.
        player: String,
        /// The number of players.
        players: usize,
    },
    /// An EXT value beyond [`MAX_EXTERNAL`].
    ExternalValue {
        /// The player's name.
        player: String,
    },
}

/// Sets whether ties left at the end stand or are separated by lot; logged
/// when it changes.
pub fn set_final_ties(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    rule: FinalTies,
) -> Result<(), diesel::result::Error> {
    if t.final_ties() == rule {
        return Ok(());
    }
    db::tournaments::set_final_ties(conn, t.id, rule.code())?;
    audit(conn, t.id, by, AuditEvent::FinalTiesRule { lots: rule == FinalTies::Lots })
}

/// Stores the places by hand and EXT values of `entries`, all or none;
/// each player whose entry changes is logged. Returns how many changed.
pub fn set_tie_entries(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    entries: &[TieEntry],
) -> Result<usize, Failed<TieRefusal>> {
    // Two arbiters at once: one after the other, each on what the other stored.
    db::tournaments::lock(conn, t.id)?;
    let players = db::players::for_tournament(conn, t.id)?;
    let mut changes = Vec::new();
    for entry in entries {
        let Some(row) = players.iter().find(|p| p.id == entry.player) else { return refuse(TieRefusal::UnknownPlayer) };
        let (place, external) = (entry.place.unwrap_or(row.tie_place), entry.external.unwrap_or(row.external_tiebreak));
        if place.is_some_and(|p| p < 1 || p as usize > players.len()) {
            return refuse(TieRefusal::Place { player: row.name.clone(), players: players.len() });
        }
        if external.is_some_and(|v| v.abs() > MAX_EXTERNAL) {
            return refuse(TieRefusal::ExternalValue { player: row.name.clone() });
        }
        if (row.tie_place, row.external_tiebreak) != (place, external) {
            changes.push((row, place, external));
        }
    }
    for &(row, place, external) in &changes {
        db::players::set_tie_entry(conn, row.id, place, external)?;
        let logged = AuditEvent::TieEntry { player: row.name.clone(), place, external };
        audit(conn, t.id, by, logged)?;
    }
    let changed = changes.len();
    if changed > 0 {
        db::tournaments::touch(conn, t.id)?;
    }
    Ok(changed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::fixture;

    #[test]
    fn entries_are_all_stored_or_none() {
        let (mut conn, by, t) = fixture::event("swiss");
        let ids: Vec<PlayerId> = ["A", "B", "C"]
            .iter()
            .map(|name| db::players::insert(&mut conn, t.id, &fixture::fields(name, "")).unwrap())
            .collect();
        let good = TieEntry { player: ids[0], place: Some(Some(1)), external: Some(Some(250)) };
        let bad = TieEntry { player: ids[1], place: Some(Some(ids.len() as i32 + 1)), external: None };
        let refused = set_tie_entries(&mut conn, by, &t, &[good, bad]).unwrap_err();
        assert!(matches!(refused, Failed::Refused(TieRefusal::Place { .. })));
        let too_big = TieEntry { external: Some(Some(MAX_EXTERNAL + 1)), ..good };
        assert!(matches!(
            set_tie_entries(&mut conn, by, &t, &[too_big]),
            Err(Failed::Refused(TieRefusal::ExternalValue { .. }))
        ));
        assert_eq!(set_tie_entries(&mut conn, by, &t, &[good]).unwrap(), 1);
        assert_eq!(set_tie_entries(&mut conn, by, &t, &[good]).unwrap(), 0, "the same again changes nothing");
        let row = db::players::by_id(&mut conn, t.id, ids[0]).unwrap().unwrap();
        assert_eq!((row.tie_place, row.external_tiebreak), (Some(1), Some(250)));
        // A field left out leaves its value as it is.
        let value_only = TieEntry { player: ids[0], place: None, external: Some(None) };
        assert_eq!(set_tie_entries(&mut conn, by, &t, &[value_only]).unwrap(), 1);
        let row = db::players::by_id(&mut conn, t.id, ids[0]).unwrap().unwrap();
        assert_eq!((row.tie_place, row.external_tiebreak), (Some(1), None));
    }
}
