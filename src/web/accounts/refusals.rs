//! The accounts' refusals in the visitor's language: the admin's changes to
//! another account, and turning two-step sign-in on twice.

use crate::actions::accounts::two_factor::TwoFactorRefusal;
use crate::actions::accounts::users::AccountRefusal;
use crate::web::error::Worded;
use crate::web::i18n::Tr;
use actix_web::http::StatusCode;

impl Worded for AccountRefusal {
    fn message(&self, tr: &Tr) -> String {
        tr.t(match self {
            AccountRefusal::Yourself => "account-not-yourself",
            AccountRefusal::NoSuchAccount => "error-not-found",
            AccountRefusal::LastAdmin => "account-last-admin",
        })
    }

    fn status(&self) -> StatusCode {
        match self {
            AccountRefusal::NoSuchAccount => StatusCode::NOT_FOUND,
            AccountRefusal::Yourself | AccountRefusal::LastAdmin => StatusCode::CONFLICT,
        }
    }
}

impl Worded for TwoFactorRefusal {
    fn message(&self, tr: &Tr) -> String {
        match self {
            TwoFactorRefusal::AlreadyOn => tr.t("two-factor-already-on"),
        }
    }

    /// Another session turned it on meanwhile: a lost race.
    fn status(&self) -> StatusCode {
        StatusCode::CONFLICT
    }
}
