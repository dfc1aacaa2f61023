//! The sign-in throttle's counters, in the database so that every instance
//! on it counts together. An attempt is written (reserved, in flight) before
//! its password is checked, then deleted (released) when it succeeds or
//! settled as a failure; [`Rule::judge`] weighs the failures and the attempts
//! in flight. Also the sources (addresses) each account signed in from.

use super::DbConnection;
use super::UserId;
use super::schema::{known_sign_in_sources, sign_in_attempts};
use crate::auth::throttle::{Rule, Scope, Verdict};
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
        Scope::KnownSource => 0x5349_0003,
    }
}

/// An attempt in flight for longer than this (its instance stopped before
/// deciding it) counts as a failure.
const STALE: Duration = Duration::from_secs(60);

/// Why an attempt was not reserved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotNow {
    /// Attempts being checked hold the places left: try again in a moment.
    Busy,
    /// A counter has used up its failures: wait this many seconds.
    TooMany(u64),
}

/// Reserves one attempt on every counter (in flight until [`release`] or
/// [`settle`]), unless one of them refuses: then nothing is reserved. Call
/// it inside a transaction: on PostgreSQL each counter is locked until the
/// transaction ends, so concurrent attempts on any instance are judged one
/// after the other. Returns the ids of the reserved rows.
pub fn reserve(
    conn: &mut DbConnection,
    counters: &[Counter],
    now: NaiveDateTime,
) -> QueryResult<Result<Vec<i64>, NotNow>> {
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
    let (mut wait, mut busy) = (None, false);
    for c in counters {
        let (failures, in_flight) = attempts(conn, c, now)?;
        match c.rule.judge(&failures, in_flight) {
            Verdict::Go => {}
            Verdict::Wait => busy = true,
            Verdict::Refuse(secs) => wait = wait.max(Some(secs)),
        }
    }
    if let Some(secs) = wait {
        return Ok(Err(NotNow::TooMany(secs)));
    }
    if busy {
        return Ok(Err(NotNow::Busy));
    }
    let mut ids = Vec::with_capacity(counters.len());
    for c in counters {
        let row = (
            sign_in_attempts::scope.eq(c.scope.code()),
            sign_in_attempts::key.eq(&c.key),
            sign_in_attempts::at.eq(now),
            sign_in_attempts::settled.eq(false),
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

/// Settles reserved attempts as failures, at `now`.
pub fn settle(conn: &mut DbConnection, ids: &[i64], now: NaiveDateTime) -> QueryResult<()> {
    diesel::update(sign_in_attempts::table.filter(sign_in_attempts::id.eq_any(ids)))
        .set((sign_in_attempts::settled.eq(true), sign_in_attempts::at.eq(now)))
        .execute(conn)
        .map(|_| ())
}

/// How long ago each failure of the counter within its window was (a time
/// ahead of `now`, another instance's clock, counts as just now), and how
/// many of its attempts are in flight.
fn attempts(conn: &mut DbConnection, c: &Counter, now: NaiveDateTime) -> QueryResult<(Vec<Duration>, usize)> {
    let since = window_start(c.rule, now);
    let rows: Vec<(NaiveDateTime, bool)> = sign_in_attempts::table
        .filter(sign_in_attempts::scope.eq(c.scope.code()))
        .filter(sign_in_attempts::key.eq(&c.key))
        .filter(sign_in_attempts::at.gt(since))
        .select((sign_in_attempts::at, sign_in_attempts::settled))
        .load(conn)?;
    let (mut failures, mut in_flight) = (Vec::with_capacity(rows.len()), 0);
    for (at, settled) in rows {
        let age = (now - at).to_std().unwrap_or_default();
        if settled || age >= STALE { failures.push(age) } else { in_flight += 1 }
    }
    Ok((failures, in_flight))
}

/// How long a source an account signed in from stays known.
pub const KNOWN_FOR: Duration = Duration::from_secs(90 * 24 * 3600);

/// Whether the account signed in from `address` within [`KNOWN_FOR`].
pub fn is_known_source(conn: &mut DbConnection, user: UserId, address: &str, now: NaiveDateTime) -> QueryResult<bool> {
    let since = now - chrono::TimeDelta::from_std(KNOWN_FOR).unwrap_or_default();
    let found = known_sign_in_sources::table
        .filter(known_sign_in_sources::user_id.eq(user))
        .filter(known_sign_in_sources::address.eq(address))
        .filter(known_sign_in_sources::last_at.gt(since))
        .count()
        .get_result::<i64>(conn)?;
    Ok(found > 0)
}

/// Remembers that the account signed in from `address` at `now`, and forgets
/// sources unused for longer than [`KNOWN_FOR`].
pub fn remember_source(conn: &mut DbConnection, user: UserId, address: &str, now: NaiveDateTime) -> QueryResult<()> {
    let since = now - chrono::TimeDelta::from_std(KNOWN_FOR).unwrap_or_default();
    diesel::delete(known_sign_in_sources::table.filter(known_sign_in_sources::last_at.lt(since))).execute(conn)?;
    let source = known_sign_in_sources::table
        .filter(known_sign_in_sources::user_id.eq(user))
        .filter(known_sign_in_sources::address.eq(address));
    if diesel::update(source).set(known_sign_in_sources::last_at.eq(now)).execute(conn)? == 0 {
        // Two sign-ins from one new source at once: the second finds the row
        // the first inserted and only its time differs.
        let row = (
            known_sign_in_sources::user_id.eq(user),
            known_sign_in_sources::address.eq(address),
            known_sign_in_sources::last_at.eq(now),
        );
        // In a savepoint: on PostgreSQL a failed statement would spoil the transaction.
        let inserted = conn.transaction(|c| diesel::insert_into(known_sign_in_sources::table).values(row).execute(c));
        if let Err(e) = inserted
            && !matches!(e, diesel::result::Error::DatabaseError(diesel::result::DatabaseErrorKind::UniqueViolation, _))
        {
            return Err(e);
        }
    }
    Ok(())
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
