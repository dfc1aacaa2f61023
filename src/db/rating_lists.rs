//! Rating lists: FIDE's monthly list and national lists, stored once per list
//! and month and shared by every tournament.

use super::DbConnection;
use super::ids::UserId;
use super::schema::{rating_list_entries, rating_lists};
use crate::rating::list::ListEntry;
use crate::rating::sequence::{ListRating, ListedRatings};
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// How many entries one INSERT carries: 12 values each stays under both
/// backends' limits on bound parameters.
const INSERT_CHUNK: usize = 1000;

/// An imported list.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = rating_lists)]
pub struct RatingListRow {
    /// Row id.
    pub id: i32,
    /// `fide` or `national`.
    pub source: String,
    /// The list's name as the arbiter gave it ("FIDE", "RCF"...).
    pub label: String,
    /// The list's month, `YYYY-MM`.
    pub month: String,
    /// How many players it holds.
    pub players: i32,
    /// When it was imported (UTC).
    pub imported_at: NaiveDateTime,
    /// Who imported it (none from the command line).
    pub imported_by: Option<UserId>,
}

/// One player of a stored list.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = rating_list_entries)]
pub struct EntryRow {
    /// The list it belongs to.
    pub list_id: i32,
    /// FIDE ID (or national ID on a national list).
    pub player_id: i64,
    /// `Lastname, Firstname` as the list writes it.
    pub name: String,
    /// The name in lower case, for prefix search.
    pub search_name: String,
    /// Three-letter federation.
    pub federation: String,
    /// `m`, `w` or empty.
    pub sex: String,
    /// Best title held, or empty.
    pub title: String,
    /// Year of birth.
    pub birth_year: Option<i32>,
    /// Standard rating (the national rating on a national list).
    pub standard: Option<i32>,
    /// Rapid rating.
    pub rapid: Option<i32>,
    /// Blitz rating.
    pub blitz: Option<i32>,
    /// Marked inactive on the list.
    pub inactive: bool,
}

impl EntryRow {
    /// The row for one parsed list entry.
    pub fn new(list_id: i32, e: ListEntry) -> EntryRow {
        EntryRow {
            list_id,
            player_id: e.id as i64,
            search_name: search_key(&e.name),
            name: e.name,
            federation: e.federation,
            sex: e.sex.map(String::from).unwrap_or_default(),
            title: e.title,
            birth_year: e.birth_year.map(i32::from),
            standard: e.standard.map(i32::from),
            rapid: e.rapid.map(i32::from),
            blitz: e.blitz.map(i32::from),
            inactive: e.inactive,
        }
    }
}

impl EntryRow {
    /// The entry's ratings as the list sequence reads them.
    pub fn listed(&self) -> ListedRatings {
        ListedRatings { standard: self.standard, rapid: self.rapid, blitz: self.blitz }
    }

    /// The ratings the entry holds, each with its list (standard, rapid, blitz).
    pub fn ratings(&self) -> Vec<(ListRating, i32)> {
        let listed = self.listed();
        [ListRating::Standard, ListRating::Rapid, ListRating::Blitz]
            .into_iter()
            .filter_map(|kind| Some((kind, kind.of(&listed)?)))
            .collect()
    }
}

/// What a name is searched by: lower case, spaces after commas dropped, so
/// "Carlsen,M" and "carlsen, m" find the same player.
pub fn search_key(name: &str) -> String {
    name.to_lowercase().replace(", ", ",").trim().to_string()
}

/// Why an import stopped: the file was bad (nothing is kept) or the database failed.
#[derive(Debug)]
pub enum ImportError<E> {
    /// The list file is not a valid list.
    List(E),
    /// A query failed.
    Db(diesel::result::Error),
}

impl<E> From<diesel::result::Error> for ImportError<E> {
    fn from(e: diesel::result::Error) -> Self {
        ImportError::Db(e)
    }
}

/// What identifies a list: its source, name and month.
#[derive(Debug, Clone)]
pub struct ListKey {
    /// `fide` or `national`.
    pub source: String,
    /// The list's name.
    pub label: String,
    /// `YYYY-MM`.
    pub month: String,
}

/// Stores a list, replacing any earlier import of the same list and month.
/// Run it inside a transaction: on the first bad entry the caller rolls back
/// and the earlier import stays as it was.
pub fn replace<E>(
    conn: &mut DbConnection,
    key: &ListKey,
    imported_at: NaiveDateTime,
    imported_by: Option<UserId>,
    entries: impl Iterator<Item = Result<ListEntry, E>>,
) -> Result<RatingListRow, ImportError<E>> {
    let old = rating_lists::table
        .filter(rating_lists::source.eq(&key.source))
        .filter(rating_lists::label.eq(&key.label))
        .filter(rating_lists::month.eq(&key.month));
    let old_ids: Vec<i32> = old.select(rating_lists::id).load(conn)?;
    diesel::delete(rating_list_entries::table.filter(rating_list_entries::list_id.eq_any(&old_ids))).execute(conn)?;
    diesel::delete(rating_lists::table.filter(rating_lists::id.eq_any(&old_ids))).execute(conn)?;
    let id: i32 = diesel::insert_into(rating_lists::table)
        .values((
            rating_lists::source.eq(&key.source),
            rating_lists::label.eq(&key.label),
            rating_lists::month.eq(&key.month),
            rating_lists::players.eq(0),
            rating_lists::imported_at.eq(imported_at),
            rating_lists::imported_by.eq(imported_by),
        ))
        .returning(rating_lists::id)
        .get_result(conn)?;
    let mut chunk = Vec::with_capacity(INSERT_CHUNK);
    let mut count: i32 = 0;
    for entry in entries {
        chunk.push(EntryRow::new(id, entry.map_err(ImportError::List)?));
        if chunk.len() == INSERT_CHUNK {
            count += insert_chunk(conn, &chunk)?;
            chunk.clear();
        }
    }
    count += insert_chunk(conn, &chunk)?;
    diesel::update(rating_lists::table.find(id)).set(rating_lists::players.eq(count)).execute(conn)?;
    Ok(rating_lists::table.find(id).select(RatingListRow::as_select()).first(conn)?)
}

