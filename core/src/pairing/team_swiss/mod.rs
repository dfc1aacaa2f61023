//! The FIDE Swiss Team Pairing System (C.04.6, applied from 1 February
//! 2026), in the order of art. 3.3.2: the pairing-allocated bye first
//! (art. 3.4), then bracket by bracket from the top, each bracket the
//! top-scoregroup with the upfloaters art. 3.5 chooses for it, paired by
//! art. 3.6; the colours last (art. 4).
//!
//! The bracket order of art. 3.6.1 is the text's: the top member of a pair
//! is the team with the smaller TPN (the FIDE TEC's program, Gacrux
//! 1.10.59, orders a bracket by score, then TPN; README of the vectors,
//! Doubts 1). A bracket is paired on the Dutch engine's maximum-weight
//! matching ([`crate::pairing::matching`]).

mod bracket;
mod by_hand;
mod check;
mod colours;
mod criteria;
mod state;

pub use by_hand::{HandPairing, HandWarning};
pub use check::{RoundCheck, RoundMatches, absent_teams, check_rounds, paired_rounds};
pub use colours::{ColourRule, Preference, allocate, preference};
pub use criteria::{Breach, Difference, Measure, Rule};
pub use state::{PabBar, TeamState, states};

use crate::tournament::team::{TeamEvent, TeamRound, TeamSystem};
use crate::tournament::{Color, PairingNumber, Points};
use std::cmp::Reverse;

/// One match of a round: the team whose board-1 player has White first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TeamPair {
    /// The first-named team (White on board 1).
    pub white: PairingNumber,
    /// The other team.
    pub black: PairingNumber,
    /// The rule of art. 4.3 that decided the colours.
    pub rule: ColourRule,
    /// The score of the bracket the match was made in: its
    /// top-scoregroup's (art. 3.5).
    pub bracket: Points,
    /// Whether the first-named team, then the other, came into the
    /// bracket as an upfloater from a lower score group (art. 3.5).
    pub upfloaters: (bool, bool),
}

/// A round's pairing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamPairing {
    /// The matches, bracket by bracket from the top.
    pub pairs: Vec<TeamPair>,
    /// The team given the pairing-allocated bye, if any.
    pub bye: Option<PairingNumber>,
}

/// Why a round cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TeamPairingError {
    /// No team can get the PAB and leave a pairing of the others (art. 3.3.3, 3.4.1).
    #[error("no team can be given the pairing-allocated bye and leave a pairing of the others (C.04.6 art. 3.3.3)")]
    NoBye,
    /// A bracket has no pairing with any set of upfloaters (art. 3.3.3).
    #[error("the bracket of score {0} has no pairing with any set of upfloaters (C.04.6 art. 3.3.3)")]
    NoBracketPairing(Points),
    /// A bracket larger than the engine pairs.
    #[error("a bracket of more than {0} teams")]
    BracketTooLarge(usize),
}

/// A bracket as paired: its teams in TPN order and its pairs.
struct Bracket {
    teams: Vec<usize>,
    pairs: Vec<(usize, usize)>,
}

/// The round to pair and what the rules say about it.
#[derive(Clone, Debug)]
struct Round<'a> {
    states: &'a [TeamState],
    /// The teams to pair (indices into `states`), in TPN order.
    present: Vec<usize>,
    /// The scores of the teams to pair, each once, lowest first: score
    /// group `level` has score `scores[level]`.
    scores: Vec<Points>,
    /// The score group of each team (higher is better).
    level: Vec<usize>,
    preferences: Vec<Option<Preference>>,
    /// Whether C7 and C10 are off (the last two rounds).
    last_two: bool,
    /// The round's rules (the colour model, the scores, the initial colour).
    rules: RoundRules,
}

