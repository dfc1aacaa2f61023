//! The admin's changes to accounts: adding one, and changing another's role,
//! access, password or two-step sign-in under the rules every such change
//! follows; and the site's two-step requirement.

use super::sign_in::Credentials;
use crate::actions::{Failed, refuse};
use crate::auth::role::Role;
use crate::db::{self, DbConnection, UserId, models::NewUser};
use chrono::NaiveDateTime;
use diesel::QueryResult;

/// Why an account was not added.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddUserRefusal {
    /// An account of that name exists.
    NameTaken,
}

/// Adds an account with `role`. Returns its id.
pub fn add_user(
    conn: &mut DbConnection,
    account: Credentials,
    role: Role,
    now: NaiveDateTime,
) -> Result<UserId, Failed<AddUserRefusal>> {
    if db::users::by_username(conn, &account.username)?.is_some() {
        return refuse(AddUserRefusal::NameTaken);
    }
    let user = NewUser { username: &account.username, password_hash: &account.password_hash, role, created_at: now };
    Ok(db::users::insert(conn, &user)?)
}

/// Why another account was not changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountRefusal {
    /// An admin does not change their own account here (their password is
    /// on the account page).
    Yourself,
    /// There is no such account.
    NoSuchAccount,
    /// The change would leave no enabled admin.
    LastAdmin,
}

/// Changes account `id` for admin `by` with `change` (which ends the
/// account's sessions) under the rules every account change follows: not
/// one's own account, and at least one enabled admin stays.
fn change_account(
    conn: &mut DbConnection,
    by: UserId,
    id: UserId,
    change: impl FnOnce(&mut DbConnection) -> QueryResult<usize>,
) -> Result<(), Failed<AccountRefusal>> {
    if by == id {
        return refuse(AccountRefusal::Yourself);
    }
    if db::users::by_id(conn, id)?.is_none() {
        return refuse(AccountRefusal::NoSuchAccount);
    }
    change(conn)?;
    if db::users::enabled_admins(conn)? == 0 {
        return refuse(AccountRefusal::LastAdmin);
    }
    Ok(())
}

/// Makes account `id` admin or arbiter; its sessions end (they carry the old rights).
pub fn set_role(conn: &mut DbConnection, by: UserId, id: UserId, role: Role) -> Result<(), Failed<AccountRefusal>> {
    change_account(conn, by, id, |c| db::users::set_role(c, id, role))
}

/// Disables account `id` (its sessions end, it cannot sign in) or enables it again.
pub fn set_access(
    conn: &mut DbConnection,
    by: UserId,
    id: UserId,
    disabled: bool,
) -> Result<(), Failed<AccountRefusal>> {
    change_account(conn, by, id, |c| db::users::set_disabled(c, id, disabled))
}

/// Sets a new password (already hashed) for account `id`, whose owner lost
/// theirs; its sessions end.
pub fn reset_password(
    conn: &mut DbConnection,
    by: UserId,
    id: UserId,
    password_hash: &str,
) -> Result<(), Failed<AccountRefusal>> {
    change_account(conn, by, id, |c| db::users::set_password(c, id, password_hash))
}

/// Turns account `id`'s two-step sign-in off (its owner lost the phone and
/// the recovery codes); its sessions end.
pub fn turn_off_two_factor(conn: &mut DbConnection, by: UserId, id: UserId) -> Result<(), Failed<AccountRefusal>> {
    change_account(conn, by, id, |c| db::two_factor::turn_off(c, id))
}

/// Requires two-step sign-in of admins and chief arbiters, or stops requiring it.
pub fn require_two_factor(conn: &mut DbConnection, required: bool) -> QueryResult<()> {
    db::settings::set_two_factor_required(conn, required)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::accounts::{now, test_db};

    fn add(conn: &mut DbConnection, name: &str, role: Role) -> UserId {
        let account = Credentials { username: name.into(), password_hash: "hash".into() };
        add_user(conn, account, role, now()).expect("the account is added")
    }

    fn refusal<T: std::fmt::Debug>(result: Result<T, Failed<AccountRefusal>>) -> AccountRefusal {
        match result {
            Err(Failed::Refused(refusal)) => refusal,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_taken_name_is_refused_and_the_role_is_stored_typed() {
        let mut conn = test_db();
        let id = add(&mut conn, "alice", Role::Arbiter);
        let again = Credentials { username: "alice".into(), password_hash: "other".into() };
        assert!(matches!(
            add_user(&mut conn, again, Role::Admin, now()),
            Err(Failed::Refused(AddUserRefusal::NameTaken))
        ));
        let stored = db::users::by_id(&mut conn, id).unwrap().expect("stored");
        assert_eq!(stored.role, Role::Arbiter);
        assert_eq!(db::users::all(&mut conn).unwrap().len(), 1);
    }

    #[test]
    fn an_admin_changes_other_accounts_only_and_one_enabled_admin_stays() {
        let mut conn = test_db();
        let admin = add(&mut conn, "admin", Role::Admin);
        let arbiter = add(&mut conn, "arbiter", Role::Arbiter);
        assert_eq!(refusal(set_role(&mut conn, admin, admin, Role::Arbiter)), AccountRefusal::Yourself);
        assert_eq!(refusal(set_access(&mut conn, admin, UserId(999), true)), AccountRefusal::NoSuchAccount);

        set_role(&mut conn, admin, arbiter, Role::Admin).expect("promoted");
        let promoted = db::users::by_id(&mut conn, arbiter).unwrap().expect("stored");
        assert_eq!(promoted.role, Role::Admin);
        assert_eq!(promoted.session_generation, 1, "its sessions end");

        // The promoted admin disables the first one: an enabled admin stays.
        set_access(&mut conn, arbiter, admin, true).expect("disabled");
        // The first admin (still signed in elsewhere) may not take the last enabled admin away.
        assert_eq!(refusal(set_role(&mut conn, admin, arbiter, Role::Arbiter)), AccountRefusal::LastAdmin);
        assert_eq!(refusal(set_access(&mut conn, admin, arbiter, true)), AccountRefusal::LastAdmin);
    }

    #[test]
    fn a_reset_password_is_stored_and_ends_the_sessions() {
        let mut conn = test_db();
        let admin = add(&mut conn, "admin", Role::Admin);
        let arbiter = add(&mut conn, "arbiter", Role::Arbiter);
        reset_password(&mut conn, admin, arbiter, "new hash").expect("reset");
        let stored = db::users::by_id(&mut conn, arbiter).unwrap().expect("stored");
        assert_eq!((stored.password_hash.as_str(), stored.session_generation), ("new hash", 1));
    }

    #[test]
    fn an_unknown_stored_role_is_an_error_not_a_default() {
        use diesel::RunQueryDsl;
        let mut conn = test_db();
        let id = add(&mut conn, "alice", Role::Arbiter);
        diesel::sql_query("UPDATE users SET role = 'chief'").execute(&mut conn).unwrap();
        let error = db::users::by_id(&mut conn, id).expect_err("an unknown role is refused");
        let error = db::with_sources(&error);
        assert!(error.contains("chief"), "the error names the code: {error}");
    }
}
