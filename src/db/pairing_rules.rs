//! What an organiser adds to the pairing rules of a Swiss event, as stored:
//! the acceleration, virtual points entered by hand and prohibited pairings.

use super::DbConnection;
use super::codes::{Code, OrEmpty};
use super::ids::{PlayerId, TournamentId};
use super::schema::{pairing_settings, prohibited_pairing_players, prohibited_pairings, virtual_points};
use crate::tournament::{Acceleration, SharedRule};
use diesel::prelude::*;

/// Virtual points entered by hand for a group of pairing numbers and rounds.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = virtual_points)]
pub struct VirtualPointsRow {
    /// Row id.
    pub id: i32,
    /// The tournament.
    pub tournament_id: TournamentId,
    /// The points added, in tenths.
    pub points: i32,
    /// The first round they count in.
    pub first_round: i32,
    /// The last round they count in.
    pub last_round: i32,
    /// The first pairing number of the group.
    pub first_player: i32,
    /// The last pairing number of the group.
    pub last_player: i32,
}

/// New virtual points: the row without its id and tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewVirtualPoints {
    /// The points added, in tenths.
    pub points: i32,
    /// The first round they count in.
    pub first_round: i32,
    /// The last round they count in.
    pub last_round: i32,
    /// The first pairing number of the group.
    pub first_player: i32,
    /// The last pairing number of the group.
    pub last_player: i32,
}

impl VirtualPointsRow {
    /// The row's values as they were entered.
    pub fn values(&self) -> NewVirtualPoints {
        NewVirtualPoints {
            points: self.points,
            first_round: self.first_round,
            last_round: self.last_round,
            first_player: self.first_player,
            last_player: self.last_player,
        }
    }
}

/// A prohibited pairing as stored: chosen players, or a rule (`club`,
/// `federation`; empty for chosen players) for a range of rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProhibitionRow {
    /// Row id.
    pub id: i32,
    /// The first round it holds in.
    pub first_round: i32,
    /// The last round it holds in.
    pub last_round: i32,
    /// The rule (stored as its code), none for the players below (stored empty).
    pub rule: Option<SharedRule>,
    /// The players chosen (none for a rule).
    pub players: Vec<PlayerId>,
}

/// Everything stored about a tournament's pairing rules.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StoredRules {
    /// The acceleration (stored as its code: `` or `baku`).
    pub acceleration: Acceleration,
    /// The last player of the Baku group A, as fixed when round 1 was paired.
    pub baku_last_player: Option<PlayerId>,
    /// Virtual points entered by hand, in the order they were entered.
    pub virtual_points: Vec<VirtualPointsRow>,
    /// Prohibited pairings, in the order they were entered.
    pub prohibitions: Vec<ProhibitionRow>,
    /// The players with a bye requested for round 1 (read only under the
    /// Baku method): they have no pairing number in round 1 yet, so group A
    /// is counted without them (checklist Q111).
    pub round_1_byes: Vec<PlayerId>,
    /// How the players are ordered before round 1: the tournament
    /// rating's method (Q145) and the order of ties (Q146).
    pub seeding: super::rating_methods::Seeding,
}

/// The stored pairing rules of tournament `t` (none until some are saved).
pub fn load(conn: &mut DbConnection, t: &super::models::TournamentRow) -> QueryResult<StoredRules> {
    let tournament_id = t.id;
    let settings: Option<(Code<Acceleration>, Option<i32>)> = pairing_settings::table
        .find(tournament_id)
        .select((pairing_settings::acceleration, pairing_settings::baku_last_player_id))
        .first(conn)
        .optional()?;
    let (acceleration, baku_last) = settings.map_or((Acceleration::default(), None), |(a, b)| (a.0, b));
    let virtual_points = virtual_points::table
        .filter(virtual_points::tournament_id.eq(tournament_id))
        .order(virtual_points::id)
        .select(VirtualPointsRow::as_select())
        .load(conn)?;
    Ok(StoredRules {
        acceleration,
        baku_last_player: baku_last.map(PlayerId),
        virtual_points,
        prohibitions: prohibitions(conn, tournament_id)?,
        round_1_byes: match acceleration {
            Acceleration::Baku => {
                super::byes::for_round(conn, tournament_id, 1)?.into_iter().map(|b| b.player_id).collect()
            }
            _ => Vec::new(),
        },
        seeding: super::rating_methods::of(conn, t)?,
    })
}

