//! Account management (admins only), with the two-step sign-in requirement.

use crate::actions::Failed;
use crate::actions::accounts::sign_in::Credentials;
use crate::actions::accounts::users::{self, AccountRefusal, AddUserRefusal};
use crate::auth::role::Role;
use crate::db::{self, DbConnection, UserId, models::User};
use crate::web::accounts::refusal_apart;
use crate::web::accounts::sign_in::{AccountForm, validate_new_password};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::EmptyForm;
use crate::web::forms::{CsrfForm, FieldErrors, KeptForm};
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "admin/users.html")]
struct UsersPage<'a> {
    ctx: &'a Ctx,
    users: Vec<User>,
    form: AccountForm,
    errors: FieldErrors,
    /// The accounts with two-step sign-in on.
    two_factor: Vec<UserId>,
    /// Whether admins and chief arbiters must use two-step sign-in.
    required: bool,
}

impl UsersPage<'_> {
    /// Whether the account is the signed-in admin's own.
    fn is_me(&self, user: &User) -> bool {
        self.ctx.user.as_ref().is_some_and(|me| me.id == user.id)
    }

    /// Whether the account has two-step sign-in on.
    fn has_two_factor(&self, user: &User) -> bool {
        self.two_factor.contains(&user.id)
    }
}

async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    status: StatusCode,
    form: AccountForm,
    errors: FieldErrors,
) -> Result<HttpResponse, AppError> {
    let (users, two_factor, required) = read(state, |c| {
        Ok((db::users::all(c)?, db::two_factor::accounts_with_it(c)?, db::settings::two_factor_required(c)?))
    })
    .await?;
    render(status, &UsersPage { ctx, users, form, errors, two_factor, required })
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
    KeptForm { form, refused: bad_text }: KeptForm<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.require_admin()?;
    let mut errors = FieldErrors::default();
    errors.refuse(bad_text);
    let username = form.validate(&ctx, &mut errors);
    let role = Role::from_code(&form.role);
    if role.is_none() {
        errors.add("role", ctx.tr.t("account-role-invalid"));
    }
    let (Some(role), true) = (role, errors.is_empty()) else {
        return page(&ctx, &state, StatusCode::UNPROCESSABLE_ENTITY, form, errors).await;
    };
    let hash = state.password_workers.hash(form.password.clone()).await?;
    let account = Credentials { username, password_hash: hash };
    let now = chrono::Utc::now().naive_utc();
    let added = transaction(&state, move |c| refusal_apart(users::add_user(c, account, role, now))).await?;
    if let Err(AddUserRefusal::NameTaken) = added {
        errors.add("username", ctx.tr.t("account-username-taken"));
        return page(&ctx, &state, StatusCode::UNPROCESSABLE_ENTITY, form, errors).await;
    }
    Ok(see_other("/admin/users"))
}

/// The role form of one account.
#[derive(Deserialize)]
pub struct RoleForm {
    #[serde(default)]
    role: String,
}

/// The enable/disable form of one account.
#[derive(Deserialize)]
pub struct AccessForm {
    /// `disable` or `enable`.
    #[serde(default)]
    access: String,
}

/// The password-reset form of one account.
#[derive(Deserialize)]
pub struct ResetForm {
    #[serde(default)]
    password: String,
    #[serde(default)]
    password2: String,
}

/// Changes another account by the admin's `change` action in one
/// transaction and goes back to the list; an account that is not there is
/// not found.
async fn change_account<F>(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: UserId,
    change: F,
) -> Result<HttpResponse, AppError>
where
    F: FnOnce(&mut DbConnection, UserId, UserId) -> Result<(), Failed<AccountRefusal>> + Send + 'static,
{
    let by = ctx.require_admin()?.id;
    transaction(state, move |c| match change(c, by, id) {
        Err(Failed::Refused(AccountRefusal::NoSuchAccount)) => Err(AppError::NotFound),
        other => Ok(other?),
    })
    .await?;
    Ok(see_other("/admin/users"))
}

/// `POST /admin/users/{id}/role`: makes an account admin or arbiter.
pub async fn set_role(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<UserId>,
    CsrfForm(form): CsrfForm<RoleForm>,
) -> Result<HttpResponse, AppError> {
    let role = Role::from_code(&form.role).ok_or(AppError::BadRequest("account-role-invalid"))?;
    change_account(&ctx, &state, path.into_inner(), move |c, by, id| users::set_role(c, by, id, role)).await
}

/// `POST /admin/users/{id}/access`: disables an account (its sessions end,
/// it cannot sign in) or enables it again.
pub async fn set_access(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<UserId>,
    CsrfForm(form): CsrfForm<AccessForm>,
) -> Result<HttpResponse, AppError> {
    let disabled = match form.access.as_str() {
        "disable" => true,
        "enable" => false,
        _ => return Err(AppError::BadRequest("error-bad-form")),
    };
    change_account(&ctx, &state, path.into_inner(), move |c, by, id| users::set_access(c, by, id, disabled)).await
}

/// `POST /admin/users/{id}/password`: sets a new password for an account
/// whose owner lost theirs; its sessions end.
pub async fn reset_password(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<UserId>,
    CsrfForm(form): CsrfForm<ResetForm>,
) -> Result<HttpResponse, AppError> {
    ctx.require_admin()?;
    let mut errors = FieldErrors::default();
    validate_new_password(&ctx, &form.password, &form.password2, &mut errors);
    if let Some(message) = errors.all().first() {
        return Err(AppError::Refused(message.to_string()));
    }
    let hash = state.password_workers.hash(form.password).await?;
    change_account(&ctx, &state, path.into_inner(), move |c, by, id| users::reset_password(c, by, id, &hash)).await
}

/// `POST /admin/users/{id}/two-factor`: turns another account's two-step
/// sign-in off (its owner lost the phone and the recovery codes); its
/// sessions end, and it signs in with the password alone until its owner
/// turns it on again.
pub async fn turn_off_two_factor(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<UserId>,
    _form: CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    change_account(&ctx, &state, path.into_inner(), users::turn_off_two_factor).await
}

/// The two-step requirement form: `required` is sent when ticked.
#[derive(Deserialize)]
pub struct RequirementForm {
    #[serde(default)]
    required: Option<String>,
}

/// `POST /admin/two-factor`: requires two-step sign-in of admins and chief
/// arbiters, or stops requiring it. While required, such an account without
/// it is sent to turn it on before anything else.
pub async fn require_two_factor(
    ctx: Ctx,
    state: web::Data<AppState>,
    CsrfForm(form): CsrfForm<RequirementForm>,
) -> Result<HttpResponse, AppError> {
    ctx.require_admin()?;
    let required = form.required.is_some();
    transaction(&state, move |c| Ok(users::require_two_factor(c, required)?)).await?;
    Ok(see_other("/admin/users"))
}
