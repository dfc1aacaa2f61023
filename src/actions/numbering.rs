//! Pairing numbers: FIDE order for everyone before round 1, and the next
//! free numbers (in FIDE order among themselves) for late entries.

use crate::db::models::PlayerRow;
use crate::tournament::{RatingMethod, SeedingKey, fide_order};

/// A player with the number shown: the pairing number once assigned, else
/// the provisional place in FIDE order.
pub struct NumberedPlayer {
    /// Pairing number (or provisional).
    pub no: i32,
    /// The stored player.
    pub row: PlayerRow,
}

/// The seeding key of a stored player: the tournament rating `method`
/// takes from the official ratings, the title and the name.
pub fn seeding_key(p: &PlayerRow, method: RatingMethod) -> SeedingKey {
    let rated = |r: Option<i32>| r.unwrap_or(0).max(0) as u32;
    let rating = method.tournament_rating(rated(p.fide_rating), rated(p.national_rating));
    SeedingKey { rating, title: p.title, name: p.name.clone() }
}

/// Players in pairing-number order; unnumbered players follow in FIDE order.
pub fn numbered(players: Vec<PlayerRow>, method: RatingMethod) -> Vec<NumberedPlayer> {
    let (mut with, without): (Vec<PlayerRow>, Vec<PlayerRow>) =
        players.into_iter().partition(|p| p.pairing_no.is_some());
    with.sort_by_key(|p| p.pairing_no);
    let last = with.last().and_then(|p| p.pairing_no).unwrap_or(0);
    let keys: Vec<SeedingKey> = without.iter().map(|p| seeding_key(p, method)).collect();
    let mut out: Vec<NumberedPlayer> =
        with.into_iter().map(|row| NumberedPlayer { no: row.pairing_no.unwrap_or(0), row }).collect();
    for (no, i) in (last + 1..).zip(fide_order(&keys)) {
        out.push(NumberedPlayer { no, row: without[i].clone() });
    }
    out
}
