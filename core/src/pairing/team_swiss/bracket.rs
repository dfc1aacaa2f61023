//! Pairing one bracket (C.04.6 art. 3.6): of the pairings that comply
//! with [C1], the first identifier in lexicographic order among those that
//! comply best with [C8], [C9] and [C10], found by one maximum-weight
//! matching whose weight packs, from the highest bits down: [C8], [C9],
//! [C10], the top members (one bit per team that is a bottom member, the
//! first team the highest), then the bottom members in the order of their
//! top members (one field per top member).

use crate::pairing::matching::max_weight_matching;
use crate::pairing::wide::{Weight, Wide};

/// The width of the weights: enough for brackets of [`MAX_BRACKET`] teams.
type W = Wide<16>;

/// The most teams a bracket may hold.
pub const MAX_BRACKET: usize = 100;

/// What a pair of a bracket costs for the quality criteria.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PairCost {
    /// [C8]: both want the same colour.
    pub c8: u64,
    /// [C9]: both want it strongly (type B).
    pub c9: u64,
    /// [C10]: an upfloater's opponent that floated in the previous round.
    pub c10: u64,
}

/// Bits of a field holding a bracket position or a count.
const FIELD: u32 = 7;

/// The weight a pair of bracket positions `top < bottom` (from 0) would
/// have if it were to be minimised; the matching maximises its complement.
fn cost(size: usize, top: usize, bottom: usize, c: PairCost) -> W {
    let b = size as u32;
    let bottoms = b * FIELD;
    let criteria = bottoms + b;
    W::default()
        .or_shifted(c.c8, criteria + 2 * FIELD)
        .add(W::default().or_shifted(c.c9, criteria + FIELD))
        .add(W::default().or_shifted(c.c10, criteria))
        .add(W::from_u64(1).shift_left(bottoms + (b - 1 - bottom as u32)))
        .add(W::from_u64(bottom as u64 + 1).shift_left((b - 1 - top as u32) * FIELD))
}

/// The pairs of a bracket of `size` teams in identifier order (position 0
/// first), given which pairs may meet ([C1]) and what each costs; none when
/// the bracket has no pairing of all its teams.
pub fn pair(size: usize, allowed: impl Fn(usize, usize) -> Option<PairCost>) -> Option<Vec<(usize, usize)>> {
    if size % 2 == 1 || size > MAX_BRACKET {
        return None;
    }
    let total = size as u32 * (FIELD + 1) + 3 * FIELD;
    // Any pairing of more teams outweighs any of fewer.
    let big = W::from_u64(1).shift_left(total + FIELD);
    let mut edges = Vec::new();
    for top in 0..size {
        for bottom in top + 1..size {
            if let Some(c) = allowed(top, bottom) {
                edges.push((top, bottom, big.sub(cost(size, top, bottom, c))));
            }
        }
    }
    let mate = max_weight_matching(size, &edges);
    let pairs: Vec<(usize, usize)> = (0..size).filter_map(|a| mate[a].filter(|&b| b > a).map(|b| (a, b))).collect();
    (pairs.len() * 2 == size).then_some(pairs)
}

/// Whether the teams `0..size` can all be paired with one another ([C3]).
pub fn pairable(size: usize, allowed: impl Fn(usize, usize) -> bool) -> bool {
    if size == 0 {
        return true;
    }
    if size % 2 == 1 {
        return false;
    }
    let edges: Vec<(usize, usize, i64)> = (0..size)
        .flat_map(|a| (a + 1..size).map(move |b| (a, b)))
        .filter(|&(a, b)| allowed(a, b))
        .map(|(a, b)| (a, b, 1))
        .collect();
    max_weight_matching(size, &edges).iter().filter(|m| m.is_some()).count() == size
}
