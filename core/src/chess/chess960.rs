//! Chess960 start positions (FIDE Laws, Guidelines II): the 960 back ranks
//! numbered as Scharnagl numbers them (0 = `BBQNNRKR`, 518 = the usual
//! `RNBQKBNR`, 959 = `RKRNNQBB`), each as FEN and as a shakmaty position
//! with Chess960 castling, and the position drawn for a round from a
//! tournament's seed (the same seed and round give the same position).

use shakmaty::{Bitboard, Board, CastlingMode, Chess, Color, File, Piece, Rank, Role, Setup, Square};

/// A Chess960 start position by its number, 0 to 959.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Chess960(u16);

/// A number that names no Chess960 position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a Chess960 position is numbered from 0 to 959, not {0}")]
pub struct NotAPosition(pub i64);

/// Where the knights stand among the five squares left after the bishops
/// and the queen, by the number's last digit (Scharnagl's table).
const KNIGHTS: [(usize, usize); 10] = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)];

impl Chess960 {
    /// How many positions there are.
    pub const COUNT: u16 = 960;
    /// The usual start position, `RNBQKBNR`.
    pub const STANDARD: Chess960 = Chess960(518);

    /// The position numbered `n`; an error outside 0..=959.
    pub fn new(n: i64) -> Result<Chess960, NotAPosition> {
        u16::try_from(n).ok().filter(|&n| n < Self::COUNT).map(Chess960).ok_or(NotAPosition(n))
    }

    /// Every position, by number.
    pub fn all() -> impl Iterator<Item = Chess960> {
        (0..Self::COUNT).map(Chess960)
    }

    /// The position's number.
    pub fn number(self) -> u16 {
        self.0
    }

    /// The position drawn for round `round` of the event whose seed is
    /// `seed`: the same for the same seed and round, every time.
    pub fn drawn(seed: u64, round: u32) -> Chess960 {
        // splitmix64's finaliser over the seed (kept apart from the event's
        // other drawings by a constant of its own) and the round.
        let mut z = (seed ^ 0x0960_0960_0960_0960) ^ u64::from(round).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        Chess960((z % u64::from(Self::COUNT)) as u16)
    }

    /// White's first rank from the a-file to the h-file.
    pub fn back_rank(self) -> [Role; 8] {
        let mut rank: [Option<Role>; 8] = [None; 8];
        let n = usize::from(self.0);
        // The light-squared bishop on b, d, f or h; the dark one on a, c, e or g.
        rank[2 * (n % 4) + 1] = Some(Role::Bishop);
        rank[2 * (n / 4 % 4)] = Some(Role::Bishop);
        let empty = |rank: &[Option<Role>; 8]| (0..8).filter(|&i| rank[i].is_none()).collect::<Vec<_>>();
        let queen = empty(&rank)[n / 16 % 6];
        rank[queen] = Some(Role::Queen);
        let (a, b) = KNIGHTS[n / 96];
        let free = empty(&rank);
        rank[free[a]] = Some(Role::Knight);
        rank[free[b]] = Some(Role::Knight);
        for (sq, role) in empty(&rank).into_iter().zip([Role::Rook, Role::King, Role::Rook]) {
            rank[sq] = Some(role);
        }
        rank.map(|r| r.unwrap_or(Role::Pawn))
    }

    /// The first rank as White's letters, `RNBQKBNR` for 518.
    pub fn back_rank_text(self) -> String {
        self.back_rank().iter().map(|r| r.upper_char()).collect()
    }

    fn setup(self) -> Setup {
        let mut board = Board::empty();
        for (i, role) in self.back_rank().into_iter().enumerate() {
            let file = File::new(i as u32);
            board.set_piece_at(Square::from_coords(file, Rank::First), Piece { color: Color::White, role });
            board
                .set_piece_at(Square::from_coords(file, Rank::Second), Piece { color: Color::White, role: Role::Pawn });
            board.set_piece_at(
                Square::from_coords(file, Rank::Seventh),
                Piece { color: Color::Black, role: Role::Pawn },
            );
            board.set_piece_at(Square::from_coords(file, Rank::Eighth), Piece { color: Color::Black, role });
        }
        let castling_rights = board.rooks() & (Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth));
        let mut setup = Setup::empty();
        setup.board = board;
        setup.castling_rights = castling_rights;
        setup
    }

    /// The start position, castling by the Chess960 rules (Guidelines II:
    /// king and rook end where they do after usual castling).
    pub fn position(self) -> Chess {
        self.setup().position(CastlingMode::Chess960).expect("every Chess960 back rank is a legal start position")
    }

    /// The start position as FEN, castling rights as X-FEN writes them
    /// (`KQkq`: each rook is the outermost on its side), as PGN's FEN tag
    /// carries it.
    pub fn fen(self) -> String {
        super::fen::write(&self.position())
    }

    /// The start position as Shredder-FEN: castling rights by the rooks'
    /// files (`HAha` for 518).
    pub fn shredder_fen(self) -> String {
        let fen = self.fen();
        let files: Vec<char> = self
            .back_rank()
            .iter()
            .enumerate()
            .filter(|(_, r)| **r == Role::Rook)
            .map(|(i, _)| (b'a' + i as u8) as char)
            .collect();
        let rights: String =
            files.iter().rev().map(|c| c.to_ascii_uppercase()).chain(files.iter().rev().copied()).collect();
        let mut fields: Vec<&str> = fen.split(' ').collect();
        fields[2] = &rights;
        fields.join(" ")
    }
}

