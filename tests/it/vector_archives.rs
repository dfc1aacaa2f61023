//! The vectors kept in the repository (tests/vectors): each archive unpacks
//! to its folder, parts of a cut archive read as the whole, many threads
//! unpacking at once leave one complete copy, and no file passes 2 MB.

use crate::vectors::{dir, unpack};
use std::collections::BTreeMap;
use std::path::Path;

/// Where the archives are.
const ARCHIVES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/vectors");

/// Every file under `root`, by its path relative to `root`, with its bytes.
fn files(root: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let name = path.strip_prefix(root).unwrap().to_string_lossy().into_owned();
                out.insert(name, std::fs::read(&path).unwrap());
            }
        }
    }
    out
}

/// Each set unpacks to the folder of that name with the files its README
/// (or, for dutch-large, the benchmarks) counts on.
#[test]
fn every_archive_unpacks_to_its_folder() {
    let count = |name: &str, ext: &str| files(&dir(name)).keys().filter(|f| f.ends_with(ext)).count();
    assert_eq!(count("dutch", ".trf"), 267);
    assert_eq!(count("dutch-large", ".trf"), 7);
    assert_eq!(count("dutch-special", ".trf"), 44);
    assert_eq!(count("rules", ".jsonl"), 3);
    assert_eq!(count("teams", ".pairings.json"), 60);
    assert_eq!(count("tiebreaks-editions", ".json"), 2 * 296);
    for name in ["dutch", "dutch-special", "rules", "teams", "tiebreaks-editions"] {
        assert!(dir(name).join("README.md").is_file(), "{name} keeps its README");
    }
    // Once per process: the same folder every time.
    assert_eq!(dir("dutch-large"), dir("dutch-large"));
}

/// An archive cut in parts (as the refresh script cuts one over 2 MB)
/// unpacks to the same files as the whole archive.
#[test]
fn the_parts_of_a_cut_archive_read_as_the_whole() {
    let whole = std::fs::read(Path::new(ARCHIVES).join("dutch-large.tar.xz")).unwrap();
    let cut = tempfile::tempdir().unwrap();
    let third = whole.len() / 3 + 1;
    for (k, part) in whole.chunks(third).enumerate() {
        std::fs::write(cut.path().join(format!("dutch-large.tar.xz.{k:02}")), part).unwrap();
    }
    let cache = tempfile::tempdir().unwrap();
    let unpacked = unpack(cut.path(), "dutch-large", cache.path());
    assert_eq!(files(&unpacked), files(&dir("dutch-large")));
}

/// Threads (or processes) unpacking one archive into one cache at the same
/// time all get the same complete folder, and leave no temporary folder.
#[test]
fn many_unpacking_at_once_leave_one_complete_copy() {
    let cache = tempfile::tempdir().unwrap();
    let start = std::sync::Barrier::new(6);
    let folders: Vec<_> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..6)
            .map(|_| {
                s.spawn(|| {
                    start.wait();
                    unpack(Path::new(ARCHIVES), "dutch-special", cache.path())
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    assert!(folders.iter().all(|f| *f == folders[0]), "{folders:?}");
    let left: Vec<_> = std::fs::read_dir(cache.path()).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(left, [folders[0].clone()], "one folder, no temporary ones");
    assert_eq!(files(&folders[0]), files(&dir("dutch-special")));
}

/// The repository tracks no file over 2 MB: each archive stays under it.
#[test]
fn no_vendored_file_passes_2_mb() {
    let sizes: Vec<(String, u64)> = std::fs::read_dir(ARCHIVES)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().unwrap().is_file())
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.metadata().unwrap().len()))
        .collect();
    assert!(sizes.iter().filter(|(name, _)| name.contains(".tar.xz")).count() >= 6, "{sizes:?}");
    assert!(sizes.iter().all(|(_, size)| *size <= 2 * 1024 * 1024), "{sizes:?}");
}
