//! "Can this side still checkmate by any series of legal moves?" — the
//! question behind FIDE 5.1.2 (resignation), 5.2.2 (dead position), 6.9
//! (flag fall) and 7.5.5 (second illegal move). It is a helpmate question
//! (the other side may cooperate), not a material count.
//!
//! The answer is [`MateAbility::Impossible`] only when it is proved:
//! * the side has only its king, or material that can never mate (one knight
//!   or bishops on one square colour against a bare king; bishops on one
//!   square colour only, on both sides);
//! * or every position reachable from this one was visited (a closed set,
//!   typical of blocked pawn chains where only kings can move) and none is a
//!   checkmate given by the side.
//!
//! It is [`MateAbility::Possible`] when a checkmate by the side was reached
//! by a cooperative search (a best-first search that drives the other king
//! to the edge and the side's pieces towards it). Otherwise, when neither
//! search decides within its budget, it is [`MateAbility::Unknown`] and the
//! arbiter decides. The approach follows the idea of Ambrona's Chess
//! Unwinnability Analyzer (a quick helpmate search plus a proof of
//! unwinnability), in a much simpler form.

use crate::chess::PositionKey;
use shakmaty::{Bitboard, Chess, Color, Move, Position, Role};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet, VecDeque};

/// Positions the exhaustive search may visit before giving up.
const CLOSURE_BUDGET: usize = 20_000;
/// Positions the helpmate search may expand before giving up.
const HELPMATE_BUDGET: usize = 60_000;

/// Whether a side can still give checkmate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MateAbility {
    /// A checkmate by the side was found (a series of legal moves leads to it).
    Possible,
    /// Proved impossible: no series of legal moves lets the side checkmate.
    Impossible,
    /// Neither proved within the search budget: the arbiter decides.
    Unknown,
}

/// Whether `side` can checkmate from `pos` by some series of legal moves.
pub fn can_checkmate(pos: &Chess, side: Color) -> MateAbility {
    if cannot_mate_by_material(pos, side) {
        return MateAbility::Impossible;
    }
    if mated_by(pos, side) {
        return MateAbility::Possible;
    }
    match closure(pos, |p| mated_by(p, side), CLOSURE_BUDGET) {
        Closure::Found => return MateAbility::Possible,
        Closure::Exhausted => return MateAbility::Impossible,
        Closure::TooLarge => {}
    }
    if helpmate(pos, side) { MateAbility::Possible } else { MateAbility::Unknown }
}

/// Whether the position is dead (5.2.2): proved that neither side can mate.
pub fn is_dead_position(pos: &Chess) -> bool {
    if pos.is_insufficient_material() {
        return true;
    }
    // This runs after every move. Only blocked positions close up within a
    // small budget; with a queen, rook or knight on the board the walk
    // nearly always gives up (they find new squares), so it is not tried
    // (1000 times faster replays; such a position is still ruled on claims).
    let board = pos.board();
    if !(board.queens() | board.rooks() | board.knights()).is_empty() {
        return false;
    }
    let any_mate = |p: &Chess| p.is_checkmate();
    matches!(closure(pos, any_mate, 2_000), Closure::Exhausted)
}

/// The side to move has been checkmated by `side`.
fn mated_by(pos: &Chess, side: Color) -> bool {
    pos.turn() != side && pos.is_checkmate()
}

/// Material with which `side` can never give mate, whatever the moves.
fn cannot_mate_by_material(pos: &Chess, side: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(side);
    let theirs = board.by_color(!side);
    let only_king = |set: Bitboard| (set & !board.kings()).is_empty();
    if only_king(ours) {
        return true;
    }
    let minor_only = (ours & (board.pawns() | board.rooks() | board.queens())).is_empty();
    if !minor_only {
        return false;
    }
    let knights = (ours & board.knights()).count();
    let bishops = ours & board.bishops();
    // One knight, or bishops all on one square colour, against a bare king:
    // the king cannot be covered on every flight square.
    if only_king(theirs) && ((knights == 1 && bishops.is_empty()) || (knights == 0 && one_colour(bishops))) {
        return true;
    }
    // Only bishops on the board, all on squares of one colour: no mate for anyone.
    let others = board.occupied() & !board.kings() & !board.bishops();
    others.is_empty() && one_colour(board.bishops())
}

fn one_colour(bishops: Bitboard) -> bool {
    (bishops & Bitboard::LIGHT_SQUARES).is_empty() || (bishops & Bitboard::DARK_SQUARES).is_empty()
}

enum Closure {
    Found,
    Exhausted,
    TooLarge,
}

