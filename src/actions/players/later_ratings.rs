//! The ratings a player gets during an event lasting over 30 days
//! (checklist Q212, Q213): each is in force from a round on; the rating
//! registered with the player is the first. The rating tie-breaks use the
//! first rating unless the event chose each round's rating
//! ([`crate::actions::standings::long_event`]).

use super::PlayerRefusal;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, PlayerId, UserId};

/// The highest rating accepted (FIDE's ratings stay far below).
pub const MAX_RATING: i32 = 4000;

/// A later rating as the arbiter enters it.
#[derive(Debug, Clone, Copy)]
pub struct LaterRatingEntry {
    /// The player.
    pub player: PlayerId,
    /// The first round it is in force in: 2 to the event's last round.
    pub from_round: i32,
    /// The rating (0: unrated); none removes the rating set from that round.
    pub rating: Option<i32>,
}

/// Sets (or removes) a player's rating from a round on, in an event marked
/// as lasting over 30 days; logged. Removing one that is not there changes
/// nothing and logs nothing.
pub fn set_later_rating(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    entry: LaterRatingEntry,
) -> Result<(), Failed<PlayerRefusal>> {
    let LaterRatingEntry { player, from_round, rating } = entry;
    // Two arbiters setting the same round's rating at once: one after the
    // other (the rating is replaced, never stored twice).
    db::tournaments::lock(conn, t.id)?;
    if !t.long_event {
        return refuse(PlayerRefusal::NotLongEvent);
    }
    let Some(row) = db::players::by_id(conn, t.id, player)? else { return refuse(PlayerRefusal::UnknownPlayer) };
    if !(2..=t.rounds).contains(&from_round) {
        return refuse(PlayerRefusal::LaterRatingRound { rounds: t.rounds });
    }
    match rating {
        Some(r) if !(0..=MAX_RATING).contains(&r) => return refuse(PlayerRefusal::LaterRatingValue),
        Some(r) => db::player_ratings::set(conn, t.id, player, from_round, r)?,
        None if !db::player_ratings::remove(conn, t.id, player, from_round)? => return Ok(()),
        None => {}
    }
    db::tournaments::touch(conn, t.id)?;
    audit(conn, t.id, by, AuditEvent::LaterRatingSet { player: row.name, from_round, rating })?;
    Ok(())
}
