//! The record of a round pairing in the tournament's record.

use super::RoundPairing;
use crate::tournament::{Color, Event, PairingNumber, RoundRecord, RoundResult};

/// Writes a round pairing into the players' records (results left as
/// given by `result`), replacing whatever the round held for paired players.
pub fn record(
    event: &mut Event,
    round: usize,
    pairing: &RoundPairing,
    result: impl Fn(PairingNumber, PairingNumber) -> (RoundResult, RoundResult),
) {
    for p in &mut event.players {
        while p.rounds.len() < round {
            p.rounds.push(RoundRecord::ABSENT);
        }
    }
    for b in &pairing.boards {
        let (w, bl) = result(b.white, b.black);
        set(event, b.white, round, RoundRecord { opponent: Some(b.black), colour: Some(Color::White), result: w });
        set(event, b.black, round, RoundRecord { opponent: Some(b.white), colour: Some(Color::Black), result: bl });
    }
    if let Some(bye) = pairing.bye {
        let pab = RoundRecord { opponent: None, colour: None, result: RoundResult::PairingAllocatedBye };
        set(event, bye, round, pab);
    }
}

fn set(event: &mut Event, start_no: PairingNumber, round: usize, record: RoundRecord) {
    if let Some(p) = event.players.iter_mut().find(|p| p.start_no == start_no) {
        p.rounds[round - 1] = record;
    }
}
