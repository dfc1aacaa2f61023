//! Default time on the round view (FIDE 6.7): which boards have a player
//! who has not arrived, when their default time runs out, and the one step
//! that rules every due default of the round.

use super::access::{self, Access};
use super::clock_events::record_logged;
use super::ctx::Ctx;
use super::error::AppError;
use super::forms::CsrfForm;
use super::games;
use super::view::see_other;
use super::{AppState, transaction};
use crate::db::models::{BoardRow, TournamentRow};
use crate::db::{self, DbConnection};
use crate::rulings::incident::{BoardRecord, LoggedEvent, default_ruling};
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
    let tracked = records.values().any(|r| r.is_timed() || r.log.iter().any(|e| e.kind == "arrive"));
    let boards = records.into_iter().filter_map(|(id, r)| attendance(t, &r, now).map(|a| (id, a))).collect();
    Ok(RoundAttendance { boards, tracked })
}

fn attendance(t: &TournamentRow, r: &BoardRecord, now: DateTime<Utc>) -> Option<Attendance> {
    let arrived = r.arrivals();
    let due = default_ruling(r, now).is_some();
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
    })
}

/// The round's step form (only the CSRF token).
#[derive(Deserialize)]
pub struct DefaultsForm {}

/// `POST /t/{id}/round/{n}/defaults`: rules every due default of the round
/// at once (6.7.1): each board with a player who has not arrived by the
/// default time gets its forfeit, logged with the article.
pub async fn apply_defaults(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(i32, i32)>,
    CsrfForm(_): CsrfForm<DefaultsForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, round) = path.into_inner();
    let user = ctx.require_user()?.clone();
    let tr = ctx.tr;
    let now = Utc::now();
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
        let due: Vec<i32> = attendance.boards.into_iter().filter(|(_, a)| a.due).map(|(id, _)| id).collect();
        for bid in due {
            db::boards::lock(c, tid, bid)?;
            let l = games::load(c, tid, bid, Access { write: true, chief: false }, t.clone())?;
            let event = LoggedEvent { at: now, kind: "default_time".into(), fields: Default::default() };
            // A board the Laws refuse (its log says otherwise) keeps its state and stays listed as due.
            let _ = record_logged(c, &tr, &l, event, user.id)?;
        }
        Ok(())
    })
    .await?;
    Ok(see_other(&format!("/t/{tid}/round/{round}")))
}
