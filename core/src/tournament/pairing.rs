use super::{ByeKind, Color, GameResult, Outcome, PairingNumber};

/// One entry of a round: two players on a board, or one player with a bye.
/// Players are known by pairing number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pairing {
    /// A game (played or not) between two paired players.
    Game {
        /// Pairing number of the player with White.
        white: PairingNumber,
        /// Pairing number of the player with Black.
        black: PairingNumber,
        /// Its result so far.
        result: GameResult,
    },
    /// A player without an opponent this round.
    Bye {
        /// Pairing number of the player.
        player: PairingNumber,
        /// Why there is no opponent.
        kind: ByeKind,
    },
}

/// What one player got in one round, seen from that player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerRound {
    /// Round number, from 1.
    pub round: u32,
    /// The opponent's pairing number, if there was one.
    pub opponent: Option<PairingNumber>,
    /// The player's colour, none without a game.
    pub colour: Option<Color>,
    /// What the player got.
    pub outcome: Outcome,
    /// A game of less than one move (TRF `W`, `D`, `L`): it counts for
    /// pairing and points, never for ratings or norms.
    pub less_than_one_move: bool,
}

/// The rounds completed, counted from round 1: those before the first round
/// with a game still waiting for its result, on the board or adjourned (all
/// of them when none is). Standings, rating changes and norms count these
/// by default; the round after them is the round in play.
pub fn completed_rounds(rounds: &[Vec<Pairing>]) -> usize {
    rounds.iter().position(|round| round.iter().any(Pairing::awaits_result)).unwrap_or(rounds.len())
}

/// The rounds the next pairing is made from, counted from round 1: those
/// before the first round with a game still on the board. An adjourned
/// game counts in them as a draw (C.04.3 D.1).
pub fn rounds_to_pair_from(rounds: &[Vec<Pairing>]) -> usize {
    rounds.iter().position(|round| round.iter().any(Pairing::is_pending)).unwrap_or(rounds.len())
}

impl Pairing {
    /// Whether this is a game without a result yet, not begun or on the board.
    pub fn is_pending(&self) -> bool {
        matches!(self, Pairing::Game { result: GameResult::Pending, .. })
    }

    /// Whether this is a game still waiting for its result: pending, or adjourned.
    pub fn awaits_result(&self) -> bool {
        matches!(self, Pairing::Game { result: GameResult::Pending | GameResult::Adjourned, .. })
    }

    /// The entries of this pairing seen from each player's side.
    pub fn player_rounds(&self, round: u32) -> Vec<(PairingNumber, PlayerRound)> {
        match *self {
            Pairing::Game { white, black, result } => vec![
                (
                    white,
                    PlayerRound {
                        round,
                        opponent: Some(black),
                        colour: Some(Color::White),
                        outcome: result.white_outcome(),
                        less_than_one_move: result.less_than_one_move(),
                    },
                ),
                (
                    black,
                    PlayerRound {
                        round,
                        opponent: Some(white),
                        colour: Some(Color::Black),
                        outcome: result.black_outcome(),
                        less_than_one_move: result.less_than_one_move(),
                    },
                ),
            ],
            Pairing::Bye { player, kind } => {
                let outcome = Outcome::Bye(kind);
                vec![(player, PlayerRound { round, opponent: None, colour: None, outcome, less_than_one_move: false })]
            }
        }
    }
}
