//! Scores, ranking and the crosstable model. [`rank`] orders by points alone
//! (pairing lists); [`Ranking`] applies the FIDE C.07 tie-breaks of
//! [`tiebreak`] after points, as standings, crosstables and TRF ranks need.

mod crosstable;
pub mod prizes;
mod ranking;
pub mod tiebreak;

pub use crosstable::{Crosstable, CrosstableCell, WallChartRow, bye_code, wall_chart};
pub use ranking::{Ranking, default_tiebreaks, tiebreak_list};

use crate::tournament::{Pairing, PairingNumber, PlayerRound, Points, Scoring, completed_rounds};
use std::collections::BTreeMap;

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

/// Everything one player got, round by round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRecord {
    /// Pairing number.
    pub start_no: PairingNumber,
    /// One entry per round in which the player appears, in round order.
    pub rounds: Vec<PlayerRound>,
    /// Total points under the event's scoring.
    pub points: Points,
}

/// One line of the standings table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Place, from 1; players tied on everything share it.
    pub rank: u32,
    /// The player's record.
    pub record: PlayerRecord,
}

/// Collects every player's rounds from the pairings of rounds `1..` and adds up points.
/// `start_nos` lists every registered player, so that those never paired still appear.
pub fn records(start_nos: &[PairingNumber], rounds: &[Vec<Pairing>], scoring: &Scoring) -> Vec<PlayerRecord> {
    let mut by_player: BTreeMap<PairingNumber, Vec<PlayerRound>> = start_nos.iter().map(|&n| (n, Vec::new())).collect();
    for (pairings, round) in rounds.iter().zip(1..) {
        for pairing in pairings {
            for (player, entry) in pairing.player_rounds(round) {
                by_player.entry(player).or_default().push(entry);
            }
        }
    }
    by_player
        .into_iter()
        .map(|(start_no, rounds)| {
            let points = rounds.iter().map(|r| scoring.points(r.outcome)).sum();
            PlayerRecord { start_no, rounds, points }
        })
        .collect()
}

/// Ranks by points (highest first), then pairing number; players level on
/// points share a rank until tie-breaks are configured.
pub fn rank(records: Vec<PlayerRecord>) -> Vec<Standing> {
    let mut sorted = records;
    sorted.sort_by(|a, b| b.points.cmp(&a.points).then(a.start_no.cmp(&b.start_no)));
    let mut standings: Vec<Standing> = Vec::with_capacity(sorted.len());
    for (i, record) in sorted.into_iter().enumerate() {
        let rank = match standings.last() {
            Some(prev) if prev.record.points == record.points => prev.rank,
            _ => i as u32 + 1,
        };
        standings.push(Standing { rank, record });
    }
    standings
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let recs = records(&[1, 2, 3, 4].map(PairingNumber::new), &rounds, &Scoring::default());
        let standings = rank(recs);
        let view: Vec<(u32, u32, i32)> =
            standings.iter().map(|s| (s.rank, s.record.start_no.get(), s.record.points.0)).collect();
        assert_eq!(view, vec![(1, 1, 15), (1, 3, 15), (3, 2, 0), (3, 4, 0)]);
    }
}
