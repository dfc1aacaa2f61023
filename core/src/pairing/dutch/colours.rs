//! Color allocation (C.04.3 article 5): grant both preferences, else the
//! stronger, else alternate from the last round the two histories differ,
//! else the higher-ranked player's preference, else by rank parity and the
//! initial colour.

use super::player::{Player, RoundInput};
use crate::tournament::Color;

/// The rule of C.04.3 article 5.2 that decided a pair's colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourRule {
    /// 5.2.1: both preferences granted (or one player had none).
    BothPreferences,
    /// 5.2.2: the stronger preference granted.
    StrongerPreference,
    /// 5.2.3: alternation from the most recent round the two histories differ.
    Alternation,
    /// 5.2.4: the higher-ranked player's preference granted.
    HigherRankedPreference,
    /// 5.2.5: the higher-ranked player's pairing number (odd: the initial colour).
    RankParity,
}

/// Whether two preferences can both be granted.
pub(super) fn compatible(a: Option<Color>, b: Option<Color>) -> bool {
    a != b || a.is_none() || b.is_none()
}

/// The colours of the two players in the most recent round (counting played
/// games only, each history on its own) in which they differed.
fn first_difference(p: &Player, o: &Player) -> (Option<Color>, Option<Color>) {
    let mut a = p.entries.iter().rev().filter(|e| e.played).map(|e| e.colour);
    let mut b = o.entries.iter().rev().filter(|e| e.played).map(|e| e.colour);
    loop {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (Some(x), Some(y)) => return (x, y),
            (x, y) => return (x.flatten(), y.flatten()),
        }
    }
}

/// The colour for `p` decided by the preferences and histories alone, if
/// they decide, with the rule that decided it.
fn neutral_colour(p: &Player, o: &Player) -> Option<(Color, ColourRule)> {
    let (pp, op) = (p.colour_preference, o.colour_preference);
    if compatible(pp, op) {
        return pp.or(op.map(Color::other)).map(|c| (c, ColourRule::BothPreferences));
    }
    let stronger = |c: Option<Color>| c.map(|c| (c, ColourRule::StrongerPreference));
    if p.absolute_preference() && (p.colour_imbalance > o.colour_imbalance || !o.absolute_preference()) {
        return stronger(pp);
    }
    if o.absolute_preference() && (o.colour_imbalance > p.colour_imbalance || !p.absolute_preference()) {
        return stronger(op.map(Color::other));
    }
    if p.strong_preference && !o.strong_preference {
        return stronger(pp);
    }
    if o.strong_preference && !p.strong_preference {
        return stronger(op.map(Color::other));
    }
    match first_difference(p, o) {
        (Some(_), Some(theirs)) => Some((theirs, ColourRule::Alternation)),
        _ => None,
    }
}

/// Whether `a` ranks below `b` (lower score, or equal score and larger rank index).
pub(super) fn ranks_below(a: &Player, b: &Player) -> bool {
    (a.score, b.rank_index) < (b.score, a.rank_index)
}

/// The colour `p` gets against `o`.
pub(super) fn colour_of(p: &Player, o: &Player, input: &RoundInput) -> Color {
    colour_decision(p, o, input).0
}

/// The colour `p` gets against `o`, and the rule that decided it.
pub(super) fn colour_decision(p: &Player, o: &Player, input: &RoundInput) -> (Color, ColourRule) {
    if let Some(decided) = neutral_colour(p, o) {
        return decided;
    }
    let initial = input.initial_colour;
    let by_parity = |higher: &Player| if higher.rank_index.is_multiple_of(2) { initial } else { initial.other() };
    match p.colour_preference {
        None if ranks_below(p, o) => (by_parity(o).other(), ColourRule::RankParity),
        None => (by_parity(p), ColourRule::RankParity),
        Some(pref) if ranks_below(p, o) => {
            (o.colour_preference.map_or(pref, Color::other), ColourRule::HigherRankedPreference)
        }
        Some(pref) => (pref, ColourRule::HigherRankedPreference),
    }
}
