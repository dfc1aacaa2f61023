//! The stored pairing rules of a Swiss event read as the core reads them:
//! the Baku group A as it stands (C.04.7: fixed before round 1, late entries
//! ranked above its last player join it), the virtual points of each group
//! and rounds, and each prohibited pairing as groups of pairing numbers.

use super::numbering::{numbered, seeding_key};
use crate::db::PlayerId;
use crate::db::models::PlayerRow;
use crate::db::pairing_rules::{ProhibitionRow, StoredRules, VirtualPointsRow};
use crate::db::rating_methods::Seeding;
use crate::tournament::{PairingNumber, Points, ProhibitedPairing, VirtualPoints, baku, baku_group_a_size, fide_order};
use std::collections::{BTreeMap, HashSet};

pub use crate::tournament::Acceleration;

pub use crate::tournament::SharedRule;

/// What the players share under a prohibition rule (none: the player is
/// in no group).
fn shared(rule: SharedRule, p: &PlayerRow) -> Option<String> {
    let value = match rule {
        SharedRule::Club => p.club.trim().to_lowercase(),
        SharedRule::Federation => p.federation.trim().to_uppercase(),
    };
    (!value.is_empty()).then_some(value)
}
/// Group A of the Baku Acceleration Method as it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BakuGroup {
    /// The last player of the group (fixed before round 1).
    pub last: PlayerId,
    /// That player's pairing number (provisional before round 1).
    pub last_no: PairingNumber,
    /// Late entries after that number ranked above that player: in the group.
    pub late: Vec<PairingNumber>,
    /// Players up to that number who are not in round 1 (a bye requested
    /// for it, or withdrawn before it): in the group, not counted in it.
    pub not_in_round_1: Vec<PairingNumber>,
    /// The players in round 1 the group was counted from.
    pub players: usize,
    /// Whether it is fixed (round 1 is paired) rather than provisional.
    pub fixed: bool,
}

impl BakuGroup {
    /// The virtual points of the group for an event of `rounds` rounds.
    pub fn virtual_points(&self, rounds: u32) -> Vec<VirtualPoints> {
        let mut all = baku(self.last_no, rounds);
        for &no in &self.late {
            all.extend(baku(no, rounds).into_iter().map(|v| VirtualPoints { first_player: no, ..v }));
        }
        all
    }

    /// How many players are in the group.
    pub fn size(&self) -> usize {
        self.last_no.get() as usize + self.late.len()
    }
}

/// The players as numbered for pairing: FIDE order before round 1 (the
/// numbers round 1 will give), the stored numbers after it.
fn pairing_order(paired_rounds: i32, players: &[PlayerRow], seeding: &Seeding) -> Vec<(PairingNumber, PlayerRow)> {
    let mut players = players.to_vec();
    if paired_rounds == 0 {
        players.iter_mut().for_each(|p| p.pairing_no = None);
    }
    numbered(players, seeding).into_iter().map(|p| (PairingNumber::new(p.no.max(0) as u32), p.row)).collect()
}

/// Group A of the Baku method for an event (None if it is not accelerated
/// so, or has no player): before round 1 the first `2·⌈N/4⌉` of the N
/// players in round 1; after it (`paired_rounds` > 0), up to the stored
/// last player. A player withdrawn before round 1 or with a bye requested
/// for it is not among the N: like a late entry, they have no pairing
/// number until they play, and join group A only if ranked above its last
/// player (checklist Q111).
pub fn baku_group(paired_rounds: i32, players: &[PlayerRow], rules: &StoredRules) -> Option<BakuGroup> {
    if rules.acceleration != Acceleration::Baku {
        return None;
    }
    let order = pairing_order(paired_rounds, players, &rules.seeding);
    let byes: HashSet<PlayerId> = rules.round_1_byes.iter().copied().collect();
    let plays_round_1 = |p: &PlayerRow| p.withdrawn_from_round.is_none_or(|r| r > 1) && !byes.contains(&p.id);
    let in_round_1: Vec<&(PairingNumber, PlayerRow)> = order.iter().filter(|(_, p)| plays_round_1(p)).collect();
    let stored = rules.baku_last_player.filter(|_| paired_rounds > 0);
    let last = match stored.and_then(|id| order.iter().find(|(_, p)| p.id == id)) {
        Some(found) => found,
        None => *in_round_1.get(baku_group_a_size(in_round_1.len()).min(in_round_1.len()).checked_sub(1)?)?,
    };
    let key = seeding_key(&last.1, &rules.seeding);
    let ranked_above = |p: &PlayerRow| fide_order(&[seeding_key(p, &rules.seeding), key.clone()])[0] == 0;
    let late = order.iter().filter(|(no, p)| *no > last.0 && ranked_above(p)).map(|(no, _)| *no).collect();
    let fixed = stored.is_some_and(|id| id == last.1.id);
    let not_in_round_1 = order.iter().filter(|(no, p)| *no <= last.0 && !plays_round_1(p)).map(|(no, _)| *no).collect();
    Some(BakuGroup { last: last.1.id, last_no: last.0, late, not_in_round_1, players: in_round_1.len(), fixed })
}

