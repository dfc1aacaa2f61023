//! Who is signed in: the session cookie's claim, checked on every request
//! against the account as the database has it now (one indexed read), so that
//! signing out, a password or role change and disabling end sessions at once,
//! on every instance. An account that must turn two-step sign-in on first
//! is sent to do so from every page.

use crate::auth::role::Role;
use crate::auth::session::{self, AccountNow};
use crate::db::{self, UserId};
use crate::web::error::AppError;
use crate::web::{AppState, read};
use actix_session::{Session, SessionExt};
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{HttpMessage, HttpResponse, web};
use chrono::DateTime;
use serde::{Deserialize, Serialize};

/// The signed-in account, as the database has it now (read afresh on each request, see the module).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionUser {
    /// Account id.
    pub id: UserId,
    /// Login name.
    pub username: String,
    /// Role.
    pub role: Role,
}

impl SessionUser {
    /// Whether the account manages accounts.
    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin
    }
}

/// The session key of the claim.
const SESSION_CLAIM: &str = "signed_in";

/// What the (signed and encrypted) session cookie says about a sign-in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionClaim {
    /// A random id of this sign-in, so that signing out can end it alone.
    pub session_id: String,
    /// The account.
    pub user_id: UserId,
    /// The account's session generation when it signed in.
    pub generation: i32,
    /// When it signed in (Unix seconds).
    pub issued_at: i64,
}

impl SessionClaim {
    /// The claim stored in a session, if any.
    pub fn of(session: &Session) -> Option<SessionClaim> {
        session.get::<SessionClaim>(SESSION_CLAIM).ok().flatten()
    }

    /// Stores the claim in a session.
    pub fn store(&self, session: &Session) {
        // Insertion can only fail to serialize plain fields, which cannot happen.
        let _ = session.insert(SESSION_CLAIM, self);
    }

    /// When this sign-in expires (UTC), which is as long as a sign-out of it
    /// must be remembered.
    pub fn expires_at(&self) -> chrono::NaiveDateTime {
        let at = self.issued_at.saturating_add(session::MAX_AGE_SECONDS);
        DateTime::from_timestamp(at, 0).unwrap_or_default().naive_utc()
    }
}

/// The request's checked account, for [`crate::web::ctx::Ctx`].
#[derive(Clone, Debug)]
pub struct SignedIn(pub SessionUser);

/// Marks a request of an account that must turn two-step sign-in on before
/// anything else (an admin requires it of admins and chief arbiters).
#[derive(Clone, Copy, Debug)]
pub struct MustEnrol;

/// The account of a claim if the session still counts at `now` (Unix
/// seconds), and whether it must turn two-step sign-in on first.
async fn account_of(
    state: &web::Data<AppState>,
    claim: &SessionClaim,
    now: i64,
) -> Result<Option<(SessionUser, bool)>, AppError> {
    let (id, session_id) = (claim.user_id, claim.session_id.clone());
    let (user, revoked, must_enrol) = read(state, move |c| {
        let user = db::users::by_id(c, id)?;
        let must_enrol = match &user {
            Some(u) => db::two_factor::must_enrol(c, id, u.role == Role::Admin)?,
            None => false,
        };
        Ok((user, db::users::is_revoked(c, &session_id)?, must_enrol))
    })
    .await?;
    let account = user.as_ref().map(|u| AccountNow { generation: u.session_generation, disabled: u.disabled });
    if session::check(claim.issued_at, claim.generation, revoked, account, now).is_err() {
        return Ok(None);
    }
    let user = user.map(|u| SessionUser { id: u.id, role: u.role, username: u.username });
    Ok(user.map(|u| (u, must_enrol)))
}

/// Where an account turns two-step sign-in on (the accounts area serves
/// it); the only page an account that must enrol may open.
pub const ENROLMENT_PATH: &str = "/account/two-factor";

/// Whether a path stays open to an account that must turn two-step sign-in
/// on first: the enrolment itself, signing out, the language, static files.
fn open_before_enrolment(path: &str) -> bool {
    path == ENROLMENT_PATH
        || path == "/logout"
        || path == "/health"
        || path.starts_with("/static/")
        || path.starts_with("/lang/")
}

/// Middleware: checks the session's claim and leaves the account (if the
/// session still counts) in the request's extensions; a session that no
/// longer counts is signed out. An account that must turn two-step sign-in
/// on first is sent to the enrolment page from every other page. Static
/// files are served without the check.
pub async fn authenticate(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let session = req.get_session();
    if let (false, Some(claim), Some(state)) =
        (req.path().starts_with("/static/"), SessionClaim::of(&session), req.app_data::<web::Data<AppState>>().cloned())
    {
        match account_of(&state, &claim, chrono::Utc::now().timestamp()).await? {
            Some((user, must_enrol)) => {
                req.extensions_mut().insert(SignedIn(user));
                if must_enrol {
                    req.extensions_mut().insert(MustEnrol);
                    if !open_before_enrolment(req.path()) {
                        let to_enrolment = HttpResponse::SeeOther()
                            .insert_header((actix_web::http::header::LOCATION, ENROLMENT_PATH))
                            .finish();
                        return Ok(req.into_response(to_enrolment).map_into_right_body());
                    }
                }
            }
            None => {
                session.remove(SESSION_CLAIM);
                session.renew();
            }
        }
    }
    Ok(next.call(req).await?.map_into_left_body())
}
