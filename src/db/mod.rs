//! The database layer: one connection type for SQLite and PostgreSQL, the
//! pool, embedded migrations, typed row ids ([`ids`]), and queries per aggregate
//! that map rows to core types.

pub mod audit;
pub mod boards;
pub mod byes;
pub mod changes;
pub mod check_ins;
pub mod codes;
pub mod entries;
pub mod game_events;
pub mod games;
pub mod ids;
pub mod integrity;
pub mod list_sequences;
pub mod models;
pub mod officials;
pub mod pairing_jobs;
pub mod pairing_rules;
pub mod player_contacts;
pub mod player_links;
pub mod player_ratings;
pub mod player_requests;
pub mod players;
pub mod point_adjustments;
pub mod prizes;
pub mod rating_corrections;
pub mod rating_lists;
pub mod rating_methods;
pub mod result_reports;
pub mod round_inputs;
pub mod schema;
pub mod self_service;
pub mod settings;
pub mod sign_in_attempts;
pub mod store;
pub mod team_rounds;
pub mod teams;
pub mod tournament_list;
pub mod tournaments;
pub mod two_factor;
pub mod users;
pub mod variants;

use diesel::connection::SimpleConnection;
use diesel::pg::PgConnection;
use diesel::prelude::*;
use diesel::r2d2::{self, R2D2Connection};
use diesel::sqlite::SqliteConnection;
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

pub use ids::{BoardId, GameId, PlayerId, PointAdjustmentId, TeamId, TeamMatchId, TournamentId, UserId};

/// One connection to either backend; queries written once run on both.
#[derive(diesel::MultiConnection)]
pub enum DbConnection {
    /// The embedded default.
    Sqlite(SqliteConnection),
    /// The production database for several app instances.
    Postgres(PgConnection),
}

/// A pool of connections shared by the web workers.
pub type Pool = r2d2::Pool<Manager>;

/// A connection checked out of the pool.
pub type PooledConnection = r2d2::PooledConnection<Manager>;

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/postgres");

