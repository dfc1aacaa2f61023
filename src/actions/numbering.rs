//! Pairing numbers: FIDE order for everyone before round 1, and for a late
//! entry the number its rating earns, the players below moving down one.

use crate::db::models::PlayerRow;
use crate::db::rating_methods::Seeding;
use crate::tournament::{PairingNumber, SeedingKey, TieOrder, with_late_entries};

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

/// Players in pairing-number order. Unnumbered players (everyone before
/// round 1; late entries after it) take the places their ratings earn
/// ([`with_late_entries`]): with late entries the numbers are given again
/// from 1, everybody below a late entry moving down one (C.04.2 2.5);
/// without, the stored numbers stay as they are.
pub fn numbered(players: Vec<PlayerRow>, seeding: &Seeding) -> Vec<NumberedPlayer> {
    let (mut with, without): (Vec<PlayerRow>, Vec<PlayerRow>) =
        players.into_iter().partition(|p| p.pairing_no.is_some());
    with.sort_by_key(|p| p.pairing_no);
    if without.is_empty() {
        return with.into_iter().map(|row| NumberedPlayer { no: row.pairing_no.unwrap_or(0), row }).collect();
    }
    let keys = |rows: &[PlayerRow]| rows.iter().map(|p| seeding_key(p, seeding)).collect::<Vec<_>>();
    let order = with_late_entries(&keys(&with), &keys(&without));
    let mut rows: Vec<Option<PlayerRow>> = with.into_iter().chain(without).map(Some).collect();
    order.into_iter().zip(1..).filter_map(|(i, no)| rows[i].take().map(|row| NumberedPlayer { no, row })).collect()
}

/// The numbers that change once players entered or left after round 1 was
/// paired: late entries at the places their ratings earn, then everyone
/// numbered again from 1 in that order (a deleted entry's number is not
/// left empty).
pub fn renumbered(players: Vec<PlayerRow>, seeding: &Seeding) -> Vec<(crate::db::PlayerId, i32)> {
    let changed = |(p, no): &(NumberedPlayer, i32)| p.row.pairing_no != Some(*no);
    numbered(players, seeding).into_iter().zip(1..).filter(changed).map(|(p, no)| (p.row.id, no)).collect()
}
