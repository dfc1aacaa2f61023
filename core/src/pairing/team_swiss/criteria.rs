//! The criteria of C.04.6 (art. 2) held against a round's pairing as a
//! whole, for `arbiter check --team`: the absolute and completion criteria
//! it breaks ([`Breach`]: C1, C2, C3; the system has no absolute
//! colour criterion, its colour criteria C8 and C9 are quality
//! criteria), and, of two legal pairings of a round that differ, the rule
//! that puts one behind the other ([`Difference`]).
//!
//! The second is the procedure of art. 3 walked by both pairings at once:
//! the PAB (art. 3.4), then bracket by bracket from the top, each bracket
//! read from a pairing as the top-scoregroup of the teams left and the
//! teams its residents meet (those from lower groups its upfloaters);
//! where the two brackets first part, the quality criteria in order (the
//! upfloaters: C4 to C7, then art. 3.5.4's order of the sets; the
//! pairs: C8 to C10, then art. 3.6.3's order of the identifiers); and
//! where every match is the same, the colours of art. 4.3. Each measure is
//! the engine's own ([`Round`]).

use super::{ColourRule, PabBar, Round, RoundMatches, c5_order};
use crate::tournament::{PairingNumber, Points};
use std::cmp::Ordering;
use std::fmt;

/// A criterion of C.04.6 that a round's pairing breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Breach {
    /// C1: the two teams met in a played match in round `round`.
    Rematch {
        /// The team first named in the round.
        white: PairingNumber,
        /// The other team.
        black: PairingNumber,
        /// The round they met in, from 1.
        round: usize,
    },
    /// C2: the team given the PAB had, in round `round`, what bars it
    /// from another.
    ByeNotAllowed {
        /// The team.
        team: PairingNumber,
        /// The round that bars it, from 1.
        round: usize,
        /// What it had in that round.
        bar: PabBar,
    },
    /// C3: a team present has neither a match nor the PAB.
    NotPaired {
        /// The team.
        team: PairingNumber,
    },
    /// C3: a team is paired more than once (in two matches, or in a
    /// match and the PAB).
    PairedTwice {
        /// The team.
        team: PairingNumber,
    },
    /// C3: a team absent in the round, or unknown, is paired.
    NotAvailable {
        /// The team.
        team: PairingNumber,
    },
}

impl Breach {
    /// The criterion, as the regulation numbers and names it (art. 2.1, 2.2).
    pub fn criterion(&self) -> &'static str {
        match self {
            Breach::Rematch { .. } => "C1 (two teams play each other only once)",
            Breach::ByeNotAllowed { .. } => "C2 (no PAB after a PAB, a forfeit win or a full-point bye)",
            Breach::NotPaired { .. } | Breach::PairedTwice { .. } | Breach::NotAvailable { .. } => "C3 (completion)",
        }
    }
}

impl fmt::Display for Breach {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.criterion();
        match self {
            Breach::Rematch { white, black, round } => write!(f, "{c}: teams {white} and {black} met in round {round}"),
            Breach::ByeNotAllowed { team, round, bar } => {
                let had = match bar {
                    PabBar::Pab => "had the PAB",
                    PabBar::ForfeitWin => "won its match by forfeit",
                    PabBar::FullPointBye => "had a full-point bye",
                };
                write!(f, "{c}: team {team} gets the PAB but {had} in round {round}")
            }
            Breach::NotPaired { team } => write!(f, "{c}: team {team} is present but not paired"),
            Breach::PairedTwice { team } => write!(f, "{c}: team {team} is paired more than once"),
            Breach::NotAvailable { team } => write!(f, "{c}: team {team} is absent or unknown but paired"),
        }
    }
}

