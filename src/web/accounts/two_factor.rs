//! Two-step sign-in on one's own account: turning it on (a QR code and the
//! secret to type, confirmed by the password and a current code), the
//! recovery codes shown once, a new set of them, and turning it off (the
//! password and a current code). Wrong passwords and codes count under the
//! account's sign-in throttle.

use crate::actions::accounts::sign_in::Checked;
use crate::actions::accounts::two_factor::{self, Enrolment, TurnOff};
use crate::auth::{recovery, totp};
use crate::db;
use crate::web::accounts::account::account_page;
use crate::web::accounts::attempts::{decide_attempts, own_account_counter, reserve_attempts};
use crate::web::ctx::{Ctx, SessionUser};
use crate::web::error::AppError;
use crate::web::forms::{CsrfForm, FieldErrors};
use crate::web::session::MustEnrol;
use crate::web::view::{render, see_other};
use crate::web::{AppState, qr, read, transaction};
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpMessage, HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// The enrolment page, which every page leads to while enrolment is required.
pub const PATH: &str = crate::web::session::ENROLMENT_PATH;

/// The session key of the secret being enrolled (base32), kept until it is
/// confirmed so that reloading the page shows the same QR code.
const SESSION_ENROLMENT: &str = "two_factor_enrolment";

/// The secret being enrolled in this session, or a new one (remembered).
fn enrolment_secret(session: &Session) -> Vec<u8> {
    let kept = session.get::<String>(SESSION_ENROLMENT).ok().flatten().and_then(|s| totp::base32_decode(&s));
    match kept {
        Some(secret) if secret.len() == totp::SECRET_BYTES => secret,
        _ => {
            let secret = totp::new_secret().to_vec();
            // Insertion can only fail to serialize a String, which cannot happen.
            let _ = session.insert(SESSION_ENROLMENT, totp::base32_encode(&secret));
            secret
        }
    }
}

#[derive(Template)]
#[template(path = "account/two_factor.html")]
struct EnrolPage<'a> {
    ctx: &'a Ctx,
    /// The QR code of the `otpauth://` address, as SVG.
    qr: String,
    /// The secret in base32, in groups of four for typing.
    secret: String,
    errors: FieldErrors,
    /// Whether an admin requires it of this account before anything else.
    required: bool,
}

/// Renders the enrolment page for `user` with `secret`.
fn enrol_page(
    ctx: &Ctx,
    req: &HttpRequest,
    user: &SessionUser,
    secret: &[u8],
    status: StatusCode,
    errors: FieldErrors,
) -> Result<HttpResponse, AppError> {
    let text = totp::base32_encode(secret);
    let uri = totp::otpauth_uri(&user.username, &text);
    let qr = qr::svg(&uri, &ctx.tr.t("two-factor-qr-label")).unwrap_or_default();
    let groups: Vec<&str> = text.as_bytes().chunks(4).map(|g| std::str::from_utf8(g).unwrap_or_default()).collect();
    let required = req.extensions().get::<MustEnrol>().is_some();
    render(status, &EnrolPage { ctx, qr, secret: groups.join(" "), errors, required })
}

#[derive(Template)]
#[template(path = "account/recovery_codes.html")]
struct CodesPage<'a> {
    ctx: &'a Ctx,
    codes: Vec<String>,
}

/// `GET /account/two-factor`: the QR code and the secret, and the form that
/// confirms them.
pub async fn enrol_form(
    ctx: Ctx,
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = user.id;
    if read(&state, move |c| Ok(db::two_factor::is_on(c, id)?)).await? {
        return Ok(see_other("/account"));
    }
    let secret = enrolment_secret(&session);
    enrol_page(&ctx, &req, &user, &secret, StatusCode::OK, FieldErrors::default())
}

/// The enrolment form.
#[derive(Deserialize)]
pub struct EnrolForm {
    #[serde(default)]
    password: String,
    #[serde(default)]
    code: String,
}

