//! Pairing by hand: the arbiter changes a proposed round. A match made by
//! hand gets its colours by art. 4.3 as the pairing gives them, and the
//! arbiter is told what it breaks or strains: teams that met before (C1,
//! an absolute criterion), two teams preferring the same colour, or a team
//! getting the same colour a third time running.

use super::{ColourRule, Preference, RoundRules, TeamState, allocate, preference, states};
use crate::tournament::team::{TeamEvent, TeamRound};
use crate::tournament::{Color, PairingNumber};

/// What a match made by hand breaks or strains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandWarning {
    /// The teams met before in a played match: C1 forbids it.
    MetBefore,
    /// Both teams prefer this colour: one of them does not get it.
    SamePreference(Color),
    /// The team gets this colour a third time running.
    ThirdColour(PairingNumber, Color),
}

/// The teams before a round as its pairing sees them: their states and
/// colour preferences, and the round's rules.
#[derive(Clone, Debug)]
pub struct HandPairing {
    states: Vec<TeamState>,
    preferences: Vec<Option<Preference>>,
    rules: RoundRules,
}

impl HandPairing {
    /// The teams of `event` before round `round` (from 1), after the rounds of `history`.
    pub fn new(event: &TeamEvent, history: &[Vec<TeamRound>], round: usize) -> HandPairing {
        let rules = RoundRules::of(event, round);
        let states = states(event, history, round, rules.system.primary);
        let preferences = states.iter().map(|s| preference(s, rules.system.colours, round, rules.rounds)).collect();
        HandPairing { states, preferences, rules }
    }

    /// The index of a team by its pairing number.
    fn index(&self, tpn: PairingNumber) -> Option<usize> {
        self.states.iter().position(|s| s.tpn == tpn)
    }

    /// The colours of teams `a` and `b` paired, by art. 4.3: the team with
    /// White on board 1, the other, and the rule that decided; none if
    /// either team is unknown.
    pub fn colours(&self, a: PairingNumber, b: PairingNumber) -> Option<(PairingNumber, PairingNumber, ColourRule)> {
        let (i, j) = (self.index(a)?, self.index(b)?);
        let prefs = (self.preferences[i], self.preferences[j]);
        let system = self.rules.system;
        let (white, black, rule) = allocate(
            &self.states[i],
            &self.states[j],
            prefs,
            system.colours,
            system.secondary_for_colours,
            self.rules.initial,
        );
        Some((white.tpn, black.tpn, rule))
    }

    /// What the match of `white` (White on board 1) and `black` breaks or strains.
    pub fn warnings(&self, white: PairingNumber, black: PairingNumber) -> Vec<HandWarning> {
        let (Some(i), Some(j)) = (self.index(white), self.index(black)) else { return Vec::new() };
        let mut out = Vec::new();
        if self.states[i].met.contains(&black) || self.states[j].met.contains(&white) {
            out.push(HandWarning::MetBefore);
        }
        if let (Some(p), Some(q)) = (self.preferences[i], self.preferences[j])
            && p.colour == q.colour
        {
            out.push(HandWarning::SamePreference(p.colour));
        }
        for (k, colour) in [(i, Color::White), (j, Color::Black)] {
            let played = &self.states[k].colours;
            if played.len() >= 2 && played[played.len() - 2..].iter().all(|&c| c == colour) {
                out.push(HandWarning::ThirdColour(self.states[k].tpn, colour));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Points;
    use crate::tournament::team::{ColourModel, Score, TeamSystem};

    fn team(tpn: u32, colours: &[Color], met: &[u32]) -> TeamState {
        TeamState {
            tpn: PairingNumber::new(tpn),
            score: Points::ZERO,
            secondary: Points::ZERO,
            colours: colours.to_vec(),
            met: met.iter().map(|&m| PairingNumber::new(m)).collect(),
            floated: false,
            no_pab: false,
        }
    }

    fn pairing(states: Vec<TeamState>) -> HandPairing {
        let system = TeamSystem { colours: ColourModel::TypeA, primary: Score::Match, ..TeamSystem::default() };
        let rules = RoundRules { system, round: 3, rounds: 9, initial: Color::White };
        let preferences = states.iter().map(|s| preference(s, system.colours, 3, 9)).collect();
        HandPairing { states, preferences, rules }
    }

    #[test]
    fn a_rematch_and_colour_strains_are_named() {
        use Color::{Black, White};
        let n = PairingNumber::new;
        let hand = pairing(vec![
            team(1, &[White, White], &[2]),
            team(2, &[Black, Black], &[1]),
            team(3, &[White, White], &[]),
        ]);
        assert_eq!(hand.colours(n(1), n(2)).map(|c| (c.0, c.1)), Some((n(2), n(1))), "the two Whites get Black");
        assert_eq!(hand.warnings(n(2), n(1)), vec![HandWarning::MetBefore]);
        assert_eq!(
            hand.warnings(n(1), n(3)),
            vec![HandWarning::SamePreference(Black), HandWarning::ThirdColour(n(1), White)],
            "both want Black; the first-named gets White a third time"
        );
        assert!(hand.colours(n(1), n(9)).is_none() && hand.warnings(n(1), n(9)).is_empty(), "an unknown team");
    }
}
