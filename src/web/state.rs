//! What every handler shares (the pool, the page cache, the app's
//! configuration) and the ways a handler reaches the database: a write
//! transaction queued behind SQLite's single writer, on connections of its
//! own (never behind the readers'), a read that never waits for it, and a
//! read for an anonymous visitor's page that leaves a connection free.

use super::error::AppError;
use super::page_cache;
use super::password_workers;
use crate::db::{DbConnection, Pool};
use actix_web::cookie::Key;
use actix_web::web;
use diesel::Connection;
use std::sync::Mutex;

/// What the handlers share.
pub struct AppState {
    /// Database connections for reads.
    pub pool: Pool,
    /// Database connections for writes ([`crate::db::writers_pool`]).
    pub(super) writes: Pool,
    /// Reads for anonymous visitors' cached pages take a permit: one fewer
    /// at a time than the pool has connections, so that hundreds of
    /// visitors never hold them all and a signed-in request (an arbiter
    /// entering a result) finds one free instead of queuing behind them.
    pub(super) visitor_reads: tokio::sync::Semaphore,
    /// SQLite has a single writer: writes queue here instead of failing with SQLITE_BUSY.
    pub(super) write_lock: Option<Mutex<()>>,
    /// Public pages rendered for visitors, reused while the data is unchanged.
    pub pages: page_cache::PageCache,
    /// The tournament list's pages for visitors, kept by the list's stamp.
    pub lists: page_cache::PageCache<actix_web::web::Bytes, i64>,
    /// The rounds' broadcast feeds, rendered once per change of their data.
    pub feeds: page_cache::PageCache<super::board::feed::Feed, Vec<i64>>,
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
        let visitor_reads = tokio::sync::Semaphore::new(pool.max_size().saturating_sub(1).max(1) as usize);
        AppState {
            pool,
            visitor_reads,
            writes: crate::db::writers_pool(database_url),
            write_lock: (!crate::db::is_postgres_url(database_url)).then(|| Mutex::new(())),
            pages: page_cache::PageCache::default(),
            lists: page_cache::PageCache::default(),
            feeds: page_cache::PageCache::default(),
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
        let mut pooled = state.writes.get()?;
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
