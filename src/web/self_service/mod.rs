//! Players help themselves (issue 56): the arbiter's settings for it, the
//! players' personal links, the player's own page reached through one, and
//! the arbiter's queue of what players asked.

mod links;
mod me;
mod queue;
mod settings;

use actix_web::web;

/// The self-service pages.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/self-service", web::get().to(settings::show))
        .route("/t/{id}/self-service", web::post().to(settings::save))
        .route("/t/{id}/players/links", web::get().to(links::show))
        .route("/t/{id}/players/{player}/link", web::post().to(links::renew))
        .route("/t/{id}/players/{player}/email", web::post().to(links::save_email))
        .route("/t/{id}/me/{token}", web::get().to(me::show))
        .route("/t/{id}/me/{token}/ask", web::post().to(me::ask))
        .route("/t/{id}/me/{token}/cancel/{request}", web::post().to(me::cancel))
        .route("/t/{id}/me/{token}/check-in", web::post().to(me::check_in))
        .route("/t/{id}/me/{token}/report", web::post().to(me::report))
        .route("/t/{id}/requests", web::get().to(queue::show))
        .route("/t/{id}/requests/{request}", web::post().to(queue::decide))
        .route("/t/{id}/check-in/leave-out", web::post().to(queue::leave_out))
        .route("/t/{id}/check-in/{player}", web::post().to(queue::check_in))
        .route("/t/{id}/reports/{board}", web::post().to(queue::confirm_report));
}

use crate::web::parts::letters::numbered;
