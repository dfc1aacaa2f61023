//! The second step of a sign-in: after the right password for an account
//! with two-step sign-in, the session holds a half-finished sign-in (the
//! account, its session generation, when, and where to go on to) and signs
//! nobody in. Only a one-time code from the app, or a recovery code, within
//! five minutes and under the same generation, finishes it. Wrong codes
//! count under the same throttle as wrong passwords.

use crate::actions::accounts::sign_in::{self, Checked};
use crate::auth::session::{self, AccountNow};
use crate::db::{self, UserId, models::User};
use crate::web::accounts::attempts::{client_address_key, complete_sign_in, reserve_attempts, sign_in_counters};
use crate::web::ctx::{Ctx, SessionUser};
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::{ok, render, see_other};
use crate::web::{AppState, read, transaction};
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::{Deserialize, Serialize};

/// The second step's page.
pub const PATH: &str = "/login/code";

/// The session key of a half-finished sign-in.
const SESSION_PENDING: &str = "second_step";

/// A half-finished sign-in, as the (signed and encrypted) session keeps it.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Pending {
    /// The account whose password was right.
    user_id: UserId,
    /// The account's session generation then: a change since ends the step.
    generation: i32,
    /// When the password was right (Unix seconds).
    begun_at: i64,
    /// The page to go on to once signed in.
    next: String,
}

/// Starts the second step for an account whose password was right: a fresh
/// session (nobody signed in) that remembers the account and `next`.
pub fn begin(ctx: &mut Ctx, user_id: UserId, generation: i32, next: String) {
    let pending = Pending { user_id, generation, begun_at: chrono::Utc::now().timestamp(), next };
    if let Some(session) = ctx.fresh_session() {
        // Insertion can only fail to serialize plain fields, which cannot happen.
        let _ = session.insert(SESSION_PENDING, &pending);
    }
}

/// The session's half-finished sign-in and its account, if it still counts at `now`.
async fn pending_account(
    state: &web::Data<AppState>,
    session: &Session,
    now: i64,
) -> Result<Option<(Pending, User)>, AppError> {
    let Some(pending) = session.get::<Pending>(SESSION_PENDING).ok().flatten() else { return Ok(None) };
    let id = pending.user_id;
    let user = read(state, move |c| Ok(db::users::by_id(c, id)?)).await?;
    let account = user.as_ref().map(|u| AccountNow { generation: u.session_generation, disabled: u.disabled });
    if session::check_second_step(pending.begun_at, pending.generation, account, now).is_err() {
        session.remove(SESSION_PENDING);
        return Ok(None);
    }
    Ok(user.map(|u| (pending, u)))
}

#[derive(Template)]
#[template(path = "auth/code.html")]
struct CodePage<'a> {
    ctx: &'a Ctx,
    error: String,
}

/// The way back to the password when the second step has lapsed: the
/// sign-in page, saying why.
fn start_again(req: &HttpRequest, ctx: &Ctx) -> HttpResponse {
    Ctx::set_flash(req, &ctx.tr.t("login-code-expired"));
    see_other("/login")
}

/// `GET /login/code`: asks for the code.
pub async fn form(
    ctx: Ctx,
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    if pending_account(&state, &session, chrono::Utc::now().timestamp()).await?.is_none() {
        return Ok(start_again(&req, &ctx));
    }
    ok(&CodePage { ctx: &ctx, error: String::new() })
}

/// The second step's form: a code from the app or a recovery code.
#[derive(Deserialize)]
pub struct CodeForm {
    #[serde(default)]
    code: String,
}

/// `POST /login/code`: checks the code, throttled like a password; a right
/// one (never one used before) signs the account in and goes on to the page
/// the sign-in was for.
pub async fn verify(
    mut ctx: Ctx,
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    CsrfForm(form): CsrfForm<CodeForm>,
) -> Result<HttpResponse, AppError> {
    let now = chrono::Utc::now().timestamp();
    let Some((pending, user)) = pending_account(&state, &session, now).await? else {
        return Ok(start_again(&req, &ctx));
    };
    let address = client_address_key(&state, &req);
    let counters = sign_in_counters(&state, &req, Some(user.id), user.username.to_lowercase(), address.clone()).await?;
    let reserved = reserve_attempts(&state, counters).await?;
    let id = user.id;
    let at = chrono::Utc::now().naive_utc();
    let checked =
        transaction(&state, move |c| Ok(sign_in::check_second_step(c, id, &form.code, reserved, &address, at)?))
            .await?;
    if checked == Checked::Wrong {
        let error = ctx.tr.t("login-code-wrong");
        return render(StatusCode::UNAUTHORIZED, &CodePage { ctx: &ctx, error });
    }
    let signed_in = SessionUser { id: user.id, username: user.username, role: user.role };
    Ok(complete_sign_in(&mut ctx, &state, &req, signed_in, pending.generation, &pending.next))
}