/// Breadth-first walk over every position reachable from `pos`: `Found` as
/// soon as `goal` holds, `Exhausted` when no new position is left.
fn closure(pos: &Chess, goal: impl Fn(&Chess) -> bool, budget: usize) -> Closure {
    let mut seen: HashSet<PositionKey> = HashSet::new();
    let mut queue = VecDeque::from([pos.clone()]);
    seen.insert(PositionKey::of(pos));
    while let Some(p) = queue.pop_front() {
        if goal(&p) {
            return Closure::Found;
        }
        for m in p.legal_moves() {
            let mut next = p.clone();
            next.play_unchecked(m);
            if seen.insert(PositionKey::of(&next)) {
                if seen.len() > budget {
                    return Closure::TooLarge;
                }
                queue.push_back(next);
            }
        }
    }
    Closure::Exhausted
}

/// How far the position is from a checkmate by `side`, roughly: the other
/// king's free flight squares first (a mate leaves none), then the king away
/// from the edge, the side's pieces away from it, and its pawns away from
/// promotion. Lower is closer.
fn heuristic(pos: &Chess, side: Color) -> u32 {
    weighed(pos, side, 8)
}

/// [`heuristic`] with `flight` points per free flight square of the other
/// king. With 0 the search does not mind the other side opening its king's
/// shelter, which mates from the opening need (1.f3 e5 2.g4 Qh4#).
fn weighed(pos: &Chess, side: Color, flight: u32) -> u32 {
    let board = pos.board();
    let Some(king) = board.king_of(!side) else { return 0 };
    let occupied = board.occupied() & !Bitboard::from(king);
    let flights = (shakmaty::attacks::king_attacks(king) & !board.by_color(!side))
        .into_iter()
        .filter(|&sq| board.attacks_to(sq, side, occupied).is_empty())
        .count() as u32;
    let edge = |sq: shakmaty::Square| {
        let (f, r) = (u32::from(sq.file()), u32::from(sq.rank()));
        f.min(7 - f) + r.min(7 - r)
    };
    let mut score = flight * flights + 3 * edge(king);
    if pos.is_check() && pos.turn() != side {
        score = score.saturating_sub(2);
    }
    // The side's pieces near the king, the strongest most (pawns count by promotion below).
    for sq in board.by_color(side) & !board.kings() & !board.pawns() {
        let weight = match board.role_at(sq) {
            Some(Role::Queen) => 3,
            Some(Role::Rook) => 2,
            _ => 1,
        };
        score += weight * sq.distance(king);
    }
    if let Some(our_king) = board.king_of(side) {
        score += our_king.distance(king);
    }
    for sq in board.by_color(side) & board.pawns() {
        let to_go = if side == Color::White { 7 - u32::from(sq.rank()) } else { u32::from(sq.rank()) };
        score += 3 * to_go;
    }
    if flight == 0 {
        // The other side's pawns still in front of their king keep lines closed.
        let home = if side == Color::White { shakmaty::Rank::Seventh } else { shakmaty::Rank::Second };
        let shelter = board.by_color(!side) & board.pawns() & Bitboard::from_rank(home);
        let near = shelter.into_iter().filter(|sq| u32::from(sq.file()).abs_diff(u32::from(king.file())) <= 2);
        score += 4 * near.count() as u32;
    }
    score
}

/// The moves the helpmate searches try: every legal move, promotions only
/// to a queen or a knight (fewer branches; leaving moves out can only make
/// the search miss a mate, never claim a false one).
fn ordered_moves(pos: &Chess) -> Vec<Move> {
    let mut moves: Vec<Move> = pos.legal_moves().into_iter().collect();
    moves.retain(|m| m.promotion().is_none_or(|r| r == Role::Queen || r == Role::Knight));
    moves
}

/// Cooperative search for a checkmate by `side`: a beam search that keeps,
/// ply after ply, the positions closest to a mate by [`heuristic`], again
/// without minding the other king's flight squares, then a best-first search
/// over everything for what the beams missed.
fn helpmate(pos: &Chess, side: Color) -> bool {
    beam(pos, side, 8, BEAM_WIDTH) || beam(pos, side, 0, 4 * BEAM_WIDTH) || best_first(pos, side)
}

/// Width of the beam and plies it goes down.
const BEAM_WIDTH: usize = 64;
const BEAM_PLIES: usize = 40;

