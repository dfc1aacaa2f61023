//! Making an event a team event and its match rules: the boards of a
//! match, the colour preferences, the primary score, match points and the
//! pairing-allocated bye's worth. They are set while no round is paired.

use super::{Done, MAX_BOARDS, MAX_MATCH_POINTS, TeamRefusal, first_open_round};
use crate::actions::audit::{AuditEvent, TeamTerms, audit};
use crate::actions::tournaments::{TournamentInput, create_tournament, update_settings};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::teams::TeamSettingsFields;
use crate::db::{self, DbConnection, TournamentId, UserId};
use crate::tournament::team::{ColourModel, Score};
use diesel::Connection;

/// FIDE's defaults for a match of `boards` boards: no colour preferences,
/// match points primary, 2 / 1 / 0 match points, and the
/// pairing-allocated bye a drawn match (C.04.6 art. 1.4).
pub fn default_settings(boards: i32) -> TeamSettingsFields {
    TeamSettingsFields {
        boards,
        colour_model: ColourModel::None,
        primary_score: Score::Match,
        match_win: 20,
        match_draw: 10,
        match_loss: 0,
        pab_match: 10,
        pab_game: 5 * boards,
        captains_line_ups: false,
    }
}

/// Checks the bounds of team settings: 1 to [`MAX_BOARDS`] boards, points
/// from 0 to [`MAX_MATCH_POINTS`] tenths, a win worth at least a draw and a
/// draw at least a loss.
pub fn check_settings(s: &TeamSettingsFields) -> Result<(), TeamRefusal> {
    if !(1..=MAX_BOARDS).contains(&s.boards) {
        return Err(TeamRefusal::OutOfRange { field: "boards" });
    }
    let points = [
        ("match_win", s.match_win),
        ("match_draw", s.match_draw),
        ("match_loss", s.match_loss),
        ("pab_match", s.pab_match),
        ("pab_game", s.pab_game),
    ];
    if let Some((field, _)) = points.into_iter().find(|(_, p)| !(0..=MAX_MATCH_POINTS).contains(p)) {
        return Err(TeamRefusal::OutOfRange { field });
    }
    if s.match_draw > s.match_win || s.match_loss > s.match_draw {
        return Err(TeamRefusal::MatchPointsOrder);
    }
    Ok(())
}

/// Creates a tournament as [`create_tournament`] does, as a team event with
/// `team` settings.
pub fn create_team_event(
    conn: &mut DbConnection,
    by: UserId,
    input: TournamentInput,
    team: TeamSettingsFields,
) -> Result<TournamentId, Failed<TeamRefusal>> {
    check_settings(&team).map_err(Failed::Refused)?;
    let id = create_tournament(conn, by, input).map_err(tournament_refusal)?;
    db::teams::insert_settings(conn, id, &team)?;
    audit(conn, id, by, AuditEvent::TeamSettingsChanged { before: None, after: Some(TeamTerms::of(&team)) })?;
    Ok(id)
}

/// Saves a tournament's settings ([`update_settings`]) and its team
/// settings ([`set_team_settings`]) together, or neither (a refusal of the
/// second undoes the first: they run in one savepoint).
pub fn update_team_event(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    (version, input): (i32, TournamentInput),
    (team_version, team): (i32, Option<TeamSettingsFields>),
) -> Result<Done, Failed<TeamRefusal>> {
    conn.transaction(|c| {
        update_settings(c, by, t, version, input).map_err(tournament_refusal)?;
        set_team_settings(c, by, t, team_version, team)?;
        Ok(Done::Changed)
    })
}

/// A tournament action's failure as a team action's.
fn tournament_refusal(f: Failed<crate::actions::tournaments::TournamentRefusal>) -> Failed<TeamRefusal> {
    match f {
        Failed::Refused(r) => Failed::Refused(TeamRefusal::Tournament(r)),
        Failed::Db(e) => Failed::Db(e),
    }
}

/// Makes `t` a team event with `team` settings, changes them, or (none)
/// makes it an individual event again, as read at `version` (0: it was not
/// a team event). Settings already so are [`Done::Unchanged`]. Refused once
/// a round is paired or proposed ([`TeamRefusal::RoundPaired`]; whether
/// captains enter line-ups can change at any time), when
/// someone changed them since ([`TeamRefusal::SettingsChangedMeanwhile`]),
/// out of bounds ([`check_settings`]), or to stop being a team event while
/// teams are registered ([`TeamRefusal::TeamsRegistered`]).
pub fn set_team_settings(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    version: i32,
    team: Option<TeamSettingsFields>,
) -> Result<Done, Failed<TeamRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let stored = db::teams::settings(conn, t.id)?;
    let before = stored.as_ref().map(|s| s.fields());
    if before == team {
        return Ok(Done::Unchanged);
    }
    // Whether captains enter line-ups can change at any time; the match
    // rules only before the first round.
    let captains_only = |s: TeamSettingsFields| TeamSettingsFields { captains_line_ups: false, ..s };
    let rules_change = before.map(captains_only) != team.map(captains_only);
    if rules_change && first_open_round(conn, t)? > 1 {
        return refuse(TeamRefusal::RoundPaired);
    }
    if stored.as_ref().map_or(0, |s| s.version) != version {
        return refuse(TeamRefusal::SettingsChangedMeanwhile);
    }
    match &team {
        Some(team) => check_settings(team).map_err(Failed::Refused)?,
        None if !db::teams::for_tournament(conn, t.id)?.is_empty() => return refuse(TeamRefusal::TeamsRegistered),
        None => {}
    }
    let saved = match (&stored, &team) {
        (None, Some(team)) => db::teams::insert_settings(conn, t.id, team).map(|()| true)?,
        (Some(_), Some(team)) => db::teams::update_settings(conn, t.id, version, team)?,
        (Some(_), None) => db::teams::delete_settings(conn, t.id, version)?,
        (None, None) => true,
    };
    if !saved {
        return refuse(TeamRefusal::SettingsChangedMeanwhile);
    }
    let event = AuditEvent::TeamSettingsChanged {
        before: before.as_ref().map(TeamTerms::of),
        after: team.as_ref().map(TeamTerms::of),
    };
    audit(conn, t.id, by, event)?;
    Ok(Done::Changed)
}