/// Virtual points entered by hand, as the core reads them.
pub fn hand_points(row: &VirtualPointsRow) -> VirtualPoints {
    let no = |n: i32| PairingNumber::new(n.max(0) as u32);
    VirtualPoints {
        points: Points::from_tenths(row.points),
        match_points: None,
        first_round: row.first_round.max(0) as u32,
        last_round: row.last_round.max(0) as u32,
        first_player: no(row.first_player),
        last_player: no(row.last_player),
    }
}

/// Every group of virtual points of the event: the Baku group's, then those
/// entered by hand, in an event of `rounds` rounds.
pub fn accelerations(
    paired_rounds: i32,
    rounds: u32,
    players: &[PlayerRow],
    rules: &StoredRules,
) -> Vec<VirtualPoints> {
    let mut all = baku_group(paired_rounds, players, rules).map(|g| g.virtual_points(rounds)).unwrap_or_default();
    all.extend(rules.virtual_points.iter().map(hand_points));
    all
}

/// The groups of pairing numbers one stored prohibition makes: the chosen
/// players, or each set of two or more players sharing a club or federation.
pub fn prohibition_groups(row: &ProhibitionRow, players: &[(PairingNumber, PlayerRow)]) -> Vec<Vec<PairingNumber>> {
    let groups: Vec<Vec<PairingNumber>> = match row.rule {
        None => vec![players.iter().filter(|(_, p)| row.players.contains(&p.id)).map(|(no, _)| *no).collect()],
        Some(rule) => {
            let mut by_value: BTreeMap<String, Vec<PairingNumber>> = BTreeMap::new();
            for (no, p) in players {
                if let Some(value) = shared(rule, p) {
                    by_value.entry(value).or_default().push(*no);
                }
            }
            by_value.into_values().collect()
        }
    };
    groups.into_iter().filter(|g| g.len() >= 2).collect()
}

/// Every prohibited pairing of the event among its numbered players.
pub fn prohibitions(players: &[PlayerRow], rules: &StoredRules) -> Vec<ProhibitedPairing> {
    let numbered: Vec<(PairingNumber, PlayerRow)> = players
        .iter()
        .filter_map(|p| Some((PairingNumber::new(u32::try_from(p.pairing_no?).ok()?), p.clone())))
        .collect();
    rules
        .prohibitions
        .iter()
        .flat_map(|row| {
            let rounds = (row.first_round.max(0) as u32, row.last_round.max(0) as u32);
            prohibition_groups(row, &numbered).into_iter().map(move |players| ProhibitedPairing {
                first_round: rounds.0,
                last_round: rounds.1,
                players,
            })
        })
        .collect()
}

