//! Moves in and out: SAN as people write it (with Russian piece letters, `:`
//! for captures, `0-0`, `e.p.`, annotation glyphs), UCI and long algebraic
//! input, and canonical SAN with figurine and Russian display forms.
//!
//! Reading follows the reference (python-chess `parse_san`) exactly for Latin
//! input, so that what it accepts and refuses, and the move it finds, agree.

use shakmaty::san::SanPlus;
use shakmaty::{Bitboard, CastlingMode, CastlingSide, Chess, File, Move, Position, Rank, Role, Square};

/// Why a typed move was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not a move in any notation we read.
    #[error("not a move: {0}")]
    Syntax(String),
    /// A null move (`--`, `Z0`, `0000`): not a move in a real game.
    #[error("a null move is not a move")]
    Null,
    /// No legal move fits; the reason says why.
    #[error("illegal move: {0}")]
    Illegal(Illegal),
    /// Several legal moves fit: more than one piece of this kind can go to the square.
    #[error("ambiguous move: more than one {} can go to {}", role_name(*.0), .1)]
    Ambiguous(Role, Square),
}

/// Why no legal move fits what was typed, in terms an arbiter can explain to a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    /// The king or that rook has moved: the right to castle is gone.
    #[error("castling is no longer allowed: the king or that rook has moved")]
    CastlingRightsLost,
    /// A piece stands between king and rook.
    #[error("the squares between the king and the rook are not empty")]
    CastlingBlocked,
    /// Castling while in check (3.8.2.2).
    #[error("the king is in check, and castling out of check is not allowed")]
    CastlingOutOfCheck,
    /// The king would cross an attacked square.
    #[error("the king would pass through {0}, which an enemy piece attacks")]
    CastlingThroughAttack(Square),
    /// The king would land in check.
    #[error("the king would be in check on {0}")]
    KingIntoCheck(Square),
    /// The target holds one of the mover's own pieces.
    #[error("{0} is occupied by one of your own pieces")]
    OwnPieceOnTarget(Square),
    /// No piece of that kind is there at all.
    #[error("you have no {} that could make this move", role_name(*.0))]
    NoSuchPiece(Role),
    /// No piece of that kind can reach the square.
    #[error("no {} of yours can reach {}", role_name(*.0), .1)]
    CannotReach(Role, Square),
    /// A pawn reaching the last rank must name its promotion.
    #[error("a pawn reaching {0} must say what it promotes to")]
    MustPromote(Square),
    /// Promotion to a king, or off the last rank.
    #[error("a pawn promotes to a queen, rook, bishop or knight, and only on the last rank")]
    BadPromotion,
    /// The king is in check and the move does not parry it.
    #[error("your king is in check, and {} {}-{} does not get it out of check", role_name(*.0), .1, .2)]
    LeavesKingInCheck(Role, Square, Square),
    /// The piece is pinned against its king.
    #[error("the {} on {} is pinned: moving it would expose your king to check", role_name(*.0), .1)]
    Pinned(Role, Square),
    /// Coordinate input from a square without a piece of the side to move.
    #[error("there is no piece of yours on {0}")]
    NoPieceOn(Square),
    /// Coordinate input the piece cannot make.
    #[error("the {} on {} cannot go to {}", role_name(*.0), .1, .2)]
    CannotGo(Role, Square, Square),
}

impl MoveError {
    /// The kind as a stable code (`syntax`, `null`, `illegal`, `ambiguous`).
    pub fn kind(&self) -> &'static str {
        match self {
            MoveError::Syntax(_) => "syntax",
            MoveError::Null => "null",
            MoveError::Illegal(_) => "illegal",
            MoveError::Ambiguous(..) => "ambiguous",
        }
    }
}

/// How SAN is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SanStyle {
    /// `Nf3`, the FIDE/PGN form.
    Latin,
    /// `♘f3`.
    Figurine,
    /// `Кf3`, Russian piece letters.
    Russian,
}