fn beam(pos: &Chess, side: Color, flight: u32, width: usize) -> bool {
    let mut seen: HashSet<PositionKey> = HashSet::new();
    let mut layer = vec![pos.clone()];
    for _ in 0..BEAM_PLIES {
        let mut next_layer: Vec<(u32, Chess)> = Vec::new();
        for p in &layer {
            for m in ordered_moves(p) {
                let mut next = p.clone();
                next.play_unchecked(m);
                if mated_by(&next, side) {
                    return true;
                }
                if seen.insert(PositionKey::of(&next)) {
                    next_layer.push((weighed(&next, side, flight), next));
                }
            }
        }
        if next_layer.is_empty() {
            return false;
        }
        next_layer.sort_by_key(|(h, _)| *h);
        layer = next_layer.into_iter().take(width).map(|(_, p)| p).collect();
    }
    false
}

fn best_first(pos: &Chess, side: Color) -> bool {
    let mut seen: HashSet<PositionKey> = HashSet::new();
    let mut heap: BinaryHeap<(Reverse<u32>, u64, usize)> = BinaryHeap::new();
    let mut nodes: Vec<Chess> = vec![pos.clone()];
    seen.insert(PositionKey::of(pos));
    heap.push((Reverse(heuristic(pos, side)), 0, 0));
    let mut expanded = 0;
    let mut counter = 0u64;
    while let Some((_, _, index)) = heap.pop() {
        expanded += 1;
        if expanded > HELPMATE_BUDGET {
            return false;
        }
        let p = nodes[index].clone();
        for m in ordered_moves(&p) {
            let mut next = p.clone();
            next.play_unchecked(m);
            if mated_by(&next, side) {
                return true;
            }
            if !seen.insert(PositionKey::of(&next)) {
                continue;
            }
            counter += 1;
            heap.push((Reverse(heuristic(&next, side)), u64::MAX - counter, nodes.len()));
            nodes.push(next);
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap()
    }

    #[test]
    fn bare_king_and_lone_minor_pieces_cannot_mate() {
        let p = pos("8/8/4k3/8/8/3K4/8/7R w - - 0 1");
        assert_eq!(can_checkmate(&p, Color::Black), MateAbility::Impossible, "lone king");
        assert_eq!(can_checkmate(&p, Color::White), MateAbility::Possible, "king and rook");
        let knight = pos("8/8/4k3/8/8/3K4/8/7N w - - 0 1");
        assert_eq!(can_checkmate(&knight, Color::White), MateAbility::Impossible);
        let same_bishops = pos("8/8/4k3/8/2b5/3K4/8/7B w - - 0 1");
        assert!(one_colour(same_bishops.board().bishops()));
        assert_eq!(can_checkmate(&same_bishops, Color::White), MateAbility::Impossible);
    }

    #[test]
    fn a_knight_can_mate_a_king_hemmed_in_by_its_own_pieces() {
        // K+N against K+B+P: a helpmate exists (Nf7# with g8 and h7 blocked by Black's own pieces).
        let p = pos("6bk/7p/6K1/8/8/8/8/6N1 w - - 0 1");
        assert_eq!(can_checkmate(&p, Color::White), MateAbility::Possible);
        let q = pos("8/8/8/8/8/5k2/7p/5K2 w - - 0 1");
        assert_eq!(can_checkmate(&q, Color::Black), MateAbility::Possible, "a pawn can promote and mate");
    }

    #[test]
    fn known_mates_are_found() {
        for (fen, side) in [
            ("8/8/8/8/8/3k4/8/K1Q5 w - - 0 1", Color::White),
            ("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", Color::White),
            ("8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1", Color::White),
            ("8/8/8/4k3/8/8/8/1NB1K3 w - - 0 1", Color::White),
            ("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3", Color::White),
            // The king's shelter must open first: 2.f3 e5 3.g4 Qh4# and the like.
            ("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2", Color::Black),
            ("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2", Color::White),
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Color::Black),
        ] {
            assert_eq!(can_checkmate(&pos(fen), side), MateAbility::Possible, "{fen}");
        }
    }

    #[test]
    fn blocked_pawn_chains_are_dead() {
        // Pawns locked on one file each; only the kings can move, and neither can get through.
        let wall = pos("8/8/4k3/1p1p1p1p/1P1P1P1P/8/4K3/8 w - - 0 1");
        assert_eq!(can_checkmate(&wall, Color::White), MateAbility::Impossible);
        assert_eq!(can_checkmate(&wall, Color::Black), MateAbility::Impossible);
        assert!(is_dead_position(&wall));
        // One open file lets a king through: not dead.
        let open = pos("8/8/4k3/p1p1p3/P1P1P3/8/4K3/8 w - - 0 1");
        assert!(!is_dead_position(&open));
        assert_ne!(can_checkmate(&open, Color::White), MateAbility::Impossible);
    }
}
