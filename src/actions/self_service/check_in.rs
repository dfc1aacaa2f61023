//! Check-in for the next round (issue 56): players check in through their
//! personal link within the window the arbiter set, or an arbiter checks
//! them in; before pairing, the arbiter may leave out everyone who has not
//! checked in (each gets a zero-point bye request, as an announced absence).

use super::check_in_open;
use crate::actions::audit::{AuditEvent, audit_by};
use crate::actions::rounds::{ByeRequest, RoundRefusal, request_bye};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::self_service::SelfService;
use crate::db::{self, DbConnection, PlayerId, UserId};
use crate::tournament::ByeKind;
use chrono::NaiveDateTime;

/// Why a check-in is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckInRefusal {
    /// The event does not ask players to check in.
    NotAsked,
    /// Check-in for the round has not opened yet.
    NotYet,
    /// The round is paired (or being paired), or the event has no further round.
    RoundClosed,
    /// The player has withdrawn.
    Withdrawn,
    /// The player is out of the round already: a bye is requested for it
    /// (asked for, or given for not checking in). Only an arbiter takes it back.
    HasBye,
}

/// Whether `player` has a bye requested for `round` (and so is not paired in it).
pub fn has_bye(
    conn: &mut DbConnection,
    t: &TournamentRow,
    player: PlayerId,
    round: i32,
) -> Result<bool, diesel::result::Error> {
    Ok(db::byes::for_round(conn, t.id, round)?.iter().any(|b| b.player_id == player))
}

/// The round check-in is for: the next one to pair, if the event has one
/// and it is not proposed yet.
pub fn check_in_round(conn: &mut DbConnection, t: &TournamentRow) -> Result<Option<i32>, diesel::result::Error> {
    let next = t.paired_rounds + 1;
    let drafted = !db::boards::for_round(conn, t.id, next)?.is_empty();
    Ok((next <= t.rounds && !drafted).then_some(next))
}

/// Checks `player` in for the next round: by the player (`by` none),
/// within the window, or by an arbiter at any time before the pairing.
/// Checking in twice changes nothing. Whether it was new.
pub fn check_in(
    conn: &mut DbConnection,
    t: &TournamentRow,
    player: PlayerId,
    by: Option<UserId>,
    now: NaiveDateTime,
) -> Result<bool, Failed<CheckInRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let settings = db::self_service::of(conn, t.id)?;
    if by.is_none() && !settings.check_in {
        return refuse(CheckInRefusal::NotAsked);
    }
    let Some(round) = check_in_round(conn, t)? else { return refuse(CheckInRefusal::RoundClosed) };
    let Some(row) = db::players::by_id(conn, t.id, player)? else { return refuse(CheckInRefusal::NotAsked) };
    if row.withdrawn_from_round.is_some_and(|r| r <= round) {
        return refuse(CheckInRefusal::Withdrawn);
    }
    if has_bye(conn, t, player, round)? {
        return refuse(CheckInRefusal::HasBye);
    }
    let starts = db::tournaments::round_start(conn, t.id, round)?;
    if by.is_none() && !check_in_open(starts, settings.check_in_minutes, now) {
        return refuse(CheckInRefusal::NotYet);
    }
    if !db::check_ins::check_in(conn, t.id, (player, round), by.is_some(), now)? {
        return Ok(false);
    }
    let event = AuditEvent::CheckIn { player: row.name, round, by_arbiter: by.is_some(), undone: false };
    audit_by(conn, t.id, by, event)?;
    Ok(true)
}

/// Takes an arbiter's or a player's check-in for the next round back (an arbiter's action).
pub fn undo_check_in(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    player: PlayerId,
) -> Result<bool, Failed<CheckInRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(round) = check_in_round(conn, t)? else { return refuse(CheckInRefusal::RoundClosed) };
    let Some(row) = db::players::by_id(conn, t.id, player)? else { return refuse(CheckInRefusal::NotAsked) };
    if !db::check_ins::undo(conn, player, round)? {
        return Ok(false);
    }
    audit_by(conn, t.id, Some(by), AuditEvent::CheckIn { player: row.name, round, by_arbiter: true, undone: true })?;
    Ok(true)
}

/// The players of the next round who have not checked in: registered, not
/// withdrawn before it, without a bye already requested for it.
fn not_checked_in(
    conn: &mut DbConnection,
    t: &TournamentRow,
    round: i32,
) -> Result<Vec<PlayerId>, diesel::result::Error> {
    let checked: Vec<PlayerId> = db::check_ins::for_round(conn, t.id, round)?.into_iter().map(|(p, _)| p).collect();
    let byes: Vec<PlayerId> = db::byes::for_round(conn, t.id, round)?.into_iter().map(|b| b.player_id).collect();
    Ok(db::players::for_tournament(conn, t.id)?
        .into_iter()
        .filter(|p| p.withdrawn_from_round.is_none_or(|r| r > round))
        .map(|p| p.id)
        .filter(|id| !checked.contains(id) && !byes.contains(id))
        .collect())
}

/// The players not checked in for `round` who may be left out of it now:
/// none before the players' check-in window for it opens (they could not
/// have checked in yet).
pub fn absent_now(
    conn: &mut DbConnection,
    (t, settings): (&TournamentRow, &SelfService),
    round: i32,
    now: NaiveDateTime,
) -> Result<Vec<PlayerId>, diesel::result::Error> {
    let starts = db::tournaments::round_start(conn, t.id, round)?;
    if !settings.check_in || !check_in_open(starts, settings.check_in_minutes, now) {
        return Ok(Vec::new());
    }
    not_checked_in(conn, t, round)
}

/// Leaves every player who has not checked in out of the next round, once
/// its check-in window is open: a zero-point bye request each, through the
/// arbiter's bye action. How many (none before the window opens).
pub fn leave_out_absent(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    now: NaiveDateTime,
) -> Result<usize, Failed<RoundRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(round) = check_in_round(conn, t)? else { return refuse(RoundRefusal::ByeRound) };
    let settings = db::self_service::of(conn, t.id)?;
    let absent = absent_now(conn, (t, &settings), round, now)?;
    for &player in &absent {
        request_bye(conn, by, t, ByeRequest { player, round, kind: Some(ByeKind::ZeroPoint), confirmed: false })?;
    }
    Ok(absent.len())
}
