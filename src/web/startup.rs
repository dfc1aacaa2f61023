//! Starting the server: the middleware around every request (session,
//! headers, errors in the visitor's language) and the routes.

use super::error::AppError;
use super::error_pages::localize_errors;
use super::{AppState, forms, headers, routes, session};
use crate::config::Config;
use crate::db::Pool;
use actix_session::SessionMiddleware;
use actix_session::config::CookieContentSecurity;
use actix_session::storage::CookieSessionStore;
use actix_web::cookie::{Key, SameSite};
use actix_web::dev::Server;
use actix_web::middleware::{DefaultHeaders, from_fn};
use actix_web::{App, HttpResponse, HttpServer, web};
use std::net::{SocketAddr, TcpListener};
use std::time::Duration;

/// On SIGTERM (or SIGINT) the server stops accepting connections and gives
/// requests in flight this long to finish before it exits (under the 30 s
/// an orchestrator usually waits before it kills).
pub const SHUTDOWN_TIMEOUT: Duration = Duration::from_secs(20);

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

/// Binds the server. The listener may be on port 0 (tests): the real
/// address is returned. Mail settings that cannot be used are an error
/// (`InvalidInput`), checked before anything listens.
pub fn start(config: &Config, pool: Pool) -> std::io::Result<(Server, SocketAddr)> {
    let mailer = config
        .mail
        .as_ref()
        .map(crate::mail::Mailer::new)
        .transpose()
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e.to_string()))?;
    let listener = TcpListener::bind(&config.bind)?;
    let addr = listener.local_addr()?;
    let key = Key::derive_from(&config.secret_key);
    let state = web::Data::new(AppState {
        public_url: config.public_url.clone(),
        trusted_proxy: config.trusted_proxy,
        https: config.cookie_secure,
        cookie_key: key.clone(),
        mailer,
        ..AppState::new(pool, &config.database_url)
    });
    crate::list_updates::schedule(state.store.clone());
    // The areas' own state, beside the app's.
    let feeds = web::Data::new(super::board::feed::Feeds::default());
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
            .app_data(feeds.clone())
            .app_data(web::PayloadConfig::new(forms::IMPORT_LIMIT + 4096))
            .app_data(web::FormConfig::default().limit(forms::FORM_LIMIT))
            .wrap(from_fn(forms::refuse_control_characters_in_query))
            .wrap(from_fn(forms::refuse_encoded_bodies))
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
