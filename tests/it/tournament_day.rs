//! Issue 15, items 8-10, over HTTP on SQLite and PostgreSQL: player CSV
//! imports as spreadsheets save them (CR LF, Windows-1251, Russian column
//! names), the TRF import page, a time control read back before it changes
//! the game mode, and the round-robin rest in pages, TRF and tie-breaks; the
//! TRF and PGN downloads.

use crate::common::flows::{
    add_player, board_lines, create_tournament, pair, set_result, tournament_fields, upload_trf_again,
};
use crate::common::{Backend, Browser, TestApp, html, location};
use reqwest::StatusCode;

/// Sends a player CSV to the preview step as an uploaded file.
async fn preview_csv(admin: &Browser, tid: i32, bytes: Vec<u8>) -> reqwest::Response {
    let import = format!("/t/{tid}/players/import");
    let csrf = html::csrf(&admin.page(&import).await);
    let form = reqwest::multipart::Form::new()
        .text("csrf", csrf)
        .part("file", reqwest::multipart::Part::bytes(bytes).file_name("players.csv"));
    admin.client.post(format!("{}{import}", admin.base)).multipart(form).send().await.unwrap()
}

/// The CSV the preview page carries to the confirmation, as the browser sends it.
fn carried_csv(page: &str) -> String {
    let start = page.find(r#"<textarea name="csv" hidden>"#).expect("confirmation form") + 28;
    let end = start + page[start..].find("</textarea>").unwrap();
    page[start..end].replace("&#34;", "\"").replace("&quot;", "\"").replace("&amp;", "&")
}

/// "Ёжиков;Юрий;..." in Windows-1251, as Russian Excel saves "CSV (разделители - запятые)".
fn windows_1251(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            'Ё' => 0xA8,
            'ё' => 0xB8,
            'А'..='я' => (c as u32 - 0x0410 + 0xC0) as u8,
            c if c.is_ascii() => c as u8,
            c => panic!("{c} is not in this test's table"),
        })
        .collect()
}

