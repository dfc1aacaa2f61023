//! A round robin's schedule made by hand (checklist Q100, Q101): rounds of
//! games between Berger numbers, checked so that every player plays once a
//! round (one rests each round when the field is odd) and meets every other
//! player once in each cycle.

use super::round_robin::ScheduledBoard;

/// The most rounds a schedule by hand may have (twice the most players of
/// a round robin FIDE rates is far below it).
pub const MAX_ROUNDS: usize = 200;

/// A round: its games, `(white, black)` by Berger number, board order.
pub type HandRound = Vec<(u32, u32)>;

/// What is wrong with a schedule made by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScheduleProblem {
    /// It has `found` rounds where the field plays `expected`.
    Rounds {
        /// The rounds the field plays.
        expected: usize,
        /// The rounds given.
        found: usize,
    },
    /// Round `round` names a number no player has.
    UnknownPlayer {
        /// The round, from 1.
        round: usize,
        /// The number.
        player: u32,
    },
    /// A player plays against themself.
    OwnOpponent {
        /// The round, from 1.
        round: usize,
        /// The player.
        player: u32,
    },
    /// A player is on two boards of a round.
    PlaysTwice {
        /// The round, from 1.
        round: usize,
        /// The player.
        player: u32,
    },
    /// Players without a game in a round: with an even field every player
    /// plays, with an odd one exactly one rests.
    Idle {
        /// The round, from 1.
        round: usize,
        /// The players without a game.
        players: Vec<u32>,
    },
    /// Two players meet other than once in each cycle.
    Meetings {
        /// The lower number.
        a: u32,
        /// The higher number.
        b: u32,
        /// How often they meet.
        times: u32,
        /// How often they should (the cycles).
        expected: u32,
    },
}

/// The rounds a round robin of `players` plays in `cycles` cycles.
pub fn rounds_needed(players: u32, cycles: u32) -> usize {
    ((players + players % 2).saturating_sub(1) * cycles) as usize
}

/// Checks a schedule of `players` players (Berger numbers `1..=players`)
/// for `cycles` cycles; empty when it is a complete round robin.
pub fn check(players: u32, cycles: u32, rounds: &[HandRound]) -> Vec<ScheduleProblem> {
    let mut problems = Vec::new();
    let expected = rounds_needed(players, cycles);
    if rounds.len() != expected {
        problems.push(ScheduleProblem::Rounds { expected, found: rounds.len() });
    }
    let n = players as usize;
    let mut meetings = vec![0u32; n * n];
    for (k, round) in rounds.iter().enumerate() {
        let round_no = k + 1;
        let mut seen = vec![false; n + 1];
        for &(white, black) in round {
            if white == black {
                problems.push(ScheduleProblem::OwnOpponent { round: round_no, player: white });
                continue;
            }
            for player in [white, black] {
                if player == 0 || player > players {
                    problems.push(ScheduleProblem::UnknownPlayer { round: round_no, player });
                } else if std::mem::replace(&mut seen[player as usize], true) {
                    problems.push(ScheduleProblem::PlaysTwice { round: round_no, player });
                }
            }
            if (1..=players).contains(&white) && (1..=players).contains(&black) {
                let (a, b) = (white.min(black) as usize - 1, white.max(black) as usize - 1);
                meetings[a * n + b] += 1;
            }
        }
        let idle: Vec<u32> = (1..=players).filter(|&p| !seen[p as usize]).collect();
        if idle.len() != (players % 2) as usize {
            problems.push(ScheduleProblem::Idle { round: round_no, players: idle });
        }
    }
    for a in 0..n {
        for b in a + 1..n {
            let times = meetings[a * n + b];
            if times != cycles {
                problems.push(ScheduleProblem::Meetings { a: a as u32 + 1, b: b as u32 + 1, times, expected: cycles });
            }
        }
    }
    problems
}

/// The boards of a checked schedule: each round's games on boards `1..` in
/// the order given, then the player who rests, if any.
pub fn boards(players: u32, rounds: &[HandRound]) -> Vec<Vec<ScheduledBoard>> {
    rounds
        .iter()
        .map(|round| {
            let games = round.iter().map(|&(white, black)| (white, Some(black)));
            let playing = |p: u32| round.iter().any(|&(w, b)| w == p || b == p);
            let rests = (1..=players).filter(|&p| !playing(p)).map(|p| (p, None));
            games.chain(rests).zip(1..).map(|((white, black), board)| ScheduledBoard { board, white, black }).collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::round_robin::schedule;

    fn as_hand(players: u32, double: bool) -> Vec<HandRound> {
        schedule(players, double, double)
            .iter()
            .map(|round| round.iter().filter_map(|b| Some((b.white, b.black?))).collect())
            .collect()
    }

    #[test]
    fn the_berger_tables_are_complete_round_robins() {
        for players in 3..=12 {
            assert_eq!(check(players, 1, &as_hand(players, false)), vec![], "{players} players");
            assert_eq!(check(players, 2, &as_hand(players, true)), vec![], "{players} players, double");
        }
    }

    #[test]
    fn every_fault_is_named() {
        // Four players: 1-2 3-4 | 1-3 2-4 | 1-4 2-3, spoiled.
        let rounds = vec![vec![(1, 2), (3, 4)], vec![(1, 3), (2, 1)], vec![(1, 4), (2, 5)]];
        let problems = check(4, 1, &rounds);
        assert!(problems.contains(&ScheduleProblem::PlaysTwice { round: 2, player: 1 }));
        assert!(problems.contains(&ScheduleProblem::Idle { round: 2, players: vec![4] }));
        assert!(problems.contains(&ScheduleProblem::UnknownPlayer { round: 3, player: 5 }));
        assert!(problems.contains(&ScheduleProblem::Meetings { a: 1, b: 2, times: 2, expected: 1 }));
        assert!(problems.contains(&ScheduleProblem::Meetings { a: 2, b: 4, times: 0, expected: 1 }));
        let short = check(4, 1, &rounds[..2]);
        assert!(short.contains(&ScheduleProblem::Rounds { expected: 3, found: 2 }));
        assert!(check(4, 1, &[vec![(2, 2)]]).contains(&ScheduleProblem::OwnOpponent { round: 1, player: 2 }));
        // Five players: one rests each round, never two.
        let mut five = as_hand(5, false);
        five[0].pop();
        assert!(
            check(5, 1, &five)
                .iter()
                .any(|p| matches!(p, ScheduleProblem::Idle { round: 1, players } if players.len() == 3))
        );
    }

    #[test]
    fn boards_put_the_rest_last() {
        let rounds = vec![vec![(2, 3)]];
        let b = boards(3, &rounds);
        assert_eq!(
            b[0],
            vec![
                ScheduledBoard { board: 1, white: 2, black: Some(3) },
                ScheduledBoard { board: 2, white: 1, black: None }
            ]
        );
    }
}
