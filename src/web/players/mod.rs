//! Players: the entry list and its printout, the entry form, CSV imports,
//! rating lists and the refresh of ratings from them, withdrawals and
//! deletions, and the prohibited pairings entered on the players page.

mod eligibility;
pub(crate) mod form;
mod later_ratings;
pub(crate) mod list;
mod list_updates;
pub(crate) mod lookup;
mod print;
mod prohibition_lines;
pub(crate) mod prohibitions;
pub(crate) mod rating_lists;
mod refresh;
pub(crate) mod refusal;
pub(crate) mod removal;

use actix_web::web;

/// The player list: entries, imports, rating lists and refreshes, withdrawals.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/ratings", web::get().to(rating_lists::lists))
        .route("/ratings", web::post().to(rating_lists::import))
        .route("/ratings/search", web::get().to(rating_lists::search))
        .route("/ratings/address", web::post().to(list_updates::set_address))
        .route("/ratings/update", web::post().to(list_updates::update_now))
        .route("/t/{id}/players", web::get().to(list::list))
        .route("/t/{id}/players", web::post().to(list::add))
        .route("/t/{id}/players/print", web::get().to(print::players))
        .route("/t/{id}/players/import", web::get().to(list::import_form))
        .route("/t/{id}/players/import", web::post().to(list::import_preview))
        .route("/t/{id}/players/import/confirm", web::post().to(list::import_confirm))
        .route("/t/{id}/players/refresh", web::get().to(refresh::preview))
        .route("/t/{id}/players/refresh", web::post().to(refresh::apply))
        .route("/t/{id}/players/{pid}/edit", web::get().to(list::edit_form))
        .route("/t/{id}/players/{pid}/edit", web::post().to(list::update))
        .route("/t/{id}/players/{pid}/withdraw", web::post().to(list::withdraw))
        .route("/t/{id}/players/{pid}/hpb", web::post().to(eligibility::set_hpb_ineligible))
        .route("/t/{id}/players/{pid}/ratings", web::post().to(later_ratings::set))
        .route("/t/{id}/players/{pid}/delete", web::post().to(removal::delete_player))
        .route("/t/{id}/prohibited", web::post().to(prohibitions::add_prohibition))
        .route("/t/{id}/prohibited/{pid}/delete", web::post().to(prohibitions::delete_prohibition));
}
