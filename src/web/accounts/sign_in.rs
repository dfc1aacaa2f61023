//! The one-time setup, sign-in and sign-out.

use crate::auth::password;
use crate::auth::throttle::Rule;
use crate::auth::throttle::Scope;
use crate::db::UserId;
use crate::db::sign_in_attempts::{Counter, NotNow};
use crate::db::{self, models::NewUser};
use crate::web::accounts::device_cookie;
use crate::web::ctx::{Ctx, Role, SessionUser};
use crate::web::error::AppError;
use crate::web::forms::{CsrfForm, FieldErrors, local_path};
use crate::web::view::{ok, render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;
use std::time::Duration;

/// Failed sign-ins allowed per account within [`THROTTLE_WINDOW`].
pub const FAILURES_PER_ACCOUNT: usize = 5;
/// Past [`FAILURES_PER_ACCOUNT`], one more try per account per this interval:
/// strangers slow an account's sign-in down but cannot lock its owner out.
pub const ACCOUNT_SPACING: Duration = Duration::from_secs(30);
/// Failed sign-ins allowed per address within [`THROTTLE_WINDOW`].
pub const FAILURES_PER_ADDRESS: usize = 20;
/// The window over which sign-in failures are counted.
pub const THROTTLE_WINDOW: Duration = Duration::from_secs(15 * 60);
/// Failed sign-ins per account name (slowing, not locking).
pub const ACCOUNT_RULE: Rule = Rule::slowing(FAILURES_PER_ACCOUNT, THROTTLE_WINDOW, ACCOUNT_SPACING);
/// Failed sign-ins per client address.
pub const ADDRESS_RULE: Rule = Rule::new(FAILURES_PER_ADDRESS, THROTTLE_WINDOW);

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

/// How long an attempt waits for the attempts in flight ahead of it before
/// it is refused after all.
const BUSY_WAIT: std::time::Duration = std::time::Duration::from_secs(15);

/// Reserves one attempt on each counter before a password is checked, or
/// refuses with 429 when one has used up its failures (nothing counted then).
/// While attempts still being checked hold the places left, it waits for
/// them to be decided. Returns the reserved attempts, for [`release_attempts`]
/// on success or [`settle_attempts`] on failure.
pub async fn reserve_attempts(state: &web::Data<AppState>, counters: Vec<Counter>) -> Result<Vec<i64>, AppError> {
    let started = std::time::Instant::now();
    loop {
        let (now, counters) = (chrono::Utc::now().naive_utc(), counters.clone());
        match transaction(state, move |c| Ok(db::sign_in_attempts::reserve(c, &counters, now)?)).await? {
            Ok(reserved) => return Ok(reserved),
            Err(NotNow::TooMany(secs)) => return Err(AppError::TooManyAttempts(secs)),
            Err(NotNow::Busy) if started.elapsed() >= BUSY_WAIT => return Err(AppError::TooManyAttempts(1)),
            Err(NotNow::Busy) => actix_web::rt::time::sleep(std::time::Duration::from_millis(50)).await,
        }
    }
}

/// Gives back reserved attempts: the password was right.
pub async fn release_attempts(state: &web::Data<AppState>, reserved: Vec<i64>) -> Result<(), AppError> {
    transaction(state, move |c| Ok(db::sign_in_attempts::release(c, &reserved)?)).await
}

/// Counts reserved attempts as failures: the password was wrong.
pub async fn settle_attempts(state: &web::Data<AppState>, reserved: Vec<i64>) -> Result<(), AppError> {
    let now = chrono::Utc::now().naive_utc();
    transaction(state, move |c| Ok(db::sign_in_attempts::settle(c, &reserved, now)?)).await
}

/// The counter of one's own account for checks made while signed in (the
/// current password, a one-time code): someone at an unattended, signed-in
/// computer may not guess faster than at the sign-in form.
pub(in crate::web) fn own_account_counter(username: &str) -> Vec<Counter> {
    vec![Counter { scope: Scope::Account, key: username.to_lowercase(), rule: ACCOUNT_RULE }]
}

/// The client's address as the throttle counts it.
pub(in crate::web) fn client_address_key(state: &AppState, req: &HttpRequest) -> String {
    let forwarded = req.headers().get(actix_web::http::header::X_FORWARDED_FOR).and_then(|v| v.to_str().ok());
    req.peer_addr()
        .map(|a| crate::auth::throttle::client_address(a.ip(), forwarded, state.trusted_proxy).to_string())
        .unwrap_or_default()
}

/// Ends a sign-in whose every step passed (the caller has recorded the
/// attempt): a fresh session for the account, the browser's device cookie,
/// and the way on to `next`.
pub(in crate::web) fn complete_sign_in(
    ctx: &mut Ctx,
    state: &AppState,
    req: &HttpRequest,
    user: SessionUser,
    generation: i32,
    next: &str,
) -> HttpResponse {
    let id = user.id;
    ctx.sign_in(user, generation, chrono::Utc::now().timestamp());
    let mut response = see_other(next);
    // Only fails for a cookie that is not a valid header value, which a signed one is not.
    let _ = response.add_cookie(&device_cookie::for_sign_in(state, req, id));
    response
}

/// What counts a sign-in attempt to `user` from `address`: from a source the
/// account signed in from before (this browser's device cookie, or the
/// address), the owner's mistypes under that source alone; from anywhere
/// else, the account's count of strangers' guesses. The address is counted
/// either way.
pub(in crate::web) async fn sign_in_counters(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    user: Option<UserId>,
    account_key: String,
    address: String,
) -> Result<Vec<Counter>, AppError> {
    let by_address = Counter { scope: Scope::Address, key: address.clone(), rule: ADDRESS_RULE };
    let device = device_cookie::of(state, req).filter(|(owner, _)| Some(*owner) == user);
    let known = match (device, user) {
        (Some((owner, device)), _) => Some(format!("device {owner} {device}")),
        (None, Some(user)) => {
            let (now, at) = (chrono::Utc::now().naive_utc(), address.clone());
            let known = read(state, move |c| Ok(db::sign_in_attempts::is_known_source(c, user, &at, now)?)).await?;
            known.then(|| format!("address {user} {address}"))
        }
        (None, None) => None,
    };
    let account = match known {
        Some(key) => Counter { scope: Scope::KnownSource, key, rule: ACCOUNT_RULE },
        None => Counter { scope: Scope::Account, key: account_key, rule: ACCOUNT_RULE },
    };
    Ok(vec![account, by_address])
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

/// `GET /setup`: the form that creates the first admin, open only while there are no accounts.
pub async fn setup_form(ctx: Ctx, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    if has_users(&state).await? {
        return Ok(see_other("/login"));
    }
    ok(&SetupPage { ctx: &ctx, form: AccountForm::default(), errors: FieldErrors::default() })
}

/// `POST /setup`: creates the first admin and signs them in.
pub async fn setup(
    mut ctx: Ctx,
    state: web::Data<AppState>,
    CsrfForm(form): CsrfForm<AccountForm>,
) -> Result<HttpResponse, AppError> {
    let mut errors = FieldErrors::default();
    let username = form.validate(&ctx, &mut errors);
    if !errors.is_empty() {
        return render(StatusCode::UNPROCESSABLE_ENTITY, &SetupPage { ctx: &ctx, form, errors });
    }
    let hash = state.password_workers.hash(form.password).await?;
    let name = username.clone();
    let created = transaction(&state, move |c| {
        // Checked inside the transaction: two racing set-ups cannot both succeed.
        if db::users::count(c)? > 0 {
            return Ok(None);
        }
        let user = NewUser {
            username: &name,
            password_hash: &hash,
            role: Role::Admin.code(),
            created_at: chrono::Utc::now().naive_utc(),
        };
        Ok(Some(db::users::insert(c, &user)?))
    })
    .await?;
    let Some(id) = created else {
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

/// `GET /login`.
pub async fn login_form(
    ctx: Ctx,
    state: web::Data<AppState>,
    query: web::Query<LoginQuery>,
) -> Result<HttpResponse, AppError> {
    if !has_users(&state).await? {
        return Ok(see_other("/setup"));
    }
    let next = local_path(query.next.as_deref());
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
    let (user, two_step) = read(&state, move |c| {
        let user = db::users::by_username(c, &name)?;
        let two_step = match &user {
            Some(u) => db::two_factor::is_on(c, u.id)?,
            None => false,
        };
        Ok((user, two_step))
    })
    .await?;
    // The attempt holds a place under the limits before the password is
    // checked, so that concurrent attempts (on any instance) cannot all pass
    // them; a success gives it back, a failure settles it.
    let counters =
        sign_in_counters(&state, &req, user.as_ref().map(|u| u.id), account_key, address_key.clone()).await?;
    let reserved = reserve_attempts(&state, counters).await?;
    let valid = state.password_workers.verify(form.password, user.as_ref().map(|u| u.password_hash.clone())).await?;
    let role = user.as_ref().and_then(|u| Role::from_code(&u.role));
    let next = local_path(Some(&form.next));
    match (user, role) {
        (Some(u), Some(role)) if valid => {
            let (id, now) = (u.id, chrono::Utc::now().naive_utc());
            transaction(&state, move |c| {
                db::sign_in_attempts::release(c, &reserved)?;
                // With a second step the source becomes known only once the code is right.
                if !two_step {
                    db::sign_in_attempts::remember_source(c, id, &address_key, now)?;
                }
                Ok(())
            })
            .await?;
            if u.disabled {
                let error = ctx.tr.t("login-disabled");
                return render(StatusCode::FORBIDDEN, &LoginPage { ctx: &ctx, username, next, error });
            }
            if two_step {
                crate::web::accounts::second_step::begin(&mut ctx, u.id, u.session_generation, next);
                return Ok(see_other(crate::web::accounts::second_step::PATH));
            }
            let signed_in = SessionUser { id: u.id, username: u.username, role };
            Ok(complete_sign_in(&mut ctx, &state, &req, signed_in, u.session_generation, &next))
        }
        _ => {
            settle_attempts(&state, reserved).await?;
            let error = ctx.tr.t("login-failed");
            render(StatusCode::UNAUTHORIZED, &LoginPage { ctx: &ctx, username, next, error })
        }
    }
}

/// The sign-out form (CSRF only).
#[derive(Deserialize)]
pub struct EmptyForm {}

/// `POST /logout`: ends this session, on the server as well as in the
/// browser, so that a copy of the cookie no longer signs anyone in.
pub async fn logout(
    mut ctx: Ctx,
    state: web::Data<AppState>,
    _form: CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    if let Some(claim) = ctx.claim() {
        let now = chrono::Utc::now().naive_utc();
        transaction(&state, move |c| Ok(db::users::revoke_session(c, &claim.session_id, claim.expires_at(), now)?))
            .await?;
    }
    ctx.sign_out();
    Ok(see_other("/"))
}
