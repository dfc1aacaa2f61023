//! Issue 33, item 6 ("bounded heavy work"), over HTTP on SQLite and
//! PostgreSQL: the most players an event holds, a CSV import whose preview
//! and confirmation agree on what they accept and whose preview stays small
//! however long the file, and pairing a Swiss round as a job the page
//! follows, started once however often it is asked for.

use crate::common::flows::{add_player, board_lines, confirm_csv, create_tournament, pair};
use crate::common::{Backend, Browser, TestApp, html, location};
use arbiter::actions::MAX_PLAYERS_PER_EVENT;
use arbiter::db::pairing_jobs::{JobState, PairingJobRow};
use arbiter::db::{TournamentId, UserId};
use reqwest::StatusCode;

/// A player CSV of `n` rows with Russian names and clubs: as UTF-8 text it
/// is about 110 bytes a row, urlencoded three times that.
fn russian_csv(n: usize) -> String {
    let mut csv = String::from("name,fide_rating,club\n");
    for i in 1..=n {
        csv.push_str(&format!("\"Игроков{i}, Тестовый Участник\",{},Шахматный клуб Центральный\n", 1000 + i % 2000));
    }
    csv
}

/// Sends a CSV to the import's preview as an uploaded file.
async fn preview_csv(admin: &Browser, tid: i32, csv: &str) -> reqwest::Response {
    let import = format!("/t/{tid}/players/import");
    let csrf = html::csrf(&admin.page(&import).await);
    let form = reqwest::multipart::Form::new()
        .text("csrf", csrf)
        .part("file", reqwest::multipart::Part::bytes(csv.as_bytes().to_vec()).file_name("players.csv"));
    admin.client.post(format!("{}{import}", admin.base)).multipart(form).send().await.unwrap()
}

/// The CSV the preview page carries to the confirmation, as a browser sends
/// it back: entities decoded, every line break as CR LF.
fn carried_csv(page: &str) -> String {
    let start = page.find(r#"<textarea name="csv" hidden>"#).expect("confirmation form") + 28;
    let end = start + page[start..].find("</textarea>").unwrap();
    let text = page[start..end].replace("&#34;", "\"").replace("&quot;", "\"").replace("&amp;", "&");
    text.replace('\n', "\r\n")
}

/// The rows of the preview's table.
fn preview_rows(page: &str) -> usize {
    html::raw_rows(page, "<table").len()
}

async fn a_csv_at_the_player_limit_previews_and_confirms_and_one_over_is_refused(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Mass Open", "swiss").await;

    // One player over the limit: refused at the preview, which stays small.
    let over = russian_csv(MAX_PLAYERS_PER_EVENT + 1);
    let res = preview_csv(&admin, tid, &over).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("An event holds at most 10000 players: 10000 more can be registered."), "the reason");
    assert!(!page.contains("/import/confirm"), "nothing to confirm");
    assert_eq!(preview_rows(&page), 200, "the first 200 rows");
    assert!(page.contains("9801 more rows are not listed here"), "the others counted");
    assert!(page.len() < 150_000, "the preview stays small: {} bytes", page.len());

    // At the limit: previewed with the first rows, confirmed as the browser
    // sends it back (urlencoded it would have been over 2 MiB).
    let csv = russian_csv(MAX_PLAYERS_PER_EVENT);
    let res = preview_csv(&admin, tid, &csv).await;
    assert_eq!(res.status(), StatusCode::OK);
    let page = res.text().await.unwrap();
    assert!(page.contains("The file has 10000 players.") && page.contains("Import 10000 players"));
    assert_eq!(preview_rows(&page), 200);
    assert!(page.len() < csv.len() + 150_000, "the rows listed are bounded: {} bytes", page.len());
    let carried = carried_csv(&page);
    assert!(serde_urlencoded::to_string([("csv", &carried)]).unwrap().len() > 2 * 1024 * 1024);
    let res = confirm_csv(&admin, tid, &html::csrf(&page), &carried).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "the confirmation takes what the preview took");

    // The event is full: the registration form and another import say so.
    let players = format!("/t/{tid}/players");
    let res = admin.submit(&players, &players, &[("name", "Late, Larry")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("An event holds at most 10000 players: 0 more can be registered."));
    let res = preview_csv(&admin, tid, "name\n\"Late, Larry\"\n").await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("0 more can be registered"));
    admin.get("/lang/ru?next=/").await;
    let res = admin.submit(&players, &players, &[("name", "Late, Larry")]).await;
    assert!(
        res.text().await.unwrap().contains("В турнире может быть не больше 10000 участников: можно добавить ещё 0.")
    );
}

