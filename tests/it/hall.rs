//! The playing hall's screen (issue 16 item 7), on SQLite and PostgreSQL:
//! the current round's pairings and the standings, a page at a time, turning
//! by themselves; no proposed round shown; the tournament's address as a QR
//! code there and on the printed pairing list. And in Chromium: a page fits
//! a 1920×1080 screen without scrolling.

use crate::common::flows::{
    BoardLine, add_player, board_lines, create_tournament, draw_team_round, pair, set_result, team_event,
    team_round_sections,
};
use crate::common::webdriver::Chromium;
use crate::common::{Backend, Browser, Prerequisite, TestApp, available, html};
use reqwest::StatusCode;

/// Players entered: 17 games and a bye in round 1 of the Swiss event.
const ENTRANTS: u32 = 35;

/// Lines on one page of the screen.
const ROWS: usize = 15;

/// The name of the entrant with pairing number `no` (ratings fall with the number).
fn entrant(no: u32) -> String {
    format!("Player{no:02}, Test")
}

/// A Swiss event with [`ENTRANTS`] players, not yet paired.
async fn swiss_event(admin: &Browser, name: &str) -> i32 {
    let tid = create_tournament(admin, name, "swiss").await;
    for no in 1..=ENTRANTS {
        add_player(admin, tid, &entrant(no), 2500 - 10 * no, "").await;
    }
    tid
}

