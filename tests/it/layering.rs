//! The web layer's shape, read from the sources: an area (a folder of
//! `src/web` with its routes) uses the web kit and never another area; the
//! kit (the files at `src/web`'s top and `parts/`) uses no area, except the
//! composition root that registers the areas' routes; and no web module
//! takes a tournament's lock (the actions do).

use std::fs;
use std::path::{Path, PathBuf};

/// The files that put the areas together: the routes, the server's start,
/// and the test-only list of message keys the areas use.
const COMPOSITION_ROOT: [&str; 3] = ["mod.rs", "startup.rs", "i18n_keys.rs"];

fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web")
}

/// The areas: the folders of `src/web` other than the kit's `parts`.
fn areas() -> Vec<String> {
    let mut areas: Vec<String> = fs::read_dir(web_dir())
        .expect("src/web is readable")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name != "parts")
        .collect();
    areas.sort();
    areas
}

/// The Rust files under `dir`, at any depth.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).expect("a readable folder").filter_map(Result::ok) {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|x| x == "rs") {
            files.push(path);
        }
    }
    files
}

/// The lines of `file` that name area `area` as a path into the web layer.
fn naming(file: &Path, area: &str) -> Vec<String> {
    let text = fs::read_to_string(file).expect("a readable source file");
    let by_crate = format!("crate::web::{area}::");
    let by_crate_braced = format!("crate::web::{area}}}");
    let from_kit = format!("super::{area}::");
    let from_area = format!("super::super::{area}::");
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
        .filter(|(_, line)| {
            line.contains(&by_crate)
                || line.contains(&by_crate_braced)
                || line.contains(&from_area)
                || (file.parent() == Some(web_dir().as_path()) && line.contains(&from_kit))
        })
        .map(|(n, line)| format!("{}:{}: {}", file.display(), n + 1, line.trim()))
        .collect()
}

#[test]
fn an_area_uses_the_kit_and_no_other_area() {
    let areas = areas();
    assert!(areas.len() >= 7, "the areas are found: {areas:?}");
    let mut crossings = Vec::new();
    for area in &areas {
        for file in rust_files(&web_dir().join(area)) {
            for other in areas.iter().filter(|other| *other != area) {
                crossings.extend(naming(&file, other));
            }
        }
    }
    assert!(crossings.is_empty(), "areas import each other:\n{}", crossings.join("\n"));
}

#[test]
fn the_kit_uses_no_area() {
    let areas = areas();
    let mut kit: Vec<PathBuf> = fs::read_dir(web_dir())
        .expect("src/web is readable")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .filter(|p| !COMPOSITION_ROOT.iter().any(|root| p.file_name().is_some_and(|n| n == *root)))
        .collect();
    kit.extend(rust_files(&web_dir().join("parts")));
    assert!(kit.len() > 10, "the kit is found");
    let uses: Vec<String> = kit.iter().flat_map(|file| areas.iter().flat_map(move |area| naming(file, area))).collect();
    assert!(uses.is_empty(), "the kit imports an area:\n{}", uses.join("\n"));
}

#[test]
fn the_web_layer_takes_no_tournament_lock() {
    let mut files = rust_files(&web_dir());
    files.extend(rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli")));
    let locks: Vec<String> = files
        .iter()
        .flat_map(|file| {
            let text = fs::read_to_string(file).expect("a readable source file");
            text.lines()
                .enumerate()
                .filter(|(_, line)| line.contains("tournaments::lock(") || line.contains("boards::lock("))
                .map(|(n, line)| format!("{}:{}: {}", file.display(), n + 1, line.trim()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(locks.is_empty(), "the web layer locks:\n{}", locks.join("\n"));
}
