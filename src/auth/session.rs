//! When a signed-in session still counts. The cookie says which account signed
//! in, when, and under which session generation of the account; the account's
//! current state comes from the database on each request. Time comes in as an
//! argument, so the rules are tested without waiting.

/// How long a sign-in lasts, in seconds: a long tournament day, then the
/// arbiter signs in again.
pub const MAX_AGE_SECONDS: i64 = 16 * 60 * 60;

/// What the database says about the account now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AccountNow {
    /// The account's session generation: sessions issued under an older one have ended.
    pub generation: i32,
    /// Whether the account is disabled.
    pub disabled: bool,
}

/// Why a session no longer counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SessionEnded {
    /// Signed in longer ago than [`MAX_AGE_SECONDS`] (a second step: than
    /// [`SECOND_STEP_SECONDS`]), or in the future.
    Expired,
    /// This session was signed out.
    SignedOut,
    /// The account was deleted.
    NoAccount,
    /// The account was disabled.
    Disabled,
    /// The password or role changed, or the account signed out everywhere.
    Superseded,
}

/// How long a half-finished sign-in (the password was right, the second
/// step's code is still to come) waits for the code, in seconds.
pub const SECOND_STEP_SECONDS: i64 = 5 * 60;

/// Checks a session issued at `issued_at` (Unix seconds) under `generation`
/// against the account's state at `now`.
pub fn check(
    issued_at: i64,
    generation: i32,
    revoked: bool,
    account: Option<AccountNow>,
    now: i64,
) -> Result<(), SessionEnded> {
    check_within(MAX_AGE_SECONDS, issued_at, generation, revoked, account, now)
}

/// Checks a half-finished sign-in begun at `begun_at` under `generation`:
/// it lasts [`SECOND_STEP_SECONDS`] and ends as a session does.
pub fn check_second_step(
    begun_at: i64,
    generation: i32,
    account: Option<AccountNow>,
    now: i64,
) -> Result<(), SessionEnded> {
    check_within(SECOND_STEP_SECONDS, begun_at, generation, false, account, now)
}

/// [`check`] with a lifetime of `max_age` seconds.
fn check_within(
    max_age: i64,
    issued_at: i64,
    generation: i32,
    revoked: bool,
    account: Option<AccountNow>,
    now: i64,
) -> Result<(), SessionEnded> {
    let account = account.ok_or(SessionEnded::NoAccount)?;
    if account.disabled {
        return Err(SessionEnded::Disabled);
    }
    if generation != account.generation {
        return Err(SessionEnded::Superseded);
    }
    if revoked {
        return Err(SessionEnded::SignedOut);
    }
    // A clock set back by a few seconds between instances is not an attack.
    if now - issued_at >= max_age || issued_at - now > 60 {
        return Err(SessionEnded::Expired);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000;
    const ACTIVE: AccountNow = AccountNow { generation: 3, disabled: false };

    #[test]
    fn a_fresh_session_of_an_active_account_counts() {
        assert_eq!(check(NOW - 60, 3, false, Some(ACTIVE), NOW), Ok(()));
        assert_eq!(check(NOW - MAX_AGE_SECONDS + 1, 3, false, Some(ACTIVE), NOW), Ok(()));
    }

    #[test]
    fn each_way_a_session_ends() {
        assert_eq!(check(NOW - MAX_AGE_SECONDS, 3, false, Some(ACTIVE), NOW), Err(SessionEnded::Expired));
        assert_eq!(check(NOW + 3600, 3, false, Some(ACTIVE), NOW), Err(SessionEnded::Expired));
        assert_eq!(check(NOW, 3, true, Some(ACTIVE), NOW), Err(SessionEnded::SignedOut));
        assert_eq!(check(NOW, 2, false, Some(ACTIVE), NOW), Err(SessionEnded::Superseded));
        assert_eq!(check(NOW, 3, false, None, NOW), Err(SessionEnded::NoAccount));
        let disabled = AccountNow { disabled: true, ..ACTIVE };
        assert_eq!(check(NOW, 3, false, Some(disabled), NOW), Err(SessionEnded::Disabled));
    }

    #[test]
    fn a_second_step_lasts_five_minutes_under_the_same_generation() {
        assert_eq!(check_second_step(NOW - SECOND_STEP_SECONDS + 1, 3, Some(ACTIVE), NOW), Ok(()));
        assert_eq!(check_second_step(NOW - SECOND_STEP_SECONDS, 3, Some(ACTIVE), NOW), Err(SessionEnded::Expired));
        assert_eq!(check_second_step(NOW, 2, Some(ACTIVE), NOW), Err(SessionEnded::Superseded));
        let disabled = AccountNow { disabled: true, ..ACTIVE };
        assert_eq!(check_second_step(NOW, 3, Some(disabled), NOW), Err(SessionEnded::Disabled));
        assert_eq!(check_second_step(NOW, 3, None, NOW), Err(SessionEnded::NoAccount));
    }
}
