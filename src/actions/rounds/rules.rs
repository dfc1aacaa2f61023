//! What an organiser adds to the pairing rules of a Swiss event: the
//! acceleration (none or the Baku method of C.04.7), virtual points entered
//! by hand, and prohibited pairings. Each change raises the tournament's
//! version (a proposal paired before it is out of date) and is logged.

use super::RoundRefusal;
use crate::actions::audit::{AuditEvent, VirtualPointsGroup, audit};
use crate::actions::pairing_rules::{Acceleration, SharedRule, numbered_for_pairing};
use crate::actions::{Failed, StoredEvent, refuse};
use crate::db::models::{PlayerRow, TournamentRow};
use crate::db::pairing_rules::NewVirtualPoints;
use crate::db::{self, DbConnection, PlayerId, UserId};

/// Refuses a round robin ([`RoundRefusal::NotFound`]): pairing rules are a
/// Swiss event's.
pub fn swiss_event(t: &TournamentRow) -> Result<(), Failed<RoundRefusal>> {
    match t.system().is_round_robin() {
        true => refuse(RoundRefusal::NotFound),
        false => Ok(()),
    }
}

/// The names of players, in pairing-number order (provisional before
/// round 1) when `players` are in it.
fn names(players: &[PlayerRow], ids: &[PlayerId]) -> Vec<String> {
    players.iter().filter(|p| ids.contains(&p.id)).map(|p| p.name.clone()).collect()
}

/// The players of an event in pairing-number order (provisional before round 1).
fn in_order(event: &StoredEvent) -> Vec<PlayerRow> {
    numbered_for_pairing(event.t.paired_rounds, &event.players, &event.rules.seeding)
        .into_iter()
        .map(|(_, p)| p)
        .collect()
}

/// Sets the acceleration of a Swiss event. The Baku group A is fixed now if
/// Refuses `refusal` when the event is in FIDE mode and round 1 is paired:
/// the rules that pair are set before the first round (Level 5).
fn before_round_one(t: &TournamentRow, refusal: RoundRefusal) -> Result<(), Failed<RoundRefusal>> {
    if t.fide_mode().is_on() && t.paired_rounds > 0 { refuse(refusal) } else { Ok(()) }
}

/// round 1 is paired, else when it is. Logged only if it changed.
pub fn set_acceleration(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    after: Acceleration,
) -> Result<(), Failed<RoundRefusal>> {
    swiss_event(t)?;
    let mut event = StoredEvent::load(conn, t.clone())?;
    if event.rules.acceleration != after {
        before_round_one(t, RoundRefusal::FideModeAcceleration)?;
    }
    let before = std::mem::replace(&mut event.rules.acceleration, after);
    event.rules.baku_last_player = None;
    let last = event.baku_group().filter(|_| event.t.paired_rounds > 0).map(|g| g.last);
    db::pairing_rules::set_acceleration(conn, t.id, after, last)?;
    if before != after {
        db::tournaments::touch(conn, t.id)?;
        let (before, after) = (before.code().to_string(), after.code().to_string());
        audit(conn, t.id, by, AuditEvent::AccelerationChanged { before, after })?;
    }
    Ok(())
}

fn audit_group(v: &NewVirtualPoints) -> VirtualPointsGroup {
    VirtualPointsGroup {
        points: v.points,
        first_round: v.first_round,
        last_round: v.last_round,
        first_player: v.first_player,
        last_player: v.last_player,
    }
}

/// Adds virtual points entered by hand (checked against the event's rounds
/// by the form that reads them).
pub fn add_virtual_points(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    group: NewVirtualPoints,
) -> Result<(), Failed<RoundRefusal>> {
    swiss_event(t)?;
    before_round_one(t, RoundRefusal::FideModeAcceleration)?;
    db::pairing_rules::add_virtual_points(conn, t.id, group)?;
    db::tournaments::touch(conn, t.id)?;
    audit(conn, t.id, by, AuditEvent::VirtualPoints { added: true, group: audit_group(&group) })?;
    Ok(())
}

/// Removes the group of virtual points `row_id` entered by hand.
pub fn delete_virtual_points(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    row_id: i32,
) -> Result<(), Failed<RoundRefusal>> {
    swiss_event(t)?;
    before_round_one(t, RoundRefusal::FideModeAcceleration)?;
    let Some(row) = db::pairing_rules::delete_virtual_points(conn, t.id, row_id)? else {
        return refuse(RoundRefusal::NotFound);
    };
    db::tournaments::touch(conn, t.id)?;
    audit(conn, t.id, by, AuditEvent::VirtualPoints { added: false, group: audit_group(&row.values()) })?;
    Ok(())
}

/// A prohibited pairing to store.
#[derive(Debug, Clone)]
pub struct NewProhibition {
    /// The rule; none for the players chosen.
    pub rule: Option<SharedRule>,
    /// The first and last round (checked against the event's rounds by the
    /// form that reads them).
    pub rounds: (i32, i32),
    /// The players chosen (none for a rule): at least two of the event's.
    pub players: Vec<PlayerId>,
}

/// Adds a prohibited pairing: a rule, or two or more of the event's players.
pub fn add_prohibition(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: NewProhibition,
) -> Result<(), Failed<RoundRefusal>> {
    swiss_event(t)?;
    before_round_one(t, RoundRefusal::FideModeProhibitions)?;
    let event = StoredEvent::load(conn, t.clone())?;
    let mut players = input.players;
    if input.rule.is_none() {
        if players.iter().any(|&id| event.player(id).is_none()) {
            return refuse(RoundRefusal::ProhibitionUnknownPlayer);
        }
        players.sort();
        players.dedup();
        if players.len() < 2 {
            return refuse(RoundRefusal::ProhibitionTooFew);
        }
    } else {
        players.clear();
    }
    db::pairing_rules::add_prohibition(conn, t.id, input.rounds, input.rule, &players)?;
    db::tournaments::touch(conn, t.id)?;
    let ((first_round, last_round), rule) = (input.rounds, input.rule.map_or("", SharedRule::code).to_string());
    let players = names(&in_order(&event), &players);
    audit(conn, t.id, by, AuditEvent::ProhibitedPairing { added: true, players, rule, first_round, last_round })?;
    Ok(())
}

/// Removes the prohibited pairing `row_id`.
pub fn delete_prohibition(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    row_id: i32,
) -> Result<(), Failed<RoundRefusal>> {
    swiss_event(t)?;
    before_round_one(t, RoundRefusal::FideModeProhibitions)?;
    let event = StoredEvent::load(conn, t.clone())?;
    let Some(row) = db::pairing_rules::delete_prohibition(conn, t.id, row_id)? else {
        return refuse(RoundRefusal::NotFound);
    };
    db::tournaments::touch(conn, t.id)?;
    let (first_round, last_round, rule) =
        (row.first_round, row.last_round, row.rule.map_or("", SharedRule::code).to_string());
    let players = names(&in_order(&event), &row.players);
    audit(conn, t.id, by, AuditEvent::ProhibitedPairing { added: false, players, rule, first_round, last_round })?;
    Ok(())
}
