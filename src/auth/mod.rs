//! Accounts apart from the web: password hashing, sign-in throttling, when
//! a session still counts, and the second step of a sign-in (one-time codes
//! and recovery codes), and the roles an account can have.

pub mod password;
pub mod recovery;
pub mod role;
pub mod session;
pub mod throttle;
pub mod totp;

/// A fresh random secret for a URL or a form: 32 bytes from the thread's
/// cryptographic generator, in URL-safe base64 without padding (sessions'
/// CSRF tokens and teams' captain links).
pub fn random_token() -> String {
    use base64::Engine;
    let bytes: [u8; 32] = rand::random();
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}
