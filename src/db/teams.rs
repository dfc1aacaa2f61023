//! A team event as stored: its settings (a tournament without them is not
//! a team event), its teams and their rosters in board order.

use super::DbConnection;
use super::codes::Code;
use super::ids::{PlayerId, TeamId, TournamentId};
use super::schema::{team_members, team_settings, teams};
use crate::tournament::team::{ColourModel, Score};
use diesel::prelude::*;

/// A team event's settings as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = team_settings)]
pub struct TeamSettingsRow {
    /// The tournament.
    pub tournament_id: TournamentId,
    /// The settings.
    #[diesel(embed)]
    pub fields: TeamSettingsFields,
    /// Optimistic-lock version.
    pub version: i32,
    /// The team tie-break list as typed (codes of C.07); empty: the default.
    pub tiebreaks: String,
}

/// A team event's settings to store (points in tenths).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = team_settings)]
pub struct TeamSettingsFields {
    /// The boards of a match.
    pub boards: i32,
    /// The colour preferences of C.04.6.
    #[diesel(deserialize_as = Code<ColourModel>, serialize_as = Code<ColourModel>)]
    pub colour_model: ColourModel,
    /// The primary score.
    #[diesel(deserialize_as = Code<Score>, serialize_as = Code<Score>)]
    pub primary_score: Score,
    /// Match points of a won match.
    pub match_win: i32,
    /// Match points of a drawn match.
    pub match_draw: i32,
    /// Match points of a lost match.
    pub match_loss: i32,
    /// Match points of the pairing-allocated bye.
    pub pab_match: i32,
    /// Game points of the pairing-allocated bye.
    pub pab_game: i32,
    /// Whether each team's captain may enter its line-up through the
    /// team's captain link (the arbiter always may).
    pub captains_line_ups: bool,
}

impl TeamSettingsRow {
    /// The stored values without the tournament and version.
    pub fn fields(&self) -> TeamSettingsFields {
        self.fields
    }
}

/// A team as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = teams)]
pub struct TeamRow {
    /// Row id.
    pub id: TeamId,
    /// The tournament.
    pub tournament_id: TournamentId,
    /// The team pairing number (TPN), from 1.
    pub tpn: i32,
    /// The team's name.
    pub name: String,
    /// Its short name (for narrow tables), may be empty.
    pub short_name: String,
    /// The federation or club it represents, may be empty.
    pub federation: String,
    /// The team captain's name, may be empty.
    pub captain: String,
    /// The first round the team misses, if withdrawn.
    pub withdrawn_from: Option<i32>,
    /// Optimistic-lock version (raised by edits and roster changes).
    pub version: i32,
}

/// A team's fields as the arbiter enters them.
#[derive(Debug, Clone, PartialEq, Eq, Default, Insertable, AsChangeset)]
#[diesel(table_name = teams)]
pub struct TeamFields {
    /// The team's name.
    pub name: String,
    /// Its short name.
    pub short_name: String,
    /// The federation or club.
    pub federation: String,
    /// The captain's name.
    pub captain: String,
}

impl TeamRow {
    /// The stored fields.
    pub fn fields(&self) -> TeamFields {
        TeamFields {
            name: self.name.clone(),
            short_name: self.short_name.clone(),
            federation: self.federation.clone(),
            captain: self.captain.clone(),
        }
    }
}

/// A tournament's team settings, if it is a team event.
pub fn settings(conn: &mut DbConnection, id: TournamentId) -> QueryResult<Option<TeamSettingsRow>> {
    team_settings::table.find(id).select(TeamSettingsRow::as_select()).first(conn).optional()
}

/// Makes a tournament a team event with `fields` (version 1). The caller
/// holds the tournament's lock ([`super::tournaments::lock`]).
pub fn insert_settings(conn: &mut DbConnection, id: TournamentId, fields: &TeamSettingsFields) -> QueryResult<()> {
    diesel::insert_into(team_settings::table)
        .values((*fields, team_settings::tournament_id.eq(id), team_settings::version.eq(1)))
        .execute(conn)
        .map(|_| ())
}

/// Saves new team settings if nobody changed them since `version` was read.
#[must_use = "false: someone changed the settings meanwhile"]
pub fn update_settings(
    conn: &mut DbConnection,
    id: TournamentId,
    version: i32,
    fields: &TeamSettingsFields,
) -> QueryResult<bool> {
    let row =
        team_settings::table.filter(team_settings::tournament_id.eq(id)).filter(team_settings::version.eq(version));
    let n = diesel::update(row).set((*fields, team_settings::version.eq(version + 1))).execute(conn)?;
    Ok(n == 1)
}

/// Saves the team tie-break list if the settings are still at `version`
/// (which is raised).
#[must_use = "false: someone changed the settings meanwhile"]
pub fn set_tiebreaks(conn: &mut DbConnection, id: TournamentId, version: i32, list: &str) -> QueryResult<bool> {
    let row =
        team_settings::table.filter(team_settings::tournament_id.eq(id)).filter(team_settings::version.eq(version));
    let n = diesel::update(row)
        .set((team_settings::tiebreaks.eq(list), team_settings::version.eq(version + 1)))
        .execute(conn)?;
    Ok(n == 1)
}