/// The canonical SAN of a legal move, with `+`/`#`.
pub fn san(pos: &Chess, m: Move) -> String {
    SanPlus::from_move(pos.clone(), m).to_string()
}

/// The UCI form of a move (`e2e4`, `e7e8q`, castling as `e1g1`).
pub fn uci(m: Move) -> String {
    uci_in(m, CastlingMode::Standard)
}

/// The UCI form of a move in a game castling by `mode`: under
/// [`CastlingMode::Chess960`] castling is the king taking its own rook
/// (`f1h1`), since the king's step to its castling square may be a move too.
pub fn uci_in(m: Move, mode: CastlingMode) -> String {
    m.to_uci(mode).to_string()
}

/// Canonical SAN shown in a style.
pub fn display(san: &str, style: SanStyle) -> String {
    let letter = |c: char| -> Option<&'static str> {
        Some(match (style, c) {
            (SanStyle::Figurine, 'K') => "♔",
            (SanStyle::Figurine, 'Q') => "♕",
            (SanStyle::Figurine, 'R') => "♖",
            (SanStyle::Figurine, 'B') => "♗",
            (SanStyle::Figurine, 'N') => "♘",
            (SanStyle::Russian, 'K') => "Кр",
            (SanStyle::Russian, 'Q') => "Ф",
            (SanStyle::Russian, 'R') => "Л",
            (SanStyle::Russian, 'B') => "С",
            (SanStyle::Russian, 'N') => "К",
            _ => return None,
        })
    };
    if style == SanStyle::Latin || san.starts_with("O-O") {
        return san.to_string();
    }
    san.chars().map(|c| letter(c).map_or_else(|| c.to_string(), str::to_string)).collect()
}

/// Removes one trailing annotation glyph, as a PGN reader separates it.
fn strip_annotation(text: &str) -> &str {
    for glyph in ["!!", "??", "!?", "?!", "!", "?"] {
        if let Some(rest) = text.strip_suffix(glyph) {
            return rest;
        }
    }
    text
}

/// Rewrites our extensions into the reference's SAN: Russian piece letters,
/// `:` for captures, a trailing `e.p.`.
fn normalize(text: &str) -> String {
    let text = text.strip_suffix("e.p.").map(str::trim_end).unwrap_or(text);
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            'К' if chars.peek() == Some(&'р') => {
                chars.next();
                out.push('K');
            }
            'К' => out.push('N'),
            'Ф' => out.push('Q'),
            'Л' => out.push('R'),
            'С' => out.push('B'),
            ':' => out.push('x'),
            c => out.push(c),
        }
    }
    out
}

/// A move as the SAN grammar splits it.
#[derive(Debug, Clone, Copy)]
struct Parsed {
    role: Option<Role>,
    file: Option<File>,
    rank: Option<Rank>,
    to: Square,
    promotion: Option<Role>,
}

fn role_of_upper(c: u8) -> Option<Role> {
    match c {
        b'N' => Some(Role::Knight),
        b'B' => Some(Role::Bishop),
        b'R' => Some(Role::Rook),
        b'Q' => Some(Role::Queen),
        b'K' => Some(Role::King),
        _ => None,
    }
}

/// `([NBKRQ])?([a-h])?([1-8])?[-x]?([a-h][1-8])(=?[nbrqkNBRQK])?[+#]?`
fn parse_grammar(text: &str) -> Option<Parsed> {
    let mut s = text.as_bytes();
    if let [rest @ .., b'+' | b'#'] = s {
        s = rest;
    }
    let mut promotion = None;
    if let [rest @ .., p] = s
        && let Some(role) = role_of_upper(p.to_ascii_uppercase())
    {
        promotion = Some(role);
        s = rest;
        if let [rest @ .., b'='] = s {
            s = rest;
        }
    }
    let [prefix @ .., f @ b'a'..=b'h', r @ b'1'..=b'8'] = s else { return None };
    let to = Square::from_coords(File::new(u32::from(f - b'a')), Rank::new(u32::from(r - b'1')));
    let mut p = prefix;
    let mut role = None;
    if let [c, rest @ ..] = p
        && let Some(r) = role_of_upper(*c)
    {
        role = Some(r);
        p = rest;
    }
    let mut file = None;
    if let [c @ b'a'..=b'h', rest @ ..] = p {
        file = Some(File::new(u32::from(c - b'a')));
        p = rest;
    }
    let mut rank = None;
    if let [c @ b'1'..=b'8', rest @ ..] = p {
        rank = Some(Rank::new(u32::from(c - b'1')));
        p = rest;
    }
    if let [b'-' | b'x', rest @ ..] = p {
        p = rest;
    }
    p.is_empty().then_some(Parsed { role, file, rank, to, promotion })
}

