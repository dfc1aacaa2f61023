//! Temporary files for what arrives too large to hold in memory: an upload,
//! a downloaded rating list.

use std::path::{Path, PathBuf};

/// A temporary file that is deleted when dropped.
pub struct Spooled(PathBuf);

impl Spooled {
    /// A new, empty temporary file named after `purpose` and created at once.
    pub fn create(purpose: &str) -> std::io::Result<(Spooled, std::fs::File)> {
        let path = std::env::temp_dir().join(format!("arbiter-{purpose}-{:016x}", rand::random::<u64>()));
        let file = std::fs::File::create(&path)?;
        Ok((Spooled(path), file))
    }

    /// Where it is.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Spooled {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