impl<'a> Round<'a> {
    /// The round of `rules` for the teams in `states` (in TPN order),
    /// those in `absent` left out.
    fn new(states: &'a [TeamState], rules: &RoundRules, absent: &[PairingNumber]) -> Round<'a> {
        let present: Vec<usize> = (0..states.len()).filter(|&t| !absent.contains(&states[t].tpn)).collect();
        let mut scores: Vec<Points> = present.iter().map(|&t| states[t].score).collect();
        scores.sort_unstable();
        scores.dedup();
        let level = states.iter().map(|s| scores.iter().position(|&x| x == s.score).unwrap_or(0)).collect();
        let preferences =
            states.iter().map(|s| preference(s, rules.system.colours, rules.round, rules.rounds)).collect();
        let last_two = rules.round + 2 > rules.rounds;
        Round { states, present, scores, level, preferences, last_two, rules: *rules }
    }

    /// The colours of teams `a` and `b` paired (art. 4.3): the team with
    /// White, the other, and the rule that decided.
    fn colours(&self, a: usize, b: usize) -> (&'a TeamState, &'a TeamState, ColourRule) {
        let system = self.rules.system;
        let prefs = (self.preferences[a], self.preferences[b]);
        let states = self.states;
        allocate(&states[a], &states[b], prefs, system.colours, system.secondary_for_colours, self.rules.initial)
    }
}

impl Round<'_> {
    /// Art. 3.4.2 to 3.4.4: where team `t` stands in the order in which
    /// the teams are offered the PAB: the lowest score first, then the
    /// most matches played, then the largest TPN.
    fn bye_order(&self, t: usize) -> (usize, Reverse<usize>, Reverse<PairingNumber>) {
        (self.level[t], Reverse(self.states[t].played()), Reverse(self.states[t].tpn))
    }

    /// C7: how many of the upfloaters `up` floated in the previous
    /// round (none counted in the last two rounds).
    fn c7(&self, up: &[usize]) -> usize {
        if self.last_two { 0 } else { up.iter().filter(|&&t| self.states[t].floated).count() }
    }

    /// Art. 3.5.3: a set of upfloaters in order: by score (highest
    /// first), then TPN.
    fn in_upfloater_order(&self, up: &[usize]) -> Vec<usize> {
        let mut up = up.to_vec();
        up.sort_by_key(|&t| (Reverse(self.level[t]), self.states[t].tpn));
        up
    }

    /// Art. 3.5.4: a set of upfloaters as the order of the sets compares
    /// it: its TPNs in the order of art. 3.5.3.
    fn upfloater_order(&self, up: &[usize]) -> Vec<PairingNumber> {
        self.in_upfloater_order(up).iter().map(|&t| self.states[t].tpn).collect()
    }

    fn can_meet(&self, a: usize, b: usize) -> bool {
        !self.states[a].met.contains(&self.states[b].tpn)
    }

    /// Whether the teams can all be paired with one another.
    fn pairable(&self, teams: &[usize]) -> bool {
        bracket::pairable(teams.len(), |i, j| self.can_meet(teams[i], teams[j]))
    }

    /// What pairing `a` with `b` costs for C8, C9 and C10.
    fn cost(&self, a: usize, b: usize) -> bracket::PairCost {
        let (pa, pb) = (self.preferences[a], self.preferences[b]);
        let same = matches!((pa, pb), (Some(x), Some(y)) if x.colour == y.colour);
        let strong = matches!((pa, pb), (Some(x), Some(y)) if x.strong && y.strong && x.colour == y.colour);
        let (high, low) = if self.level[a] >= self.level[b] { (a, b) } else { (b, a) };
        let upfloat = self.level[high] > self.level[low];
        bracket::PairCost {
            c8: u64::from(same),
            c9: u64::from(strong),
            c10: u64::from(upfloat && !self.last_two && self.states[high].floated),
        }
    }

    /// Pairs a bracket (teams in TPN order): pairs of indices, top member first.
    fn pair_bracket(&self, teams: &[usize]) -> Option<Vec<(usize, usize)>> {
        let pairs = bracket::pair(teams.len(), |i, j| {
            self.can_meet(teams[i], teams[j]).then(|| self.cost(teams[i], teams[j]))
        })?;
        Some(pairs.into_iter().map(|(i, j)| (teams[i], teams[j])).collect())
    }

