//! The web layer: actix-web handlers that authorize, parse, call the core
//! or an action in one transaction, and render askama templates.
//!
//! Handlers live in one folder per area, each with its routes in its
//! `mod.rs`: [`tournaments`], [`players`], [`teams`], [`rounds`], [`board`] (a board's
//! result, game and clock), [`standings`] (with exports and prizes),
//! [`entries`] (online entry), [`accounts`] (sign-in, sessions, users) and
//! [`help`] (the arbiter's manual). The files at this level are the
//! kit they share: the request context ([`ctx`]) and the session behind it
//! ([`session`]), errors and their pages, forms and CSRF, languages
//! ([`i18n`]), rendering ([`view`]), the state and database access
//! ([`state`], with the password workers), and server start-up ([`startup`]).
//! The kit depends on no area.

mod access;
mod accounts;
mod address;
mod birth_date;
mod board;
pub mod ctx;
mod download;
mod entries;
pub mod error;
mod error_pages;
mod error_text;
pub mod forms;
mod headers;
mod health;
mod help;
pub mod i18n;
pub mod name_filter;
mod page_cache;
mod pages;
mod parts;
pub(crate) mod password_workers;
mod players;
pub mod qr;
mod rounds;
mod self_service;
pub(crate) mod session;
mod standings;
mod startup;
mod state;
mod teams;
mod tournaments;
mod upload;
mod view;

pub use accounts::attempts::{
    ACCOUNT_RULE, ACCOUNT_SPACING, ADDRESS_RULE, FAILURES_PER_ACCOUNT, FAILURES_PER_ADDRESS, THROTTLE_WINDOW,
};
pub use address::request_base;
pub use headers::HSTS;
pub use startup::{SHUTDOWN_TIMEOUT, start};
pub use state::{AppState, read, transaction, visitor_read};

use actix_web::middleware::Compress;
use actix_web::{FromRequest, Handler, Responder, web};

/// Builds the routes: the site's own few, then each area's.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/static/{file}", web::get().to(pages::static_file))
        .route("/health", web::get().to(health::check))
        .route("/health", web::head().to(health::check))
        .route("/lang/{code}", web::get().to(pages::set_language));
    // Resources are matched in order: the pages visitors poll most come first.
    board::routes(cfg);
    standings::routes(cfg);
    accounts::routes(cfg);
    tournaments::routes(cfg);
    players::routes(cfg);
    teams::routes(cfg);
    rounds::routes(cfg);
    self_service::routes(cfg);
    entries::routes(cfg);
    help::routes(cfg);
}

/// Registers a large read-only page or download that phones fetch most,
/// compressed when the client accepts it. Only such pages: they reflect no
/// visitor-typed text next to a secret, which keeps BREACH-style attacks on
/// the CSRF token out of reach.
fn compressed<F, Args>(cfg: &mut web::ServiceConfig, path: &str, handler: F)
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    cfg.service(web::resource(path).wrap(Compress::default()).route(web::get().to(handler)));
}
