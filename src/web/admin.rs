//! Account management (admins only).

use super::auth::AccountForm;
use super::ctx::{Ctx, Role};
use super::error::AppError;
use super::forms::{CsrfForm, FieldErrors};
use super::view::{render, see_other};
use super::{AppState, read, transaction};
use crate::auth::password;
use crate::db::{self, models::NewUser, models::User};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

#[derive(Template)]
#[template(path = "admin/users.html")]
struct UsersPage<'a> {
    ctx: &'a Ctx,
    users: Vec<User>,
    form: AccountForm,
    errors: FieldErrors,
}

async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    status: StatusCode,
    form: AccountForm,
    errors: FieldErrors,
) -> Result<HttpResponse, AppError> {
    let users = read(state, |c| Ok(db::users::all(c)?)).await?;
    render(status, &UsersPage { ctx, users, form, errors })
}

/// `GET /admin/users`: the accounts and a form to add one.
pub async fn users(ctx: Ctx, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    ctx.require_admin()?;
    let form = AccountForm { role: Role::Arbiter.code().into(), ..AccountForm::default() };
    page(&ctx, &state, StatusCode::OK, form, FieldErrors::default()).await
}

/// `POST /admin/users`: adds an account.
pub async fn add_user(
    ctx: Ctx,
    state: web::Data<AppState>,
    CsrfForm(form): CsrfForm<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.require_admin()?;
    let mut errors = FieldErrors::default();
    let username = form.validate(&ctx, &mut errors);
    let role = Role::from_code(&form.role);
    if role.is_none() {
        errors.add("role", ctx.tr.t("account-role-invalid"));
    }
    let (Some(role), true) = (role, errors.is_empty()) else {
        return page(&ctx, &state, StatusCode::UNPROCESSABLE_ENTITY, form, errors).await;
    };
    let plain = form.password.clone();
    let hash = web::block(move || password::hash(&plain))
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?
        .map_err(AppError::Internal)?;
    let name = username.clone();
    let created = transaction(&state, move |c| {
        if db::users::by_username(c, &name)?.is_some() {
            return Ok(false);
        }
        let now = chrono::Utc::now().naive_utc();
        db::users::insert(c, &NewUser { username: &name, password_hash: &hash, role: role.code(), created_at: now })?;
        Ok(true)
    })
    .await?;
    if !created {
        errors.add("username", ctx.tr.t("account-username-taken"));
        return page(&ctx, &state, StatusCode::UNPROCESSABLE_ENTITY, form, errors).await;
    }
    Ok(see_other("/admin/users"))
}
