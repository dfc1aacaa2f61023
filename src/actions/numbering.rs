//! Pairing numbers: FIDE order for everyone before round 1, and the next
//! free numbers (in FIDE order among themselves) for late entries.

use crate::db::models::PlayerRow;
use crate::db::rating_methods::Seeding;
use crate::tournament::{PairingNumber, SeedingKey, TieOrder, fide_order};

/// A player with the number shown: the pairing number once assigned, else
/// the provisional place in FIDE order.
pub struct NumberedPlayer {
    /// Pairing number (or provisional).
    pub no: i32,
    /// The stored player.
    pub row: PlayerRow,
}

/// The seeding key of a stored player under `seeding`: the tournament
/// rating its method takes from the official ratings, the title, the
/// player's lot when ties are drawn by lot, and the name.
pub fn seeding_key(p: &PlayerRow, seeding: &Seeding) -> SeedingKey {
    let rated = |r: Option<i32>| r.unwrap_or(0).max(0) as u32;
    let rating = seeding.method.tournament_rating(rated(p.fide_rating), rated(p.national_rating));
    // Drawn for the player (by row id, which never changes), the same at every drawing.
    let lot = (seeding.ties == TieOrder::Lot)
        .then(|| crate::standings::lot(seeding.seed, PairingNumber::new(p.id.0.max(0) as u32)));
    SeedingKey { rating, title: p.title, lot, name: p.name.clone() }
}

/// Players in pairing-number order; unnumbered players follow in FIDE order.
pub fn numbered(players: Vec<PlayerRow>, seeding: &Seeding) -> Vec<NumberedPlayer> {
    let (mut with, without): (Vec<PlayerRow>, Vec<PlayerRow>) =
        players.into_iter().partition(|p| p.pairing_no.is_some());
    with.sort_by_key(|p| p.pairing_no);
    let last = with.last().and_then(|p| p.pairing_no).unwrap_or(0);
    let keys: Vec<SeedingKey> = without.iter().map(|p| seeding_key(p, seeding)).collect();
    let mut out: Vec<NumberedPlayer> =
        with.into_iter().map(|row| NumberedPlayer { no: row.pairing_no.unwrap_or(0), row }).collect();
    for (no, i) in (last + 1..).zip(fide_order(&keys)) {
        out.push(NumberedPlayer { no, row: without[i].clone() });
    }
    out
}