/// One multi-row INSERT (batch inserts go to the concrete backend: the
/// multi-backend connection does not carry them).
fn insert_chunk(conn: &mut DbConnection, rows: &[EntryRow]) -> QueryResult<i32> {
    if rows.is_empty() {
        return Ok(0);
    }
    let query = diesel::insert_into(rating_list_entries::table).values(rows);
    let n = match conn {
        DbConnection::Sqlite(c) => query.execute(c)?,
        DbConnection::Postgres(c) => query.execute(c)?,
    };
    Ok(n as i32)
}

/// Every stored list, newest month first.
pub fn all(conn: &mut DbConnection) -> QueryResult<Vec<RatingListRow>> {
    rating_lists::table
        .order((rating_lists::month.desc(), rating_lists::id.desc()))
        .select(RatingListRow::as_select())
        .load(conn)
}

/// The newest list of a source (`fide`): the one registration and refresh read.
pub fn newest(conn: &mut DbConnection, source: &str) -> QueryResult<Option<RatingListRow>> {
    rating_lists::table
        .filter(rating_lists::source.eq(source))
        .order((rating_lists::month.desc(), rating_lists::id.desc()))
        .select(RatingListRow::as_select())
        .first(conn)
        .optional()
}

/// One player of a list by ID.
pub fn entry(conn: &mut DbConnection, list_id: i32, player_id: i64) -> QueryResult<Option<EntryRow>> {
    rating_list_entries::table.find((list_id, player_id)).select(EntryRow::as_select()).first(conn).optional()
}

/// Several players of a list by ID (absent IDs are left out).
pub fn entries(conn: &mut DbConnection, list_id: i32, player_ids: &[i64]) -> QueryResult<Vec<EntryRow>> {
    rating_list_entries::table
        .filter(rating_list_entries::list_id.eq(list_id))
        .filter(rating_list_entries::player_id.eq_any(player_ids))
        .select(EntryRow::as_select())
        .load(conn)
}

/// Players whose name starts with `typed` (as [`search_key`] spells it), by name.
pub fn search(conn: &mut DbConnection, list_id: i32, typed: &str, limit: i64) -> QueryResult<Vec<EntryRow>> {
    let key = search_key(typed);
    if key.is_empty() {
        return Ok(Vec::new());
    }
    // Everything from the key up to the key followed by the highest character:
    // a range the (list_id, search_name) index answers on both backends.
    let upper = format!("{key}\u{10FFFF}");
    rating_list_entries::table
        .filter(rating_list_entries::list_id.eq(list_id))
        .filter(rating_list_entries::search_name.ge(&key))
        .filter(rating_list_entries::search_name.lt(upper))
        .order(rating_list_entries::search_name)
        .limit(limit)
        .select(EntryRow::as_select())
        .load(conn)
}

/// Deletes a source's lists but the `keep` newest months (a FIDE list is
/// over a million players: the monthly downloads would fill the disk).
pub fn prune(conn: &mut DbConnection, source: &str, keep: i64) -> QueryResult<usize> {
    let kept: Vec<i32> = rating_lists::table
        .filter(rating_lists::source.eq(source))
        .order((rating_lists::month.desc(), rating_lists::id.desc()))
        .limit(keep)
        .select(rating_lists::id)
        .load(conn)?;
    let old: Vec<i32> = rating_lists::table
        .filter(rating_lists::source.eq(source))
        .filter(rating_lists::id.ne_all(&kept))
        .select(rating_lists::id)
        .load(conn)?;
    diesel::delete(rating_list_entries::table.filter(rating_list_entries::list_id.eq_any(&old))).execute(conn)?;
    diesel::delete(rating_lists::table.filter(rating_lists::id.eq_any(&old))).execute(conn)
}

/// The list of a source in force in `month` (`YYYY-MM`): the newest not
/// newer than it, else (only newer lists stored) the oldest.
pub fn in_force(conn: &mut DbConnection, source: &str, month: &str) -> QueryResult<Option<RatingListRow>> {
    let older = rating_lists::table
        .filter(rating_lists::source.eq(source))
        .filter(rating_lists::month.le(month))
        .order((rating_lists::month.desc(), rating_lists::id.desc()))
        .select(RatingListRow::as_select())
        .first(conn)
        .optional()?;
    match older {
        Some(list) => Ok(Some(list)),
        None => rating_lists::table
            .filter(rating_lists::source.eq(source))
            .order((rating_lists::month.asc(), rating_lists::id.asc()))
            .select(RatingListRow::as_select())
            .first(conn)
            .optional(),
    }
}
