//! A tournament's categories, prize series (in the organiser's order of
//! choice) and prize settings.

use super::DbConnection;
use super::codes::Code;
use super::ids::TournamentId;
use super::schema::{categories, prize_series, prize_settings};
use crate::standings::prizes::Sharing;
use chrono::NaiveDate;
use diesel::prelude::*;

/// A category as stored: its name and its rules, one per line as typed.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = categories)]
pub struct CategoryRow {
    /// Row id.
    pub id: i32,
    /// The tournament.
    pub tournament_id: TournamentId,
    /// Name ("U16", "Women"...).
    pub name: String,
    /// Rules, one per line (`age<16`, `sex=w`...).
    pub rules: String,
}

/// A prize series: the amounts of places 1, 2, ... overall or in one category.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = prize_series)]
pub struct SeriesRow {
    /// Row id; series are chosen in this order among prizes of equal value.
    pub id: i32,
    /// The tournament.
    pub tournament_id: TournamentId,
    /// The category, or none for the overall places.
    pub category_id: Option<i32>,
    /// Amounts in whole currency units, space-separated.
    pub amounts: String,
}

/// How prizes are given out.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = prize_settings)]
pub struct SettingsRow {
    /// The tournament.
    pub tournament_id: TournamentId,
    /// How tied players' prizes are given (stored as its code).
    #[diesel(deserialize_as = Code<Sharing>, serialize_as = Code<Sharing>)]
    pub sharing: Sharing,
    /// The date ages are counted at (default: 1 January of the start year).
    pub age_cutoff: Option<NaiveDate>,
    /// Currency shown beside amounts.
    pub currency: String,
}

impl SettingsRow {
    /// The settings of a tournament that has saved none: prizes not shared,
    /// ages at 1 January of the start year, no currency.
    pub fn defaults(tournament_id: TournamentId) -> SettingsRow {
        SettingsRow { tournament_id, sharing: Sharing::NotShared, age_cutoff: None, currency: String::new() }
    }
}

/// The settings of a tournament (the defaults until saved).
pub fn settings(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<SettingsRow> {
    let row = prize_settings::table.find(tournament_id).select(SettingsRow::as_select()).first(conn).optional()?;
    Ok(row.unwrap_or_else(|| SettingsRow::defaults(tournament_id)))
}

/// Saves the settings.
pub fn save_settings(conn: &mut DbConnection, row: &SettingsRow) -> QueryResult<()> {
    diesel::delete(prize_settings::table.find(row.tournament_id)).execute(conn)?;
    diesel::insert_into(prize_settings::table).values(row.clone()).execute(conn).map(|_| ())
}

/// The categories of a tournament, in the order they were made.
pub fn categories(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<CategoryRow>> {
    categories::table
        .filter(categories::tournament_id.eq(tournament_id))
        .order(categories::id)
        .select(CategoryRow::as_select())
        .load(conn)
}

/// Adds a category.
pub fn add_category(conn: &mut DbConnection, tournament_id: TournamentId, name: &str, rules: &str) -> QueryResult<()> {
    diesel::insert_into(categories::table)
        .values((categories::tournament_id.eq(tournament_id), categories::name.eq(name), categories::rules.eq(rules)))
        .execute(conn)
        .map(|_| ())
}

/// Deletes a category of the tournament (and its prize series); false if there was none.
#[must_use = "whether it changed anything"]
pub fn delete_category(conn: &mut DbConnection, tournament_id: TournamentId, id: i32) -> QueryResult<bool> {
    diesel::delete(prize_series::table.filter(prize_series::category_id.eq(id))).execute(conn)?;
    let n = diesel::delete(
        categories::table.filter(categories::id.eq(id)).filter(categories::tournament_id.eq(tournament_id)),
    )
    .execute(conn)?;
    Ok(n == 1)
}

/// The prize series of a tournament, in the order of choice.
pub fn series(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<SeriesRow>> {
    prize_series::table
        .filter(prize_series::tournament_id.eq(tournament_id))
        .order(prize_series::id)
        .select(SeriesRow::as_select())
        .load(conn)
}

/// Adds a prize series.
pub fn add_series(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    category_id: Option<i32>,
    amounts: &str,
) -> QueryResult<()> {
    diesel::insert_into(prize_series::table)
        .values((
            prize_series::tournament_id.eq(tournament_id),
            prize_series::category_id.eq(category_id),
            prize_series::amounts.eq(amounts),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Deletes a prize series of the tournament; false if there was none.
#[must_use = "whether it changed anything"]
pub fn delete_series(conn: &mut DbConnection, tournament_id: TournamentId, id: i32) -> QueryResult<bool> {
    let n = diesel::delete(
        prize_series::table.filter(prize_series::id.eq(id)).filter(prize_series::tournament_id.eq(tournament_id)),
    )
    .execute(conn)?;
    Ok(n == 1)
}
