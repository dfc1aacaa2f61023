//! TRF files as other programs write them (issue 22): a file as a program
//! of 2005 writes it (tests/data/legacy-2005.trf, written for these tests:
//! Windows-1252, CR LF, trailing spaces, player lines in rank order, unplayed
//! rounds as `0000 - +`, `0000 - =`, `0000 - -` and lichess's empty opponent
//! field) reads through the command line as its TRF-2026 twin does, and
//! imports into the app (SQLite and PostgreSQL) with the same players,
//! numbers, rounds and standings as the command line gives, the import page
//! saying what it read of each older form in English and Russian.

use crate::common::{Backend, Browser, TestApp, location};
use crate::standings::{assert_matches_vector, csv_fields, set_tiebreaks};
use reqwest::StatusCode;
use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output};

const LEGACY: &[u8] = include_bytes!("../data/legacy-2005.trf");
const BIN: &str = env!("CARGO_BIN_EXE_arbiter");
/// The tie-breaks compared, after points.
const TIEBREAKS: &str = "BH/C1,BH,SB,WIN";

/// The legacy file in the TRF-2026 letters (UTF-8).
fn modern() -> String {
    arbiter::text::encoding::decode(LEGACY)
        .replace("0000 - +", "0000 - U")
        .replace("0000 - -", "0000 - Z")
        .replace("0000 - =", "0000 - H")
        .replace("       H", "0000 - H")
}

fn file_of(bytes: &[u8]) -> tempfile::NamedTempFile {
    let mut file = tempfile::Builder::new().suffix(".trf").tempfile().unwrap();
    file.write_all(bytes).unwrap();
    file
}

fn run(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().unwrap()
}

/// `arbiter standings FILE --json` with [`TIEBREAKS`].
fn cli_standings(path: &str) -> Output {
    run(&["standings", path, "--tiebreaks", &format!("PTS,{TIEBREAKS}"), "--json"])
}

#[test]
fn the_cli_reads_the_older_forms_as_their_twin() {
    let (legacy, twin) = (file_of(LEGACY), file_of(modern().as_bytes()));
    let (legacy, twin) = (legacy.path().to_str().unwrap(), twin.path().to_str().unwrap());
    let (old, new) = (cli_standings(legacy), cli_standings(twin));
    assert!(old.status.success(), "{}", String::from_utf8_lossy(&old.stderr));
    let standings = |out: &Output| {
        let mut json: Value = serde_json::from_slice(&out.stdout).unwrap();
        json["trf"] = Value::Null; // the file's name
        json
    };
    assert_eq!(standings(&old), standings(&new), "same standings");
    let notes = String::from_utf8_lossy(&old.stderr);
    for form in [
        "1 round block(s) '0000 - +' (a point without a game): read as pairing-allocated byes",
        "1 round block(s) '0000 - =' (half a point without a game): read as half-point byes",
        "1 round block(s) '0000 - -' (no point, no game): read as zero-point byes",
        "1 round block(s) with an empty opponent field ('      H'): read as the byes their letters name",
    ] {
        assert!(notes.contains(form), "{form} in {notes}");
    }
    assert!(new.stderr.is_empty(), "the twin has nothing to note");
    // Every round is paired again the same from both (the Dutch checker's report).
    let check = |path: &str| run(&["check", "--dutch", path]);
    let (old, new) = (check(legacy), check(twin));
    assert!(!old.stdout.is_empty(), "{}", String::from_utf8_lossy(&old.stderr));
    assert_eq!((old.status.code(), old.stdout), (new.status.code(), new.stdout));
    // A forfeit with a colour but no opponent is no older form: refused where it is.
    let coloured = file_of(modern().replace("0000 - U", "0000 w +").as_bytes());
    let out = cli_standings(coloured.path().to_str().unwrap());
    assert_eq!(out.status.code(), Some(2));
    let message = String::from_utf8_lossy(&out.stderr);
    assert!(message.contains("line 12, column 112: a game result needs an opponent"), "{message}");
}

