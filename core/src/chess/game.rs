//! A game as the arbiter records it: the start position, the moves, and the
//! rule state after each move (FIDE Laws articles 5 and 9): checkmate,
//! stalemate, dead position by material, threefold and fivefold repetition,
//! the 50- and 75-move rules, and claims with a written move.

use super::notation::{self, MoveError};
use super::termination::Termination;
use shakmaty::san::San;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Bitboard, Board, Chess, Color, EnPassantMode, Move, Position, Square};
use std::collections::HashMap;

/// What makes two positions "the same" for repetition (FIDE 9.2.3): the same
/// pieces on the same squares, the same side to move, the same castling
/// rights, and the same *legal* en passant capture (if any). Equality
/// compares all of these; the Zobrist hash only speeds up the lookup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionKey {
    zobrist: u64,
    board: Board,
    turn: Color,
    castling: Bitboard,
    ep: Option<Square>,
}

impl std::hash::Hash for PositionKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.zobrist);
    }
}

impl PositionKey {
    /// The key of a position.
    pub fn of(pos: &Chess) -> PositionKey {
        PositionKey {
            zobrist: pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0,
            board: pos.board().clone(),
            turn: pos.turn(),
            castling: pos.castles().castling_rights(),
            ep: pos.ep_square(EnPassantMode::Legal),
        }
    }
}

/// A hasher that passes the Zobrist hash through: it is already uniform.
#[derive(Default)]
pub struct ZobristHasher(u64);

impl std::hash::Hasher for ZobristHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
}

type Counts = HashMap<PositionKey, u32, std::hash::BuildHasherDefault<ZobristHasher>>;

/// How a game ended by itself, without a claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// Checkmate (5.1.1); `winner` gave mate.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// Stalemate (5.2.1).
    Stalemate,
    /// A dead position (5.2.2): neither side can mate with the material left.
    InsufficientMaterial,
    /// 75 moves by each side without a capture or pawn move (9.6.2).
    SeventyFiveMoves,
    /// The same position for the fifth time (9.6.1).
    FivefoldRepetition,
}

impl GameEnd {
    /// The outcome's name in the rules' files (`arbiter rules`, its vectors:
    /// `checkmate`, `fivefold`...).
    pub fn code(self) -> &'static str {
        match self {
            GameEnd::Checkmate { .. } => "checkmate",
            GameEnd::Stalemate => "stalemate",
            GameEnd::InsufficientMaterial => "insufficient_material",
            GameEnd::SeventyFiveMoves => "seventyfive",
            GameEnd::FivefoldRepetition => "fivefold",
        }
    }

    /// Why the game ended, in the vocabulary of the game record and rulings.
    pub fn termination(self) -> Termination {
        match self {
            GameEnd::Checkmate { .. } => Termination::Checkmate,
            GameEnd::Stalemate => Termination::Stalemate,
            GameEnd::InsufficientMaterial => Termination::DeadPosition,
            GameEnd::SeventyFiveMoves => Termination::SeventyFiveMoves,
            GameEnd::FivefoldRepetition => Termination::FivefoldRepetition,
        }
    }

    /// The side that won (the one that gave mate); none for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameEnd::Checkmate { winner } => Some(winner),
            _ => None,
        }
    }

    /// The article of the Laws of Chess that ends the game.
    pub fn article(self) -> &'static str {
        match self {
            GameEnd::Checkmate { .. } => "5.1.1",
            GameEnd::Stalemate => "5.2.1",
            GameEnd::InsufficientMaterial => "5.2.2",
            GameEnd::SeventyFiveMoves => "9.6.2",
            GameEnd::FivefoldRepetition => "9.6.1",
        }
    }
}

/// The rule state of the position after a move, from the side to move's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleState {
    /// The side to move is in check.
    pub is_check: bool,
    /// Legal moves of the side to move.
    pub legal_moves_count: usize,
    /// A threefold claim would be correct now, or by writing one of the legal moves (9.2).
    pub can_claim_threefold: bool,
    /// A 50-move claim would be correct now, or by writing a legal move (9.3).
    pub can_claim_fifty: bool,
    /// The position has appeared five times (9.6.1).
    pub is_fivefold: bool,
    /// 150 halfmoves without capture or pawn move, and the side to move is not mated (9.6.2).
    pub is_seventyfive: bool,
    /// White cannot possibly checkmate with the material left.
    pub insufficient_white: bool,
    /// Black cannot possibly checkmate with the material left.
    pub insufficient_black: bool,
}

/// One move of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub m: Move,
    /// Canonical SAN with `+`/`#`.
    pub san: String,
    /// UCI form.
    pub uci: String,
}

/// A game from a start position: moves, positions and repetition counts.
#[derive(Clone, Debug)]
pub struct Game {
    positions: Vec<Chess>,
    /// Whether the side to move has a legal move, per position (checked once).
    has_moves: Vec<bool>,
    keys: Vec<PositionKey>,
    counts: Counts,
    moves: Vec<PlayedMove>,
}

