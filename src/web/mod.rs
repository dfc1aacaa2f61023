//! The web layer: actix-web handlers that authorize, parse, call the core in
//! one transaction, and render askama templates.

mod access;
mod account;
mod admin;
pub mod audit;
mod auth;
mod board_clock;
mod board_game;
mod clock_events;
mod clock_rulings;
pub mod ctx;
mod device_cookie;
mod draft;
pub mod error;
mod error_text;
mod exports;
pub mod forms;
mod games;
mod hall;
mod headers;
pub use headers::HSTS;
mod health;
pub mod i18n;
mod lateness;
mod laws_text;
pub mod name_filter;
mod page_cache;
mod pages;
mod pairing_job;
mod pairing_rules;
mod pairing_why;
mod password_workers;
mod player_card;
mod player_form;
mod player_lookup;
mod player_rating;
mod players;
mod printouts;
mod prizes;
pub mod qr;
mod rating_lists;
mod removal;
mod result_grid;
mod round_changes;
mod rounds;
mod second_step;
mod session;
mod standings;
mod swiss;
mod tiebreak_settings;
mod tournament_form;
mod tournaments;
mod trf_import;
mod two_factor;
mod versioned;
mod view;

use crate::auth::throttle::Rule;
use crate::config::Config;
use crate::db::{DbConnection, Pool, TournamentId};
use actix_session::SessionMiddleware;
use actix_session::config::CookieContentSecurity;
use actix_session::storage::CookieSessionStore;
use actix_web::body::{BoxBody, MessageBody};
use actix_web::cookie::{Key, SameSite};
use actix_web::dev::{Server, ServiceRequest, ServiceResponse};
use actix_web::middleware::{Compress, DefaultHeaders, Next, from_fn};
use actix_web::{App, HttpResponse, HttpServer, web};
use diesel::Connection;
use error::AppError;
use std::net::{SocketAddr, TcpListener};
use std::sync::Mutex;
use std::time::Duration;

/// Failed sign-ins allowed per account within [`THROTTLE_WINDOW`].
pub const FAILURES_PER_ACCOUNT: usize = 5;
/// Past [`FAILURES_PER_ACCOUNT`], one more try per account per this interval:
/// strangers slow an account's sign-in down but cannot lock its owner out.
pub const ACCOUNT_SPACING: Duration = Duration::from_secs(30);
/// Failed sign-ins allowed per address within [`THROTTLE_WINDOW`].
pub const FAILURES_PER_ADDRESS: usize = 20;
/// The window over which sign-in failures are counted.
pub const THROTTLE_WINDOW: Duration = Duration::from_secs(15 * 60);
/// Failed sign-ins per account name (slowing, not locking).
pub const ACCOUNT_RULE: Rule = Rule::slowing(FAILURES_PER_ACCOUNT, THROTTLE_WINDOW, ACCOUNT_SPACING);
/// Failed sign-ins per client address.
pub const ADDRESS_RULE: Rule = Rule::new(FAILURES_PER_ADDRESS, THROTTLE_WINDOW);

/// On SIGTERM (or SIGINT) the server stops accepting connections and gives
/// requests in flight this long to finish before it exits (under the 30 s
/// an orchestrator usually waits before it kills).
pub const SHUTDOWN_TIMEOUT: Duration = Duration::from_secs(20);

/// What the handlers share.
pub struct AppState {
    /// Database connections.
    pub pool: Pool,
    /// SQLite has a single writer: writes queue here instead of failing with SQLITE_BUSY.
    write_lock: Option<Mutex<()>>,
    /// Public pages rendered for visitors, reused while the data is unchanged.
    pub pages: page_cache::PageCache,
    /// The configured public address (`--public-url`), for QR codes.
    pub public_url: Option<String>,
    /// The reverse proxy trusted to name the client (`--trusted-proxy`).
    pub trusted_proxy: Option<std::net::IpAddr>,
    /// Whether the app is served over HTTPS (`--cookie-secure`).
    pub https: bool,
    /// The key that signs cookies other than the session's (the device cookie).
    pub cookie_key: Key,
    /// The threads that hash and check passwords, one per core: each check
    /// takes 19 MiB (Argon2id), so a burst of sign-ins queues there instead
    /// of taking memory.
    pub password_workers: password_workers::PasswordWorkers,
}

