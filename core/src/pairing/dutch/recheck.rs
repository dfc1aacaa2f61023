//! Re-checking rounds already paired after a change of the settings that
//! pair (checklist Q60, Q76, Q86): each round is paired again by the
//! Dutch system from the rounds before it, under the event's settings as
//! they are now, and compared with the pairing on record.

use super::{RoundPairing, pair_round, recorded_round, round_input};
use crate::tournament::Event;
use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};

impl RoundPairing {
    /// Whether two pairings seat the same players against each other with
    /// the same colours and give the same pairing-allocated bye, in any
    /// board order.
    pub fn same_as(&self, other: &RoundPairing) -> bool {
        let seats = |p: &RoundPairing| p.boards.iter().map(|b| (b.white, b.black)).collect::<HashSet<_>>();
        self.bye == other.bye && seats(self) == seats(other)
    }
}

/// The rounds of `rounds` (1-based) that the Dutch system, under `event`'s
/// settings, pairs otherwise than recorded, or cannot pair at all, in
/// the order given. The rounds are independent of each other, so they are
/// paired side by side, one thread per core.
pub fn paired_otherwise(event: &Event, rounds: impl IntoIterator<Item = usize>) -> Vec<usize> {
    let rounds: Vec<usize> = rounds.into_iter().collect();
    let next = AtomicUsize::new(0);
    let otherwise = |round: usize| match pair_round(&round_input(event, round)) {
        Ok(paired) => !paired.same_as(&recorded_round(event, round)),
        Err(_) => true,
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(rounds.len()).max(1);
    let mut found: Vec<usize> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    while let Some(&round) = rounds.get(next.fetch_add(1, Ordering::Relaxed)) {
                        if otherwise(round) {
                            mine.push(round);
                        }
                    }
                    mine
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a re-check thread does not panic")).collect()
    });
    found.sort_by_key(|r| rounds.iter().position(|x| x == r));
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dutch::record;
    use crate::tournament::{EventPlayer, PairingNumber, Points, RoundResult};

    /// The lower pairing number wins every game.
    fn lower_number_wins(white: PairingNumber, black: PairingNumber) -> (RoundResult, RoundResult) {
        if white < black { (RoundResult::Win, RoundResult::Loss) } else { (RoundResult::Loss, RoundResult::Win) }
    }

    /// Six players, rounds 1 and 2 paired by the engine, with results.
    fn event() -> Event {
        let mut event = Event { total_rounds: Some(5), ..Event::default() };
        for n in 1..=6u32 {
            let mut p = EventPlayer::new(PairingNumber::new(n));
            p.rating = 2400 - 10 * n;
            event.players.push(p);
        }
        for round in 1..=2 {
            let pairing = pair_round(&round_input(&event, round)).expect("pairable");
            record(&mut event, round, &pairing, lower_number_wins);
        }
        event
    }

    #[test]
    fn the_engines_own_rounds_agree_until_the_scoring_changes_them() {
        let mut e = event();
        assert_eq!(paired_otherwise(&e, 1..=2), Vec::<usize>::new());
        // Round 1 pairs on ratings alone; round 2 by scores: with a win worth
        // less than a loss, the score groups turn over.
        e.scoring.win = Points::ZERO;
        e.scoring.loss = Points::ONE;
        assert_eq!(paired_otherwise(&e, 1..=2), vec![2]);
    }

    #[test]
    fn a_round_paired_by_hand_is_paired_otherwise() {
        let mut e = event();
        // Swap two opponents of round 2 by hand.
        let recorded = recorded_round(&e, 2);
        let (a, b) = (recorded.boards[0], recorded.boards[1]);
        let mut swapped = recorded.clone();
        swapped.boards[0].black = b.black;
        swapped.boards[1].black = a.black;
        assert!(!swapped.same_as(&recorded));
        let mut reordered = recorded.clone();
        reordered.boards.reverse();
        assert!(reordered.same_as(&recorded), "board order does not matter");
        for p in &mut e.players {
            p.rounds.truncate(1);
        }
        record(&mut e, 2, &swapped, lower_number_wins);
        assert_eq!(paired_otherwise(&e, [2]), vec![2]);
    }
}