/// Why a move could not be added to the game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game is already over.
    #[error("the game is over ({})", .0.code())]
    GameOver(GameEnd),
    /// The move was not understood or not legal.
    #[error(transparent)]
    Move(#[from] MoveError),
}

impl Game {
    /// A game from a start position. Repetitions count from here.
    pub fn new(start: Chess) -> Game {
        let key = PositionKey::of(&start);
        let has_moves = vec![!start.legal_moves().is_empty()];
        let mut counts = Counts::default();
        counts.insert(key.clone(), 1);
        Game { counts, keys: vec![key], has_moves, positions: vec![start], moves: Vec::new() }
    }

    /// The start position.
    pub fn start(&self) -> &Chess {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        self.positions.last().expect("a game always has its start position")
    }

    /// The position after `ply` moves (0 = start).
    pub fn position_at(&self, ply: usize) -> Option<&Chess> {
        self.positions.get(ply)
    }

    /// The moves so far.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// Plays a legal move (the caller has checked legality, e.g. from `legal_moves`).
    pub fn play(&mut self, m: Move) -> &PlayedMove {
        let before = self.position();
        let mut san = San::from_move(before, m).to_string();
        let uci = notation::uci_in(m, before.castles().mode());
        let mut next = before.clone();
        next.play_unchecked(m);
        let has_moves = !next.legal_moves().is_empty();
        if next.is_check() {
            san.push(if has_moves { '+' } else { '#' });
        }
        let key = PositionKey::of(&next);
        *self.counts.entry(key.clone()).or_insert(0) += 1;
        self.keys.push(key);
        self.has_moves.push(has_moves);
        self.positions.push(next);
        self.moves.push(PlayedMove { m, san, uci });
        self.moves.last().expect("just pushed")
    }

    /// Reads a move in any notation we accept and plays it, unless the game is over.
    pub fn play_text(&mut self, text: &str) -> Result<&PlayedMove, PlayError> {
        if let Some(end) = self.end() {
            return Err(PlayError::GameOver(end));
        }
        let m = notation::parse_move(self.position(), text)?;
        Ok(self.play(m))
    }

    /// Takes back the last move.
    pub fn take_back(&mut self) -> Option<PlayedMove> {
        let played = self.moves.pop()?;
        self.positions.pop();
        self.has_moves.pop();
        let key = self.keys.pop().expect("one key per position");
        if let Some(c) = self.counts.get_mut(&key) {
            *c -= 1;
            if *c == 0 {
                self.counts.remove(&key);
            }
        }
        Some(played)
    }

    /// How often the current position has appeared (this time included).
    pub fn repetitions(&self) -> u32 {
        self.counts.get(self.keys.last().expect("key")).copied().unwrap_or(0)
    }

    fn seen(&self, pos: &Chess) -> u32 {
        self.counts.get(&PositionKey::of(pos)).copied().unwrap_or(0)
    }

    /// Whether a threefold claim (9.2) is correct: the current position has
    /// appeared three times, or — with a written move not yet played — the
    /// position after that move would appear for the third time.
    pub fn threefold_claim_with(&self, intended: Option<Move>) -> bool {
        match intended {
            None => self.repetitions() >= 3,
            Some(m) => {
                let mut next = self.position().clone();
                next.play_unchecked(m);
                self.seen(&next) >= 2
            }
        }
    }

    /// Whether a 50-move claim (9.3) is correct: 50 moves by each side without
    /// capture or pawn move, now or after the written move (which must not be
    /// the move that ends the game).
    pub fn fifty_claim_with(&self, intended: Option<Move>) -> bool {
        let fifty = |pos: &Chess| pos.halfmoves() >= 100 && !pos.legal_moves().is_empty();
        match intended {
            None => fifty(self.position()),
            Some(m) => {
                let mut next = self.position().clone();
                next.play_unchecked(m);
                fifty(&next)
            }
        }
    }

    /// The rule state after the last move (or at the start).
    pub fn state(&self) -> RuleState {
        let pos = self.position();
        let legal = pos.legal_moves();
        let has_moves = !legal.is_empty();
        let repeated_before = self.counts.values().any(|&c| c >= 2);
        let can_claim_threefold =
            self.repetitions() >= 3 || (repeated_before && legal.iter().any(|&m| self.threefold_claim_with(Some(m))));
        let can_claim_fifty = (pos.halfmoves() >= 100 && has_moves)
            || (pos.halfmoves() >= 99 && legal.iter().any(|&m| !m.is_zeroing() && self.fifty_claim_with(Some(m))));
        RuleState {
            is_check: pos.is_check(),
            legal_moves_count: legal.len(),
            can_claim_threefold,
            can_claim_fifty,
            is_fivefold: self.repetitions() >= 5,
            is_seventyfive: pos.halfmoves() >= 150 && has_moves,
            insufficient_white: pos.has_insufficient_material(Color::White),
            insufficient_black: pos.has_insufficient_material(Color::Black),
        }
    }

