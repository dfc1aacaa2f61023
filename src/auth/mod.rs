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

/// Whether `text` could be a secret [`random_token`] made: 1 to 64
/// characters of URL-safe base64. Anything else (a NUL byte, which
/// PostgreSQL refuses in a text, a megabyte of path) is never looked up.
pub fn could_be_token(text: &str) -> bool {
    (1..=64).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_made_token_could_be_one_and_hostile_text_could_not() {
        assert!(could_be_token(&random_token()));
        for bad in ["", "a\0b", "a b", "a/b", &"a".repeat(65)] {
            assert!(!could_be_token(bad), "{bad:?}");
        }
    }
}
