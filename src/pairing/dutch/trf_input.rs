//! From a TRF file to the input of one round, and back from a round's
//! entries in the file to the pairing it records.

use super::player::{Entry, MatchScore, RoundInput, Scoring, Standing};
use super::{Board, RoundPairing};
use crate::trf::{Colour, ResultCode, RoundEntry, Trf};
use std::collections::HashMap;

fn entry(e: &RoundEntry, index_of: &HashMap<u32, usize>) -> Entry {
    let opponent = e.opponent.and_then(|o| index_of.get(&o).copied());
    let (score, played, participated) = match e.result {
        ResultCode::Win | ResultCode::UnratedWin => (MatchScore::Win, true, true),
        ResultCode::Draw | ResultCode::UnratedDraw => (MatchScore::Draw, true, true),
        ResultCode::Loss | ResultCode::UnratedLoss => (MatchScore::Loss, true, true),
        ResultCode::ForfeitWin => (MatchScore::Win, false, true),
        ResultCode::ForfeitLoss => (MatchScore::Loss, false, opponent.is_some()),
        ResultCode::HalfPointBye => (MatchScore::Draw, false, false),
        ResultCode::FullPointBye => (MatchScore::Win, false, false),
        ResultCode::PairingAllocatedBye => (MatchScore::Win, false, true),
        ResultCode::ZeroPointBye => (MatchScore::Loss, false, false),
    };
    Entry { opponent, colour: if played { e.colour } else { None }, score, played, participated }
}

/// The input for pairing round `round` (1-based): the rounds before it, and
/// the absences (`H`, `F`, `Z`) already entered for it.
pub fn round_input(trf: &Trf, round: usize) -> RoundInput {
    let index_of: HashMap<u32, usize> = trf.players.iter().enumerate().map(|(i, p)| (p.start_no, i)).collect();
    let players = trf
        .players
        .iter()
        .map(|p| {
            let mut entries: Vec<Entry> = (0..round - 1)
                .map(|r| {
                    let blank = RoundEntry { opponent: None, colour: None, result: ResultCode::ZeroPointBye };
                    entry(p.rounds.get(r).unwrap_or(&blank), &index_of)
                })
                .collect();
            if let Some(e) = p.rounds.get(round - 1)
                && e.opponent.is_none()
                && e.result.is_absence()
                && !(e.result == ResultCode::ZeroPointBye
                    && e.colour.is_none()
                    && round > trf.rounds_in_file() as usize)
            {
                entries.push(entry(e, &index_of));
            }
            let forbidden = trf
                .forbidden
                .iter()
                .filter(|group| group.contains(&p.start_no))
                .flat_map(|group| group.iter().copied().filter(|&o| o != p.start_no))
                .collect();
            Standing { id: p.start_no, entries, forbidden }
        })
        .collect();
    let pts = trf.points;
    RoundInput {
        players,
        played_rounds: round - 1,
        total_rounds: trf.total_rounds.map_or(trf.rounds_in_file() as usize, |r| r as usize),
        initial_colour: trf.initial_colour.unwrap_or(Colour::White),
        scoring: Scoring {
            win: pts.win.0,
            draw: pts.draw.0,
            loss: pts.loss.0,
            zero_point_bye: pts.absence.0,
            forfeit_loss: pts.absence.0,
            pairing_allocated_bye: pts.pairing_allocated_bye.0,
        },
    }
}

/// The pairing a file records for round `round` (1-based), boards unordered.
pub fn recorded_round(trf: &Trf, round: usize) -> RoundPairing {
    let mut out = RoundPairing::default();
    for p in &trf.players {
        let Some(e) = p.rounds.get(round - 1) else { continue };
        match (e.opponent, e.colour) {
            (Some(o), Some(Colour::White)) => out.boards.push(Board { white: p.start_no, black: o }),
            (None, _) if e.result == ResultCode::PairingAllocatedBye => out.bye = Some(p.start_no),
            _ => {}
        }
    }
    out
}