async fn the_import_preview_counts_every_error_and_lists_the_first(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Errors Open", "swiss").await;
    add_player(&admin, tid, "Petrov, Petr", 2100, "").await;
    let mut csv = String::from("name,fide_rating\n");
    for i in 1..=1000 {
        let rating = if i % 3 == 0 { "abc".to_string() } else { "2000".to_string() };
        csv.push_str(&format!("\"Player{i}, Test\",{rating}\n"));
    }
    let res = preview_csv(&admin, tid, &csv).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("333 rows have errors."), "every error counted");
    assert!(page.contains("Line 4:") && page.contains("Line 151:"), "the first listed, by line");
    assert!(!page.contains("Line 154:"), "only the first 50");
    assert!(page.contains("…and 283 more rows with errors."));
    assert_eq!(preview_rows(&page), 200);
    assert!(page.contains("800 more rows are not listed here"));

    // Over the size limit (counted as text, line breaks as one byte): refused at the preview.
    let big = format!("name,club\n{}", "\"Big, Bill\",Club\n".repeat(2 * 1024 * 1024 / 17 + 1));
    assert!(big.len() > 2 * 1024 * 1024);
    let res = preview_csv(&admin, tid, &big).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "refused");
    let page = admin.page(&location(&res)).await;
    assert!(page.contains("The file is larger than 2 MiB and cannot be imported"), "{page}");
}

/// The database of an app, opened beside it (as a second instance would).
fn database(app: &TestApp) -> arbiter::db::DbConnection {
    arbiter::db::establish(&app.database_url).expect("the app's database")
}

/// The job of a round as stored.
fn stored_job(app: &TestApp, tid: i32, round: i32) -> Option<PairingJobRow> {
    arbiter::db::pairing_jobs::load(&mut database(app), TournamentId(tid), round).unwrap()
}

/// A Swiss event of six players, none paired.
async fn six_players(admin: &Browser, name: &str) -> i32 {
    let tid = create_tournament(admin, name, "swiss").await;
    for (i, player) in ["Alpha, A", "Beta, B", "Gamma, G", "Delta, D", "Epsilon, E", "Zeta, Z"].iter().enumerate() {
        add_player(admin, tid, player, 2400 - 50 * i as u32, "").await;
    }
    tid
}

/// The games of a round's page, each as (lower, higher pairing number), in order.
fn pairs(page: &str) -> Vec<(u32, u32)> {
    let mut games: Vec<(u32, u32)> =
        board_lines(page).iter().filter_map(|l| l.black.map(|b| (l.white.min(b), l.white.max(b)))).collect();
    games.sort();
    games
}

/// The round's job status as the page's script reads it.
async fn status(admin: &Browser, tid: i32, round: i32) -> serde_json::Value {
    let res = admin.get(&format!("/t/{tid}/round/{round}/pairing.json")).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("application/json"));
    res.json().await.unwrap()
}