/// The English name of a piece kind.
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// Reads a move typed by a person or found in a PGN, in the given position.
pub fn parse_move(pos: &Chess, input: &str) -> Result<Move, MoveError> {
    let text = normalize(strip_annotation(input));
    let text = text.as_str();
    let side = match text {
        "O-O" | "O-O+" | "O-O#" | "0-0" | "0-0+" | "0-0#" => Some(CastlingSide::KingSide),
        "O-O-O" | "O-O-O+" | "O-O-O#" | "0-0-0" | "0-0-0+" | "0-0-0#" => Some(CastlingSide::QueenSide),
        _ => None,
    };
    if let Some(side) = side {
        return pos
            .castling_moves(side)
            .first()
            .copied()
            .ok_or_else(|| MoveError::Illegal(explain_castling(pos, side)));
    }
    if matches!(text, "--" | "Z0" | "0000" | "@@@@") {
        return Err(MoveError::Null);
    }
    let parsed = parse_grammar(text).ok_or_else(|| MoveError::Syntax(input.to_string()))?;
    if let (None, Some(file), Some(rank)) = (parsed.role, parsed.file, parsed.rank) {
        return find_coordinate_move(pos, Square::from_coords(file, rank), parsed.to, parsed.promotion);
    }
    let role = parsed.role.unwrap_or(Role::Pawn);
    let mut from_mask = pos.our(role);
    if let Some(file) = parsed.file {
        from_mask &= Bitboard::from_file(file);
    } else if parsed.role.is_none() {
        // A pawn capture must name the file it comes from.
        from_mask &= Bitboard::from_file(parsed.to.file());
    }
    if let Some(rank) = parsed.rank {
        from_mask &= Bitboard::from_rank(rank);
    }
    let own = pos.board().by_color(pos.turn());
    let mut found: Option<Move> = None;
    for m in pos.san_candidates(role, parsed.to) {
        let fits = !m.is_castle()
            && m.to() == parsed.to
            && !own.contains(parsed.to)
            && m.from().is_some_and(|f| from_mask.contains(f))
            && m.promotion() == parsed.promotion;
        if fits {
            if found.is_some() {
                return Err(MoveError::Ambiguous(role, parsed.to));
            }
            found = Some(m);
        }
    }
    found.ok_or_else(|| MoveError::Illegal(explain_illegal(pos, role, from_mask, parsed)))
}

