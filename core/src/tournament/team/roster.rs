//! A team: its pairing number (TPN), name, strength and roster.

use crate::tournament::PairingNumber;

/// A team of a team event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Team {
    /// The team pairing number (C.04.6 art. 1.1), from 1.
    pub tpn: PairingNumber,
    /// The team's name.
    pub name: String,
    /// The team's strength: the mean rating of its four best players,
    /// unless the rules (or the file) set it otherwise.
    pub strength: u32,
    /// The players' pairing numbers in board order (reserves last).
    pub roster: Vec<PairingNumber>,
}

impl Team {
    /// How many of the best ratings make a team's strength.
    pub const STRENGTH_PLAYERS: usize = 4;

    /// The mean of the four best of `ratings` (of all of them when there
    /// are fewer), rounded half up; 0 without any.
    pub fn strength_of(ratings: impl IntoIterator<Item = u32>) -> u32 {
        let mut ratings: Vec<u32> = ratings.into_iter().collect();
        ratings.sort_unstable_by(|a, b| b.cmp(a));
        ratings.truncate(Team::STRENGTH_PLAYERS);
        if ratings.is_empty() {
            return 0;
        }
        let count = ratings.len() as u64;
        let sum: u64 = ratings.iter().map(|&r| u64::from(r)).sum();
        ((2 * sum + count) / (2 * count)) as u32
    }

    /// The player's board in the roster (1 for the first), if the player is on it.
    pub fn roster_place(&self, player: PairingNumber) -> Option<usize> {
        self.roster.iter().position(|&p| p == player).map(|i| i + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strength_is_the_mean_of_the_four_best_ratings() {
        assert_eq!(Team::strength_of([2000, 2400, 2100, 2300, 2200]), 2250);
        assert_eq!(Team::strength_of([2001, 2000]), 2001, "rounded half up");
        assert_eq!(Team::strength_of([]), 0);
    }
}
