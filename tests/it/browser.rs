//! The JavaScript enhancement in a real headless Chromium (Debian's chromium
//! and chromium-driver): click-to-move with promotion choice, on a phone-sized
//! window; and the same page working without JavaScript is covered by games.rs.
//! Also issue 15's journeys: a game ended by a flag claim shows its result and
//! is corrected through the disclosure; printouts reached from the round page;
//! the result grid from the keyboard; corrections in Russian.

use crate::common::flows::{add_player, board_lines, create_tournament, fide_list, pair, set_result, upload_list};
use crate::common::webdriver::Chromium;
use crate::common::{Backend, Prerequisite, TestApp, available};

/// A headless Chromium signed in as the admin.
pub(crate) async fn signed_in_admin(base: &str) -> Chromium {
    let browser = Chromium::start().await;
    browser.goto(&format!("{base}/login")).await;
    browser.type_into("input[name=username]", "admin").await;
    browser.type_into("input[name=password]", "secret-pass").await;
    browser.click("form.stack button[type=submit]").await;
    assert!(browser.wait_for("Sign out").await, "signed in");
    browser
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn click_to_move_and_promotion_choice() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Browser", "rr").await;
    for k in 0..4 {
        add_player(&admin, tid, &format!("P{k}"), 2000 + k, "").await;
    }
    pair(&admin, tid).await;
    let boards = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
    let (first, second) = (boards[0].id, boards[1].id);
    let base = format!("http://{}", app.addr);

    let browser = signed_in_admin(&base).await;

    // e2 then e4: the move is played through the form.
    browser.goto(&format!("{base}/t/{tid}/boards/{first}/game")).await;
    browser.click("[data-sq=e2]").await;
    let targets = browser
        .script("return [...document.querySelectorAll('.target')].map(e => e.dataset.sq).sort().join(' ')")
        .await;
    assert_eq!(targets, "e3 e4", "legal targets are highlighted");
    browser.click("[data-sq=e4]").await;
    assert!(browser.wait_for(">e4</a>").await, "e4 recorded");
    // Clicking another piece after a selection re-selects; an illegal target does nothing.
    browser.click("[data-sq=e7]").await;
    browser.click("[data-sq=g8]").await;
    browser.click("[data-sq=f6]").await;
    assert!(browser.wait_for(">Nf6</a>").await, "Nf6 recorded after re-selecting");

    // A promotion asks which piece.
    let path = format!("/t/{tid}/boards/{second}/game");
    admin.submit(&path, &format!("{path}/start"), &[("fen", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1")]).await;
    browser.goto(&format!("{base}{path}")).await;
    assert!(!browser.displayed("#promotion").await, "picker hidden at first");
    browser.click("[data-sq=e7]").await;
    browser.click("[data-sq=e8]").await;
    assert!(browser.displayed("#promotion").await, "picker shown for a promotion");
    browser.click("#promotion button[data-piece=n]").await;
    assert!(browser.wait_for(">e8=N</a>").await, "under-promotion to a knight recorded");

    // The page fits a phone: nothing wider than the viewport but the scrolling tables.
    let overflow = browser.script("return document.documentElement.scrollWidth <= window.innerWidth").await;
    assert_eq!(overflow, true, "no horizontal scrolling on a phone");
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        std::fs::write(format!("{dir}/board.png"), browser.screenshot().await).unwrap();
    }
}

/// The running clock of a followed game ticks in the browser, the stopped one
/// stays; the page fits a phone with the arbiter's clock controls.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_running_clock_ticks() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Clock", "rr").await;
    for k in 0..4 {
        add_player(&admin, tid, &format!("P{k}"), 2000 + k, "").await;
    }
    pair(&admin, tid).await;
    let bid = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await)[0].id;
    let path = format!("/t/{tid}/boards/{bid}/game");
    // Moscow time, a minute ago: White's clock has been running since.
    let start = (chrono::Utc::now() + chrono::Duration::hours(3) - chrono::Duration::minutes(1))
        .format("%Y-%m-%dT%H:%M:%S")
        .to_string();
    let res = admin.submit(&path, &format!("{path}/clock"), &[("at", start.as_str())]).await;
    assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER);
    let base = format!("http://{}", app.addr);

    let browser = signed_in_admin(&base).await;
    browser.goto(&format!("{base}{path}")).await;
    let read = "return [...document.querySelectorAll('.clock .time')].map(e => e.textContent).join(' ')";
    let first = browser.script(read).await;
    let black = first.as_str().unwrap().split(' ').nth(1).unwrap().to_string();
    assert_eq!(black, "1:30:00", "Black's clock has not started");
    tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
    let second = browser.script(read).await;
    let times: Vec<&str> = second.as_str().unwrap().split(' ').collect();
    assert_ne!(Some(times[0]), first.as_str().unwrap().split(' ').next(), "White's clock ticks down");
    assert!(times[0] < "1:29:00", "White has used a minute: {}", times[0]);
    assert_eq!(times[1], black, "Black's clock stands");
    // Live updates: a move entered elsewhere shows on the open page by itself.
    for side in ["white", "black"] {
        let arrived = format!("arrive:{side}");
        let fields = [("action", arrived.as_str()), ("at", start.as_str())];
        let res = admin.submit(&path, &format!("{path}/event"), &fields).await;
        assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER);
    }
    let page = admin.page(&path).await;
    let form = &page[page.find(r#"id="move-form""#).unwrap()..];
    let ply = form.split(r#"name="ply" value=""#).nth(1).unwrap().split('"').next().unwrap().to_string();
    let res = admin.submit(&path, &format!("{path}/move"), &[("move", "e4"), ("ply", ply.as_str())]).await;
    assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER);
    let mut shown = false;
    for _ in 0..3 {
        shown = shown || browser.wait_for(">e4</a>").await;
    }
    assert!(shown, "the page reloaded with the new move");
    let running = browser.script("return document.querySelector('.clock.running .who').textContent").await;
    assert!(running.as_str().unwrap().contains("P0"), "now Black's clock runs: {running}");
    let overflow = browser.script("return document.documentElement.scrollWidth <= window.innerWidth").await;
    assert_eq!(overflow, true, "no horizontal scrolling on a phone");
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        std::fs::write(format!("{dir}/clock.png"), browser.screenshot().await).unwrap();
        browser.script("document.querySelector('.clock-controls').scrollIntoView(); return 0").await;
        std::fs::write(format!("{dir}/clock-controls.png"), browser.screenshot().await).unwrap();
    }
}