/// The players as numbered for pairing, by pairing number (provisional
/// before round 1), for pages that show the groups.
pub fn numbered_for_pairing(
    paired_rounds: i32,
    players: &[PlayerRow],
    seeding: &Seeding,
) -> Vec<(PairingNumber, PlayerRow)> {
    pairing_order(paired_rounds, players, seeding)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(id: i32, no: Option<i32>, rating: i32, club: &str) -> PlayerRow {
        PlayerRow {
            id: PlayerId(id),
            tournament_id: crate::db::TournamentId(1),
            pairing_no: no,
            name: format!("P{id}"),
            sex: None,
            title: None,
            fide_rating: Some(rating),
            national_rating: None,
            federation: "ENG".into(),
            fide_id: None,
            birth_date: None,
            club: club.into(),
            withdrawn_from_round: None,
            hpb_ineligible: false,
            expelled: false,
            tie_place: None,
            external_tiebreak: None,
            version: 1,
            fide_rating_source: String::new(),
            national_rating_source: String::new(),
        }
    }

    fn rules(acceleration: &str, last: Option<i32>) -> StoredRules {
        let acceleration = Acceleration::read(acceleration).expect("an acceleration code");
        StoredRules { acceleration, baku_last_player: last.map(PlayerId), ..Default::default() }
    }

    #[test]
    fn before_round_1_group_a_is_the_first_half_rounded_up_to_even() {
        // Ten players registered in any order: group A is the six best rated.
        let players: Vec<PlayerRow> = (1..=10).map(|i| player(i, None, 1000 + 10 * i, "")).collect();
        let group = baku_group(0, &players, &rules("baku", None)).unwrap();
        assert_eq!(
            (group.last, group.last_no, group.size(), group.fixed),
            (PlayerId(5), PairingNumber::new(6), 6, false)
        );
        assert_eq!(baku_group(0, &players, &rules("", None)), None);
    }

    #[test]
    fn a_round_1_bye_is_not_counted_in_group_a_but_joins_it_when_ranked_above() {
        // Ten players, the second best with a bye requested for round 1:
        // nine play round 1, so group A is 2·⌈9/4⌉ = 6 of them, and the
        // bye, ranked above the sixth, is in the group too (7 in all).
        let players: Vec<PlayerRow> = (1..=10).map(|i| player(i, None, 2000 - 10 * i, "")).collect();
        let with_bye = |id| StoredRules { round_1_byes: vec![PlayerId(id)], ..rules("baku", None) };
        let group = baku_group(0, &players, &with_bye(2)).unwrap();
        assert_eq!(
            (group.players, group.last, group.last_no, group.size()),
            (9, PlayerId(7), PairingNumber::new(7), 7)
        );
        // The ninth with the bye: group A is the first six, the bye is not in it.
        let group = baku_group(0, &players, &with_bye(9)).unwrap();
        assert_eq!((group.players, group.last, group.size()), (9, PlayerId(6), 6));
        // Once round 1 is paired, the stored last player decides, byes or not.
        let numbered: Vec<PlayerRow> =
            players.iter().map(|p| PlayerRow { pairing_no: Some(p.id.0), ..p.clone() }).collect();
        let fixed = StoredRules { baku_last_player: Some(PlayerId(7)), ..with_bye(2) };
        assert_eq!(baku_group(3, &numbered, &fixed).unwrap().size(), 7);
    }

    #[test]
    fn a_late_entry_ranked_above_the_last_player_joins_group_a() {
        let mut players: Vec<PlayerRow> = (1..=8).map(|i| player(i, Some(i), 2000 - 10 * i, "")).collect();
        players.push(player(9, Some(9), 1975, "")); // above number 4 (1960)
        players.push(player(10, Some(10), 1900, ""));
        let group = baku_group(1, &players, &rules("baku", Some(4))).unwrap();
        assert_eq!(
            (group.last_no, group.late.clone(), group.fixed),
            (PairingNumber::new(4), vec![PairingNumber::new(9)], true)
        );
        let points = group.virtual_points(9);
        let vp = |no| crate::tournament::virtual_points(&points, PairingNumber::new(no), 2);
        assert_eq!((vp(4), vp(9), vp(5), vp(10)), (Points::ONE, Points::ONE, Points::ZERO, Points::ZERO));
    }

    #[test]
    fn same_club_makes_one_group_per_club_of_two_or_more() {
        let players = vec![
            player(1, Some(1), 2000, "Rook"),
            player(2, Some(2), 1990, "rook "),
            player(3, Some(3), 1980, "Pawn"),
            player(4, Some(4), 1970, ""),
        ];
        let row =
            ProhibitionRow { id: 1, first_round: 1, last_round: 3, rule: Some(SharedRule::Club), players: vec![] };
        let stored = StoredRules { prohibitions: vec![row], ..Default::default() };
        let all = prohibitions(&players, &stored);
        assert_eq!(
            all,
            vec![ProhibitedPairing {
                first_round: 1,
                last_round: 3,
                players: vec![PairingNumber::new(1), PairingNumber::new(2)]
            }]
        );
    }
}
