//! Argon2id password hashes (OWASP parameters: m=19 MiB, t=2, p=1, the crate's defaults).
//!
//! The 19 MiB of working memory come from a [`Memory`] the caller keeps and
//! reuses: with a fresh allocation for every hash, as the crate's own
//! `hash_password`/`verify_password` make, the process grew by about that much
//! per check and did not shrink (a burst of sign-ins took gigabytes).

use argon2::password_hash::phc::{Output, ParamsString, PasswordHash, Salt};
use argon2::{ARGON2ID_IDENT, Algorithm, Argon2, Block, Params, Version};

/// The shortest password accepted.
pub const MIN_LENGTH: usize = 8;

/// A stored hash may ask for at most this many times the default memory.
const MAX_MEMORY_FACTOR: usize = 4;

/// Argon2 working memory, allocated once and reused for every hash.
pub struct Memory(Vec<Block>);

impl Memory {
    /// Memory for the default parameters.
    pub fn new() -> Memory {
        Memory(vec![Block::new(); Params::default().block_count()])
    }

    /// The first `blocks` blocks, growing (within bounds) when a stored hash needs more.
    fn blocks(&mut self, blocks: usize) -> Option<&mut [Block]> {
        if blocks > MAX_MEMORY_FACTOR * Params::default().block_count() {
            return None;
        }
        if self.0.len() < blocks {
            self.0.resize(blocks, Block::new());
        }
        Some(&mut self.0[..blocks])
    }
}

impl Default for Memory {
    fn default() -> Memory {
        Memory::new()
    }
}

/// Hashes a password into a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`)
/// in `memory`.
pub fn hash_in(memory: &mut Memory, password: &str) -> Result<String, String> {
    let salt: [u8; 16] = rand::random();
    let params = Params::default();
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    let blocks = memory.blocks(params.block_count()).ok_or("argon2 memory")?;
    Argon2::default()
        .hash_password_into_with_memory(password.as_bytes(), &salt, &mut out, blocks)
        .map_err(|e| e.to_string())?;
    let hash = PasswordHash {
        algorithm: ARGON2ID_IDENT,
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(|e| e.to_string())?,
        salt: Some(Salt::new(&salt).map_err(|e| e.to_string())?),
        hash: Some(Output::new(&out).map_err(|e| e.to_string())?),
    };
    Ok(hash.to_string())
}

/// Whether a password matches a stored hash, computed in `memory`; a
/// malformed hash never matches.
pub fn verify_in(memory: &mut Memory, password: &str, stored: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else { return false };
    let (Some(salt), Some(expected)) = (&parsed.salt, &parsed.hash) else { return false };
    let (Ok(algorithm), Ok(params)) = (Algorithm::try_from(parsed.algorithm.as_str()), Params::try_from(&parsed))
    else {
        return false;
    };
    let Ok(version) = parsed.version.map_or(Ok(Version::default()), Version::try_from) else { return false };
    let Some(blocks) = memory.blocks(params.block_count()) else { return false };
    let mut out = vec![0u8; expected.len()];
    let argon2 = Argon2::new(algorithm, version, params);
    argon2.hash_password_into_with_memory(password.as_bytes(), salt.as_ref(), &mut out, blocks).is_ok()
        && Output::new(&out).is_ok_and(|computed| computed == *expected)
}

/// Hashes a password (with memory of its own: for the command line).
pub fn hash(password: &str) -> Result<String, String> {
    hash_in(&mut Memory::new(), password)
}

/// Whether a password matches a stored hash (with memory of its own).
pub fn verify(password: &str, stored: &str) -> bool {
    verify_in(&mut Memory::new(), password, stored)
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
    use argon2::password_hash::{PasswordHasher, PasswordVerifier};

    #[test]
    fn argon2id_with_owasp_parameters() {
        let h = hash("correct horse").unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{h}");
        assert!(verify("correct horse", &h));
        assert!(!verify("wrong horse", &h));
        assert!(!verify("x", "not a hash"));
        assert_ne!(hash("correct horse").unwrap(), h, "salted");
    }

    #[test]
    fn the_reused_memory_agrees_with_the_crates_own_hashing() {
        let mut memory = Memory::new();
        let ours = hash_in(&mut memory, "correct horse").unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(Argon2::default().verify_password(b"correct horse", &parsed).is_ok());
        let theirs = Argon2::default().hash_password(b"battery staple").unwrap().to_string();
        assert!(verify_in(&mut memory, "battery staple", &theirs));
        assert!(!verify_in(&mut memory, "battery stapler", &theirs));
        // Other parameters (more memory, another variant) are read from the hash.
        let other = Argon2::new(Algorithm::Argon2i, Version::V0x13, Params::new(32 * 1024, 3, 1, None).unwrap());
        let theirs = other.hash_password(b"other parameters").unwrap().to_string();
        assert!(verify_in(&mut memory, "other parameters", &theirs));
        let stored = format!("$argon2id$v=19$m={},t=1,p=1$BwcHBwcHBwcHBwcHBwcHBw${}", 512 * 1024, "A".repeat(43));
        assert!(!verify_in(&mut memory, "y", &stored), "a hash asking for 512 MiB is refused, not computed");
    }
}
