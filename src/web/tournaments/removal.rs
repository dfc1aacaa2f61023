//! Deleting a whole tournament entered by mistake; archiving a finished one
//! (hidden from the public list, read-only).

use crate::actions::tournaments;
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, TournamentId};
use crate::web::access;
use crate::web::ctx::{Ctx, SessionUser};
use crate::web::error::AppError;
use crate::web::error::Worded;
use crate::web::error::kept;
use crate::web::forms::CsrfForm;
use crate::web::forms::EmptyForm;
use crate::web::view::{ok, render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "tournaments/remove.html")]
struct RemovePage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    archived: bool,
    error: String,
}

/// Loads a tournament for its chief arbiter (or an admin), archived or not: 403 for anyone else.
fn load_for_chief(c: &mut DbConnection, id: TournamentId, user: &SessionUser) -> Result<TournamentRow, AppError> {
    let (t, access) = access::load(c, id, Some(user))?;
    if access.chief { Ok(t) } else { Err(AppError::Forbidden) }
}

async fn remove_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    status: StatusCode,
    error: String,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (t, archived) = read(state, move |c| {
        let t = load_for_chief(c, id, &user)?;
        Ok((t, db::tournaments::is_archived(c, id)?))
    })
    .await?;
    render(status, &RemovePage { ctx, t, archived, error })
}

/// `GET /t/{id}/remove`: archive, restore or delete, for the chief arbiter.
pub async fn remove_form(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    remove_page(&ctx, &state, id.into_inner(), StatusCode::OK, String::new()).await
}

/// The confirmation: the tournament's name, typed.
#[derive(Deserialize)]
pub struct ConfirmForm {
    #[serde(default)]
    confirm_name: String,
}

/// What the chief arbiter asks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Removal {
    Archive,
    Restore,
    Delete,
}

/// Applies a removal once the name is confirmed; shows the form again when it was typed wrong.
async fn remove(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: TournamentId,
    typed: String,
    what: Removal,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let done = transaction(&state, move |c| {
        let t = load_for_chief(c, id, &user)?;
        kept(match what {
            Removal::Archive => tournaments::archive_tournament(c, user.id, &t, &typed),
            Removal::Restore => tournaments::restore_tournament(c, user.id, &t),
            Removal::Delete => tournaments::delete_tournament(c, &t, &typed),
        })
    })
    .await?;
    match (done, what) {
        (Err(refusal), _) => {
            let message = refusal.message(&ctx.tr);
            remove_page(&ctx, &state, id, StatusCode::UNPROCESSABLE_ENTITY, message).await
        }
        (Ok(()), Removal::Delete) => Ok(see_other("/")),
        (Ok(()), _) => Ok(see_other(&format!("/t/{id}"))),
    }
}

/// `POST /t/{id}/archive`: hides the tournament from the public list and makes it read-only.
pub async fn archive(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    remove(ctx, state, id.into_inner(), form.confirm_name, Removal::Archive).await
}

/// `POST /t/{id}/restore`: brings an archived tournament back.
pub async fn restore(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    _form: CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    remove(ctx, state, id.into_inner(), String::new(), Removal::Restore).await
}

/// `POST /t/{id}/delete`: deletes the tournament with all its players, rounds, games and log.
pub async fn delete_tournament(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    remove(ctx, state, id.into_inner(), form.confirm_name, Removal::Delete).await
}

/// `GET /archive`: the archived tournaments the visitor is an arbiter of (all, for an admin).
pub async fn archived_list(ctx: Ctx, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let items = read(&state, move |c| {
        let archived = db::tournaments::archived_ids(c)?;
        let mut items = Vec::new();
        for t in db::tournaments::all(c)? {
            if archived.contains(&t.id) && access::load(c, t.id, Some(&user))?.1.write {
                items.push(t);
            }
        }
        Ok(items)
    })
    .await?;
    ok(&ArchivePage { ctx: &ctx, items })
}

#[derive(Template)]
#[template(path = "tournaments/archive.html")]
struct ArchivePage<'a> {
    ctx: &'a Ctx,
    items: Vec<TournamentRow>,
}