/// Uploads a file's bytes to the import form.
async fn upload(admin: &Browser, bytes: &[u8]) -> reqwest::Response {
    upload_with(admin, bytes, &[]).await
}

/// Uploads a file's bytes to the import form with other fields.
async fn upload_with(admin: &Browser, bytes: &[u8], fields: &[(&str, &str)]) -> reqwest::Response {
    let csrf = crate::common::html::csrf(&admin.page("/tournaments/import").await);
    let mut form = reqwest::multipart::Form::new()
        .text("csrf", csrf)
        .part("file", reqwest::multipart::Part::bytes(bytes.to_vec()).file_name("open-2005.trf"));
    for (name, value) in fields {
        form = form.text(name.to_string(), value.to_string());
    }
    admin.client.post(format!("{}/tournaments/import", admin.base)).multipart(form).send().await.unwrap()
}

async fn a_legacy_file_imports_as_the_cli_reads_it(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let res = upload(&admin, LEGACY).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "{}", res.text().await.unwrap_or_default());
    let report = location(&res);
    let tid: i32 = report
        .strip_prefix("/tournaments/import?imported=")
        .and_then(|rest| rest.split('&').next())
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("the import page reports: {report}"));

    // The import page links the tournament and says what it read, in English and Russian.
    let page = admin.page(&report).await;
    assert!(page.contains(&format!("href=\"/t/{tid}\"")), "link to the tournament");
    for line in [
        "1 round written «0000 - +» (a point without a game): read as a pairing-allocated bye",
        "1 round written «0000 - =» (half a point without a game): read as a half-point bye",
        "1 round written «0000 - -» (no point, no game): read as a zero-point bye",
        "1 bye with an empty opponent field (as lichess writes byes): read as the bye its letter names",
    ] {
        assert!(page.contains(line), "{line}");
    }
    admin.get("/lang/ru?next=/").await;
    let page = admin.page(&report).await;
    for line in [
        "Турнир импортирован.",
        "1 тур записан как «0000 - +» (очко без партии): прочитан как бай при жеребьёвке",
        "1 тур записан как «0000 - =» (пол-очка без партии): прочитан как бай в пол-очка",
        "1 тур записан как «0000 - -» (ни очка, ни партии): прочитан как бай без очков",
        "1 бай с пустым полем соперника (так записывает lichess): прочитан как бай, названный его буквой",
    ] {
        assert!(page.contains(line), "{line}");
    }
    // Plural agreement: the counts choose the form.
    let page =
        admin.page(&format!("/tournaments/import?imported={tid}&point_without_game=3&no_point_without_game=5")).await;
    assert!(page.contains("3 тура записаны как «0000 - +» (очко без партии): прочитаны как баи при жеребьёвке"));
    assert!(page.contains("5 туров записаны как «0000 - -» (ни очка, ни партии): прочитаны как баи без очков"));
    admin.get("/lang/en?next=/").await;

    // The same players, pairing numbers and rounds as the command line reads.
    let cli = arbiter::trf::parse(&arbiter::text::encoding::decode(LEGACY)).unwrap();
    let exported = arbiter::trf::parse(&admin.page(&format!("/t/{tid}/export.trf")).await).unwrap();
    assert_eq!(exported.event.players.len(), cli.event.players.len());
    for (got, want) in exported.event.players.iter().zip(&cli.event.players) {
        let fields = |p: &arbiter::tournament::EventPlayer| {
            (p.start_no, p.name.clone(), p.rating, p.federation.clone(), p.rounds.clone())
        };
        assert_eq!(fields(got), fields(want), "player {}", want.start_no);
    }
    assert_eq!(cli.event.players[0].name, "Müller, Jürgen", "Windows-1252 read");

    // The same standings and tie-breaks as the command line.
    let res = set_tiebreaks(&admin, tid, TIEBREAKS, true).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let file = file_of(LEGACY);
    let out = cli_standings(file.path().to_str().unwrap());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    let csv = app.browser().page(&format!("/t/{tid}/standings.csv")).await;
    let rows: Vec<Vec<String>> = csv.lines().skip(1).map(csv_fields).collect();
    assert_matches_vector(&rows, &json, 1, 7, "legacy file");

    // The twin in the TRF-2026 letters is the same tournament: warned, nothing
    // imported; ticked "import it again", it goes straight to its tournament.
    let res = upload(&admin, modern().as_bytes()).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("A tournament with this name and these dates already exists"));
    let res = upload_with(&admin, modern().as_bytes(), &[("again", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(location(&res).starts_with("/t/"), "{}", location(&res));
}

/// The legacy file with round 2's forfeit (player 5 over player 3) written
/// as some programs write a game not played: opponent, no colour.
fn colourless_forfeit() -> Vec<u8> {
    let text =
        arbiter::text::encoding::decode(LEGACY).replace("     3 w +", "     3 - +").replace("     5 b -", "     5 - -");
    encoding_rs::WINDOWS_1252.encode(&text).0.into_owned()
}

#[test]
fn the_cli_reads_a_forfeit_without_colour() {
    let file = file_of(&colourless_forfeit());
    let out = cli_standings(file.path().to_str().unwrap());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let notes = String::from_utf8_lossy(&out.stderr);
    let form = "2 round block(s) with an opponent but no colour ('  12 - +'): read as forfeits, White to the lower starting rank";
    assert!(notes.contains(form), "{notes}");
}

/// Issue 32, item 7: a file the command line reads (a forfeit written
/// `   5 - -`, opponent without colour) imports as the command line reads it,
/// with the same report of older forms; a refusal names line and column;
/// a file without record 122 leaves the time control unset.
async fn the_web_import_reads_what_the_cli_reads(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let bytes = colourless_forfeit();
    let res = upload(&admin, &bytes).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "{}", res.text().await.unwrap_or_default());
    let report = location(&res);
    let page = admin.page(&report).await;
    let line = "2 forfeits written with their opponent but no colour (as «  12 - +»): read as forfeits, White to the lower starting rank";
    assert!(page.contains(line), "{page}");
    let tid: i32 = report
        .strip_prefix("/tournaments/import?imported=")
        .and_then(|rest| rest.split('&').next())
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("the import page reports: {report}"));
    admin.get("/lang/ru?next=/").await;
    let page = admin.page(&report).await;
    assert!(page.contains("2 неявки записаны с соперником, но без цвета"), "{page}");
    admin.get("/lang/en?next=/").await;
    // The rounds the command line reads, forfeits and all.
    let cli = arbiter::trf::parse(&arbiter::text::encoding::decode(&bytes)).unwrap();
    let exported = arbiter::trf::parse(&admin.page(&format!("/t/{tid}/export.trf")).await).unwrap();
    for (got, want) in exported.event.players.iter().zip(&cli.event.players) {
        assert_eq!((got.start_no, &got.rounds), (want.start_no, &want.rounds), "player {}", want.start_no);
    }
    let forfeit = &exported.event.player(arbiter::tournament::PairingNumber::new(3)).unwrap().rounds[1];
    assert_eq!(forfeit.result, arbiter::tournament::RoundResult::ForfeitLoss);
    // No record 122: the time control is not invented, and is asked for.
    let overview = admin.page(&format!("/t/{tid}")).await;
    assert!(overview.contains("not set") && overview.contains("The time control is not set"), "{overview}");
    assert!(!overview.contains("90+30"), "no control invented");
    assert!(!admin.page(&format!("/t/{tid}/export.trf")).await.contains("\r\n122 "), "no record 122 exported");

    // A refusal names its line and column: player 5 (line 9) with points the results do not give.
    let text = arbiter::text::encoding::decode(&bytes);
    let wrong = text.replace("1920 ENG                         3.5", "1920 ENG                         2.5");
    let res = upload(&admin, wrong.as_bytes()).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Line 9, column 81: 2½ points written, 3½ from the results"), "{page}");
}

on_both_backends!(a_legacy_file_imports_as_the_cli_reads_it, the_web_import_reads_what_the_cli_reads);
