//! Teams of a team event: the Teams page (the teams with their strength
//! and roster), entering and editing a team, its roster in board order and
//! its withdrawal.

pub(crate) mod audit_text;
pub(crate) mod page;
pub(crate) mod refusal;
pub(crate) mod settings_form;

use actix_web::web;

/// The Teams page and its writes.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/teams", web::get().to(page::list))
        .route("/t/{id}/teams", web::post().to(page::add))
        .route("/t/{id}/teams/{team}/edit", web::post().to(page::edit))
        .route("/t/{id}/teams/{team}/withdraw", web::post().to(page::withdraw))
        .route("/t/{id}/teams/{team}/roster", web::post().to(page::roster));
}