/// `POST /account/two-factor`: turns two-step sign-in on once the password
/// is right and the code is the app's for the secret shown; every other
/// session of the account ends, and the recovery codes are shown, once.
pub async fn enrol(
    mut ctx: Ctx,
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    CsrfForm(form): CsrfForm<EnrolForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let secret = enrolment_secret(&session);
    let mut errors = FieldErrors::default();
    let now = chrono::Utc::now().timestamp();
    let step = totp::verify(&secret, &form.code, now, None);
    if step.is_none() {
        errors.add("code", ctx.tr.t("two-factor-code-wrong"));
    }
    let reserved = reserve_attempts(&state, own_account_counter(&user.username)).await?;
    let id = user.id;
    let stored = read(&state, move |c| Ok(db::users::by_id(c, id)?)).await?.ok_or(AppError::Forbidden)?;
    let right = state.password_workers.verify(form.password, Some(stored.password_hash)).await?;
    decide_attempts(&state, reserved, right).await?;
    if !right {
        errors.add("password", ctx.tr.t("account-current-wrong"));
    }
    let Some(step) = step.filter(|_| errors.is_empty()) else {
        return enrol_page(&ctx, &req, &user, &secret, StatusCode::UNPROCESSABLE_ENTITY, errors);
    };
    let enrolment = Enrolment { secret, confirmed_step: step, recovery_codes: recovery::generate() };
    let shown = enrolment.recovery_codes.clone();
    let at = chrono::Utc::now().naive_utc();
    let generation = transaction(&state, move |c| Ok(two_factor::turn_on(c, id, enrolment, at)?)).await?;
    // This session goes on under the new generation (the enrolment secret leaves the session).
    ctx.sign_in(user, generation, now);
    render(StatusCode::OK, &CodesPage { ctx: &ctx, codes: shown })
}

/// A form that asks for a current code (and, to turn off, the password).
#[derive(Deserialize)]
pub struct CodeForm {
    #[serde(default)]
    password: String,
    #[serde(default)]
    code: String,
}

/// `POST /account/two-factor/recovery-codes`: a new set of recovery codes
/// for a current code; the old set stops working.
pub async fn new_recovery_codes(
    ctx: Ctx,
    state: web::Data<AppState>,
    CsrfForm(form): CsrfForm<CodeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let reserved = reserve_attempts(&state, own_account_counter(&user.username)).await?;
    let (id, at) = (user.id, chrono::Utc::now().naive_utc());
    let codes = recovery::generate();
    let shown = codes.clone();
    let checked =
        transaction(&state, move |c| Ok(two_factor::new_recovery_codes(c, id, &form.code, &codes, reserved, at)?))
            .await?;
    if checked == Checked::Wrong {
        let mut errors = FieldErrors::default();
        errors.add("new_codes_code", ctx.tr.t("two-factor-code-wrong"));
        return account_page(&ctx, &state, StatusCode::UNPROCESSABLE_ENTITY, errors, None).await;
    }
    render(StatusCode::OK, &CodesPage { ctx: &ctx, codes: shown })
}

/// `POST /account/two-factor/off`: turns two-step sign-in off for the
/// password and a current code (or a recovery code); every other session of
/// the account ends.
pub async fn turn_off(
    mut ctx: Ctx,
    state: web::Data<AppState>,
    CsrfForm(form): CsrfForm<CodeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let reserved = reserve_attempts(&state, own_account_counter(&user.username)).await?;
    let (id, now) = (user.id, chrono::Utc::now().timestamp());
    let stored = read(&state, move |c| Ok(db::users::by_id(c, id)?)).await?.ok_or(AppError::Forbidden)?;
    let password_right = state.password_workers.verify(form.password, Some(stored.password_hash)).await?;
    let attempt = TurnOff { password_right, code: form.code, reserved };
    let at = chrono::Utc::now().naive_utc();
    let checked = transaction(&state, move |c| Ok(two_factor::turn_off(c, id, attempt, at)?)).await?;
    let Checked::Right(generation) = checked else {
        let mut errors = FieldErrors::default();
        errors.add("off_code", ctx.tr.t("two-factor-off-refused"));
        return account_page(&ctx, &state, StatusCode::UNPROCESSABLE_ENTITY, errors, None).await;
    };
    ctx.sign_in(user, generation, now);
    Ok(see_other("/account?off=1"))
}