impl AppState {
    /// State around a pool.
    pub fn new(pool: Pool, database_url: &str) -> AppState {
        AppState {
            pool,
            write_lock: (!crate::db::is_postgres_url(database_url)).then(|| Mutex::new(())),
            pages: page_cache::PageCache::default(),
            public_url: None,
            trusted_proxy: None,
            https: false,
            cookie_key: Key::generate(),
            password_workers: password_workers::PasswordWorkers::start(
                std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get),
            ),
        }
    }
}

/// Runs `f` in one database transaction on a worker thread: everything it
/// writes is saved, or nothing is.
pub async fn transaction<T, F>(state: &web::Data<AppState>, f: F) -> Result<T, AppError>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection) -> Result<T, AppError> + Send + 'static,
{
    let state = state.clone();
    web::block(move || {
        let _guard = state.write_lock.as_ref().map(|m| m.lock().unwrap_or_else(|e| e.into_inner()));
        let mut pooled = state.pool.get()?;
        let conn: &mut DbConnection = &mut pooled;
        conn.transaction(f)
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?
}

/// Runs a read-only `f` in one database transaction on a worker thread.
/// Unlike [`transaction`] it does not queue behind SQLite's single writer:
/// in WAL mode readers go on while a write is in progress.
pub async fn read<T, F>(state: &web::Data<AppState>, f: F) -> Result<T, AppError>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection) -> Result<T, AppError> + Send + 'static,
{
    let state = state.clone();
    web::block(move || {
        let mut pooled = state.pool.get()?;
        let conn: &mut DbConnection = &mut pooled;
        conn.transaction(f)
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?
}

/// Builds the routes.
pub fn routes(cfg: &mut web::ServiceConfig) {
    site_routes(cfg);
    tournament_routes(cfg);
    player_routes(cfg);
    removal_routes(cfg);
    round_routes(cfg);
    board_routes(cfg);
    standings_routes(cfg);
    compressed_routes(cfg);
}

/// The pages outside any tournament: sign-in, users, rating lists, new events.
fn site_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/static/{file}", web::get().to(pages::static_file))
        .route("/", web::get().to(tournaments::list))
        .route("/health", web::get().to(health::check))
        .route("/health", web::head().to(health::check))
        .route("/time-control/reading", web::get().to(tournaments::time_control_reading))
        .route("/lang/{code}", web::get().to(pages::set_language))
        .route("/setup", web::get().to(auth::setup_form))
        .route("/setup", web::post().to(auth::setup))
        .route("/login", web::get().to(auth::login_form))
        .route("/login", web::post().to(auth::login))
        .route(second_step::PATH, web::get().to(second_step::form))
        .route(second_step::PATH, web::post().to(second_step::verify))
        .route("/logout", web::post().to(auth::logout))
        .route("/admin/users", web::get().to(admin::users))
        .route("/admin/users", web::post().to(admin::add_user))
        .route("/admin/users/{id}/role", web::post().to(admin::set_role))
        .route("/admin/users/{id}/access", web::post().to(admin::set_access))
        .route("/admin/users/{id}/password", web::post().to(admin::reset_password))
        .route("/admin/users/{id}/two-factor", web::post().to(admin::turn_off_two_factor))
        .route("/admin/two-factor", web::post().to(admin::require_two_factor))
        .route("/account", web::get().to(account::page))
        .route("/account/password", web::post().to(account::change_password))
        .route("/account/sign-out-everywhere", web::post().to(account::sign_out_everywhere))
        .route(two_factor::PATH, web::get().to(two_factor::enrol_form))
        .route(two_factor::PATH, web::post().to(two_factor::enrol))
        .route("/account/two-factor/recovery-codes", web::post().to(two_factor::new_recovery_codes))
        .route("/account/two-factor/off", web::post().to(two_factor::turn_off))
        .route("/ratings", web::get().to(rating_lists::lists))
        .route("/ratings", web::post().to(rating_lists::import))
        .route("/ratings/search", web::get().to(rating_lists::search))
        .route("/tournaments/new", web::get().to(tournaments::new_form))
        .route("/tournaments/new", web::post().to(tournaments::create))
        .route("/tournaments/import", web::get().to(trf_import::form))
        .route("/tournaments/import", web::post().to(trf_import::import));
}

/// A tournament's page, settings, arbiters and log.
fn tournament_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}", web::get().to(tournaments::show))
        .route("/t/{id}/live", web::get().to(tournaments::live))
        .route("/t/{id}/edit", web::get().to(tournaments::edit_form))
        .route("/t/{id}/edit", web::post().to(tournaments::update))
        .route("/t/{id}/arbiters", web::post().to(tournaments::add_arbiter))
        .route("/t/{id}/audit", web::get().to(tournaments::audit_log))
        .route("/t/{id}/hall", web::get().to(hall::screen));
}

