//! Issue 15 in a real headless Chromium on a phone-sized window: a game
//! ended by a flag claim shows its result instead of the controls of a game
//! going on, and the arbiter corrects the record through the disclosure;
//! the round's printouts are reached from the round page.

mod common;

use chrono::{Duration, Utc};
use common::flows::{add_player, board_lines, create_tournament, pair};
use common::webdriver::Chromium;
use common::{Backend, TestApp};
use reqwest::StatusCode;

/// Moscow time (the tournament's zone) `minutes` from now, as the time fields take it.
fn local(minutes: i64) -> String {
    (Utc::now() + Duration::hours(3) + Duration::minutes(minutes)).format("%Y-%m-%dT%H:%M:%S").to_string()
}

async fn signed_in_admin(base: &str) -> Chromium {
    let browser = Chromium::start().await;
    browser.goto(&format!("{base}/login")).await;
    browser.type_into("input[name=username]", "admin").await;
    browser.type_into("input[name=password]", "secret-pass").await;
    browser.click("form.stack button[type=submit]").await;
    assert!(browser.wait_for("Sign out").await, "signed in");
    browser
}

async fn fits_the_phone(browser: &Chromium) {
    let fits = browser.script("return document.documentElement.scrollWidth <= window.innerWidth").await;
    assert_eq!(fits, true, "no horizontal scrolling on a phone");
}

async fn shot(browser: &Chromium, name: &str) {
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        std::fs::write(format!("{dir}/{name}.png"), browser.screenshot().await).unwrap();
    }
}

async fn count(browser: &Chromium, css: &str) -> i64 {
    browser.script(&format!(r#"return document.querySelectorAll("{css}").length"#)).await.as_i64().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_claim_ends_the_game_and_the_arbiter_can_still_correct_it() {
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Flag", "rr").await;
    for (name, rating) in [("Alpha, A", 2400), ("Beta, B", 2300), ("Gamma, G", 2200), ("Delta, D", 2100)] {
        add_player(&admin, tid, name, rating, "").await;
    }
    pair(&admin, tid).await;
    let bid = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await)[0].id;
    let path = format!("/t/{tid}/boards/{bid}/game");
    // Two hours ago: 90 minutes + 30 s a move, White's flag has fallen since; Black offered a draw.
    let res = admin.submit(&path, &format!("{path}/clock"), &[("at", &local(-120))]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    for (action, at) in [("arrive:white", -121), ("arrive:black", -121)] {
        let res = admin.submit(&path, &format!("{path}/event"), &[("action", action), ("at", &local(at))]).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER);
    }
    for (ply, san, at) in [("0", "e4", -119), ("1", "e5", -118)] {
        let res =
            admin.submit(&path, &format!("{path}/move"), &[("move", san), ("ply", ply), ("at", &local(at))]).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "{san}");
    }
    let res =
        admin.submit(&path, &format!("{path}/event"), &[("action", "offer_draw:black"), ("at", &local(-117))]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);

    let base = format!("http://{}", app.addr);
    let browser = signed_in_admin(&base).await;
    browser.goto(&format!("{base}{path}")).await;
    assert!(browser.wait_for("Black has offered a draw.").await);
    browser.click("button[value='claim_flag:black']").await;
    assert!(browser.wait_for("Game over: 0-1").await, "the claim ends the game");
    let source = browser.source().await;
    assert!(source.contains("Lost on time (art. 6.9)") && source.contains("White loses; Black wins"));
    for gone in ["#move-form", "form[action$='/takeback']", "button[value^='offer_draw']", ".clock-log form"] {
        assert_eq!(count(&browser, gone).await, 0, "{gone} on a finished game");
    }
    assert!(!source.contains("Black has offered a draw") && !source.contains("White to move"));
    fits_the_phone(&browser).await;
    shot(&browser, "finished-game").await;
    browser.script("document.querySelector('.correct-record').scrollIntoView(); return 0").await;
    shot(&browser, "finished-game-arbiter").await;

    // Correcting: the disclosure leads to the take-back and the log's withdraw buttons.
    assert!(!browser.displayed(".correct-record a.button").await, "behind the disclosure");
    browser.click(".correct-record summary").await;
    assert!(browser.displayed(".correct-record a.button").await);
    browser.click(".correct-record a.button").await;
    assert!(browser.wait_for("You are correcting the record").await);
    assert_eq!(count(&browser, "form[action$='/takeback']").await, 1);
    assert_eq!(count(&browser, ".clock-log form").await, 4, "two arrivals, the offer and the claim, each withdrawable");
    fits_the_phone(&browser).await;
    browser.script("document.querySelector('.clock-log').scrollIntoView(); return 0").await;
    shot(&browser, "correcting").await;
    // Withdrawing the claim (the log's last entry) withdraws the result: the game is on again.
    browser
        .script("const f = [...document.querySelectorAll('.clock-log form')]; f[f.length - 1].submit(); return 0")
        .await;
    assert!(browser.wait_for(r#"id="move-form""#).await, "the game goes on after the withdrawal");
    assert!(!browser.source().await.contains("Game over"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn printouts_are_reached_from_the_round_and_players_pages() {
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Printouts", "rr").await;
    for (name, rating) in [
        ("Konstantinopolsky-Rimsky-Korsakov, Aleksandr", 2400),
        ("Beta, B", 2300),
        ("Gamma, G", 2200),
        ("Delta, D", 2100),
        ("Epsilon, E", 2000),
    ] {
        add_player(&admin, tid, name, rating, "").await;
    }
    pair(&admin, tid).await;
    let base = format!("http://{}", app.addr);
    let browser = Chromium::start().await;
    browser.goto(&format!("{base}/t/{tid}/round/1")).await;
    browser.click("a[href$='print?what=boards']").await;
    assert!(browser.wait_for("Pairings by board").await);
    assert_eq!(count(&browser, "table.print-boards tbody tr").await, 3, "two games and the rest");
    fits_the_phone(&browser).await;
    shot(&browser, "print-boards").await;
    browser.click("a[href$='print?what=alphabetical']").await;
    assert!(browser.wait_for("Pairings by name").await);
    assert_eq!(count(&browser, "table.print-alphabetical tbody tr").await, 5, "every player");
    let first = browser.script("return document.querySelector('table.print-alphabetical td').textContent").await;
    assert_eq!(first, "Beta, B", "by name");
    fits_the_phone(&browser).await;
    shot(&browser, "print-alphabetical").await;
    browser.click("a[href$='print?what=slips']").await;
    assert!(browser.wait_for("Black&#39;s signature").await || browser.wait_for("Black's signature").await);
    assert_eq!(count(&browser, "section.slip").await, 2, "one slip per game");
    fits_the_phone(&browser).await;
    shot(&browser, "print-slips").await;
    browser.goto(&format!("{base}/t/{tid}/players")).await;
    browser.click("a[href$='/players/print']").await;
    assert!(browser.wait_for("Players by rating").await);
    assert_eq!(count(&browser, "table.print-players tbody tr").await, 5);
    fits_the_phone(&browser).await;
    shot(&browser, "print-players").await;
}
