//! Captains entering their own team's line-up (issue 36, item 3): where
//! the event allows it, each team has a secret captain link; through it
//! the captain sees the team's match of the current round and sets its
//! line-up with the arbiter's own action ([`set_line_up`]), until a result
//! of the match is in. The arbiter can make a team's link anew, which
//! stops the old one.

use super::rounds::{LineUpAuthor, LineUpEntry, match_unplayed, set_line_up};
use super::{Done, StoredTeams, TeamRefusal};
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, StoredEvent, refuse};
use crate::db::models::TournamentRow;
use crate::db::team_rounds::TeamMatchRow;
use crate::db::teams::TeamRow;
use crate::db::{self, DbConnection, TeamId, UserId};

/// What a captain's page shows, read through the team's captain link.
pub struct CaptainView {
    /// The stored event.
    pub event: StoredEvent,
    /// Its teams.
    pub teams: StoredTeams,
    /// The captain's team.
    pub team: TeamRow,
    /// The current round: the proposed one, else the last published (0: none yet).
    pub round: i32,
    /// The team's match in it (none: not paired, or the bye or a rest round).
    pub opponent_match: Option<TeamMatchRow>,
    /// Why the line-up cannot be entered now, if so (a result is in).
    pub closed: Option<TeamRefusal>,
}

/// The current round of a team event: the proposed round while one waits,
/// else the last published one.
fn current_round(t: &TournamentRow, teams: &StoredTeams) -> i32 {
    let proposed = t.paired_rounds + 1;
    if teams.round(proposed).next().is_some() { proposed } else { t.paired_rounds }
}

/// The team whose captain link carries `token`, if the event lets captains
/// enter line-ups; else [`TeamRefusal::NoCaptainLink`].
fn captain_team(conn: &mut DbConnection, t: &TournamentRow, token: &str) -> Result<TeamRow, Failed<TeamRefusal>> {
    let allowed = db::teams::settings(conn, t.id)?.is_some_and(|s| s.fields.captains_line_ups);
    if !allowed || !crate::auth::could_be_token(token) {
        return refuse(TeamRefusal::NoCaptainLink);
    }
    match db::teams::by_captain_token(conn, t.id, token)? {
        Some(team) => Ok(team),
        None => refuse(TeamRefusal::NoCaptainLink),
    }
}

/// Refuses when match `m` is decided (a board has a result or a recorded
/// game, or the match was forfeited as a whole) or the tournament is
/// archived.
fn open_match(
    conn: &mut DbConnection,
    t: &TournamentRow,
    teams: &StoredTeams,
    m: &TeamMatchRow,
) -> Result<(), Failed<TeamRefusal>> {
    if db::tournaments::is_archived(conn, t.id)? {
        return refuse(TeamRefusal::Archived);
    }
    if m.fields.forfeit.is_some() {
        return refuse(TeamRefusal::MatchPlayed);
    }
    match_unplayed(conn, t, teams, m)
}

/// Reads what the captain link `token` shows: the team, the current round
/// and the team's match in it. Refused ([`TeamRefusal::NoCaptainLink`])
/// for a wrong or renewed link, or when captains do not enter line-ups.
pub fn captain_view(
    conn: &mut DbConnection,
    t: &TournamentRow,
    token: &str,
) -> Result<CaptainView, Failed<TeamRefusal>> {
    let team = captain_team(conn, t, token)?;
    let Some(teams) = StoredTeams::load(conn, t)? else { return refuse(TeamRefusal::NoCaptainLink) };
    let round = current_round(t, &teams);
    let opponent_match = teams.round(round).find(|m| m.has(team.id) && !m.is_bye()).cloned();
    let closed = match &opponent_match {
        Some(m) => match open_match(conn, t, &teams, m) {
            Ok(()) => None,
            Err(Failed::Refused(refusal)) => Some(refusal),
            Err(Failed::Db(e)) => return Err(Failed::Db(e)),
        },
        None => None,
    };
    let event = StoredEvent::load(conn, t.clone())?;
    Ok(CaptainView { event, teams, team, round, opponent_match, closed })
}

/// Sets the line-up of the captain link's team for the current round,
/// through [`set_line_up`] (the same checks: roster order, the match's
/// version as read, no result yet), logged as the captain's. Refused for a
/// wrong or renewed link or when captains do not enter line-ups
/// ([`TeamRefusal::NoCaptainLink`]), a form of a round no longer current
/// ([`TeamRefusal::ChangedMeanwhile`]), or a match forfeited as a whole
/// ([`TeamRefusal::MatchPlayed`]). `entry.team` is the link's team,
/// whatever it held.
pub fn captain_line_up(
    conn: &mut DbConnection,
    t: &TournamentRow,
    token: &str,
    mut entry: LineUpEntry,
) -> Result<(), Failed<TeamRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(t) = db::tournaments::by_id(conn, t.id)? else { return refuse(TeamRefusal::NotATeamEvent) };
    let team = captain_team(conn, &t, token)?;
    let Some(teams) = StoredTeams::load(conn, &t)? else { return refuse(TeamRefusal::NoCaptainLink) };
    if entry.round != current_round(&t, &teams) {
        return refuse(TeamRefusal::ChangedMeanwhile);
    }
    let Some(m) = teams.round(entry.round).find(|m| m.has(team.id) && !m.is_bye()) else {
        return refuse(TeamRefusal::NoMatch);
    };
    open_match(conn, &t, &teams, m)?;
    entry.team = team.id;
    set_line_up(conn, LineUpAuthor::Captain, &t, entry)
}

/// Gives team `team` a new captain link (a fresh random secret): the old
/// link stops working. Refused for a team not of the event.
pub fn renew_captain_link(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    team: TeamId,
) -> Result<Done, Failed<TeamRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    if db::teams::settings(conn, t.id)?.is_none() {
        return refuse(TeamRefusal::NotATeamEvent);
    }
    let Some(team) = db::teams::by_id(conn, t.id, team)? else { return refuse(TeamRefusal::UnknownTeam) };
    db::teams::set_captain_token(conn, team.id, &crate::auth::random_token())?;
    audit(conn, t.id, by, AuditEvent::CaptainLinkRenewed { team: team.name })?;
    Ok(Done::Changed)
}
