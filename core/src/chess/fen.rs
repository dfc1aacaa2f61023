//! FEN reading and writing, as strict as the reference (python-chess): the
//! text must parse, and the position must be one a game can reach by the
//! usual validity tests (kings, pawns, castling rights, en passant, checks).

use shakmaty::fen::Fen;
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, File, Piece, PositionErrorKinds, Rank, Setup, Square,
};
use std::num::NonZeroU32;

/// Why a FEN was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text does not follow the FEN grammar.
    #[error("not a FEN: {0}")]
    Syntax(FenSyntax),
    /// The text parses, but no game can reach the position.
    #[error("impossible position: {}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "))]
    Position(Vec<PositionProblem>),
}

/// What breaks the FEN grammar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FenSyntax {
    /// Empty.
    #[error("empty")]
    Empty,
    /// The side to move must be w or b.
    #[error("the side to move must be w or b")]
    SideToMove,
    /// Bad en passant square.
    #[error("bad en passant square")]
    EnPassantSquare,
    /// Bad halfmove clock.
    #[error("bad halfmove clock")]
    HalfmoveClock,
    /// Bad fullmove number.
    #[error("bad fullmove number")]
    FullmoveNumber,
    /// More fields than a FEN has.
    #[error("more fields than a FEN has")]
    TooManyFields,
    /// The board needs 8 ranks.
    #[error("the board needs 8 ranks")]
    RankCount,
    /// Two digits in a row.
    #[error("two digits in a row")]
    TwoDigits,
    /// '~' not after a piece.
    #[error("'~' not after a piece")]
    PromotedMark,
    /// Unknown piece letter.
    #[error("unknown piece letter")]
    PieceLetter,
    /// A rank does not have 8 squares.
    #[error("a rank does not have 8 squares")]
    RankLength,
    /// Bad castling field.
    #[error("bad castling field")]
    Castling,
}

impl FenSyntax {
    /// Every kind.
    pub const ALL: [FenSyntax; 12] = [
        FenSyntax::Empty,
        FenSyntax::SideToMove,
        FenSyntax::EnPassantSquare,
        FenSyntax::HalfmoveClock,
        FenSyntax::FullmoveNumber,
        FenSyntax::TooManyFields,
        FenSyntax::RankCount,
        FenSyntax::TwoDigits,
        FenSyntax::PromotedMark,
        FenSyntax::PieceLetter,
        FenSyntax::RankLength,
        FenSyntax::Castling,
    ];

    /// A stable code (`empty`...).
    pub fn code(self) -> &'static str {
        match self {
            FenSyntax::Empty => "empty",
            FenSyntax::SideToMove => "side_to_move",
            FenSyntax::EnPassantSquare => "en_passant_square",
            FenSyntax::HalfmoveClock => "halfmove_clock",
            FenSyntax::FullmoveNumber => "fullmove_number",
            FenSyntax::TooManyFields => "too_many_fields",
            FenSyntax::RankCount => "rank_count",
            FenSyntax::TwoDigits => "two_digits",
            FenSyntax::PromotedMark => "promoted_mark",
            FenSyntax::PieceLetter => "piece_letter",
            FenSyntax::RankLength => "rank_length",
            FenSyntax::Castling => "castling",
        }
    }
}

/// Why no game can reach a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PositionProblem {
    /// Empty board.
    #[error("empty board")]
    EmptyBoard,
    /// Missing king.
    #[error("missing king")]
    MissingKing,
    /// Too many kings.
    #[error("too many kings")]
    TooManyKings,
    /// Pawns on the first or last rank.
    #[error("pawns on the first or last rank")]
    PawnsOnBackRank,
    /// Castling rights without king and rook on their squares.
    #[error("castling rights without king and rook on their squares")]
    CastlingRights,
    /// Impossible en passant square.
    #[error("impossible en passant square")]
    EnPassant,
    /// The side not to move is in check.
    #[error("the side not to move is in check")]
    OppositeCheck,
    /// Impossible check.
    #[error("impossible check")]
    ImpossibleCheck,
    /// Impossible position.
    #[error("impossible position")]
    Impossible,
    /// More than 8 pawns of one colour.
    #[error("more than 8 pawns of one colour")]
    TooManyPawns,
    /// More than 16 pieces of one colour.
    #[error("more than 16 pieces of one colour")]
    TooManyPieces,
}

impl PositionProblem {
    /// Every kind.
    pub const ALL: [PositionProblem; 11] = [
        PositionProblem::EmptyBoard,
        PositionProblem::MissingKing,
        PositionProblem::TooManyKings,
        PositionProblem::PawnsOnBackRank,
        PositionProblem::CastlingRights,
        PositionProblem::EnPassant,
        PositionProblem::OppositeCheck,
        PositionProblem::ImpossibleCheck,
        PositionProblem::Impossible,
        PositionProblem::TooManyPawns,
        PositionProblem::TooManyPieces,
    ];

