//! Scores, ranking and the crosstable model, all read from a
//! [`crate::tournament::Event`] (its rounds as played). [`rank`] orders by
//! points alone (pairing lists); [`Ranking`] applies the FIDE C.07
//! tie-breaks of [`tiebreak`] after points, as standings, crosstables and
//! TRF ranks need.

pub mod board_prizes;
mod crosstable;
mod final_ties;
pub mod prizes;
mod ranking;
pub mod tiebreak;
pub mod withdrawals;

pub use crosstable::{Crosstable, CrosstableCell, WallChartRow, bye_code, wall_chart};
pub use final_ties::{FinalTies, Settled, TieSettlement, lot, tournament_seed};
pub use ranking::{Ranking, default_tiebreaks, tiebreak_list};

use crate::tournament::{Event, Pairing, PairingNumber, Points, completed_rounds};

/// How far an event has got: the rounds whose results are all in and the
/// rounds published. Standings count the rounds completed; the first
/// published round after them, with results still missing, is the round in
/// play, which the arbiter may look at with its finished games counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Rounds, from round 1, whose results are all in.
    pub completed: u32,
    /// Rounds published.
    pub published: u32,
}

impl Progress {
    /// The progress of the published rounds' pairings (round 1 first).
    pub fn of(rounds: &[Vec<Pairing>]) -> Progress {
        Progress { completed: completed_rounds(rounds) as u32, published: rounds.len() as u32 }
    }

    /// The round in play: the first published round with a result missing.
    pub fn in_play(self) -> Option<u32> {
        (self.completed < self.published).then_some(self.completed + 1)
    }

    /// The rounds standings count: those completed, and with `live` the
    /// round in play as well.
    pub fn counted(self, live: bool) -> u32 {
        match self.in_play() {
            Some(round) if live => round,
            _ => self.completed,
        }
    }
}

/// One line of the standings table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Place, from 1; players tied on everything share it.
    pub rank: u32,
    /// The player's pairing number.
    pub start_no: PairingNumber,
    /// Total points under the event's scoring.
    pub points: Points,
}

/// Ranks the players of `event` by points (highest first), then pairing
/// number; players level on points share a rank until tie-breaks are
/// configured.
pub fn rank(event: &Event) -> Vec<Standing> {
    let mut sorted: Vec<(PairingNumber, Points)> = event.players.iter().map(|p| (p.start_no, event.score(p))).collect();
    sorted.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut standings: Vec<Standing> = Vec::with_capacity(sorted.len());
    for (i, (start_no, points)) in sorted.into_iter().enumerate() {
        let rank = match standings.last() {
            Some(prev) if prev.points == points => prev.rank,
            _ => i as u32 + 1,
        };
        standings.push(Standing { rank, start_no, points });
    }
    standings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::record::tests::played;
    use crate::tournament::{ByeKind, GameResult};

    #[test]
    fn points_and_shared_ranks() {
        let rounds = vec![
            vec![
                Pairing::Game {
                    white: PairingNumber::new(1),
                    black: PairingNumber::new(2),
                    result: GameResult::WhiteWins,
                },
                Pairing::Bye { player: PairingNumber::new(3), kind: ByeKind::RestRound },
            ],
            vec![
                Pairing::Game { white: PairingNumber::new(3), black: PairingNumber::new(1), result: GameResult::Draw },
                Pairing::Bye { player: PairingNumber::new(2), kind: ByeKind::RestRound },
            ],
            vec![
                Pairing::Game {
                    white: PairingNumber::new(2),
                    black: PairingNumber::new(3),
                    result: GameResult::BlackWinsByForfeit,
                },
                Pairing::Bye { player: PairingNumber::new(1), kind: ByeKind::RestRound },
            ],
        ];
        let standings = rank(&played(4, &rounds));
        let view: Vec<(u32, u32, i32)> = standings.iter().map(|s| (s.rank, s.start_no.get(), s.points.0)).collect();
        assert_eq!(view, vec![(1, 1, 15), (1, 3, 15), (3, 2, 0), (3, 4, 0)]);
    }
}