/// The player list: entries, imports, rating refreshes, withdrawals.
fn player_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/players", web::get().to(players::list))
        .route("/t/{id}/players", web::post().to(players::add))
        .route("/t/{id}/players/print", web::get().to(printouts::players))
        .route("/t/{id}/players/import", web::get().to(players::import_form))
        .route("/t/{id}/players/import", web::post().to(players::import_preview))
        .route("/t/{id}/players/import/confirm", web::post().to(players::import_confirm))
        .route("/t/{id}/players/refresh", web::get().to(player_lookup::refresh_preview))
        .route("/t/{id}/players/refresh", web::post().to(player_lookup::refresh))
        .route("/t/{id}/players/{pid}/edit", web::get().to(players::edit_form))
        .route("/t/{id}/players/{pid}/edit", web::post().to(players::update))
        .route("/t/{id}/players/{pid}/withdraw", web::post().to(players::withdraw))
        .route("/t/{id}/players/{pid}/delete", web::post().to(removal::delete_player))
        .route("/t/{id}/prohibited", web::post().to(pairing_rules::add_prohibition))
        .route("/t/{id}/prohibited/{pid}/delete", web::post().to(pairing_rules::delete_prohibition))
        .route("/t/{id}/acceleration", web::get().to(pairing_rules::page))
        .route("/t/{id}/acceleration", web::post().to(pairing_rules::set_acceleration))
        .route("/t/{id}/virtual-points", web::post().to(pairing_rules::add_points))
        .route("/t/{id}/virtual-points/{vid}/delete", web::post().to(pairing_rules::delete_points));
}

/// Archiving, restoring and deleting tournaments.
fn removal_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/remove", web::get().to(removal::remove_form))
        .route("/t/{id}/archive", web::post().to(removal::archive))
        .route("/t/{id}/restore", web::post().to(removal::restore))
        .route("/t/{id}/delete", web::post().to(removal::delete_tournament))
        .route("/archive", web::get().to(removal::archived_list));
}

/// Pairing rounds: results, attendance, drafts and changes to them, byes.
fn round_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/pair", web::post().to(rounds::pair))
        .route("/t/{id}/round/{n}/print", web::get().to(printouts::round))
        .route("/t/{id}/round/{n}/why", web::get().to(pairing_why::page))
        .route("/t/{id}/round/{n}/pairing", web::get().to(pairing_job::follow))
        .route("/t/{id}/round/{n}/pairing.json", web::get().to(pairing_job::status))
        .route("/t/{id}/round/{n}/defaults", web::post().to(lateness::apply_defaults))
        .route("/t/{id}/round/{n}/arrivals", web::post().to(lateness::all_present))
        .route("/t/{id}/round/{n}/results", web::get().to(result_grid::form))
        .route("/t/{id}/round/{n}/results", web::post().to(result_grid::save))
        .route("/t/{id}/round/{n}/publish", web::post().to(swiss::publish))
        .route("/t/{id}/round/{n}/discard", web::post().to(swiss::discard))
        .route("/t/{id}/round/{n}/withdraw", web::post().to(round_changes::withdraw_round))
        .route("/t/{id}/round/{n}/remove", web::post().to(round_changes::remove_player))
        .route("/t/{id}/round/{n}/pair-by-hand", web::post().to(round_changes::pair_by_hand))
        .route("/t/{id}/round/{n}/repair", web::post().to(swiss::repair))
        .route("/t/{id}/round/{n}/swap", web::post().to(swiss::swap))
        .route("/t/{id}/round/{n}/colours", web::post().to(swiss::swap_colours))
        .route("/t/{id}/byes", web::post().to(swiss::request_bye));
}

