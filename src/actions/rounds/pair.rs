//! Pairing a round: a Swiss round in two phases (a snapshot, the engine on
//! it outside any transaction, the proposal stored if nothing changed
//! meanwhile), a round robin's whole schedule at once.

use super::job::{JobKey, finish_pairing_job};
use super::{RoundRefusal, draft_event, locked, refuse_if_paired_meanwhile};
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::tournaments::record_breach;
use crate::actions::{
    Failed, PAIRED_BY_HAND, PairRefusal, ProposedRound, StoredEvent, pairing_text, propose_round_reporting, refuse,
    start_round_by_hand,
};
use crate::db::byes::ByeRequestRow;
use crate::db::models::TournamentRow;
use crate::db::store::Store;
use crate::db::{self, DbConnection, DbError, UserId};
use crate::pairing::dutch::Progress;
use crate::tournament::{Breach, BreachKind, System};
use chrono::NaiveDateTime;

/// Refuses to pair players one by one in a team event: its teams are paired.
fn refuse_if_team_event(conn: &mut DbConnection, t: &TournamentRow) -> Result<(), Failed<RoundRefusal>> {
    match db::teams::settings(conn, t.id)? {
        Some(_) => refuse(RoundRefusal::Pair(PairRefusal::TeamEvent)),
        None => Ok(()),
    }
}

/// Which round a Swiss pairing pairs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// The next round; with the round the arbiter's page offered to pair,
    /// when the form said (another arbiter pairing it first is then
    /// [`RoundRefusal::PairedMeanwhile`], however the two requests fall in time).
    Next(Option<i32>),
    /// The waiting draft of this round, paired again.
    Again(i32),
}

impl Target {
    /// The draft round paired again, if any.
    fn replacing(self) -> Option<i32> {
        match self {
            Target::Again(round) => Some(round),
            Target::Next(_) => None,
        }
    }
}

/// What the engine pairs from: the event as stored (a draft paired again
/// left out), the round's requested byes, and a fingerprint of the
/// tournament to tell whether it changed before the proposal is stored.
pub struct PairingSnapshot {
    /// The event as stored.
    pub event: StoredEvent,
    /// The requested byes of the round to pair.
    pub requests: Vec<ByeRequestRow>,
    fingerprint: [i64; 7],
    target: Target,
}

/// Reads what pairing `target` needs, in a read transaction (without the
/// write lock): refuses a draft that is not waiting ([`RoundRefusal::NotFound`])
/// or a round offered but paired meanwhile.
pub fn pairing_snapshot(
    conn: &mut DbConnection,
    t: TournamentRow,
    target: Target,
) -> Result<PairingSnapshot, Failed<RoundRefusal>> {
    let id = t.id;
    refuse_if_team_event(conn, &t)?;
    let mut event = match target {
        Target::Again(round) => draft_event(conn, t, round)?,
        Target::Next(offered) => {
            if let Some(round) = offered {
                refuse_if_paired_meanwhile(conn, &t, round)?;
            }
            StoredEvent::load(conn, t)?
        }
    };
    let requests = db::byes::for_round(conn, id, event.t.paired_rounds + 1)?;
    let fingerprint = db::tournaments::fingerprint(conn, id)?;
    if target.replacing().is_some() {
        event.draft.clear();
    }
    Ok(PairingSnapshot { event, requests, fingerprint, target })
}

impl PairingSnapshot {
    /// Runs the Dutch engine on the snapshot, saying in `progress` how far
    /// it is. Touches no database: run it outside any transaction.
    pub fn propose(self, progress: &Progress) -> Result<Proposal, PairRefusal> {
        let proposed = propose_round_reporting(&self.event, &self.requests, progress)?;
        Ok(Proposal { proposed, requests: self.requests, fingerprint: self.fingerprint, target: self.target })
    }
}

/// The engine's proposal, with what it was computed from.
pub struct Proposal {
    proposed: ProposedRound,
    requests: Vec<ByeRequestRow>,
    fingerprint: [i64; 7],
    target: Target,
}

/// A proposal to store, as the end of its pairing job.
pub struct StoreProposal {
    /// The proposal.
    pub proposal: Proposal,
    /// The pairing job that computed it.
    pub job: JobKey,
    /// The score brackets paired and in all.
    pub brackets: (usize, usize),
    /// Now.
    pub now: NaiveDateTime,
}

/// What storing a proposal did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stored {
    /// The round's draft is stored.
    Round(i32),
    /// The tournament (or the round's requested byes) changed since the
    /// snapshot: nothing was stored; pair again.
    Stale,
}

/// Whether two lists of requested byes are the same requests.
fn same_requests(a: &[ByeRequestRow], b: &[ByeRequestRow]) -> bool {
    let key = |r: &ByeRequestRow| (r.player_id, r.kind);
    a.len() == b.len() && a.iter().map(key).eq(b.iter().map(key))
}

