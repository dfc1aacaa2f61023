//! Colours (C.04.6 art. 1.7 and 4): each team's colour preference, and the
//! colours of a pair by the rules of art. 4.3 in order.

use super::TeamState;
use crate::tournament::Color;
use crate::tournament::team::ColourModel;

/// A team's colour preference (art. 1.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preference {
    /// The colour wanted.
    pub colour: Color,
    /// Strong (type A's only kind, type B's strong one) or mild (type B).
    pub strong: bool,
}

/// The preference of a team for the round `round` of `rounds`: none
/// without colour preferences; type A and type B's strong preference
/// when CD < -1, or CD is 0 or -1 after two Blacks (and symmetrically);
/// type B's mild one for CD -1, or CD 0 after a Black unless it is the
/// last round (and symmetrically). The strong paragraph is read first
/// (README of the vectors, Doubts 3: the clauses in the order written).
pub fn preference(team: &TeamState, model: ColourModel, round: usize, rounds: usize) -> Option<Preference> {
    if model == ColourModel::None {
        return None;
    }
    let cd = team.colour_difference();
    let last_two =
        team.colours.len() >= 2 && team.colours[team.colours.len() - 2] == team.colours[team.colours.len() - 1];
    let last = team.colours.last().copied();
    let strong = |colour| Some(Preference { colour, strong: true });
    let mild = |colour| Some(Preference { colour, strong: false });
    if cd < -1 || ((cd == 0 || cd == -1) && last_two && last == Some(Color::Black)) {
        return strong(Color::White);
    }
    if cd > 1 || ((cd == 0 || cd == 1) && last_two && last == Some(Color::White)) {
        return strong(Color::Black);
    }
    if model == ColourModel::TypeA {
        return None;
    }
    match (cd, last) {
        (-1, _) => mild(Color::White),
        (1, _) => mild(Color::Black),
        (0, Some(c)) if round != rounds => mild(!c),
        _ => None,
    }
}

/// The rule of art. 4.3 that gave a pair its colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourRule {
    /// 4.3.1: neither team has played; the first-team gets the initial colour if its TPN is odd.
    NotPlayed,
    /// 4.3.2: the only preference.
    OnlyPreference,
    /// 4.3.3: opposite preferences.
    OppositePreferences,
    /// 4.3.4: the only strong preference (type B).
    OnlyStrong,
    /// 4.3.5: White to the lower colour difference.
    LowerDifference,
    /// 4.3.6: alternate from the latest match in which the colours differed.
    LatestDifferent,
    /// 4.3.7: the first-team's preference.
    FirstTeamPreference,
    /// 4.3.8: alternate the first-team's last colour.
    FirstTeamAlternates,
    /// 4.3.9: alternate the other team's last colour.
    OtherTeamAlternates,
}

impl ColourRule {
    /// Every rule, in the order of the articles.
    pub const ALL: [ColourRule; 9] = [
        ColourRule::NotPlayed,
        ColourRule::OnlyPreference,
        ColourRule::OppositePreferences,
        ColourRule::OnlyStrong,
        ColourRule::LowerDifference,
        ColourRule::LatestDifferent,
        ColourRule::FirstTeamPreference,
        ColourRule::FirstTeamAlternates,
        ColourRule::OtherTeamAlternates,
    ];

    /// The article (`4.3.1` ... `4.3.9`).
    pub fn article(self) -> &'static str {
        match self {
            ColourRule::NotPlayed => "4.3.1",
            ColourRule::OnlyPreference => "4.3.2",
            ColourRule::OppositePreferences => "4.3.3",
            ColourRule::OnlyStrong => "4.3.4",
            ColourRule::LowerDifference => "4.3.5",
            ColourRule::LatestDifferent => "4.3.6",
            ColourRule::FirstTeamPreference => "4.3.7",
            ColourRule::FirstTeamAlternates => "4.3.8",
            ColourRule::OtherTeamAlternates => "4.3.9",
        }
    }
}

/// Whether team `a` is the first-team of the pair (art. 4.2): the higher
/// score, then the higher secondary score if used, then the smaller TPN.
fn first_team(a: &TeamState, b: &TeamState, secondary: bool) -> bool {
    if a.score != b.score {
        return a.score > b.score;
    }
    if secondary && a.secondary != b.secondary {
        return a.secondary > b.secondary;
    }
    a.tpn < b.tpn
}

/// The colours of a pair: the team that gets White (its board-1 player
/// has White), and the rule that decided.
pub fn allocate<'a>(
    a: &'a TeamState,
    b: &'a TeamState,
    prefs: (Option<Preference>, Option<Preference>),
    model: ColourModel,
    secondary: bool,
    initial: Color,
) -> (&'a TeamState, &'a TeamState, ColourRule) {
    let (first, second, fp, sp) =
        if first_team(a, b, secondary) { (a, b, prefs.0, prefs.1) } else { (b, a, prefs.1, prefs.0) };
    let give = |colour: Color, rule| if colour == Color::White { (first, second, rule) } else { (second, first, rule) };
    if first.played() == 0 && second.played() == 0 {
        let odd = first.tpn.get() % 2 == 1;
        return give(if odd { initial } else { !initial }, ColourRule::NotPlayed);
    }
    match (fp, sp) {
        (Some(f), None) => return give(f.colour, ColourRule::OnlyPreference),
        (None, Some(s)) => return give(!s.colour, ColourRule::OnlyPreference),
        (Some(f), Some(s)) if f.colour != s.colour => return give(f.colour, ColourRule::OppositePreferences),
        (Some(f), Some(s)) if model == ColourModel::TypeB && f.strong != s.strong => {
            return if f.strong {
                give(f.colour, ColourRule::OnlyStrong)
            } else {
                give(!s.colour, ColourRule::OnlyStrong)
            };
        }
        _ => {}
    }
    let (fcd, scd) = (first.colour_difference(), second.colour_difference());
    if fcd != scd {
        return give(if fcd < scd { Color::White } else { Color::Black }, ColourRule::LowerDifference);
    }
    // The sequences of played matches, compared from the last (README, Doubts 2).
    for (f, s) in first.colours.iter().rev().zip(second.colours.iter().rev()) {
        if f != s {
            return give(!*f, ColourRule::LatestDifferent);
        }
    }
    if let Some(f) = fp {
        return give(f.colour, ColourRule::FirstTeamPreference);
    }
    if let Some(&c) = first.colours.last() {
        return give(!c, ColourRule::FirstTeamAlternates);
    }
    let last = second.colours.last().copied().unwrap_or(initial);
    give(last, ColourRule::OtherTeamAlternates)
}
