//! The Berger numbers of a round robin (C.05 Annex 1; checklist Q95): set
//! before the schedule is paired, by hand or drawn by lot, or left to FIDE
//! order (rating, title, name). Pairing the schedule takes the numbers set
//! when they number every player once; otherwise FIDE order.

use super::{RoundRefusal, locked};
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse, seeding_key};
use crate::db::models::{PlayerRow, TournamentRow};
use crate::db::rating_methods::Seeding;
use crate::db::{self, DbConnection, PlayerId, UserId};
use crate::pairing::round_robin::numbers_by_lot;
use crate::tournament::{SeedingKey, System, fide_order};

/// How the Berger numbers are chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BergerNumbers {
    /// The arbiter's numbers: each player of the schedule with one number,
    /// every number from 1 to the number of players once.
    ByHand(Vec<(PlayerId, i32)>),
    /// Drawn by lot with this seed (kept in the audit log, so that the draw
    /// can be made again and checked).
    ByLot(u64),
    /// None set: the schedule numbers players in FIDE order.
    FideOrder,
}

/// Why Berger numbers cannot be set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BergerRefusal {
    /// The event is not a round robin of individuals.
    NotRoundRobin,
    /// The schedule is paired: its numbers are fixed.
    AlreadyPaired,
    /// The numbers given do not number every player of the schedule once
    /// from 1 (a number missing, twice, out of range, or a player left out).
    NotEachNumberOnce,
}

impl BergerRefusal {
    /// The message key.
    pub fn message_key(self) -> &'static str {
        match self {
            BergerRefusal::NotRoundRobin => "berger-not-round-robin",
            BergerRefusal::AlreadyPaired => "berger-already-paired",
            BergerRefusal::NotEachNumberOnce => "berger-each-number-once",
        }
    }
}

impl From<BergerRefusal> for RoundRefusal {
    fn from(refusal: BergerRefusal) -> Self {
        RoundRefusal::Berger(refusal)
    }
}

/// The players a round robin's schedule pairs: those not withdrawn before round 1.
pub fn scheduled_players(players: &[PlayerRow]) -> Vec<&PlayerRow> {
    players.iter().filter(|p| p.withdrawn_from_round.is_none_or(|r| r > 1)).collect()
}

/// The players of a round robin's schedule (`players`, the scheduled ones)
/// in Berger number order: by the numbers set, by hand or by lot, when they
/// number every player once from 1; otherwise in FIDE order. Says which.
pub fn berger_order<'a>(players: &[&'a PlayerRow]) -> (Vec<&'a PlayerRow>, bool) {
    let numbers: Option<Vec<(PlayerId, i32)>> = players.iter().map(|p| Some((p.id, p.pairing_no?))).collect();
    if numbers.is_some_and(|numbers| each_number_once(&numbers)) {
        let mut order = players.to_vec();
        order.sort_by_key(|p| p.pairing_no);
        return (order, true);
    }
    (in_fide_order(players), false)
}

/// `players` in FIDE order (FIDE rating, title, name): a round robin's
/// Berger numbers, when not drawn or set by hand, follow the FIDE ratings
/// whatever rating seeds a Swiss event.
fn in_fide_order<'a>(players: &[&'a PlayerRow]) -> Vec<&'a PlayerRow> {
    let keys: Vec<SeedingKey> = players.iter().map(|p| seeding_key(p, &Seeding::default())).collect();
    fide_order(&keys).into_iter().map(|i| players[i]).collect()
}

/// Whether `numbers` holds every number from 1 to its length once.
fn each_number_once(numbers: &[(PlayerId, i32)]) -> bool {
    let mut seen = vec![false; numbers.len()];
    numbers.iter().all(|&(_, no)| {
        let slot = usize::try_from(no).ok().and_then(|no| no.checked_sub(1)).and_then(|i| seen.get_mut(i));
        slot.is_some_and(|slot| !std::mem::replace(slot, true))
    })
}

/// Chooses whether the double round robin `t` plays the last two rounds of
/// its first cycle in reverse order (FIDE's recommendation, so that nobody
/// has the same colour three times in a row across the cycles; checklist
/// Q98), before its schedule is paired; logged when it changes.
pub fn set_reverse_last_two(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    reverse: bool,
) -> Result<(), Failed<RoundRefusal>> {
    let t = locked(conn, t)?;
    if t.system() != System::DoubleRoundRobin || db::teams::settings(conn, t.id)?.is_some() {
        return refuse(BergerRefusal::NotRoundRobin.into());
    }
    if t.paired_rounds > 0 {
        return refuse(BergerRefusal::AlreadyPaired.into());
    }
    if t.rr_reverse_last_two != reverse {
        db::tournaments::set_rr_reverse_last_two(conn, t.id, reverse)?;
        audit(conn, t.id, by, AuditEvent::LastTwoRoundsOrder { reversed: reverse })?;
    }
    Ok(())
}

/// Sets (or clears) the Berger numbers of the round robin `t` before its
/// schedule is paired; logged. Takes the tournament's lock: pairing the
/// schedule meanwhile is then seen, and refused here.
pub fn set_berger_numbers(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    choice: BergerNumbers,
) -> Result<(), Failed<RoundRefusal>> {
    let t = locked(conn, t)?;
    if !t.system().is_round_robin() || db::teams::settings(conn, t.id)?.is_some() {
        return refuse(BergerRefusal::NotRoundRobin.into());
    }
    if t.paired_rounds > 0 {
        return refuse(BergerRefusal::AlreadyPaired.into());
    }
    let players = db::players::for_tournament(conn, t.id)?;
    let scheduled = scheduled_players(&players);
    let (numbers, logged) = match choice {
        BergerNumbers::ByHand(numbers) => {
            let covers = |p: &&PlayerRow| numbers.iter().filter(|(id, _)| *id == p.id).count() == 1;
            if numbers.len() != scheduled.len() || !scheduled.iter().all(covers) || !each_number_once(&numbers) {
                return refuse(BergerRefusal::NotEachNumberOnce.into());
            }
            (numbers, AuditEvent::BergerNumbersSet { seed: None })
        }
        BergerNumbers::ByLot(seed) => {
            // Drawn for the players in FIDE order, so that the seed alone repeats the draw.
            let drawn = numbers_by_lot(scheduled.len(), seed);
            let numbers = in_fide_order(&scheduled).into_iter().zip(drawn).map(|(p, no)| (p.id, no as i32)).collect();
            (numbers, AuditEvent::BergerNumbersSet { seed: Some(seed) })
        }
        BergerNumbers::FideOrder => (Vec::new(), AuditEvent::BergerNumbersCleared),
    };
    db::players::clear_pairing_numbers(conn, t.id)?;
    db::players::set_pairing_numbers(conn, &numbers)?;
    audit(conn, t.id, by, logged)?;
    Ok(())
}