/// Makes a team event an individual one again if its settings are still at
/// `version`.
#[must_use = "false: someone changed the settings meanwhile"]
pub fn delete_settings(conn: &mut DbConnection, id: TournamentId, version: i32) -> QueryResult<bool> {
    let row =
        team_settings::table.filter(team_settings::tournament_id.eq(id)).filter(team_settings::version.eq(version));
    Ok(diesel::delete(row).execute(conn)? == 1)
}

/// A tournament's teams in TPN order.
pub fn for_tournament(conn: &mut DbConnection, id: TournamentId) -> QueryResult<Vec<TeamRow>> {
    teams::table.filter(teams::tournament_id.eq(id)).order(teams::tpn).select(TeamRow::as_select()).load(conn)
}

/// One team of a tournament.
pub fn by_id(conn: &mut DbConnection, tournament: TournamentId, id: TeamId) -> QueryResult<Option<TeamRow>> {
    teams::table
        .filter(teams::id.eq(id).and(teams::tournament_id.eq(tournament)))
        .select(TeamRow::as_select())
        .first(conn)
        .optional()
}

/// Adds a team with its pairing number; returns its id. The caller holds
/// the tournament's lock ([`super::tournaments::lock`]), so that two
/// entries never take one number.
pub fn insert(conn: &mut DbConnection, tournament: TournamentId, tpn: i32, fields: &TeamFields) -> QueryResult<TeamId> {
    let token = crate::auth::random_token();
    diesel::insert_into(teams::table)
        .values((
            fields,
            teams::tournament_id.eq(tournament),
            teams::tpn.eq(tpn),
            teams::version.eq(1),
            teams::captain_token.eq(token),
        ))
        .returning(teams::id)
        .get_result(conn)
}

/// Saves a team's fields if it is still at `version`.
#[must_use = "false: someone changed the team meanwhile"]
pub fn update(conn: &mut DbConnection, id: TeamId, version: i32, fields: &TeamFields) -> QueryResult<bool> {
    let row = teams::table.filter(teams::id.eq(id)).filter(teams::version.eq(version));
    Ok(diesel::update(row).set((fields, teams::version.eq(version + 1))).execute(conn)? == 1)
}

/// Sets the first round a team misses (none: reinstated) if it is still at `version`.
#[must_use = "false: someone changed the team meanwhile"]
pub fn set_withdrawn(conn: &mut DbConnection, id: TeamId, version: i32, from_round: Option<i32>) -> QueryResult<bool> {
    let row = teams::table.filter(teams::id.eq(id)).filter(teams::version.eq(version));
    let n = diesel::update(row)
        .set((teams::withdrawn_from.eq(from_round), teams::version.eq(version + 1)))
        .execute(conn)?;
    Ok(n == 1)
}

/// Every roster entry of a tournament's teams: (team, player, place), by
/// team and place.
pub fn members(conn: &mut DbConnection, tournament: TournamentId) -> QueryResult<Vec<(TeamId, PlayerId, i32)>> {
    team_members::table
        .inner_join(teams::table)
        .filter(teams::tournament_id.eq(tournament))
        .order((team_members::team_id, team_members::place))
        .select((team_members::team_id, team_members::player_id, team_members::place))
        .load(conn)
}

/// Replaces a team's roster with `players` in board order, if the team is
/// still at `version` (which is raised).
#[must_use = "false: someone changed the team meanwhile"]
pub fn set_roster(conn: &mut DbConnection, team: TeamId, version: i32, players: &[PlayerId]) -> QueryResult<bool> {
    let row = teams::table.filter(teams::id.eq(team)).filter(teams::version.eq(version));
    if diesel::update(row).set(teams::version.eq(version + 1)).execute(conn)? != 1 {
        return Ok(false);
    }
    diesel::delete(team_members::table.filter(team_members::team_id.eq(team))).execute(conn)?;
    // One statement per row: batch inserts do not go through the two-backend connection.
    for (i, &p) in players.iter().enumerate() {
        diesel::insert_into(team_members::table)
            .values((
                team_members::team_id.eq(team),
                team_members::player_id.eq(p),
                team_members::place.eq(i as i32 + 1),
            ))
            .execute(conn)?;
    }
    Ok(true)
}

/// The captain links' secrets of a tournament's teams: (team, token; none
/// until one is made).
pub fn captain_tokens(conn: &mut DbConnection, tournament: TournamentId) -> QueryResult<Vec<(TeamId, Option<String>)>> {
    teams::table.filter(teams::tournament_id.eq(tournament)).select((teams::id, teams::captain_token)).load(conn)
}

/// The team of a tournament whose captain link carries `token`.
pub fn by_captain_token(
    conn: &mut DbConnection,
    tournament: TournamentId,
    token: &str,
) -> QueryResult<Option<TeamRow>> {
    teams::table
        .filter(teams::tournament_id.eq(tournament).and(teams::captain_token.eq(token)))
        .select(TeamRow::as_select())
        .first(conn)
        .optional()
}

/// Gives a team a new captain link secret (the old link stops working).
pub fn set_captain_token(conn: &mut DbConnection, team: TeamId, token: &str) -> QueryResult<()> {
    diesel::update(teams::table.find(team)).set(teams::captain_token.eq(token)).execute(conn).map(|_| ())
}
