//! The reference vectors kept in the repository (tests/vectors, README.md
//! there): each folder of the shared test data is one xz-compressed tar
//! archive, `NAME.tar.xz`, or its parts `NAME.tar.xz.00`, `.01`, ... where
//! one archive would pass 2 MB. [`dir`] unpacks a folder once into a cache
//! beside the build (`target/vectors/NAME-HASH`, HASH of the archive's bytes,
//! so a refreshed archive is unpacked anew) and returns its path.
//!
//! One file for every test crate: the unit tests (core/src/lib.rs), the
//! integration tests (tests/it) and the benchmarks include it with
//! `#[path]`; its crates (`lzma-rs`, `tar`) are dev-dependencies.

use std::collections::HashMap;
use std::hash::Hasher;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Where the archives are: this file's folder, tests/vectors at the
/// workspace's root, seen from the app's package (the root) or from the
/// core's (`core/`, one level below).
fn archives() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let here = manifest.join("tests/vectors");
    if here.is_dir() { here } else { manifest.join("../tests/vectors") }
}

/// The folder of vectors `name` ("dutch", "dutch-large", "dutch-special",
/// "rules", "teams", "tiebreaks-editions"), unpacked: the same files as the
/// shared folder of that name. Unpacked once per process and kept for the
/// next runs; safe from many threads and processes at once. Panics with the
/// reason when the archive is missing or damaged.
pub fn dir(name: &str) -> PathBuf {
    static UNPACKED: Mutex<Option<HashMap<String, PathBuf>>> = Mutex::new(None);
    let mut unpacked = UNPACKED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let known = unpacked.get_or_insert_with(HashMap::new);
    if let Some(path) = known.get(name) {
        return path.clone();
    }
    let path = unpack(&archives(), name, &cache());
    known.insert(name.to_string(), path.clone());
    path
}

/// The folder the unpacked vectors are kept in: `vectors` in the target
/// directory of the running test or benchmark (its executable is in
/// TARGET/PROFILE/deps), else in the system's temporary folder.
fn cache() -> PathBuf {
    let exe = std::env::current_exe().ok();
    let deps = exe.as_deref().and_then(Path::parent).filter(|d| d.ends_with("deps"));
    match deps.and_then(Path::parent).and_then(Path::parent) {
        Some(target) => target.join("vectors"),
        None => std::env::temp_dir().join("arbiter-vectors"),
    }
}

/// Unpacks the archive `name` of the folder `archives` into `cache` (unless
/// an earlier run did) and returns the unpacked folder,
/// `cache/NAME-HASH`. The archive is unpacked into a temporary folder of
/// `cache` and renamed into place, so that a folder of that name is always
/// complete; when another thread or process renamed its copy first, that
/// one is kept.
pub fn unpack(archives: &Path, name: &str, cache: &Path) -> PathBuf {
    let compressed = archive(archives, name);
    let mut hash = std::hash::DefaultHasher::new();
    hash.write(&compressed);
    let folder = cache.join(format!("{name}-{:016x}", hash.finish()));
    if folder.is_dir() {
        return folder;
    }
    let mut tar = Vec::new();
    lzma_rs::xz_decompress(&mut &compressed[..], &mut tar)
        .unwrap_or_else(|e| panic!("{}/{name}.tar.xz: not xz: {e:?}", archives.display()));
    std::fs::create_dir_all(cache).unwrap_or_else(|e| panic!("{}: {e}", cache.display()));
    let temporary = tempfile::Builder::new()
        .prefix(&format!(".{name}-"))
        .tempdir_in(cache)
        .unwrap_or_else(|e| panic!("{}: {e}", cache.display()));
    tar::Archive::new(&tar[..])
        .unpack(temporary.path())
        .unwrap_or_else(|e| panic!("{}/{name}.tar.xz: {e}", archives.display()));
    let unpacked = temporary.path().join(name);
    assert!(unpacked.is_dir(), "{}/{name}.tar.xz holds no folder {name}", archives.display());
    if let Err(e) = std::fs::rename(&unpacked, &folder) {
        // Renaming onto a folder that is there fails: someone else was first.
        assert!(folder.is_dir(), "{} -> {}: {e}", unpacked.display(), folder.display());
    }
    folder
}

/// The bytes of the archive `name` in `archives`: `NAME.tar.xz`, or its
/// parts `NAME.tar.xz.00`, `.01`, ... joined in order.
fn archive(archives: &Path, name: &str) -> Vec<u8> {
    let whole = archives.join(format!("{name}.tar.xz"));
    if whole.is_file() {
        return std::fs::read(&whole).unwrap_or_else(|e| panic!("{}: {e}", whole.display()));
    }
    let mut bytes = Vec::new();
    for part in (0..100).map(|k| archives.join(format!("{name}.tar.xz.{k:02}"))).take_while(|p| p.is_file()) {
        bytes.extend(std::fs::read(&part).unwrap_or_else(|e| panic!("{}: {e}", part.display())));
    }
    assert!(!bytes.is_empty(), "no vectors {name}: neither {} nor its parts .00, .01, ...", whole.display());
    bytes
}