/// Stores the proposed round of a Swiss event as a draft (published rounds
/// untouched), or in place of the waiting draft it pairs again: the
/// pairing numbers, the Baku group A fixed with round 1, the boards, what
/// the round was paired from, the end of the pairing job, and the audit
/// entry, with the tournament's lock taken (another arbiter pairing the
/// same round waits, then finds it paired). Nothing is stored ([`Stored::Stale`]) when anything changed since the
/// snapshot; a round paired meanwhile, or a job taken over by another
/// attempt, is refused.
pub fn store_proposed_round(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: StoreProposal,
) -> Result<Stored, Failed<RoundRefusal>> {
    let t = &locked(conn, t)?;
    let Proposal { proposed, requests, fingerprint, target } = input.proposal;
    let id = t.id;
    if let Target::Next(offered) = target {
        refuse_if_paired_meanwhile(conn, t, offered.unwrap_or(proposed.round))?;
    }
    let now = db::byes::for_round(conn, id, t.paired_rounds + 1)?;
    if db::tournaments::fingerprint(conn, id)? != fingerprint || !same_requests(&now, &requests) {
        return Ok(Stored::Stale);
    }
    // The job's end first: an attempt taken over stores nothing.
    finish_pairing_job(conn, input.job, input.brackets, input.now)?;
    if let Some(round) = target.replacing() {
        db::boards::delete_round(conn, id, round)?;
    }
    let engine = pairing_text(proposed.boards.iter().map(|b| (b.board_no, b.white_id, b.black_id, b.result)));
    store_draft(conn, id, &proposed, &engine)?;
    let (round, boards) = (proposed.round, proposed.boards.len());
    audit(conn, id, by, AuditEvent::RoundProposed { round, boards })?;
    Ok(Stored::Round(round))
}

/// Stores a proposed round as the draft: its pairing numbers, the Baku
/// group A fixed with round 1, its boards, and what it was paired from
/// beside the engine's pairing (`engine`, or [`PAIRED_BY_HAND`]).
fn store_draft(
    conn: &mut DbConnection,
    id: crate::db::TournamentId,
    proposed: &ProposedRound,
    engine: &str,
) -> Result<(), diesel::result::Error> {
    db::players::set_pairing_numbers(conn, &proposed.numbers)?;
    if let (1, Some(last)) = (proposed.round, proposed.baku_last) {
        db::pairing_rules::fix_baku_group(conn, id, last)?;
    }
    db::boards::insert_all(conn, &proposed.boards)?;
    db::round_inputs::store(conn, id, proposed.round, (&proposed.made_from.to_stored(), engine))
}

/// Starts the next round of a Swiss event for pairing by hand, as the draft
/// ([`start_round_by_hand`]: players in score order, each rule the start
/// breaks named on the draft page): for a round the engine cannot pair
/// (checklist Q63), or one the arbiter pairs by hand. No engine pairing is
/// kept with it, so publishing it is a manual pairing adjustment (MPA).
/// `offered`: the round the arbiter's page offered (a round paired
/// meanwhile is refused). Takes the tournament's lock.
pub fn start_by_hand(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    offered: i32,
) -> Result<i32, Failed<RoundRefusal>> {
    let t = locked(conn, t)?;
    refuse_if_team_event(conn, &t)?;
    refuse_if_paired_meanwhile(conn, &t, offered)?;
    let requests = db::byes::for_round(conn, t.id, t.paired_rounds + 1)?;
    let id = t.id;
    let event = StoredEvent::load(conn, t)?;
    let proposed = match start_round_by_hand(&event, &requests) {
        Ok(proposed) => proposed,
        Err(refusal) => return refuse(RoundRefusal::Pair(refusal)),
    };
    store_draft(conn, id, &proposed, PAIRED_BY_HAND)?;
    let (round, boards) = (proposed.round, proposed.boards.len());
    audit(conn, id, by, AuditEvent::RoundStartedByHand { round, boards })?;
    Ok(round)
}

/// How often the next round is paired again when the tournament changed
/// while the engine ran, before the arbiter is asked to try again.
pub const PAIRING_ATTEMPTS: usize = 3;

/// A Swiss round to pair, as the pairing job `job` of `by`.
#[derive(Debug, Clone, Copy)]
pub struct PairNext {
    /// The job the pairing is the attempt of.
    pub job: JobKey,
    /// Who pairs.
    pub by: UserId,
    /// The next round, or the waiting draft again.
    pub target: Target,
}

