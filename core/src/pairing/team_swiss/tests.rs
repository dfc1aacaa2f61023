//! C.04.6 article by article on small hand-made rounds. The expected
//! pairings are worked out from the articles, not taken from a run.

use super::*;
use crate::tournament::team::{ColourModel, Score};

pub(super) fn no(n: u32) -> PairingNumber {
    PairingNumber::new(n)
}

/// A team before the round: TPN, match points, colours played (`W`/`B`),
/// the teams met.
pub(super) fn team(tpn: u32, match_points: i32, colours: &str, met: &[u32]) -> TeamState {
    TeamState {
        tpn: no(tpn),
        score: Points(match_points * 10),
        secondary: Points::ZERO,
        colours: colours.chars().map(|c| if c == 'W' { Color::White } else { Color::Black }).collect(),
        met: met.iter().map(|&m| no(m)).collect(),
        floated: false,
        no_pab: false,
    }
}

pub(super) fn rules(colours: ColourModel, round: usize, rounds: usize) -> RoundRules {
    let system = TeamSystem { colours, primary: Score::Match, secondary_for_colours: false };
    RoundRules { system, round, rounds, initial: Color::White }
}

/// The matches as (White team, Black team).
fn matches(pairing: &TeamPairing) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = pairing.pairs.iter().map(|p| (p.white.get(), p.black.get())).collect();
    out.sort_by_key(|&(w, b)| w.min(b));
    out
}

fn pair_of(pairing: &TeamPairing, tpn: u32) -> TeamPair {
    *pairing.pairs.iter().find(|p| p.white.get() == tpn || p.black.get() == tpn).unwrap()
}

#[test]
fn round_one_pairs_the_top_half_against_the_bottom_half_with_colours_by_4_3_1() {
    let teams: Vec<TeamState> = (1..=6).map(|t| team(t, 0, "", &[])).collect();
    let got = pair_teams(&teams, &rules(ColourModel::TypeA, 1, 5), &[]).unwrap();
    // Art. 3.6 in TPN order: 1-4, 2-5, 3-6; art. 4.3.1: the first-team
    // (the smaller TPN) gets the initial colour when its TPN is odd.
    assert_eq!(matches(&got), [(1, 4), (5, 2), (3, 6)]);
    assert!(got.pairs.iter().all(|p| p.rule == ColourRule::NotPlayed && p.bracket == Points::ZERO));
    assert!(got.pairs.iter().all(|p| p.upfloaters == (false, false)));
    assert_eq!(got.bye, None);
}

#[test]
fn the_pab_goes_to_the_lowest_team_that_may_have_it() {
    let mut teams: Vec<TeamState> = (1..=5).map(|t| team(t, 0, "", &[])).collect();
    let r = rules(ColourModel::TypeA, 1, 5);
    // Art. 3.4: the lowest score, then the most matches played, then the largest TPN.
    let got = pair_teams(&teams, &r, &[]).unwrap();
    assert_eq!((got.bye, matches(&got)), (Some(no(5)), vec![(1, 3), (4, 2)]));
    // [C2]: a team that had the PAB (or won by forfeit) does not get it again.
    teams[4].no_pab = true;
    let got = pair_teams(&teams, &r, &[]).unwrap();
    assert_eq!(got.bye, Some(no(4)));
    // An absent team is not paired and does not take the PAB.
    let got = pair_teams(&teams, &r, &[no(5)]).unwrap();
    assert_eq!((got.bye, got.pairs.len()), (None, 2));
}

/// Round 2 after 1-4, 2-5 and 3-6, won by 1, 2 and 3.
pub(super) fn after_round_one() -> Vec<TeamState> {
    vec![
        team(1, 2, "W", &[4]),
        team(2, 2, "B", &[5]),
        team(3, 2, "W", &[6]),
        team(4, 0, "B", &[1]),
        team(5, 0, "W", &[2]),
        team(6, 0, "B", &[3]),
    ]
}

#[test]
fn an_odd_bracket_takes_an_upfloater_and_no_rematch() {
    let got = pair_teams(&after_round_one(), &rules(ColourModel::TypeA, 2, 5), &[]).unwrap();
    // Art. 3.5: one upfloater from the 0 group, the smallest TPN that
    // allows a pairing (3.5.4): 4; the bracket {1, 2, 3, 4} pairs 1-3, 2-4 ([C1]).
    let (one, four, five) = (pair_of(&got, 1), pair_of(&got, 4), pair_of(&got, 5));
    assert_eq!((four.white, four.black), (no(2), no(4)), "4.3.8: team 2 alternates its Black");
    assert_eq!(
        (four.bracket, four.upfloaters, four.rule),
        (Points(20), (false, true), ColourRule::FirstTeamAlternates)
    );
    assert_eq!((one.white, one.black, one.rule), (no(3), no(1), ColourRule::FirstTeamAlternates));
    // 5 (CD +1) and 6 (CD -1): White to the lower colour difference (4.3.5).
    assert_eq!((five.white, five.black, five.rule), (no(6), no(5), ColourRule::LowerDifference));
    assert_eq!((five.bracket, five.upfloaters), (Points::ZERO, (false, false)));
}

