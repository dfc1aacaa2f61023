//! The public list of tournaments: one page of the events a search finds,
//! filtered, counted and cut in SQL, with the counts of players and the
//! progress of just that page's events in grouped queries (a bounded number
//! of queries whatever the number of events), and the stamp its cached
//! pages are kept by.

use super::DbConnection;
use super::codes::Code;
use super::ids::TournamentId;
use super::models::TournamentRow;
use super::schema::{archived_tournaments, boards, list_changes, players, tournaments};
use crate::tournament::{BoardResult, System};
use chrono::NaiveDate;
use diesel::dsl::{count_star, exists, min, not};
use diesel::prelude::*;
use diesel::sql_types::Bool;
use std::collections::{HashMap, HashSet};

/// Events on one page of the list.
pub const PAGE_SIZE: i64 = 50;

/// Where an event is, as the list's filter names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// No round under way yet.
    Upcoming,
    /// Under way: a round in play, or more rounds to come.
    Running,
    /// Every result of every round is in.
    Finished,
}

impl Phase {
    /// Every phase, in the order the filter offers them.
    pub const ALL: [Phase; 3] = [Phase::Upcoming, Phase::Running, Phase::Finished];

    /// The phase's code in the query (`state=running`).
    pub fn code(self) -> &'static str {
        match self {
            Phase::Upcoming => "upcoming",
            Phase::Running => "running",
            Phase::Finished => "finished",
        }
    }

    /// The phase of a code, if it is one.
    pub fn from_code(code: &str) -> Option<Phase> {
        Phase::ALL.into_iter().find(|p| p.code() == code)
    }
}

/// What a visitor searches the list for; an empty part matches every event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ListFilter {
    /// A part of the name, folded ([`crate::text::fold`]).
    pub name: String,
    /// A part of the place, folded.
    pub place: String,
    /// The organising federation's code, exactly.
    pub federation: String,
    /// Events still running on or after this day.
    pub from: Option<NaiveDate>,
    /// Events begun on or before this day.
    pub to: Option<NaiveDate>,
    /// Events in this phase.
    pub phase: Option<Phase>,
}

impl ListFilter {
    /// Whether the filter lets every event through.
    pub fn is_empty(&self) -> bool {
        *self == ListFilter::default()
    }
}

/// One event of a page, with what the list shows beyond its row.
pub struct ListedEvent {
    /// The event.
    pub row: TournamentRow,
    /// Its number of players.
    pub players: i64,
    /// The first published round with a game still without result, if any.
    pub first_open: Option<i32>,
    /// Whether any game of a published round has its result.
    pub started: bool,
}

/// One page of the list and the number of events the filter finds in all.
pub struct ListPage {
    /// Events the filter finds, on every page.
    pub total: i64,
    /// This page's events, newest first.
    pub events: Vec<ListedEvent>,
}

type Db = <DbConnection as Connection>::Backend;
type Condition = Box<dyn BoxableExpression<tournaments::table, Db, SqlType = Bool>>;

/// Whether the event has a game (not a bye) in a published round whose
/// result is (`pending`) or is not yet in.
fn has_game(pending: bool) -> Condition {
    let games = boards::table
        .filter(boards::tournament_id.eq(tournaments::id))
        .filter(boards::black_id.is_not_null())
        .filter(boards::round.le(tournaments::paired_rounds));
    if pending {
        Box::new(exists(games.filter(boards::result.eq(Code(BoardResult::PENDING)))))
    } else {
        Box::new(exists(games.filter(boards::result.ne(Code(BoardResult::PENDING)))))
    }
}

/// Not started: nothing published, or a round robin (which publishes
/// every round at once) without a result.
fn not_started() -> Condition {
    let round_robin = tournaments::system.eq_any([Code(System::RoundRobin), Code(System::DoubleRoundRobin)]);
    Box::new(tournaments::paired_rounds.eq(0).or(round_robin.and(not(has_game(false)))))
}

/// The condition of a phase, as `Progress` in the web layer reads the same
/// data for one event: finished when every round is published and no game
/// of them waits for its result.
fn in_phase(phase: Phase) -> Condition {
    let all_in = tournaments::paired_rounds.ge(tournaments::rounds).and(not(has_game(true)));
    match phase {
        Phase::Upcoming => not_started(),
        Phase::Finished => Box::new(not(not_started()).and(all_in)),
        Phase::Running => Box::new(not(not_started()).and(not(all_in))),
    }
}