/// Pairs the next round of a Swiss event, or the waiting draft again
/// ([`Target::Again`]), as a pairing job: the snapshot is read without the
/// write lock ([`pairing_snapshot`]; a 1000-player round takes seconds,
/// and result entry and public pages must not wait for it), the engine runs
/// on it outside any transaction, saying in `progress` how far it is, and
/// the proposal is stored with the job's end in one short transaction
/// ([`store_proposed_round`], which takes the tournament's lock and stores
/// nothing if anything changed meanwhile): then it is paired again, up to
/// [`PAIRING_ATTEMPTS`] times. `writable` reads the tournament for the
/// writer, or says why they may not write it (the caller's authorization,
/// asked again in each transaction); `now` is the time at each store.
/// Runs on a worker thread, never in a request. Returns the round paired,
/// or why it was refused.
pub fn pair_next<E>(
    store: &Store,
    input: PairNext,
    writable: impl Fn(&mut DbConnection) -> Result<TournamentRow, E>,
    progress: &Progress,
    now: impl Fn() -> NaiveDateTime,
) -> Result<Result<i32, RoundRefusal>, E>
where
    E: From<DbError> + From<diesel::result::Error>,
{
    let PairNext { job, by, target } = input;
    for _ in 0..PAIRING_ATTEMPTS {
        let snapshot = store.read(|c| {
            let t = writable(c)?;
            Failed::split::<_, E>(pairing_snapshot(c, t, target))
        })?;
        let snapshot = match snapshot {
            Ok(snapshot) => snapshot,
            Err(refusal) => return Ok(Err(refusal)),
        };
        let proposal = match snapshot.propose(progress) {
            Ok(proposal) => proposal,
            Err(refusal) => return Ok(Err(RoundRefusal::Pair(refusal))),
        };
        let input = StoreProposal { proposal, job, brackets: progress.brackets(), now: now() };
        let stored = store.write(|c| {
            let t = writable(c)?;
            Failed::split::<_, E>(store_proposed_round(c, by, &t, input))
        })?;
        match stored {
            Ok(Stored::Round(round)) => return Ok(Ok(round)),
            Ok(Stored::Stale) => {}
            Err(refusal) => return Ok(Err(refusal)),
        }
    }
    Ok(Err(RoundRefusal::KeptChanging))
}

/// Stores a round robin's schedule: pairing numbers, every round's boards,
/// published, with the audit entry.
fn store_round_robin(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    schedule: &crate::actions::RoundRobinSchedule,
) -> Result<(), diesel::result::Error> {
    // A player withdrawn before round 1 keeps no Berger number set earlier.
    db::players::clear_pairing_numbers(conn, t.id)?;
    db::players::set_pairing_numbers(conn, &schedule.numbers)?;
    db::boards::insert_all(conn, &schedule.boards)?;
    db::tournaments::set_paired(conn, t.id, schedule.rounds, schedule.rounds)?;
    let (last, boards) = (schedule.rounds, schedule.boards.len());
    audit(conn, t.id, by, AuditEvent::RoundsPaired { first: 1, last, boards })
}

/// Pairs a round robin by hand (checklist Q100, Q101): `rounds` by Berger
/// number, every round at once, published once checked to be a complete
/// round robin (each pair meets once a cycle, everyone plays each round,
/// one rests when the field is odd). A schedule other than the Berger
/// tables' is confirmed first (`confirmed`) and recorded for FIDE as a
/// manual pairing (`### MPA`).
pub fn pair_round_robin_by_hand(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    rounds: &[crate::pairing::hand_schedule::HandRound],
    confirmed: bool,
) -> Result<i32, Failed<RoundRefusal>> {
    use crate::pairing::{hand_schedule, round_robin};
    let t = &locked(conn, t)?;
    refuse_if_team_event(conn, t)?;
    let players = db::players::for_tournament(conn, t.id)?;
    let ordered =
        crate::actions::round_robin_players(t, &players).map_err(RoundRefusal::Pair).map_err(Failed::Refused)?;
    if ordered.len() > super::MAX_HAND_SCHEDULE_PLAYERS {
        return refuse(RoundRefusal::HandScheduleTooLarge);
    }
    let (n, double) = (ordered.len() as u32, t.system() == System::DoubleRoundRobin);
    let problems = hand_schedule::check(n, if double { 2 } else { 1 }, rounds);
    if !problems.is_empty() {
        return refuse(RoundRefusal::HandSchedule(problems));
    }
    let boards = hand_schedule::boards(n, rounds);
    let tables = round_robin::schedule(n, double, double && t.rr_reverse_last_two);
    let as_tables = boards == tables;
    if !as_tables && !confirmed {
        return refuse(RoundRefusal::HandScheduleNotConfirmed);
    }
    store_round_robin(conn, by, t, &crate::actions::round_robin_boards(t, &ordered, &boards))?;
    if !as_tables {
        let detail = "a round-robin schedule made by hand".to_string();
        record_breach(conn, by, t.id, &Breach { kind: BreachKind::ManualPairing, round: 1, detail })?;
    }
    Ok(1)
}

/// Pairs a round robin: every round at once, numbered in FIDE order, and
/// published. `offered`: the round the arbiter's page offered to pair (a
/// round paired meanwhile is refused). Takes the tournament's lock: a
/// second arbiter pressing the button meanwhile (perhaps on another
/// instance) waits, then finds the rounds paired. Returns the first round.
pub fn pair_round_robin(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    offered: Option<i32>,
) -> Result<i32, Failed<RoundRefusal>> {
    let t = &locked(conn, t)?;
    refuse_if_team_event(conn, t)?;
    if let Some(round) = offered {
        refuse_if_paired_meanwhile(conn, t, round)?;
    }
    let players = db::players::for_tournament(conn, t.id)?;
    let schedule = match crate::actions::pair_round_robin(t, &players) {
        Ok(schedule) => schedule,
        Err(refusal) => return refuse(RoundRefusal::Pair(refusal)),
    };
    store_round_robin(conn, by, t, &schedule)?;
    Ok(1)
}