/// The rule that tells two legal pairings of a round apart: the first of
/// art. 3 and 4, in the order the procedure applies them, on which they differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Art. 3.4.2: the PAB to the lowest score.
    ByeScore,
    /// Art. 3.4.3: the PAB to the team that played the most matches.
    ByeMatches,
    /// Art. 3.4.4: the PAB to the largest TPN.
    ByeTpn,
    /// C4: the fewest upfloaters.
    C4,
    /// C5: the smallest score differences in the pairs of upfloaters
    /// (their scores, in ascending order, the highest).
    C5,
    /// C6: the next scoregroup can still be paired with the fewest upfloaters.
    C6,
    /// C7: the fewest upfloaters that were floaters in the previous round.
    C7,
    /// Art. 3.5.4 and 3.5.5: the first set of upfloaters in the
    /// lexicographic order of their TPNs.
    UpfloaterOrder,
    /// C8: the fewest teams whose colour preference is not fulfilled.
    C8,
    /// C9: the fewest teams whose strong colour preference is not fulfilled.
    C9,
    /// C10: the fewest upfloaters' opponents that were floaters in the previous round.
    C10,
    /// Art. 3.6.3 and 3.6.4: the first pairing of the bracket in the
    /// lexicographic order of the identifiers.
    PairingOrder,
    /// Art. 4.3: the colours of a match, by the rule named.
    Colours(ColourRule),
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Rule::ByeScore => "art. 3.4.2 (the PAB to the lowest score)",
            Rule::ByeMatches => "art. 3.4.3 (the PAB to the team that played the most matches)",
            Rule::ByeTpn => "art. 3.4.4 (the PAB to the largest TPN)",
            Rule::C4 => "C4 (the fewest upfloaters)",
            Rule::C5 => "C5 (the upfloaters' scores, highest)",
            Rule::C6 => "C6 (the next scoregroup pairable)",
            Rule::C7 => "C7 (the fewest upfloaters who floated in the previous round)",
            Rule::UpfloaterOrder => "art. 3.5.4 (the first set of upfloaters in TPN order)",
            Rule::C8 => "C8 (the fewest colour preferences not fulfilled)",
            Rule::C9 => "C9 (the fewest strong colour preferences not fulfilled)",
            Rule::C10 => "C10 (the fewest upfloaters' opponents who floated in the previous round)",
            Rule::PairingOrder => "art. 3.6.3 (the first pairing of the bracket in the order of identifiers)",
            Rule::Colours(rule) => return write!(f, "art. {} (the colours)", rule.article()),
        })
    }
}

/// What a [`Rule`] sees in one pairing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Measure {
    /// The team given the PAB, its score and its matches played.
    Bye {
        /// The team.
        team: PairingNumber,
        /// Its primary score.
        score: Points,
        /// The matches it played.
        played: usize,
    },
    /// A bracket's upfloaters with their scores, in the order of art. 3.5.3.
    Upfloaters(Vec<(PairingNumber, Points)>),
    /// C6: whether the next scoregroup can be paired with the fewest upfloaters.
    NextPairable(bool),
    /// A number of teams (C7: upfloaters; C8, C9: teams whose
    /// preference is not fulfilled; C10: upfloaters' opponents).
    Count(usize),
    /// A bracket pairing's identifier (art. 3.6.2).
    Identifier(Vec<PairingNumber>),
    /// A match: the team with White, the other.
    Match(PairingNumber, PairingNumber),
}

impl fmt::Display for Measure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Measure::Bye { team, score, played } => write!(f, "team {team} (score {score}, {played} matches played)"),
            Measure::Upfloaters(up) if up.is_empty() => f.write_str("no upfloater"),
            Measure::Upfloaters(up) => {
                let up: Vec<String> = up.iter().map(|(t, s)| format!("{t} (score {s})")).collect();
                write!(f, "upfloaters {}", up.join(", "))
            }
            Measure::NextPairable(true) => f.write_str("the next scoregroup can be paired"),
            Measure::NextPairable(false) => f.write_str("the next scoregroup cannot be paired"),
            Measure::Count(1) => f.write_str("1 team"),
            Measure::Count(n) => write!(f, "{n} teams"),
            Measure::Identifier(id) => {
                write!(f, "identifier {}", id.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" "))
            }
            Measure::Match(white, black) => write!(f, "{white} - {black}"),
        }
    }
}

/// Where two legal pairings of a round first part, and the rule that
/// tells them apart there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The rule.
    pub rule: Rule,
    /// The bracket they part in, by its top-scoregroup's score; none for
    /// the PAB and the colours.
    pub bracket: Option<Points>,
    /// What the rule sees in the recorded pairing.
    pub recorded: Measure,
    /// What it sees in the system's pairing.
    pub paired: Measure,
    /// Whether the rule puts the recorded pairing behind the system's (if
    /// not, the system's is behind: the engine missed what the rule prefers).
    pub recorded_worse: bool,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.rule)?;
        if let Some(score) = self.bracket {
            write!(f, " in the bracket of score {score}")?;
        }
        write!(f, ": recorded {}; C.04.6 {}", self.recorded, self.paired)
    }
}

