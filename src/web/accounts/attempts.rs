//! What both steps of a sign-in share (and the checks made while signed
//! in): the throttle's rules, counting attempts on it (an attempt is
//! reserved before a password or code is checked and decided after), the
//! client's address as it counts it, and finishing a sign-in.

use crate::actions::accounts::sign_in::{self, Reserved};
use crate::auth::throttle::{Rule, Scope};
use crate::db::sign_in_attempts::{Counter, NotNow};
use crate::db::{self, UserId};
use crate::web::accounts::{device_cookie, refusal_apart};
use crate::web::ctx::{Ctx, SessionUser};
use crate::web::error::AppError;
use crate::web::view::see_other;
use crate::web::{AppState, read, transaction};
use actix_web::{HttpRequest, HttpResponse, web};
use std::time::Duration;

/// Failed sign-ins allowed per account within [`THROTTLE_WINDOW`].
pub const FAILURES_PER_ACCOUNT: usize = 5;
/// Past [`FAILURES_PER_ACCOUNT`], one more try per account per this interval:
/// strangers slow an account's sign-in down but cannot lock its owner out.
pub const ACCOUNT_SPACING: Duration = Duration::from_secs(30);
/// Failed sign-ins allowed per address within [`THROTTLE_WINDOW`].
pub const FAILURES_PER_ADDRESS: usize = 20;
/// The window over which sign-in failures are counted.
pub const THROTTLE_WINDOW: Duration = Duration::from_secs(15 * 60);
/// Failed sign-ins per account name (slowing, not locking).
pub const ACCOUNT_RULE: Rule = Rule::slowing(FAILURES_PER_ACCOUNT, THROTTLE_WINDOW, ACCOUNT_SPACING);
/// Failed sign-ins per client address.
pub const ADDRESS_RULE: Rule = Rule::new(FAILURES_PER_ADDRESS, THROTTLE_WINDOW);

/// How long an attempt waits for the attempts in flight ahead of it before
/// it is refused after all.
const BUSY_WAIT: std::time::Duration = std::time::Duration::from_secs(15);

/// Reserves one attempt on each counter before a password or code is
/// checked, or refuses with 429 when one has used up its failures (nothing
/// counted then). While attempts still being checked hold the places left,
/// it waits for them to be decided. Returns the reserved attempts, for the
/// action that decides them.
pub async fn reserve_attempts(state: &web::Data<AppState>, counters: Vec<Counter>) -> Result<Reserved, AppError> {
    let started = std::time::Instant::now();
    loop {
        let (now, counters) = (chrono::Utc::now().naive_utc(), counters.clone());
        match transaction(state, move |c| refusal_apart(sign_in::reserve_attempt(c, &counters, now))).await? {
            Ok(reserved) => return Ok(reserved),
            Err(NotNow::TooMany(secs)) => return Err(AppError::TooManyAttempts(secs)),
            Err(NotNow::Busy) if started.elapsed() >= BUSY_WAIT => return Err(AppError::TooManyAttempts(1)),
            Err(NotNow::Busy) => actix_web::rt::time::sleep(std::time::Duration::from_millis(50)).await,
        }
    }
}

/// Decides reserved attempts by whether the password was `right`: given
/// back, or counted as failures.
pub async fn decide_attempts(state: &web::Data<AppState>, reserved: Reserved, right: bool) -> Result<(), AppError> {
    let now = chrono::Utc::now().naive_utc();
    transaction(state, move |c| Ok(sign_in::decide_attempt(c, reserved, right, now)?)).await
}

/// The counter of one's own account for checks made while signed in (the
/// current password, a one-time code): someone at an unattended, signed-in
/// computer may not guess faster than at the sign-in form.
pub(in crate::web) fn own_account_counter(username: &str) -> Vec<Counter> {
    vec![Counter { scope: Scope::Account, key: username.to_lowercase(), rule: ACCOUNT_RULE }]
}

pub(in crate::web) use crate::web::address::client_address_key;

/// Ends a sign-in whose every step passed (the caller has recorded the
/// attempt): a fresh session for the account, the browser's device cookie,
/// and the way on to `next`.
pub(in crate::web) fn complete_sign_in(
    ctx: &mut Ctx,
    state: &AppState,
    req: &HttpRequest,
    user: SessionUser,
    generation: i32,
    next: &str,
) -> HttpResponse {
    let id = user.id;
    ctx.sign_in(user, generation, chrono::Utc::now().timestamp());
    let mut response = see_other(next);
    // Only fails for a cookie that is not a valid header value, which a signed one is not.
    let _ = response.add_cookie(&device_cookie::for_sign_in(state, req, id));
    response
}

/// What counts a sign-in attempt to `user` from `address`: from a source the
/// account signed in from before (this browser's device cookie, or the
/// address), the owner's mistypes under that source alone; from anywhere
/// else, the account's count of strangers' guesses. The address is counted
/// either way.
pub(in crate::web) async fn sign_in_counters(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    user: Option<UserId>,
    account_key: String,
    address: String,
) -> Result<Vec<Counter>, AppError> {
    let by_address = Counter { scope: Scope::Address, key: address.clone(), rule: ADDRESS_RULE };
    let device = device_cookie::of(state, req).filter(|(owner, _)| Some(*owner) == user);
    let known = match (device, user) {
        (Some((owner, device)), _) => Some(format!("device {owner} {device}")),
        (None, Some(user)) => {
            let (now, at) = (chrono::Utc::now().naive_utc(), address.clone());
            let known = read(state, move |c| Ok(db::sign_in_attempts::is_known_source(c, user, &at, now)?)).await?;
            known.then(|| format!("address {user} {address}"))
        }
        (None, None) => None,
    };
    let account = match known {
        Some(key) => Counter { scope: Scope::KnownSource, key, rule: ACCOUNT_RULE },
        None => Counter { scope: Scope::Account, key: account_key, rule: ACCOUNT_RULE },
    };
    Ok(vec![account, by_address])
}
