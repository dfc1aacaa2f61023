//! Argon2id password hashes (OWASP parameters: m=19 MiB, t=2, p=1, the crate's defaults).

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

/// The shortest password accepted.
pub const MIN_LENGTH: usize = 8;

/// Hashes a password into a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`).
pub fn hash(password: &str) -> Result<String, String> {
    Argon2::default().hash_password(password.as_bytes()).map(|h| h.to_string()).map_err(|e| e.to_string())
}

/// Whether a password matches a stored hash; a malformed hash never matches.
pub fn verify(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
        .unwrap_or(false)
}

/// A hash to verify against when the account does not exist, so that a
/// sign-in takes as long for an unknown name as for a wrong password.
pub fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash("not a real password").unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argon2id_with_owasp_parameters() {
        let h = hash("correct horse").unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{h}");
        assert!(verify("correct horse", &h));
        assert!(!verify("wrong horse", &h));
        assert!(!verify("x", "not a hash"));
        assert_ne!(hash("correct horse").unwrap(), h, "salted");
    }
}