/// A round's pairing as the procedure reads it: each team's opponent
/// (indices into the round's teams) and the team with the PAB.
struct Read {
    /// Each team's opponent, none for a team not in a match.
    opponent: Vec<Option<usize>>,
    /// The team with the PAB.
    bye: Option<usize>,
}

impl Read {
    /// `pairing` over the teams of `r`; none when it names a team `r` does not know.
    fn of(r: &Round, pairing: &RoundMatches) -> Option<Read> {
        let index = |tpn: PairingNumber| r.states.iter().position(|s| s.tpn == tpn);
        let mut opponent = vec![None; r.states.len()];
        for &(white, black) in &pairing.matches {
            let (w, b) = (index(white)?, index(black)?);
            opponent[w] = Some(b);
            opponent[b] = Some(w);
        }
        let bye = match pairing.bye {
            Some(tpn) => Some(index(tpn)?),
            None => None,
        };
        Some(Read { opponent, bye })
    }

    /// The bracket of the top-scoregroup of `left` (score group `top`);
    /// none when a resident's opponent is not among `left`.
    fn bracket(&self, r: &Round, left: &[usize], top: usize) -> Option<Seen> {
        let mut up = Vec::new();
        let mut pairs = Vec::new();
        for &t in left.iter().filter(|&&t| r.level[t] == top) {
            let o = self.opponent[t].filter(|o| left.contains(o))?;
            if r.level[o] < top {
                up.push(o);
            }
            let pair = if r.states[t].tpn < r.states[o].tpn { (t, o) } else { (o, t) };
            if !pairs.contains(&pair) {
                pairs.push(pair);
            }
        }
        up.sort_unstable();
        pairs.sort_unstable_by_key(|&(a, _)| r.states[a].tpn);
        Some(Seen { up, pairs })
    }
}

/// A bracket as a pairing shows it.
#[derive(PartialEq, Eq)]
struct Seen {
    /// Its upfloaters, in TPN order.
    up: Vec<usize>,
    /// Its pairs, top member (the smaller TPN) first, in the order of the top members.
    pairs: Vec<(usize, usize)>,
}

impl Seen {
    /// The teams of the bracket.
    fn teams(&self) -> Vec<usize> {
        self.pairs.iter().flat_map(|&(a, b)| [a, b]).collect()
    }
}

/// One rule read on both pairings: how the recorded pairing compares
/// with the system's (`Less`: the rule prefers the recorded one), and
/// what the rule sees in each.
struct Reading {
    /// The rule.
    rule: Rule,
    /// The recorded pairing against the system's.
    order: Ordering,
    /// What the rule sees in the recorded pairing and in the system's.
    shown: (Measure, Measure),
}

/// The first of `readings` on which the two pairings differ.
fn first_differing(readings: impl IntoIterator<Item = Reading>, bracket: Option<Points>) -> Option<Difference> {
    readings.into_iter().find(|m| m.order != Ordering::Equal).map(|m| Difference {
        rule: m.rule,
        bracket,
        recorded: m.shown.0,
        paired: m.shown.1,
        recorded_worse: m.order == Ordering::Greater,
    })
}

/// Art. 3.4: the PAB of the two pairings, when it differs.
fn bye_difference(r: &Round, recorded: usize, paired: usize) -> Option<Difference> {
    let (a, b) = (r.bye_order(recorded), r.bye_order(paired));
    let bye = |t: usize| Measure::Bye { team: r.states[t].tpn, score: r.states[t].score, played: r.states[t].played() };
    let rule = match (a.0.cmp(&b.0), a.1.cmp(&b.1)) {
        (Ordering::Equal, Ordering::Equal) => Rule::ByeTpn,
        (Ordering::Equal, _) => Rule::ByeMatches,
        _ => Rule::ByeScore,
    };
    first_differing([Reading { rule, order: a.cmp(&b), shown: (bye(recorded), bye(paired)) }], None)
}

