//! One error type for every handler. Bad input never becomes a 500: it is a
//! form message (rendered by the handler) or one of the 4xx kinds below.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};

/// What went wrong while serving a request.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// No such page or object.
    #[error("not found")]
    NotFound,
    /// A round of the event that is not paired (published) yet: a 404 that
    /// says so, with the way back to the tournament.
    #[error("round {0} not paired yet")]
    RoundNotPaired(i32),
    /// The visitor must sign in first; carries the page to come back to.
    #[error("sign-in required")]
    LoginRequired(String),
    /// Signed in, but not allowed to do this.
    #[error("forbidden")]
    Forbidden,
    /// Signed in, allowed to change the tournament but not this (message
    /// key saying who may: the chief arbiter, an admin).
    #[error("forbidden: {0}")]
    ForbiddenBut(&'static str),
    /// The form's CSRF token is missing or wrong.
    #[error("invalid CSRF token")]
    Csrf,
    /// A request that cannot be understood; the text says why (message key).
    #[error("bad request: {0}")]
    BadRequest(&'static str),
    /// A refused action, with the reason already in the visitor's language
    /// (for reasons that name boards, players or rounds).
    #[error("refused: {0}")]
    Refused(String),
    /// An action's typed refusal, worded when shown.
    #[error("refused: {0:?}")]
    Refusal(Box<dyn Worded>),
    /// The request clashes with the tournament's state (message key).
    #[error("conflict: {0}")]
    Conflict(&'static str),
    /// A versioned write lost its race: someone changed the row since it
    /// was read, and nothing was overwritten. The message (`key`) names the
    /// value stored now (`$current`).
    #[error("changed meanwhile: {key} (now {current})")]
    ChangedMeanwhile {
        /// Message key taking `$current`.
        key: &'static str,
        /// The value stored now, as shown to the visitor.
        current: String,
    },
    /// A result entered on a board whose result someone else changed
    /// since it was read: nothing was overwritten, and the message names
    /// the result stored now.
    #[error("result changed meanwhile: now {0:?}")]
    ResultChangedMeanwhile(crate::tournament::BoardResult),
    /// Someone else did the same thing first (two arbiters, perhaps on two
    /// instances), and nothing was changed: the message (`key`) takes
    /// `args`, e.g. the round and who paired it.
    #[error("done meanwhile: {key}")]
    DoneMeanwhile {
        /// Message key.
        key: &'static str,
        /// Its named arguments.
        args: Vec<(&'static str, String)>,
    },
    /// A request body sent compressed (`Content-Encoding`), which no form of
    /// ours is: refused before anything inflates it.
    #[error("unsupported content encoding")]
    EncodedBody,
    /// Too many failed sign-ins; retry after this many seconds.
    #[error("too many attempts")]
    TooManyAttempts(u64),
    /// The database failed.
    #[error(transparent)]
    Db(#[from] crate::db::DbError),
    /// Rendering a page failed.
    #[error("template: {0}")]
    Template(#[from] askama::Error),
    /// A worker thread failed.
    #[error("internal: {0}")]
    Internal(String),
}

impl From<diesel::result::Error> for AppError {
    fn from(e: diesel::result::Error) -> Self {
        AppError::Db(e.into())
    }
}

impl From<diesel::r2d2::PoolError> for AppError {
    fn from(e: diesel::r2d2::PoolError) -> Self {
        AppError::Db(e.into())
    }
}

impl AppError {
    /// The explanation in the visitor's language.
    pub fn message(&self, tr: &super::i18n::Tr) -> String {
        match self {
            AppError::Refused(text) => text.clone(),
            AppError::Refusal(refusal) => refusal.message(tr),
            AppError::ChangedMeanwhile { key, current } => tr.t1(key, "current", current),
            AppError::ResultChangedMeanwhile(current) => {
                tr.t1("conflict-result", "current", &super::parts::result_text::result_shown(tr, *current))
            }
            AppError::DoneMeanwhile { key, args } => tr.args(key, args),
            AppError::RoundNotPaired(round) => tr.t1("error-round-not-paired", "round", &round.to_string()),
            other => tr.t(other.message_key()),
        }
    }

    /// The message key that explains the error to the visitor.
    pub fn message_key(&self) -> &'static str {
        match self {
            AppError::NotFound => "error-not-found",
            AppError::RoundNotPaired(_) => "error-round-not-paired",
            AppError::LoginRequired(_) => "error-login-required",
            AppError::Forbidden => "error-forbidden",
            AppError::ForbiddenBut(key) => key,
            AppError::Csrf => "error-csrf",
            AppError::BadRequest(key)
            | AppError::Conflict(key)
            | AppError::ChangedMeanwhile { key, .. }
            | AppError::DoneMeanwhile { key, .. } => key,
            AppError::ResultChangedMeanwhile(_) => "conflict-result",
            AppError::Refused(_) | AppError::Refusal(_) => "error-bad-form",
            AppError::EncodedBody => "error-encoded-body",
            AppError::TooManyAttempts(_) => "error-too-many-attempts",
            AppError::Db(_) | AppError::Template(_) | AppError::Internal(_) => "error-internal",
        }
    }
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        match self {
            AppError::NotFound | AppError::RoundNotPaired(_) => StatusCode::NOT_FOUND,
            AppError::LoginRequired(_) => StatusCode::SEE_OTHER,
            AppError::Forbidden | AppError::ForbiddenBut(_) | AppError::Csrf => StatusCode::FORBIDDEN,
            AppError::BadRequest(_) | AppError::Refused(_) => StatusCode::BAD_REQUEST,
            AppError::Refusal(refusal) => refusal.status(),
            AppError::Conflict(_)
            | AppError::ChangedMeanwhile { .. }
            | AppError::ResultChangedMeanwhile(_)
            | AppError::DoneMeanwhile { .. } => StatusCode::CONFLICT,
            AppError::EncodedBody => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::TooManyAttempts(_) => StatusCode::TOO_MANY_REQUESTS,
            AppError::Db(_) | AppError::Template(_) | AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// A bare response; `web::localize_errors` turns it into a page in the
    /// visitor's language.
    fn error_response(&self) -> HttpResponse {
        if let AppError::LoginRequired(next) = self {
            let target = format!("/login?next={}", super::address::url_encode(next));
            return HttpResponse::SeeOther().insert_header(("Location", target)).finish();
        }
        if matches!(self, AppError::Db(_) | AppError::Template(_) | AppError::Internal(_)) {
            tracing::error!(error = %crate::db::with_sources(self), "request failed");
        }
        let mut res = HttpResponse::build(self.status_code());
        if let AppError::TooManyAttempts(secs) = self {
            res.insert_header(("Retry-After", secs.to_string()));
        }
        res.content_type("text/plain; charset=utf-8").body(self.message_key())
    }
}

/// A typed refusal of an action ([`crate::actions::Failed::Refused`]),
/// worded in the visitor's language only when the response is made.
pub trait Worded: std::fmt::Debug + Send + Sync + 'static {
    /// The reason, in the visitor's language.
    fn message(&self, tr: &super::i18n::Tr) -> String;
    /// The status: a bad request unless the refusal is a lost race (409).
    fn status(&self) -> StatusCode {
        StatusCode::BAD_REQUEST
    }
}

impl<R: Worded> From<crate::actions::Failed<R>> for AppError {
    fn from(failed: crate::actions::Failed<R>) -> Self {
        match failed {
            crate::actions::Failed::Refused(refusal) => AppError::Refusal(Box::new(refusal)),
            crate::actions::Failed::Db(e) => AppError::Db(e),
        }
    }
}

/// An action's outcome with its refusal kept for the handler (to show on
/// its own page, or for a pairing job to store); a storage failure is the
/// error to answer with.
pub(crate) fn kept<T, R>(result: Result<T, crate::actions::Failed<R>>) -> Result<Result<T, R>, AppError> {
    crate::actions::Failed::split(result)
}
