//! Default time on the round view (FIDE 6.7): which boards have a player
//! who has not arrived, when their default time runs out, and the one step
//! that rules every due default of the round.

use super::access::{self, Access};
use super::board_game;
use super::clock_events::record_logged;
use super::ctx::Ctx;
use super::error::AppError;
use super::forms::CsrfForm;
use super::view::see_other;
use super::{AppState, transaction};
use crate::db::models::{BoardRow, TournamentRow};
use crate::db::{self, DbConnection};
use crate::rulings::incident::{BoardRecord, LogEntry, LoggedEvent, default_ruling};
use crate::rulings::replay::EventKind;
use crate::tournament::Color;
use crate::tournament::GameResult;
use actix_web::{HttpResponse, web};
use chrono::{DateTime, TimeZone, Utc};
use serde::Deserialize;
use std::collections::HashMap;

/// Who is still missing on a board whose result is pending.
pub(super) struct Attendance {
    pub white_absent: bool,
    pub black_absent: bool,
    /// When the default time runs out (local time), or empty without a start.
    pub deadline: String,
    /// The default time has run out: a forfeit is due (6.7.1).
    pub due: bool,
    /// The result the due default gives (as the replay rules it).
    pub result: Option<GameResult>,
}

fn is_pending_game(b: &BoardRow) -> bool {
    b.black_id.is_some() && b.result == GameResult::Pending.code()
}

/// Who is missing in a round.
pub(super) struct RoundAttendance {
    /// The pending boards with someone missing, by board id.
    pub boards: HashMap<i32, Attendance>,
    /// Whether the arbiters record arrivals in this round (an arrival is
    /// logged, or a clock followed): only then is a missing player absent
    /// rather than unrecorded, and defaults can be ruled.
    pub tracked: bool,
}

impl RoundAttendance {
    /// How many boards have a default due.
    pub fn due(&self) -> usize {
        if self.tracked { self.boards.values().filter(|a| a.due).count() } else { 0 }
    }
}

/// The attendance of the round's pending boards.
pub(super) fn round_attendance(
    conn: &mut DbConnection,
    t: &TournamentRow,
    boards: &[BoardRow],
    now: DateTime<Utc>,
) -> Result<RoundAttendance, AppError> {
    let pending: Vec<BoardRow> = boards.iter().filter(|b| is_pending_game(b)).cloned().collect();
    let records = db::game_events::opening_records(conn, t, &pending)?;
    let tracked = records
        .values()
        .any(|r| r.is_timed() || r.log.iter().any(|e| matches!(e.entry, LogEntry::Event(EventKind::Arrive { .. }))));
    let boards = records.into_iter().filter_map(|(id, r)| attendance(t, &r, now).map(|a| (id, a))).collect();
    Ok(RoundAttendance { boards, tracked })
}

fn attendance(t: &TournamentRow, r: &BoardRecord, now: DateTime<Utc>) -> Option<Attendance> {
    let arrived = r.arrivals();
    let result = default_ruling(r, now);
    let due = result.is_some();
    if arrived.iter().all(Option::is_some) && !due {
        return None;
    }
    let deadline = r.default_deadline();
    Some(Attendance {
        white_absent: arrived[0].is_none(),
        black_absent: arrived[1].is_none(),
        deadline: deadline
            .map(|d| t.tz().from_utc_datetime(&d.naive_utc()).format("%H:%M:%S").to_string())
            .unwrap_or_default(),
        due,
        result,
    })
}

/// The round's step form: the boards listed to the arbiter, and the tick that confirms them.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct DefaultsForm {
    /// Board ids, comma-separated, as the list showed them.
    boards: String,
    /// `yes` once the arbiter has checked the list.
    confirm: String,
}

/// Board ids from a comma-separated form field (unreadable ones are ignored).
fn board_ids(text: &str) -> Vec<i32> {
    text.split(',').filter_map(|b| b.trim().parse().ok()).collect()
}

