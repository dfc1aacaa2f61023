//! Issue 16, item 6: the app in Russian. A finished Swiss tournament (a
//! pairing-allocated bye, a forfeit, a game log, an audit trail) is walked
//! page by page in a real browser switched to Russian, and no English word
//! may show outside names, codes and chess notation. Refusals of the
//! time-control parser, the TRF reader and the tie-break list come in
//! Russian too.

use crate::common::flows::{
    add_player, board_lines, draw_team_round, first_team, pair, set_captains, set_result, team_event,
    tournament_fields, upload_trf,
};
use crate::common::webdriver::Chromium;
use crate::common::{Backend, Browser, Prerequisite, TestApp, available, html, location};
use reqwest::StatusCode;
use std::collections::BTreeSet;

/// The players: names with Latin letters, to be told apart from interface words.
const PLAYERS: [(&str, u32, &str); 5] = [
    ("Petrov, Ivan", 2410, "GM"),
    ("Sidorova, Anna", 2305, "WFM"),
    ("Karpov, Oleg", 2210, ""),
    ("Smirnov, Pavel", 2120, ""),
    ("Volkova, Elena", 2030, ""),
];

const TOURNAMENT: &str = "Kazan Autumn Open";

/// Words that may stay in Latin letters in a Russian page: the app's name;
/// the language switch's own name for English; the rating system named
/// after its author; the modifier patterns of tie-break codes (`/Cn`,
/// `/Mn`...); FIDE's symbol of the expected score (B.02); a FIDE name as
/// the player search's example; programs, a computer and keys named as
/// their makers and keyboards print them.
const ALLOWED: [&str; 14] =
    ["arbiter", "English", "Elo", "Cn", "Mn", "Ln", "Un", "We", "Carlsen", "Excel", "Windows", "Mac", "Tab", "Ctrl"];

/// Words the tournament's own data brings: names, place, time zone, account.
fn data_words() -> BTreeSet<String> {
    let mut text: Vec<&str> = PLAYERS.iter().map(|p| p.0).collect();
    text.extend([TOURNAMENT, "Kazan", "Europe/Moscow", "admin"]);
    text.iter().flat_map(|t| latin_words(t)).collect()
}

/// The runs of ASCII letters, digits, `_` and `.` that hold a Latin letter
/// (dots at either end, which end sentences, left out).
fn latin_words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .map(|w| w.trim_matches('.'))
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .map(str::to_string)
        .collect()
}

/// Whether a Latin word is a code or notation rather than English: a word
/// with a digit (squares and moves such as `e4`, `Nf3`, codes such as
/// `C07`), an identifier or file name (`_` or `.` inside), an upper-case
/// abbreviation (`BH`, `TRF`, `FIDE`, `GM`, `RUS`) or a single letter
/// (files, colours `w`/`b`, the result codes of a file).
fn is_code(word: &str) -> bool {
    word.chars().any(|c| c.is_ascii_digit() || c == '_' || c == '.')
        || word.chars().all(|c| c.is_ascii_uppercase())
        || word.len() == 1
}

/// The English words in a text: Latin words that are no code, no data and not allowed.
fn english_words(text: &str, data: &BTreeSet<String>) -> BTreeSet<String> {
    // Web addresses (the tournament's, on printouts and the hall screen) are no words.
    let text: Vec<&str> = text.split_whitespace().filter(|w| !w.contains("://")).collect();
    latin_words(&text.join(" "))
        .into_iter()
        .filter(|w| !is_code(w) && !data.contains(w) && !ALLOWED.contains(&w.as_str()))
        .collect()
}

#[test]
fn the_word_check_finds_english_and_spares_codes() {
    let data = data_words();
    let found = english_words(
        "Petrov, Ivan: BH/C1 1. e4 Nf3 players_list_foa.txt https://chess.example/t/1 — Круговая система; Round 2, bye.",
        &data,
    );
    assert_eq!(found, BTreeSet::from(["Round".to_string(), "bye".to_string()]));
}