    /// A stable code (`empty_board`...).
    pub fn code(self) -> &'static str {
        match self {
            PositionProblem::EmptyBoard => "empty_board",
            PositionProblem::MissingKing => "missing_king",
            PositionProblem::TooManyKings => "too_many_kings",
            PositionProblem::PawnsOnBackRank => "pawns_on_back_rank",
            PositionProblem::CastlingRights => "castling_rights",
            PositionProblem::EnPassant => "en_passant",
            PositionProblem::OppositeCheck => "opposite_check",
            PositionProblem::ImpossibleCheck => "impossible_check",
            PositionProblem::Impossible => "impossible",
            PositionProblem::TooManyPawns => "too_many_pawns",
            PositionProblem::TooManyPieces => "too_many_pieces",
        }
    }
}

/// Reads a FEN. Missing trailing fields take their defaults (`w - - 0 1`);
/// a fullmove number of 0 reads as 1; Shredder castling letters are accepted.
pub fn parse(text: &str) -> Result<Chess, FenError> {
    parse_in(text, CastlingMode::Standard)
}

/// Reads a FEN as [`parse`] does, castling by `mode`: under
/// [`CastlingMode::Chess960`] a castling right may name any rook on its
/// side of the king (X-FEN or Shredder-FEN letters), as a Chess960 game's
/// positions need.
pub fn parse_in(text: &str, mode: CastlingMode) -> Result<Chess, FenError> {
    let setup = parse_setup(text)?;
    let mut problems = material_problems(&setup.board);
    let position = setup.position::<Chess>(mode);
    match position {
        Ok(pos) if problems.is_empty() => Ok(pos),
        Ok(_) => Err(FenError::Position(problems)),
        Err(e) => {
            // Too much material is judged by the piece counts above instead,
            // as the reference does.
            let kinds = e.kinds() - PositionErrorKinds::TOO_MUCH_MATERIAL;
            for (kind, name) in [
                (PositionErrorKinds::EMPTY_BOARD, PositionProblem::EmptyBoard),
                (PositionErrorKinds::MISSING_KING, PositionProblem::MissingKing),
                (PositionErrorKinds::TOO_MANY_KINGS, PositionProblem::TooManyKings),
                (PositionErrorKinds::PAWNS_ON_BACKRANK, PositionProblem::PawnsOnBackRank),
                (PositionErrorKinds::INVALID_CASTLING_RIGHTS, PositionProblem::CastlingRights),
                (PositionErrorKinds::INVALID_EP_SQUARE, PositionProblem::EnPassant),
                (PositionErrorKinds::OPPOSITE_CHECK, PositionProblem::OppositeCheck),
                (PositionErrorKinds::IMPOSSIBLE_CHECK, PositionProblem::ImpossibleCheck),
            ] {
                if kinds.contains(kind) {
                    problems.push(name);
                }
            }
            if problems.is_empty() {
                // Only too much material by shakmaty's stricter count.
                return e.ignore_too_much_material().map_err(|_| FenError::Position(vec![PositionProblem::Impossible]));
            }
            Err(FenError::Position(problems))
        }
    }
}

/// Reads a FEN under the usual castling rules or, when only Chess960's
/// explain its castling rights (a king or rook away from its usual square),
/// under Chess960's: for records that carry a start position but not the
/// variant (an incident file of a Chess960 game).
pub fn parse_any(text: &str) -> Result<Chess, FenError> {
    parse(text).or_else(|standard| parse_in(text, CastlingMode::Chess960).map_err(|_| standard))
}

/// The FEN of a position, with an en passant square only when a legal capture exists.
pub fn write(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn material_problems(board: &Board) -> Vec<PositionProblem> {
    let mut problems = Vec::new();
    for color in Color::ALL {
        let ours = board.by_color(color);
        if (ours & board.pawns()).count() > 8 {
            problems.push(PositionProblem::TooManyPawns);
        }
        if ours.count() > 16 {
            problems.push(PositionProblem::TooManyPieces);
        }
    }
    problems
}

/// A number field as Python's `int()` reads it (optional sign, digits, underscores between digits).
fn parse_count(text: &str) -> Option<i64> {
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() || digits.starts_with('_') || digits.ends_with('_') || digits.contains("__") {
        return None;
    }
    let clean: String = digits.chars().filter(|&c| c != '_').collect();
    if !clean.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value: i64 = clean.parse().ok().or(if clean.len() > 18 { Some(i64::MAX) } else { None })?;
    Some(if negative { -value } else { value })
}

fn parse_setup(text: &str) -> Result<Setup, FenError> {
    let mut parts = text.split_whitespace();
    let board_part = parts.next().ok_or(FenError::Syntax(FenSyntax::Empty))?;
    let turn = match parts.next() {
        None | Some("w") => Color::White,
        Some("b") => Color::Black,
        Some(_) => return Err(FenError::Syntax(FenSyntax::SideToMove)),
    };
    let castling_part = parts.next().unwrap_or("-");
    let ep_square = match parts.next() {
        None | Some("-") => None,
        Some(sq) => Some(parse_square(sq).ok_or(FenError::Syntax(FenSyntax::EnPassantSquare))?),
    };
    let halfmoves = match parts.next() {
        None => 0,
        Some(h) => match parse_count(h) {
            Some(v) if v >= 0 => u32::try_from(v).unwrap_or(u32::MAX),
            _ => return Err(FenError::Syntax(FenSyntax::HalfmoveClock)),
        },
    };
    let fullmoves = match parts.next() {
        None => 1,
        Some(f) => match parse_count(f) {
            Some(v) if v >= 0 => u32::try_from(v).unwrap_or(u32::MAX).max(1),
            _ => return Err(FenError::Syntax(FenSyntax::FullmoveNumber)),
        },
    };
    if parts.next().is_some() {
        return Err(FenError::Syntax(FenSyntax::TooManyFields));
    }
    let board = parse_board(board_part)?;
    let castling_rights = parse_castling(castling_part, &board)?;
    let mut setup = Setup::empty();
    setup.board = board;
    setup.turn = turn;
    setup.castling_rights = castling_rights;
    setup.ep_square = ep_square;
    setup.halfmoves = halfmoves;
    setup.fullmoves = NonZeroU32::new(fullmoves).unwrap_or(NonZeroU32::MIN);
    Ok(setup)
}

fn parse_square(text: &str) -> Option<Square> {
    match text.as_bytes() {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
            Some(Square::from_coords(File::new(u32::from(f - b'a')), Rank::new(u32::from(r - b'1'))))
        }
        _ => None,
    }
}

