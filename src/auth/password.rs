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

/// Whether a password matches a stored hash, computed in `memory` (grown to
/// the hash's memory cost once, then reused by the next check).
pub fn verify_in(password: &str, stored: &str, memory: &mut Vec<argon2::Block>) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else { return false };
    let (Some(salt), Some(expected)) = (&parsed.salt, &parsed.hash) else { return false };
    let (Ok(algorithm), Ok(params)) =
        (argon2::Algorithm::try_from(parsed.algorithm.as_str()), argon2::Params::try_from(&parsed))
    else {
        return false;
    };
    let version = match parsed.version.map(argon2::Version::try_from) {
        None => argon2::Version::default(),
        Some(Ok(version)) => version,
        Some(Err(_)) => return false,
    };
    let blocks = params.block_count();
    if memory.len() < blocks {
        memory.resize(blocks, argon2::Block::default());
    }
    let mut out = vec![0u8; expected.as_bytes().len()];
    let argon = Argon2::new(algorithm, version, params);
    argon.hash_password_into_with_memory(password.as_bytes(), salt.as_ref(), &mut out, &mut memory[..blocks]).is_ok()
        && argon2::password_hash::phc::Output::new(&out).is_ok_and(|o| o == *expected)
}

/// A job for a [`Checkers`] thread, given the thread's Argon2 memory.
type Job = Box<dyn FnOnce(&mut Vec<argon2::Block>) + Send>;

/// Password checks on a fixed set of threads, one per core: a burst of
/// sign-ins queues here, and each thread computes in its own 19 MiB,
/// allocated once. (Allocated per check, the freed blocks stay with the
/// allocator's per-thread arenas, and memory grows well past 19 MiB per
/// core.) The threads end when this is dropped.
pub struct Checkers {
    jobs: std::sync::mpsc::Sender<Job>,
}

impl Checkers {
    /// Starts `threads` threads.
    pub fn new(threads: usize) -> Checkers {
        let (jobs, queue) = std::sync::mpsc::channel::<Job>();
        let queue = std::sync::Arc::new(std::sync::Mutex::new(queue));
        for i in 0..threads.max(1) {
            let queue = queue.clone();
            let worker = move || {
                let mut memory = Vec::new();
                loop {
                    let next = queue.lock().unwrap_or_else(|e| e.into_inner()).recv();
                    match next {
                        Ok(job) => job(&mut memory),
                        Err(_) => return,
                    }
                }
            };
            std::thread::Builder::new()
                .name(format!("password-check-{i}"))
                .spawn(worker)
                .expect("a password-check thread");
        }
        Checkers { jobs }
    }

    /// Whether `password` matches `stored`, checked on one of the threads;
    /// without a stored hash it takes as long and fails, so that timing does
    /// not tell which accounts exist.
    pub async fn verify(&self, password: String, stored: Option<String>) -> Result<bool, String> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move |memory| {
            let matches = match &stored {
                Some(stored) => verify_in(&password, stored, memory),
                None => {
                    verify_in(&password, dummy_hash(), memory);
                    false
                }
            };
            let _ = answer.send(matches);
        });
        self.jobs.send(job).map_err(|_| "the password checks have stopped".to_string())?;
        answered.await.map_err(|_| "a password check failed".to_string())
    }
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
        let mut memory = Vec::new();
        assert!(verify_in("correct horse", &h, &mut memory), "in reused memory");
        assert!(!verify_in("wrong horse", &h, &mut memory));
        assert!(!verify_in("x", "not a hash", &mut memory));
        assert_eq!(memory.len(), 19456, "one block per KiB of the memory cost");
        assert_ne!(hash("correct horse").unwrap(), h, "salted");
    }

    #[tokio::test]
    async fn checkers_verify_on_their_own_threads() {
        let checkers = Checkers::new(2);
        let h = hash("correct horse").unwrap();
        assert_eq!(checkers.verify("correct horse".into(), Some(h.clone())).await, Ok(true));
        assert_eq!(checkers.verify("wrong horse".into(), Some(h)).await, Ok(false));
        assert_eq!(checkers.verify("correct horse".into(), None).await, Ok(false), "no account: no match");
    }
}