    /// How the game ended by itself, if it did; the first that applies of
    /// checkmate, dead position, stalemate, 75 moves, fivefold repetition.
    pub fn end(&self) -> Option<GameEnd> {
        let pos = self.position();
        let no_moves = !self.has_moves.last().copied().unwrap_or(false);
        if no_moves && pos.is_check() {
            return Some(GameEnd::Checkmate { winner: !pos.turn() });
        }
        if pos.is_insufficient_material() {
            return Some(GameEnd::InsufficientMaterial);
        }
        if no_moves {
            return Some(GameEnd::Stalemate);
        }
        if pos.halfmoves() >= 150 {
            return Some(GameEnd::SeventyFiveMoves);
        }
        if self.repetitions() >= 5 {
            return Some(GameEnd::FivefoldRepetition);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen;

    fn game(f: &str, moves: &[&str]) -> Game {
        let mut g = Game::new(fen::parse(f).unwrap());
        for m in moves {
            g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        g
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn fools_mate_is_checkmate() {
        let g = game(START, &["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(g.end(), Some(GameEnd::Checkmate { winner: Color::Black }));
        assert_eq!(g.end().unwrap().winner(), Some(Color::Black), "0-1");
        let mut g = g;
        assert!(matches!(g.play_text("a3"), Err(PlayError::GameOver(_))));
    }

    #[test]
    fn stalemate() {
        let g = game("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", &["Qf7"]);
        assert_eq!(g.end(), Some(GameEnd::Stalemate));
    }

    #[test]
    fn dead_positions_by_material() {
        for f in [
            "8/8/4k3/8/8/4K3/8/8 w - - 0 1",
            "8/8/4k3/8/8/4KB2/8/8 w - - 0 1",
            "8/8/4k3/8/8/4KN2/8/8 w - - 0 1",
            "8/3b4/4k3/8/8/4KB2/8/8 w - - 0 1",
        ] {
            assert_eq!(game(f, &[]).end(), Some(GameEnd::InsufficientMaterial), "{f}");
        }
        // Bishops on opposite colours can still mate (help-mate exists).
        assert_eq!(game("8/2b5/4k3/8/8/4KB2/8/8 w - - 0 1", &[]).end(), None);
    }

    #[test]
    fn threefold_by_playing_and_by_written_move() {
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];
        let g = game(START, &shuffle);
        // Black may claim by writing Ng8: the start position would appear a third time.
        assert!(g.state().can_claim_threefold);
        let ng8 = notation::parse_move(g.position(), "Ng8").unwrap();
        assert!(g.threefold_claim_with(Some(ng8)));
        assert!(!g.threefold_claim_with(None));
        let g = game(START, &[&shuffle[..], &["Ng8"]].concat());
        assert!(g.threefold_claim_with(None));
        assert_eq!(g.repetitions(), 3);
        let g = game(START, &[&shuffle[..], &["Ng8"], &shuffle[..4], &["Nf3", "Nf6", "Ng1", "Ng8"]].concat());
        assert_eq!(g.repetitions(), 5);
        assert_eq!(g.end(), Some(GameEnd::FivefoldRepetition));
    }

    #[test]
    fn en_passant_counts_only_when_legal() {
        // After 1.e4 the e3 square is no capture for black: the position equals
        // the same setup reached without a double step.
        let a = game(START, &["e4"]);
        let b = game(START, &["e4", "Nf6", "Nf3", "Ng8", "Ng1"]);
        assert_eq!(PositionKey::of(a.position()), PositionKey::of(b.position()));
    }

    #[test]
    fn fifty_and_seventy_five_move_rules() {
        let g = game("4k3/8/8/8/8/8/R7/4K3 w - - 99 80", &[]);
        assert!(!g.fifty_claim_with(None));
        assert!(g.state().can_claim_fifty, "claim by writing a quiet move");
        let g = game("4k3/8/8/8/8/8/R7/4K3 w - - 99 80", &["Ra3"]);
        assert!(g.fifty_claim_with(None));
        let g = game("4k3/8/8/8/8/8/R7/4K3 w - - 149 100", &["Ra3"]);
        assert_eq!(g.end(), Some(GameEnd::SeventyFiveMoves));
        // Mate on the 150th halfmove is mate.
        let g = game("k7/8/1K6/8/8/8/8/7R w - - 149 100", &["Rh8#"]);
        assert_eq!(g.end(), Some(GameEnd::Checkmate { winner: Color::White }));
    }

    #[test]
    fn take_back_restores_counts() {
        let mut g = game(START, &["Nf3", "Nf6", "Ng1", "Ng8"]);
        assert_eq!(g.repetitions(), 2);
        assert_eq!(g.take_back().unwrap().san, "Ng8");
        assert_eq!(g.repetitions(), 1);
        assert_eq!(g.moves().len(), 3);
    }
}