async fn csv_imports_as_spreadsheets_save_them(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Imports", "swiss").await;
    // CR LF line ends (browsers, Excel) and a bad rating on line 3.
    let crlf = "name,fide_rating\r\n\"Ivanov, Ivan\",2400\r\n\"Petrov, Petr\",abc\r\n\"Sidorov, Sidor\",2300\r\n";
    let res = preview_csv(&admin, tid, crlf.as_bytes().to_vec()).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    let bad: Vec<(String, String)> = html::raw_rows(&page, "<table")
        .into_iter()
        .filter(|(attrs, _)| attrs.contains("bad"))
        .map(|(_, cells)| (html::text(&cells[0]), html::text(&cells[1])))
        .collect();
    assert_eq!(bad, vec![("3".to_string(), "Petrov, Petr".to_string())], "the error is on line 3");

    // Windows-1251 with Russian column names, name in two columns.
    let russian = "Фамилия;Имя;Отчество;Звание;Рейтинг;Федерация;Дата рождения\r\n\
                   Ёжиков;Юрий;Петрович;FM;2310;RUS;1990\r\nАлексеева;Мария;;WIM;2250;rus;01.02.2001\r\n";
    let res = preview_csv(&admin, tid, windows_1251(russian)).await;
    assert_eq!(res.status(), StatusCode::OK);
    let page = res.text().await.unwrap();
    assert!(page.contains("Import 2 players"), "{page}");
    assert!(page.contains("Ёжиков, Юрий") && page.contains("Алексеева, Мария"));
    let csrf = html::csrf(&page);
    let csv = carried_csv(&page);
    let res = crate::common::flows::confirm_csv(&admin, tid, &csrf, &csv).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let rows = html::rows(&admin.page(&format!("/t/{tid}/players")).await, r#"class="players""#);
    let names: Vec<&str> = rows.iter().map(|r| r[1].as_str()).collect();
    assert_eq!(names, vec!["Ёжиков, Юрий", "Алексеева, Мария"]);
    assert!(rows[0].iter().any(|c| c == "2310") && rows[1].iter().any(|c| c == "RUS"));
    // The same file in UTF-8 with a byte-order mark reads the same.
    let mut bom = "\u{feff}".as_bytes().to_vec();
    bom.extend_from_slice(russian.as_bytes());
    let page = preview_csv(&admin, tid, bom).await.text().await.unwrap();
    assert!(page.contains("Import 2 players") && page.contains("Ёжиков, Юрий"));
    // The page says which names it reads.
    let form = admin.page(&format!("/t/{tid}/players/import")).await;
    assert!(form.contains("Russian column names are read too: фамилия and имя"));

    // The TRF import page asks for a TRF, not a CSV.
    let page = admin.page("/tournaments/import").await;
    assert!(page.contains("<title>Import a tournament from TRF"), "title");
    assert!(page.contains("TRF file") && page.contains("or paste the TRF here"));
    // What the page says: the CSRF token, random, may hold the letters by chance.
    assert!(!html::text(&page).contains("CSV"), "no CSV on the TRF page");
}

async fn an_ambiguous_time_control_is_read_back_before_it_changes_the_mode(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    // "90/30" meant as 90+30 reads as 90 moves in 30 minutes: rapid.
    let fields = tournament_fields("Open", "swiss", &[("time_control", "90/30")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "not saved without confirmation");
    let page = res.text().await.unwrap();
    assert!(page.contains("Read as: 90 moves in 30 min, rapid."), "{page}");
    assert!(page.contains("This time control makes the event rapid: the Laws"), "a new event had no mode: {page}");
    assert!(!page.contains("it was"));
    assert!(page.contains(r#"name="confirm_mode" value="rapid""#));
    assert!(admin.page("/").await.matches("/t/").count() == 0, "nothing created");
    // Written as minutes and seconds, a control reads one way only: a new
    // blitz event is created as it reads, without a question.
    let blitz = tournament_fields("Blitz", "swiss", &[("time_control", "3+2")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &blitz).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "3+2 needs no confirmation");
    let blitz_id = location(&res);
    assert!(admin.page(&blitz_id).await.contains("blitz"));
    // A confirmation of another mode does not do.
    let wrong = tournament_fields("Open", "swiss", &[("time_control", "90/30"), ("confirm_mode", "blitz")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &wrong).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    // Confirmed: saved, and the event is rapid.
    let confirmed = tournament_fields("Open", "swiss", &[("time_control", "90/30"), ("confirm_mode", "rapid")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &confirmed).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    assert!(admin.page(&format!("/t/{tid}")).await.contains("rapid"));

    // Editing: another rapid control saves as before; the edit form shows its reading.
    let edit = format!("/t/{tid}/edit");
    let version = |page: &str| html::value_after(page, r#"name="version" value=""#).unwrap();
    let page = admin.page(&edit).await;
    assert!(page.contains("Read as: 90 moves in 30 min, rapid."));
    let v = version(&page);
    let fields = tournament_fields("Open", "swiss", &[("time_control", "25+10"), ("version", &v)]);
    assert_eq!(admin.submit(&edit, &edit, &fields).await.status(), StatusCode::SEE_OTHER, "same mode: saved");
    // Correcting it to 90+30 (standard) asks again, then saves when confirmed.
    let v = version(&admin.page(&edit).await);
    let fields = tournament_fields("Open", "swiss", &[("time_control", "90+30"), ("version", &v)]);
    let res = admin.submit(&edit, &edit, &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Read as: 90 min + 30 s per move, standard."));
    assert!(page.contains(r#"name="confirm_mode" value="standard""#));
    assert!(admin.page(&format!("/t/{tid}")).await.contains("rapid"), "not saved yet");
    let fields =
        tournament_fields("Open", "swiss", &[("time_control", "90+30"), ("version", &v), ("confirm_mode", "standard")]);
    assert_eq!(admin.submit(&edit, &edit, &fields).await.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&format!("/t/{tid}")).await.contains("standard"));
    // A mode chosen in the form is the arbiter's own choice: no question.
    let v = version(&admin.page(&edit).await);
    let fields =
        tournament_fields("Open", "swiss", &[("time_control", "3+2"), ("game_mode", "blitz"), ("version", &v)]);
    assert_eq!(admin.submit(&edit, &edit, &fields).await.status(), StatusCode::SEE_OTHER);
    // In Russian.
    let ru = app.browser();
    ru.login("admin", "secret-pass").await;
    ru.get("/lang/ru?next=/").await;
    let fields = tournament_fields("Открытый", "swiss", &[("time_control", "90/30")]);
    let page = ru.submit("/tournaments/new", "/tournaments/new", &fields).await.text().await.unwrap();
    assert!(page.contains("Прочитано как: 90 ходов за 30 мин, рапид."), "{page}");
    assert!(page.contains("С этим контролем времени турнир будет турниром по виду «рапид»"), "{page}");
}

/// The WIN parts of a player's page: (round, amount).
fn win_parts(page: &str) -> Vec<(String, String)> {
    let section = &page[page.find("<summary><strong>WIN</strong>").expect("WIN explained")..];
    let section = &section[..section.find("</details>").unwrap()];
    html::rows(section, r#"class="parts""#).into_iter().map(|r| (r[0].clone(), r[2].clone())).collect()
}

async fn round_robin_rest_pages_files_and_tiebreaks(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Club Championship", "rr").await;
    for k in 0..5 {
        add_player(&admin, tid, &format!("Player{k}, Test"), 2400 - 10 * k, "").await;
    }
    // No game recorded yet: the PGN download says so.
    let res = admin.get(&format!("/t/{tid}/games.pgn")).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.headers().get("content-disposition").is_none(), "no empty file");
    assert!(res.text().await.unwrap().contains("No games have been recorded in this tournament yet"));
    pair(&admin, tid).await;

    // Round 1 of 5 (Berger table of 6): 2-5 and 3-4 play on boards 1 and 2, 1 rests after them.
    let lines = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
    let shown: Vec<(u32, u32, Option<u32>)> = lines.iter().map(|l| (l.board, l.white, l.black)).collect();
    assert_eq!(shown, vec![(1, 2, Some(5)), (2, 3, Some(4)), (3, 1, None)]);
    assert!(lines[2].result_text.contains("rests"));
    assert_eq!(set_result(&admin, tid, 1, &lines[0], "1/2").await.status(), StatusCode::SEE_OTHER);
    assert_eq!(set_result(&admin, tid, 1, &lines[1], "1-0").await.status(), StatusCode::SEE_OTHER);
    let res = admin.get(&format!("/t/{tid}/games.pgn?round=1")).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("No games have been recorded in this round yet"));

    // WIN counts 1 only for the win: the rest and the draw count 0.
    let rested = admin.page(&format!("/t/{tid}/standings/1?round=1")).await;
    assert_eq!(win_parts(&rested), vec![("1".to_string(), "0".to_string())], "rest");
    let drew = admin.page(&format!("/t/{tid}/standings/2?round=1")).await;
    assert_eq!(win_parts(&drew), vec![("1".to_string(), "0".to_string())], "draw");
    let won = admin.page(&format!("/t/{tid}/standings/3?round=1")).await;
    assert_eq!(win_parts(&won), vec![("1".to_string(), "1".to_string())], "win");

    // The TRF downloads: named apart after the tournament, the rest as not paired.
    let mut files = Vec::new();
    for (query, name) in [("", "Club-Championship-trf2026.trf"), ("?version=16", "Club-Championship-trf16.trf")] {
        let res = admin.get(&format!("/t/{tid}/export.trf{query}")).await;
        assert_eq!(res.status(), StatusCode::OK);
        let disposition = res.headers()["content-disposition"].to_str().unwrap().to_string();
        assert_eq!(disposition, format!("attachment; filename=\"{name}\""));
        files.push(res.text().await.unwrap());
    }
    for file in &files {
        let first = file.lines().find(|l| l.starts_with("001    1")).expect("player 1");
        assert!(first.ends_with("0000 - -"), "the rest is written as not paired: {first}");
        assert!(!file.contains("0000 - Z"));
    }
    // Our import reads the rest both ways (the same tournament: imported again).
    for file in [files[0].clone(), files[0].replace("0000 - -", "0000 - Z")] {
        let res = upload_trf_again(&admin, &file).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "{}", res.text().await.unwrap_or_default());
    }
}

on_both_backends!(
    csv_imports_as_spreadsheets_save_them,
    an_ambiguous_time_control_is_read_back_before_it_changes_the_mode,
    round_robin_rest_pages_files_and_tiebreaks,
);