async fn a_swiss_round_is_paired_by_a_job_into_the_same_draft(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = six_players(&admin, "Job Open").await;
    assert_eq!(status(&admin, tid, 1).await["state"], "none", "no job yet");
    let to = pair(&admin, tid).await;
    assert_eq!(to, format!("/t/{tid}/round/1"));
    let job = stored_job(&app, tid, 1).expect("the job is recorded");
    assert_eq!((job.state(), job.attempt), (JobState::Done, 1));
    let done = status(&admin, tid, 1).await;
    assert_eq!(done["state"], "done");
    assert_eq!(done["next"], format!("/t/{tid}/round/1/pairing"));
    // The engine's own pairing of round 1: top half against bottom half.
    let page = admin.page(&to).await;
    let games = pairs(&page);
    assert_eq!(games, vec![(1, 4), (2, 5), (3, 6)]);
    assert!(page.contains(r#"class="ok" id="draft-status""#), "the engine's pairing, as before");
    // Following a finished job leads to the draft; the log has the proposal.
    let res = admin.get(&format!("/t/{tid}/round/1/pairing")).await;
    assert_eq!((res.status(), location(&res)), (StatusCode::SEE_OTHER, to.clone()));
    assert!(admin.page(&format!("/t/{tid}/audit")).await.contains("Pairing of round 1 proposed"));
    // Pairing again is a job too, with the same result.
    let res = admin.submit(&to, &format!("{to}/repair"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    crate::common::flows::wait_for_pairing(&admin, &location(&res)).await;
    assert_eq!(stored_job(&app, tid, 1).map(|j| (j.state(), j.attempt)), Some((JobState::Done, 2)));
    assert_eq!(pairs(&admin.page(&to).await), games);
    // Only the event's arbiters see the job.
    let public = app.browser();
    assert_ne!(public.get(&format!("/t/{tid}/round/1/pairing.json")).await.status(), StatusCode::OK);
}

async fn a_running_job_is_followed_not_started_again_and_a_stale_one_is_taken_over(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = six_players(&admin, "Busy Open").await;
    // Another instance is pairing round 1 (its heartbeat is fresh).
    let now = chrono::Utc::now().naive_utc();
    let fresh = now + chrono::Duration::hours(1);
    arbiter::db::pairing_jobs::start(&mut database(&app), (TournamentId(tid), 1), UserId(1), 7, fresh).unwrap();
    for _ in 0..2 {
        let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/pair"), &[("round", "1")]).await;
        assert_eq!((res.status(), location(&res)), (StatusCode::SEE_OTHER, format!("/t/{tid}/round/1")));
    }
    let job = stored_job(&app, tid, 1).unwrap();
    assert_eq!((job.state(), job.attempt), (JobState::Running, 7), "no second job was started");
    // The round's page follows the job: with and without JavaScript.
    let page = admin.page(&format!("/t/{tid}/round/1")).await;
    assert!(page.contains("Round 1 is already being paired: this page follows that pairing."), "{page}");
    assert!(page.contains("<h2>Pairing round 1…</h2>") && page.contains("Reading the tournament."));
    assert!(page.contains(&format!(
        r#"<noscript><meta http-equiv="refresh" content="2;url=/t/{tid}/round/1/pairing"></noscript>"#
    )));
    assert!(page.contains(r#"<progress id="pairing-progress">"#) && page.contains("/static/pairing.js"));
    assert!(!page.contains(r#"class="pairings""#), "no draft yet");
    let running = status(&admin, tid, 1).await;
    assert_eq!((running["state"].as_str(), running["brackets"].as_i64()), (Some("running"), Some(0)));
    let res = admin.get(&format!("/t/{tid}/round/1/pairing")).await;
    assert_eq!(location(&res), format!("/t/{tid}/round/1"), "still running: back to the page that follows it");
    admin.get("/lang/ru?next=/").await;
    assert!(admin.page(&format!("/t/{tid}/round/1")).await.contains("Жеребьёвка 1-го тура…"));
    admin.get("/lang/en?next=/").await;

    // Its process was killed: the heartbeat stops, and the job is stale.
    {
        use arbiter::db::schema::pairing_jobs::dsl;
        use diesel::prelude::*;
        let old = now - chrono::Duration::minutes(5);
        diesel::update(dsl::pairing_jobs).set(dsl::heartbeat_at.eq(old)).execute(&mut database(&app)).unwrap();
    }
    assert_eq!(status(&admin, tid, 1).await["state"], "stopped");
    let res = admin.get(&format!("/t/{tid}/round/1/pairing")).await;
    assert_eq!(location(&res), format!("/t/{tid}"));
    assert!(admin.page(&location(&res)).await.contains("The pairing of round 1 stopped before it finished"));
    // The next request takes it over and pairs the round.
    assert_eq!(pair(&admin, tid).await, format!("/t/{tid}/round/1"));
    let job = stored_job(&app, tid, 1).unwrap();
    assert_eq!((job.state(), job.attempt), (JobState::Done, 8), "taken over");
    assert!(job.brackets > 0 && job.brackets_done == job.brackets, "every bracket reported");
    assert_eq!(board_lines(&admin.page(&format!("/t/{tid}/round/1")).await).len(), 3);
}

async fn a_job_that_finds_no_pairing_says_why_as_before(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Lonely Open", "swiss").await;
    add_player(&admin, tid, "Alone, A", 2000, "").await;
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/pair"), &[]).await;
    let page = crate::common::refused(&admin, res).await;
    assert!(page.contains("At least two players must be present to pair a round."), "{page}");
    let job = stored_job(&app, tid, 1).expect("recorded");
    assert_eq!(job.state(), JobState::Failed);
    // Whoever follows the job later sees the same reason.
    let res = admin.get(&format!("/t/{tid}/round/1/pairing")).await;
    assert_eq!(location(&res), format!("/t/{tid}"));
    assert!(admin.page(&location(&res)).await.contains("At least two players must be present to pair a round."));
    assert_eq!(status(&admin, tid, 1).await["state"], "failed");
}

on_both_backends!(
    a_swiss_round_is_paired_by_a_job_into_the_same_draft,
    a_running_job_is_followed_not_started_again_and_a_stale_one_is_taken_over,
    a_job_that_finds_no_pairing_says_why_as_before,
    a_csv_at_the_player_limit_previews_and_confirms_and_one_over_is_refused,
    the_import_preview_counts_every_error_and_lists_the_first,
);
