//! Online entry (issue 56): the event's public entry form and its
//! confirmation ([`public`]), and the arbiter's page of entries waiting,
//! each accepted or refused ([`desk`]). The rules are the actions'
//! ([`crate::actions::entries`]); the fields are read in [`form`] and the
//! refusals worded in [`refusal`].

mod desk;
mod form;
mod public;
mod refusal;

use actix_web::web;

/// The entry form and the arbiter's entries page.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/entry", web::get().to(public::page))
        .route("/t/{id}/entry", web::post().to(public::submit))
        .route("/t/{id}/entries", web::get().to(desk::page))
        .route("/t/{id}/entries/accept-all", web::post().to(desk::accept_all))
        .route("/t/{id}/entries/{entry}/{decision}", web::post().to(desk::decide));
}
