//! What `arbiter generate --dutch` and `arbiter generate --team` share: a
//! seedable random source, a fresh seed from the operating system, random
//! ratings, the players of a starting list and a random board result by
//! FIDE's rating table and a draw rate that depends on the ratings.

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

/// What the line printing a setting ends with: `" (random)"` when the
/// value was drawn, nothing when it was given.
pub(super) fn drawn(given: bool) -> &'static str {
    if given { "" } else { " (random)" }
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

/// The rating points of the logistic curves of the result model (the
/// spread of one factor of ten in the odds).
const MODEL_SCALE: f64 = 370.0;
/// The result model's offset of White's curve: at a mean rating of 2000,
/// and per point of mean rating above 2000.
const MODEL_WHITE: (f64, f64) = (96.0, 0.0986);
/// The result model's offset of Black's curve, as [`MODEL_WHITE`].
const MODEL_BLACK: (f64, f64) = (-150.0, -0.157);
/// The chances are counted in millionths.
pub(super) const CHANCES_OUT_OF: u64 = 1_000_000;

/// The chances, in millionths, that White wins and that the game is drawn
/// (Black wins the rest) between players of these ratings, by O. Milvang's
/// *Statistical model for chess tournament simulations* (FIDE TEC, 2025),
/// with the paper's constants: White wins with 1 / (1 + 10^((Rb − Rw +
/// w) / 370)) and Black with 1 / (1 + 10^((Rw − Rb − b) / 370)), where the
/// offsets w and b move with the mean rating m (w = 96 + 0.0986 (m − 2000),
/// b = −150 − 0.157 (m − 2000)); the draws are the rest. So White has the
/// edge between equals, and stronger players draw more, and fewer as the
/// difference grows. Where the two curves overlap (weak players, whose
/// draws the model puts near none) they are scaled to leave no draw.
pub(super) fn game_chances(white_rating: u32, black_rating: u32) -> (u64, u64) {
    let (white, black) = (f64::from(white_rating), f64::from(black_rating));
    let mean = (white + black) / 2.0 - 2000.0;
    let logistic = |exponent: f64| 1.0 / (1.0 + 10f64.powf(exponent / MODEL_SCALE));
    let white_wins = logistic(black - white + MODEL_WHITE.0 + MODEL_WHITE.1 * mean);
    let black_wins = logistic(white - black - (MODEL_BLACK.0 + MODEL_BLACK.1 * mean));
    let decided = (white_wins + black_wins).max(1.0);
    let out_of = CHANCES_OUT_OF as f64;
    let win = (white_wins / decided * out_of).round() as u64;
    let loss = ((black_wins / decided * out_of).round() as u64).min(CHANCES_OUT_OF - win);
    (win, CHANCES_OUT_OF - win - loss)
}

/// A random result of a game played over the board (White's, Black's), by
/// [`game_chances`].
pub(super) fn played_result(rng: &mut Random, white_rating: u32, black_rating: u32) -> (RoundResult, RoundResult) {
    let (win, draw) = game_chances(white_rating, black_rating);
    let roll = rng.below(CHANCES_OUT_OF);
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

    /// White's, the draw's and Black's chance between two ratings, as fractions.
    fn chances(white: u32, black: u32) -> (f64, f64, f64) {
        let (win, draw) = game_chances(white, black);
        let out_of = CHANCES_OUT_OF as f64;
        (win as f64 / out_of, draw as f64 / out_of, (CHANCES_OUT_OF - win - draw) as f64 / out_of)
    }

    #[test]
    fn results_follow_the_statistical_model() {
        // Equals at 2000: White 1/(1+10^(96/370)), Black 1/(1+10^(150/370)).
        let (white, draw, black) = chances(2000, 2000);
        assert!((white - 0.3550).abs() < 0.0005, "{white}");
        assert!((black - 0.2825).abs() < 0.0005, "{black}");
        assert!((draw - 0.3625).abs() < 0.001, "{draw}");
        // Stronger equals draw more, and White keeps the edge.
        let (strong_white, strong_draw, strong_black) = chances(2600, 2600);
        assert!(strong_draw > draw + 0.1 && strong_white > strong_black, "{strong_draw}");
        // A wider gap: fewer draws, and the stronger scores about what the
        // rating table expects (0.76 for 200 points, 0.92 for 400).
        let expected = |w: u32, b: u32| {
            let (win, draw, _) = chances(w, b);
            win + draw / 2.0
        };
        assert!(chances(2200, 1800).1 < draw);
        assert!((expected(2100, 1900) - 0.76).abs() < 0.03, "{}", expected(2100, 1900));
        assert!((expected(1900, 2100) - 0.24).abs() < 0.05, "{}", expected(1900, 2100));
        assert!((expected(2200, 1800) - 0.92).abs() < 0.03, "{}", expected(2200, 1800));
        // Weak players, where the curves overlap: no draw, never a negative chance.
        for (w, b) in [(1000, 1000), (1, 1), (3000, 1), (1, 3000), (1000, 2800)] {
            let (win, draw) = game_chances(w, b);
            assert!(win + draw <= CHANCES_OUT_OF, "{w}-{b}");
        }
        assert_eq!(game_chances(1, 1).1, 0, "the model draws no game between the weakest");
        assert!(chances(3000, 1).0 > 0.999 && chances(1, 3000).2 > 0.999);
        // The same seed, the same results.
        let roll = |seed| {
            let mut rng = Random::seeded(seed);
            (0..50).map(|_| played_result(&mut rng, 2100, 2000)).collect::<Vec<_>>()
        };
        assert_eq!(roll(5), roll(5));
    }
}