/// Registration from the FIDE list: typing the start of a name offers the
/// list's players; choosing one fills the form, which then registers them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn name_suggestions_fill_the_registration_form() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    assert_eq!(upload_list(&admin, "2026-11", &fide_list("2255")).await.status(), reqwest::StatusCode::OK);
    let tid = create_tournament(&admin, "Suggestions", "swiss").await;
    let base = format!("http://{}", app.addr);

    let browser = signed_in_admin(&base).await;
    browser.goto(&format!("{base}/t/{tid}/players")).await;
    browser.type_into("#lookup-find", "Petro").await;
    assert!(browser.wait_for("Petrosian, Anna").await, "suggestions appear as one types");
    let offered = browser.script("return [...document.querySelectorAll('#lookup-suggestions button')].length").await;
    assert_eq!(offered, 2, "Petrov and Petrosian start with Petro");
    let pick = "[...document.querySelectorAll('#lookup-suggestions button')]\
                .find(b => b.textContent.startsWith('Petrov, Ivan')).click(); return 0";
    browser.script(pick).await;
    let filled = browser
        .script(
            "const f = n => document.querySelector('#player-form [name=' + n + ']').value; \
             return [f('name'), f('fide_rating'), f('title'), f('federation'), f('fide_id'), f('birth_date')].join('|')",
        )
        .await;
    assert_eq!(filled, "Petrov, Ivan|2255|FM|RUS|24100001|2009");
    let overflow = browser.script("return document.documentElement.scrollWidth <= window.innerWidth").await;
    assert_eq!(overflow, true, "no horizontal scrolling on a phone");
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        std::fs::write(format!("{dir}/registration.png"), browser.screenshot().await).unwrap();
    }
    browser.click("#player-form button[type=submit]").await;
    assert!(browser.wait_for(r#"class="player">Petrov, Ivan</a>"#).await, "registered");
}

/// A round's results typed from the keyboard in the grid: the first field has
/// the focus, Tab goes to the next board, Enter saves them all; the page fits a phone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn round_results_from_the_keyboard() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Grid", "rr").await;
    for k in 0..6 {
        add_player(&admin, tid, &format!("P{k}"), 2000 + k, "").await;
    }
    pair(&admin, tid).await;
    let base = format!("http://{}", app.addr);
    let browser = signed_in_admin(&base).await;
    browser.goto(&format!("{base}/t/{tid}/round/1")).await;
    browser.click("a[href$='/round/1/results']").await;
    assert!(browser.wait_for("Results of round 1").await);
    let focused = browser.script("return document.activeElement.name").await;
    assert!(focused.as_str().unwrap().starts_with('r'), "the first board's field has the focus: {focused}");
    let overflow = browser.script("return document.documentElement.scrollWidth <= window.innerWidth").await;
    assert_eq!(overflow, true, "no horizontal scrolling on a phone");
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        std::fs::write(format!("{dir}/results-grid.png"), browser.screenshot().await).unwrap();
    }
    browser.keys("1\u{E004}=\u{E004}0\u{E007}").await;
    let mut back = false;
    for _ in 0..50 {
        back = browser.script("return location.pathname").await == format!("/t/{tid}/round/1").as_str();
        if back {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(back, "saved and back on the round page");
    let results = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
    let selected: Vec<&str> = results.iter().filter(|l| l.black.is_some()).map(|l| l.selected.as_str()).collect();
    assert_eq!(selected, ["1-0", "1/2", "0-1"]);
}

/// A Russian arbiter's corrections in the browser: a player taken out of the
/// proposal, publishing held until the warnings and the manual pairing
/// adjustment are confirmed (the latter in two steps), a refused
/// pairing that comes back to the page with the reason in Russian, and the
/// round taken back to a proposal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn corrections_in_russian() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Поправки", "swiss").await;
    for k in 0..6 {
        add_player(&admin, tid, &format!("P{k}"), 2000 + k, "").await;
    }
    let base = format!("http://{}", app.addr);
    let browser = signed_in_admin(&base).await;
    browser.goto(&format!("{base}/lang/ru?next=/t/{tid}")).await;
    browser.click(&format!("form[action='/t/{tid}/pair'] button")).await;
    assert!(browser.wait_for("Опубликовать").await, "the proposal");
    browser.type_into("#remove input[name=player]", "1").await;
    browser.click("#remove button").await;
    assert!(browser.wait_for("Опубликовать, несмотря на").await, "publishing needs the warnings confirmed");
    // The browser itself holds the form until the box is ticked.
    browser.click("#publish button").await;
    assert!(browser.wait_for("Опубликовать, несмотря на").await);
    let published =
        browser.script("return document.querySelector('#publish input[name=confirm]').checkValidity()").await;
    assert_eq!(published, false, "not sent without the tick");
    browser.click("#publish input[name=confirm]").await;
    // Taking a player out made it a pairing other than the engine's: in FIDE
    // mode, a second tick and a last step that states what is recorded.
    browser.click("#publish input[name=confirm_mpa]").await;
    browser.click("#publish button").await;
    assert!(browser.wait_for("Последний шаг: 1-й тур будет опубликован").await, "the last step");
    assert!(browser.source().await.contains("«### MPA»"), "the last step names the TRF line");
    browser.click("#publish-mpa button").await;
    assert!(browser.wait_for("Ещё без результата").await, "published; the round names its boards without a result");
    // Pairing the next round now is refused: back on the tournament page, the reason in Russian.
    browser.goto(&format!("{base}/t/{tid}")).await;
    browser.click(&format!("form[action='/t/{tid}/pair'] button")).await;
    assert!(browser.wait_for("Перед жеребьёвкой следующего тура введите все результаты").await);
    assert!(browser.source().await.contains("Выйти"), "still signed in");
    let overflow = browser.script("return document.documentElement.scrollWidth <= window.innerWidth").await;
    assert_eq!(overflow, true, "no horizontal scrolling on a phone");
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        std::fs::write(format!("{dir}/refusal-ru.png"), browser.screenshot().await).unwrap();
    }
    // The round goes back to a proposal.
    browser.goto(&format!("{base}/t/{tid}/round/1")).await;
    browser.click("#withdraw summary").await;
    browser.click("#withdraw button").await;
    assert!(browser.wait_for("Опубликовать").await, "a proposal again");
}

