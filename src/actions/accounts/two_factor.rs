//! Two-step sign-in on one's own account: turning it on, a new set of
//! recovery codes, turning it off. The codes typed are used up here, in the
//! transaction that decides the attempt, so that none is accepted twice.

use super::account::session_generation;
use super::sign_in::{Checked, Reserved, decide_attempt};
use crate::actions::{Failed, refuse};
use crate::db::{self, DbConnection, UserId};
use chrono::NaiveDateTime;
use diesel::QueryResult;

/// A confirmed enrolment: the secret shown, the time step of the code typed
/// for it (checked against the secret, and its password checked, before),
/// and the recovery codes to show once.
#[derive(Debug, Clone)]
pub struct Enrolment {
    /// The one-time-code secret.
    pub secret: Vec<u8>,
    /// The time step of the code that confirmed it (used up).
    pub confirmed_step: i64,
    /// The new recovery codes, as shown.
    pub recovery_codes: Vec<String>,
}

/// Why two-step sign-in was not turned on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TwoFactorRefusal {
    /// It is on already (another session turned it on meanwhile).
    AlreadyOn,
}

/// Turns two-step sign-in on; every session of the account ends. Returns
/// the new session generation, under which the enrolling session goes on.
pub fn turn_on(
    conn: &mut DbConnection,
    user: UserId,
    enrolment: Enrolment,
    now: NaiveDateTime,
) -> Result<i32, Failed<TwoFactorRefusal>> {
    let Enrolment { secret, confirmed_step, recovery_codes } = enrolment;
    if !db::two_factor::turn_on(conn, user, &secret, confirmed_step, &recovery_codes, now)? {
        return refuse(TwoFactorRefusal::AlreadyOn);
    }
    Ok(session_generation(conn, user)?)
}

/// Replaces the recovery codes with `codes` for a right current `code`;
/// the old set stops working. A wrong code counts as a failure.
pub fn new_recovery_codes(
    conn: &mut DbConnection,
    user: UserId,
    code: &str,
    codes: &[String],
    reserved: Reserved,
    now: NaiveDateTime,
) -> QueryResult<Checked<()>> {
    let right = db::two_factor::use_code(conn, user, code, now.and_utc().timestamp())?.is_some();
    if right {
        db::two_factor::replace_recovery_codes(conn, user, codes)?;
    }
    decide_attempt(conn, reserved, right, now)?;
    Ok(if right { Checked::Right(()) } else { Checked::Wrong })
}

/// Turning two-step sign-in off: the password (checked before) and a code.
#[derive(Debug)]
pub struct TurnOff {
    /// Whether the password typed was right.
    pub password_right: bool,
    /// The code typed (the app's, or a recovery code).
    pub code: String,
    /// The reserved attempts.
    pub reserved: Reserved,
}

/// Turns two-step sign-in off for the right password and a right code
/// (the code is used up only when the password is right too); every
/// session of the account ends. Returns the new session generation.
pub fn turn_off(
    conn: &mut DbConnection,
    user: UserId,
    attempt: TurnOff,
    now: NaiveDateTime,
) -> QueryResult<Checked<i32>> {
    let right = attempt.password_right
        && db::two_factor::use_code(conn, user, &attempt.code, now.and_utc().timestamp())?.is_some();
    decide_attempt(conn, attempt.reserved, right, now)?;
    if !right {
        return Ok(Checked::Wrong);
    }
    db::two_factor::turn_off(conn, user)?;
    Ok(Checked::Right(session_generation(conn, user)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::accounts::sign_in::{Credentials, set_up};
    use crate::actions::accounts::{now, reserve, test_db};
    use crate::auth::recovery;

    /// An admin with two-step sign-in on, and its recovery codes.
    fn enrolled(conn: &mut DbConnection) -> (UserId, Vec<String>) {
        let first = Credentials { username: "admin".into(), password_hash: "hash".into() };
        let id = set_up(conn, first, now()).expect("the first admin");
        let codes = recovery::generate();
        let enrolment = Enrolment { secret: vec![7; 20], confirmed_step: 1, recovery_codes: codes.clone() };
        assert_eq!(turn_on(conn, id, enrolment.clone(), now()).expect("turned on"), 1, "its sessions end");
        assert!(matches!(turn_on(conn, id, enrolment, now()), Err(Failed::Refused(TwoFactorRefusal::AlreadyOn))));
        (id, codes)
    }

    #[test]
    fn a_wrong_password_turns_nothing_off_and_keeps_the_code() {
        let mut conn = test_db();
        let (id, codes) = enrolled(&mut conn);
        let attempt = TurnOff { password_right: false, code: codes[0].clone(), reserved: reserve(&mut conn) };
        assert_eq!(turn_off(&mut conn, id, attempt, now()).unwrap(), Checked::Wrong);
        assert!(db::two_factor::is_on(&mut conn, id).unwrap());
        assert_eq!(
            db::two_factor::recovery_codes_left(&mut conn, id).unwrap(),
            codes.len() as i64,
            "the code is not used up"
        );

        let attempt = TurnOff { password_right: true, code: codes[0].clone(), reserved: reserve(&mut conn) };
        assert_eq!(turn_off(&mut conn, id, attempt, now()).unwrap(), Checked::Right(2));
        assert!(!db::two_factor::is_on(&mut conn, id).unwrap());
    }

    #[test]
    fn new_recovery_codes_replace_the_old_for_a_right_code_only() {
        let mut conn = test_db();
        let (id, codes) = enrolled(&mut conn);
        let fresh = recovery::generate();
        let reserved = reserve(&mut conn);
        assert_eq!(new_recovery_codes(&mut conn, id, "not a code", &fresh, reserved, now()).unwrap(), Checked::Wrong);
        let reserved = reserve(&mut conn);
        assert_eq!(new_recovery_codes(&mut conn, id, &codes[0], &fresh, reserved, now()).unwrap(), Checked::Right(()));
        // The old set stopped working; the new one works.
        assert_eq!(db::two_factor::use_code(&mut conn, id, &codes[1], 0).unwrap(), None);
        assert!(db::two_factor::use_code(&mut conn, id, &fresh[0], 0).unwrap().is_some());
    }
}
