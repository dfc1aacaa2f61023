//! The one-time setup, signing in (the throttle's counters, the password
//! and the second step) and signing out.

use crate::actions::{Failed, refuse};
use crate::auth::role::Role;
use crate::db::models::{NewUser, User};
use crate::db::sign_in_attempts::{Counter, NotNow};
use crate::db::{self, DbConnection, UserId};
use chrono::NaiveDateTime;
use diesel::QueryResult;

/// A name and an already hashed password, for a new account.
#[derive(Debug, Clone)]
pub struct Credentials {
    /// Login name (checked and trimmed).
    pub username: String,
    /// Argon2id PHC string of the password.
    pub password_hash: String,
}

/// Why the one-time setup did not create the first admin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupRefusal {
    /// An account exists already (perhaps made by a racing setup).
    AlreadyDone,
}

/// Creates the first account, an admin, while there is none. Returns its id.
pub fn set_up(conn: &mut DbConnection, first: Credentials, now: NaiveDateTime) -> Result<UserId, Failed<SetupRefusal>> {
    // Checked inside the transaction: two racing set-ups cannot both succeed.
    if db::users::count(conn)? > 0 {
        return refuse(SetupRefusal::AlreadyDone);
    }
    let user =
        NewUser { username: &first.username, password_hash: &first.password_hash, role: Role::Admin, created_at: now };
    Ok(db::users::insert(conn, &user)?)
}

/// Attempts reserved on the throttle's counters: in flight until
/// [`decide_attempt`] (or the action that checks them) decides them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reserved(Vec<i64>);

/// Reserves one attempt on each counter before a password or code is
/// checked, so that concurrent attempts (on any instance) cannot all pass
/// the limits; refused with [`NotNow`] (nothing reserved) when a counter
/// has used up its failures or attempts in flight hold the places left.
pub fn reserve_attempt(
    conn: &mut DbConnection,
    counters: &[Counter],
    now: NaiveDateTime,
) -> Result<Reserved, Failed<NotNow>> {
    match db::sign_in_attempts::reserve(conn, counters, now)? {
        Ok(ids) => Ok(Reserved(ids)),
        Err(not_now) => refuse(not_now),
    }
}

/// Decides reserved attempts: given back when the password or code was
/// `right`, else counted as failures.
pub fn decide_attempt(conn: &mut DbConnection, reserved: Reserved, right: bool, now: NaiveDateTime) -> QueryResult<()> {
    if right {
        db::sign_in_attempts::release(conn, &reserved.0)
    } else {
        db::sign_in_attempts::settle(conn, &reserved.0, now)
    }
}

/// A sign-in attempt whose password was checked (on the password workers,
/// before the transaction).
#[derive(Debug)]
pub struct PasswordAttempt {
    /// Its reserved attempts.
    pub reserved: Reserved,
    /// The account of the typed name, if there is one.
    pub account: Option<User>,
    /// Whether the password was the account's.
    pub password_right: bool,
    /// The client's address as the throttle counts it.
    pub address: String,
}

/// What a sign-in attempt whose password was checked comes to. Each is
/// stored (the attempt decided), so none is a refusal.
#[derive(Debug)]
pub enum PasswordChecked {
    /// Signed in: the account.
    SignedIn(User),
    /// The password was right; the account's second step follows.
    SecondStep(User),
    /// The password was right, but the account is disabled.
    Disabled,
    /// No such account, or the password was wrong: counted as a failure.
    Wrong,
}

/// Decides a sign-in attempt by its password: a right one gives its
/// attempts back and, unless a second step follows (the source becomes
/// known only once the code is right), remembers the address as one the
/// account signs in from; a wrong one counts as a failure.
pub fn check_password(
    conn: &mut DbConnection,
    attempt: PasswordAttempt,
    now: NaiveDateTime,
) -> QueryResult<PasswordChecked> {
    let Some(user) = attempt.account.filter(|_| attempt.password_right) else {
        decide_attempt(conn, attempt.reserved, false, now)?;
        return Ok(PasswordChecked::Wrong);
    };
    decide_attempt(conn, attempt.reserved, true, now)?;
    let two_step = db::two_factor::is_on(conn, user.id)?;
    if !two_step {
        db::sign_in_attempts::remember_source(conn, user.id, &attempt.address, now)?;
    }
    Ok(if user.disabled {
        PasswordChecked::Disabled
    } else if two_step {
        PasswordChecked::SecondStep(user)
    } else {
        PasswordChecked::SignedIn(user)
    })
}

