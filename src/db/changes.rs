//! What this instance knows of the database's writes without asking it: a
//! count of the writes committed since it started ([`Changes`]), raised by
//! the [`super::store::Store`] after each of its own and, on PostgreSQL,
//! after each commit of another instance, told by `NOTIFY` on
//! [`CHANNEL`] and heard by [`listen`].
//!
//! A cached page rendered while the count was `n` is as new as the data
//! while the count is still `n`: the web layer serves it then without a
//! query. While the count cannot be trusted (the PostgreSQL listener lost
//! its connection) [`Changes::now`] says so, and every page asks the
//! database as if nothing were known.
//!
//! Another process writing an SQLite file is not heard: the embedded
//! database serves one instance, and the command-line tools that write to
//! it (accounts, rating lists) change nothing a cached page shows.

use super::{DbConnection, is_postgres_url};
use diesel::Connection;
use diesel::connection::SimpleConnection;
use diesel::pg::PgConnection;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

/// The PostgreSQL channel every committed write is announced on.
pub const CHANNEL: &str = "arbiter_writes";

/// The listener's `application_name`, which `pg_stat_activity` shows.
pub const LISTENER_NAME: &str = "arbiter write listener";

/// How often the listener looks for notifications: the longest time another
/// instance's write stays unheard (plus the network's delay).
const POLL: Duration = Duration::from_millis(10);

/// How often the listener asks the server whether its connection still
/// works: a connection lost without a word is noticed within this time.
const PING: Duration = Duration::from_millis(500);

/// How long the listener waits before connecting again after a failure.
const RETRY: Duration = Duration::from_secs(1);

/// The writes committed since the instance started, as far as it knows.
#[derive(Debug)]
pub struct Changes {
    /// This instance's name in its announcements, so that its listener
    /// skips its own writes (counted already).
    name: String,
    count: AtomicU64,
    /// Whether every commit is heard: false while the PostgreSQL listener
    /// is not connected (and until it first is).
    heard: AtomicBool,
}

impl Changes {
    /// The count of a database only this instance writes (SQLite).
    pub fn heard() -> Changes {
        Changes { name: instance_name(), count: AtomicU64::new(0), heard: AtomicBool::new(true) }
    }

    /// The count of a database other instances write too (PostgreSQL):
    /// not trusted until [`listen`] has connected.
    pub fn unheard() -> Changes {
        Changes { name: instance_name(), count: AtomicU64::new(0), heard: AtomicBool::new(false) }
    }

    /// Announces the transaction's writes to other instances when it
    /// commits (nothing on SQLite, which one instance serves).
    pub fn announce(&self, conn: &mut DbConnection) -> diesel::QueryResult<()> {
        match conn {
            // The name is hexadecimal digits: nothing to quote.
            DbConnection::Postgres(c) => c.batch_execute(&format!("NOTIFY {CHANNEL}, '{}'", self.name)),
            DbConnection::Sqlite(_) => Ok(()),
        }
    }

    /// The count of writes, or `None` while writes may go unheard.
    pub fn now(&self) -> Option<u64> {
        // Read the flag first: a count read after a trusted flag was raised
        // after every write before the flag was lowered again.
        let heard = self.heard.load(Ordering::Acquire);
        let count = self.count.load(Ordering::Acquire);
        heard.then_some(count)
    }

    /// Counts a write committed (or perhaps committed: a commit that
    /// failed is counted too).
    pub fn bump(&self) {
        self.count.fetch_add(1, Ordering::AcqRel);
    }

    /// From now on writes may go unheard.
    fn lose(&self) {
        self.heard.store(false, Ordering::Release);
    }

    /// Every write is heard again: anything may have changed meanwhile.
    fn regain(&self) {
        self.bump();
        self.heard.store(true, Ordering::Release);
    }
}

/// The count for a database at `url`: on PostgreSQL, with a thread that
/// listens for other instances' writes for as long as the count is used.
pub fn for_database(url: &str) -> Arc<Changes> {
    if !is_postgres_url(url) {
        return Arc::new(Changes::heard());
    }
    let changes = Arc::new(Changes::unheard());
    let (url, heard) = (url.to_string(), Arc::downgrade(&changes));
    let started = std::thread::Builder::new().name("write listener".into()).spawn(move || listen(&url, &heard));
    if let Err(e) = started {
        // Without a listener the count is never trusted: pages ask the database.
        tracing::error!("cannot start the listener for other instances' writes: {e}");
    }
    changes
}

/// A random name for this instance's announcements.
fn instance_name() -> String {
    format!("{:016x}", rand::random::<u64>())
}

/// Listens on [`CHANNEL`] at `url`, counting each notification in
/// `changes`, until nobody uses the count any more; connects again after a
/// failure, with the count untrusted until it has.
pub fn listen(url: &str, changes: &Weak<Changes>) {
    while changes.strong_count() > 0 {
        match PgConnection::establish(url) {
            Ok(conn) => match listen_on(conn, changes) {
                Ok(()) => return,
                Err(e) => tracing::warn!("listener for other instances' writes lost its connection: {e}"),
            },
            Err(e) => tracing::warn!("listener for other instances' writes cannot connect: {e}"),
        }
        match changes.upgrade() {
            Some(changes) => changes.lose(),
            None => return,
        }
        std::thread::sleep(RETRY);
    }
}

/// Listens on one connection until it fails (an error) or the count is no
/// longer used (`Ok`).
fn listen_on(mut conn: PgConnection, changes: &Weak<Changes>) -> diesel::QueryResult<()> {
    conn.batch_execute(&format!("SET application_name = '{LISTENER_NAME}'; LISTEN {CHANNEL}"))?;
    let Some(counted) = changes.upgrade() else { return Ok(()) };
    counted.regain();
    let own = counted.name.clone();
    drop(counted);
    let mut pinged = Instant::now();
    loop {
        let mut heard = false;
        for notification in conn.notifications_iter() {
            heard |= notification?.payload != own;
        }
        match changes.upgrade() {
            Some(changes) if heard => changes.bump(),
            Some(_) => {}
            None => return Ok(()),
        }
        if pinged.elapsed() >= PING {
            conn.batch_execute("SELECT 1")?;
            pinged = Instant::now();
        }
        std::thread::sleep(POLL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_is_told_only_while_every_write_is_heard() {
        let changes = Changes::unheard();
        assert_eq!(changes.now(), None, "not trusted before the listener connects");
        changes.regain();
        let first = changes.now().expect("heard");
        changes.bump();
        assert_eq!(changes.now(), Some(first + 1));
        changes.lose();
        assert_eq!(changes.now(), None);
        changes.regain();
        assert!(changes.now().is_some_and(|n| n > first + 1), "a reconnection counts as a change");
    }
}
