//! What `arbiter generate --dutch` and `arbiter generate --team` share: a
//! seedable random source, a fresh seed from the operating system, random
//! ratings, the players of a starting list and a random board result by
//! FIDE's rating table and a draw rate that depends on the ratings.

use crate::rating::change::probability_for_difference;
use crate::tournament::{EventPlayer, PairingNumber, RoundResult};

/// A small, seedable generator (xorshift*), so that a seed always gives the same event.
pub(super) struct Random(u64);

impl Random {
    /// The generator of a seed.
    pub(super) fn seeded(seed: u64) -> Random {
        Random(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// The generator of one of a seed's independent streams (`stream` names
    /// it), so that a value drawn from one does not move the others.
    pub(super) fn stream(seed: u64, stream: u64) -> Random {
        let mut rng = Random::seeded(seed ^ stream.wrapping_mul(0xd1b5_4a32_d192_ed03));
        rng.next();
        rng.next();
        rng
    }

    /// A number in `lowest..=highest`.
    pub(super) fn between(&mut self, lowest: u64, highest: u64) -> u64 {
        lowest + self.below(highest.saturating_sub(lowest) + 1)
    }

    /// A number in `0..n`.
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    /// True with probability `percent` %.
    pub(super) fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// A seed no earlier run drew: the process's randomly keyed hasher (keys
/// from the operating system) over the time and the process id, kept under
/// 2^48 so that it prints short.
pub(super) fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    hasher.write_u128(now);
    hasher.write_u32(std::process::id());
    hasher.finish() >> 16
}

/// `count` ratings from `lowest` to below `lowest + spread`, highest first.
pub(super) fn ratings(rng: &mut Random, count: usize, lowest: u32, spread: u32) -> Vec<u32> {
    let mut ratings: Vec<u32> = (0..count).map(|_| lowest + rng.below(u64::from(spread)) as u32).collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    ratings
}

/// The player at `index` of a generated starting list (`Player 0001`...).
pub(super) fn player(index: usize, rating: u32) -> EventPlayer {
    EventPlayer {
        name: format!("Player {:04}", index + 1),
        rating,
        ..EventPlayer::new(PairingNumber::from_index(index))
    }
}

/// Rating points added to White's rating in the result model: White's
/// edge, about 0.035 of a point between equals.
const WHITE_EDGE: i32 = 25;

/// The chances, per mille, that White wins and that the game is drawn
/// (Black wins the rest) between players of these ratings.
///
/// White's expected score E is the FIDE rating table's (B.02 table 8.1.2,
/// [`probability_for_difference`]) for the rating difference plus
/// [`WHITE_EDGE`]. The draw rate is a simple linear approximation of the
/// shape of O. Milvang's *Statistical model for chess tournament
/// simulations* (FIDE TEC, 2025): it grows with the players' mean rating
/// and falls with their difference: 15 % at a mean of 1400, 2 % more per
/// 100 points of mean, 3 % less per 100 points of difference, within
/// 5-60 % (the constants are ours, not the paper's). The draw rate is cut to
/// 2E and 2(1 - E), so that White wins with E - draw/2 and Black with
/// 1 - E - draw/2, neither below 0.
pub(super) fn game_chances(white_rating: u32, black_rating: u32) -> (u64, u64) {
    let (white, black) = (i64::from(white_rating), i64::from(black_rating));
    let difference = (white - black + i64::from(WHITE_EDGE)).clamp(-2000, 2000) as i32;
    let expected = i64::from(probability_for_difference(difference)) * 10;
    let mean = (white + black) / 2;
    let draw = (150 + (mean - 1400) / 5 - (white - black).abs() * 3 / 10).clamp(50, 600);
    // Even, so that the win and draw chances add up to E exactly.
    let draw = draw.min(2 * expected).min(2 * (1000 - expected)) / 2 * 2;
    ((expected - draw / 2) as u64, draw as u64)
}

/// A random result of a game played over the board (White's, Black's), by
/// [`game_chances`].
pub(super) fn played_result(rng: &mut Random, white_rating: u32, black_rating: u32) -> (RoundResult, RoundResult) {
    let (win, draw) = game_chances(white_rating, black_rating);
    let roll = rng.below(1000);
    if roll < win {
        (RoundResult::Win, RoundResult::Loss)
    } else if roll < win + draw {
        (RoundResult::Draw, RoundResult::Draw)
    } else {
        (RoundResult::Loss, RoundResult::Win)
    }
}

/// A random result of a board (White's, Black's): forfeited with
/// probability `forfeit_percent` % (won by either, or by neither), else
/// played ([`played_result`]).
pub(super) fn board_result(
    rng: &mut Random,
    white_rating: u32,
    black_rating: u32,
    forfeit_percent: u64,
) -> (RoundResult, RoundResult) {
    if rng.chance(forfeit_percent) {
        match rng.below(100) {
            x if x < 45 => (RoundResult::ForfeitWin, RoundResult::ForfeitLoss),
            x if x < 90 => (RoundResult::ForfeitLoss, RoundResult::ForfeitWin),
            _ => (RoundResult::ForfeitLoss, RoundResult::ForfeitLoss),
        }
    } else {
        played_result(rng, white_rating, black_rating)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_follow_the_rating_table_with_a_draw_rate_by_rating() {
        // Equals: E is the table's for White's edge of 25 points (0.53).
        let (win, draw) = game_chances(2000, 2000);
        assert_eq!(win + draw / 2, 530);
        assert_eq!(draw, 270);
        // Stronger equals draw more.
        assert!(game_chances(2600, 2600).1 > game_chances(1600, 1600).1);
        // A wider gap: fewer draws, and E the table's for 425 points (0.93).
        let (win, draw) = game_chances(2200, 1800);
        assert_eq!(win + draw / 2, 930);
        assert!(draw < 270);
        // Beyond the table's last row White always wins.
        assert_eq!(game_chances(2800, 1000), (1000, 0));
        assert_eq!(game_chances(1000, 2800), (0, 0));
        // The same seed, the same results.
        let roll = |seed| {
            let mut rng = Random::seeded(seed);
            (0..50).map(|_| played_result(&mut rng, 2100, 2000)).collect::<Vec<_>>()
        };
        assert_eq!(roll(5), roll(5));
    }
}
