//! The FIDE-rated event: rating lists imported and used for registration,
//! rating changes (B.02), title norms (B.01), categories and prizes, through
//! HTTP on SQLite and PostgreSQL, and the `arbiter rating` / `norms` commands.

use crate::common::flows::{add_player, apply_rating_check, create_tournament, fide_list, pair, petrov, upload_list};
use crate::common::{Backend, Browser, TestApp, html};
use reqwest::StatusCode;
use serde_json::Value;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");

async fn rating_lists_and_registration(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let visitor = app.browser();
    assert_eq!(visitor.get("/ratings").await.status(), StatusCode::SEE_OTHER, "admins only");
    assert_eq!(visitor.get("/ratings/search?q=petr").await.status(), StatusCode::SEE_OTHER);
    let upload = reqwest::multipart::Form::new()
        .text("source", "fide")
        .part("file", reqwest::multipart::Part::bytes(fide_list("2255").into_bytes()).file_name("list.txt"));
    let res = visitor.client.post(format!("{}/ratings", visitor.base)).multipart(upload).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "a visitor's upload is not read");
    assert!(crate::common::location(&res).starts_with("/login"));

    let res = upload_list(&admin, "2026-11", &fide_list("2255")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let page = res.text().await.unwrap();
    assert!(page.contains("Imported 3 players into FIDE 2026-11"), "{page}");

    // A truncated line refuses the whole file and keeps the list stored before.
    let broken = format!("{}{}\r\n", fide_list("2400"), &petrov("2400")[..40]);
    let res = upload_list(&admin, "2026-11", &broken).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("nothing was replaced") && page.contains("line 5"), "{page}");
    let t = create_tournament(&admin, "Rated open", "swiss").await;
    let form = admin.page(&format!("/t/{t}/players?fide_id=24100001")).await;
    assert!(form.contains(r#"value="2255""#), "the bad upload replaced nothing");

    // Search by the start of a name, then pick: the form is filled from the list.
    let found = admin.page(&format!("/t/{t}/players?find=petr")).await;
    assert!(found.contains("2 players in FIDE 2026-11"), "{found}");
    assert!(found.contains("Petrosian, Anna") && found.contains(&format!("/t/{t}/players?fide_id=24100001")));
    for expected in
        [r#"value="Petrov, Ivan""#, r#"value="FM""#, r#"value="RUS""#, r#"value="2009""#, r#"value="24100001""#]
    {
        assert!(form.contains(expected), "{expected} in the filled form");
    }
    let json: Value = admin.get("/ratings/search?q=Petrov").await.json().await.unwrap();
    assert_eq!(json["players"][0]["fide_id"], 24100001);
    assert_eq!(json["players"][0]["rapid"], 2200);

    // Registering with the FIDE ID alone takes everything from the list.
    let path = format!("/t/{t}/players");
    let res = admin.submit(&path, &path, &[("fide_id", "24100001")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let players = admin.page(&path).await;
    assert!(players.contains("Petrov, Ivan") && players.contains("<td>2255</td>"), "{players}");
    // An ID the list does not have is said so, and the form keeps what was typed.
    let res = admin.submit(&path, &path, &[("fide_id", "99999999"), ("club", "Chess Club Kazan")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("FIDE ID 99999999 is not in FIDE 2026-11"), "{page}");
    assert!(page.contains(r#"value="99999999""#) && page.contains(r#"value="Chess Club Kazan""#));

    // A national list (CSV, Russian headers, semicolons) is searched beside FIDE's.
    let csrf = html::csrf(&admin.page("/ratings").await);
    let national = "Код;ФИО;Рейтинг;Год\n501;Иванов, Пётр;1850;2010\n";
    let fields = [
        ("source", "national"),
        ("label", "RCF"),
        ("month", "2026-11"),
        ("col_id", "Код"),
        ("col_name", "ФИО"),
        ("col_rating", "Рейтинг"),
        ("col_birth", "Год"),
    ];
    let mut form = reqwest::multipart::Form::new().text("csrf", csrf);
    for (k, v) in fields {
        form = form.text(k, v);
    }
    let form = form.part("file", reqwest::multipart::Part::bytes(national.as_bytes().to_vec()).file_name("rcf.csv"));
    let res = admin.client.post(format!("{}/ratings", admin.base)).multipart(form).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let found = admin.page(&format!("/t/{t}/players?find=Иванов")).await;
    assert!(found.contains("1 player in RCF 2026-11") && found.contains("?national_id=501"), "{found}");
    let form = admin.page(&format!("/t/{t}/players?national_id=501")).await;
    assert!(form.contains(r#"name="national_rating" value="1850""#) && form.contains(r#"value="Иванов, Пётр""#));

    // A newer list: the refresh shows the change first, then applies it.
    assert_eq!(upload_list(&admin, "2026-12", &fide_list("2270")).await.status(), StatusCode::OK);
    let preview = admin.page(&format!("/t/{t}/players/refresh")).await;
    assert!(preview.contains("FIDE 2026-12") && preview.contains("2255 → <strong>2270</strong>"), "{preview}");
    assert!(admin.page(&path).await.contains("<td>2255</td>"), "nothing changes before applying");
    let res = apply_rating_check(&admin, t, &["Petrov, Ivan"]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&path).await.contains("<td>2270</td>"));
    let audit = admin.page(&format!("/t/{t}/audit")).await;
    assert!(
        audit.contains("FIDE rating of Petrov, Ivan changed from 2255 to 2270 (rating list FIDE 2026-12)"),
        "{audit}"
    );

    // After round 1 is paired the ratings are fixed.
    add_player(&admin, t, "Second, Player", 2000, "").await;
    pair(&admin, t).await;
    assert_eq!(admin.get(&format!("/t/{t}/players/refresh")).await.status(), StatusCode::CONFLICT);
    // A check page left open from before the pairing applies nothing.
    let res = admin.submit(&path, &format!("/t/{t}/players/refresh"), &[("list", "1"), ("apply-1", "on")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("only before round 1 is paired"));
}

/// Enters a result on every board of a round: the lower pairing number wins.
async fn lower_number_wins(admin: &Browser, t: i32, round: u32) {
    let page = admin.page(&format!("/t/{t}/round/{round}")).await;
    for line in crate::common::flows::board_lines(&page) {
        let Some(black) = line.black else { continue };
        let code = if line.white < black { "1-0" } else { "0-1" };
        let res = crate::common::flows::set_result(admin, t, round, &line, code).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER);
    }
}

async fn set_birth(admin: &Browser, t: i32, name: &str, born: &str) {
    let players = admin.page(&format!("/t/{t}/players")).await;
    let at = players.find(name).expect("player listed");
    let edit = &players[at..];
    let href = html::value_after(edit, r#"href=""#).expect("edit link");
    let form = admin.page(&href).await;
    let field = |n: &str| html::value_after(&form, &format!(r#"name="{n}" value=""#)).unwrap_or_default();
    let (version, rating, title, fed) = (field("version"), field("fide_rating"), field("title"), field("federation"));
    let fields = [
        ("name", name),
        ("fide_rating", rating.as_str()),
        ("title", title.as_str()),
        ("federation", fed.as_str()),
        ("birth_date", born),
        ("version", version.as_str()),
    ];
    let res = admin.submit(&href, &href, &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "edit {name}");
}

async fn rating_changes_norms_and_prizes(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let t = create_tournament(&admin, "Club championship", "rr").await;
    // Pairing numbers follow the ratings: 1 = B (2100), 2 = A (2000), 3 = C (1950), 4 = D (unrated).
    add_player(&admin, t, "A, Player", 2000, "").await;
    add_player(&admin, t, "B, Player", 2100, "GM").await;
    add_player(&admin, t, "C, Player", 1950, "").await;
    add_player(&admin, t, "D, Player", 0, "").await;
    set_birth(&admin, t, "C, Player", "2011-03-04").await;
    set_birth(&admin, t, "D, Player", "2012").await;
    pair(&admin, t).await;
    for round in 1..=3 {
        lower_number_wins(&admin, t, round).await;
    }

    // A (2000) lost to B (2100): D = -100, We .36; beat C (1950): D = +50, We .57;
    // beat D: unrated, not rated. K 20: 20 x (1 - .93) = +1.4.
    let standings = app.browser().page(&format!("/t/{t}/standings?round=3&changes=1")).await;
    let rows = html::rows(&standings, r#"class="standings""#);
    let a = rows.iter().find(|r| r.iter().any(|c| c == "A, Player")).expect("A's line");
    assert_eq!(a.last().map(String::as_str), Some("+1.4"), "{a:?}");
    let csv = app.browser().get(&format!("/t/{t}/standings.csv?round=3&changes=1")).await.text().await.unwrap();
    assert!(csv.lines().next().unwrap().ends_with("±Rtg"), "{csv}");
    assert!(csv.lines().any(|l| l.contains("\"A, Player\"") && l.ends_with(",+1.4")), "{csv}");
    assert!(!app.browser().page(&format!("/t/{t}/standings?round=3")).await.contains("±Rtg"), "a toggle");

    // The player page: the rating table and the norm conditions.
    let player = app.browser().page(&format!("/t/{t}/standings/2?round=3")).await;
    assert!(
        player.contains("Rating 2000, K = 20: 2 rated games, expected score 0.93, scored 1; change +1.4."),
        "{player}"
    );
    assert!(player.contains("GM norm: not met") && player.contains("Games counted"));
    assert!(player.contains("<h3>Title norms</h3>"), "{player}");
    // A grandmaster has no norm to check: no empty heading on their card.
    let grandmaster = app.browser().page(&format!("/t/{t}/standings/1?round=3")).await;
    assert!(grandmaster.contains("B, Player") && !grandmaster.contains("Title norms"), "{grandmaster}");
    let unrated = app.browser().page(&format!("/t/{t}/standings/4?round=3")).await;
    assert!(unrated.contains("Unrated: no change is computed."), "{unrated}");
    // The norm report is for the event's arbiters.
    assert_eq!(app.browser().get(&format!("/t/{t}/standings/2/norm/GM")).await.status(), StatusCode::SEE_OTHER);
    let report = admin.page(&format!("/t/{t}/standings/2/norm/GM?round=3")).await;
    assert!(report.contains("GM norm report") && report.contains("B, Player") && report.contains("Chief arbiter"));

    // Categories and prizes: 1000 and 600 overall, 300 for the best under-16 without a prize.
    let prizes = format!("/t/{t}/prizes");
    let res = admin.submit(&prizes, &prizes, &[("action", "category"), ("name", "U16"), ("rules", "")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("at least one rule"));
    let res = admin.submit(&prizes, &prizes, &[("action", "category"), ("name", "U16"), ("rules", "age<16")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&prizes).await;
    let category = html::value_after(&page, "/standings?category=").expect("category link");
    let res = admin.submit(&prizes, &prizes, &[("action", "series"), ("category", ""), ("amounts", "1000 600")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let res =
        admin.submit(&prizes, &prizes, &[("action", "series"), ("category", &category), ("amounts", "300")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let res = admin.submit(&prizes, &prizes, &[("action", "series"), ("category", ""), ("amounts", "100 200")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "rising amounts");
    let page = app.browser().page(&prizes).await;
    let awards = html::rows(&page, r#"class="prizes""#);
    assert_eq!(
        awards,
        vec![
            vec!["Overall, place 1".to_string(), "B, Player".into(), "1000".into()],
            vec!["Overall, place 2".to_string(), "A, Player".into(), "600".into()],
            vec!["U16, place 1".to_string(), "C, Player".into(), "300".into()],
        ]
    );
    assert!(page.contains("U16</a>: under 16"), "{page}");
    let csv = app.browser().get(&format!("{prizes}.csv")).await.text().await.unwrap();
    assert!(csv.contains("\"U16, place 1\",\"C, Player\",300"), "{csv}");

    // The category's standings: C and D only, placed among themselves.
    let page = app.browser().page(&format!("/t/{t}/standings?round=3&category={category}")).await;
    let rows = html::rows(&page, r#"class="standings""#);
    let places: Vec<(&str, &str, &str)> = rows.iter().map(|r| (r[0].as_str(), r[1].as_str(), r[3].as_str())).collect();
    assert_eq!(places, vec![("1", "3", "C, Player"), ("2", "4", "D, Player")]);
    assert_eq!(app.browser().get(&format!("/t/{t}/standings?category=9999")).await.status(), StatusCode::NOT_FOUND);

    // Russian: the same page speaks Russian.
    let ru = app.browser();
    ru.get("/lang/ru").await;
    let page = ru.page(&format!("/t/{t}/standings/2?round=3")).await;
    assert!(page.contains("Изменение рейтинга ФИДЕ") && page.contains("Норма гроссмейстера: не выполнена"), "{page}");
    // Decimals with the Russian comma; the CSV keeps the machine form (checked above).
    assert!(page.contains("ожидаемый результат 0,93, набрано 1; изменение +1,4."), "{page}");
    let standings = ru.page(&format!("/t/{t}/standings?round=3&changes=1")).await;
    let rows = html::rows(&standings, r#"class="standings""#);
    let a = rows.iter().find(|r| r.iter().any(|c| c == "A, Player")).expect("A's line");
    assert_eq!(a.last().map(String::as_str), Some("+1,4"), "{a:?}");
}

/// A game of less than one move (`W-L`, shown `1-0 (<1)`) counts for points but not for ratings.
async fn a_game_of_less_than_one_move_is_not_rated(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let t = create_tournament(&admin, "Club championship", "rr").await;
    // 1 = B (2100), 2 = A (2000), 3 = C (1950), 4 = D (unrated).
    for (name, rating) in [("A, Player", 2000), ("B, Player", 2100), ("C, Player", 1950), ("D, Player", 0)] {
        add_player(&admin, t, name, rating, "").await;
    }
    pair(&admin, t).await;
    // The lower number wins every game; B's win over A lasted less than one move.
    for round in 1..=3 {
        let page = admin.page(&format!("/t/{t}/round/{round}")).await;
        for line in crate::common::flows::board_lines(&page) {
            let Some(black) = line.black else { continue };
            let short = (line.white.min(black), line.white.max(black)) == (1, 2);
            let code = match (line.white < black, short) {
                (true, true) => "W-L",
                (false, true) => "L-W",
                (true, false) => "1-0",
                (false, false) => "0-1",
            };
            let res = crate::common::flows::set_result(&admin, t, round, &line, code).await;
            assert_eq!(res.status(), StatusCode::SEE_OTHER, "{code}");
            if short {
                let page = admin.page(&format!("/t/{t}/round/{round}")).await;
                let stored = crate::common::flows::board_lines(&page).into_iter().find(|l| l.id == line.id).unwrap();
                assert_eq!(stored.selected, code, "kept as a game of less than one move");
            }
        }
    }
    let standings = app.browser().page(&format!("/t/{t}/standings?changes=1")).await;
    let rows = html::rows(&standings, r#"class="standings""#);
    let line = |name: &str| rows.iter().find(|r| r.iter().any(|c| c == name)).expect("line").clone();
    assert_eq!(line("B, Player")[6], "3", "the win counts for points");
    // A lost to B (not rated), beat C (D = +50, We .57) and D (unrated): 20 x (1 - .57) = +8.6.
    assert_eq!(line("A, Player").last().map(String::as_str), Some("+8.6"));
    let player = app.browser().page(&format!("/t/{t}/standings/2")).await;
    assert!(player.contains("expected score 0.57, scored 1; change +8.6."), "{player}");
}

on_both_backends!(
    rating_lists_and_registration,
    rating_changes_norms_and_prizes,
    a_game_of_less_than_one_move_is_not_rated
);

/// One TRF-16 player line with its round blocks.
fn trf_player(no: u32, name: &str, rating: u32, born: &str, points: &str, rounds: &[(u32, char, char)]) -> String {
    let rating = if rating == 0 { String::new() } else { rating.to_string() };
    let mut line =
        format!("001 {no:>4} m    {name:<33} {rating:>4} RUS {:>11} {born:<10} {points:>4} {no:>4}", 1000 + no);
    for (opponent, colour, result) in rounds {
        line.push_str(&format!("  {opponent:>4} {colour} {result}"));
    }
    line
}

/// A 4-player round robin where the lower starting number always wins.
fn round_robin_trf() -> String {
    [
        "012 Rated club event".to_string(),
        "042 2026/05/01".to_string(),
        "032 RUS".to_string(),
        "092 Individual: Round robin".to_string(),
        trf_player(1, "B, Player", 2100, "", "3.0", &[(4, 'w', '1'), (2, 'w', '1'), (3, 'b', '1')]),
        trf_player(2, "A, Player", 2000, "1980/01/01", "2.0", &[(3, 'w', '1'), (1, 'b', '0'), (4, 'w', '1')]),
        trf_player(3, "C, Player", 1950, "2011/03/04", "1.0", &[(2, 'b', '0'), (4, 'b', '1'), (1, 'w', '0')]),
        trf_player(4, "D, Player", 0, "2012/00/00", "0.0", &[(1, 'b', '0'), (3, 'w', '0'), (2, 'b', '0')]),
    ]
    .join("\n")
        + "\n"
}

fn run(args: &[&str]) -> std::process::Output {
    Command::new(BIN).args(args).env_remove("DATABASE_URL").output().unwrap()
}

#[test]
fn rating_change_command() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("rr.trf");
    std::fs::write(&file, round_robin_trf()).unwrap();
    let file = file.to_str().unwrap();
    let out = run(&["rating", "change", file, "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    let players = json["players"].as_array().unwrap();
    // 1 (2100, K 20): beat 2 (D +100, We .64) and 3 (D +150, We .70); 4 unrated is not rated.
    // 20 x (2 - 1.34) = 13.2.
    assert_eq!(
        players[0],
        serde_json::json!({"start_no": 1, "rating": 2100, "k": 20, "rated_games": 2, "expected": 1.34, "score": 2, "change": 13.2})
    );
    // 3 (1950) is 15 in 2026 (record 042) and under 2300: K 40. Lost to 2 (D -50, We .43)
    // and to 1 (D -150, We .30): 40 x (0 - .73) = -29.2.
    assert_eq!(players[2]["k"], 40);
    assert_eq!(players[2]["change"], -29.2);
    // 4 is unrated: no rating, K or change; three games against rated players, no point.
    assert_eq!(
        players[3],
        serde_json::json!({"start_no": 4, "rating": null, "k": null, "rated_games": 3, "expected": 0, "score": 0, "change": null})
    );
    // --k sets K for everyone: 2 (2000) with K 10: 10 x (1 - .93) = 0.7.
    let out = run(&["rating", "change", file, "--json", "--k", "10"]);
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["players"][1]["change"], 0.7);
    let table = String::from_utf8(run(&["rating", "change", file]).stdout).unwrap();
    assert!(table.lines().any(|l| l.contains("A, Player") && l.trim_end().ends_with("1.4")), "{table}");
    for bad in [vec!["--kind", "bullet"], vec!["--k", "99"]] {
        let mut args = vec!["rating", "change", file];
        args.extend(bad);
        assert_eq!(run(&args).status.code(), Some(2));
    }
    assert_eq!(run(&["rating", "change", "/nonexistent.trf"]).status.code(), Some(2));
}

#[test]
fn norms_command() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("rr.trf");
    std::fs::write(&file, round_robin_trf()).unwrap();
    let out = run(&["norms", file.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    let first = &json["players"][0];
    // Three games, but the game against the unrated 4 (no point against rated players) does
    // not count in a round robin (B.01 1.4.2b): 2 of the 9 games a GM norm needs.
    assert_eq!(first["games"], 2);
    let gm = &first["norms"][0];
    assert_eq!((gm["title"].as_str(), gm["met"].as_bool()), (Some("GM"), Some(false)));
    let games = gm["missing"].as_array().unwrap().iter().find(|m| m["condition"] == "games").expect("games missing");
    assert_eq!(
        (games["required"].as_i64(), games["actual"].as_i64(), games["article"].as_str()),
        (Some(9), Some(2), Some("1.4.1a"))
    );
    let table = String::from_utf8(run(&["norms", file.to_str().unwrap()]).stdout).unwrap();
    assert!(table.contains("GM: games 2/9 (1.4.1a)"), "{table}");
}

/// The same round robin with the game 1-2 of round 2 lasting less than one move (TRF `W`/`L`).
fn round_robin_with_short_game() -> String {
    // Player 2's line comes before player 4's, who also lost to 1 with Black (in round 1).
    round_robin_trf().replacen("   2 w 1", "   2 w W", 1).replacen("   1 b 0", "   1 b L", 1)
}

#[test]
fn games_of_less_than_one_move_are_not_rated_by_the_commands() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("rr.trf");
    let text = round_robin_with_short_game();
    assert_eq!((text.matches("2 w W").count(), text.matches("1 b L").count()), (1, 1), "{text}");
    std::fs::write(&file, text).unwrap();
    let file = file.to_str().unwrap();
    let out = run(&["rating", "change", file, "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    // 1 (2100): only the win against 3 is rated (D +150, We .70): 20 x (1 - .70) = 6.
    assert_eq!(
        json["players"][0],
        serde_json::json!({"start_no": 1, "rating": 2100, "k": 20, "rated_games": 1, "expected": 0.7, "score": 1, "change": 6})
    );
    assert_eq!(json["players"][1]["rated_games"], 1, "2: only the win against 3");
    let out = run(&["norms", file, "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["players"][0]["games"], 1, "neither the short game nor the unrated zero scorer's counts");
}

#[test]
fn rating_import_command() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lists.db");
    let db = db.to_str().unwrap();
    let list = dir.path().join("players_list_foa.txt");
    std::fs::write(&list, fide_list("2255")).unwrap();
    let out = run(&["rating", "import", list.to_str().unwrap(), "--month", "2026-11", "--database-url", db]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("imported 3 players into FIDE 2026-11"));
    std::fs::write(&list, format!("{}{}\n", fide_list("2255"), &petrov("2255")[..30])).unwrap();
    let out = run(&["rating", "import", list.to_str().unwrap(), "--month", "2026-11", "--database-url", db]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 5"), "{}", String::from_utf8_lossy(&out.stderr));
    let out = run(&["rating", "import", list.to_str().unwrap(), "--month", "Nov", "--database-url", db]);
    assert_eq!(out.status.code(), Some(2));
    // A national list needs its columns.
    let csv = dir.path().join("national.csv");
    std::fs::write(&csv, "Код;ФИО;Рейтинг\n501;Иванов, Пётр;1850\n").unwrap();
    let csv = csv.to_str().unwrap();
    let out = run(&["rating", "import", csv, "--month", "2026-11", "--national", "RCF", "--database-url", db]);
    assert_eq!(out.status.code(), Some(2));
    let args = [
        "rating",
        "import",
        csv,
        "--month",
        "2026-11",
        "--national",
        "RCF",
        "--columns",
        "id=Код,name=ФИО,rating=Рейтинг",
        "--database-url",
        db,
    ];
    let out = run(&args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("imported 1 player into RCF 2026-11"));
}