/// Errors of the database layer: the database failed, not the user.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// A query failed.
    #[error("database query failed: {0}")]
    Query(#[from] diesel::result::Error),
    /// No connection could be had.
    #[error("database connection failed: {0}")]
    Pool(#[from] r2d2::PoolError),
    /// Connecting failed.
    #[error("cannot connect to the database: {0}")]
    Connect(#[from] diesel::ConnectionError),
    /// A migration failed.
    #[error("database migration failed: {0}")]
    Migration(String),
    /// The worker thread or task that was to do the work stopped first.
    #[error("a worker stopped: {0}")]
    Worker(String),
}

/// An error's message followed by those of its sources: diesel's own says
/// only which field it could not read, its source which stored code.
pub fn with_sources(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(e) = source {
        text.push_str(": ");
        text.push_str(&e.to_string());
        source = e.source();
    }
    text
}

/// Whether a URL names a PostgreSQL database (otherwise it is an SQLite file).
pub fn is_postgres_url(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// Opens a connection, choosing the backend by the URL's scheme: no fallback,
/// so a PostgreSQL URL that cannot be reached is an error, never a new SQLite file.
pub fn establish(url: &str) -> Result<DbConnection, diesel::ConnectionError> {
    if is_postgres_url(url) {
        return Ok(DbConnection::Postgres(PgConnection::establish(url)?));
    }
    let path = url.strip_prefix("sqlite://").unwrap_or(url);
    let mut conn = SqliteConnection::establish(path)?;
    // WAL lets readers work while one writer writes; the busy timeout makes a
    // second writer wait instead of failing; SQLite needs foreign keys turned on.
    conn.batch_execute(
        "PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;",
    )
    .map_err(|e| diesel::ConnectionError::BadConnection(e.to_string()))?;
    Ok(DbConnection::Sqlite(conn))
}

/// The r2d2 connection manager for [`DbConnection`].
#[derive(Debug, Clone)]
pub struct Manager {
    url: String,
}

impl r2d2::ManageConnection for Manager {
    type Connection = DbConnection;
    type Error = r2d2::Error;

    fn connect(&self) -> Result<DbConnection, r2d2::Error> {
        establish(&self.url).map_err(r2d2::Error::ConnectionError)
    }

    fn is_valid(&self, conn: &mut DbConnection) -> Result<(), r2d2::Error> {
        conn.ping().map_err(r2d2::Error::QueryError)
    }

    fn has_broken(&self, conn: &mut DbConnection) -> bool {
        conn.is_broken()
    }
}

/// Creates the pool (and the SQLite file's folder), then applies pending migrations.
pub fn connect_and_migrate(url: &str) -> Result<Pool, DbError> {
    if !is_postgres_url(url) {
        let path = std::path::Path::new(url.strip_prefix("sqlite://").unwrap_or(url));
        let refused = |e: std::io::Error| DbError::Migration(format!("{}: {e}", path.display()));
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty() && !d.exists()) {
            crate::private_files::create_private_dir(dir).map_err(refused)?;
        }
        if url != ":memory:" {
            crate::private_files::create_private_file(path).map_err(refused)?;
        }
    }
    // SQLite has one writer; more connections only queue on its lock.
    let size = if is_postgres_url(url) { 10 } else { 4 };
    let pool = r2d2::Pool::builder()
        .max_size(size)
        .min_idle(Some(1))
        .connection_timeout(std::time::Duration::from_secs(10))
        .build(Manager { url: url.to_string() })?;
    migrate(&mut *pool.get()?)?;
    Ok(pool)
}

/// A pool for the app's writes, apart from the pool that pages read
/// through, so that a write never queues for a connection behind hundreds
/// of page reads: one connection on SQLite (its one writer), four on
/// PostgreSQL. Its connections open when first needed, on a database that
/// [`connect_and_migrate`] prepared.
pub fn writers_pool(url: &str) -> Pool {
    let size = if is_postgres_url(url) { 4 } else { 1 };
    r2d2::Pool::builder()
        .max_size(size)
        .min_idle(Some(0))
        .connection_timeout(std::time::Duration::from_secs(10))
        .build_unchecked(Manager { url: url.to_string() })
}

/// The PostgreSQL advisory lock (one bigint key, "arbiter" in ASCII) held
/// while migrations run, so that instances started together migrate one
/// after the other: the first applies them, the others find nothing to do.
const MIGRATION_LOCK: i64 = 0x0061_7262_6974_6572;

/// Applies the migrations of the connection's backend that have not run yet.
/// On PostgreSQL the run holds [`MIGRATION_LOCK`] (SQLite has one writer anyway).
pub fn migrate(conn: &mut DbConnection) -> Result<(), DbError> {
    let failed = |e: Box<dyn std::error::Error + Send + Sync>| DbError::Migration(e.to_string());
    // After the migrations, in the same lock: data only the app can write.
    let complete = |c: &mut DbConnection| c.transaction(|c| tournaments::refresh_search_keys(c).map(|_| ()));
    match conn {
        DbConnection::Sqlite(c) => c.run_pending_migrations(SQLITE_MIGRATIONS).map(|_| ()).map_err(failed)?,
        DbConnection::Postgres(c) => {
            diesel::sql_query(format!("SELECT pg_advisory_lock({MIGRATION_LOCK})")).execute(c)?;
            let result = c.run_pending_migrations(POSTGRES_MIGRATIONS).map(|_| ()).map_err(failed);
            // Unlocked on failure too: the connection goes back to the pool.
            diesel::sql_query(format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})")).execute(c)?;
            result?
        }
    }
    Ok(complete(conn)?)
}

/// Whether every migration this build knows of has been applied: the
/// database answers and its schema is the one the code expects. Reads only
/// (a database never migrated has no table of migrations: `Ok(false)`).
pub fn is_migrated(conn: &mut DbConnection) -> Result<bool, DbError> {
    use diesel::migration::MigrationSource;
    #[derive(QueryableByName)]
    struct Applied {
        #[diesel(sql_type = diesel::sql_types::Text)]
        version: String,
    }
    fn versions<B: diesel::backend::Backend>(source: &impl MigrationSource<B>) -> Result<Vec<String>, DbError> {
        let migrations = source.migrations().map_err(|e| DbError::Migration(e.to_string()))?;
        Ok(migrations.iter().map(|m| m.name().version().to_string()).collect())
    }
    let known = match conn {
        DbConnection::Sqlite(_) => versions::<diesel::sqlite::Sqlite>(&SQLITE_MIGRATIONS)?,
        DbConnection::Postgres(_) => versions::<diesel::pg::Pg>(&POSTGRES_MIGRATIONS)?,
    };
    let table = match conn {
        DbConnection::Sqlite(c) => diesel::sql_query(
            "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '__diesel_schema_migrations'",
        )
        .get_result::<Count>(c)?,
        DbConnection::Postgres(c) => {
            diesel::sql_query("SELECT count(*) AS n FROM pg_tables WHERE tablename = '__diesel_schema_migrations'")
                .get_result::<Count>(c)?
        }
    };
    if table.n == 0 {
        return Ok(false);
    }
    let applied: Vec<Applied> = diesel::sql_query("SELECT version FROM __diesel_schema_migrations").load(conn)?;
    let applied: std::collections::HashSet<String> = applied.into_iter().map(|a| a.version).collect();
    Ok(known.iter().all(|v| applied.contains(v)))
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}