#[test]
fn a_team_that_floated_last_round_floats_again_only_in_the_last_two_rounds() {
    let mut teams = after_round_one();
    teams[3].floated = true;
    let upfloater = |round: usize| {
        let got = pair_teams(&teams, &rules(ColourModel::TypeA, round, 5), &[]).unwrap();
        let floated: Vec<u32> = got
            .pairs
            .iter()
            .flat_map(|p| [(p.white, p.upfloaters.0), (p.black, p.upfloaters.1)])
            .filter(|&(_, up)| up)
            .map(|(t, _)| t.get())
            .collect();
        floated
    };
    assert_eq!(upfloater(2), [5], "[C7]: not team 4 again");
    assert_eq!(upfloater(4), [4], "[C7] does not apply in the last two rounds");
}

#[test]
fn colour_preferences_of_type_a_and_type_b() {
    let pref = |colours: &str, model, round| preference(&team(1, 0, colours, &[]), model, round, 5);
    let strong = |colour| Some(Preference { colour, strong: true });
    let mild = |colour| Some(Preference { colour, strong: false });
    for model in [ColourModel::TypeA, ColourModel::TypeB] {
        assert_eq!(pref("WW", model, 3), strong(Color::Black), "CD +2");
        assert_eq!(pref("WBB", model, 4), strong(Color::White), "CD -1 after two Blacks");
        assert_eq!(pref("", model, 1), None);
    }
    assert_eq!(pref("B", ColourModel::TypeA, 2), None, "type A has strong preferences only");
    assert_eq!(pref("B", ColourModel::TypeB, 2), mild(Color::White), "CD -1");
    assert_eq!(pref("WB", ColourModel::TypeB, 3), mild(Color::White), "CD 0 after a Black");
    assert_eq!(pref("WB", ColourModel::TypeB, 5), None, "... but not in the last round");
    assert_eq!(pref("WW", ColourModel::None, 3), None, "no colour preferences");
}

#[test]
fn the_colours_of_a_pair_follow_art_4_3_in_order() {
    let first = |colours: &str| team(1, 2, colours, &[]);
    let second = |colours: &str| team(2, 0, colours, &[]);
    let colours = |a: &TeamState, b: &TeamState, model| {
        let prefs = (preference(a, model, 3, 5), preference(b, model, 3, 5));
        let (white, _, rule) = allocate(a, b, prefs, model, false, Color::White);
        (white.tpn.get(), rule)
    };
    // 4.3.2: only the first-team has a preference (strong White after two Blacks).
    assert_eq!(colours(&first("BB"), &second("WB"), ColourModel::TypeA), (1, ColourRule::OnlyPreference));
    // 4.3.3: opposite preferences are both granted.
    assert_eq!(colours(&first("WW"), &second("BB"), ColourModel::TypeA), (2, ColourRule::OppositePreferences));
    // 4.3.4 (type B): both want White, only the other team strongly.
    assert_eq!(colours(&first("B"), &second("BB"), ColourModel::TypeB), (2, ColourRule::OnlyStrong));
    // 4.3.5: White to the lower colour difference.
    assert_eq!(colours(&first("W"), &second("B"), ColourModel::None), (2, ColourRule::LowerDifference));
    // 4.3.6: equal differences; from the last match, the first-team
    // alternates the colour of the latest match where the two differ.
    assert_eq!(colours(&first("BW"), &second("WB"), ColourModel::None), (2, ColourRule::LatestDifferent));
    // 4.3.8: the same sequences: the first-team alternates its last colour.
    assert_eq!(colours(&first("WB"), &second("WB"), ColourModel::None), (1, ColourRule::FirstTeamAlternates));
    // Art. 4.2: the first-team is the higher score, whatever the order given.
    assert_eq!(colours(&second("WB"), &first("WB"), ColourModel::None), (1, ColourRule::FirstTeamAlternates));
}

#[test]
fn a_round_without_a_pairing_is_refused_with_the_article() {
    // Four teams that have all met: [C1] leaves no pairing (art. 3.3.3).
    let teams = vec![
        team(1, 4, "WB", &[2, 3, 4]),
        team(2, 4, "BW", &[1, 3, 4]),
        team(3, 0, "WB", &[1, 2, 4]),
        team(4, 0, "BW", &[1, 2, 3]),
    ];
    let got = pair_teams(&teams, &rules(ColourModel::TypeA, 4, 5), &[]);
    assert!(matches!(got, Err(TeamPairingError::NoBracketPairing(_))), "{got:?}");
}