fn prohibitions(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<ProhibitionRow>> {
    let rows: Vec<(i32, i32, i32, OrEmpty<SharedRule>)> = prohibited_pairings::table
        .filter(prohibited_pairings::tournament_id.eq(tournament_id))
        .order(prohibited_pairings::id)
        .select((
            prohibited_pairings::id,
            prohibited_pairings::first_round,
            prohibited_pairings::last_round,
            prohibited_pairings::rule,
        ))
        .load(conn)?;
    let ids: Vec<i32> = rows.iter().map(|r| r.0).collect();
    let members: Vec<(i32, i32)> = prohibited_pairing_players::table
        .filter(prohibited_pairing_players::prohibition_id.eq_any(&ids))
        .order((prohibited_pairing_players::prohibition_id, prohibited_pairing_players::player_id))
        .select((prohibited_pairing_players::prohibition_id, prohibited_pairing_players::player_id))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, first_round, last_round, rule)| ProhibitionRow {
            id,
            first_round,
            last_round,
            rule: rule.into(),
            players: members.iter().filter(|m| m.0 == id).map(|m| PlayerId(m.1)).collect(),
        })
        .collect())
}

/// Sets the acceleration and the last player of the Baku group A.
pub fn set_acceleration(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    acceleration: Acceleration,
    baku_last: Option<PlayerId>,
) -> QueryResult<()> {
    diesel::delete(pairing_settings::table.find(tournament_id)).execute(conn)?;
    diesel::insert_into(pairing_settings::table)
        .values((
            pairing_settings::tournament_id.eq(tournament_id),
            pairing_settings::acceleration.eq(Code(acceleration)),
            pairing_settings::baku_last_player_id.eq(baku_last.map(|p| p.0)),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Fixes the last player of the Baku group A (when round 1 is paired).
pub fn fix_baku_group(conn: &mut DbConnection, tournament_id: TournamentId, last: PlayerId) -> QueryResult<()> {
    diesel::update(pairing_settings::table.find(tournament_id))
        .set(pairing_settings::baku_last_player_id.eq(last.0))
        .execute(conn)
        .map(|_| ())
}

/// Adds virtual points entered by hand.
pub fn add_virtual_points(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    v: NewVirtualPoints,
) -> QueryResult<()> {
    diesel::insert_into(virtual_points::table)
        .values((
            virtual_points::tournament_id.eq(tournament_id),
            virtual_points::points.eq(v.points),
            virtual_points::first_round.eq(v.first_round),
            virtual_points::last_round.eq(v.last_round),
            virtual_points::first_player.eq(v.first_player),
            virtual_points::last_player.eq(v.last_player),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Deletes virtual points of the tournament; the row deleted, if there was one.
pub fn delete_virtual_points(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    id: i32,
) -> QueryResult<Option<VirtualPointsRow>> {
    let filter =
        virtual_points::table.filter(virtual_points::id.eq(id)).filter(virtual_points::tournament_id.eq(tournament_id));
    let row = filter.select(VirtualPointsRow::as_select()).first(conn).optional()?;
    diesel::delete(filter).execute(conn)?;
    Ok(row)
}

/// Adds a prohibited pairing: `players` (chosen) or a `rule`, for rounds `first..=last`.
pub fn add_prohibition(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    (first_round, last_round): (i32, i32),
    rule: Option<SharedRule>,
    players: &[PlayerId],
) -> QueryResult<()> {
    let id: i32 = diesel::insert_into(prohibited_pairings::table)
        .values((
            prohibited_pairings::tournament_id.eq(tournament_id),
            prohibited_pairings::first_round.eq(first_round),
            prohibited_pairings::last_round.eq(last_round),
            prohibited_pairings::rule.eq(OrEmpty(rule)),
        ))
        .returning(prohibited_pairings::id)
        .get_result(conn)?;
    for p in players {
        diesel::insert_into(prohibited_pairing_players::table)
            .values((prohibited_pairing_players::prohibition_id.eq(id), prohibited_pairing_players::player_id.eq(p.0)))
            .execute(conn)?;
    }
    Ok(())
}

/// Deletes a prohibited pairing of the tournament; the row deleted, if there was one.
pub fn delete_prohibition(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    id: i32,
) -> QueryResult<Option<ProhibitionRow>> {
    let row = prohibitions(conn, tournament_id)?.into_iter().find(|p| p.id == id);
    if row.is_some() {
        diesel::delete(prohibited_pairing_players::table.filter(prohibited_pairing_players::prohibition_id.eq(id)))
            .execute(conn)?;
        diesel::delete(prohibited_pairings::table.filter(prohibited_pairings::id.eq(id))).execute(conn)?;
    }
    Ok(row)
}
