//! `arbiter pair --team INPUT.trf -p OUT` and `arbiter check --team
//! FILE.trf`: the FIDE Swiss Team Pairing System (C.04.6) on team TRF files.

use super::Failure;
use crate::pairing::team_swiss::{TeamPairing, pair_round};
use crate::tournament::PairingNumber;
use crate::tournament::team::{MatchKind, TeamEvent, TeamRound};
use std::collections::HashSet;

/// A team file read: exit 3 when it cannot be read, with line and column.
fn read(path: &str) -> Result<(TeamEvent, Vec<Vec<TeamRound>>), Failure> {
    let bytes = std::fs::read(path).map_err(|e| super::bad_input(format!("{path}: {e}")))?;
    let malformed = |message: String| Failure { code: 3, message: format!("{path}: {message}") };
    let file = crate::trf::parse(&crate::text::encoding::decode(&bytes)).map_err(|e| malformed(e.to_string()))?;
    let event = file
        .team_event()
        .map_err(|e| malformed(e.to_string()))?
        .ok_or_else(|| malformed("no team records (310)".into()))?;
    let history = event.history().map_err(|e| malformed(e.to_string()))?;
    Ok((event, history))
}

/// The rounds with a match or a pairing-allocated bye: those paired.
fn paired_rounds(history: &[Vec<TeamRound>]) -> usize {
    let paired = |r: usize| history.iter().any(|t| t.get(r).is_some_and(|x| !matches!(x.kind, MatchKind::Absent(_))));
    let rounds = history.iter().map(Vec::len).max().unwrap_or(0);
    (0..rounds).rev().find(|&r| paired(r)).map_or(0, |r| r + 1)
}

/// The teams absent in round `round` (from 1): not paired in it (record
/// 240, or their players' `Z` written for the round; a team whose players
/// have nothing written for the round to pair is not absent).
fn absent(event: &TeamEvent, history: &[Vec<TeamRound>], round: usize) -> Vec<PairingNumber> {
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

/// The engines' output: the number of lines, then `WHITE BLACK` per match,
/// then `TPN 0` for the pairing-allocated bye.
fn format(p: &TeamPairing) -> String {
    let mut out = format!("{}\n", p.pairs.len() + usize::from(p.bye.is_some()));
    for pair in &p.pairs {
        out.push_str(&format!("{} {}\n", pair.white, pair.black));
    }
    if let Some(bye) = p.bye {
        out.push_str(&format!("{bye} 0\n"));
    }
    out
}

/// `arbiter pair --team INPUT -p [OUTPUT]`: pairs the round after the last one paired.
pub fn pair(input: &str, output: Option<&str>) -> Result<(), Failure> {
    let (event, history) = read(input)?;
    let round = paired_rounds(&history) + 1;
    if event.players.total_rounds.is_some_and(|t| round > t as usize) {
        return Err(Failure { code: 3, message: format!("{input}: all {} rounds are paired", round - 1) });
    }
    let absent = absent(&event, &history, round);
    let done: Vec<Vec<TeamRound>> = history.iter().map(|t| t[..(round - 1).min(t.len())].to_vec()).collect();
    let pairing = pair_round(&event, &done, round, &absent).map_err(|e| super::failed(e.to_string()))?;
    let text = format(&pairing);
    match output {
        Some(path) => std::fs::write(path, text).map_err(|e| super::failed(format!("{path}: {e}"))),
        None => {
            out!("{text}");
            Ok(())
        }
    }
}

/// `arbiter check --team FILE`: re-pairs every round from the rounds before
/// it and reports each round whose recorded pairing differs (exit 1 if any).
pub fn check(input: &str) -> Result<(), Failure> {
    let (event, history) = read(input)?;
    let mut differing = 0;
    for round in 1..=paired_rounds(&history) {
        let mut want: HashSet<(PairingNumber, PairingNumber)> = HashSet::new();
        let mut want_bye = None;
        for (team, rounds) in event.teams.teams.iter().zip(&history) {
            match rounds.get(round - 1).map(|x| (x.kind, x)) {
                Some((MatchKind::Match { opponent, colour: crate::tournament::Color::White }, _)) => {
                    want.insert((team.tpn, opponent));
                }
                Some((MatchKind::PairingAllocatedBye, _)) => want_bye = Some(team.tpn),
                _ => {}
            }
        }
        let done: Vec<Vec<TeamRound>> = history.iter().map(|t| t[..round - 1].to_vec()).collect();
        let absent = absent(&event, &history, round);
        match pair_round(&event, &done, round, &absent) {
            Ok(got) => {
                let g: HashSet<_> = got.pairs.iter().map(|p| (p.white, p.black)).collect();
                if g == want && got.bye == want_bye {
                    continue;
                }
                differing += 1;
                outln!("round {round}: the recorded pairing differs from C.04.6's");
                super::output::pairing_difference((&want, want_bye), (&g, got.bye));
            }
            Err(e) => {
                differing += 1;
                outln!("round {round}: {e}");
            }
        }
    }
    if differing > 0 {
        return Err(super::failed(format!("{differing} rounds differ")));
    }
    outln!("every round agrees");
    Ok(())
}
