//! The database as the app reaches it: reads that never wait for a write,
//! and writes queued behind SQLite's single writer on connections of their
//! own (never behind the readers'). Each runs in one transaction on the
//! calling thread; the web layer calls them from worker threads, and an
//! action that spans several transactions (pairing a Swiss round: a
//! snapshot read, the engine, a short write) takes the store itself.

use super::changes::{self, Changes};
use super::{DbConnection, DbError, Pool};
use diesel::Connection;
use std::sync::{Arc, Mutex};

/// The read pool, the write pool and SQLite's writer queue.
pub struct Store {
    /// Connections for reads.
    reads: Pool,
    /// Connections for writes ([`super::writers_pool`]).
    writes: Pool,
    /// SQLite has a single writer: writes queue here instead of failing
    /// with SQLITE_BUSY. None on PostgreSQL.
    write_lock: Option<Mutex<()>>,
    /// The writes committed, as this instance knows them ([`changes`]).
    changes: Arc<Changes>,
}

impl Store {
    /// The store of the database at `url`, reading through `reads` (a pool
    /// that [`super::connect_and_migrate`] prepared).
    pub fn new(reads: Pool, url: &str) -> Store {
        let write_lock = (!super::is_postgres_url(url)).then(|| Mutex::new(()));
        Store { reads, writes: super::writers_pool(url), write_lock, changes: changes::for_database(url) }
    }

    /// The count of writes committed, which cached pages compare.
    pub fn changes(&self) -> &Changes {
        &self.changes
    }

    /// The pool reads go through (for its size, or a health check's ping).
    pub fn reads(&self) -> &Pool {
        &self.reads
    }

    /// Runs a read-only `f` in one transaction. It does not queue behind
    /// SQLite's single writer: in WAL mode readers go on while a write is
    /// in progress.
    pub fn read<T, E>(&self, f: impl FnOnce(&mut DbConnection) -> Result<T, E>) -> Result<T, E>
    where
        E: From<DbError> + From<diesel::result::Error>,
    {
        let mut pooled = self.reads.get().map_err(DbError::from)?;
        let conn: &mut DbConnection = &mut pooled;
        // Cached pages trust that every write goes through `write`, which
        // counts it: debug builds (the tests) make a write here fail.
        #[cfg(debug_assertions)]
        read_only(conn, true)?;
        let out = conn.transaction(f);
        #[cfg(debug_assertions)]
        read_only(conn, false)?;
        out
    }

    /// Runs `f` in one transaction on a write connection: everything it
    /// writes is saved, or nothing is. The commit is counted in
    /// [`Store::changes`] before this returns, and announced to other
    /// instances on PostgreSQL.
    pub fn write<T, E>(&self, f: impl FnOnce(&mut DbConnection) -> Result<T, E>) -> Result<T, E>
    where
        E: From<DbError> + From<diesel::result::Error>,
    {
        let _turn = self.write_lock.as_ref().map(|m| m.lock().unwrap_or_else(|e| e.into_inner()));
        let mut pooled = self.writes.get().map_err(DbError::from)?;
        let conn: &mut DbConnection = &mut pooled;
        let written = conn.transaction(|c| {
            let out = f(c)?;
            self.changes.announce(c)?;
            Ok(out)
        });
        // Counted after the commit, so that a page read under the new count
        // reads the new data; counted whatever the outcome, as a failed
        // commit may still have committed.
        self.changes.bump();
        written
    }
}

/// Makes the connection refuse writes (or accept them again).
#[cfg(debug_assertions)]
fn read_only(conn: &mut DbConnection, on: bool) -> diesel::QueryResult<()> {
    use diesel::connection::SimpleConnection;
    match (conn, on) {
        (DbConnection::Sqlite(c), true) => c.batch_execute("PRAGMA query_only = ON"),
        (DbConnection::Sqlite(c), false) => c.batch_execute("PRAGMA query_only = OFF"),
        (DbConnection::Postgres(c), true) => c.batch_execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"),
        (DbConnection::Postgres(c), false) => c.batch_execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE"),
    }
}