/// Moscow time (the tournament's zone) `minutes` from now, as the time fields take it.
fn local(minutes: i64) -> String {
    (chrono::Utc::now() + chrono::Duration::hours(3) + chrono::Duration::minutes(minutes))
        .format("%Y-%m-%dT%H:%M:%S")
        .to_string()
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
    if !available(Prerequisite::Chromium) {
        return;
    }
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
    assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER);
    for (action, at) in [("arrive:white", -121), ("arrive:black", -121)] {
        let res = admin.submit(&path, &format!("{path}/event"), &[("action", action), ("at", &local(at))]).await;
        assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER);
    }
    for (ply, san, at) in [("0", "e4", -119), ("1", "e5", -118)] {
        let res =
            admin.submit(&path, &format!("{path}/move"), &[("move", san), ("ply", ply), ("at", &local(at))]).await;
        assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER, "{san}");
    }
    let res =
        admin.submit(&path, &format!("{path}/event"), &[("action", "offer_draw:black"), ("at", &local(-117))]).await;
    assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER);

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
    // Claimed again, the game is over; correcting, the arbiter records White resigning after it: no effect.
    browser.click("button[value='claim_flag:black']").await;
    assert!(browser.wait_for("Game over: 0-1").await);
    browser.goto(&format!("{base}{path}?correct=1")).await;
    assert!(browser.wait_for("You are correcting the record").await);
    browser.click("button[value='resign:white']").await;
    assert!(browser.wait_for("No effect: the game had already ended (art. 6.9, at ").await);
    let source = browser.source().await;
    assert!(source.contains("Game over: 0-1") && source.contains("Lost on time (art. 6.9)"), "the end stays");
    fits_the_phone(&browser).await;
    browser.script("document.querySelector('.rulings').scrollIntoView(); return 0").await;
    shot(&browser, "no-effect").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn printouts_are_reached_from_the_round_and_players_pages() {
    if !available(Prerequisite::Chromium) {
        return;
    }
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

/// The defaults of a round (6.7.1) in the browser: the step lists the board and
/// the result it will set, and the browser holds the form until it is confirmed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn defaults_are_listed_and_confirmed() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let start = local(-30).replace('T', " ")[..16].to_string();
    let overrides = [("schedule", start.as_str()), ("default_time_minutes", "15")];
    let fields = crate::common::flows::tournament_fields("Late", "rr", &overrides);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = crate::common::location(&res).trim_start_matches("/t/").parse().unwrap();
    for k in 0..4 {
        add_player(&admin, tid, &format!("P{k}"), 2000 + k, "").await;
    }
    pair(&admin, tid).await;
    let round = format!("/t/{tid}/round/1");
    let boards = board_lines(&admin.page(&round).await);
    // Board 1: both came in time; board 2: only White.
    for (bid, side) in [(boards[0].id, "white"), (boards[0].id, "black"), (boards[1].id, "white")] {
        let path = format!("/t/{tid}/boards/{bid}/game");
        let fields = [("action", format!("arrive:{side}")), ("at", local(-29))];
        let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let res = admin.submit(&path, &format!("{path}/event"), &fields).await;
        assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER);
    }
    let base = format!("http://{}", app.addr);
    let browser = signed_in_admin(&base).await;
    browser.goto(&format!("{base}{round}")).await;
    let listed = browser.script("return document.querySelector('form.defaults ul').textContent").await;
    let listed = listed.as_str().unwrap().trim();
    assert!(listed.starts_with("Board 2: +/-. Arrived: White "), "the board, its result and why: {listed}");
    assert!(listed.contains("Black not recorded") && listed.contains("default time 15 min"), "{listed}");
    assert!(listed.ends_with("(Laws, art. 6.7.1)."), "{listed}");
    browser.click("form.defaults button").await;
    let held =
        browser.script("return document.querySelector('form.defaults input[name=confirm]').checkValidity()").await;
    assert_eq!(held, false, "not sent without the confirmation");
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        std::fs::write(format!("{dir}/defaults.png"), browser.screenshot().await).unwrap();
    }
    browser.click("form.defaults input[name=confirm]").await;
    browser.click("form.defaults button").await;
    let mut ruled = false;
    for _ in 0..50 {
        ruled = board_lines(&admin.page(&round).await)[1].selected == "+-";
        if ruled {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(ruled, "board 2 is won by default");
}

/// The round page reloads when another arbiter enters a result, but not
/// while this arbiter has chosen a result and not saved it yet.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_reload_keeps_an_unsaved_result() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Live", "rr").await;
    for k in 0..4 {
        add_player(&admin, tid, &format!("P{k}"), 2000 + k, "").await;
    }
    pair(&admin, tid).await;
    let base = format!("http://{}", app.addr);
    let browser = signed_in_admin(&base).await;
    browser.goto(&format!("{base}/t/{tid}/round/1")).await;
    // The page's first poll takes the state it shows.
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    let lines = || async { board_lines(&admin.page(&format!("/t/{tid}/round/1")).await) };
    let (first, second) = {
        let l = lines().await;
        (l[0].id, l[1].clone())
    };
    let chosen = |id: i32| format!("return document.querySelector('#b{id} select').value");
    // Another arbiter's result reloads the page: it shows on its own.
    assert_eq!(set_result(&admin, tid, 1, &second, "1-0").await.status(), reqwest::StatusCode::SEE_OTHER);
    assert!(reloaded_with(&browser, &chosen(second.id), "1-0").await, "the other result came in");
    // A result chosen here but not saved stops the reloads.
    let pick = format!(
        "const s = document.querySelector('#b{} select'); s.value = '0-1'; s.blur(); document.body.focus(); return 0",
        first
    );
    browser.script(&pick).await;
    let second = lines().await.into_iter().find(|l| l.id == second.id).unwrap();
    assert_eq!(set_result(&admin, tid, 1, &second, "1/2").await.status(), reqwest::StatusCode::SEE_OTHER);
    assert!(!reloaded_with(&browser, &chosen(second.id), "1/2").await, "no reload");
    assert_eq!(browser.script(&chosen(first)).await, "0-1", "the unsaved choice is still there");
}

/// Whether `script` returns `value` within 10 s (the page polls every 4 s).
async fn reloaded_with(browser: &Chromium, script: &str, value: &str) -> bool {
    for _ in 0..50 {
        if browser.script(script).await == value {
            return true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    false
}
