//! Default time on the round view (FIDE 6.7): which boards have a player
//! who has not arrived, when their default time runs out, and the one step
//! that rules every due default of the round.

use super::clock::parse_at;
use super::record::board_failure;
use crate::actions::{self, Failed, RoundLogRefusal};
use crate::db::{self, BoardId, TournamentId};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpResponse, web};
use chrono::Utc;
use serde::Deserialize;

/// The error a refused step on the round's boards answers with.
fn round_refused(failed: Failed<RoundLogRefusal>) -> AppError {
    match failed {
        Failed::Db(e) => AppError::Db(e),
        Failed::Refused(RoundLogRefusal::Defaults(r)) => AppError::BadRequest(r.message_key()),
        Failed::Refused(RoundLogRefusal::Board(r)) => match board_failure(r) {
            Err(e) => e,
            Ok(_) => AppError::NotFound,
        },
    }
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
fn board_ids(text: &str) -> Vec<BoardId> {
    text.split(',').filter_map(|b| b.trim().parse().ok()).collect()
}

/// `POST /t/{id}/round/{n}/defaults`: rules the due defaults of the boards
/// the round view listed (6.7.1), once the arbiter has confirmed the list:
/// each board with a player who has not arrived by the default time gets its
/// forfeit, logged with the article.
pub async fn apply_defaults(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<DefaultsForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, round) = path.into_inner();
    let user = ctx.require_user()?.clone();
    let now = Utc::now();
    let listed = board_ids(&form.boards);
    transaction(&state, move |c| {
        let t = access::load_for_write(c, tid, &user)?;
        crate::web::parts::board_lines::published_round(&t, round)?;
        let confirmed = form.confirm == "yes";
        actions::rule_defaults(c, user.id, &t, round, &listed, confirmed, now).map_err(round_refused)
    })
    .await?;
    Ok(see_other(&format!("/t/{tid}/round/{round}")))
}

/// The "everyone present" form: the pairing numbers of those who are not,
/// and the time they were all there (empty: the start of the round).
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct ArrivalsForm {
    except: String,
    at: String,
}

/// `POST /t/{id}/round/{n}/arrivals`: records every player of the round's
/// unfinished games as present at the start of the round (or at the time
/// the arbiter gave), except the pairing numbers given.
pub async fn all_present(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
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
        crate::web::parts::board_lines::published_round(&t, round)?;
        let players = db::players::for_tournament(c, tid)?;
        let mut absent = Vec::new();
        for text in &typed {
            let player = text.parse::<i32>().ok().and_then(|no| players.iter().find(|p| p.pairing_no == Some(no)));
            match player {
                Some(p) => absent.push(p.id),
                None => return Err(AppError::Refused(tr.t1("arrivals-invalid", "typed", text))),
            }
        }
        let at = match form.at.trim() {
            "" => None,
            typed => Some(parse_at(&t, typed, now).map_err(AppError::BadRequest)?),
        };
        actions::record_arrivals(c, user.id, &t, round, &absent, at, now).map_err(round_refused)
    })
    .await?;
    Ok(see_other(&format!("/t/{tid}/round/{round}")))
}
