//! The order in which a Swiss round's boards are published (C.04.2 3.6):
//! the higher score of the higher-ranked player first, then the other
//! player's score, then the higher-ranked player's rank.

use std::cmp::Reverse;

/// A player as board order sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seat {
    /// Score before the round (any unit, the same for every player).
    pub score: i32,
    /// Rank among players of equal score: smaller is higher (the pairing number will do).
    pub rank: usize,
}

/// The sort key of the board of `a` and `b`: sorting by it, ascending, puts the boards in publication order.
pub fn board_key(a: Seat, b: Seat) -> (Reverse<i32>, Reverse<i32>, usize) {
    let (higher, lower) = if (a.score, Reverse(a.rank)) >= (b.score, Reverse(b.rank)) { (a, b) } else { (b, a) };
    (Reverse(higher.score), Reverse(lower.score), higher.rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn score_then_other_score_then_rank() {
        let seat = |score, rank| Seat { score, rank };
        let mut boards =
            [(seat(10, 5), seat(5, 9)), (seat(10, 2), seat(0, 8)), (seat(5, 1), seat(10, 3)), (seat(0, 4), seat(0, 6))];
        boards.sort_by_key(|&(a, b)| board_key(a, b));
        let order: Vec<usize> = boards.iter().map(|&(a, b)| a.rank.min(b.rank)).collect();
        // 3 (10 + 5) and 5 (10 + 5): rank 3 first; then 2 (10 + 0); then 4 (0 + 0).
        assert_eq!(order, vec![1, 5, 2, 4]);
    }
}
