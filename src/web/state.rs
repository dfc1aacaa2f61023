//! What every handler shares (the database's store, the page cache, the
//! app's configuration) and the ways a handler reaches the database, on a
//! worker thread: a write transaction and a read ([`crate::db::store`]),
//! and a read for an anonymous visitor's page that leaves a connection free.

use super::error::AppError;
use super::page_cache;
use super::password_workers;
use crate::db::store::Store;
use crate::db::{DbConnection, Pool};
use actix_web::cookie::Key;
use actix_web::web;

/// What the handlers share.
pub struct AppState {
    /// The database: reads, and writes queued behind SQLite's one writer.
    pub store: std::sync::Arc<Store>,
    /// Reads for anonymous visitors' cached pages take a permit: one fewer
    /// at a time than the pool has connections, so that hundreds of
    /// visitors never hold them all and a signed-in request (an arbiter
    /// entering a result) finds one free instead of queuing behind them.
    pub(super) visitor_reads: tokio::sync::Semaphore,
    /// Public pages rendered for visitors, reused while the data is unchanged.
    pub pages: page_cache::PageCache,
    /// The tournament list's pages for visitors, kept by the list's stamp.
    pub lists: page_cache::PageCache<actix_web::web::Bytes, i64>,
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
    /// The relay players' mail goes through, if one is configured.
    pub mailer: Option<crate::mail::Mailer>,
}

impl AppState {
    /// State around a pool.
    pub fn new(pool: Pool, database_url: &str) -> AppState {
        let visitor_reads = tokio::sync::Semaphore::new(pool.max_size().saturating_sub(1).max(1) as usize);
        AppState {
            store: std::sync::Arc::new(Store::new(pool, database_url)),
            visitor_reads,
            pages: page_cache::PageCache::default(),
            lists: page_cache::PageCache::default(),
            public_url: None,
            trusted_proxy: None,
            https: false,
            cookie_key: Key::generate(),
            password_workers: password_workers::PasswordWorkers::start(
                std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get),
            ),
            mailer: None,
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
    let store = state.store.clone();
    web::block(move || store.write(f)).await.map_err(|e| AppError::Internal(e.to_string()))?
}

/// Runs a read-only `f` in one database transaction on a worker thread.
/// Unlike [`transaction`] it does not queue behind SQLite's single writer:
/// in WAL mode readers go on while a write is in progress.
pub async fn read<T, F>(state: &web::Data<AppState>, f: F) -> Result<T, AppError>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection) -> Result<T, AppError> + Send + 'static,
{
    let store = state.store.clone();
    web::block(move || store.read(f)).await.map_err(|e| AppError::Internal(e.to_string()))?
}

/// [`read`] for an anonymous visitor's cached page: visitors take turns
/// (first come, first served) for all connections but one
/// ([`AppState::visitor_reads`]).
pub async fn visitor_read<T, F>(state: &web::Data<AppState>, f: F) -> Result<T, AppError>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection) -> Result<T, AppError> + Send + 'static,
{
    let _turn = state.visitor_reads.acquire().await.map_err(|e| AppError::Internal(e.to_string()))?;
    read(state, f).await
}
