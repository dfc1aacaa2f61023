//! Which round a TRF asks to pair, and the TRF that records a round pairing.

use super::RoundPairing;
use crate::trf::{Colour, ResultCode, RoundEntry, Trf};

/// The round a TRF file asks to pair: the round after the last one with a
/// game or pairing-allocated bye. A last column holding only absences
/// (`0000 - H/F/Z`) announces the absences of the round to pair.
pub fn round_to_pair(trf: &Trf) -> usize {
    let columns = trf.rounds_in_file() as usize;
    let only_absences = |r: usize| {
        trf.players.iter().all(|p| p.rounds.get(r).is_none_or(|e| e.opponent.is_none() && e.result.is_absence()))
    };
    if columns > 0 && only_absences(columns - 1) { columns } else { columns + 1 }
}

/// Writes a round pairing into the players' round blocks (results left as
/// given by `result`), replacing whatever the round held for paired players.
pub fn record(
    trf: &mut Trf,
    round: usize,
    pairing: &RoundPairing,
    result: impl Fn(u32, u32) -> (ResultCode, ResultCode),
) {
    for p in &mut trf.players {
        while p.rounds.len() < round {
            p.rounds.push(RoundEntry { opponent: None, colour: None, result: ResultCode::ZeroPointBye });
        }
    }
    for b in &pairing.boards {
        let (w, bl) = result(b.white, b.black);
        set(trf, b.white, round, RoundEntry { opponent: Some(b.black), colour: Some(Colour::White), result: w });
        set(trf, b.black, round, RoundEntry { opponent: Some(b.white), colour: Some(Colour::Black), result: bl });
    }
    if let Some(bye) = pairing.bye {
        set(trf, bye, round, RoundEntry { opponent: None, colour: None, result: ResultCode::PairingAllocatedBye });
    }
}

fn set(trf: &mut Trf, start_no: u32, round: usize, entry: RoundEntry) {
    if let Some(p) = trf.players.iter_mut().find(|p| p.start_no == start_no) {
        p.rounds[round - 1] = entry;
    }
}