    /// C6: what is left of the next scoregroup can be paired with the
    /// fewest upfloaters its size allows, and the rest after it.
    fn c6(&self, level: usize, rest: &[usize]) -> bool {
        let Some(next) = level.checked_sub(1) else { return true };
        let following: Vec<usize> = rest.iter().copied().filter(|&t| self.level[t] == next).collect();
        if following.is_empty() {
            return true;
        }
        let lower: Vec<usize> = rest.iter().copied().filter(|&t| self.level[t] < next).collect();
        let candidates: Vec<Vec<usize>> =
            if following.len().is_multiple_of(2) { vec![vec![]] } else { lower.iter().map(|&t| vec![t]).collect() };
        candidates.into_iter().any(|up| {
            let mut group = following.clone();
            group.extend(up);
            let left: Vec<usize> = rest.iter().copied().filter(|t| !group.contains(t)).collect();
            self.pairable(&group) && self.pairable(&left)
        })
    }

    /// The sets of upfloaters for a bracket, art. 3.5: by the number (C4),
    /// then by the scores taken in ascending order, highest first (C5);
    /// within those, in the lexicographic order of their TPNs (3.5.4),
    /// each set ordered by score, then TPN (3.5.3).
    fn upfloater_sets(&self, lower: &[usize], count: usize) -> Vec<Vec<Vec<usize>>> {
        let mut levels: Vec<usize> = lower.iter().map(|&t| self.level[t]).collect();
        levels.sort_unstable_by(|a, b| b.cmp(a));
        levels.dedup();
        let mut profiles: Vec<Vec<usize>> = Vec::new();
        profile(&levels, count, &mut Vec::new(), &mut profiles, &|l| {
            lower.iter().filter(|&&t| self.level[t] == l).count()
        });
        profiles.sort_by_cached_key(|p| c5_order(p));
        profiles
            .into_iter()
            .map(|p| {
                let mut sets: Vec<Vec<usize>> = vec![vec![]];
                let mut distinct = p.clone();
                distinct.dedup();
                for l in distinct {
                    let k = p.iter().filter(|&&x| x == l).count();
                    let at: Vec<usize> = lower.iter().copied().filter(|&t| self.level[t] == l).collect();
                    let mut next = Vec::new();
                    for chosen in combinations(&at, k) {
                        for s in &sets {
                            let mut s = s.clone();
                            s.extend(&chosen);
                            next.push(s);
                        }
                    }
                    sets = next;
                }
                sets.sort_by_cached_key(|s| self.upfloater_order(s));
                sets
            })
            .collect()
    }

    /// Art. 3.5 and 3.6: the upfloaters of the bracket of `level` and its pairs.
    fn bracket(&self, level: usize, left: &[usize]) -> Result<Bracket, TeamPairingError> {
        let residents: Vec<usize> = left.iter().copied().filter(|&t| self.level[t] == level).collect();
        let lower: Vec<usize> = left.iter().copied().filter(|&t| self.level[t] < level).collect();
        for count in (residents.len() % 2..=lower.len()).step_by(2) {
            for sets in self.upfloater_sets(&lower, count) {
                let mut best: Option<((bool, usize, usize), Bracket)> = None;
                for (index, up) in sets.into_iter().enumerate() {
                    let mut teams: Vec<usize> = residents.iter().chain(&up).copied().collect();
                    teams.sort_by_key(|&t| self.states[t].tpn);
                    if teams.len() > bracket::MAX_BRACKET {
                        return Err(TeamPairingError::BracketTooLarge(bracket::MAX_BRACKET));
                    }
                    let Some(pairs) = self.pair_bracket(&teams) else { continue };
                    let rest: Vec<usize> = left.iter().copied().filter(|t| !teams.contains(t)).collect();
                    if !self.pairable(&rest) {
                        continue;
                    }
                    let key = (!self.c6(level, &rest), self.c7(&up), index);
                    let done = !key.0 && key.1 == 0;
                    if best.as_ref().is_none_or(|b| key < b.0) {
                        best = Some((key, Bracket { teams, pairs }));
                    }
                    if done {
                        break;
                    }
                }
                if let Some((_, bracket)) = best {
                    return Ok(bracket);
                }
            }
        }
        Err(TeamPairingError::NoBracketPairing(self.states[residents[0]].score))
    }
}