/// Art. 3.5 (C4 to C7, then the order of the sets): the upfloaters
/// of the two brackets of score group `top`, when they differ; `left` the
/// teams left before the bracket.
fn upfloater_difference(r: &Round, top: usize, left: &[usize], brackets: (&Seen, &Seen)) -> Option<Difference> {
    let up = (brackets.0.up.as_slice(), brackets.1.up.as_slice());
    let listed = |up: &[usize]| {
        Measure::Upfloaters(r.in_upfloater_order(up).iter().map(|&t| (r.states[t].tpn, r.states[t].score)).collect())
    };
    let levels = |up: &[usize]| up.iter().map(|&t| r.level[t]).collect::<Vec<_>>();
    let c6 = |b: &Seen| {
        let teams = b.teams();
        r.c6(top, &left.iter().copied().filter(|t| !teams.contains(t)).collect::<Vec<_>>())
    };
    let (c6, c7) = ((c6(brackets.0), c6(brackets.1)), (r.c7(up.0), r.c7(up.1)));
    let both = || (listed(up.0), listed(up.1));
    let readings = [
        Reading { rule: Rule::C4, order: up.0.len().cmp(&up.1.len()), shown: both() },
        Reading { rule: Rule::C5, order: c5_order(&levels(up.0)).cmp(&c5_order(&levels(up.1))), shown: both() },
        Reading {
            rule: Rule::C6,
            order: c6.1.cmp(&c6.0),
            shown: (Measure::NextPairable(c6.0), Measure::NextPairable(c6.1)),
        },
        Reading { rule: Rule::C7, order: c7.0.cmp(&c7.1), shown: (Measure::Count(c7.0), Measure::Count(c7.1)) },
        Reading {
            rule: Rule::UpfloaterOrder,
            order: r.upfloater_order(up.0).cmp(&r.upfloater_order(up.1)),
            shown: both(),
        },
    ];
    first_differing(readings, Some(r.scores[top]))
}

/// Art. 3.6 (C8 to C10, then the order of the identifiers): the pairs
/// of two brackets of score group `top` with the same teams.
fn pairs_difference(r: &Round, top: usize, brackets: (&Seen, &Seen)) -> Option<Difference> {
    let pairs = (brackets.0.pairs.as_slice(), brackets.1.pairs.as_slice());
    let cost = |pairs: &[(usize, usize)]| {
        pairs.iter().map(|&(a, b)| r.cost(a, b)).fold([0u64; 3], |s, c| [s[0] + c.c8, s[1] + c.c9, s[2] + c.c10])
    };
    let identifier = |pairs: &[(usize, usize)]| -> Vec<PairingNumber> {
        let tpn = |t: usize| r.states[t].tpn;
        pairs.iter().map(|&(a, _)| tpn(a)).chain(pairs.iter().map(|&(_, b)| tpn(b))).collect()
    };
    let (ours, theirs) = (cost(pairs.0), cost(pairs.1));
    let counted = |rule, i: usize| Reading {
        rule,
        order: ours[i].cmp(&theirs[i]),
        shown: (Measure::Count(ours[i] as usize), Measure::Count(theirs[i] as usize)),
    };
    let (a, b) = (identifier(pairs.0), identifier(pairs.1));
    let readings = [
        counted(Rule::C8, 0),
        counted(Rule::C9, 1),
        counted(Rule::C10, 2),
        Reading { rule: Rule::PairingOrder, order: a.cmp(&b), shown: (Measure::Identifier(a), Measure::Identifier(b)) },
    ];
    first_differing(readings, Some(r.scores[top]))
}

/// Art. 4.3: the first match (by the White team's TPN) whose colours the
/// two pairings give the other way round.
fn colour_difference(r: &Round, recorded: &RoundMatches, paired: &RoundMatches) -> Option<Difference> {
    let mut swapped: Vec<&(PairingNumber, PairingNumber)> =
        recorded.matches.iter().filter(|&&(w, b)| paired.matches.contains(&(b, w))).collect();
    swapped.sort_unstable();
    let &&(white, black) = swapped.first()?;
    let index = |tpn: PairingNumber| r.states.iter().position(|s| s.tpn == tpn);
    let (_, _, rule) = r.colours(index(white)?, index(black)?);
    Some(Difference {
        rule: Rule::Colours(rule),
        bracket: None,
        recorded: Measure::Match(white, black),
        paired: Measure::Match(black, white),
        recorded_worse: true,
    })
}

