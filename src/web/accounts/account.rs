//! The signed-in arbiter's own account: change the password, sign out
//! everywhere; two-step sign-in is in [`crate::web::accounts::two_factor`].

use crate::actions::accounts::account;
use crate::db;
use crate::web::accounts::attempts::{decide_attempts, own_account_counter, reserve_attempts};
use crate::web::accounts::sign_in::validate_new_password;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::{CsrfForm, FieldErrors};
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "account.html")]
struct AccountPage<'a> {
    ctx: &'a Ctx,
    errors: FieldErrors,
    /// What was just done (already translated), if anything.
    notice: Option<String>,
    /// Whether two-step sign-in is on.
    two_factor: bool,
    /// Unused recovery codes.
    codes_left: i64,
}

/// Renders the account page of the signed-in account with `status`, the
/// forms' `errors` and a `notice` of what was just done.
pub(in crate::web) async fn account_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    status: StatusCode,
    errors: FieldErrors,
    notice: Option<String>,
) -> Result<HttpResponse, AppError> {
    let id = ctx.require_user()?.id;
    let (two_factor, codes_left) =
        read(state, move |c| Ok((db::two_factor::is_on(c, id)?, db::two_factor::recovery_codes_left(c, id)?))).await?;
    render(status, &AccountPage { ctx, errors, notice, two_factor, codes_left })
}

/// Query of the account page: what was just done.
#[derive(Deserialize)]
pub struct AccountQuery {
    /// The password was changed.
    #[serde(default)]
    changed: Option<String>,
    /// Two-step sign-in was turned off.
    #[serde(default)]
    off: Option<String>,
}

/// `GET /account`.
pub async fn page(
    ctx: Ctx,
    state: web::Data<AppState>,
    query: web::Query<AccountQuery>,
) -> Result<HttpResponse, AppError> {
    ctx.require_user()?;
    let notice = if query.changed.is_some() {
        Some(ctx.tr.t("account-password-changed"))
    } else if query.off.is_some() {
        Some(ctx.tr.t("two-factor-turned-off"))
    } else {
        None
    };
    account_page(&ctx, &state, StatusCode::OK, FieldErrors::default(), notice).await
}

/// The change-password form.
#[derive(Deserialize)]
pub struct PasswordForm {
    #[serde(default)]
    current: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    password2: String,
}

/// `POST /account/password`: changes one's own password after checking the
/// current one. Every other session of the account ends; this one goes on.
pub async fn change_password(
    mut ctx: Ctx,
    state: web::Data<AppState>,
    CsrfForm(form): CsrfForm<PasswordForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let mut errors = FieldErrors::default();
    validate_new_password(&ctx, &form.password, &form.password2, &mut errors);
    // Someone at an unattended, signed-in laptop may not guess the password
    // faster than at the sign-in form.
    let reserved = reserve_attempts(&state, own_account_counter(&user.username)).await?;
    let id = user.id;
    let stored = read(&state, move |c| Ok(db::users::by_id(c, id)?)).await?.ok_or(AppError::Forbidden)?;
    let right = state.password_workers.verify(form.current, Some(stored.password_hash)).await?;
    decide_attempts(&state, reserved, right).await?;
    if !right {
        errors.add("current", ctx.tr.t("account-current-wrong"));
    }
    if !errors.is_empty() {
        return account_page(&ctx, &state, StatusCode::UNPROCESSABLE_ENTITY, errors, None).await;
    }
    let hash = state.password_workers.hash(form.password).await?;
    let generation = transaction(&state, move |c| Ok(account::change_password(c, id, &hash)?)).await?;
    ctx.sign_in(user, generation, chrono::Utc::now().timestamp());
    Ok(see_other("/account?changed=1"))
}

/// The sign-out-everywhere form (CSRF only).
#[derive(Deserialize)]
pub struct EverywhereForm {}

/// `POST /account/sign-out-everywhere`: ends every session of the account,
/// this one included (a lost phone, a shared computer).
pub async fn sign_out_everywhere(
    mut ctx: Ctx,
    state: web::Data<AppState>,
    _form: CsrfForm<EverywhereForm>,
) -> Result<HttpResponse, AppError> {
    let id = ctx.require_user()?.id;
    transaction(&state, move |c| Ok(account::sign_out_everywhere(c, id)?)).await?;
    ctx.sign_out();
    Ok(see_other("/login"))
}
