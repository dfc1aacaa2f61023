//! Rounds: pairing a round (a job for Swiss events) and the why of each
//! board, the proposed round and changes to it, publishing, pairing rules
//! (prohibited pairings, acceleration, virtual points, a round robin's
//! Berger numbers), requested byes,
//! results, and printouts.

pub(crate) mod adjourned;
pub(crate) mod berger;
pub(crate) mod byes;
pub(crate) mod changes;
pub(crate) mod correction;
pub(crate) mod draft;
pub(crate) mod pairing_job;
pub(crate) mod pairing_rules;
pub(crate) mod pairing_why;
pub(crate) mod printouts;
pub(crate) mod rating_corrections;
pub(crate) mod result_grid;
pub(crate) mod round;
pub(crate) mod swiss;

use super::compressed;
use actix_web::web;

/// Pairing rounds: rules, results, drafts and changes to them, byes.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/acceleration", web::get().to(pairing_rules::page))
        .route("/t/{id}/berger", web::get().to(berger::page))
        .route("/t/{id}/berger", web::post().to(berger::set_by_hand))
        .route("/t/{id}/berger/lot", web::post().to(berger::draw_by_lot))
        .route("/t/{id}/berger/fide-order", web::post().to(berger::fide_order_again))
        .route("/t/{id}/berger/last-two", web::post().to(berger::set_last_two))
        .route("/t/{id}/berger/by-hand", web::post().to(berger::pair_by_hand))
        .route("/t/{id}/acceleration", web::post().to(pairing_rules::set_acceleration))
        .route("/t/{id}/virtual-points", web::post().to(pairing_rules::add_points))
        .route("/t/{id}/virtual-points/{vid}/delete", web::post().to(pairing_rules::delete_points))
        .route("/t/{id}/pair", web::post().to(round::pair))
        .route("/t/{id}/pair-by-hand", web::post().to(swiss::start_by_hand))
        .route("/t/{id}/round/{n}/print", web::get().to(printouts::round))
        .route("/t/{id}/round/{n}/why", web::get().to(pairing_why::page))
        .route("/t/{id}/round/{n}/pairing", web::get().to(pairing_job::follow))
        .route("/t/{id}/round/{n}/pairing.json", web::get().to(pairing_job::status))
        .route("/t/{id}/round/{n}/results", web::get().to(result_grid::form))
        .route("/t/{id}/round/{n}/results", web::post().to(result_grid::save))
        .route("/t/{id}/round/{n}/rating", web::get().to(rating_corrections::form))
        .route("/t/{id}/round/{n}/rating", web::post().to(rating_corrections::save))
        .route("/t/{id}/boards/{bid}/result", web::post().to(round::set_result))
        .route("/t/{id}/round/{n}/adjourn", web::post().to(adjourned::adjourn_missing))
        .route("/t/{id}/round/{n}/publish", web::post().to(swiss::publish))
        .route("/t/{id}/round/{n}/discard", web::post().to(swiss::discard))
        .route("/t/{id}/round/{n}/withdraw", web::post().to(changes::withdraw_round))
        .route("/t/{id}/round/{n}/remove", web::post().to(changes::remove_player))
        .route("/t/{id}/round/{n}/pair-by-hand", web::post().to(changes::pair_by_hand))
        .route("/t/{id}/round/{n}/repair", web::post().to(swiss::repair))
        .route("/t/{id}/round/{n}/swap", web::post().to(swiss::swap))
        .route("/t/{id}/round/{n}/colours", web::post().to(swiss::swap_colours))
        .route("/t/{id}/byes", web::post().to(byes::request_bye));
    compressed(cfg, "/t/{id}/round/{n}", round::show);
    compressed(cfg, "/t/{id}/export.trf", swiss::export_trf);
}
