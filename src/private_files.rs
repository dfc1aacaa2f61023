//! Files only the app's user may open: the data folder, the SQLite file,
//! the generated session key. Shared by the configuration and the database
//! edge, so neither depends on the other for it.

use std::path::Path;

/// Creates a folder (and its parents) that only the app's user may open
/// (0700 on Unix): it holds the key or the database.
pub fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir)
}

/// Creates an empty file that only the app's user may read (0600 on Unix),
/// unless it exists: SQLite then opens it, and gives its journal the same rights.
pub fn create_private_file(path: &Path) -> std::io::Result<()> {
    if path.exists() {
        return Ok(());
    }
    write_private(path, &[])
}

/// Writes `bytes` to a file only the app's user may read (0600 on Unix),
/// created or emptied first.
pub fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)?.write_all(bytes)
}
