//! A team's round: the match it played (its boards, game points and match
//! points), its pairing-allocated bye, or its absence.

use crate::tournament::{ByeKind, Color, PairingNumber, Points, RoundResult};

/// What a team had in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchKind {
    /// A match against another team (some or all boards may be forfeited).
    Match {
        /// The opposing team's pairing number.
        opponent: PairingNumber,
        /// The colour the team's board-1 player was scheduled to have (C.04.6 art. 1.6.1).
        colour: Color,
    },
    /// The pairing-allocated bye (C.04.6 art. 1.4, record 320).
    PairingAllocatedBye,
    /// Not paired: absent (record 240 `Z`), or a requested bye (240 `H`, `F`).
    Absent(ByeKind),
}

/// A match's result for one team, by the game points of the two teams.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchOutcome {
    /// More game points than the opponent (or a bye worth a win).
    Win,
    /// As many game points (or a bye worth a draw, such as the PAB by default).
    Draw,
    /// Fewer game points (or an absence).
    Loss,
}

/// One board of a team's match, from the team's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardGame {
    /// The board, from 1 (the line-up keeps the roster order).
    pub board: usize,
    /// The team's player on the board.
    pub player: PairingNumber,
    /// The opposing player; none on a board the other team left empty
    /// (the player present wins it by forfeit).
    pub opponent: Option<PairingNumber>,
    /// The player's (scheduled) colour.
    pub colour: Color,
    /// The player's result.
    pub result: RoundResult,
    /// The game points the result is worth.
    pub points: Points,
}

impl BoardGame {
    /// Whether the game was played over the board.
    pub fn is_played(&self) -> bool {
        self.result.is_played()
    }
}

/// What one team had in one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRound {
    /// A match, the PAB or an absence.
    pub kind: MatchKind,
    /// Whether the match was played: at least one of its boards was
    /// (README of the vectors; C.04.6 art. 1.6.1). A match whose boards
    /// were all forfeited (record 330) is not; nor is a bye.
    pub played: bool,
    /// The result, by game points (a bye by what it is worth).
    pub outcome: MatchOutcome,
    /// The match points it is worth.
    pub match_points: Points,
    /// The game points: the sum of the boards (a bye's by its rule).
    pub game_points: Points,
    /// The boards the team fielded a player on, in board order (a board
    /// the other team left empty among them); none for a bye, an absence
    /// or a match the team fielded nobody in.
    pub boards: Vec<BoardGame>,
}

impl TeamRound {
    /// Whether the match was forfeited by both teams (record 330 `--`):
    /// no board played, every board this team had lost by forfeit (or
    /// none fielded), and the opponent scored `theirs` = 0 as well. Both
    /// teams lose it.
    pub fn is_double_forfeit(&self, theirs: Points) -> bool {
        self.opponent().is_some()
            && !self.played
            && theirs == Points::ZERO
            && self.boards.iter().all(|b| b.result == RoundResult::ForfeitLoss)
    }

    /// The opposing team, for a match.
    pub fn opponent(&self) -> Option<PairingNumber> {
        match self.kind {
            MatchKind::Match { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    /// The team's colour in the match, only when it was played (C.04.6
    /// art. 1.6.1: an unplayed match gives no colour).
    pub fn colour(&self) -> Option<Color> {
        match self.kind {
            MatchKind::Match { colour, .. } if self.played => Some(colour),
            _ => None,
        }
    }

    /// Whether it is a match won without being played (every board forfeited).
    pub fn is_forfeit_win(&self) -> bool {
        self.opponent().is_some() && !self.played && self.outcome == MatchOutcome::Win
    }

    /// Whether it is a match lost without being played.
    pub fn is_forfeit_loss(&self) -> bool {
        self.opponent().is_some() && !self.played && self.outcome != MatchOutcome::Win
    }

    /// Whether it is the pairing-allocated bye.
    pub fn is_pab(&self) -> bool {
        self.kind == MatchKind::PairingAllocatedBye
    }
}
