//! What every page needs about the visitor: language, account, CSRF token.

use super::error::AppError;
use super::i18n::{Lang, Tr};
pub use crate::auth::role::Role;
pub use crate::web::session::SessionUser;
use crate::web::session::{SessionClaim, SignedIn};
use actix_session::{Session, SessionExt};
use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpMessage, HttpRequest};
use std::future::{Ready, ready};

const SESSION_CSRF: &str = "csrf";
const SESSION_FLASH: &str = "flash";
const SESSION_NOTICE: &str = "notice";

/// The per-request context handed to every handler and template.
pub struct Ctx {
    /// The translator for the visitor's language.
    pub tr: Tr,
    /// The signed-in account, if any.
    pub user: Option<SessionUser>,
    /// The CSRF token every form must send back.
    pub csrf: String,
    /// The path of this request (for sign-in redirects and the language switch).
    pub path: String,
    /// The scheme and host the visitor reached the app at (`https://host`,
    /// see [`super::address::request_base`]), for full addresses shown to
    /// be passed on, such as a captain's link.
    pub base: String,
    /// Why the arbiter's last action was refused, shown once on the page they
    /// were sent back to (already in their language).
    pub flash: Option<String>,
    /// What the last action did, shown once on the page it led to (a
    /// notice, not a refusal).
    pub notice: Option<String>,
    session: Option<Session>,
}

fn new_token() -> String {
    crate::auth::random_token()
}

impl Ctx {
    /// The header's *Help* link: the manual's section about this page.
    pub fn help_link(&self) -> String {
        super::parts::help_link::help_for(&self.path)
    }

    /// The context of a request.
    pub fn of(req: &HttpRequest) -> Ctx {
        let session = req.get_session();
        let user = req.extensions().get::<SignedIn>().map(|s| s.0.clone());
        let csrf = match session.get::<String>(SESSION_CSRF).ok().flatten() {
            Some(t) => t,
            None => {
                let t = new_token();
                // Insertion can only fail to serialize a String, which cannot happen.
                let _ = session.insert(SESSION_CSRF, &t);
                t
            }
        };
        // A page answering a form (a question, a form with its errors) has
        // no address of its own to come back to: the language switch and a
        // sign-in go back to the page the form was on.
        let read = matches!(*req.method(), actix_web::http::Method::GET | actix_web::http::Method::HEAD);
        let path = match (read, req.query_string()) {
            (false, _) => super::error_pages::back_path(req),
            (true, "") => req.path().to_string(),
            (true, q) => format!("{}?{q}", req.path()),
        };
        let flash = session.remove_as::<String>(SESSION_FLASH).and_then(Result::ok);
        let notice = session.remove_as::<String>(SESSION_NOTICE).and_then(Result::ok);
        if flash.is_some() || notice.is_some() {
            req.extensions_mut().insert(super::headers::PersonalPage);
        }
        let base = req
            .app_data::<actix_web::web::Data<super::AppState>>()
            .map_or_else(String::new, |state| super::address::request_base(state, req));
        Ctx { tr: Tr::new(Lang::of_request(req)), user, csrf, path, base, flash, notice, session: Some(session) }
    }

    /// Keeps a refusal to show on the next page this visitor sees.
    pub fn set_flash(req: &HttpRequest, message: &str) {
        // Insertion can only fail to serialize a String, which cannot happen.
        let _ = req.get_session().insert(SESSION_FLASH, message);
    }

    /// Keeps a notice of what an action did, to show once on the next page.
    pub fn set_notice(req: &HttpRequest, message: &str) {
        let _ = req.get_session().insert(SESSION_NOTICE, message);
    }

    /// A context without a session (error pages rendered outside a handler).
    pub fn anonymous(lang: Lang) -> Ctx {
        Ctx {
            tr: Tr::new(lang),
            user: None,
            csrf: String::new(),
            path: "/".into(),
            base: String::new(),
            flash: None,
            notice: None,
            session: None,
        }
    }

    /// The signed-in account, or a redirect to the sign-in page.
    pub fn require_user(&self) -> Result<&SessionUser, AppError> {
        self.user.as_ref().ok_or_else(|| AppError::LoginRequired(self.path.clone()))
    }

    /// The signed-in admin, or an error.
    pub fn require_admin(&self) -> Result<&SessionUser, AppError> {
        let user = self.require_user()?;
        if user.is_admin() { Ok(user) } else { Err(AppError::Forbidden) }
    }

    /// Checks a submitted CSRF token against the session's, in constant time.
    pub fn check_csrf(&self, submitted: &str) -> Result<(), AppError> {
        let a = self.csrf.as_bytes();
        let b = submitted.as_bytes();
        let same = a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0;
        if same { Ok(()) } else { Err(AppError::Csrf) }
    }

    /// Signs an account in under its current session `generation` at `now`
    /// (Unix seconds): a fresh session (against fixation) with a new CSRF token.
    pub fn sign_in(&mut self, user: SessionUser, generation: i32, now: i64) {
        if let Some(session) = self.fresh_session() {
            SessionClaim { session_id: new_token(), user_id: user.id, generation, issued_at: now }.store(session);
        }
        self.user = Some(user);
    }

    /// Starts a fresh session (a new id, against fixation) holding nothing
    /// but a new CSRF token, and returns it to store what the step that
    /// started it needs (a sign-in's claim, a half-finished sign-in).
    pub fn fresh_session(&mut self) -> Option<&Session> {
        self.csrf = new_token();
        self.user = None;
        let session = self.session.as_ref()?;
        session.renew();
        session.clear();
        // Insertion can only fail to serialize a String, which cannot happen.
        let _ = session.insert(SESSION_CSRF, &self.csrf);
        Some(session)
    }

    /// This sign-in's claim, if signed in.
    pub fn claim(&self) -> Option<SessionClaim> {
        self.session.as_ref().and_then(SessionClaim::of)
    }

    /// Signs out: the session is dropped.
    pub fn sign_out(&mut self) {
        if let Some(session) = &self.session {
            session.purge();
        }
        self.user = None;
    }

    /// The current language.
    pub fn lang(&self) -> Lang {
        self.tr.lang
    }
}

impl FromRequest for Ctx {
    type Error = actix_web::Error;
    type Future = Ready<Result<Ctx, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(Ctx::of(req)))
    }
}
