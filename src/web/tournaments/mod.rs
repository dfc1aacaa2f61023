//! Tournaments: the list, creating one (by hand or from a TRF file), its
//! page and settings, its arbiters and log, the hall screen, and archiving
//! or deleting it.

pub(crate) mod audit_log;
mod chess960;
pub(crate) mod fide_mode;
pub(crate) mod form;
pub(crate) mod hall;
mod list;
mod officials;
pub(crate) mod overview;
mod pairing_numbers;
mod rating_method;
mod refusal;
pub(crate) mod removal;
mod team_audit_text;
mod team_settings_form;
pub(crate) mod trf_import;

use actix_web::web;

/// The list, new events, a tournament's page, settings, arbiters, log and removal.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/", web::get().to(list::list))
        .route("/time-control/reading", web::get().to(overview::time_control_reading))
        .route("/tournaments/new", web::get().to(overview::new_form))
        .route("/tournaments/new", web::post().to(overview::create))
        .route("/tournaments/import", web::get().to(trf_import::form))
        .route("/tournaments/import", web::post().to(trf_import::import))
        .route("/t/{id}", web::get().to(overview::show))
        .route("/t/{id}/live", web::get().to(overview::live))
        .route("/t/{id}/edit", web::get().to(overview::edit_form))
        .route("/t/{id}/edit", web::post().to(overview::update))
        .route("/t/{id}/arbiters", web::post().to(overview::add_arbiter))
        .route("/t/{id}/arbiters/remove", web::post().to(overview::remove_arbiter))
        .route("/t/{id}/audit", web::get().to(overview::audit_log))
        .route("/t/{id}/hall", web::get().to(hall::screen))
        .route("/t/{id}/fide-mode", web::get().to(fide_mode::show))
        .route("/t/{id}/officials", web::get().to(officials::show))
        .route("/t/{id}/officials", web::post().to(officials::save))
        .route("/t/{id}/rating-method", web::get().to(rating_method::show))
        .route("/t/{id}/rating-method", web::post().to(rating_method::save))
        .route("/t/{id}/pairing-numbers", web::get().to(pairing_numbers::show))
        .route("/t/{id}/pairing-numbers/exchange", web::post().to(pairing_numbers::exchange))
        .route("/t/{id}/pairing-numbers/regenerate", web::post().to(pairing_numbers::regenerate))
        .route("/t/{id}/chess960", web::get().to(chess960::show))
        .route("/t/{id}/chess960", web::post().to(chess960::save))
        .route("/t/{id}/corrections/{board}/undo", web::post().to(fide_mode::undo))
        .route("/t/{id}/fide-mode/leave", web::post().to(fide_mode::leave))
        .route("/t/{id}/remove", web::get().to(removal::remove_form))
        .route("/t/{id}/archive", web::post().to(removal::archive))
        .route("/t/{id}/restore", web::post().to(removal::restore))
        .route("/t/{id}/delete", web::post().to(removal::delete_tournament))
        .route("/archive", web::get().to(removal::archived_list));
}
