//! Points the arbiter adds to or takes from a player's score: the penalties
//! of the Laws (12.9 d, raising the opponent's score in a game to the most
//! it could be; 12.9 e, reducing the offender's) and any bonus or deduction
//! the regulations of an event set. TRF-2026 writes them as record 299,
//! "abnormal point assignments".
//!
//! An adjustment belongs to a round: it counts in the player's score from
//! that round on, for standings, the score groups of later rounds and every
//! tie-break that reads a round's points or an opponent's score (the
//! regulations are silent; counting it as part of the round's points keeps
//! the total, PTS, PS and the opponents' Buchholz one and the same score).

use super::{PairingNumber, Points};

/// Points added to (positive) or taken from (negative) one player's score
/// in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PointAdjustment {
    /// The player's pairing number.
    pub player: PairingNumber,
    /// The round (1-based) the adjustment is counted in.
    pub round: u32,
    /// The points added, negative when taken away.
    pub points: Points,
}

/// The largest adjustment, either way: what TRF-2026's four-column field
/// (`-9.5` to `99.5`) holds in both directions.
pub const MOST_ADJUSTED: Points = Points(95);

/// The sum of `player`'s adjustments in rounds `1..=rounds`.
pub fn adjusted_through(adjustments: &[PointAdjustment], player: PairingNumber, rounds: u32) -> Points {
    adjustments.iter().filter(|a| a.player == player && a.round <= rounds).map(|a| a.points).sum()
}

/// The sum of `player`'s adjustments in round `round` alone.
pub fn adjusted_in(adjustments: &[PointAdjustment], player: PairingNumber, round: u32) -> Points {
    adjustments.iter().filter(|a| a.player == player && a.round == round).map(|a| a.points).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adjustment(player: u32, round: u32, tenths: i32) -> PointAdjustment {
        PointAdjustment { player: PairingNumber::new(player), round, points: Points(tenths) }
    }

    #[test]
    fn an_adjustment_counts_from_its_round_on_and_only_for_its_player() {
        let all = [adjustment(1, 2, -10), adjustment(1, 4, 5), adjustment(2, 1, 5)];
        let one = PairingNumber::new(1);
        assert_eq!(adjusted_through(&all, one, 1), Points::ZERO);
        assert_eq!(adjusted_through(&all, one, 2), Points(-10));
        assert_eq!(adjusted_through(&all, one, 5), Points(-5));
        assert_eq!(adjusted_in(&all, one, 4), Points(5));
        assert_eq!(adjusted_in(&all, one, 3), Points::ZERO);
        assert_eq!(adjusted_through(&all, PairingNumber::new(2), 1), Points(5));
    }
}