/// One board: its result, its game and its clock.
fn board_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/boards/{bid}/result", web::post().to(rounds::set_result))
        .route("/t/{id}/boards/{bid}/game", web::get().to(games::show))
        .route("/t/{id}/boards/{bid}/game.pgn", web::get().to(games::export_game))
        .route("/t/{id}/boards/{bid}/game/move", web::post().to(games::play))
        .route("/t/{id}/boards/{bid}/game/takeback", web::post().to(games::take_back))
        .route("/t/{id}/boards/{bid}/game/start", web::post().to(games::set_start))
        .route("/t/{id}/boards/{bid}/game/pgn", web::post().to(games::import_pgn))
        .route("/t/{id}/boards/{bid}/incident.json", web::get().to(clock_events::export_incident))
        .route("/t/{id}/boards/{bid}/game/live", web::get().to(games::live))
        .route("/t/{id}/boards/{bid}/game/clock", web::post().to(clock_events::start_clock))
        .route("/t/{id}/boards/{bid}/game/event", web::post().to(clock_events::record_event))
        .route("/t/{id}/boards/{bid}/game/event/undo", web::post().to(clock_events::undo_event))
        .route("/t/{id}/boards/{bid}/game/move-time", web::post().to(clock_events::set_move_time));
}

/// Beside the standings: norm reports, prizes and tie-break settings.
fn standings_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/standings/{no}/norm/{title}", web::get().to(player_rating::norm_report))
        .route("/t/{id}/prizes", web::get().to(prizes::show))
        .route("/t/{id}/prizes", web::post().to(prizes::change))
        .route("/t/{id}/prizes.csv", web::get().to(prizes::export_csv))
        .route("/t/{id}/tiebreaks", web::get().to(tiebreak_settings::form))
        .route("/t/{id}/tiebreaks", web::post().to(tiebreak_settings::save))
        .route("/t/{id}/tiebreaks/edition", web::post().to(tiebreak_settings::save_edition));
}

/// The large read-only pages and downloads that phones fetch most,
/// compressed when the client accepts it. Only these: they reflect no
/// visitor-typed text next to a secret, which keeps BREACH-style attacks on
/// the CSRF token out of reach.
fn compressed_routes(cfg: &mut web::ServiceConfig) {
    macro_rules! compressed {
        ($($path:literal => $handler:path),* $(,)?) => {
            $(cfg.service(web::resource($path).wrap(Compress::default()).route(web::get().to($handler)));)*
        };
    }
    compressed!(
        "/t/{id}/round/{n}" => rounds::show,
        "/t/{id}/standings" => standings::standings,
        "/t/{id}/standings/{no}" => standings::player,
        "/t/{id}/crosstable" => standings::crosstable,
        "/t/{id}/standings.csv" => exports::standings_csv,
        "/t/{id}/crosstable.csv" => exports::crosstable_csv,
        "/t/{id}/crosstable.html" => exports::crosstable_html,
        "/t/{id}/export.trf" => swiss::export_trf,
        "/t/{id}/games.pgn" => games::export_all,
    );
}

