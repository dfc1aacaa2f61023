//! The facts the team tie-breaks read, per team and round, taken from a
//! team event's history as the FIDE TEC's program (Gacrux) takes them.

use crate::tournament::team::{MatchKind, MatchOutcome, Score, TeamEvent, TeamRound};
use crate::tournament::{ByeKind, PairingNumber};

/// One board's game points for a team, as the board tie-breaks count it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardPoints {
    /// The board, from 1.
    pub board: usize,
    /// The team's game points on it, in tenths.
    pub points: i64,
    /// Whether the game was played over the board against an opponent.
    pub played: bool,
}

/// One round of one team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundFacts {
    /// The opposing team's index, for a match (played or forfeited).
    pub opponent: Option<usize>,
    /// Whether the round counts as played: a match with a board played,
    /// or the pairing-allocated bye (the reference counts a PAB as a
    /// played round without an opponent).
    pub played: bool,
    /// A voluntarily unplayed round (C.07 art. 16.1): unplayed and not won
    /// (an absence, a forfeited match lost).
    pub vur: bool,
    /// Match points and game points, in tenths.
    pub points: [i64; 2],
    /// The boards: the games of a played match; for any other round one
    /// entry per board, each worth the round's result in game points.
    pub boards: Vec<BoardPoints>,
    /// The games of a played match, for the encounter tie-breaks (empty otherwise).
    pub games: Vec<BoardPoints>,
}

impl RoundFacts {
    /// The round's points in a score, in tenths.
    pub fn in_score(&self, score: Score) -> i64 {
        self.points[index(score)]
    }
}

/// A score's place in [`RoundFacts::points`].
pub fn index(score: Score) -> usize {
    match score {
        Score::Match => 0,
        Score::Game => 1,
    }
}

/// One team's rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamFacts {
    /// The team's pairing number.
    pub tpn: PairingNumber,
    /// One entry per round.
    pub rounds: Vec<RoundFacts>,
}

/// A team's round as the tie-breaks read it.
fn round_facts(x: &TeamRound, index_of: &impl Fn(PairingNumber) -> Option<usize>, boards: usize) -> RoundFacts {
    let opponent = x.opponent().and_then(index_of);
    let played = x.played || x.is_pab();
    let won = x.outcome == MatchOutcome::Win;
    let vur = !played && !won;
    let games: Vec<BoardPoints> = if x.played {
        x.boards
            .iter()
            .map(|b| BoardPoints { board: b.board, points: i64::from(b.points.0), played: b.is_played() })
            .collect()
    } else {
        Vec::new()
    };
    // A round without a played match counts on every board as its result:
    // a win (a forfeited match won, the PAB) one point, a draw half, else none.
    let each = match (x.kind, x.outcome) {
        (MatchKind::PairingAllocatedBye, _) | (_, MatchOutcome::Win) => 10,
        (MatchKind::Absent(ByeKind::HalfPoint), _) => 5,
        _ => 0,
    };
    let board_points = if x.played {
        games.clone()
    } else {
        (1..=boards).map(|board| BoardPoints { board, points: each, played: false }).collect()
    };
    RoundFacts {
        opponent,
        played,
        vur,
        points: [i64::from(x.match_points.0), i64::from(x.game_points.0)],
        boards: board_points,
        games,
    }
}

/// Every team's facts, in the order of the event's teams.
pub fn facts(event: &TeamEvent, history: &[Vec<TeamRound>]) -> Vec<TeamFacts> {
    let teams = &event.teams.teams;
    let index_of = |tpn: PairingNumber| teams.iter().position(|t| t.tpn == tpn);
    teams
        .iter()
        .zip(history)
        .map(|(t, rounds)| TeamFacts {
            tpn: t.tpn,
            rounds: rounds.iter().map(|x| round_facts(x, &index_of, event.teams.boards())).collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::team::fixtures;

    fn round_1(event: &TeamEvent) -> Vec<RoundFacts> {
        facts(event, &event.history().unwrap()).into_iter().map(|t| t.rounds[0].clone()).collect()
    }

    fn board(board: usize, points: i64, played: bool) -> BoardPoints {
        BoardPoints { board, points, played }
    }

    #[test]
    fn a_board_left_empty_counts_for_the_player_present_and_is_not_played() {
        let f = round_1(&fixtures::one_board_empty());
        assert!(f[0].played && !f[0].vur);
        assert_eq!(f[0].boards, [board(1, 10, true), board(2, 10, false)]);
        assert_eq!(f[0].games, f[0].boards, "the match's games for the encounters");
        assert_eq!(f[1].boards, [board(1, 0, true)], "nothing on the board left empty");
        assert_eq!((f[0].points, f[1].points), ([20, 20], [0, 0]));
    }

    #[test]
    fn a_match_the_other_team_fielded_nobody_in_counts_as_a_forfeited_match() {
        let f = round_1(&fixtures::team_not_fielded());
        assert_eq!((f[0].opponent, f[0].played, f[0].vur), (Some(1), false, false));
        assert_eq!(f[0].boards, [board(1, 10, false), board(2, 10, false)]);
        assert_eq!((f[1].opponent, f[1].played, f[1].vur), (Some(0), false, true), "lost unplayed");
        assert_eq!(f[1].boards, [board(1, 0, false), board(2, 0, false)]);
        assert!(f[0].games.is_empty() && f[1].games.is_empty());
    }
}
