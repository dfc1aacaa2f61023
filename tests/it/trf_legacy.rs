//! TRF files as other programs write them (issues 22 and 51): a file as a program
//! of 2005 writes it (tests/data/legacy-2005.trf, written for these tests:
//! Windows-1252, CR LF, trailing spaces, player lines in rank order, unplayed
//! rounds as `0000 - +`, `0000 - =`, `0000 - -` and lichess's empty opponent
//! field) reads through the command line as its TRF-2026 twin does, and
//! imports into the app (SQLite and PostgreSQL) with the same players,
//! numbers, rounds and standings as the command line gives, the import page
//! saying what it read of each older form in English and Russian. Files
//! with the conventions of other programs (issue 51: the Irish federation's
//! dates and byes, CPPDubovSystem's FIDE ids, Sharly Chess's and the FIDE
//! TEC's team records; invented players) are read by the command line and
//! the import, each convention said; a file that cannot be read is refused
//! with every problem named.

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

/// The tournament an import reporting what it read (`report`, the page it
/// sent the arbiter to) created.
fn imported_id(report: &str) -> i32 {
    report
        .strip_prefix("/tournaments/import?imported=")
        .and_then(|rest| rest.split('&').next())
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("the import page reports: {report}"))
}

/// Uploads a file's bytes to the import form, rounds the Dutch system pairs otherwise confirmed.
async fn upload(admin: &Browser, bytes: &[u8]) -> reqwest::Response {
    upload_with(admin, bytes, &[("confirm_import", "1")]).await
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
    let tid = imported_id(&report);

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
    let res = set_tiebreaks(&admin, tid, TIEBREAKS, "final").await;
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
    let res = upload_with(&admin, modern().as_bytes(), &[("again", "1"), ("confirm_import", "1")]).await;
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
    let tid = imported_id(&report);
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

/// An individual file with the conventions of other programs: a start
/// date with a two-digit year, birth dates as `1969.12.06`, `1993-12-20`,
/// `1975.  .` and `.  .`, a FIDE id of dashes, the Irish federation's byes
/// written `       -  ` (Brid's worth half a point, Cal's nothing: he
/// withdrew), and Dara's half-point bye entered for round 4, not yet paired.
const CONVENTIONS: &str = "012 Lakeside Open\n\
042 10.09.13\n\
XXR 4\n\
001    1 m    Ashford, Alma                     1900 IRL       12345 1969.12.06  2.5    1     2 w 1     3 b 1     4 w =\n\
001    2 w    Brennan, Brid                     1850 IRL ----------- .  .        1.0    3     1 b 0     4 w =       -  \n\
001    3 m    Corrigan, Cal                     1800 IRL       23456 1993-12-20  0.5    4     4 w =     1 w 0       -  \n\
001    4 m    Dunne, Dara                       1750 IRL       34567 1975.  .    1.5    2     3 b =     2 b =     1 b =  0000 - H\n";

/// A team file as Sharly Chess and the FIDE TEC's TRF-2026 sample write
/// them: record 212 led by PTS, strengths with decimals, the PAB teams'
/// boards `0000 - U` scoring nothing for the players (record 320 scores the
/// team), record 250 with match points alone, and in round 2 board 2 of the
/// Ashford club left empty, won by Fionn, written `0000 - +`.
const TEAM_CONVENTIONS: &str = "012 Lakeside Team Cup\n\
042 2026/03/07\n\
142 2\n\
192 FIDE_TEAM_MP\n\
212 PTS,GPTS\n\
352 WB\n\
001    1 m    Ashford, Alma                     1900 IRL                         2.0    1     3 w 1     5 b 1\n\
001    2 m    Brennan, Brid                     1850 IRL                         0.5    4     4 b =  0000 - Z\n\
001    3 m    Corrigan, Cal                     1800 IRL                         0.0    6     1 b 0  0000 - U\n\
001    4 m    Dunne, Dara                       1750 IRL                         0.5    5     2 w =  0000 - U\n\
001    5 m    Egan, Eoin                        1700 IRL                         0.0    3  0000 - U     1 w 0\n\
001    6 m    Fahy, Fionn                       1650 IRL                         1.0    2  0000 - U  0000 - +\n\
310   1 Ashford Chess Club               ACC   1875.5    3.0    2.5   1     1    2\n\
310   2 Bray Knights                     BK    1775.0    2.0    1.5   3     3    4\n\
310   3 Cobh Rooks                       CR      1675    3.0    2.0   2     5    6\n\
320  2.0  1.0   3   2\n\
250  1.0        1   1    1    2\n\
300   2   3   1    5    6\n\
300   2   1   3    1 0000\n";

/// [`CONVENTIONS`] with three problems: a birth date with no 13th month,
/// a colour that is none, and a bye whose code no TRF defines (on a game,
/// such a code is an unknown result, checklist Q166).
fn three_problems() -> String {
    CONVENTIONS
        .replace("1969.12.06", "1969.13.06")
        .replace("    4 w =     1 w 0", "    4 x =     1 w 0")
        .replace("0000 - H", "0000 - *")
}

/// The notes a command wrote on standard error.
fn notes(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn the_cli_reads_other_programs_conventions_and_says_what_it_read() {
    let file = file_of(CONVENTIONS.as_bytes());
    let path = file.path().to_str().unwrap();
    let out = run(&["standings", path, "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", notes(&out));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    // Started in 2010 (10.09.13): the 2024 edition; the rounds paired only.
    assert_eq!((json["edition"].as_str(), json["rounds"].as_u64()), (Some("2024"), Some(3)));
    let points: Vec<(u64, f64)> = json["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["start_no"].as_u64().unwrap(), p["points"].as_f64().unwrap()))
        .collect();
    assert_eq!(points, [(1, 2.5), (4, 1.5), (2, 1.0), (3, 0.5)]);
    let said = [
        "1 round block(s) with no opponent, '-' and no result ('       -  ') that the points (columns 81-84) count as half a point: read as half-point byes",
        "3 birth date(s) not written YYYY/MM/DD",
        "1 birth date(s) of separators and zeros only",
        "1 FIDE id(s) written as dashes ('-----------'): read as none",
        "1 date(s) of records 042/052 with a two-digit year ('10.09.13')",
        "round 4 holds only byes (1), entered ahead for the round not yet paired: left out of the results",
    ];
    for note in said {
        assert!(notes(&out).contains(note), "{note} in {}", notes(&out));
    }
    // The Dutch checker reads it too (its rounds are not the Dutch system's).
    let out = run(&["check", "--dutch", path]);
    assert_eq!(out.status.code(), Some(1), "{}", notes(&out));
    assert!(notes(&out).contains(said[3]), "{}", notes(&out));
}

#[test]
fn the_cli_reads_a_team_file_as_sharly_chess_and_the_fide_tec_write_it() {
    let file = file_of(TEAM_CONVENTIONS.as_bytes());
    let path = file.path().to_str().unwrap();
    let out = run(&["standings", path, "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", notes(&out));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["tiebreaks"], serde_json::json!(["MPTS", "GPTS"]), "PTS is the match points");
    let teams: Vec<(u64, f64, f64)> = json["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["tpn"].as_u64().unwrap(), t["mp"].as_f64().unwrap(), t["gp"].as_f64().unwrap()))
        .collect();
    assert_eq!(teams, [(1, 3.0, 2.5), (3, 3.0, 2.0), (2, 2.0, 1.5)]);
    for note in [
        "2 team strength(s) of record 310 with decimals ('2587.5'): read rounded to whole numbers",
        "4 player(s) of a team given the pairing-allocated bye ('0000 - U') whose points (columns 81-84) count nothing for it",
        "1 board(s) the other team left empty (records 300, 330) written without a colour",
    ] {
        assert!(notes(&out).contains(note), "{note} in {}", notes(&out));
    }
    let out = run(&["check", "--team", path]);
    assert_eq!(out.status.code(), Some(0), "{}", notes(&out));
    assert!(notes(&out).contains("1 board(s) the other team left empty"), "{}", notes(&out));
}

#[test]
fn the_cli_names_every_problem_of_a_file() {
    let bad = three_problems();
    let file = file_of(bad.as_bytes());
    let path = file.path().to_str().unwrap();
    let named = [
        "line 4, column 70: the birth date must be YYYY/MM/DD",
        "line 6, column 97: the colour must be w, b or -, found 'x'",
        "line 7, column 129: unknown result code '*'",
    ];
    for (command, code) in [(&["standings", path][..], 2), (&["check", "--dutch", path][..], 3)] {
        let out = run(command);
        assert_eq!(out.status.code(), Some(code), "{}", notes(&out));
        for problem in named {
            assert!(notes(&out).contains(problem), "{problem} in {}", notes(&out));
        }
        assert!(notes(&out).contains("3 problems"), "{}", notes(&out));
    }
    // Every player whose points the results do not give.
    let wrong = CONVENTIONS.replace("1969.12.06  2.5", "1969.12.06  3.5").replace("1993-12-20  0.5", "1993-12-20  2.5");
    let file = file_of(wrong.as_bytes());
    let out = run(&["standings", file.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    for problem in [
        ":4:81: player 1: 3½ points written, 2½ from the results",
        ":6:81: player 3: 2½ points written, ½ from the results",
    ] {
        assert!(notes(&out).contains(problem), "{problem} in {}", notes(&out));
    }
}

/// Issue 51: the import reads what the command line reads and says it,
/// in English and Russian; a file that cannot be read is refused with
/// every problem named, by line and column.
async fn the_web_import_says_what_it_read_and_names_every_problem(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let res = upload(&admin, CONVENTIONS.as_bytes()).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "{}", res.text().await.unwrap_or_default());
    let report = location(&res);
    let page = admin.page(&report).await;
    for line in [
        "1 round written with no opponent, «-» and no result («       -  »), counted as half a point by the points column: read as a half-point bye",
        "3 birth dates not written YYYY/MM/DD",
        "1 birth date of separators and zeros only («.  .», «0000/00/00»): read as unknown",
        "1 FIDE id written as dashes («-----------»): read as none",
        "1 tournament date with a two-digit year (as «10.09.13»)",
    ] {
        assert!(page.contains(line), "{line} in {page}");
    }
    admin.get("/lang/ru?next=/").await;
    let page = admin.page(&report).await;
    assert!(page.contains("1 ФИДЕ ID записан прочерками («-----------»): прочитан как отсутствующий"), "{page}");
    admin.get("/lang/en?next=/").await;
    // The tournament starts on the date read, and Dara's bye waits for round 4.
    let tid = imported_id(&report);
    let exported = admin.page(&format!("/t/{tid}/export.trf")).await;
    assert!(exported.contains("\r\n042 2010/09/13\r\n"), "{exported}");
    // Three problems: each named with its line and column.
    let bad = three_problems();
    let res = upload(&admin, bad.as_bytes()).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    for line in [
        "The file cannot be imported: 3 problems were found.",
        "Line 4, column 70: the birth date must be YYYY/MM/DD",
        "Line 6, column 97: the colour must be w, b or -, found «x»",
        "Line 7, column 129: unknown result code «*»",
    ] {
        assert!(page.contains(line), "{line} in {page}");
    }
}

on_both_backends!(
    a_legacy_file_imports_as_the_cli_reads_it,
    the_web_import_reads_what_the_cli_reads,
    the_web_import_says_what_it_read_and_names_every_problem
);