/// C5: a set of upfloaters' score groups as the criterion orders them,
/// the best first: the scores in ascending order, the higher the better.
fn c5_order(levels: &[usize]) -> Reverse<Vec<usize>> {
    let mut levels = levels.to_vec();
    levels.sort_unstable();
    Reverse(levels)
}

/// The score profiles of `count` upfloaters from `levels` (descending),
/// each level used at most as often as it has teams.
fn profile(
    levels: &[usize],
    count: usize,
    current: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
    available: &dyn Fn(usize) -> usize,
) {
    if current.len() == count {
        out.push(current.clone());
        return;
    }
    for (i, &l) in levels.iter().enumerate() {
        if current.last().is_some_and(|&last| l > last) {
            continue;
        }
        if current.iter().filter(|&&x| x == l).count() < available(l) {
            current.push(l);
            profile(&levels[i..], count, current, out, available);
            current.pop();
        }
    }
}

/// The `k`-subsets of `items`, in lexicographic order of positions.
fn combinations(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        if items.len() - i < k {
            break;
        }
        for mut rest in combinations(&items[i + 1..], k - 1) {
            rest.insert(0, items[i]);
            out.push(rest);
        }
    }
    out
}

/// Pairs round `round` (from 1) of a team event whose rounds before it
/// are in `history`; the teams in `absent` are not paired.
pub fn pair_round(
    event: &TeamEvent,
    history: &[Vec<TeamRound>],
    round: usize,
    absent: &[PairingNumber],
) -> Result<TeamPairing, TeamPairingError> {
    let rules = RoundRules::of(event, round);
    pair_teams(&states(event, history, round, rules.system.primary), &rules, absent)
}

/// What the rules say of the round to pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundRules {
    /// The colour model and the scores (record 192).
    pub system: TeamSystem,
    /// The round to pair, from 1.
    pub round: usize,
    /// The rounds of the event (the last two relax C7 and C10).
    pub rounds: usize,
    /// The colour the first-team with an odd TPN gets in round 1 (art. 4.3.1).
    pub initial: Color,
}

impl RoundRules {
    /// The rules of round `round` (from 1) of `event`.
    pub fn of(event: &TeamEvent, round: usize) -> RoundRules {
        let system: TeamSystem = event.teams.system;
        RoundRules {
            system,
            round,
            rounds: event.players.total_rounds.map_or(round, |r| r as usize),
            initial: event.players.initial_colour.unwrap_or(Color::White),
        }
    }
}

/// Pairs the teams in `states` (the teams before the round, in TPN
/// order), leaving out those in `absent`.
pub fn pair_teams(
    states: &[TeamState],
    rules: &RoundRules,
    absent: &[PairingNumber],
) -> Result<TeamPairing, TeamPairingError> {
    let r = Round::new(states, rules, absent);
    let mut left = r.present.clone();
    let bye = if left.len() % 2 == 1 {
        let mut candidates: Vec<usize> = left.iter().copied().filter(|&t| !states[t].no_pab).collect();
        candidates.sort_by_key(|&t| r.bye_order(t));
        let chosen = candidates
            .into_iter()
            .find(|&c| r.pairable(&left.iter().copied().filter(|&t| t != c).collect::<Vec<_>>()))
            .ok_or(TeamPairingError::NoBye)?;
        left.retain(|&t| t != chosen);
        Some(chosen)
    } else {
        None
    };
    let mut pairs = Vec::new();
    for level in (0..r.scores.len()).rev() {
        if !left.iter().any(|&t| r.level[t] == level) {
            continue;
        }
        let bracket = r.bracket(level, &left)?;
        left.retain(|t| !bracket.teams.contains(t));
        for (a, b) in bracket.pairs {
            let (white, black, rule) = r.colours(a, b);
            let floated = |tpn: PairingNumber| {
                let t = if states[a].tpn == tpn { a } else { b };
                r.level[t] < level
            };
            let upfloaters = (floated(white.tpn), floated(black.tpn));
            pairs.push(TeamPair { white: white.tpn, black: black.tpn, rule, bracket: r.scores[level], upfloaters });
        }
    }
    Ok(TeamPairing { pairs, bye: bye.map(|t| states[t].tpn) })
}

#[cfg(test)]
mod tests;