/// Where the legal pairings `recorded` and `paired` (the system's) of the
/// round `r` first part, and the rule that tells them apart; none when
/// they do not differ or cannot be read alike (a team unknown, or paired
/// outside the teams left).
pub(super) fn compare(r: &Round, recorded: &RoundMatches, paired: &RoundMatches) -> Option<Difference> {
    let (ours, theirs) = (Read::of(r, recorded)?, Read::of(r, paired)?);
    if ours.bye != theirs.bye {
        return bye_difference(r, ours.bye?, theirs.bye?);
    }
    let mut left: Vec<usize> = r.present.iter().copied().filter(|&t| Some(t) != ours.bye).collect();
    while let Some(top) = left.iter().map(|&t| r.level[t]).max() {
        let (a, b) = (ours.bracket(r, &left, top)?, theirs.bracket(r, &left, top)?);
        if a.up != b.up {
            return upfloater_difference(r, top, &left, (&a, &b));
        }
        if a != b {
            return pairs_difference(r, top, (&a, &b));
        }
        let paired = a.teams();
        left.retain(|t| !paired.contains(t));
    }
    colour_difference(r, recorded, paired)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{after_round_one, no, rules, team};
    use super::super::{RoundRules, TeamState, pair_teams};
    use super::*;
    use crate::tournament::team::ColourModel;

    /// A round's pairing: the matches as (White team, Black team), the PAB.
    fn pairing(matches: &[(u32, u32)], bye: Option<u32>) -> RoundMatches {
        RoundMatches { matches: matches.iter().map(|&(w, b)| (no(w), no(b))).collect(), bye: bye.map(no) }
    }

    /// The system's pairing of the teams `states`.
    fn system(states: &[TeamState], rules: &RoundRules) -> RoundMatches {
        let got = pair_teams(states, rules, &[]).unwrap();
        RoundMatches { matches: got.pairs.iter().map(|p| (p.white, p.black)).collect(), bye: got.bye }
    }

    /// `recorded` against the system's pairing of `states`.
    fn compared(states: &[TeamState], rules: &RoundRules, recorded: &RoundMatches) -> Option<Difference> {
        compare(&Round::new(states, rules, &[]), recorded, &system(states, rules))
    }

    fn upfloaters(teams: &[(u32, i32)]) -> Measure {
        Measure::Upfloaters(teams.iter().map(|&(t, mp)| (no(t), Points(mp * 10))).collect())
    }

    fn behind(rule: Rule, bracket: Option<i32>, recorded: Measure, paired: Measure) -> Option<Difference> {
        Some(Difference { rule, bracket: bracket.map(|mp| Points(mp * 10)), recorded, paired, recorded_worse: true })
    }

    #[test]
    fn the_first_rule_on_which_a_legal_pairing_is_behind_the_systems_is_named() {
        // Round 2 after 1-4, 2-5, 3-6 won by 1, 2, 3: C.04.6 pairs 3-1 and
        // 2-4 (upfloater 4, the first in TPN order), and 6-5.
        let teams = after_round_one();
        let r = rules(ColourModel::TypeA, 2, 5);
        assert_eq!(system(&teams, &r), pairing(&[(3, 1), (2, 4), (6, 5)], None));
        assert_eq!(compared(&teams, &r, &pairing(&[(3, 1), (2, 4), (6, 5)], None)), None, "the same pairing");
        let cases = [
            // 1-5, 2-6, 3-4: three upfloaters where one does.
            (
                pairing(&[(1, 5), (2, 6), (3, 4)], None),
                behind(Rule::C4, Some(2), upfloaters(&[(4, 0), (5, 0), (6, 0)]), upfloaters(&[(4, 0)])),
            ),
            // Upfloater 5 rather than 4: the same number and scores, 4 comes first.
            (
                pairing(&[(1, 5), (2, 3), (4, 6)], None),
                behind(Rule::UpfloaterOrder, Some(2), upfloaters(&[(5, 0)]), upfloaters(&[(4, 0)])),
            ),
            // The same bracket paired 1-2, 3-4: its identifier 1 3 2 4 comes after 1 2 3 4.
            (
                pairing(&[(1, 2), (3, 4), (6, 5)], None),
                behind(
                    Rule::PairingOrder,
                    Some(2),
                    Measure::Identifier([1, 3, 2, 4].map(no).to_vec()),
                    Measure::Identifier([1, 2, 3, 4].map(no).to_vec()),
                ),
            ),
            // The same matches, 1 given White against 3: art. 4.3.8 gives it to 3.
            (
                pairing(&[(1, 3), (2, 4), (6, 5)], None),
                Some(Difference {
                    rule: Rule::Colours(ColourRule::FirstTeamAlternates),
                    bracket: None,
                    recorded: Measure::Match(no(1), no(3)),
                    paired: Measure::Match(no(3), no(1)),
                    recorded_worse: true,
                }),
            ),
        ];
        for (recorded, want) in cases {
            assert_eq!(compared(&teams, &r, &recorded), want, "{recorded:?}");
        }
    }

    #[test]
    fn c5_c7_and_c8_each_decide_where_the_rules_before_them_leave_the_pairings_equal() {
        // [C7]: team 4 floated in round 1; C.04.6 floats 5 instead.
        let mut teams = after_round_one();
        teams[3].floated = true;
        let got = compared(&teams, &rules(ColourModel::TypeA, 2, 5), &pairing(&[(3, 1), (2, 4), (6, 5)], None));
        assert_eq!(got, behind(Rule::C7, Some(2), Measure::Count(1), Measure::Count(0)));
        // [C8], type B: 1 and 3 want Black, 2 and 4 White; C.04.6 pairs 1-2 and 3-4.
        let r = rules(ColourModel::TypeB, 2, 5);
        let got = compared(&after_round_one(), &r, &pairing(&[(3, 1), (2, 4), (6, 5)], None));
        assert_eq!(got, behind(Rule::C8, Some(2), Measure::Count(2), Measure::Count(0)));
        // [C5]: three teams on 4 points take the one on 2, not one on 0.
        let teams = vec![
            team(1, 4, "WB", &[]),
            team(2, 4, "BW", &[]),
            team(3, 4, "WB", &[]),
            team(4, 2, "BW", &[]),
            team(5, 0, "WB", &[]),
            team(6, 0, "BW", &[]),
        ];
        let got = compared(&teams, &rules(ColourModel::TypeA, 3, 5), &pairing(&[(1, 2), (3, 5), (4, 6)], None));
        assert_eq!(got, behind(Rule::C5, Some(4), upfloaters(&[(5, 0)]), upfloaters(&[(4, 2)])));
    }

    #[test]
    fn the_pab_given_otherwise_names_the_article_that_decides() {
        let mut teams: Vec<TeamState> = (1..=5).map(|t| team(t, 0, "", &[])).collect();
        let r = rules(ColourModel::TypeA, 1, 5);
        let bye = |t: u32, mp: i32| Measure::Bye { team: no(t), score: Points(mp * 10), played: 0 };
        let recorded = pairing(&[(1, 3), (5, 2)], Some(4));
        assert_eq!(compared(&teams, &r, &recorded), behind(Rule::ByeTpn, None, bye(4, 0), bye(5, 0)));
        teams[4].score = Points(20);
        let recorded = pairing(&[(1, 3), (2, 4)], Some(5));
        assert_eq!(compared(&teams, &r, &recorded), behind(Rule::ByeScore, None, bye(5, 2), bye(4, 0)));
    }

    /// Every pairing of `teams` (indices) in which each pair may meet.
    fn every_pairing(teams: &[usize], may_meet: &dyn Fn(usize, usize) -> bool) -> Vec<Vec<(usize, usize)>> {
        let Some((&first, rest)) = teams.split_first() else { return vec![Vec::new()] };
        let mut out = Vec::new();
        for (i, &other) in rest.iter().enumerate().filter(|&(_, &o)| may_meet(first, o)) {
            let left: Vec<usize> = rest.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &t)| t).collect();
            for mut p in every_pairing(&left, may_meet) {
                p.push((first, other));
                out.push(p);
            }
        }
        out
    }

    /// A random round of 4 to 9 teams: scores, colours, meetings, floats and PABs.
    fn random_round(next: &mut impl FnMut(u64) -> u64) -> (Vec<TeamState>, RoundRules) {
        let n = 4 + next(6) as u32;
        let round = 2 + next(5) as usize;
        let model = [ColourModel::TypeA, ColourModel::TypeB, ColourModel::None][next(3) as usize];
        let mut teams: Vec<TeamState> = (1..=n)
            .map(|t| {
                let colours: String = (1..round).map(|_| if next(2) == 0 { 'W' } else { 'B' }).collect();
                let mut s = team(t, next(4) as i32, &colours, &[]);
                (s.floated, s.no_pab) = (next(3) == 0, next(3) == 0);
                s
            })
            .collect();
        for a in 0..teams.len() {
            for b in a + 1..teams.len() {
                if next(5) == 0 {
                    let (x, y) = (teams[a].tpn, teams[b].tpn);
                    teams[a].met.push(y);
                    teams[b].met.push(x);
                }
            }
        }
        (teams, rules(model, round, round + next(3) as usize))
    }

    /// On random rounds, every legal pairing other than the system's is
    /// behind it by some rule, and the system's is never behind: the
    /// measures are the engine's, read in the engine's order.
    #[test]
    fn no_legal_pairing_is_ahead_of_the_systems() {
        let mut seed = 7u64;
        let mut next = |n: u64| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) % n
        };
        let mut rules_seen: Vec<Rule> = Vec::new();
        for _ in 0..400 {
            let (teams, r) = random_round(&mut next);
            let Ok(paired) = pair_teams(&teams, &r, &[]) else { continue };
            let paired =
                RoundMatches { matches: paired.pairs.iter().map(|p| (p.white, p.black)).collect(), bye: paired.bye };
            let round = Round::new(&teams, &r, &[]);
            let may_meet = |a: usize, b: usize| !teams[a].met.contains(&teams[b].tpn);
            let byes: Vec<Option<usize>> = if teams.len() % 2 == 0 {
                vec![None]
            } else {
                (0..teams.len()).filter(|&t| !teams[t].no_pab).map(Some).collect()
            };
            for bye in byes {
                let left: Vec<usize> = (0..teams.len()).filter(|&t| Some(t) != bye).collect();
                for pairs in every_pairing(&left, &may_meet) {
                    let colours = |&(a, b): &(usize, usize)| {
                        let (white, black, _) = round.colours(a, b);
                        (white.tpn, black.tpn)
                    };
                    let recorded =
                        RoundMatches { matches: pairs.iter().map(colours).collect(), bye: bye.map(|t| teams[t].tpn) };
                    if recorded == paired {
                        continue;
                    }
                    let found = compare(&round, &recorded, &paired);
                    let Some(d) = found.as_ref().filter(|d| d.recorded_worse) else {
                        panic!("{teams:?} {r:?}: {recorded:?} against {paired:?}: {found:?}")
                    };
                    if !rules_seen.contains(&d.rule) {
                        rules_seen.push(d.rule);
                    }
                    let back = compare(&round, &paired, &recorded);
                    assert_eq!(back.map(|b| (b.rule, b.recorded_worse)), Some((d.rule, false)), "{recorded:?}");
                }
            }
        }
        let every = [Rule::ByeScore, Rule::C4, Rule::C5, Rule::C6, Rule::C7, Rule::C8, Rule::C9, Rule::C10];
        assert!(every.iter().all(|r| rules_seen.contains(r)), "{rules_seen:?}");
        assert!(rules_seen.contains(&Rule::UpfloaterOrder) && rules_seen.contains(&Rule::PairingOrder));
    }

    #[test]
    fn a_broken_criterion_names_the_regulations_criterion_and_the_teams() {
        let rematch = Breach::Rematch { white: no(4), black: no(7), round: 1 };
        assert_eq!(rematch.to_string(), "C1 (two teams play each other only once): teams 4 and 7 met in round 1");
        let bye = Breach::ByeNotAllowed { team: no(9), round: 2, bar: PabBar::ForfeitWin };
        assert!(
            bye.to_string().starts_with("C2 ")
                && bye.to_string().ends_with("team 9 gets the PAB but won its match by forfeit in round 2")
        );
        assert!(Breach::NotPaired { team: no(3) }.to_string().starts_with("C3 (completion): team 3"));
    }
}
