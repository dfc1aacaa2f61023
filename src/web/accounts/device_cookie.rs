//! The device cookie: a signed, long-lived cookie that a browser gets when
//! an account signs in with it. A later sign-in to that account from that
//! browser is from a known source, so strangers' guesses at the account do
//! not slow its owner down (OWASP's "device cookies"). It survives signing
//! out, names the account by id and carries a random id of its own, under
//! which the owner's own mistypes are counted.

use crate::db::UserId;
use crate::web::AppState;
use actix_web::HttpRequest;
use actix_web::cookie::{Cookie, CookieJar, SameSite, time};
use base64::Engine;

/// How long a browser stays known without signing in again.
const MAX_AGE_DAYS: i64 = 90;

/// The cookie's name: `__Host-` prefixed over HTTPS, like the session's.
fn name(state: &AppState) -> &'static str {
    if state.https { "__Host-arbiter_device" } else { "arbiter_device" }
}

/// The device cookie the browser sent, if its signature holds: the account
/// it signed in to and the device's own id.
pub fn of(state: &AppState, req: &HttpRequest) -> Option<(UserId, String)> {
    let sent = req.cookie(name(state))?;
    let mut jar = CookieJar::new();
    jar.add_original(sent.into_owned());
    let value = jar.signed(&state.cookie_key).get(name(state))?.value().to_string();
    let (user, device) = value.split_once('.')?;
    Some((user.parse().ok()?, device.to_string()))
}

/// The cookie to set after `user` signed in: the browser's existing device
/// id if it had one for this account, else a new one.
pub fn for_sign_in(state: &AppState, req: &HttpRequest, user: UserId) -> Cookie<'static> {
    let device = match of(state, req) {
        Some((known, device)) if known == user => device,
        _ => base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(rand::random::<[u8; 16]>()),
    };
    let cookie = Cookie::build(name(state), format!("{user}.{device}"))
        .path("/")
        .http_only(true)
        .secure(state.https)
        .same_site(SameSite::Lax)
        .max_age(time::Duration::days(MAX_AGE_DAYS))
        .finish();
    let mut jar = CookieJar::new();
    jar.signed_mut(&state.cookie_key).add(cookie);
    jar.delta().next().cloned().expect("the cookie just added")
}