/// Where to send an arbiter whose action was refused: the page the form was
/// on (the Referer's path), or the tournament, or the home page.
fn back_path(req: &actix_web::HttpRequest) -> String {
    let referer = req.headers().get(actix_web::http::header::REFERER).and_then(|v| v.to_str().ok());
    let from_referer =
        referer.and_then(|r| r.split_once("://")).and_then(|(_, rest)| rest.find('/').map(|i| &rest[i..]));
    match from_referer {
        Some(path) => forms::local_path(Some(path)),
        None => tournament_path(req.path()).unwrap_or_else(|| "/".to_string()),
    }
}

/// `/t/ID` for a path inside a tournament.
fn tournament_path(path: &str) -> Option<String> {
    let id = path.strip_prefix("/t/")?.split('/').next()?;
    id.parse::<TournamentId>().ok().map(|id| format!("/t/{id}"))
}

/// Whether the caller is a script that asked for JSON (and not for a page):
/// it gets the error's own status (a lost race stays a 409) with the reason
/// as `{"error": ...}`, never a redirect.
fn wants_json(req: &actix_web::HttpRequest) -> bool {
    let accept = req.headers().get(actix_web::http::header::ACCEPT).and_then(|v| v.to_str().ok()).unwrap_or("");
    accept.contains("application/json") && !accept.contains("text/html")
}

/// Whether a response is JSON.
fn is_json(headers: &actix_web::http::header::HeaderMap) -> bool {
    let content_type = headers.get(actix_web::http::header::CONTENT_TYPE).and_then(|v| v.to_str().ok());
    content_type.is_some_and(|t| t.starts_with("application/json"))
}

/// Turns error responses into pages in the visitor's language: a refused
/// form (a bad request or a conflict with the tournament's state) sends the
/// arbiter back to the page they were on with the reason shown there; any
/// other error gets an error page with the signed-in header and a way back.
async fn localize_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let lang = i18n::Lang::of_request(req.request());
    let res = next.call(req).await?;
    let status = res.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return Ok(res.map_into_boxed_body());
    }
    let app_error = res.response().error().and_then(|e| e.as_error::<AppError>());
    if app_error.is_none() && is_json(res.response().headers()) {
        // A handler's own JSON answer (the health check's 503) is meant as it is.
        return Ok(res.map_into_boxed_body());
    }
    if let (true, Some(error)) = (wants_json(res.request()), app_error) {
        let body = serde_json::json!({ "error": error.message(&i18n::Tr::new(lang)) }).to_string();
        let (req, mut response) = res.into_parts();
        let headers = response.headers_mut();
        headers.insert(
            actix_web::http::header::CONTENT_TYPE,
            actix_web::http::header::HeaderValue::from_static("application/json"),
        );
        headers.remove(actix_web::http::header::CONTENT_ENCODING);
        return Ok(ServiceResponse::new(req, response.set_body(body).map_into_boxed_body()));
    }
    let refusal = matches!(app_error, Some(AppError::BadRequest(_) | AppError::Conflict(_) | AppError::Refused(_)));
    if let (true, true, Some(error)) = (res.request().method() == actix_web::http::Method::POST, refusal, app_error) {
        ctx::Ctx::set_flash(res.request(), &error.message(&i18n::Tr::new(lang)));
        let back = back_path(res.request());
        let (req, _) = res.into_parts();
        return Ok(ServiceResponse::new(req, view::see_other(&back)));
    }
    let tr = i18n::Tr::new(lang);
    let message = match app_error {
        Some(app_error) => app_error.message(&tr),
        None if status == actix_web::http::StatusCode::NOT_FOUND => tr.t("error-not-found"),
        None if status == actix_web::http::StatusCode::PAYLOAD_TOO_LARGE => tr.t("error-too-large"),
        None if status.is_server_error() => tr.t("error-internal"),
        None if res.response().error().is_some() => tr.t("error-bad-form"),
        None => return Ok(res.map_into_boxed_body()),
    };
    let (req, mut response) = res.into_parts();
    let back = tournament_path(req.path());
    let html = view::error_page(&req, status, message, back);
    let headers = response.headers_mut();
    headers.insert(
        actix_web::http::header::CONTENT_TYPE,
        actix_web::http::header::HeaderValue::from_static("text/html; charset=utf-8"),
    );
    // The page replaces whatever body the handler made, compressed or not.
    headers.remove(actix_web::http::header::CONTENT_ENCODING);
    let response = response.set_body(html).map_into_boxed_body();
    Ok(ServiceResponse::new(req, response))
}