/// Coordinate input (`e2e4`, `e2-e4`, `e7e8q`, `e1g1` for castling; in a
/// Chess960 game castling is the king taking its rook, `f1h1`, or the king
/// to its castling square when no step of the king goes there).
fn find_coordinate_move(pos: &Chess, from: Square, to: Square, promotion: Option<Role>) -> Result<Move, MoveError> {
    let pawn_to_backrank = pos.our(Role::Pawn).contains(from) && matches!(to.rank(), Rank::First | Rank::Eighth);
    let wanted = promotion.or(pawn_to_backrank.then_some(Role::Queen));
    let legal_moves = pos.legal_moves();
    let fits = |mode: CastlingMode| {
        move |m: &&Move| m.from() == Some(from) && uci_to(&m.to_uci(mode)) == Some(to) && m.promotion() == wanted
    };
    let legal = match pos.castles().mode() {
        CastlingMode::Standard => legal_moves.iter().find(fits(CastlingMode::Standard)),
        CastlingMode::Chess960 => legal_moves.iter().find(fits(CastlingMode::Chess960)).or_else(|| {
            let mut found = legal_moves.iter().filter(fits(CastlingMode::Standard));
            found.next().filter(|_| found.next().is_none())
        }),
    }
    .copied();
    match legal {
        Some(m) if m.promotion() == promotion => Ok(m),
        Some(_) => Err(MoveError::Illegal(Illegal::MustPromote(to))),
        None => Err(MoveError::Illegal(match pos.board().piece_at(from) {
            Some(p) if p.color == pos.turn() => Illegal::CannotGo(p.role, from, to),
            _ => Illegal::NoPieceOn(from),
        })),
    }
}

fn uci_to(u: &shakmaty::uci::UciMove) -> Option<Square> {
    match *u {
        shakmaty::uci::UciMove::Normal { to, .. } => Some(to),
        _ => None,
    }
}

/// Says why a castling move is not possible.
fn explain_castling(pos: &Chess, side: CastlingSide) -> Illegal {
    let us = pos.turn();
    let (Some(rook), Some(king)) = (pos.castles().rook(us, side), pos.board().king_of(us)) else {
        return Illegal::CastlingRightsLost;
    };
    if (pos.castles().path(us, side) & pos.board().occupied()).any() {
        return Illegal::CastlingBlocked;
    }
    if pos.is_check() {
        return Illegal::CastlingOutOfCheck;
    }
    let king_to = side.king_to(us);
    let occupied = pos.board().occupied() ^ Bitboard::from(king) ^ Bitboard::from(rook);
    let path = shakmaty::attacks::between(king, king_to).into_iter().chain([king_to]);
    for sq in path {
        if pos.board().attacks_to(sq, !us, occupied).any() {
            return if sq == king_to { Illegal::KingIntoCheck(sq) } else { Illegal::CastlingThroughAttack(sq) };
        }
    }
    Illegal::CastlingRightsLost
}

