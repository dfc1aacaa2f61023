//! Standings and what follows from them: the standings and crosstable
//! pages, the player card, norm reports, prizes, tie-break settings, and
//! the CSV and HTML exports.

pub(crate) mod exports;
mod final_ties;
mod long_event;
pub(crate) mod norms;
pub(crate) mod player_card;
mod point_adjustments;
pub(crate) mod prizes;
mod refusals;
pub(crate) mod tables;
pub(crate) mod tiebreak_settings;

use super::compressed;
use actix_web::web;

/// Standings, crosstables, exports, norm reports, prizes and tie-break settings.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/standings/{no}/norm/{title}", web::get().to(norms::norm_report))
        .route("/t/{id}/prizes", web::get().to(prizes::show))
        .route("/t/{id}/prizes", web::post().to(prizes::change))
        .route("/t/{id}/prizes.csv", web::get().to(prizes::export_csv))
        .route("/t/{id}/tiebreaks", web::get().to(tiebreak_settings::form))
        .route("/t/{id}/tiebreaks", web::post().to(tiebreak_settings::save))
        .route("/t/{id}/tiebreaks/edition", web::post().to(tiebreak_settings::save_edition))
        .route("/t/{id}/tiebreaks/long-event", web::post().to(long_event::save))
        .route("/t/{id}/points", web::get().to(point_adjustments::show))
        .route("/t/{id}/points", web::post().to(point_adjustments::add))
        .route("/t/{id}/points/{adjustment}/remove", web::post().to(point_adjustments::remove))
        .route("/t/{id}/ties", web::get().to(final_ties::show))
        .route("/t/{id}/ties", web::post().to(final_ties::save))
        .route("/t/{id}/ties/rule", web::post().to(final_ties::save_rule));
    compressed(cfg, "/t/{id}/standings", tables::standings);
    compressed(cfg, "/t/{id}/standings/{no}", tables::player);
    compressed(cfg, "/t/{id}/crosstable", tables::crosstable);
    compressed(cfg, "/t/{id}/standings.csv", exports::standings_csv);
    compressed(cfg, "/t/{id}/crosstable.csv", exports::crosstable_csv);
    compressed(cfg, "/t/{id}/crosstable.html", exports::crosstable_html);
}