/// The scheme and host the visitor reached the app at (`https://host`), for
/// addresses written into pages. `X-Forwarded-Proto`, `X-Forwarded-Host` and
/// `Forwarded` are believed only from the trusted reverse proxy; anyone
/// else gets the app's own scheme and a `Host` header made of host-name
/// characters only (nothing that could turn the address into a script).
pub fn request_base(state: &AppState, req: &actix_web::HttpRequest) -> String {
    let own_scheme = if state.https { "https" } else { "http" };
    let from_proxy = state.trusted_proxy.is_some() && req.peer_addr().map(|a| a.ip()) == state.trusted_proxy;
    let (scheme, host) = if from_proxy {
        let info = req.connection_info();
        let scheme = if info.scheme() == "https" { "https" } else { own_scheme };
        (scheme, info.host().to_string())
    } else {
        let host = req.headers().get(actix_web::http::header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("");
        (own_scheme, host.to_string())
    };
    let plain_host = !host.is_empty()
        && host.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']'));
    let host = if plain_host { host } else { "localhost".to_string() };
    format!("{scheme}://{host}")
}

/// The session cookie's name: with secure cookies the `__Host-` prefix, which
/// browsers accept only from HTTPS, for the whole site and no other domain.
fn session_cookie_name(secure: bool) -> &'static str {
    if secure { "__Host-arbiter_session" } else { "arbiter_session" }
}

/// The headers every response carries; over HTTPS also `Strict-Transport-Security`.
fn default_headers(secure: bool) -> DefaultHeaders {
    let headers = DefaultHeaders::new()
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("X-Frame-Options", "DENY"))
        .add(("Referrer-Policy", "same-origin"))
        .add((
            "Content-Security-Policy",
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'; form-action 'self'",
        ));
    if secure { headers.add(("Strict-Transport-Security", headers::HSTS)) } else { headers }
}

/// Binds the server. The listener may be on port 0 (tests): the real address is returned.
pub fn start(config: &Config, pool: Pool) -> std::io::Result<(Server, SocketAddr)> {
    let listener = TcpListener::bind(&config.bind)?;
    let addr = listener.local_addr()?;
    let key = Key::derive_from(&config.secret_key);
    let state = web::Data::new(AppState {
        public_url: config.public_url.clone(),
        trusted_proxy: config.trusted_proxy,
        https: config.cookie_secure,
        cookie_key: key.clone(),
        ..AppState::new(pool, &config.database_url)
    });
    let secure = config.cookie_secure;
    let server = HttpServer::new(move || {
        let session = SessionMiddleware::builder(CookieSessionStore::default(), key.clone())
            .cookie_name(session_cookie_name(secure).into())
            .cookie_http_only(true)
            .cookie_same_site(SameSite::Lax)
            .cookie_secure(secure)
            .cookie_content_security(CookieContentSecurity::Private)
            .build();
        App::new()
            .app_data(state.clone())
            .app_data(web::PayloadConfig::new(forms::IMPORT_LIMIT + 4096))
            .app_data(web::FormConfig::default().limit(forms::FORM_LIMIT))
            .wrap(from_fn(forms::refuse_control_characters_in_query))
            .wrap(from_fn(localize_errors))
            .wrap(from_fn(headers::no_store_for_personal_pages))
            .wrap(from_fn(session::authenticate))
            .wrap(session)
            .wrap(default_headers(secure))
            .wrap(actix_web::middleware::Logger::new("%a \"%r\" %s %Dms").exclude("/health"))
            .configure(routes)
            .default_service(web::to(|| async { Err::<HttpResponse, AppError>(AppError::NotFound) }))
    })
    .workers(2)
    .shutdown_timeout(SHUTDOWN_TIMEOUT.as_secs())
    .listen(listener)?
    .run();
    Ok((server, addr))
}
