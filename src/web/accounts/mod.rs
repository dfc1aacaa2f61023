//! Accounts and administration: the one-time setup, sign-in (with its
//! second step and throttling), sessions, the account page, two-step
//! sign-in, and the admin's user list.

pub(crate) mod account;
pub(crate) mod attempts;
pub(crate) mod device_cookie;
mod refusals;
pub(crate) mod second_step;
pub(crate) mod sign_in;
pub(crate) mod two_factor;
pub(crate) mod users;

use crate::actions::Failed;
use crate::web::error::AppError;
use actix_web::web;

/// An action's outcome inside a handler's transaction, its refusal kept
/// apart as a value (for a handler that renders its own page for it) and a
/// storage failure as the error. Only for refusals decided before the
/// action writes anything: the transaction is kept.
pub(crate) fn refusal_apart<T, R>(result: Result<T, Failed<R>>) -> Result<Result<T, R>, AppError> {
    match result {
        Ok(outcome) => Ok(Ok(outcome)),
        Err(Failed::Refused(refusal)) => Ok(Err(refusal)),
        Err(Failed::Db(e)) => Err(AppError::Db(e)),
    }
}

/// Sign-in, accounts and the admin's user list.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/setup", web::get().to(sign_in::setup_form))
        .route("/setup", web::post().to(sign_in::setup))
        .route("/login", web::get().to(sign_in::login_form))
        .route("/login", web::post().to(sign_in::login))
        .route(second_step::PATH, web::get().to(second_step::form))
        .route(second_step::PATH, web::post().to(second_step::verify))
        .route("/logout", web::post().to(sign_in::logout))
        .route("/admin/users", web::get().to(users::users))
        .route("/admin/users", web::post().to(users::add_user))
        .route("/admin/users/{id}/role", web::post().to(users::set_role))
        .route("/admin/users/{id}/access", web::post().to(users::set_access))
        .route("/admin/users/{id}/password", web::post().to(users::reset_password))
        .route("/admin/users/{id}/two-factor", web::post().to(users::turn_off_two_factor))
        .route("/admin/two-factor", web::post().to(users::require_two_factor))
        .route("/account", web::get().to(account::page))
        .route("/account/password", web::post().to(account::change_password))
        .route("/account/sign-out-everywhere", web::post().to(account::sign_out_everywhere))
        .route(two_factor::PATH, web::get().to(two_factor::enrol_form))
        .route(two_factor::PATH, web::post().to(two_factor::enrol))
        .route("/account/two-factor/recovery-codes", web::post().to(two_factor::new_recovery_codes))
        .route("/account/two-factor/off", web::post().to(two_factor::turn_off));
}
