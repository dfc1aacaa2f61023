//! What `arbiter generate --dutch` and `arbiter generate --team` share: a
//! seedable random source, random ratings, the players of a starting list
//! and a random board result, the higher rated more likely to win.

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

    /// A number in `0..n`.
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    /// True with probability `percent` %.
    pub(super) fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
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

/// A random result of a board (White's, Black's): forfeited with
/// probability `forfeit_percent` % (won by either, or by neither), else
/// played, White's chance growing with the rating difference.
pub(super) fn board_result(
    rng: &mut Random,
    white_rating: u32,
    black_rating: u32,
    forfeit_percent: u64,
) -> (RoundResult, RoundResult) {
    let forfeit = rng.chance(forfeit_percent);
    let diff = i64::from(white_rating) - i64::from(black_rating);
    let white_chance = (50 + diff / 20).clamp(5, 95) as u64;
    let roll = rng.below(100);
    match (forfeit, roll) {
        (true, x) if x < 45 => (RoundResult::ForfeitWin, RoundResult::ForfeitLoss),
        (true, x) if x < 90 => (RoundResult::ForfeitLoss, RoundResult::ForfeitWin),
        (true, _) => (RoundResult::ForfeitLoss, RoundResult::ForfeitLoss),
        (false, x) if x < white_chance.saturating_sub(15) => (RoundResult::Win, RoundResult::Loss),
        (false, x) if x < white_chance + 15 => (RoundResult::Draw, RoundResult::Draw),
        _ => (RoundResult::Loss, RoundResult::Win),
    }
}
