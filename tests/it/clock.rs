//! The clock and rulings of a followed game through the board page and the
//! round view, on SQLite and PostgreSQL: starting the clock, arrivals, timed
//! moves, a flag claim ruled with its article and withdrawn, illegal moves
//! and a wrong draw claim with their penalties, refusals that store nothing,
//! default time ruled for the whole round in one step, the event's game
//! mode, events after the end recorded without effect, and the incident file
//! replaying to the same ruling.

use crate::common::flows::{add_player, board_lines, create_tournament, tournament_fields};
use crate::common::{Backend, Browser, TestApp, html, location};
use arbiter::rulings::{Incident, replay};
use chrono::{Duration, Utc};
use reqwest::StatusCode;

/// Local (Europe/Moscow, UTC+3 all year) time `minutes` from the test's
/// start, as the time fields take it. One instant for the whole run, so the
/// differences between the times entered are exact.
pub(crate) fn local(minutes: i64) -> String {
    static START: std::sync::OnceLock<chrono::DateTime<Utc>> = std::sync::OnceLock::new();
    let start = *START.get_or_init(Utc::now);
    (start + Duration::hours(3) + Duration::minutes(minutes)).format("%Y-%m-%dT%H:%M:%S").to_string()
}

/// A 4-player round robin from `fields`, paired; returns (tournament id, board ids of round 1).
async fn paired(b: &Browser, fields: &[(&str, &str)]) -> (i32, Vec<i32>) {
    let res = b.submit("/tournaments/new", "/tournaments/new", fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "create tournament");
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    for (name, rating) in [("Alpha, A", 2400), ("Beta, B", 2300), ("Gamma, G", 2200), ("Delta, D", 2100)] {
        add_player(b, tid, name, rating, "").await;
    }
    let res = b.submit(&format!("/t/{tid}"), &format!("/t/{tid}/pair"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "pair");
    crate::common::flows::wait_for_pairing(b, &location(&res)).await;
    let lines = board_lines(&b.page(&format!("/t/{tid}/round/1")).await);
    (tid, lines.iter().map(|l| l.id).collect())
}

async fn classical(b: &Browser) -> (i32, Vec<i32>) {
    let tid = create_tournament(b, "Clocks", "rr").await;
    for (name, rating) in [("Alpha, A", 2400), ("Beta, B", 2300), ("Gamma, G", 2200), ("Delta, D", 2100)] {
        add_player(b, tid, name, rating, "").await;
    }
    crate::common::flows::pair(b, tid).await;
    let lines = board_lines(&b.page(&format!("/t/{tid}/round/1")).await);
    (tid, lines.iter().map(|l| l.id).collect())
}

fn game(tid: i32, bid: i32) -> String {
    format!("/t/{tid}/boards/{bid}/game")
}

pub(crate) async fn start_clock(b: &Browser, tid: i32, bid: i32, at: &str) {
    let path = game(tid, bid);
    let res = b.submit(&path, &format!("{path}/clock"), &[("at", at)]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "clock started");
}

async fn event(b: &Browser, tid: i32, bid: i32, fields: &[(&str, &str)]) -> reqwest::Response {
    let path = game(tid, bid);
    b.submit(&path, &format!("{path}/event"), fields).await
}

pub(crate) async fn ok_event(b: &Browser, tid: i32, bid: i32, fields: &[(&str, &str)]) {
    let res = event(b, tid, bid, fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "{fields:?}: {}", res.text().await.unwrap_or_default());
}

pub(crate) async fn timed_move(b: &Browser, tid: i32, bid: i32, san: &str, at: &str) -> reqwest::Response {
    let path = game(tid, bid);
    // A finished game's move form is behind the correction path.
    let page = b.page(&format!("{path}?correct=1")).await;
    let form = &page[page.find(r#"id="move-form""#).expect("move form")..];
    let ply = html::value_after(form, r#"name="ply" value=""#).expect("moves seen");
    b.submit(&path, &format!("{path}/move"), &[("move", san), ("ply", ply.as_str()), ("at", at)]).await
}

/// The two clocks as the page shows them (White, Black).
fn clocks(page: &str) -> (String, String) {
    let times: Vec<String> =
        page.split(r#"<span class="time">"#).skip(1).map(|s| s[..s.find('<').unwrap()].to_string()).collect();
    assert_eq!(times.len(), 2, "two clocks on the page");
    (times[0].clone(), times[1].clone())
}

/// The move list of a board page.
fn move_list(page: &str) -> &str {
    let list = &page[page.find(r#"class="movelist""#).expect("move list")..];
    &list[..list.find("</ol>").unwrap()]
}

fn log_entries(page: &str) -> usize {
    page.matches("/game/event/undo").count()
}

fn round_result(page: &str, bid: i32) -> String {
    board_lines(page).into_iter().find(|l| l.id == bid).unwrap().selected
}

async fn incident(b: &Browser, tid: i32, bid: i32) -> Incident {
    let res = b.get(&format!("/t/{tid}/boards/{bid}/incident.json")).await;
    assert_eq!(res.status(), StatusCode::OK);
    serde_json::from_str(&res.text().await.unwrap()).expect("the export reads as an incident file")
}

async fn flag_claim_is_ruled_with_its_article_and_can_be_withdrawn(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, boards) = classical(&admin).await;
    let bid = boards[0];
    let page = admin.page(&game(tid, bid)).await;
    assert!(page.contains("Start the clock") && !page.contains(r#"class="clocks""#), "no clock until started");
    // Events need the clock, except arrivals.
    let res = event(&admin, tid, bid, &[("action", "claim_flag:black")]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);

    start_clock(&admin, tid, bid, &local(-120)).await;
    ok_event(&admin, tid, bid, &[("action", "arrive:white"), ("at", &local(-121))]).await;
    ok_event(&admin, tid, bid, &[("action", "arrive:black"), ("at", &local(-121))]).await;
    assert_eq!(timed_move(&admin, tid, bid, "e4", &local(-119)).await.status(), StatusCode::SEE_OTHER);
    assert_eq!(timed_move(&admin, tid, bid, "e5", &local(-118)).await.status(), StatusCode::SEE_OTHER);
    ok_event(&admin, tid, bid, &[("action", "offer_draw:black"), ("at", &local(-117))]).await;
    assert!(admin.page(&game(tid, bid)).await.contains("Black has offered a draw."), "the offer is shown");
    // 90 minutes for 40 moves + 30 s a move: White's flag fell at 91:30 after the start.
    let page = admin.page(&game(tid, bid)).await;
    let (white, black) = clocks(&page);
    assert_eq!(white, "0:00:00");
    assert_eq!(black, "1:29:30", "90:00 - 1:00 + 0:30");
    assert!(page.contains("White&#39;s flag has fallen"), "flag shown");
    // White cannot claim the flag that fell on White's own clock.
    ok_event(&admin, tid, bid, &[("action", "claim_flag:white")]).await;
    let page = admin.page(&game(tid, bid)).await;
    assert!(page.contains("Claim rejected"), "the wrong claim is ruled on, not ignored");
    ok_event(&admin, tid, bid, &[("action", "claim_flag:black")]).await;
    let page = admin.page(&game(tid, bid)).await;
    assert!(page.contains("White loses; Black wins") && page.contains("art. 6.9"), "ruling with the article");
    // The game is over: its page shows the result and the ruling, not the controls of a game going on.
    assert!(page.contains("Game over: 0-1") && page.contains("Lost on time (art. 6.9)"), "result and termination");
    for live in [r#"id="move-form""#, "/game/takeback", "White to move", "Black has offered a draw", "offer_draw:"] {
        assert!(!page.contains(live), "{live} on a finished game's page");
    }
    assert!(page.contains("Correct the record") && log_entries(&page) == 0, "corrections only on request");
    let correcting = admin.page(&format!("{}?correct=1", game(tid, bid))).await;
    assert!(correcting.contains("You are correcting") && correcting.contains("/game/takeback"));
    assert_eq!(log_entries(&correcting), 5, "each log entry can be withdrawn");
    assert_eq!(round_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "0-1");
    // Russian-speaking arbiters read the rulings in Russian.
    admin.get("/lang/ru").await;
    let ru = admin.page(&game(tid, bid)).await;
    assert!(ru.contains("Поражение: Белые; победа: Чёрные") && ru.contains("ст. 6.9"), "rulings in Russian");
    assert!(ru.contains("Заявление отклонено: первым упал флажок заявившего (Белые)"));
    admin.get("/lang/en").await;
    // The game is over: another move is refused and nothing is stored, nor shown.
    let before = log_entries(&correcting);
    let res = timed_move(&admin, tid, bid, "Nf3", "").await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body = res.text().await.unwrap();
    assert!(body.contains("Not recorded") && body.contains("already over"), "{body}");
    assert!(!move_list(&body).contains("Nf3"), "the refused move is not on the move list");
    let page = admin.page(&format!("{}?correct=1", game(tid, bid))).await;
    assert_eq!(log_entries(&page), before);
    assert!(!move_list(&page).contains("Nf3"));
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("ruling: White loses; Black wins (6.9)"), "the ruling is audited");
    assert!(audit.contains("changed from none to 0-1 (Lost on time, art. 6.9)"), "{audit}");

    let pgn = admin.get(&format!("{}.pgn", game(tid, bid))).await.text().await.unwrap();
    assert!(pgn.contains("[Result \"0-1\"]") && pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
    // The incident file replays to the same ruling.
    let file = incident(&admin, tid, bid).await;
    assert_eq!(file.events.len(), 7, "two arrivals, two moves, an offer, two claims");
    let ruled = replay(&file).unwrap();
    assert_eq!((ruled.result_code(), ruled.article.as_deref()), ("0-1", Some("6.9")));

    // Withdrawing the claim (last entry of the log) withdraws the result.
    let id = page.rsplit(r#"name="id" value=""#).next().unwrap().split('"').next().unwrap().to_string();
    let path = game(tid, bid);
    let res = admin.submit(&path, &format!("{path}/event/undo"), &[("id", id.as_str())]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(round_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "*");
    // Anonymous visitors see the clocks but cannot record anything.
    let visitor = app.browser();
    let page = visitor.page(&game(tid, bid)).await;
    assert!(page.contains(r#"class="clocks""#) && !page.contains("/game/event"));
    let res = visitor.post(&format!("{path}/event"), &[("csrf", "x"), ("action", "claim_flag:black")]).await;
    assert!(res.status().is_client_error() || res.status() == StatusCode::SEE_OTHER);
    assert_eq!(round_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "*");
}

/// Board `index` of a fresh classical event, its clock started 10 minutes ago
/// with both players there.
async fn game_under_way(admin: &Browser, index: usize) -> (i32, i32) {
    let (tid, boards) = classical(admin).await;
    let bid = boards[index];
    start_clock(admin, tid, bid, &local(-10)).await;
    for side in ["white", "black"] {
        ok_event(admin, tid, bid, &[("action", &format!("arrive:{side}")), ("at", &local(-11))]).await;
    }
    (tid, bid)
}

async fn illegal_moves_and_a_wrong_draw_claim_cost_time(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, bid) = game_under_way(&admin, 1).await;
    // First illegal move by White (7.5.5): two minutes to Black.
    ok_event(&admin, tid, bid, &[("action", "illegal_move:white"), ("at", &local(-9))]).await;
    let page = admin.page(&game(tid, bid)).await;
    assert_eq!(clocks(&page).1, "1:32:00");
    assert!(page.contains("two minutes added to Black") && page.contains("art. 7.5.5"));
    // Black is not to move: refused, nothing stored.
    let before = log_entries(&page);
    let res = event(&admin, tid, bid, &[("action", "illegal_move:black")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("Black is not to move"));
    assert_eq!(log_entries(&admin.page(&game(tid, bid)).await), before);
    admin.get("/lang/ru").await;
    let res = event(&admin, tid, bid, &[("action", "illegal_move:black")]).await;
    assert!(
        res.text().await.unwrap().contains("Не записано: очередь хода не у игрока (Чёрные)"),
        "refusals in Russian"
    );
    admin.get("/lang/en").await;
    // Bad input: unknown action, bad time, a time to come, a bad written move.
    let later = local(30);
    for (fields, status) in [
        (vec![("action", "teleport:white")], StatusCode::UNPROCESSABLE_ENTITY),
        (vec![("action", "resign:white"), ("at", "yesterday")], StatusCode::UNPROCESSABLE_ENTITY),
        (vec![("action", "resign:white"), ("at", later.as_str())], StatusCode::UNPROCESSABLE_ENTITY),
        (
            vec![("action", "claim_draw:white"), ("draw_kind", "fifty"), ("intended", "Ke2")],
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (vec![("action", "adjust:white"), ("seconds", "soon")], StatusCode::UNPROCESSABLE_ENTITY),
    ] {
        let res = event(&admin, tid, bid, &fields).await;
        assert_eq!(res.status(), status, "{fields:?}");
    }
    assert_eq!(log_entries(&admin.page(&game(tid, bid)).await), before);
    // A wrong fifty-move claim with a written move: two more minutes for Black, the move is played (9.5.3).
    ok_event(
        &admin,
        tid,
        bid,
        &[("action", "claim_draw:white"), ("draw_kind", "fifty"), ("intended", "f2f3"), ("at", &local(-8))],
    )
    .await;
    let page = admin.page(&game(tid, bid)).await;
    assert!(move_list(&page).contains(">f3</a>"), "the written move is on the move list");
    assert!(clocks(&page).1.as_str() < "1:34:00", "Black's clock runs after f3");
    assert!(page.contains("the written move f3 is played") && page.contains("art. 9.5.3"));
    assert_eq!(timed_move(&admin, tid, bid, "e5", &local(-7)).await.status(), StatusCode::SEE_OTHER);
    // A take-back on a followed game: the game is ruled again without the move.
    let path = game(tid, bid);
    let page = admin.page(&path).await;
    let ply = html::value_after(&page[page.find("/game/takeback").unwrap()..], r#"name="ply" value=""#).unwrap();
    let res = admin.submit(&path, &format!("{path}/takeback"), &[("ply", ply.as_str())]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(!move_list(&admin.page(&path).await).contains(">e5</a>"));
    assert_eq!(timed_move(&admin, tid, bid, "e5", &local(-7)).await.status(), StatusCode::SEE_OTHER);
    // The incident has the written move once, in the claim, and replays in step with the record.
    let file = incident(&admin, tid, bid).await;
    let r = replay(&file).unwrap();
    assert_eq!(r.result_code(), "*");
    assert_eq!(r.plies, 2, "f3 and e5");
    // A pause, a correction, then the second illegal move by White loses (Black can mate: 2.g4 Qh4#).
    ok_event(&admin, tid, bid, &[("action", "pause"), ("at", &local(-6))]).await;
    assert!(admin.page(&game(tid, bid)).await.contains("The clock is paused."));
    ok_event(&admin, tid, bid, &[("action", "adjust:black"), ("seconds", "-60"), ("at", &local(-5))]).await;
    ok_event(&admin, tid, bid, &[("action", "resume"), ("at", &local(-5))]).await;
    ok_event(&admin, tid, bid, &[("action", "illegal_move:white")]).await;
    let page = admin.page(&game(tid, bid)).await;
    let rulings = &page[page.find(r#"class="rulings""#).unwrap()..];
    assert!(
        page.contains("White loses; Black wins") && page.contains("art. 7.5.5"),
        "{}",
        &rulings[..1500.min(rulings.len())]
    );
    assert_eq!(round_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "0-1");
    // Move times can be corrected, but not out of order.
    let res = admin.submit(&path, &format!("{path}/move-time"), &[("ply", "2"), ("at", &local(-20))]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
}

async fn default_time_is_ruled_for_the_round_in_one_step(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let start = local(-30).replace('T', " ")[..16].to_string();
    let fields = tournament_fields("Late", "rr", &[("schedule", start.as_str()), ("default_time_minutes", "15")]);
    let (tid, boards) = paired(&admin, &fields).await;
    let round = format!("/t/{tid}/round/1");
    let page = admin.page(&round).await;
    // Nobody recorded arrivals yet: the default time has run out, but nobody is known to be absent.
    assert!(page.contains("default time ran out at") && page.contains("record who came"));
    assert!(!page.contains("did not arrive") && !page.contains("/round/1/defaults"));
    let res = admin.submit(&round, &format!("/t/{tid}/round/1/defaults"), &[]).await;
    let back = crate::common::refused(&admin, res).await;
    assert!(back.contains("arrivals"), "no defaults without recorded arrivals: the reason is shown");
    assert!(board_lines(&admin.page(&round).await).iter().all(|l| l.selected == "*"));
    // Board 1: both came before the start. Board 2: only White, and Black after the default time.
    for (bid, side, minutes) in [(boards[0], "white", -31), (boards[0], "black", -29), (boards[1], "white", -20)] {
        let res = admin
            .submit(
                &round,
                &format!("/t/{tid}/boards/{bid}/game/event"),
                &[("action", &format!("arrive:{side}")), ("at", &local(minutes)), ("back", "round")],
            )
            .await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER);
        assert_eq!(location(&res), format!("{round}#b{bid}"), "back to the round view");
    }
    ok_event(&admin, tid, boards[1], &[("action", "arrive:black"), ("at", &local(-1))]).await;
    let page = admin.page(&round).await;
    assert!(page.contains("One board has a player who did not arrive"), "{page}");
    // The public view shows none of it.
    assert!(!app.browser().page(&round).await.contains("did not arrive"));
    // The step lists the boards and the results it will set, and asks once.
    assert!(page.contains("These boards get a result by default") && page.contains("Board 2: +/-"), "{page}");
    let listed = page.split(r#"name="boards" value=""#).nth(1).unwrap().split('"').next().unwrap().to_string();
    assert_eq!(listed, boards[1].to_string());
    let res = admin.submit(&round, &format!("/t/{tid}/round/1/defaults"), &[("boards", listed.as_str())]).await;
    assert!(crate::common::refused(&admin, res).await.contains("Tick the confirmation"));
    let fields = [("boards", listed.as_str()), ("confirm", "yes")];
    let res = admin.submit(&round, &format!("/t/{tid}/round/1/defaults"), &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&round).await;
    assert_eq!(round_result(&page, boards[0]), "*", "both present: the game goes on");
    assert_eq!(round_result(&page, boards[1]), "+-", "Black arrived after the default time");
    assert!(!page.contains("did not arrive"));
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("changed from none to +/- (6.7.1)"), "{audit}");
    // The incident file of that board rules the same way.
    let r = replay(&incident(&admin, tid, boards[1]).await).unwrap();
    assert_eq!((r.result_code(), r.article.as_deref()), ("+-", Some("6.7.1")));
}

async fn the_event_can_impose_the_rapid_rules(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let bad = tournament_fields("Mode", "rr", &[("game_mode", "bullet")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &bad).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("Choose standard, rapid or blitz"));
    let fields = tournament_fields("Mode", "rr", &[("game_mode", "rapid")]);
    let (tid, boards) = paired(&admin, &fields).await;
    assert!(admin.page(&format!("/t/{tid}")).await.contains("rapid; 40/5400"), "the overview names the mode in force");
    let bid = boards[0];
    start_clock(&admin, tid, bid, &local(-5)).await;
    ok_event(&admin, tid, bid, &[("action", "arrive:white"), ("at", &local(-6))]).await;
    ok_event(&admin, tid, bid, &[("action", "arrive:black"), ("at", &local(-6))]).await;
    ok_event(&admin, tid, bid, &[("action", "illegal_move:white"), ("at", &local(-4))]).await;
    let page = admin.page(&game(tid, bid)).await;
    assert!(page.contains("one minute added to Black"), "rapid: one minute (A.4.2)");
    assert_eq!(clocks(&page).1, "1:31:00");
    assert_eq!(incident(&admin, tid, bid).await.mode.as_deref(), Some("rapid"));
}

async fn only_the_tournaments_arbiters_touch_the_clock(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let fields = [("username", "bob"), ("password", "password-1"), ("password2", "password-1"), ("role", "arbiter")];
    let res = admin.submit("/admin/users", "/admin/users", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let bob = app.browser();
    bob.login("bob", "password-1").await;
    let (tid, boards) = classical(&admin).await;
    let bid = boards[0];
    start_clock(&admin, tid, bid, &local(-5)).await;
    let path = game(tid, bid);
    for (route, fields) in [
        (format!("{path}/clock"), vec![("at", "")]),
        (format!("{path}/event"), vec![("action", "arrive:white")]),
        (format!("{path}/event/undo"), vec![("id", "1")]),
        (format!("{path}/move-time"), vec![("ply", "1"), ("at", "")]),
        (format!("/t/{tid}/round/1/defaults"), vec![]),
    ] {
        let res = bob.submit(&path, &route, &fields).await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{route}");
    }
    let page = admin.page(&path).await;
    assert_eq!(log_entries(&page), 0, "nothing was recorded");
    // The clock's start (the only entry of this fresh database) cannot be withdrawn.
    let res = admin.submit(&path, &format!("{path}/event/undo"), &[("id", "1")]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(admin.page(&path).await.contains(r#"class="clocks""#));
}

async fn simultaneous_changes_to_one_board_are_ruled_one_after_the_other(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, bid) = game_under_way(&admin, 0).await;
    // Both players resign at once: one resignation ends the game, the other comes after the end and has no effect.
    let (a, b) = tokio::join!(
        event(&admin, tid, bid, &[("action", "resign:white")]),
        event(&admin, tid, bid, &[("action", "resign:black")])
    );
    assert_eq!([a.status(), b.status()], [StatusCode::SEE_OTHER, StatusCode::SEE_OTHER]);
    let page = admin.page(&format!("{}?correct=1", game(tid, bid))).await;
    assert_eq!(log_entries(&page), 4, "two arrivals and both resignations");
    assert!(!page.contains("cannot be replayed"));
    // Each was ruled on the log the other had left: the board has the replay's result.
    let ruled = replay(&incident(&admin, tid, bid).await).unwrap();
    let said: Vec<&str> = ruled.rulings.iter().map(|r| r.decision.as_str()).collect();
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(said[0].ends_with(" wins") && said[1].starts_with("No effect"), "{said:?}");
    assert_eq!(round_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), ruled.result_code());
}

/// The time of day of a [`local`] field value.
fn time_of(local: &str) -> &str {
    &local[11..]
}

async fn an_event_after_the_end_is_recorded_without_effect(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, bid) = game_under_way(&admin, 0).await;
    for (k, san) in ["f3", "e5", "g4", "Qh4#"].into_iter().enumerate() {
        let res = timed_move(&admin, tid, bid, san, &local(-9 + k as i64)).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "{san}");
    }
    let mated = local(-6);
    let page = admin.page(&game(tid, bid)).await;
    assert!(page.contains("Game over: 0-1") && page.contains("White checkmated"));
    assert!(!page.contains("claim_flag:white"), "no claims on a finished game's page");
    // Correcting the record, the arbiter notes that White then claimed Black's flag: recorded, without effect.
    let correcting = admin.page(&format!("{}?correct=1", game(tid, bid))).await;
    assert!(correcting.contains("claim_flag:white"), "the claims are there when correcting");
    ok_event(&admin, tid, bid, &[("action", "claim_flag:white")]).await;
    let no_effect = format!("No effect: the game had already ended (art. 5.1.1, at {})", time_of(&mated));
    let page = admin.page(&format!("{}?correct=1", game(tid, bid))).await;
    assert!(page.contains(&no_effect), "the ruling, with the end's local time");
    assert_eq!(log_entries(&page), 3, "two arrivals and the claim");
    assert!(page.contains("Game over: 0-1") && page.contains("Checkmate"), "the end stays");
    assert_eq!(round_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "0-1");
    admin.get("/lang/ru").await;
    let ru = admin.page(&game(tid, bid)).await;
    assert!(ru.contains(&format!("Без последствий: партия уже была окончена (ст. 5.1.1, в {})", time_of(&mated))));
    admin.get("/lang/en").await;
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains(&format!("ruling: {no_effect} (5.1.1)")), "the ruling is audited");
    // The incident file rules the same: the claim is its last event, without effect under 5.1.1.
    let file = incident(&admin, tid, bid).await;
    let ruled = replay(&file).unwrap();
    assert_eq!((ruled.result_code(), ruled.article.as_deref()), ("0-1", Some("5.1.1")));
    let last = ruled.rulings.last().unwrap();
    assert_eq!((last.event, last.article.as_str()), (file.events.len() - 1, "5.1.1"));
    assert!(last.decision.starts_with("No effect: the game had already ended (art. 5.1.1, at "), "{}", last.decision);
    // A result the arbiter entered otherwise stays when an event after the end is recorded.
    let line = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await).into_iter().find(|l| l.id == bid).unwrap();
    let res = crate::common::flows::set_result(&admin, tid, 1, &line, "1-0").await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    ok_event(&admin, tid, bid, &[("action", "offer_draw:black")]).await;
    assert_eq!(round_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "1-0");
    // A move after the end is still refused (the page has no move form after mate: the form as it was).
    let path = game(tid, bid);
    let res = admin.submit(&path, &format!("{path}/move"), &[("move", "Kf2"), ("ply", "4"), ("at", "")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body = res.text().await.unwrap();
    assert!(body.contains("The game is over") && !move_list(&body).contains("Kf2"), "refused, nothing stored");
}

/// A classical event's board 1 with its clock started two hours ago, both
/// players there a minute before, and `moves` played (SAN, minutes from now).
async fn clock_started_two_hours_ago(admin: &Browser, moves: &[(&str, i64)]) -> (i32, i32) {
    let (tid, boards) = classical(admin).await;
    let bid = boards[0];
    start_clock(admin, tid, bid, &local(-120)).await;
    ok_event(admin, tid, bid, &[("action", "arrive:white"), ("at", &local(-121))]).await;
    ok_event(admin, tid, bid, &[("action", "arrive:black"), ("at", &local(-121))]).await;
    for &(san, at) in moves {
        assert_eq!(timed_move(admin, tid, bid, san, &local(at)).await.status(), StatusCode::SEE_OTHER, "{san}");
    }
    (tid, bid)
}

/// The PGN of a game recorded with the clock carries, after each move, the
/// time left on the mover's clock (`[%clk h:mm:ss]`, as lichess and the
/// broadcast tools read it), in the board's file and the round's.
async fn the_pgn_carries_the_clock_after_each_move(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, bid) = clock_started_two_hours_ago(&admin, &[("e4", -119), ("e5", -118), ("Nf3", -115)]).await;
    let res = admin.get(&format!("/t/{tid}/boards/{bid}/game.pgn")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let pgn = res.text().await.unwrap();
    let games = arbiter::chess::pgn::parse(&pgn).expect("the file reads back");
    assert_eq!(games[0].moves.iter().map(|(san, _)| san.as_str()).collect::<Vec<_>>(), ["e4", "e5", "Nf3"]);
    // 90 minutes and 30 seconds a move from move 1 (40/5400+30): White thinks
    // 1 minute (1:29:30 left), Black 1 minute (1:29:30), White 3 more (1:27:00).
    let clocks = |text: &str| -> Vec<String> {
        text.split("[%clk ").skip(1).map(|s| s[..s.find(']').unwrap()].to_string()).collect()
    };
    assert_eq!(clocks(&pgn), ["1:29:30", "1:29:30", "1:27:00"], "{pgn}");
    let round = admin.get(&format!("/t/{tid}/games.pgn?round=1")).await.text().await.unwrap();
    assert_eq!(clocks(&round), ["1:29:30", "1:29:30", "1:27:00"], "{round}");
}

/// Issue 52, item 13: the arbiter calling a flag is logged in words, in
/// both languages (every page the tests read is also checked for a
/// missing message key, `Browser::page`).
async fn the_arbiter_calling_a_flag_is_logged_in_words(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    // White's flag fell at 91:30 after the start.
    let (tid, bid) = clock_started_two_hours_ago(&admin, &[("e4", -119), ("e5", -118)]).await;
    ok_event(&admin, tid, bid, &[("action", "claim_flag:arbiter")]).await;
    let page = html::text(&admin.page(&game(tid, bid)).await);
    assert!(page.contains("Flag claim: the arbiter"), "{page}");
    admin.get("/lang/ru?next=/").await;
    let page = html::text(&admin.page(&game(tid, bid)).await);
    assert!(page.contains("Заявление о флажке: судья"), "{page}");
}

on_both_backends!(
    the_arbiter_calling_a_flag_is_logged_in_words,
    the_pgn_carries_the_clock_after_each_move,
    an_event_after_the_end_is_recorded_without_effect,
    simultaneous_changes_to_one_board_are_ruled_one_after_the_other,
    only_the_tournaments_arbiters_touch_the_clock,
    flag_claim_is_ruled_with_its_article_and_can_be_withdrawn,
    illegal_moves_and_a_wrong_draw_claim_cost_time,
    default_time_is_ruled_for_the_round_in_one_step,
    the_event_can_impose_the_rapid_rules,
);
