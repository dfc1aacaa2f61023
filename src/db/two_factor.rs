//! Two-step sign-in as stored: each account's one-time-code secret and the
//! last time step it accepted, and its recovery codes (hashed). Using a code
//! writes, in the caller's transaction, that it was used, so that it is
//! never accepted again, on any instance.

use super::DbConnection;
use super::UserId;
use super::schema::{recovery_codes, tournament_arbiters, two_factor};
use crate::auth::{recovery, totp};
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// Which kind of code was accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Used {
    /// A one-time code from the authenticator app.
    AppCode,
    /// One of the recovery codes (now used up).
    RecoveryCode,
}

/// Whether the account has two-step sign-in on.
pub fn is_on(conn: &mut DbConnection, user: UserId) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(two_factor::table.find(user))).get_result(conn)
}

/// The accounts that have two-step sign-in on.
pub fn accounts_with_it(conn: &mut DbConnection) -> QueryResult<Vec<UserId>> {
    two_factor::table.select(two_factor::user_id).load(conn)
}

/// How many unused recovery codes the account has.
pub fn recovery_codes_left(conn: &mut DbConnection, user: UserId) -> QueryResult<i64> {
    recovery_codes::table.filter(recovery_codes::user_id.eq(user)).count().get_result(conn)
}

/// Whether the account must turn two-step sign-in on before anything else:
/// the admin setting is on, the account has it off, and it is an admin or
/// the chief arbiter of some tournament.
pub fn must_enrol(conn: &mut DbConnection, user: UserId, is_admin: bool) -> QueryResult<bool> {
    if !super::settings::two_factor_required(conn)? || is_on(conn, user)? {
        return Ok(false);
    }
    if is_admin {
        return Ok(true);
    }
    let chief = tournament_arbiters::table
        .filter(tournament_arbiters::user_id.eq(user))
        .filter(tournament_arbiters::chief.eq(true));
    diesel::select(diesel::dsl::exists(chief)).get_result(conn)
}

/// Turns two-step sign-in on with `secret`, whose code of time step
/// `confirmed_step` was just typed (that code is used up), and a new set of
/// recovery codes; every session of the account ends. `false` (nothing
/// written) when it is on already.
#[must_use = "whether it changed anything"]
pub fn turn_on(
    conn: &mut DbConnection,
    user: UserId,
    secret: &[u8],
    confirmed_step: i64,
    codes: &[String],
    now: NaiveDateTime,
) -> QueryResult<bool> {
    if is_on(conn, user)? {
        return Ok(false);
    }
    let row = (
        two_factor::user_id.eq(user),
        two_factor::secret.eq(totp::base32_encode(secret)),
        two_factor::last_step.eq(confirmed_step),
        two_factor::enabled_at.eq(now),
    );
    diesel::insert_into(two_factor::table).values(row).execute(conn)?;
    replace_recovery_codes(conn, user, codes)?;
    super::users::end_all_sessions(conn, user)?;
    Ok(true)
}

/// Turns two-step sign-in off and forgets the recovery codes; every session
/// of the account ends.
pub fn turn_off(conn: &mut DbConnection, user: UserId) -> QueryResult<usize> {
    diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq(user))).execute(conn)?;
    super::users::end_all_sessions(conn, user)?;
    diesel::delete(two_factor::table.find(user)).execute(conn)
}

/// Stores a new set of recovery codes (as shown) in place of the old ones,
/// which stop working.
pub fn replace_recovery_codes(conn: &mut DbConnection, user: UserId, codes: &[String]) -> QueryResult<()> {
    diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq(user))).execute(conn)?;
    // One row at a time: a batch insert does not run through the
    // two-backend connection.
    for plain in codes.iter().filter_map(|code| recovery::normalize(code)) {
        let row = (recovery_codes::user_id.eq(user), recovery_codes::code_hash.eq(recovery::hash(user.0, &plain)));
        diesel::insert_into(recovery_codes::table).values(row).execute(conn)?;
    }
    Ok(())
}

/// Checks a typed code against the account at `now` (Unix seconds): one of
/// the app's codes within a step of drift and later than the last accepted,
/// or an unused recovery code. An accepted code is used up here (call it in
/// the transaction that decides the attempt); `None` when the code is wrong,
/// used before, or the account has two-step sign-in off.
pub fn use_code(conn: &mut DbConnection, user: UserId, input: &str, now: i64) -> QueryResult<Option<Used>> {
    let Some((secret, last_step)) = two_factor::table
        .find(user)
        .select((two_factor::secret, two_factor::last_step))
        .first::<(String, i64)>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    if totp::parse_code(input).is_some() {
        let Some(key) = totp::base32_decode(&secret) else { return Ok(None) };
        let Some(step) = totp::verify(&key, input, now, Some(last_step)) else { return Ok(None) };
        // Only if no other attempt used this step (or a later one) meanwhile.
        let updated = diesel::update(two_factor::table.find(user).filter(two_factor::last_step.lt(step)))
            .set(two_factor::last_step.eq(step))
            .execute(conn)?;
        return Ok((updated == 1).then_some(Used::AppCode));
    }
    let Some(plain) = recovery::normalize(input) else { return Ok(None) };
    let code = recovery_codes::table
        .filter(recovery_codes::user_id.eq(user))
        .filter(recovery_codes::code_hash.eq(recovery::hash(user.0, &plain)));
    Ok((diesel::delete(code).execute(conn)? == 1).then_some(Used::RecoveryCode))
}