/// `POST /t/{id}/round/{n}/defaults`: rules the due defaults of the boards
/// the round view listed (6.7.1), once the arbiter has confirmed the list:
/// each board with a player who has not arrived by the default time gets its
/// forfeit, logged with the article.
pub async fn apply_defaults(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(i32, i32)>,
    CsrfForm(form): CsrfForm<DefaultsForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, round) = path.into_inner();
    let user = ctx.require_user()?.clone();
    let tr = ctx.tr;
    let now = Utc::now();
    let listed = board_ids(&form.boards);
    transaction(&state, move |c| {
        let t = access::load_for_write(c, tid, &user)?;
        if round < 1 || round > t.paired_rounds {
            return Err(AppError::NotFound);
        }
        let boards = db::boards::for_round(c, tid, round)?;
        let attendance = round_attendance(c, &t, &boards, now)?;
        if !attendance.tracked {
            return Err(AppError::BadRequest("defaults-untracked"));
        }
        if form.confirm != "yes" {
            return Err(AppError::BadRequest("defaults-confirm-missing"));
        }
        let due = attendance.boards.into_iter().filter(|(id, a)| a.due && listed.contains(id)).map(|(id, _)| id);
        for bid in due {
            let event = LoggedEvent { at: now, entry: LogEntry::Event(EventKind::DefaultTime) };
            record_on(c, &tr, &t, bid, event, user.id)?;
        }
        Ok(())
    })
    .await?;
    Ok(see_other(&format!("/t/{tid}/round/{round}")))
}

/// Records one logged event on a board, under its row lock; a change the Laws
/// refuse (the board's log says otherwise) leaves the board as it was.
fn record_on(
    c: &mut DbConnection,
    tr: &super::i18n::Tr,
    t: &TournamentRow,
    bid: i32,
    event: LoggedEvent,
    user: i32,
) -> Result<(), AppError> {
    db::boards::lock(c, t.id, bid)?;
    let l = board_game::load(c, t.id, bid, Access { write: true, chief: false }, t.clone())?;
    let _ = record_logged(c, tr, &l, event, user)?;
    Ok(())
}

/// The "everyone present" form: the pairing numbers of those who are not.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct ArrivalsForm {
    except: String,
}

/// `POST /t/{id}/round/{n}/arrivals`: records every player of the round's
/// unfinished games as arrived now, except the pairing numbers given.
pub async fn all_present(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(i32, i32)>,
    CsrfForm(form): CsrfForm<ArrivalsForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, round) = path.into_inner();
    let user = ctx.require_user()?.clone();
    let tr = ctx.tr;
    let now = Utc::now();
    let typed: Vec<String> =
        form.except.split([',', ' ', ';']).map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect();
    transaction(&state, move |c| {
        let t = access::load_for_write(c, tid, &user)?;
        if round < 1 || round > t.paired_rounds {
            return Err(AppError::NotFound);
        }
        let players = db::players::for_tournament(c, tid)?;
        let mut absent = Vec::new();
        for text in &typed {
            let player = text.parse::<i32>().ok().and_then(|no| players.iter().find(|p| p.pairing_no == Some(no)));
            match player {
                Some(p) => absent.push(p.id),
                None => return Err(AppError::Refused(tr.t1("arrivals-invalid", "typed", text))),
            }
        }
        let boards = db::boards::for_round(c, tid, round)?;
        let attendance = round_attendance(c, &t, &boards, now)?;
        for b in boards.iter().filter(|b| attendance.boards.contains_key(&b.id)) {
            let a = &attendance.boards[&b.id];
            let sides =
                [(a.white_absent, b.white_id, Color::White), (a.black_absent, b.black_id.unwrap_or(0), Color::Black)];
            for (missing, player_id, player) in sides {
                if missing && !absent.contains(&player_id) {
                    let event = LoggedEvent { at: now, entry: LogEntry::Event(EventKind::Arrive { player }) };
                    record_on(c, &tr, &t, b.id, event, user.id)?;
                }
            }
        }
        Ok(())
    })
    .await?;
    Ok(see_other(&format!("/t/{tid}/round/{round}")))
}