/// Pairs the next round and publishes it.
async fn pair_and_publish(admin: &Browser, tid: i32, round: u32) {
    pair(admin, tid).await;
    let path = format!("/t/{tid}/round/{round}");
    assert_eq!(admin.submit(&path, &format!("{path}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
}

fn hall(tid: i32, show: &str, page: &str) -> String {
    format!("/t/{tid}/hall?show={show}&page={page}")
}

/// Where the page's `<meta http-equiv="refresh">` leads, and after how many seconds.
fn refresh(page: &str) -> (u32, String) {
    let content = html::text(&html::value_after(page, r#"http-equiv="refresh" content=""#).expect("a refresh"));
    let (seconds, url) = content.split_once("; url=").expect("seconds; url=");
    (seconds.parse().unwrap(), url.to_string())
}

/// The screen's pairing lines as (board, white, black): black 0 for the bye.
fn hall_pairings(page: &str) -> Vec<(u32, u32, u32)> {
    html::rows(page, r#"class="hall-pairings""#)
        .iter()
        .map(|r| (r[0].parse().unwrap(), r[1].parse().unwrap(), if r.len() == 8 { r[7].parse().unwrap() } else { 0 }))
        .collect()
}

fn round_pairings(lines: &[BoardLine]) -> Vec<(u32, u32, u32)> {
    lines.iter().map(|l| (l.board, l.white, l.black.unwrap_or(0))).collect()
}

/// The tournament's address in a QR code with the address under it.
fn assert_qr(page: &str, address: &str) {
    assert!(page.contains(r#"<svg xmlns="http://www.w3.org/2000/svg" class="qr""#), "an inline SVG QR code");
    assert!(page.contains(&format!(r#"role="img" aria-label="QR code of {address}""#)), "named for screen readers");
    assert!(html::text(page).contains(address), "the address written out: {address}");
}

async fn the_screen_pages_through_the_current_round(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = swiss_event(&admin, "Hall Open").await;
    let visitor = app.browser();
    let address = format!("http://{}/t/{tid}", app.addr);
    let tournament = visitor.page(&format!("/t/{tid}")).await;
    assert!(tournament.contains(&format!("/t/{tid}/hall?show=pairings")), "linked from the tournament");
    assert!(tournament.contains("Hall screen: standings"));

    // Nothing published, a proposed round included, even for its arbiter.
    let page = visitor.page(&format!("/t/{tid}/hall")).await;
    assert!(page.contains("not published yet"), "{page}");
    assert_qr(&page, &address);
    assert_eq!(refresh(&page), (15, hall(tid, "pairings", "1")), "one page: it refreshes itself");
    pair(&admin, tid).await;
    for b in [&visitor, &admin] {
        let page = b.page(&format!("/t/{tid}/hall")).await;
        assert!(page.contains("not published yet") && !page.contains(&entrant(1)), "the draft stays hidden");
    }

    // Published: page 1 has the first boards, page 2 the rest with the bye, and back to 1.
    let round = format!("/t/{tid}/round/1");
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let lines = board_lines(&visitor.page(&round).await);
    assert_eq!(lines.len(), 18, "17 games and the bye");
    let expected = round_pairings(&lines);
    let first = visitor.page(&hall(tid, "pairings", "1")).await;
    assert_eq!(hall_pairings(&first), expected[..ROWS]);
    assert!(html::text(&first).contains("Round 1 · Pairings · Page 1 of 2"), "{}", html::text(&first));
    assert_eq!(refresh(&first), (15, hall(tid, "pairings", "2")));
    let second = visitor.page(&hall(tid, "pairings", "2")).await;
    assert_eq!(hall_pairings(&second), expected[ROWS..]);
    assert!(html::text(&second).contains("bye"), "the bye is on the last page");
    assert_eq!(refresh(&second).1, hall(tid, "pairings", "1"));
    assert_qr(&second, &address);
    // Pages out of range show the nearest one; an unknown list is not found.
    assert_eq!(hall_pairings(&visitor.page(&hall(tid, "pairings", "99")).await), expected[ROWS..]);
    for page in ["0", "-3", "x", ""] {
        assert_eq!(hall_pairings(&visitor.page(&hall(tid, "pairings", page)).await), expected[..ROWS], "{page}");
    }
    let res = visitor.get(&format!("/t/{tid}/hall?show=crosstable")).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert!(res.text().await.unwrap().contains("This page does not exist."), "our error page");

    // Results appear on the next refresh; round 2 shows once published, not as a draft.
    for line in board_lines(&admin.page(&round).await).iter().filter(|l| l.black.is_some()) {
        assert_eq!(set_result(&admin, tid, 1, line, "1-0").await.status(), StatusCode::SEE_OTHER);
    }
    let page = visitor.page(&hall(tid, "pairings", "1")).await;
    let results: Vec<String> = html::rows(&page, r#"class="hall-pairings""#).iter().map(|r| r[4].clone()).collect();
    assert_eq!(results, vec!["1-0"; ROWS]);
    pair(&admin, tid).await;
    assert!(html::text(&visitor.page(&hall(tid, "pairings", "1")).await).contains("Round 1 · Pairings"));
    let round = format!("/t/{tid}/round/2");
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let page = visitor.page(&hall(tid, "pairings", "1")).await;
    assert!(html::text(&page).contains("Round 2 · Pairings"));
    assert_eq!(hall_pairings(&page), round_pairings(&board_lines(&visitor.page(&round).await))[..ROWS]);

    visitor.get("/lang/ru").await;
    let text = html::text(&visitor.page(&hall(tid, "pairings", "2")).await);
    assert!(text.contains("Тур 2 · Пары · Страница 2 из 2") && text.contains("отсканируйте код"), "{text}");
}

async fn the_standings_page_by_page(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = swiss_event(&admin, "Hall Standings").await;
    let visitor = app.browser();
    // Before round 1: the starting list.
    let page = visitor.page(&hall(tid, "standings", "1")).await;
    assert!(html::text(&page).contains("Starting rank list · Page 1 of 3"), "{}", html::text(&page));
    let first: Vec<(String, String)> =
        html::rows(&page, r#"class="hall-standings""#).iter().map(|r| (r[0].clone(), r[1].clone())).collect();
    let expected: Vec<(String, String)> = (1..=ROWS as u32).map(|no| (no.to_string(), entrant(no))).collect();
    assert_eq!(first, expected, "by rating, as they will be numbered");
    pair_and_publish(&admin, tid, 1).await;
    let lines = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
    for line in lines.iter().filter(|l| l.black.is_some()) {
        assert_eq!(set_result(&admin, tid, 1, line, "0-1").await.status(), StatusCode::SEE_OTHER);
    }
    let standings = html::rows(&visitor.page(&format!("/t/{tid}/standings")).await, r#"class="standings""#);
    let expected: Vec<(String, String, String)> =
        standings.iter().map(|r| (r[0].clone(), r[2].clone(), r[6].clone())).collect();
    assert_eq!(expected.len(), ENTRANTS as usize);
    let mut shown = Vec::new();
    for page in 1..=3 {
        let html = visitor.page(&hall(tid, "standings", &page.to_string())).await;
        let text = html::text(&html);
        assert!(text.contains(&format!("After round 1 · Page {page} of 3")), "{text}");
        assert_eq!(refresh(&html).1, hall(tid, "standings", &(page % 3 + 1).to_string()));
        let rows = html::rows(&html, r#"class="hall-standings""#);
        assert!(rows.len() <= ROWS);
        shown.extend(rows.iter().map(|r| (r[0].clone(), r[1].clone(), r[4].clone())));
    }
    assert_eq!(shown, expected, "every player once, in the standings' order, with points");
    let last = visitor.page(&hall(tid, "standings", "4")).await;
    assert!(html::text(&last).contains("Page 3 of 3"), "clamped to the last page");
    visitor.get("/lang/ru").await;
    let text = html::text(&visitor.page(&hall(tid, "standings", "1")).await);
    assert!(text.contains("После 1-го тура · Страница 1 из 3"), "{text}");
}

async fn unknown_tournaments_have_no_screen(backend: Backend) {
    let app = TestApp::start(backend);
    let visitor = app.browser();
    for path in ["/t/999/hall", "/t/999/hall?show=standings", "/t/abc/hall"] {
        let res = visitor.get(path).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
        assert!(res.text().await.unwrap().contains("This page does not exist."), "{path}: our error page");
    }
}

async fn the_printed_pairing_list_carries_the_address(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "QR Open", "swiss").await;
    for no in 1..=4 {
        add_player(&admin, tid, &entrant(no), 2400 - 10 * no, "").await;
    }
    pair_and_publish(&admin, tid, 1).await;
    let visitor = app.browser();
    let address = format!("http://{}/t/{tid}", app.addr);
    for what in ["boards", "alphabetical"] {
        let page = visitor.page(&format!("/t/{tid}/round/1/print?what={what}")).await;
        assert_qr(&page, &address);
        assert!(html::text(&page).contains(&format!("Pairings, results and standings online: {address}")));
    }
    // The address is the one the request came to (the Host header, or the proxy's).
    let res = visitor
        .client
        .get(format!("{}/t/{tid}/round/1/print", visitor.base))
        .header("Host", "hall.example.org")
        .send()
        .await
        .unwrap();
    assert_qr(&res.text().await.unwrap(), &format!("http://hall.example.org/t/{tid}"));
    visitor.get("/lang/ru").await;
    let page = visitor.page(&format!("/t/{tid}/round/1/print")).await;
    assert!(page.contains(&format!(r#"aria-label="QR-код адреса {address}""#)), "the label in Russian");
}

/// Issue 36 item 6: a team event's screen shows the round's matches (teams,
/// players board by board with colours and results, the match score) and
/// the team standings; a proposed round never shows.
async fn a_team_event_shows_matches_and_team_standings(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = team_event(&admin, "Hall Teams", 5, 4).await;
    let visitor = app.browser();
    let round = format!("/t/{tid}/matches/1");
    let res = admin.submit(&round, &format!("/t/{tid}/matches/pair"), &[("round", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = visitor.page(&hall(tid, "pairings", "1")).await;
    assert!(html::text(&page).contains("The pairings of the first round are not published yet."), "no proposal");
    assert!(!page.contains("hall-match"), "no proposed match on the screen");
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);

    let page = visitor.page(&hall(tid, "pairings", "1")).await;
    assert!(html::text(&page).contains("Round 1 · Pairings"), "{}", html::text(&page));
    assert!(page.contains(r#"class="hall-matches""#), "the matches, not individual pairings");
    let sections = team_round_sections(&visitor.page(&round).await);
    assert_eq!(sections.len(), 3, "five teams: two matches and the bye");
    assert_eq!(page.matches(r#"<tr class="hall-match">"#).count(), 3, "every match on the one page");
    assert_eq!(page.matches(r#"<tr class="hall-board">"#).count(), 8, "four boards a match");
    assert!(html::text(&page).contains("pairing-allocated bye"));
    for section in &sections {
        let h3 = &section[section.find("<h3>").unwrap() + 4..section.find("</h3>").unwrap()];
        for team in
            html::text(h3).split_once(". ").unwrap().1.split(" – ").map(str::trim).filter(|t| t.starts_with("Club"))
        {
            assert!(page.contains(&format!(r#"<th class="name">{team}</th>"#)), "{team} on the screen");
        }
        for player in section.split(r#"<td class="name">"#).skip(1).map(|c| html::text(&c[..c.find("</td>").unwrap()]))
        {
            assert!(page.contains(&player), "{player} on the screen");
        }
    }
    assert!(page.contains(r#"aria-label="White">○</span>"#) && page.contains(r#"aria-label="Black">●</span>"#));

    let page = visitor.page(&hall(tid, "standings", "1")).await;
    assert!(html::text(&page).contains("Team standings: no round completed yet"), "round 1 in play");
    draw_team_round(&admin, tid, 1).await;
    let page = visitor.page(&hall(tid, "pairings", "1")).await;
    assert_eq!(page.matches(r#"<th class="result">2 : 2</th>"#).count(), 2, "the match scores");
    assert_eq!(page.matches(r#"<td class="result">½-½</td>"#).count(), 8, "the board results");
    // Round 2 proposed: the screen stays on round 1.
    let res = admin.submit(&round, &format!("/t/{tid}/matches/pair"), &[("round", "2")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = visitor.page(&hall(tid, "pairings", "1")).await;
    assert!(html::text(&page).contains("Round 1 · Pairings") && !html::text(&page).contains("Round 2"));

    let page = visitor.page(&hall(tid, "standings", "1")).await;
    assert!(html::text(&page).contains("Team standings after round 1"), "{}", html::text(&page));
    let shown = html::rows(&page, r#"class="hall-team-standings""#);
    let expected = html::rows(&visitor.page(&format!("/t/{tid}/team-standings")).await, r#"class="team-standings""#);
    assert_eq!(shown.len(), 5, "every team");
    for (hall_row, row) in shown.iter().zip(&expected) {
        // rank, team, MP, GP and the tie-breaks (the page has the TPN too).
        assert_eq!(hall_row[0], row[0]);
        assert_eq!(hall_row[1..], row[2..], "{hall_row:?} as on the standings page");
    }
    assert!(!page.contains("hall-standings\""), "no individual standings");
    visitor.get("/lang/ru").await;
    let text = html::text(&visitor.page(&hall(tid, "standings", "1")).await);
    assert!(text.contains("Командное положение после 1-го тура"), "{text}");
}

on_both_backends!(
    a_team_event_shows_matches_and_team_standings,
    the_screen_pages_through_the_current_round,
    the_standings_page_by_page,
    unknown_tournaments_have_no_screen,
    the_printed_pairing_list_carries_the_address,
);

/// On a 1920×1080 screen each page of the pairings and of the standings fits
/// without scrolling, long names included; the printed pairing list with its
/// QR code fits a phone's width.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_fits_a_full_hd_screen() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = swiss_event(&admin, "Hall of the Kazan Chess Federation Open Championship 2026").await;
    add_player(&admin, tid, "Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine Maximilian", 2600, "GM").await;
    pair_and_publish(&admin, tid, 1).await;
    let base = format!("http://{}", app.addr);
    let browser = Chromium::start().await;
    browser.goto(&format!("{base}{}", hall(tid, "pairings", "1"))).await;
    browser.set_viewport(1920, 1080).await;
    let pages = [("en", "pairings", "1"), ("en", "pairings", "2"), ("en", "standings", "1"), ("ru", "standings", "3")];
    for (lang, show, page) in pages {
        browser.goto(&format!("{base}/lang/{lang}?next={}", hall(tid, show, page).replace('&', "%26"))).await;
        let size = browser.script("return [window.innerWidth, window.innerHeight]").await;
        assert_eq!(size, serde_json::json!([1920, 1080]), "the viewport is the screen");
        let fits = browser
            .script(
                "const d = document.documentElement; \
                 return [d.scrollHeight <= window.innerHeight, d.scrollWidth <= window.innerWidth, d.scrollHeight]",
            )
            .await;
        assert_eq!((fits[0].as_bool(), fits[1].as_bool()), (Some(true), Some(true)), "{show} {page}: {fits}");
        let rows = browser.script("return document.querySelectorAll('main tbody tr').length").await;
        assert!(rows.as_u64().unwrap() > 0, "{show} {page} has lines");
        if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
            std::fs::write(format!("{dir}/hall-{lang}-{show}-{page}.png"), browser.screenshot().await).unwrap();
        }
    }
    // The printed pairing list's QR code leaves the page as wide as a phone.
    browser.set_viewport(390, 844).await;
    browser.goto(&format!("{base}/t/{tid}/round/1/print?what=boards")).await;
    let wide = browser.script("return document.documentElement.scrollWidth <= window.innerWidth").await;
    assert_eq!(wide, true, "no horizontal scrolling on a phone");
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        std::fs::write(format!("{dir}/print-boards-phone.png"), browser.screenshot().await).unwrap();
    }
}
