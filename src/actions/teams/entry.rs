//! Entering a team (before round 1, or late), editing its names and
//! captain, and withdrawing it from a round on.

use super::{Done, MAX_TEAMS, TeamRefusal, check_fields, first_open_round};
use crate::actions::audit::{AuditEvent, audit, audit_all};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::teams::{TeamFields, TeamRow};
use crate::db::{self, DbConnection, TeamId, UserId};

/// A team to enter, as the form gives it.
#[derive(Debug, Clone)]
pub struct NewTeam {
    /// Its fields.
    pub fields: TeamFields,
    /// The form's token: the newest team when the form was shown. A team
    /// entered since with the same fields means the form was sent twice.
    pub entered_after: Option<TeamId>,
}

/// A change to a team's fields, made on the team as the arbiter saw it.
#[derive(Debug, Clone)]
pub struct TeamEdit {
    /// The team.
    pub team: TeamId,
    /// The version the arbiter saw.
    pub version: i32,
    /// The new fields.
    pub fields: TeamFields,
}

/// A team's withdrawal from a round on (none: taken back), made on the
/// team as the arbiter saw it.
#[derive(Debug, Clone, Copy)]
pub struct TeamWithdrawal {
    /// The team.
    pub team: TeamId,
    /// The version the arbiter saw.
    pub version: i32,
    /// The first round it misses; none reinstates it.
    pub from_round: Option<i32>,
}

/// Whether two names are the same team's (case and surrounding spaces aside).
pub(super) fn same_name(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

/// The team settings must exist: refused otherwise.
fn team_event(conn: &mut DbConnection, t: &TournamentRow) -> Result<(), Failed<TeamRefusal>> {
    match db::teams::settings(conn, t.id)? {
        Some(_) => Ok(()),
        None => refuse(TeamRefusal::NotATeamEvent),
    }
}

/// Enters a team in `t` with the next team pairing number (a late entry
/// takes the next free number, as a late player does). Refused when the
/// event is not a team event, the name is missing, refused or taken, the
/// form was sent twice, the event is full, or entry is closed: a round
/// robin once scheduled, any event while a proposed round waits
/// ([`TeamRefusal::EntryClosed`]). Returns the new team's id.
pub fn add_team(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: NewTeam,
) -> Result<TeamId, Failed<TeamRefusal>> {
    team_event(conn, t)?;
    db::tournaments::lock(conn, t.id)?;
    check_fields(&input.fields).map_err(Failed::Refused)?;
    let teams = db::teams::for_tournament(conn, t.id)?;
    if let Some(after) = input.entered_after
        && let Some(team) = teams.iter().find(|team| team.id > after && team.fields() == input.fields)
    {
        return refuse(TeamRefusal::SentTwice { name: team.name.clone() });
    }
    if let Some(team) = teams.iter().find(|team| same_name(&team.name, &input.fields.name)) {
        return refuse(TeamRefusal::NameTaken { name: team.name.clone() });
    }
    if teams.len() >= MAX_TEAMS {
        return refuse(TeamRefusal::TooManyTeams);
    }
    let scheduled = t.paired_rounds > 0 && t.system().is_round_robin();
    if scheduled || first_open_round(conn, t)? != t.paired_rounds + 1 {
        return refuse(TeamRefusal::EntryClosed);
    }
    let tpn = teams.iter().map(|team| team.tpn).max().unwrap_or(0) + 1;
    let id = db::teams::insert(conn, t.id, tpn, &input.fields)?;
    audit(conn, t.id, by, AuditEvent::TeamAdded { team: input.fields.name, tpn })?;
    Ok(id)
}

/// A team of `t`, or [`TeamRefusal::UnknownTeam`].
pub(super) fn team(conn: &mut DbConnection, t: &TournamentRow, id: TeamId) -> Result<TeamRow, Failed<TeamRefusal>> {
    match db::teams::by_id(conn, t.id, id)? {
        Some(team) => Ok(team),
        None => refuse(TeamRefusal::UnknownTeam),
    }
}

/// Saves a team's new fields, each change logged; fields already so are
/// [`Done::Unchanged`]. Refused when the team changed since it was read,
/// or the name is missing, refused or another team's.
pub fn edit_team(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    edit: TeamEdit,
) -> Result<Done, Failed<TeamRefusal>> {
    let stored = team(conn, t, edit.team)?;
    if stored.fields() == edit.fields {
        return Ok(Done::Unchanged);
    }
    check_fields(&edit.fields).map_err(Failed::Refused)?;
    let teams = db::teams::for_tournament(conn, t.id)?;
    if let Some(other) = teams.iter().find(|o| o.id != stored.id && same_name(&o.name, &edit.fields.name)) {
        return refuse(TeamRefusal::NameTaken { name: other.name.clone() });
    }
    if !db::teams::update(conn, stored.id, edit.version, &edit.fields)? {
        return refuse(TeamRefusal::ChangedMeanwhile);
    }
    audit_all(conn, t.id, by, AuditEvent::team_changes(&stored, &edit.fields))?;
    Ok(Done::Changed)
}

/// Withdraws a team from a round on, or takes the withdrawal back; already
/// so is [`Done::Unchanged`]. The round is one not yet paired (nor
/// proposed) and at most the event's last ([`TeamRefusal::WithdrawalRound`]).
/// Refused when the team changed since it was read.
pub fn withdraw_team(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: TeamWithdrawal,
) -> Result<Done, Failed<TeamRefusal>> {
    let stored = team(conn, t, input.team)?;
    if stored.withdrawn_from == input.from_round {
        return Ok(Done::Unchanged);
    }
    if let Some(round) = input.from_round {
        let (first, last) = (first_open_round(conn, t)?, t.rounds);
        if round < first || round > last {
            return refuse(TeamRefusal::WithdrawalRound { first, last });
        }
    }
    if !db::teams::set_withdrawn(conn, stored.id, input.version, input.from_round)? {
        return refuse(TeamRefusal::ChangedMeanwhile);
    }
    audit(conn, t.id, by, AuditEvent::TeamWithdrawn { team: stored.name, from_round: input.from_round })?;
    Ok(Done::Changed)
}
