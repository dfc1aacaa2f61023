//! A team event's rounds as stored: each round's matches (the pairing,
//! with why the engine made each match) and each team's line-up. The
//! games of a match are the round's boards (see [`board_no`]).

use super::DbConnection;
use super::codes::CodeOrNull;
use super::ids::{PlayerId, TeamId, TeamMatchId, TournamentId};
use super::schema::{line_ups, team_matches};
use crate::pairing::team_swiss::ColourRule;
use crate::tournament::BoardResult;
use diesel::prelude::*;

/// A match of a team round as stored (a pairing-allocated bye has no
/// second team).
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = team_matches)]
pub struct TeamMatchRow {
    /// Row id.
    pub id: TeamMatchId,
    /// The tournament.
    pub tournament_id: TournamentId,
    /// The round.
    pub round: i32,
    /// The match's number in the round, from 1.
    #[diesel(embed)]
    pub fields: TeamMatchFields,
    /// Optimistic-lock version.
    pub version: i32,
}

/// A match as the pairing makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = team_matches)]
pub struct TeamMatchFields {
    /// The match's number in the round, from 1.
    pub match_no: i32,
    /// The first-named team: its board-1 player has the colour of the
    /// event's board 1 (record 352).
    pub first_team_id: TeamId,
    /// The other team; none for the pairing-allocated bye.
    pub second_team_id: Option<TeamId>,
    /// The score of the bracket the match was made in (tenths).
    pub bracket: i32,
    /// Whether the first-named team came into the bracket as an upfloater.
    pub first_upfloater: bool,
    /// Whether the other team came into the bracket as an upfloater.
    pub second_upfloater: bool,
    /// The rule of art. 4.3 that gave the colours; none for a match
    /// paired by hand, a round robin's or the bye.
    #[diesel(deserialize_as = CodeOrNull<ColourRule>, serialize_as = CodeOrNull<ColourRule>)]
    pub colour_rule: Option<ColourRule>,
    /// A match forfeited as a whole (record 330): the first-named team's
    /// side of it (`WhiteWinsByForfeit`: it won, `BlackWinsByForfeit`: it
    /// lost, `DoubleForfeit`: both lost).
    #[diesel(deserialize_as = CodeOrNull<BoardResult>, serialize_as = CodeOrNull<BoardResult>)]
    pub forfeit: Option<BoardResult>,
}

impl TeamMatchRow {
    /// Whether the match is the pairing-allocated bye.
    pub fn is_bye(&self) -> bool {
        self.fields.second_team_id.is_none()
    }

    /// Whether `team` plays in the match.
    pub fn has(&self, team: TeamId) -> bool {
        self.fields.first_team_id == team || self.fields.second_team_id == Some(team)
    }
}

/// The round's board number of board `board` (from 1) of match `match_no`
/// (from 1) in an event of `boards` boards a match.
pub fn board_no(match_no: i32, boards: i32, board: i32) -> i32 {
    (match_no - 1) * boards + board
}

/// A tournament's matches, by round and match number.
pub fn matches(conn: &mut DbConnection, tournament: TournamentId) -> QueryResult<Vec<TeamMatchRow>> {
    team_matches::table
        .filter(team_matches::tournament_id.eq(tournament))
        .order((team_matches::round, team_matches::match_no))
        .select(TeamMatchRow::as_select())
        .load(conn)
}

/// One round's matches, by match number.
pub fn round_matches(conn: &mut DbConnection, tournament: TournamentId, round: i32) -> QueryResult<Vec<TeamMatchRow>> {
    team_matches::table
        .filter(team_matches::tournament_id.eq(tournament).and(team_matches::round.eq(round)))
        .order(team_matches::match_no)
        .select(TeamMatchRow::as_select())
        .load(conn)
}

/// Stores a round's matches (version 1).
pub fn insert_matches(
    conn: &mut DbConnection,
    tournament: TournamentId,
    round: i32,
    matches: &[TeamMatchFields],
) -> QueryResult<()> {
    // One statement per row: batch inserts do not go through the two-backend connection.
    for m in matches {
        diesel::insert_into(team_matches::table)
            .values((
                *m,
                team_matches::tournament_id.eq(tournament),
                team_matches::round.eq(round),
                team_matches::version.eq(1),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// Sets (or clears) a match's forfeit as a whole if it is still at `version`.
#[must_use = "false: someone changed the match meanwhile"]
pub fn set_forfeit(
    conn: &mut DbConnection,
    id: TeamMatchId,
    version: i32,
    forfeit: Option<BoardResult>,
) -> QueryResult<bool> {
    let row = team_matches::table.filter(team_matches::id.eq(id)).filter(team_matches::version.eq(version));
    let n = diesel::update(row)
        .set((team_matches::forfeit.eq(CodeOrNull(forfeit)), team_matches::version.eq(version + 1)))
        .execute(conn)?;
    Ok(n == 1)
}

/// Raises a match's version if it is still at `version` (a line-up or a
/// board of it changed).
#[must_use = "false: someone changed the match meanwhile"]
pub fn touch(conn: &mut DbConnection, id: TeamMatchId, version: i32) -> QueryResult<bool> {
    let row = team_matches::table.filter(team_matches::id.eq(id)).filter(team_matches::version.eq(version));
    Ok(diesel::update(row).set(team_matches::version.eq(version + 1)).execute(conn)? == 1)
}

/// Deletes a round's matches and line-ups (a proposed round discarded, a
/// round taken back).
pub fn delete_round(conn: &mut DbConnection, tournament: TournamentId, round: i32) -> QueryResult<()> {
    diesel::delete(
        team_matches::table.filter(team_matches::tournament_id.eq(tournament).and(team_matches::round.eq(round))),
    )
    .execute(conn)?;
    diesel::delete(line_ups::table.filter(line_ups::tournament_id.eq(tournament).and(line_ups::round.eq(round))))
        .execute(conn)?;
    Ok(())
}

/// Every line-up entry of a tournament: (round, team, board, player), by
/// round, team and board.
pub fn line_ups(conn: &mut DbConnection, tournament: TournamentId) -> QueryResult<Vec<(i32, TeamId, i32, PlayerId)>> {
    line_ups::table
        .filter(line_ups::tournament_id.eq(tournament))
        .order((line_ups::round, line_ups::team_id, line_ups::board))
        .select((line_ups::round, line_ups::team_id, line_ups::board, line_ups::player_id))
        .load(conn)
}

/// Replaces a team's line-up of a round: `players[k]` on board `k + 1`,
/// none for a board left empty.
pub fn set_line_up(
    conn: &mut DbConnection,
    tournament: TournamentId,
    round: i32,
    team: TeamId,
    players: &[Option<PlayerId>],
) -> QueryResult<()> {
    let of_team = line_ups::tournament_id.eq(tournament).and(line_ups::round.eq(round)).and(line_ups::team_id.eq(team));
    diesel::delete(line_ups::table.filter(of_team)).execute(conn)?;
    for (k, player) in players.iter().enumerate() {
        let Some(player) = player else { continue };
        diesel::insert_into(line_ups::table)
            .values((
                line_ups::tournament_id.eq(tournament),
                line_ups::round.eq(round),
                line_ups::team_id.eq(team),
                line_ups::board.eq(k as i32 + 1),
                line_ups::player_id.eq(player),
            ))
            .execute(conn)?;
    }
    Ok(())
}