/// The events the public list shows (not archived) that the filter finds.
fn filtered(filter: &ListFilter) -> tournaments::BoxedQuery<'static, Db> {
    let mut query = tournaments::table
        .filter(tournaments::id.ne_all(archived_tournaments::table.select(archived_tournaments::tournament_id)))
        .into_boxed();
    if !filter.name.is_empty() {
        query = query.filter(tournaments::name_key.like(contains(&filter.name)).escape('\\'));
    }
    if !filter.place.is_empty() {
        query = query.filter(tournaments::place_key.like(contains(&filter.place)).escape('\\'));
    }
    if !filter.federation.is_empty() {
        query = query.filter(tournaments::federation.eq(filter.federation.clone()));
    }
    if let Some(from) = filter.from {
        query = query.filter(tournaments::end_date.ge(from));
    }
    if let Some(to) = filter.to {
        query = query.filter(tournaments::start_date.le(to));
    }
    if let Some(phase) = filter.phase {
        query = query.filter(in_phase(phase));
    }
    query
}

/// A LIKE pattern finding `text` anywhere, its wildcards escaped by `\`.
fn contains(text: &str) -> String {
    let mut pattern = String::with_capacity(text.len() + 2);
    pattern.push('%');
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// The events the filter finds on page `page` (from 0), newest first, with
/// their players and progress: five queries whatever the page or the number
/// of events.
pub fn page(conn: &mut DbConnection, filter: &ListFilter, page: i64) -> QueryResult<ListPage> {
    let total: i64 = filtered(filter).count().get_result(conn)?;
    let rows: Vec<TournamentRow> = filtered(filter)
        .order((tournaments::start_date.desc(), tournaments::id.desc()))
        .limit(PAGE_SIZE)
        .offset(page.saturating_mul(PAGE_SIZE))
        .select(TournamentRow::as_select())
        .load(conn)?;
    let ids: Vec<TournamentId> = rows.iter().map(|r| r.id).collect();
    let players: HashMap<TournamentId, i64> = players::table
        .filter(players::tournament_id.eq_any(&ids))
        .group_by(players::tournament_id)
        .select((players::tournament_id, count_star()))
        .load(conn)?
        .into_iter()
        .collect();
    let games = || {
        boards::table
            .inner_join(tournaments::table)
            .filter(boards::tournament_id.eq_any(ids.clone()))
            .filter(boards::black_id.is_not_null())
            .filter(boards::round.le(tournaments::paired_rounds))
    };
    let first_open: HashMap<TournamentId, Option<i32>> = games()
        .filter(boards::result.eq(Code(BoardResult::PENDING)))
        .group_by(boards::tournament_id)
        .select((boards::tournament_id, min(boards::round)))
        .load(conn)?
        .into_iter()
        .collect();
    let started: HashSet<TournamentId> = games()
        .filter(boards::result.ne(Code(BoardResult::PENDING)))
        .select(boards::tournament_id)
        .distinct()
        .load(conn)?
        .into_iter()
        .collect();
    let events = rows
        .into_iter()
        .map(|row| ListedEvent {
            players: players.get(&row.id).copied().unwrap_or(0),
            first_open: first_open.get(&row.id).copied().flatten(),
            started: started.contains(&row.id),
            row,
        })
        .collect();
    Ok(ListPage { total, events })
}

/// The federations of the events the list shows, for the filter to offer.
pub fn federations(conn: &mut DbConnection) -> QueryResult<Vec<String>> {
    filtered(&ListFilter::default())
        .filter(tournaments::federation.ne(""))
        .select(tournaments::federation)
        .distinct()
        .order(tournaments::federation)
        .load(conn)
}

/// A number that changes whenever anything the list shows changes (raised
/// by triggers: see the migration `tournament_list`). One row read.
pub fn stamp(conn: &mut DbConnection) -> QueryResult<i64> {
    list_changes::table.find(1).select(list_changes::stamp).first(conn)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_searched_text_is_found_literally() {
        assert_eq!(contains("50%_a\\b"), "%50\\%\\_a\\\\b%");
        assert_eq!(contains("шахматы"), "%шахматы%");
    }

    #[test]
    fn phases_read_back_from_their_codes() {
        for phase in Phase::ALL {
            assert_eq!(Phase::from_code(phase.code()), Some(phase));
        }
        assert_eq!(Phase::from_code("Running"), None);
        assert_eq!(Phase::from_code(""), None);
    }
}
