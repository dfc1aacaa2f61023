//! Every round of a team event paired again by C.04.6 from the rounds
//! before it, against the pairing recorded: what `arbiter check --team`
//! reports (with the criteria each pairing breaks, and the rule that puts
//! a legal recorded pairing behind the system's), and which round
//! `arbiter pair --team` pairs next.

use super::{Breach, Difference, HandPairing, TeamPairingError};
use crate::tournament::team::{MatchKind, TeamEvent, TeamRound};
use crate::tournament::{Color, PairingNumber};
use std::collections::HashSet;

/// A round's matches (first-named team, other team) and its
/// pairing-allocated bye (PAB).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundMatches {
    /// The matches, the team whose board-1 player has White first.
    pub matches: HashSet<(PairingNumber, PairingNumber)>,
    /// The team given the PAB, if any.
    pub bye: Option<PairingNumber>,
}

/// One round as recorded and as C.04.6 pairs it from the rounds before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundCheck {
    /// The round, from 1.
    pub round: usize,
    /// The pairing the event records.
    pub recorded: RoundMatches,
    /// The pairing of the system, or why the round cannot be paired.
    pub paired: Result<RoundMatches, TeamPairingError>,
    /// The absolute and completion criteria the recorded pairing breaks.
    pub recorded_breaks: Vec<Breach>,
    /// Those the system's pairing breaks (none, unless the engine errs).
    pub paired_breaks: Vec<Breach>,
    /// When the recorded pairing breaks none but is not the system's:
    /// where the two part and the rule that tells them apart.
    pub difference: Option<Difference>,
}

impl RoundCheck {
    /// Whether the recorded pairing is the system's.
    pub fn agrees(&self) -> bool {
        self.paired.as_ref().is_ok_and(|p| *p == self.recorded)
    }
}

/// The number of rounds with a match or a PAB: the rounds paired.
pub fn paired_rounds(history: &[Vec<TeamRound>]) -> usize {
    let paired = |r: usize| history.iter().any(|t| t.get(r).is_some_and(|x| !matches!(x.kind, MatchKind::Absent(_))));
    let rounds = history.iter().map(Vec::len).max().unwrap_or(0);
    (0..rounds).rev().find(|&r| paired(r)).map_or(0, |r| r + 1)
}

/// The teams absent in round `round` (from 1): not paired in it (record
/// 240, or their players' `Z` written for the round; a team whose players
/// have nothing written for the round to pair is not absent).
pub fn absent_teams(event: &TeamEvent, history: &[Vec<TeamRound>], round: usize) -> Vec<PairingNumber> {
    let recorded = event.teams.absences.iter().filter(|a| a.round as usize == round).map(|a| a.team);
    let written = |roster: &[PairingNumber]| {
        roster.iter().any(|&p| event.players.player(p).is_some_and(|p| p.rounds.len() >= round))
    };
    let on_boards = event
        .teams
        .teams
        .iter()
        .zip(history)
        .filter(|(t, rounds)| {
            rounds.get(round - 1).is_some_and(|x| matches!(x.kind, MatchKind::Absent(_))) && written(&t.roster)
        })
        .map(|(t, _)| t.tpn);
    let mut all: Vec<PairingNumber> = recorded.chain(on_boards).collect();
    all.sort();
    all.dedup();
    all
}

/// The pairing recorded for round `round` (from 1).
fn recorded(event: &TeamEvent, history: &[Vec<TeamRound>], round: usize) -> RoundMatches {
    let mut out = RoundMatches::default();
    for (team, rounds) in event.teams.teams.iter().zip(history) {
        match rounds.get(round - 1).map(|x| x.kind) {
            Some(MatchKind::Match { opponent, colour: Color::White }) => {
                out.matches.insert((team.tpn, opponent));
            }
            Some(MatchKind::PairingAllocatedBye) => out.bye = Some(team.tpn),
            _ => {}
        }
    }
    out
}

/// Every paired round of an event whose rounds are `history`
/// ([`TeamEvent::history`]), paired again from the rounds before it with
/// the teams absent in it left out.
pub fn check_rounds(event: &TeamEvent, history: &[Vec<TeamRound>]) -> Vec<RoundCheck> {
    (1..=paired_rounds(history))
        .map(|round| {
            let hand = HandPairing::new(event, history, round);
            let absent = absent_teams(event, history, round);
            let recorded = recorded(event, history, round);
            let paired = hand.pair(&absent).map(|got| RoundMatches {
                matches: got.pairs.iter().map(|p| (p.white, p.black)).collect(),
                bye: got.bye,
            });
            let recorded_breaks = hand.breaks(&recorded, &absent);
            let paired_breaks = paired.as_ref().map_or_else(|_| Vec::new(), |p| hand.breaks(p, &absent));
            let difference = match &paired {
                Ok(p) if recorded_breaks.is_empty() && *p != recorded => hand.compare(&recorded, p, &absent),
                _ => None,
            };
            RoundCheck { round, recorded, paired, recorded_breaks, paired_breaks, difference }
        })
        .collect()
}
