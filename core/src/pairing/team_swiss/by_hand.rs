//! Pairing by hand: the arbiter changes a proposed round. A match made by
//! hand gets its colours by art. 4.3 as the pairing gives them, and the
//! arbiter is told what it breaks or strains: teams that met before (C1,
//! an absolute criterion), two teams preferring the same colour, or a team
//! getting the same colour a third time running. A whole round, made by
//! hand or recorded in a file, is held to the absolute and completion
//! criteria, and set against the system's pairing ([`super::criteria`]).

use super::criteria::{self, Breach, Difference};
use super::state::{bars_pab, met_in};
use super::{
    ColourRule, PabBar, Preference, Round, RoundMatches, RoundRules, TeamPairing, TeamPairingError, TeamState,
    allocate, pair_teams, preference, states,
};
use crate::tournament::team::{TeamEvent, TeamRound};
use crate::tournament::{Color, PairingNumber};
use std::collections::HashSet;

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
    /// Each team's rounds before the round, for the rounds a broken criterion names.
    before: Vec<Vec<TeamRound>>,
}

impl HandPairing {
    /// The teams of `event` before round `round` (from 1), after the rounds of `history`.
    pub fn new(event: &TeamEvent, history: &[Vec<TeamRound>], round: usize) -> HandPairing {
        let rules = RoundRules::of(event, round);
        let states = states(event, history, round, rules.system.primary);
        let preferences = states.iter().map(|s| preference(s, rules.system.colours, round, rules.rounds)).collect();
        let before = history.iter().map(|t| t[..(round - 1).min(t.len())].to_vec()).collect();
        HandPairing { states, preferences, rules, before }
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

    /// The system's pairing of the round, the teams in `absent` left out.
    pub fn pair(&self, absent: &[PairingNumber]) -> Result<TeamPairing, TeamPairingError> {
        pair_teams(&self.states, &self.rules, absent)
    }

    /// The round of the first played match between teams `a` and `b`, from 1 (C1).
    fn met_in_round(&self, a: usize, b: PairingNumber) -> Option<usize> {
        self.before.get(a)?.iter().position(|x| met_in(x) == Some(b)).map(|r| r + 1)
    }

    /// The first round, from 1, that bars team `t` from the PAB (C2), and what it had in it.
    fn barred_from_pab(&self, t: usize) -> Option<(usize, PabBar)> {
        self.before.get(t)?.iter().enumerate().find_map(|(r, x)| bars_pab(x).map(|bar| (r + 1, bar)))
    }

    /// The absolute and completion criteria a whole round's pairing breaks,
    /// the teams in `absent` not to be paired: the matches in TPN order of
    /// their White team, then the PAB, then the teams left out.
    pub fn breaks(&self, pairing: &RoundMatches, absent: &[PairingNumber]) -> Vec<Breach> {
        let mut out = Vec::new();
        let mut seated = HashSet::new();
        let mut seat = |team: PairingNumber, out: &mut Vec<Breach>| {
            if !seated.insert(team) {
                out.push(Breach::PairedTwice { team });
            }
            let index = self.index(team).filter(|_| !absent.contains(&team));
            if index.is_none() {
                out.push(Breach::NotAvailable { team });
            }
            index
        };
        let mut matches: Vec<_> = pairing.matches.iter().copied().collect();
        matches.sort_unstable();
        for (white, black) in matches {
            let (w, b) = (seat(white, &mut out), seat(black, &mut out));
            if let (Some(w), Some(_)) = (w, b)
                && let Some(round) = self.met_in_round(w, black)
            {
                out.push(Breach::Rematch { white, black, round });
            }
        }
        if let Some(team) = pairing.bye
            && let Some(t) = seat(team, &mut out)
            && let Some((round, bar)) = self.barred_from_pab(t)
        {
            out.push(Breach::ByeNotAllowed { team, round, bar });
        }
        let left_out = self.states.iter().map(|s| s.tpn).filter(|t| !absent.contains(t) && !seated.contains(t));
        out.extend(left_out.map(|team| Breach::NotPaired { team }));
        out
    }

    /// Of two pairings of the round, `recorded` and `paired` (the
    /// system's), both breaking no absolute criterion, where they first
    /// part and the rule of C.04.6 that tells them apart; none when they
    /// are the same.
    pub fn compare(
        &self,
        recorded: &RoundMatches,
        paired: &RoundMatches,
        absent: &[PairingNumber],
    ) -> Option<Difference> {
        criteria::compare(&Round::new(&self.states, &self.rules, absent), recorded, paired)
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
        HandPairing { states, preferences, rules, before: Vec::new() }
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

    /// A round's pairing: the matches as (White team, Black team), the PAB.
    fn round(matches: &[(u32, u32)], bye: Option<u32>) -> RoundMatches {
        let n = PairingNumber::new;
        RoundMatches { matches: matches.iter().map(|&(w, b)| (n(w), n(b))).collect(), bye: bye.map(n) }
    }

    #[test]
    fn a_whole_round_is_held_to_the_absolute_and_completion_criteria() {
        use Breach::{ByeNotAllowed, NotAvailable, NotPaired, PairedTwice, Rematch};
        let n = PairingNumber::new;
        // Nine teams of one board, five rounds paired by C.04.6 (the file of `arbiter check --team`'s tests).
        let mut file = crate::trf::parse(include_str!("../../../../tests/data/teams/nine-teams.trf")).unwrap();
        let event = file.read_team_event().unwrap().unwrap();
        let history = event.history().unwrap();
        let hand = HandPairing::new(&event, &history, 5);
        assert_eq!(hand.breaks(&round(&[(2, 7), (3, 6), (4, 9), (8, 5)], Some(1)), &[]), vec![], "the round recorded");
        assert_eq!(
            hand.breaks(&round(&[(1, 9), (2, 7), (3, 6), (4, 8)], Some(5)), &[]),
            vec![
                Rematch { white: n(1), black: n(9), round: 4 },
                Rematch { white: n(4), black: n(8), round: 1 },
                ByeNotAllowed { team: n(5), round: 4, bar: PabBar::Pab },
            ]
        );
        // 2 in two matches (the second a rematch of round 4), 12 unknown,
        // 6 paired though absent, 1 and 5 left out.
        assert_eq!(
            hand.breaks(&round(&[(2, 7), (3, 2), (4, 9), (5, 12), (6, 8)], None), &[n(6)]),
            vec![
                PairedTwice { team: n(2) },
                Rematch { white: n(3), black: n(2), round: 4 },
                NotAvailable { team: n(12) },
                NotAvailable { team: n(6) },
                NotPaired { team: n(1) },
            ]
        );
    }

    #[test]
    fn a_match_won_by_forfeit_bars_the_pab_and_is_no_meeting() {
        use crate::tournament::team::fixtures;
        let event = fixtures::team_not_fielded();
        let hand = HandPairing::new(&event, &event.history().unwrap(), 2);
        let n = PairingNumber::new;
        assert_eq!(hand.breaks(&round(&[(1, 2)], None), &[]), vec![], "[C1]: the match was not played");
        assert_eq!(
            hand.breaks(&round(&[], Some(1)), &[]),
            vec![
                Breach::ByeNotAllowed { team: n(1), round: 1, bar: PabBar::ForfeitWin },
                Breach::NotPaired { team: n(2) }
            ]
        );
    }
}
