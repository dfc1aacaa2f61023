//! The consistency check of the players' ratings (checklist Q133-Q144):
//! before round 1, what the FIDE list in force for the event would change,
//! once the list is made current; the arbiter applies all or some.

use crate::actions::rating_lists::list_name;
use crate::actions::{self, Refresh, ratings_fixed};
use crate::db::models::TournamentRow;
use crate::db::settings::ListCheck;
use crate::db::{self, PlayerId, TournamentId};
use crate::list_updates::{self, When};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::{ok, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use std::collections::{BTreeSet, HashMap};

#[derive(Template)]
#[template(path = "players/refresh.html")]
struct RefreshPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// The list in force for the event, and its row id.
    list: Option<(String, i32)>,
    /// The month whose list is in force (start date, or the check's day).
    month: String,
    changes: Vec<Refresh>,
    /// Where FIDE's list is downloaded from (none: only uploads).
    address: Option<String>,
    /// What the checks for a newer list found.
    check: ListCheck,
}

/// `GET /t/{id}/players/refresh`: what the FIDE list in force would change
/// (before round 1 only: pairing numbers are fixed by the ratings then). A
/// check of FIDE's list runs first if one is due (Q141).
pub async fn preview(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let allowed = user.clone();
    read(&state, move |c| {
        let t = access::load_for_write(c, id, &allowed)?;
        if ratings_fixed(c, &t)? {
            return Err(AppError::Conflict("ratings-refresh-paired"));
        }
        if !db::list_sequences::checks(c, &t)? {
            return Err(AppError::Conflict("ratings-checks-off"));
        }
        Ok(())
    })
    .await?;
    let now = chrono::Utc::now().naive_utc();
    // A failed check is shown on the page from what it recorded.
    list_updates::update_to_the_end(state.store.clone(), now, When::Due).await?;
    let page = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let found = actions::refreshes(c, &t, now.date())?;
        let (list, changes) = match found {
            Some((list, changes)) => (Some((list_name(&list), list.id)), changes),
            None => (None, Vec::new()),
        };
        let month = actions::list_month(&t, now.date());
        Ok((t, list, month, changes, db::settings::fide_list_url(c)?, db::settings::fide_list_check(c)?))
    })
    .await?;
    let (t, list, month, changes, address, check) = page;
    ok(&RefreshPage { ctx: &ctx, t, list, month, changes, address, check })
}

/// `POST /t/{id}/players/refresh`: applies the changes of the players
/// ticked (`apply-<player id>`), from the list reviewed (`list`), in one
/// transaction, each written to the audit log.
pub async fn apply(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let list_id: i32 = form.get("list").and_then(|l| l.parse().ok()).ok_or(AppError::BadRequest("error-bad-form"))?;
    let chosen: BTreeSet<PlayerId> =
        form.keys().filter_map(|k| k.strip_prefix("apply-")?.parse().ok().map(PlayerId)).collect();
    let today = chrono::Utc::now().date_naive();
    let applied = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        Ok(actions::refresh_ratings(c, user.id, &t, today, list_id, &chosen)?)
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.n("ratings-refresh-applied", applied));
    Ok(see_other(&format!("/t/{id}/players")))
}