fn parse_board(text: &str) -> Result<Board, FenError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 8 {
        return Err(FenError::Syntax(FenSyntax::RankCount));
    }
    let mut board = Board::empty();
    for (i, row) in rows.iter().enumerate() {
        let rank = Rank::new(7 - i as u32);
        let mut file = 0u32;
        let (mut previous_digit, mut previous_piece) = (false, false);
        for c in row.chars() {
            match c {
                '1'..='8' => {
                    if previous_digit {
                        return Err(FenError::Syntax(FenSyntax::TwoDigits));
                    }
                    file += c as u32 - '0' as u32;
                    (previous_digit, previous_piece) = (true, false);
                }
                '~' => {
                    // A promoted-piece mark (crazyhouse FEN); allowed only after a piece.
                    if !previous_piece {
                        return Err(FenError::Syntax(FenSyntax::PromotedMark));
                    }
                    (previous_digit, previous_piece) = (false, false);
                }
                _ => {
                    let piece = Piece::from_char(c).ok_or(FenError::Syntax(FenSyntax::PieceLetter))?;
                    if file < 8 {
                        board.set_piece_at(Square::from_coords(File::new(file), rank), piece);
                    }
                    file += 1;
                    (previous_digit, previous_piece) = (false, true);
                }
            }
        }
        if file != 8 {
            return Err(FenError::Syntax(FenSyntax::RankLength));
        }
    }
    Ok(board)
}

/// Castling field: `-`, or up to two white then up to two black letters among
/// `KQ` and file letters (Shredder-FEN). `K`/`Q` name the outermost rook on that side.
fn parse_castling(text: &str, board: &Board) -> Result<Bitboard, FenError> {
    if text == "-" {
        return Ok(Bitboard::EMPTY);
    }
    let bad = FenError::Syntax(FenSyntax::Castling);
    let upper = text.chars().take_while(|c| matches!(c, 'K' | 'Q' | 'A'..='H')).count();
    let lower = text[upper..].chars().take_while(|c| matches!(c, 'k' | 'q' | 'a'..='h')).count();
    if upper > 2 || lower > 2 || upper + lower != text.len() || text.is_empty() {
        return Err(bad);
    }
    let mut rights = Bitboard::EMPTY;
    for flag in text.chars() {
        let color = if flag.is_ascii_uppercase() { Color::White } else { Color::Black };
        let backrank = Bitboard::from_rank(color.backrank());
        let rooks = board.by_color(color) & board.rooks() & backrank;
        let king = board.king_of(color);
        let square = match flag.to_ascii_lowercase() {
            'q' => match (rooks.first(), king) {
                (Some(rook), Some(k)) if rook < k => rook,
                _ => Square::from_coords(File::A, color.backrank()),
            },
            'k' => match (rooks.last(), king) {
                (Some(rook), Some(k)) if k < rook => rook,
                _ => Square::from_coords(File::H, color.backrank()),
            },
            f => Square::from_coords(File::new(f as u32 - 'a' as u32), color.backrank()),
        };
        rights.add(square);
    }
    Ok(rights)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_defaults_and_en_passant() {
        let pos = parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
        assert_eq!(write(&pos), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        let pos = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 0").unwrap();
        assert_eq!(write(&pos), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }

    #[test]
    fn refuses_grammar_errors_and_impossible_positions() {
        assert!(matches!(parse("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"), Err(FenError::Syntax(_))));
        assert!(matches!(parse("r3k2r/8/8/8/8/8/8/R3K2R w kqKQ - 0 1"), Err(FenError::Syntax(_))));
        assert!(matches!(parse("8/8/8/3kK3/8/8/8/8 w - - 0 1"), Err(FenError::Position(_))));
        assert!(matches!(parse(""), Err(FenError::Syntax(_))));
    }
}
