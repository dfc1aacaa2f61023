//! One board: its result, its recorded game (moves, PGN), and for a board
//! the arbiter follows, its clock, the events logged against it and the
//! rulings the Laws of Chess give on them; and the round's attendance,
//! with the default time (FIDE 6.7) ruled on all its boards at once.

pub(crate) mod clock;
pub(crate) mod clock_events;
pub(crate) mod feed;
pub(crate) mod game;
pub(crate) mod hall;
mod lateness;
pub(crate) mod record;

use super::compressed;
use actix_web::web;

/// One board: its result, its game and its clock.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/boards/{bid}/game", web::get().to(game::show))
        .route("/t/{id}/boards/{bid}/game.pgn", web::get().to(game::export_game))
        .route("/t/{id}/boards/{bid}/game/move", web::post().to(game::play))
        .route("/t/{id}/boards/{bid}/game/takeback", web::post().to(game::take_back))
        .route("/t/{id}/boards/{bid}/game/start", web::post().to(game::set_start))
        .route("/t/{id}/boards/{bid}/game/pgn", web::post().to(game::import_pgn))
        .route("/t/{id}/boards/{bid}/incident.json", web::get().to(clock_events::export_incident))
        .route("/t/{id}/boards/{bid}/game/live", web::get().to(game::live))
        .route("/t/{id}/boards/{bid}/game/clock", web::post().to(clock_events::start_clock))
        .route("/t/{id}/boards/{bid}/game/event", web::post().to(clock_events::record_event))
        .route("/t/{id}/boards/{bid}/game/event/undo", web::post().to(clock_events::undo_event))
        .route("/t/{id}/boards/{bid}/game/move-time", web::post().to(clock_events::set_move_time))
        .route("/t/{id}/round/{n}/defaults", web::post().to(lateness::apply_defaults))
        .route("/t/{id}/round/{n}/arrivals", web::post().to(lateness::all_present));
    compressed(cfg, "/t/{id}/games.pgn", game::export_all);
    // A round's broadcast feed, at the addresses relays try (see the README).
    compressed(cfg, "/t/{id}/round/{n}/games.pgn", feed::round_pgn);
    compressed(cfg, "/t/{id}/round/{n}/round.json", feed::round_index);
    compressed(cfg, "/t/{id}/round/{n}/index.json", feed::round_index);
    compressed(cfg, "/t/{id}/round/{n}/game-{board}.pgn", feed::game_pgn);
    compressed(cfg, "/t/{id}/round/{n}/game-{board}.json", feed::game_json);
    // The hall of boards: the round's games as diagrams, live.
    compressed(cfg, "/t/{id}/round/{n}/boards", hall::page);
}