impl std::fmt::Display for Chess960 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{Game, fen, notation};
    use shakmaty::{Move, Position};
    use std::collections::HashSet;

    #[test]
    fn known_numbers() {
        let text = |n| Chess960::new(n).unwrap().back_rank_text();
        assert_eq!(text(518), "RNBQKBNR");
        assert_eq!(text(0), "BBQNNRKR");
        assert_eq!(text(1), "BQNBNRKR");
        assert_eq!(text(959), "RKRNNQBB");
        // The king on f1, the rook on g1: castling short at once swaps them.
        assert_eq!(text(3), "BQNNRKRB");
        let mut g = Game::new(Chess960::new(3).unwrap().position());
        assert_eq!(g.play_text("O-O").map(|m| m.uci.clone()), Ok("f1g1".to_string()));
        assert_eq!(Chess960::STANDARD.position().board(), Chess::default().board());
        assert_eq!(Chess960::STANDARD.fen(), fen::write(&Chess::default()));
        assert_eq!(Chess960::new(0).unwrap().fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
        assert_eq!(Chess960::STANDARD.shredder_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    }

    #[test]
    fn numbers_outside_the_range_are_refused() {
        assert_eq!(Chess960::new(960), Err(NotAPosition(960)));
        assert_eq!(Chess960::new(-1), Err(NotAPosition(-1)));
        assert_eq!(Chess960::new(959).map(Chess960::number), Ok(959));
    }

    #[test]
    fn all_960_are_distinct_and_legal() {
        let mut seen = HashSet::new();
        for p in Chess960::all() {
            let rank = p.back_rank();
            assert!(seen.insert(rank), "{p} repeats");
            let files = |role| (0..8).filter(|&i| rank[i] == role).collect::<Vec<_>>();
            let (bishops, rooks, king) = (files(Role::Bishop), files(Role::Rook), files(Role::King));
            assert_eq!((files(Role::Queen).len(), files(Role::Knight).len(), king.len()), (1, 2, 1), "{p}");
            assert_eq!(bishops.len(), 2);
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{p}: bishops on opposite colours");
            assert!(rooks[0] < king[0] && king[0] < rooks[1], "{p}: king between the rooks");
            let pos = p.position();
            assert_eq!(pos.castles().castling_rights().count(), 4, "{p}");
            // FEN round trip through the app's own reader, in Chess960 mode.
            assert_eq!(fen::parse_in(&p.fen(), CastlingMode::Chess960).unwrap(), pos, "{p}");
            assert_eq!(fen::parse_in(&p.shredder_fen(), CastlingMode::Chess960).unwrap(), pos, "{p}");
        }
        assert_eq!(seen.len(), 960);
    }

    #[test]
    fn the_drawing_is_the_same_for_a_seed_and_round() {
        assert_eq!(Chess960::drawn(42, 3), Chess960::drawn(42, 3));
        let rounds: HashSet<_> = (1..=20).map(|r| Chess960::drawn(42, r)).collect();
        assert!(rounds.len() > 15, "rounds draw different positions: {rounds:?}");
        assert_ne!(
            (1..=5).map(|r| Chess960::drawn(1, r)).collect::<Vec<_>>(),
            (1..=5).map(|r| Chess960::drawn(2, r)).collect::<Vec<_>>()
        );
    }

    fn piece(g: &Game, sq: Square) -> Option<Piece> {
        g.position().board().piece_at(sq)
    }

    #[test]
    fn castling_long_from_position_0() {
        // BBQNNRKR: the king on g1, the rooks on f1 and h1.
        let mut g = Game::new(Chess960::new(0).unwrap().position());
        for m in ["Nc3", "Nc6", "Nf3", "Nf6", "d4", "d5", "Qd2", "Qd7"] {
            g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        // Short castling: the h1 rook would go to f1, where the other rook stands.
        assert!(g.play_text("O-O").is_err());
        let long = g.play_text("O-O-O").expect("long castling").clone();
        assert_eq!((long.san.as_str(), long.uci.as_str()), ("O-O-O", "g1f1"));
        assert_eq!(piece(&g, Square::C1), Some(Color::White.king()));
        assert_eq!(piece(&g, Square::D1), Some(Color::White.rook()));
        assert_eq!((piece(&g, Square::G1), piece(&g, Square::F1)), (None, None));
        assert_eq!(g.play_text("0-0-0").expect("black castles long").san, "O-O-O");
        assert_eq!(piece(&g, Square::C8), Some(Color::Black.king()));
        assert_eq!(piece(&g, Square::D8), Some(Color::Black.rook()));
    }

    #[test]
    fn castling_short_with_the_king_next_to_its_square() {
        // The king on f1: O-O and Kg1 both take the king to g1; Chess960 UCI
        // tells them apart (the king takes its own rook for castling).
        let start =
            fen::parse_in("r4k1r/pppppppp/8/8/8/8/PPPPPPPP/R4K1R w KQkq - 0 1", CastlingMode::Chess960).unwrap();
        let castle = notation::parse_move(&start, "O-O").unwrap();
        assert!(matches!(castle, Move::Castle { .. }));
        assert_eq!(notation::parse_move(&start, "f1h1"), Ok(castle));
        let step = notation::parse_move(&start, "f1g1").unwrap();
        assert!(!step.is_castle(), "f1g1 is the king's step");
        let mut g = Game::new(start);
        let played = g.play(castle).clone();
        assert_eq!((played.san.as_str(), played.uci.as_str()), ("O-O", "f1h1"));
        assert_eq!(piece(&g, Square::G1), Some(Color::White.king()));
        assert_eq!(piece(&g, Square::F1), Some(Color::White.rook()));
        assert_eq!(piece(&g, Square::H1), None);
    }
}
