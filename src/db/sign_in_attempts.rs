//! The sign-in throttle's counters, in the database so that every instance
//! on it counts together. An attempt is written (reserved) before its
//! password is checked and deleted (released) when it succeeds; the rows
//! left are the failures that [`Rule`] judges.

use super::DbConnection;
use super::schema::sign_in_attempts;
use crate::auth::throttle::{Rule, Scope};
use chrono::NaiveDateTime;
use diesel::prelude::*;
use diesel::sql_types::{Integer, Text};
use std::time::Duration;

/// One counter to reserve an attempt on: what it counts by, the key (an
/// account name or an address), and the rule it is judged by.
#[derive(Debug, Clone)]
pub struct Counter {
    /// Account or address.
    pub scope: Scope,
    /// The account name (lower-cased) or the address.
    pub key: String,
    /// Its limits.
    pub rule: Rule,
}

/// The first key of the PostgreSQL advisory lock (two-key form) that
/// serializes reservations on one counter across instances.
fn lock_class(scope: Scope) -> i32 {
    match scope {
        Scope::Account => 0x5349_0001,
        Scope::Address => 0x5349_0002,
    }
}

/// Counts one attempt on every counter, unless one of them has used up its
/// failures: then nothing is counted and `Err(seconds to wait)` tells the
/// longest wait. Call it inside a transaction: on PostgreSQL each counter is
/// locked until the transaction ends, so concurrent attempts on any instance
/// are judged one after the other. Returns the ids of the reserved rows.
pub fn reserve(
    conn: &mut DbConnection,
    counters: &[Counter],
    now: NaiveDateTime,
) -> QueryResult<Result<Vec<i64>, u64>> {
    if let DbConnection::Postgres(pg) = conn {
        // Always in the order given (account before address): no deadlock.
        for c in counters {
            diesel::sql_query("SELECT pg_advisory_xact_lock($1, hashtext($2))")
                .bind::<Integer, _>(lock_class(c.scope))
                .bind::<Text, _>(&c.key)
                .execute(pg)?;
        }
    }
    forget_old(conn, counters, now)?;
    let mut wait = None;
    for c in counters {
        let ages = ages(conn, c, now)?;
        if let Err(secs) = c.rule.check(&ages) {
            wait = wait.max(Some(secs));
        }
    }
    if let Some(secs) = wait {
        return Ok(Err(secs));
    }
    let mut ids = Vec::with_capacity(counters.len());
    for c in counters {
        let row = (
            sign_in_attempts::scope.eq(c.scope.code()),
            sign_in_attempts::key.eq(&c.key),
            sign_in_attempts::at.eq(now),
        );
        ids.push(
            diesel::insert_into(sign_in_attempts::table)
                .values(row)
                .returning(sign_in_attempts::id)
                .get_result(conn)?,
        );
    }
    Ok(Ok(ids))
}

/// Gives back reserved attempts (they succeeded).
pub fn release(conn: &mut DbConnection, ids: &[i64]) -> QueryResult<()> {
    diesel::delete(sign_in_attempts::table.filter(sign_in_attempts::id.eq_any(ids))).execute(conn).map(|_| ())
}

/// Forgets every counted failure of a key (the account signed in).
pub fn clear(conn: &mut DbConnection, scope: Scope, key: &str) -> QueryResult<()> {
    diesel::delete(
        sign_in_attempts::table.filter(sign_in_attempts::scope.eq(scope.code())).filter(sign_in_attempts::key.eq(key)),
    )
    .execute(conn)
    .map(|_| ())
}

/// How long ago each failure of the counter within its window was; a time
/// ahead of `now` (another instance's clock) counts as just now.
fn ages(conn: &mut DbConnection, c: &Counter, now: NaiveDateTime) -> QueryResult<Vec<Duration>> {
    let since = window_start(c.rule, now);
    let times: Vec<NaiveDateTime> = sign_in_attempts::table
        .filter(sign_in_attempts::scope.eq(c.scope.code()))
        .filter(sign_in_attempts::key.eq(&c.key))
        .filter(sign_in_attempts::at.gt(since))
        .select(sign_in_attempts::at)
        .load(conn)?;
    Ok(times.into_iter().map(|at| (now - at).to_std().unwrap_or_default()).collect())
}

/// Deletes the rows older than the longest window: nothing judges them any more.
fn forget_old(conn: &mut DbConnection, counters: &[Counter], now: NaiveDateTime) -> QueryResult<()> {
    let Some(oldest_judged) = counters.iter().map(|c| window_start(c.rule, now)).min() else {
        return Ok(());
    };
    diesel::delete(sign_in_attempts::table.filter(sign_in_attempts::at.lt(oldest_judged))).execute(conn).map(|_| ())
}

/// When the rule's window began.
fn window_start(rule: Rule, now: NaiveDateTime) -> NaiveDateTime {
    chrono::TimeDelta::from_std(rule.window())
        .ok()
        .and_then(|w| now.checked_sub_signed(w))
        .unwrap_or(NaiveDateTime::MIN)
}
