//! The one-time setup, sign-in and sign-out.

use crate::actions::accounts::sign_in::{self, Credentials, PasswordAttempt, PasswordChecked};
use crate::auth::password;
use crate::auth::role::Role;
use crate::db;
use crate::web::accounts::attempts::{client_address_key, complete_sign_in, reserve_attempts, sign_in_counters};
use crate::web::accounts::refusal_apart;
use crate::web::ctx::{Ctx, SessionUser};
use crate::web::error::AppError;
use crate::web::forms::{CsrfForm, EmptyForm, FieldErrors, KeptForm, local_path};
use crate::web::view::{ok, render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// The fields of an account form (setup, or an admin adding an account).
#[derive(Deserialize, Default, Clone)]
pub struct AccountForm {
    /// Login name.
    #[serde(default)]
    pub username: String,
    /// Password.
    #[serde(default)]
    pub password: String,
    /// Password again.
    #[serde(default)]
    pub password2: String,
    /// Role (admin form only).
    #[serde(default)]
    pub role: String,
}

impl AccountForm {
    /// Checks the fields; returns the trimmed name.
    pub fn validate(&self, ctx: &Ctx, errors: &mut FieldErrors) -> String {
        let username = self.username.trim().to_string();
        if username.is_empty()
            || username.chars().count() > crate::text::MAX_SHORT_TEXT
            || username.chars().any(char::is_control)
        {
            errors.add("username", ctx.tr.t("account-username-invalid"));
        }
        validate_new_password(ctx, &self.password, &self.password2, errors);
        username
    }
}

/// Checks a new password typed twice, under the fields `password` and `password2`.
pub fn validate_new_password(ctx: &Ctx, password: &str, again: &str, errors: &mut FieldErrors) {
    if password.chars().count() < password::MIN_LENGTH {
        errors.add("password", ctx.tr.t("account-password-short"));
    } else if password.len() > 1024 {
        errors.add("password", ctx.tr.t("account-password-long"));
    }
    if password != again {
        errors.add("password2", ctx.tr.t("account-password-mismatch"));
    }
}

#[derive(Template)]
#[template(path = "auth/setup.html")]
struct SetupPage<'a> {
    ctx: &'a Ctx,
    form: AccountForm,
    errors: FieldErrors,
}

async fn has_users(state: &web::Data<AppState>) -> Result<bool, AppError> {
    read(state, |c| Ok(db::users::count(c)? > 0)).await
}

/// `GET /setup`: the form that creates the first admin, open only while
/// there are no accounts; anyone signed in goes on to the tournaments.
pub async fn setup_form(ctx: Ctx, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    if ctx.user.is_some() {
        return Ok(see_other("/"));
    }
    if has_users(&state).await? {
        return Ok(see_other("/login"));
    }
    ok(&SetupPage { ctx: &ctx, form: AccountForm::default(), errors: FieldErrors::default() })
}

/// `POST /setup`: creates the first admin and signs them in.
pub async fn setup(
    mut ctx: Ctx,
    state: web::Data<AppState>,
    KeptForm { form, refused: bad_text }: KeptForm<AccountForm>,
) -> Result<HttpResponse, AppError> {
    let mut errors = FieldErrors::default();
    errors.refuse(bad_text);
    let username = form.validate(&ctx, &mut errors);
    if !errors.is_empty() {
        return render(StatusCode::UNPROCESSABLE_ENTITY, &SetupPage { ctx: &ctx, form, errors });
    }
    let hash = state.password_workers.hash(form.password).await?;
    let first = Credentials { username: username.clone(), password_hash: hash };
    let now = chrono::Utc::now().naive_utc();
    let Ok(id) = transaction(&state, move |c| refusal_apart(sign_in::set_up(c, first, now))).await? else {
        return Err(AppError::Forbidden);
    };
    ctx.sign_in(SessionUser { id, username, role: Role::Admin }, 0, chrono::Utc::now().timestamp());
    Ok(see_other("/"))
}

#[derive(Template)]
#[template(path = "auth/login.html")]
struct LoginPage<'a> {
    ctx: &'a Ctx,
    username: String,
    next: String,
    error: String,
}

/// Query of the sign-in page.
#[derive(Deserialize)]
pub struct LoginQuery {
    next: Option<String>,
}

/// `GET /login`: the sign-in form, or on to `next` when signed in already.
pub async fn login_form(
    ctx: Ctx,
    state: web::Data<AppState>,
    query: web::Query<LoginQuery>,
) -> Result<HttpResponse, AppError> {
    if !has_users(&state).await? {
        return Ok(see_other("/setup"));
    }
    let next = local_path(query.next.as_deref());
    if ctx.user.is_some() {
        // Signed in already (a bookmark, the back button): go on instead of
        // offering a second sign-in.
        return Ok(see_other(&next));
    }
    ok(&LoginPage { ctx: &ctx, username: String::new(), next, error: String::new() })
}

/// The sign-in form.
#[derive(Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    next: String,
}

/// `POST /login`: checks the password, throttling failures per account and
/// per address. An account with two-step sign-in goes on to its second step.
pub async fn login(
    mut ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    CsrfForm(form): CsrfForm<LoginForm>,
) -> Result<HttpResponse, AppError> {
    let username = form.username.trim().to_string();
    let account_key = username.to_lowercase();
    let address_key = client_address_key(&state, &req);
    let name = username.clone();
    let user = read(&state, move |c| Ok(db::users::by_username(c, &name)?)).await?;
    // The attempt holds a place under the limits before the password is
    // checked, so that concurrent attempts (on any instance) cannot all pass
    // them; the sign-in action then gives it back or counts it as a failure.
    let counters =
        sign_in_counters(&state, &req, user.as_ref().map(|u| u.id), account_key, address_key.clone()).await?;
    let reserved = reserve_attempts(&state, counters).await?;
    let password_right =
        state.password_workers.verify(form.password, user.as_ref().map(|u| u.password_hash.clone())).await?;
    let next = local_path(Some(&form.next));
    let attempt = PasswordAttempt { reserved, account: user, password_right, address: address_key };
    let now = chrono::Utc::now().naive_utc();
    match transaction(&state, move |c| Ok(sign_in::check_password(c, attempt, now)?)).await? {
        PasswordChecked::SignedIn(u) => {
            let signed_in = SessionUser { id: u.id, username: u.username, role: u.role };
            Ok(complete_sign_in(&mut ctx, &state, &req, signed_in, u.session_generation, &next))
        }
        PasswordChecked::SecondStep(u) => {
            crate::web::accounts::second_step::begin(&mut ctx, u.id, u.session_generation, next);
            Ok(see_other(crate::web::accounts::second_step::PATH))
        }
        PasswordChecked::Disabled => {
            let error = ctx.tr.t("login-disabled");
            render(StatusCode::FORBIDDEN, &LoginPage { ctx: &ctx, username, next, error })
        }
        PasswordChecked::Wrong => {
            let error = ctx.tr.t("login-failed");
            render(StatusCode::UNAUTHORIZED, &LoginPage { ctx: &ctx, username, next, error })
        }
    }
}

/// `POST /logout`: ends this session, on the server as well as in the
/// browser, so that a copy of the cookie no longer signs anyone in.
pub async fn logout(
    mut ctx: Ctx,
    state: web::Data<AppState>,
    _form: CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    if let Some(claim) = ctx.claim() {
        let now = chrono::Utc::now().naive_utc();
        transaction(&state, move |c| Ok(sign_in::sign_out(c, &claim.session_id, claim.expires_at(), now)?)).await?;
    }
    ctx.sign_out();
    Ok(see_other("/"))
}
