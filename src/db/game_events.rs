//! A recorded game's arbiter log: arrivals, claims, illegal moves, offers,
//! resignations, pauses and clock adjustments, each with the instant it was
//! recorded. Moves and their times are in `game_moves`; together they make
//! the incident that [`crate::rulings::replay`] rules on.

use super::DbConnection;
use super::ids::{BoardId, GameId, UserId};
use super::models::{BoardRow, GameRow, MoveRow, TournamentRow};
use super::schema::game_events;
use crate::chess::fen;
use crate::rulings::incident::{BoardRecord, LogEntry, LoggedEvent};
use chrono::{DateTime, NaiveDateTime, Utc};
use diesel::prelude::*;
use std::collections::HashMap;

/// One logged event, read as the core's log entry.
#[derive(Debug, Clone)]
pub struct GameEventRow {
    /// Row id.
    pub id: i32,
    /// The board.
    pub board_id: BoardId,
    /// When it happened (UTC).
    pub at: NaiveDateTime,
    /// What was logged: stored as the incident format's event type (`kind`:
    /// `arrive`, `claim_flag`...) and its other fields as a JSON object
    /// (`data`: `{"player": "white"}`).
    pub entry: LogEntry,
    /// The arbiter who recorded it.
    pub recorded_by: Option<UserId>,
}

/// The columns of an event as stored.
type StoredColumns = (i32, BoardId, NaiveDateTime, String, String, Option<UserId>);

/// Reads the events that `$filter` selects, in time order: a row that is not one
/// of the incident format's events (edited by hand) is an error naming it,
/// never skipped.
macro_rules! events {
    ($conn:expr, $filter:expr) => {
        game_events::table
            .filter($filter)
            .order((game_events::at, game_events::id))
            .select((
                game_events::id,
                game_events::board_id,
                game_events::at,
                game_events::kind,
                game_events::data,
                game_events::recorded_by,
            ))
            .load::<StoredColumns>($conn)?
            .into_iter()
            .map(GameEventRow::read)
            .collect()
    };
}

/// A board's events in time order.
pub fn for_board(conn: &mut DbConnection, board_id: BoardId) -> QueryResult<Vec<GameEventRow>> {
    events!(conn, game_events::board_id.eq(board_id))
}

/// Appends an entry; returns its id.
pub fn record(
    conn: &mut DbConnection,
    board_id: BoardId,
    at: NaiveDateTime,
    entry: &LogEntry,
    recorded_by: UserId,
) -> QueryResult<i32> {
    let (kind, data) = entry.stored();
    diesel::insert_into(game_events::table)
        .values((
            game_events::board_id.eq(board_id),
            game_events::at.eq(at),
            game_events::kind.eq(kind),
            game_events::data.eq(data),
            game_events::recorded_by.eq(Some(recorded_by)),
        ))
        .returning(game_events::id)
        .get_result(conn)
}

/// The events of several boards (a round), in time order.
pub fn for_boards(conn: &mut DbConnection, board_ids: &[BoardId]) -> QueryResult<Vec<GameEventRow>> {
    events!(conn, game_events::board_id.eq_any(board_ids))
}

/// Removes one event of a board; false if it is not there.
#[must_use = "whether it changed anything"]
pub fn delete(conn: &mut DbConnection, board_id: BoardId, id: i32) -> QueryResult<bool> {
    let n =
        diesel::delete(game_events::table.filter(game_events::board_id.eq(board_id)).filter(game_events::id.eq(id)))
            .execute(conn)?;
    Ok(n == 1)
}

/// A UTC instant as stored (naive, UTC) read back.
pub fn utc(at: NaiveDateTime) -> DateTime<Utc> {
    DateTime::from_naive_utc_and_offset(at, Utc)
}

impl GameEventRow {
    /// A stored row, its entry read; one that is not one of the incident
    /// format's events is an error.
    fn read((id, board_id, at, kind, data, recorded_by): StoredColumns) -> QueryResult<GameEventRow> {
        let entry = LogEntry::from_stored(&kind, &data)
            .map_err(|e| diesel::result::Error::DeserializationError(Box::new(e)))?;
        Ok(GameEventRow { id, board_id, at, entry, recorded_by })
    }

    /// The event as the core's incident log holds it.
    pub fn logged(&self) -> LoggedEvent {
        LoggedEvent { at: utc(self.at), entry: self.entry.clone() }
    }
}

/// Everything stored about a board's game that the Laws rule on, as core
/// data, from its game, moves and log ([`for_board`]) as read.
pub fn board_record(
    conn: &mut DbConnection,
    t: &TournamentRow,
    board: &BoardRow,
    game: Option<&GameRow>,
    moves: &[MoveRow],
    log: &[GameEventRow],
) -> QueryResult<BoardRecord> {
    let log = log.iter().map(GameEventRow::logged).collect();
    let round_start = super::tournaments::schedule(conn, t.id)?
        .into_iter()
        .find(|(n, _)| *n == board.round)
        .and_then(|(_, at)| at)
        .map(utc);
    Ok(record_of(t, round_start, game, moves, log))
}

/// The records of a round's boards with their logs but only the first two
/// moves: enough for arrivals and default-time deadlines (the round view),
/// not for a replay. Keyed by board id.
pub fn opening_records(
    conn: &mut DbConnection,
    t: &TournamentRow,
    boards: &[BoardRow],
) -> QueryResult<HashMap<BoardId, BoardRecord>> {
    let ids: Vec<BoardId> = boards.iter().map(|b| b.id).collect();
    let games: HashMap<BoardId, GameRow> =
        super::games::for_boards(conn, &ids)?.into_iter().map(|g| (g.board_id, g)).collect();
    let game_ids: Vec<GameId> = games.values().map(|g| g.id).collect();
    let mut moves: HashMap<GameId, Vec<MoveRow>> = HashMap::new();
    for m in super::games::opening_moves(conn, &game_ids, 2)? {
        moves.entry(m.game_id).or_default().push(m);
    }
    let mut logs: HashMap<BoardId, Vec<LoggedEvent>> = HashMap::new();
    for e in for_boards(conn, &ids)? {
        logs.entry(e.board_id).or_default().push(e.logged());
    }
    let schedule = super::tournaments::schedule(conn, t.id)?;
    let mut out = HashMap::new();
    for board in boards {
        let game = games.get(&board.id);
        let game_moves = game.and_then(|g| moves.get(&g.id)).map_or(&[][..], Vec::as_slice);
        let log = logs.remove(&board.id).unwrap_or_default();
        let round_start = schedule.iter().find(|(n, _)| *n == board.round).and_then(|(_, at)| *at).map(utc);
        out.insert(board.id, record_of(t, round_start, game, game_moves, log));
    }
    Ok(out)
}

fn record_of(
    t: &TournamentRow,
    round_start: Option<DateTime<Utc>>,
    game: Option<&GameRow>,
    moves: &[MoveRow],
    log: Vec<LoggedEvent>,
) -> BoardRecord {
    let start_fen = game.map(|g| g.start_fen.clone()).filter(|f| *f != fen::write(&shakmaty::Chess::default()));
    BoardRecord {
        time_control: t.time_control.clone(),
        mode: t.game_mode_override().map(|m| m.code().to_string()),
        round_start,
        default_time_minutes: t.default_time_minutes.max(0) as u32,
        start_fen,
        moves: moves.iter().map(|m| (utc(m.entered_at), m.san.clone())).collect(),
        log,
    }
}