/// Says why no legal move fits a parsed SAN move: which piece, and why.
fn explain_illegal(pos: &Chess, role: Role, from_mask: Bitboard, parsed: Parsed) -> Illegal {
    let to = parsed.to;
    let board = pos.board();
    if board.by_color(pos.turn()).contains(to) {
        return Illegal::OwnPieceOnTarget(to);
    }
    if from_mask.is_empty() {
        return Illegal::NoSuchPiece(role);
    }
    // Pieces that could make the move if their own king's safety did not count.
    let occupied = board.occupied();
    let reachable = |from: Square| -> bool {
        if role == Role::Pawn {
            let forward = if pos.turn().is_white() { 1 } else { -1 };
            let step = from.offset(8 * forward);
            let capture_target =
                board.by_color(!pos.turn()).contains(to) || pos.ep_square(shakmaty::EnPassantMode::Legal) == Some(to);
            let is_capture = from.file() != to.file();
            if is_capture {
                shakmaty::attacks::pawn_attacks(pos.turn(), from).contains(to) && capture_target
            } else {
                step == Some(to) && !occupied.contains(to)
                    || (from.rank() == pos.turn().fold_wb(Rank::Second, Rank::Seventh)
                        && step.is_some_and(|s| !occupied.contains(s))
                        && from.offset(16 * forward) == Some(to)
                        && !occupied.contains(to))
            }
        } else {
            shakmaty::attacks::attacks(to, shakmaty::Piece { color: pos.turn(), role }, occupied).contains(from)
        }
    };
    let candidates: Vec<Square> = from_mask.into_iter().filter(|&f| reachable(f)).collect();
    let Some(&from) = candidates.first() else {
        return Illegal::CannotReach(role, to);
    };
    if role == Role::Pawn && matches!(to.rank(), Rank::First | Rank::Eighth) && parsed.promotion.is_none() {
        return Illegal::MustPromote(to);
    }
    if parsed.promotion == Some(Role::King)
        || (parsed.promotion.is_some() && !matches!(to.rank(), Rank::First | Rank::Eighth))
    {
        return Illegal::BadPromotion;
    }
    if pos.is_check() {
        return Illegal::LeavesKingInCheck(role, from, to);
    }
    if role == Role::King {
        return Illegal::KingIntoCheck(to);
    }
    Illegal::Pinned(role, from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen;

    fn pos(f: &str) -> Chess {
        fen::parse(f).unwrap()
    }

    #[test]
    fn russian_letters_and_colon_captures() {
        let p = pos("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 3");
        assert_eq!(uci(parse_move(&p, "Фh5:f7#").unwrap()), "h5f7");
        assert_eq!(uci(parse_move(&p, "Фf7").unwrap()), "h5f7");
        assert_eq!(uci(parse_move(&p, "Крe2").unwrap()), "e1e2");
        assert_eq!(uci(parse_move(&p, "Кf3").unwrap()), "g1f3");
        assert_eq!(uci(parse_move(&p, "Сb5").unwrap()), "c4b5");
        assert_eq!(display("Qxf7#", SanStyle::Russian), "Фxf7#");
        assert_eq!(display("Nf3", SanStyle::Figurine), "♘f3");
        assert_eq!(display("O-O", SanStyle::Russian), "O-O");
    }

    #[test]
    fn en_passant_suffix_is_accepted() {
        let p = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        assert_eq!(uci(parse_move(&p, "exf6 e.p.").unwrap()), "e5f6");
        assert_eq!(uci(parse_move(&p, "exf6e.p.").unwrap()), "e5f6");
        assert_eq!(uci(parse_move(&p, "e5:f6").unwrap()), "e5f6");
    }

    #[test]
    fn illegal_moves_are_explained() {
        // The knight on d2 is pinned by the bishop on b4.
        let p = pos("rnbqk1nr/pppp1ppp/8/4p3/1b6/3P4/PPPNPPPP/R1BQKBNR w KQkq - 0 1");
        let err = parse_move(&p, "Nb3").unwrap_err();
        assert_eq!(err, MoveError::Illegal(Illegal::Pinned(Role::Knight, Square::D2)));
        assert!(err.to_string().contains("knight on d2 is pinned"));
        // Castling through an attacked square.
        let p = pos("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
        let err = parse_move(&p, "O-O").unwrap_err();
        assert_eq!(err, MoveError::Illegal(Illegal::CastlingThroughAttack(Square::F1)));
        let p = pos("4k3/8/8/8/8/8/8/r3K2R w K - 0 1");
        let err = parse_move(&p, "O-O").unwrap_err();
        assert_eq!(err, MoveError::Illegal(Illegal::CastlingOutOfCheck));
        let p = pos("4k3/8/8/8/8/8/8/4K1NR w K - 0 1");
        assert_eq!(parse_move(&p, "0-0"), Err(MoveError::Illegal(Illegal::CastlingBlocked)));
        let p = pos("4k3/6r1/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(parse_move(&p, "O-O"), Err(MoveError::Illegal(Illegal::KingIntoCheck(Square::G1))));
        assert_eq!(parse_move(&p, "Nf3"), Err(MoveError::Illegal(Illegal::NoSuchPiece(Role::Knight))));
        assert_eq!(parse_move(&p, "e2e4"), Err(MoveError::Illegal(Illegal::NoPieceOn(Square::E2))));
        assert_eq!(
            parse_move(&p, "Kd1"),
            Ok(Move::Normal { role: Role::King, from: Square::E1, capture: None, to: Square::D1, promotion: None })
        );
        assert!(matches!(parse_move(&p, "hello"), Err(MoveError::Syntax(_))));
        assert_eq!(parse_move(&p, "--"), Err(MoveError::Null));
    }
}
