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
    /// No legal move fits; the text says why.
    #[error("illegal move: {0}")]
    Illegal(String),
    /// Several legal moves fit.
    #[error("ambiguous move: {0}")]
    Ambiguous(String),
}

impl MoveError {
    /// The kind as a stable code (`syntax`, `null`, `illegal`, `ambiguous`).
    pub fn kind(&self) -> &'static str {
        match self {
            MoveError::Syntax(_) => "syntax",
            MoveError::Null => "null",
            MoveError::Illegal(_) => "illegal",
            MoveError::Ambiguous(_) => "ambiguous",
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
    m.to_uci(CastlingMode::Standard).to_string()
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

fn role_name(role: Role) -> &'static str {
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
    for m in pos.legal_moves() {
        let fits = !m.is_castle()
            && m.to() == parsed.to
            && !own.contains(parsed.to)
            && m.from().is_some_and(|f| from_mask.contains(f))
            && m.promotion() == parsed.promotion;
        if fits {
            if found.is_some() {
                return Err(MoveError::Ambiguous(format!("more than one {} can go to {}", role_name(role), parsed.to)));
            }
            found = Some(m);
        }
    }
    found.ok_or_else(|| MoveError::Illegal(explain_illegal(pos, role, from_mask, parsed)))
}

/// Coordinate input (`e2e4`, `e2-e4`, `e7e8q`, `e1g1` for castling).
fn find_coordinate_move(pos: &Chess, from: Square, to: Square, promotion: Option<Role>) -> Result<Move, MoveError> {
    let pawn_to_backrank = pos.our(Role::Pawn).contains(from) && matches!(to.rank(), Rank::First | Rank::Eighth);
    let wanted = promotion.or(pawn_to_backrank.then_some(Role::Queen));
    let legal = pos.legal_moves().into_iter().find(|m| {
        let u = m.to_uci(CastlingMode::Standard);
        m.from() == Some(from) && uci_to(&u) == Some(to) && m.promotion() == wanted
    });
    match legal {
        Some(m) if m.promotion() == promotion => Ok(m),
        Some(_) => Err(MoveError::Illegal(format!("a pawn reaching {to} must say what it promotes to"))),
        None => Err(MoveError::Illegal(match pos.board().piece_at(from) {
            Some(p) if p.color == pos.turn() => format!("the {} on {from} cannot go to {to}", role_name(p.role)),
            _ => format!("there is no piece of yours on {from}"),
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
fn explain_castling(pos: &Chess, side: CastlingSide) -> String {
    let us = pos.turn();
    let Some(rook) = pos.castles().rook(us, side) else {
        return "castling is no longer allowed: the king or that rook has moved".into();
    };
    let Some(king) = pos.board().king_of(us) else { return "there is no king".into() };
    let path = pos.castles().path(us, side);
    if (path & pos.board().occupied()).any() {
        return "the squares between the king and the rook are not empty".into();
    }
    if pos.is_check() {
        return "the king is in check, and castling out of check is not allowed".into();
    }
    let king_to = side.king_to(us);
    let them = !us;
    let occupied = pos.board().occupied() ^ Bitboard::from(king) ^ Bitboard::from(rook);
    for sq in shakmaty::attacks::between(king, king_to).into_iter().chain([king_to]) {
        if pos.board().attacks_to(sq, them, occupied).any() {
            return if sq == king_to {
                format!("the king would be in check on {sq}")
            } else {
                format!("the king would pass through {sq}, which an enemy piece attacks")
            };
        }
    }
    "castling is not possible here".into()
}

/// Says why no legal move fits a parsed SAN move: which piece, and why.
fn explain_illegal(pos: &Chess, role: Role, from_mask: Bitboard, parsed: Parsed) -> String {
    let to = parsed.to;
    let board = pos.board();
    if board.by_color(pos.turn()).contains(to) {
        return format!("{to} is occupied by one of your own pieces");
    }
    if from_mask.is_empty() {
        return format!("you have no {} that could make this move", role_name(role));
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
        return format!("no {} of yours can reach {to}", role_name(role));
    };
    if role == Role::Pawn && matches!(to.rank(), Rank::First | Rank::Eighth) && parsed.promotion.is_none() {
        return format!("a pawn reaching {to} must say what it promotes to");
    }
    if parsed.promotion == Some(Role::King) {
        return "a pawn cannot promote to a king".into();
    }
    if parsed.promotion.is_some() && !matches!(to.rank(), Rank::First | Rank::Eighth) {
        return format!("a pawn promotes only on the last rank, not on {to}");
    }
    if pos.is_check() {
        return format!("your king is in check, and {} {from}-{to} does not get it out of check", role_name(role));
    }
    if role == Role::King {
        return format!("the king would be in check on {to}");
    }
    format!("the {} on {from} is pinned: moving it would expose your king to check", role_name(role))
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
        assert!(matches!(&err, MoveError::Illegal(r) if r.contains("pinned") && r.contains("d2")), "{err}");
        // Castling through an attacked square.
        let p = pos("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
        let err = parse_move(&p, "O-O").unwrap_err();
        assert!(matches!(&err, MoveError::Illegal(r) if r.contains("pass through f1")), "{err}");
        let p = pos("4k3/8/8/8/8/8/8/r3K2R w K - 0 1");
        let err = parse_move(&p, "O-O").unwrap_err();
        assert!(matches!(&err, MoveError::Illegal(r) if r.contains("in check")), "{err}");
        let p = pos("4k3/8/8/8/8/8/8/4K1NR w K - 0 1");
        assert!(matches!(parse_move(&p, "0-0"), Err(MoveError::Illegal(r)) if r.contains("not empty")));
        let p = pos("4k3/6r1/8/8/8/8/8/4K2R w K - 0 1");
        assert!(matches!(parse_move(&p, "O-O"), Err(MoveError::Illegal(r)) if r.contains("g1")));
        assert!(matches!(parse_move(&p, "Nf3"), Err(MoveError::Illegal(r)) if r.contains("no knight")));
        assert!(matches!(parse_move(&p, "hello"), Err(MoveError::Syntax(_))));
        assert_eq!(parse_move(&p, "--"), Err(MoveError::Null));
    }
}
