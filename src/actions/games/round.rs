//! The round view's steps on several boards at once: ruling every due
//! default (6.7.1) and recording everyone present at the start. Each board
//! is changed by [`change_game`], as from its own page.

use super::defaults::{DefaultsRefusal, RoundAttendance};
use super::state::GameRefusal;
use super::store::{GameInput, change_game};
use crate::actions::{Failed, refuse};
use crate::db::models::{BoardRow, TournamentRow};
use crate::db::{self, BoardId, DbConnection, PlayerId, UserId};
use crate::rulings::incident::{LogEntry, LoggedEvent};
use crate::rulings::replay::EventKind;
use chrono::{DateTime, Utc};

/// Why a step on the round's boards is refused.
#[derive(Debug, Clone, PartialEq)]
pub enum RoundLogRefusal {
    /// The due defaults cannot be ruled in one step.
    Defaults(DefaultsRefusal),
    /// A board could not be changed at all: gone, unreadable, or changed
    /// meanwhile (a change the Laws refuse on one board leaves that board
    /// as it was, and is no refusal of the step).
    Board(GameRefusal),
}

/// The attendance of the round's pending boards (of `boards`) at `now`.
pub fn round_attendance(
    conn: &mut DbConnection,
    t: &TournamentRow,
    boards: &[BoardRow],
    now: DateTime<Utc>,
) -> Result<RoundAttendance, diesel::result::Error> {
    let pending: Vec<BoardRow> = boards.iter().filter(|b| b.is_pending_game()).cloned().collect();
    let records = db::game_events::opening_records(conn, t, &pending)?;
    Ok(RoundAttendance::of(&records, now))
}

/// Logs `event` on board `bid`; a change the Laws refuse leaves the board as it was.
fn log_on(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    bid: BoardId,
    event: LoggedEvent,
) -> Result<(), Failed<RoundLogRefusal>> {
    match change_game(conn, by, t, bid, GameInput::Log(event)) {
        Ok(()) => Ok(()),
        Err(Failed::Db(e)) => Err(Failed::Db(e)),
        Err(Failed::Refused(
            r @ (GameRefusal::UnknownBoard
            | GameRefusal::Corrupt(_)
            | GameRefusal::GameChangedMeanwhile { .. }
            | GameRefusal::ResultChangedMeanwhile { .. }),
        )) => refuse(RoundLogRefusal::Board(r)),
        Err(Failed::Refused(_)) => Ok(()),
    }
}

/// Rules the due defaults of round `round` of `t` on the boards the round
/// view `listed`, once the arbiter has `confirmed` the list: each board
/// with a player who has not arrived by the default time gets its forfeit,
/// logged with the article (6.7.1).
pub fn rule_defaults(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    round: i32,
    listed: &[BoardId],
    confirmed: bool,
    now: DateTime<Utc>,
) -> Result<(), Failed<RoundLogRefusal>> {
    let boards = db::boards::for_round(conn, t.id, round)?;
    let attendance = round_attendance(conn, t, &boards, now)?;
    let due = match attendance.defaults_to_rule(listed, confirmed) {
        Ok(due) => due,
        Err(refusal) => return refuse(RoundLogRefusal::Defaults(refusal)),
    };
    for bid in due {
        let event = LoggedEvent { at: now, entry: LogEntry::Event(EventKind::DefaultTime) };
        log_on(conn, by, t, bid, event)?;
    }
    Ok(())
}

/// Records every player of round `round`'s unfinished games as present at
/// the start of the round (or at `at`), except the `absent` players.
pub fn record_arrivals(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    round: i32,
    absent: &[PlayerId],
    at: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Result<(), Failed<RoundLogRefusal>> {
    let boards = db::boards::for_round(conn, t.id, round)?;
    let attendance = round_attendance(conn, t, &boards, now)?;
    for (bid, player, at) in attendance.present_at_start(&boards, absent, at, now) {
        let event = LoggedEvent { at, entry: LogEntry::Event(EventKind::Arrive { player }) };
        log_on(conn, by, t, bid, event)?;
    }
    Ok(())
}