/// Whether a typed password or code was right: a wrong one is stored too
/// (counted as a failure), so it is an outcome, not a refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Checked<T> {
    /// Right; what the action gives back.
    Right(T),
    /// Wrong (or used before): counted as a failure, nothing else changed.
    Wrong,
}

/// Finishes a sign-in's second step with a typed `code` (the app's, or a
/// recovery code, used up here): a right one gives the attempts back and
/// remembers the address; a wrong one counts as a failure.
pub fn check_second_step(
    conn: &mut DbConnection,
    user: UserId,
    code: &str,
    reserved: Reserved,
    address: &str,
    now: NaiveDateTime,
) -> QueryResult<Checked<()>> {
    let used = db::two_factor::use_code(conn, user, code, now.and_utc().timestamp())?;
    decide_attempt(conn, reserved, used.is_some(), now)?;
    if used.is_none() {
        return Ok(Checked::Wrong);
    }
    db::sign_in_attempts::remember_source(conn, user, address, now)?;
    Ok(Checked::Right(()))
}

/// Signs one session out on the server: it stays refused until
/// `expires_at`, when its cookie would be refused anyway.
pub fn sign_out(
    conn: &mut DbConnection,
    session_id: &str,
    expires_at: NaiveDateTime,
    now: NaiveDateTime,
) -> QueryResult<()> {
    db::users::revoke_session(conn, session_id, expires_at, now)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::accounts::{now, reserve, test_db};

    fn first_admin(conn: &mut DbConnection) -> UserId {
        let first = Credentials { username: "admin".into(), password_hash: "hash".into() };
        set_up(conn, first, now()).expect("the first admin is made")
    }

    #[test]
    fn the_setup_makes_one_admin_and_only_once() {
        let mut conn = test_db();
        let id = first_admin(&mut conn);
        assert_eq!(db::users::by_id(&mut conn, id).unwrap().map(|u| u.role), Some(Role::Admin));
        let second = Credentials { username: "other".into(), password_hash: "hash".into() };
        assert!(matches!(set_up(&mut conn, second, now()), Err(Failed::Refused(SetupRefusal::AlreadyDone))));
        assert_eq!(db::users::count(&mut conn).unwrap(), 1);
    }

    #[test]
    fn a_right_password_signs_in_and_remembers_the_address_a_wrong_one_does_not() {
        let mut conn = test_db();
        let id = first_admin(&mut conn);
        let account = db::users::by_id(&mut conn, id).unwrap();
        let wrong = PasswordAttempt {
            reserved: reserve(&mut conn),
            account: account.clone(),
            password_right: false,
            address: "10.0.0.1".into(),
        };
        assert!(matches!(check_password(&mut conn, wrong, now()).unwrap(), PasswordChecked::Wrong));
        assert!(!db::sign_in_attempts::is_known_source(&mut conn, id, "10.0.0.1", now()).unwrap());

        let right =
            PasswordAttempt { reserved: reserve(&mut conn), account, password_right: true, address: "10.0.0.1".into() };
        assert!(matches!(check_password(&mut conn, right, now()).unwrap(), PasswordChecked::SignedIn(u) if u.id == id));
        assert!(db::sign_in_attempts::is_known_source(&mut conn, id, "10.0.0.1", now()).unwrap());

        db::users::set_disabled(&mut conn, id, true).unwrap();
        let account = db::users::by_id(&mut conn, id).unwrap();
        let disabled =
            PasswordAttempt { reserved: reserve(&mut conn), account, password_right: true, address: "10.0.0.1".into() };
        assert!(matches!(check_password(&mut conn, disabled, now()).unwrap(), PasswordChecked::Disabled));
    }

    #[test]
    fn no_such_account_is_a_wrong_password() {
        let mut conn = test_db();
        first_admin(&mut conn);
        let attempt = PasswordAttempt {
            reserved: reserve(&mut conn),
            account: None,
            password_right: true,
            address: String::new(),
        };
        assert!(matches!(check_password(&mut conn, attempt, now()).unwrap(), PasswordChecked::Wrong));
    }
}
