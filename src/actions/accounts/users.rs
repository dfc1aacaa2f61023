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
