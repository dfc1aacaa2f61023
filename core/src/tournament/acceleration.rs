//! What an organiser adds to the pairing rules of a Swiss event: virtual
//! points for accelerated pairings (C.04.7, the Baku Acceleration Method,
//! or points entered by hand; TRF-2026 record 250, JaVaFo's `XXA`) and
//! prohibited pairings (an extension of [C1]; TRF-2026 record 260, `XXP`).

use super::{PairingNumber, Points};

/// How a Swiss event's pairings are accelerated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Acceleration {
    /// No acceleration (virtual points entered by hand still count).
    #[default]
    None,
    /// The Baku Acceleration Method (C.04.7).
    Baku,
}

impl Acceleration {
    /// Both, in the order the settings page offers them.
    pub const ALL: [Acceleration; 2] = [Acceleration::None, Acceleration::Baku];

    /// The stored code: `` or `baku`.
    pub fn code(self) -> &'static str {
        match self {
            Acceleration::None => "",
            Acceleration::Baku => "baku",
        }
    }

    /// The acceleration of a stored code, none if it is not one.
    pub fn read(code: &str) -> Option<Acceleration> {
        Acceleration::ALL.into_iter().find(|a| a.code() == code)
    }
}

/// Points added to the scores of a group of players for pairing only, in a
/// range of rounds: they place players in score groups and decide floats and
/// the pairing-allocated bye, never standings, tie-breaks or exported points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VirtualPoints {
    /// The game points added.
    pub points: Points,
    /// The match points added in a team event (TRF-2026 record 250's first
    /// column); `None` for an individual event.
    pub match_points: Option<Points>,
    /// The first round (1-based) in which the points count.
    pub first_round: u32,
    /// The last round in which they count.
    pub last_round: u32,
    /// The first pairing number of the group.
    pub first_player: PairingNumber,
    /// The last pairing number of the group.
    pub last_player: PairingNumber,
}

impl VirtualPoints {
    /// Whether these points count for this player when pairing this round.
    pub fn applies(&self, player: PairingNumber, round: u32) -> bool {
        self.counts_in(round) && (self.first_player..=self.last_player).contains(&player)
    }

    /// Whether these points count when pairing this round (for their group).
    pub fn counts_in(&self, round: u32) -> bool {
        (self.first_round..=self.last_round).contains(&round)
    }
}

/// The virtual points of one player for pairing one round: those of the
/// last group of [`VirtualPoints`] that names both (a later record 250
/// overrides an earlier one, as bbpPairings reads them), zero if none does.
pub fn virtual_points(accelerations: &[VirtualPoints], player: PairingNumber, round: u32) -> Points {
    accelerations.iter().rev().find(|v| v.applies(player, round)).map_or(Points::ZERO, |v| v.points)
}

/// A rule that prohibits pairings among players sharing something (a club,
/// a federation), as tournament regulations may ask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SharedRule {
    /// Players of the same club.
    Club,
    /// Players of the same federation.
    Federation,
}

impl SharedRule {
    /// The code stored and sent by the pairing rules form.
    pub fn code(self) -> &'static str {
        match self {
            SharedRule::Club => "club",
            SharedRule::Federation => "federation",
        }
    }

    /// The rule a code names; none if it names none.
    pub fn of_code(code: &str) -> Option<SharedRule> {
        [SharedRule::Club, SharedRule::Federation].into_iter().find(|r| r.code() == code)
    }
}

/// Players who must not be paired with each other in a range of rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProhibitedPairing {
    /// The first round (1-based) it applies to.
    pub first_round: u32,
    /// The last round it applies to (`u32::MAX` for `XXP`, which has no range).
    pub last_round: u32,
    /// The players, by pairing number; no two of them may meet.
    pub players: Vec<PairingNumber>,
}

impl ProhibitedPairing {
    /// Whether the prohibition holds when pairing this round.
    pub fn applies_in(&self, round: u32) -> bool {
        (self.first_round..=self.last_round).contains(&round)
    }
}

/// Group A and the virtual points of the Baku Acceleration Method (C.04.7)
/// for an event of `players` players and `rounds` rounds, fixed before
/// round 1: group A is the first `2·⌈players/4⌉` pairing numbers; in the
/// first `⌈rounds/2⌉` rounds (the accelerated rounds) its players get one
/// point in the first half of them, rounded up, and half a point in the
/// rest. `last_of_group_a` is the last pairing number of group A: late
/// entries ranked above that player join the group, so the app passes the
/// player's current pairing number rather than the count.
pub fn baku(last_of_group_a: PairingNumber, rounds: u32) -> Vec<VirtualPoints> {
    let accelerated = rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    let group = |points, first_round, last_round| VirtualPoints {
        points,
        match_points: None,
        first_round,
        last_round,
        first_player: PairingNumber::new(1),
        last_player: last_of_group_a,
    };
    let mut out = Vec::new();
    if full >= 1 {
        out.push(group(Points::ONE, 1, full));
    }
    if accelerated > full {
        out.push(group(Points::HALF, full + 1, accelerated));
    }
    out
}

/// The size of group A of the Baku Acceleration Method before round 1: the
/// first half of the players, rounded up to an even number (C.04.7).
pub fn baku_group_a_size(players: usize) -> usize {
    2 * players.div_ceil(4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pn(n: u32) -> PairingNumber {
        PairingNumber::new(n)
    }

    #[test]
    fn the_regulation_example_161_players_nine_rounds() {
        assert_eq!(baku_group_a_size(161), 82);
        let groups = baku(pn(82), 9);
        for round in 1..=3 {
            assert_eq!(virtual_points(&groups, pn(1), round), Points::ONE);
            assert_eq!(virtual_points(&groups, pn(82), round), Points::ONE);
        }
        for round in 4..=5 {
            assert_eq!(virtual_points(&groups, pn(82), round), Points::HALF);
        }
        for round in 6..=9 {
            assert_eq!(virtual_points(&groups, pn(1), round), Points::ZERO);
        }
        assert_eq!(virtual_points(&groups, pn(83), 1), Points::ZERO);
    }

    #[test]
    fn seven_rounds_give_a_point_in_two_and_a_half_in_two() {
        let groups = baku(pn(10), 7);
        let by_round: Vec<Points> = (1..=7).map(|r| virtual_points(&groups, pn(3), r)).collect();
        let expected = [Points::ONE, Points::ONE, Points::HALF, Points::HALF, Points::ZERO, Points::ZERO, Points::ZERO];
        assert_eq!(by_round, expected);
    }

    #[test]
    fn group_a_is_even_and_at_least_half() {
        for players in 1..200 {
            let a = baku_group_a_size(players);
            assert!(a.is_multiple_of(2) && 2 * a >= players && a < players + 4, "{players}: {a}");
        }
    }

    #[test]
    fn a_later_group_overrides_an_earlier_one() {
        let mut groups = baku(pn(10), 7);
        groups.push(VirtualPoints { points: Points::HALF, first_round: 1, last_round: 1, ..groups[0] });
        assert_eq!(virtual_points(&groups, pn(3), 1), Points::HALF);
        assert_eq!(virtual_points(&groups, pn(3), 2), Points::ONE);
    }

    #[test]
    fn a_prohibition_holds_only_in_its_rounds() {
        let p = ProhibitedPairing { first_round: 2, last_round: 4, players: vec![pn(1), pn(2)] };
        assert!(!p.applies_in(1) && p.applies_in(2) && p.applies_in(4) && !p.applies_in(5));
    }
}
