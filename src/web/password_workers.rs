//! The threads that hash and check passwords. Each Argon2id computation takes
//! 19 MiB of working memory. A fixed set of threads, one per core, takes the
//! work in turn, each with its own [`password::Memory`] allocated once: a
//! burst of sign-ins queues, and memory stays bounded by the number of threads.

use crate::auth::password;
use crate::web::error::AppError;
use std::sync::Mutex;
use std::sync::mpsc::{Sender, channel};
use tokio::sync::oneshot;

type Job = Box<dyn FnOnce(&mut password::Memory) + Send>;

/// A fixed set of threads for password work.
pub struct PasswordWorkers {
    jobs: Mutex<Sender<Job>>,
}

impl PasswordWorkers {
    /// Starts `threads` threads (at least one).
    pub fn start(threads: usize) -> PasswordWorkers {
        let (jobs, queue) = channel::<Job>();
        let queue = std::sync::Arc::new(Mutex::new(queue));
        for _ in 0..threads.max(1) {
            let queue = queue.clone();
            std::thread::spawn(move || {
                let mut memory = password::Memory::new();
                loop {
                    // The lock is held only to take the next job.
                    let job = queue.lock().unwrap_or_else(|e| e.into_inner()).recv();
                    match job {
                        Ok(job) => job(&mut memory),
                        Err(_) => return, // the app has stopped
                    }
                }
            });
        }
        PasswordWorkers { jobs: Mutex::new(jobs) }
    }

    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut password::Memory) -> T + Send + 'static,
    ) -> Result<T, AppError> {
        let (tx, rx) = oneshot::channel();
        let job: Job = Box::new(move |memory| {
            let _ = tx.send(work(memory));
        });
        self.jobs.lock().unwrap_or_else(|e| e.into_inner()).send(job).map_err(|e| AppError::Internal(e.to_string()))?;
        rx.await.map_err(|e| AppError::Internal(e.to_string()))
    }

    /// Checks a password against an account's hash; without an account it
    /// takes as long and fails, so that timing does not tell which accounts exist.
    pub async fn verify(&self, plain: String, hash: Option<String>) -> Result<bool, AppError> {
        self.run(move |memory| match &hash {
            Some(hash) => password::verify_in(memory, &plain, hash),
            None => {
                password::verify_in(memory, &plain, password::dummy_hash());
                false
            }
        })
        .await
    }

    /// Hashes a new password.
    pub async fn hash(&self, plain: String) -> Result<String, AppError> {
        self.run(move |memory| password::hash_in(memory, &plain)).await?.map_err(AppError::Internal)
    }
}