/// A Swiss tournament of five players over three rounds, all played: each
/// round has a pairing-allocated bye, round 2 a forfeit, round 3 a game
/// with arrivals logged; the tie-breaks were changed after round 1.
async fn finished_swiss(admin: &Browser) -> (i32, i32) {
    let fields = tournament_fields(TOURNAMENT, "swiss", &[("rounds", "3")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    for (name, rating, title) in PLAYERS {
        add_player(admin, tid, name, rating, title).await;
    }
    let mut logged_board = 0;
    for round in 1..=3u32 {
        pair(admin, tid).await;
        let path = format!("/t/{tid}/round/{round}");
        assert_eq!(admin.submit(&path, &format!("{path}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
        let lines = board_lines(&admin.page(&path).await);
        assert!(lines.iter().any(|l| l.black.is_none()), "round {round} has a bye");
        for (k, line) in lines.iter().filter(|l| l.black.is_some()).enumerate() {
            let code = match (round, k) {
                (2, 0) => "+-",
                (_, 0) => "1-0",
                _ => "1/2",
            };
            if round == 3 && k == 0 {
                log_arrivals(admin, tid, line.id).await;
                logged_board = line.id;
            }
            let line = &board_lines(&admin.page(&path).await).into_iter().find(|l| l.id == line.id).unwrap();
            assert_eq!(set_result(admin, tid, round, line, code).await.status(), StatusCode::SEE_OTHER);
        }
        if round == 1 {
            let page = admin.page(&format!("/t/{tid}/tiebreaks")).await;
            let version = html::value_after(&page, r#"name="version" value=""#).unwrap();
            let fields = [("version", version.as_str()), ("tiebreaks", "BH/C1 BH SB"), ("confirm", "final")];
            let res = admin.submit(&format!("/t/{tid}/tiebreaks"), &format!("/t/{tid}/tiebreaks"), &fields).await;
            assert_eq!(res.status(), StatusCode::SEE_OTHER, "tie-breaks saved");
        }
    }
    (tid, logged_board)
}

/// Starts a board's clock a minute ago (Moscow time) and logs both players' arrival.
async fn log_arrivals(admin: &Browser, tid: i32, bid: i32) {
    let path = format!("/t/{tid}/boards/{bid}/game");
    let at = (chrono::Utc::now() + chrono::Duration::hours(3) - chrono::Duration::minutes(1))
        .format("%Y-%m-%dT%H:%M:%S")
        .to_string();
    let at = at.as_str();
    assert_eq!(admin.submit(&path, &format!("{path}/clock"), &[("at", at)]).await.status(), StatusCode::SEE_OTHER);
    for side in ["white", "black"] {
        let action = format!("arrive:{side}");
        let res = admin.submit(&path, &format!("{path}/event"), &[("action", action.as_str()), ("at", at)]).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "arrival logged");
    }
}

/// The visible text of the open page but its code (`code`, `kbd`, `samp`:
/// FEN, file columns, the prize rules' syntax), which the page then loses.
async fn visible_text(browser: &Chromium) -> String {
    let code = "document.querySelectorAll('code, kbd, samp').forEach(e => e.remove()); return document.body.innerText";
    browser.script(code).await.as_str().unwrap_or_default().to_string()
}

/// Fills a form field through the page and submits its form; waits for `expect`.
async fn submit_with(browser: &Chromium, field: &str, value: &str, expect: &str) {
    let code = format!(
        "const f = document.querySelector('{field}'); f.value = {}; f.form.querySelector('button[type=submit]').click(); return 0",
        serde_json::to_string(value).unwrap()
    );
    browser.script(&code).await;
    assert!(browser.wait_for(expect).await, "{field} = {value:?} gives «{expect}»");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_of_a_finished_tournament_is_in_russian() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let (tid, bid) = finished_swiss(&admin).await;
    let standings = admin.page(&format!("/t/{tid}/standings")).await;
    let player_no = html::value_after(&standings, &format!("/t/{tid}/standings/")).expect("a player link");
    let base = format!("http://{}", app.addr);

    let browser = crate::browser::signed_in_admin(&base).await;
    browser.goto(&format!("{base}/lang/ru")).await;

    let t = format!("/t/{tid}");
    let mut pages = vec![
        "/".to_string(),
        t.clone(),
        format!("{t}/players"),
        format!("{t}/standings"),
        format!("{t}/crosstable"),
        format!("{t}/standings/{player_no}"),
        format!("{t}/prizes"),
        format!("{t}/tiebreaks"),
        format!("{t}/audit"),
        format!("{t}/edit"),
        format!("{t}/players/print"),
        format!("{t}/players/import"),
        format!("{t}/boards/{bid}/game"),
        format!("{t}/round/99"),
        format!("{t}/standings/99"),
        format!("{t}/standings?round=3&q=xyz"),
        format!("{t}/hall?show=pairings"),
        format!("{t}/hall?show=standings"),
        "/tournaments/import".to_string(),
        "/tournaments/new".to_string(),
        "/archive".to_string(),
        "/ratings".to_string(),
    ];
    for round in 1..=3 {
        pages.extend([
            format!("{t}/round/{round}"),
            format!("{t}/round/{round}/print"),
            format!("{t}/round/{round}/results"),
        ]);
    }
    let data = data_words();
    let mut english = Vec::new();
    let mut check = |page: &str, text: String| {
        assert!(text.chars().any(|c| ('а'..='я').contains(&c)), "{page} is in Russian: {text}");
        let found = english_words(&text, &data);
        if !found.is_empty() {
            english.push(format!("{page}: {found:?}"));
        }
    };
    for page in &pages {
        browser.goto(&format!("{base}{page}")).await;
        if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
            let name = page.trim_matches('/').replace(['/', '?', '='], "-");
            std::fs::write(format!("{dir}/ru-{name}.png"), browser.screenshot().await).unwrap();
        }
        check(page, visible_text(&browser).await);
    }
    // Refusals shown on their forms.
    browser.goto(&format!("{base}/tournaments/import")).await;
    submit_with(&browser, "textarea[name=trf]", "001    0", "Строка 1, позиция 5").await;
    check("TRF import refused", visible_text(&browser).await);
    browser.goto(&format!("{base}{t}/tiebreaks")).await;
    submit_with(&browser, "input[name=tiebreaks]", "BH/Q XX", "неизвестный показатель").await;
    check("tie-breaks refused", visible_text(&browser).await);
    browser.goto(&format!("{base}{t}/edit")).await;
    submit_with(&browser, "input[name=time_control]", "40/90+30:?", "Неверный контроль времени").await;
    check("time control refused", visible_text(&browser).await);
    browser.goto(&format!("{base}{t}/players/import")).await;
    submit_with(&browser, "textarea[name=csv]", "разряд\n2000", "Неизвестные столбцы").await;
    check("CSV import refused", visible_text(&browser).await);
    assert!(english.is_empty(), "English words on Russian pages:\n{}", english.join("\n"));
}

/// Issue 36: a Swiss team event in Russian, page by page: round 1 played,
/// round 2 proposed (the swap form and its warnings), the captain's page,
/// every team page and printout, and a CSV import with a team column
/// previewed. Team and player names (`Club 01`, `Player 01-1`) are data.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_of_a_team_event_is_in_russian() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let name = "Командный кубок";
    let tid = team_event(&admin, name, 5, 5).await;
    set_captains(&admin, tid, name, true).await;
    let t = format!("/t/{tid}");
    for round in 1..=2 {
        let path = format!("{t}/matches/{round}");
        let res = admin.submit(&path, &format!("{t}/matches/pair"), &[("round", &round.to_string())]).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "round {round} proposed");
        if round == 1 {
            assert_eq!(admin.submit(&path, &format!("{path}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
            draw_team_round(&admin, tid, 1).await;
        }
    }
    let (team, captain) = first_team(&admin, tid).await;
    let base = format!("http://{}", app.addr);
    let browser = crate::browser::signed_in_admin(&base).await;
    browser.goto(&format!("{base}/lang/ru")).await;
    let mut pages: Vec<String> = [
        "",
        "/teams",
        "/matches/1",
        "/matches/2",
        "/team-standings",
        "/team-crosstable",
        "/board-prizes",
        "/standings",
        "/matches/1/print",
        "/matches/1/print?what=sheets",
        "/matches/1/print?what=lineups",
        "/hall",
        "/hall?show=standings",
        "/players/import",
        "/edit",
        "/audit",
    ]
    .iter()
    .map(|p| format!("{t}{p}"))
    .collect();
    pages.push(format!("{t}/teams/{team}/card"));
    pages.push(captain.expect("a captain link"));
    let mut data = data_words();
    data.extend(["Club".to_string(), "Player".to_string()]);
    let mut english = Vec::new();
    for page in &pages {
        browser.goto(&format!("{base}{page}")).await;
        let text = visible_text(&browser).await;
        assert!(text.chars().any(|c| ('а'..='я').contains(&c)), "{page} is in Russian: {text}");
        let found = english_words(&text, &data);
        if !found.is_empty() {
            english.push(format!("{page}: {found:?}"));
        }
    }
    browser.goto(&format!("{base}{t}/players/import")).await;
    submit_with(&browser, "textarea[name=csv]", "фио,команда\nPlayer 09-1,Club 09\n", "import-count").await;
    let found = english_words(&visible_text(&browser).await, &data);
    if !found.is_empty() {
        english.push(format!("import preview: {found:?}"));
    }
    assert!(english.is_empty(), "English words on Russian pages:\n{}", english.join("\n"));
}

/// The refusals of the parsers in the visitor's language: the same bad
/// input refused in Russian and in English.
async fn refusals_in_russian(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    assert_eq!(admin.get("/lang/ru").await.status(), StatusCode::SEE_OTHER);
    let fields = tournament_fields("Turnir", "swiss", &[("time_control", "40/90+30:xx")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = html::text(&res.text().await.unwrap());
    assert!(
        page.contains("Неверный контроль времени: период 2 («xx») не записан в виде [ходы/]время[+добавление]."),
        "{page}"
    );

    let res = upload_trf(&admin, "012 Turnir\n001    3\n001    3\n").await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = html::text(&res.text().await.unwrap());
    assert!(page.contains("Строка 3, позиция 5: стартовый номер 3 уже есть в строке 2"), "{page}");

    let res = admin.submit("/tournaments/new", "/tournaments/new", &tournament_fields("Turnir", "swiss", &[])).await;
    let tid = location(&res);
    let form = admin.page(&format!("{tid}/tiebreaks")).await;
    let version = html::value_after(&form, r#"name="version" value=""#).unwrap();
    let fields = [("version", version.as_str()), ("tiebreaks", "BH/L5")];
    let res = admin.submit(&format!("{tid}/tiebreaks"), &format!("{tid}/tiebreaks"), &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = html::text(&res.text().await.unwrap());
    assert!(
        page.contains("Не сохранено: неизвестный показатель «BH/L5»: модификатор L к этому показателю не применяется."),
        "{page}"
    );

    assert_eq!(admin.get("/lang/en").await.status(), StatusCode::SEE_OTHER);
    let res = admin.submit(&format!("{tid}/tiebreaks"), &format!("{tid}/tiebreaks"), &fields).await;
    let page = html::text(&res.text().await.unwrap());
    assert!(page.contains("Not saved: unknown tie-break «BH/L5»: modifier L does not apply to it."), "{page}");
}

on_both_backends!(refusals_in_russian);
