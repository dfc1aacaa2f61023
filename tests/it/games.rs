//! Recording games move by move through the board page, on SQLite and
//! PostgreSQL: moves in any notation, illegal moves refused with the reason,
//! results set by the rules, take-back, PGN import and export, and a game
//! that survives a restart.

use crate::common::flows::{add_player, board_lines, create_tournament, pair, set_result};
use crate::common::{Backend, Browser, TestApp, html};
use reqwest::StatusCode;

/// A 4-player round robin, paired; returns (tournament id, board ids of round 1).
async fn tournament(b: &Browser) -> (i32, Vec<i32>) {
    let tid = create_tournament(b, "Recorded", "rr").await;
    for (name, rating) in [("Alpha, A", 2400), ("Beta, B", 2300), ("Gamma, G", 2200), ("Delta, D", 2100)] {
        add_player(b, tid, name, rating, "").await;
    }
    pair(b, tid).await;
    let lines = board_lines(&b.page(&format!("/t/{tid}/round/1")).await);
    (tid, lines.iter().map(|l| l.id).collect())
}

fn game_path(tid: i32, bid: i32) -> String {
    format!("/t/{tid}/boards/{bid}/game")
}

pub(crate) async fn play(b: &Browser, tid: i32, bid: i32, text: &str) -> reqwest::Response {
    let path = game_path(tid, bid);
    let page = b.page(&path).await;
    let ply = html::value_after(&page, r#"name="ply" value=""#).expect("move form");
    b.submit(&path, &format!("{path}/move"), &[("move", text), ("ply", ply.as_str())]).await
}

pub(crate) async fn play_all(b: &Browser, tid: i32, bid: i32, moves: &[&str]) {
    for m in moves {
        let res = play(b, tid, bid, m).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "move {m}");
    }
}

async fn set_start(b: &Browser, tid: i32, bid: i32, fen: &str) {
    let path = game_path(tid, bid);
    let res = b.submit(&path, &format!("{path}/start"), &[("fen", fen)]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "start position");
}

fn board_result(page: &str, bid: i32) -> String {
    board_lines(page).into_iter().find(|l| l.id == bid).unwrap().selected
}

async fn moves_are_recorded_and_checkmate_sets_the_result(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, boards) = tournament(&admin).await;
    let bid = boards[0];
    // Russian letters, long algebraic and plain SAN all work.
    play_all(&admin, tid, bid, &["f2f3", "e5", "g4"]).await;
    let res = play(&admin, tid, bid, "Фh4").await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&game_path(tid, bid)).await;
    assert!(page.contains("Checkmate") && page.contains("art. 5.1.1"), "the rules ended the game");
    for san in ["f3", "e5", "g4", "Qh4#"] {
        assert!(page.contains(&format!(">{san}</a>")), "move list has {san}");
    }
    assert!(!page.contains("/game/move\""), "no move form after the end");
    // A finished game shows its result, not the controls that cannot apply; the correction path keeps them.
    assert!(page.contains("Game over: 0-1") && !page.contains("White to move"), "result, no side to move");
    assert!(!page.contains("/game/takeback") && page.contains("?correct=1"), "take-back only when correcting");
    let correcting = admin.page(&format!("{}?correct=1", game_path(tid, bid))).await;
    assert!(correcting.contains("You are correcting") && correcting.contains("/game/takeback"));
    let visitor = app.browser().page(&format!("{}?correct=1", game_path(tid, bid))).await;
    assert!(!visitor.contains("/game/takeback") && !visitor.contains("?correct=1"), "no corrections for visitors");
    assert_eq!(board_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "0-1");
    // Another move is refused: the game is over.
    let path = game_path(tid, bid);
    let res = admin.submit(&path, &format!("{path}/move"), &[("move", "a3"), ("ply", "4")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("The game is over"));
    // Taking back the mate withdraws the result; the audit log has both.
    let res = admin.submit(&path, &format!("{path}/takeback"), &[("ply", "4")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(board_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "*");
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("half-move 4 (Qh4#) taken back"), "{audit}");
    // The ending and the article worded in the reader's language.
    assert!(audit.contains("changed from none to 0-1 (Checkmate, art. 5.1.1)"), "{audit}");
    // Any earlier position can be shown, for everyone.
    let visitor = app.browser();
    let page = visitor.page(&format!("{path}?ply=1")).await;
    assert!(page.contains("rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1"));
    assert!(!page.contains("name=\"move\""), "no move entry for visitors");
}

async fn illegal_moves_are_refused_with_the_reason(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, boards) = tournament(&admin).await;
    let bid = boards[1];
    // The knight on d2 is pinned by the bishop on b4.
    set_start(&admin, tid, bid, "rnbqk1nr/pppp1ppp/8/4p3/1b6/3P4/PPPNPPPP/R1BQKBNR w KQkq - 0 1").await;
    for (typed, reason) in [
        ("Nb3", "the knight on d2 is pinned"),
        ("Ke2", "Illegal move"),
        ("O-O", "the squares between the king and the rook are not empty"),
        ("Zf9", "is not a move"),
        ("Nf3", ""),
    ] {
        let res = play(&admin, tid, bid, typed).await;
        if reason.is_empty() {
            assert_eq!(res.status(), StatusCode::SEE_OTHER, "{typed} is legal");
            continue;
        }
        assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "{typed}");
        let page = res.text().await.unwrap();
        assert!(page.contains(reason), "{typed}: {reason}");
        assert!(page.contains(&format!(r#"name="move" value="{typed}""#)), "input kept");
    }
    let page = admin.page(&game_path(tid, bid)).await;
    assert!(
        page.contains(">Nf3</a>") && !page.contains(">Nb3</a>") && !page.contains(">Ke2</a>"),
        "only Nf3 was stored"
    );
    assert!(page.contains("rnbqk1nr/pppp1ppp/8/4p3/1b6/3P1N2/PPPNPPPP/R1BQKB1R b KQkq - 1 1"));
    // In Russian the reason is Russian.
    admin.get("/lang/ru?next=/").await;
    let res = play(&admin, tid, bid, "Nb3").await;
    assert!(res.text().await.unwrap().contains("Невозможный ход"));
    admin.get("/lang/en?next=/").await;
    // A stale form is a conflict, not a second move.
    let path = game_path(tid, bid);
    let res = admin.submit(&path, &format!("{path}/move"), &[("move", "e5"), ("ply", "0")]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
}

async fn dead_position_draws_by_itself(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, boards) = tournament(&admin).await;
    let bid = boards[0];
    set_start(&admin, tid, bid, "4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1").await;
    play_all(&admin, tid, bid, &["Kxd2"]).await;
    let page = admin.page(&game_path(tid, bid)).await;
    assert!(page.contains("Dead position") && page.contains("art. 5.2.2"));
    assert_eq!(board_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "1/2");
}

/// Issue 52, item 15: a game recorded move by move without a clock. The
/// board page offers the draw claim, the offer and the resignation; a
/// wrong threefold claim (the position stood twice) is ruled so, a right
/// one after the third occurrence draws the game (9.2), with its article.
async fn a_threefold_claim_needs_no_clock(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, boards) = tournament(&admin).await;
    let bid = boards[0];
    let path = game_path(tid, bid);
    play_all(&admin, tid, bid, &["Nf3", "Nf6", "Ng1", "Ng8"]).await;
    let page = admin.page(&path).await;
    assert!(page.contains(r#"id="draw-claim""#) && page.contains(r#"id="game-claims""#), "claims offered: {page}");
    assert!(!page.contains("claim_flag:"), "no flag without a clock");
    let claim = [("action", "claim_draw:white"), ("draw_kind", "threefold"), ("intended", "")];
    let res = admin.submit(&path, &format!("{path}/event"), &claim).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "a claim is logged without a clock");
    let page = html::text(&admin.page(&path).await);
    assert!(page.contains("art. 9.5.3"), "the position stood twice: a wrong claim: {page}");
    assert_eq!(board_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "*", "the game goes on");
    play_all(&admin, tid, bid, &["Nf3", "Nf6", "Ng1", "Ng8"]).await;
    let res = admin.submit(&path, &format!("{path}/event"), &claim).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = html::text(&admin.page(&path).await);
    assert!(page.contains("art. 9.2"), "a right claim draws: {page}");
    assert_eq!(board_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "1/2");
    let pgn = admin.page(&format!("/t/{tid}/games.pgn")).await;
    assert!(pgn.contains(r#"[Result "1/2-1/2"]"#) && !pgn.contains("%clk"), "no clock times without a clock: {pgn}");
    // A resignation after the draw changes nothing, and no ruling names a
    // time of day the record never had.
    let res = admin.submit(&path, &format!("{path}/event"), &[("action", "resign:black")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let said = "No effect: the game had already ended (art. 9.2)";
    let page = html::text(&admin.page(&path).await);
    assert!(page.contains(said) && !page.contains("00:00:0"), "{page}");
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains(said) && !audit.contains("00:00:0"), "{audit}");
    assert_eq!(board_result(&admin.page(&format!("/t/{tid}/round/1")).await, bid), "1/2");
}

async fn pgn_import_export_and_restart(backend: Backend) {
    let mut app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, boards) = tournament(&admin).await;
    let (first, second) = (boards[0], boards[1]);
    play_all(&admin, tid, first, &["e4", "e5", "Nf3", "Nc6", "Bb5"]).await;
    // Import: a bad game reports its first illegal move and saves nothing.
    let path = game_path(tid, second);
    let res = admin.submit(&path, &format!("{path}/pgn"), &[("pgn", "1. d4 d5 2. Ke3 Nf6 *")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Move 3 (Ke3) cannot be played"));
    // The pasted game is kept in its box, open, to be mended.
    assert!(page.contains(r#"spellcheck="false">1. d4 d5 2. Ke3 Nf6 *</textarea>"#), "{page}");
    // So is one refused for a control character, and a start position.
    let bell = "1. d4 {\u{7}} d5 *";
    let res = admin.submit(&path, &format!("{path}/pgn"), &[("pgn", bell)]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("U+0007") && page.contains(&format!(">{bell}</textarea>")), "{page}");
    let fen = "8/8/8/8/8/8/8/8\u{7} w - - 0 1";
    let res = admin.submit(&path, &format!("{path}/start"), &[("fen", fen)]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains(&format!(r#"name="fen" value="{fen}""#)), "{page}");
    let res = admin
        .submit(
            &path,
            &format!("{path}/pgn"),
            &[("pgn", "[Event \"x\"]\n\n1. d4 d5 2. c4 {QGD} e6 (2... c6) 3. Nc3 *")],
        )
        .await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);

    let pgn = admin.get(&format!("{}.pgn", game_path(tid, first))).await;
    assert_eq!(pgn.status(), StatusCode::OK);
    assert!(pgn.headers()["content-type"].to_str().unwrap().starts_with("application/x-chess-pgn"));
    let pgn = pgn.text().await.unwrap();
    for tag in [
        "[Event \"Recorded\"]",
        "[Round \"1\"]",
        "[Board \"1\"]",
        "[White \"Alpha, A\"]",
        "[Black \"Delta, D\"]",
        "[Result \"*\"]",
        "[WhiteElo \"2400\"]",
        "[TimeControl \"40/5400+30:1800+30\"]",
        "[Date \"2026.12.01\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in\n{pgn}");
    }
    assert!(pgn.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 *"));
    let all = admin.get(&format!("/t/{tid}/games.pgn")).await.text().await.unwrap();
    assert_eq!(all.matches("[Event ").count(), 2);
    assert!(all.contains("1. d4 d5 2. c4 e6 3. Nc3 *"));
    let round = admin.get(&format!("/t/{tid}/games.pgn?round=2")).await;
    assert_eq!(round.status(), StatusCode::CONFLICT, "no empty file for a round without recorded games");
    assert!(round.text().await.unwrap().contains("No games have been recorded in this round yet"));

    app.restart().await;
    let admin = app.browser();
    let again = admin.get(&format!("{}.pgn", game_path(tid, first))).await.text().await.unwrap();
    assert_eq!(again, pgn, "the stored game re-exports the same PGN after a restart");
    assert_eq!(admin.get(&format!("/t/{tid}/games.pgn")).await.text().await.unwrap(), all);
}

/// A result entered on the round page ends the game on its board page too;
/// the arbiter can still record the moves through the correction path.
async fn a_result_entered_on_the_round_page_ends_the_game(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, boards) = tournament(&admin).await;
    let bid = boards[0];
    play_all(&admin, tid, bid, &["e4"]).await;
    let round = format!("/t/{tid}/round/1");
    let line = board_lines(&admin.page(&round).await).into_iter().find(|l| l.id == bid).unwrap();
    let res = crate::common::flows::set_result(&admin, tid, 1, &line, "1-0").await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let path = game_path(tid, bid);
    let page = admin.page(&path).await;
    assert!(page.contains("Game over: 1-0") && page.contains("The result was entered by an arbiter"));
    assert!(!page.contains(r#"id="move-form""#) && !page.contains("/game/takeback") && !page.contains("Black to move"));
    assert!(!page.contains("/static/live.js"), "a finished game does not poll for changes");
    let correcting = admin.page(&format!("{path}?correct=1")).await;
    assert!(correcting.contains(r#"id="move-form""#) && correcting.contains("Black to move"));
    let res = admin.submit(&path, &format!("{path}/move"), &[("move", "e5"), ("ply", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "moves can still be recorded");
    assert!(admin.page(&path).await.contains(">e5</a>"));
    admin.get("/lang/ru?next=/").await;
    assert!(admin.page(&path).await.contains("Партия окончена: 1-0"));
}

/// Sends the same form `n` times at once (one CSRF token): the statuses.
async fn concurrently(b: &Browser, token_page: &str, path: &str, fields: &[(&str, &str)], n: usize) -> Vec<StatusCode> {
    let csrf = html::csrf(&b.page(token_page).await);
    let mut form: Vec<(String, String)> = vec![("csrf".into(), csrf)];
    form.extend(fields.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    let sends = (0..n).map(|_| {
        let (client, url, form) = (b.client.clone(), format!("{}{path}", b.base), form.clone());
        tokio::spawn(async move { client.post(url).form(&form).send().await.expect("POST").status() })
    });
    let mut statuses = Vec::new();
    for send in sends.collect::<Vec<_>>() {
        statuses.push(send.await.unwrap());
    }
    statuses
}

async fn stale_and_concurrent_writes_are_conflicts(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, boards) = tournament(&admin).await;
    let round = format!("/t/{tid}/round/1");
    // A game changed meanwhile: a stale move form and a burst of moves from the same position are conflicts.
    let bid = boards[0];
    let game = game_path(tid, bid);
    play_all(&admin, tid, bid, &["e4"]).await;
    let res = admin.submit(&game, &format!("{game}/takeback"), &[("ply", "0")]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT, "stale take-back");
    let statuses = concurrently(&admin, &game, &format!("{game}/move"), &[("move", "e5"), ("ply", "1")], 8).await;
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::SEE_OTHER).count(), 1, "{statuses:?}");
    assert!(statuses.iter().all(|s| [StatusCode::SEE_OTHER, StatusCode::CONFLICT].contains(s)), "{statuses:?}");
    assert!(admin.page(&game).await.contains(">e5</a>"));
    // A result saved from a stale form: 409 naming the result stored now, for a script too.
    let seen = board_lines(&admin.page(&round).await)[1].clone();
    assert_eq!(set_result(&admin, tid, 1, &seen, "1-0").await.status(), StatusCode::SEE_OTHER);
    let csrf = html::csrf(&admin.page(&round).await);
    let path = format!("{}/t/{tid}/boards/{}/result", admin.base, seen.id);
    let form = [("csrf", csrf.as_str()), ("result", "0-1"), ("version", seen.version.as_str())];
    let res = admin.client.post(&path).header("Accept", "application/json").form(&form).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("it is now 1-0"));
    admin.get("/lang/ru?next=/").await;
    let res = set_result(&admin, tid, 1, &seen, "0-1").await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("сейчас он 1-0"));
    admin.get("/lang/en?next=/").await;
    // A refused request from a script keeps its status and gets the reason as JSON, not a redirect.
    let res = admin
        .client
        .post(&path)
        .header("Accept", "application/json")
        .form(&[("csrf", csrf.as_str()), ("result", "2-0"), ("version", "1")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: serde_json::Value = res.json().await.unwrap();
    assert!(body["error"].as_str().is_some_and(|e| !e.is_empty()), "{body}");
    // The same result sent eight times at once (a button pressed again and again): it is saved once, with
    // one audit entry; the others find the board holding it already and change nothing. None is a 500.
    let line = board_lines(&admin.page(&round).await)[1].clone();
    let result_path = format!("/t/{tid}/boards/{}/result", line.id);
    let statuses =
        concurrently(&admin, &round, &result_path, &[("result", "1/2"), ("version", &line.version)], 8).await;
    assert!(statuses.iter().all(|s| *s == StatusCode::SEE_OTHER), "{statuses:?}");
    let now = board_lines(&admin.page(&round).await)[1].clone();
    assert_eq!(now.selected, "1/2");
    let seen: i32 = line.version.parse().unwrap();
    assert_eq!(now.version, (seen + 1).to_string(), "one write");
    let logged = result_entries(&admin, tid, line.board).await;
    assert_eq!(logged, ["changed from 1-0 to ½-½", "changed from none to 1-0"], "one entry for the eight");
}

/// The audit log's result changes of board `board` of round 1, newest first, from "changed" on.
async fn result_entries(b: &Browser, tid: i32, board: u32) -> Vec<String> {
    let rows = html::rows(&b.page(&format!("/t/{tid}/audit")).await, "<table");
    let prefix = format!("Result of round 1, board {board} ");
    rows.iter().filter_map(|r| r[2].strip_prefix(&prefix).map(str::to_string)).collect()
}

/// A result button pressed twice stores the result once: the second press
/// (with the version the page showed) changes nothing and is no conflict;
/// two arbiters entering different results at once: one is stored, the
/// other refused with 409 naming it.
async fn a_result_entered_twice_is_stored_once_and_a_different_one_is_a_conflict(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, _) = tournament(&admin).await;
    let round = format!("/t/{tid}/round/1");
    let seen = board_lines(&admin.page(&round).await)[0].clone();
    for press in 0..2 {
        assert_eq!(set_result(&admin, tid, 1, &seen, "1-0").await.status(), StatusCode::SEE_OTHER, "press {press}");
    }
    let now = board_lines(&admin.page(&round).await)[0].clone();
    assert_eq!(now.selected, "1-0");
    assert_eq!(now.version, (seen.version.parse::<i32>().unwrap() + 1).to_string(), "written once");
    assert_eq!(result_entries(&admin, tid, seen.board).await, ["changed from none to 1-0"]);
    // Two arbiters, the same board as they both saw it, different results at once.
    let seen = board_lines(&admin.page(&round).await)[1].clone();
    let csrf = html::csrf(&admin.page(&round).await);
    let url = format!("{}/t/{tid}/boards/{}/result", admin.base, seen.id);
    let send = |result: &'static str| {
        let (client, url, csrf, version) = (admin.client.clone(), url.clone(), csrf.clone(), seen.version.clone());
        tokio::spawn(async move {
            let form = [("csrf", csrf.as_str()), ("result", result), ("version", version.as_str())];
            let res = client.post(url).form(&form).send().await.expect("POST");
            (result, res.status(), res.text().await.unwrap_or_default())
        })
    };
    let (first, second) = (send("1-0"), send("0-1"));
    let answers = [first.await.unwrap(), second.await.unwrap()];
    let stored = board_lines(&admin.page(&round).await)[1].selected.clone();
    let saved: Vec<_> = answers.iter().filter(|a| a.1 == StatusCode::SEE_OTHER).collect();
    let refused: Vec<_> = answers.iter().filter(|a| a.1 == StatusCode::CONFLICT).collect();
    assert_eq!((saved.len(), refused.len()), (1, 1), "{:?}", answers.iter().map(|a| a.1).collect::<Vec<_>>());
    assert_eq!(stored, saved[0].0, "the first one's result is kept");
    let named = format!("it is now {}", saved[0].0);
    assert!(refused[0].2.contains(&named), "the second is told the first one's result: {}", refused[0].2);
    assert_eq!(result_entries(&admin, tid, seen.board).await.len(), 1, "one change in the log");
}

/// A proposed (unpublished) round's boards exist only for its arbiters, and
/// take no moves, PGN or clock until the round is published.
async fn a_proposed_rounds_boards_are_for_its_arbiters_only(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Drafted", "swiss").await;
    for (name, rating) in [("Alpha, A", 2400), ("Beta, B", 2300), ("Gamma, G", 2200), ("Delta, D", 2100)] {
        add_player(&admin, tid, name, rating, "").await;
    }
    pair(&admin, tid).await;
    let draft = admin.page(&format!("/t/{tid}/round/1")).await;
    let bid: i32 = html::value_after(&draft, r#"<tr id="b"#).expect("a proposed board").parse().unwrap();
    let path = game_path(tid, bid);
    let visitor = app.browser();
    assert_eq!(visitor.get(&path).await.status(), StatusCode::NOT_FOUND, "board page");
    assert_eq!(visitor.get(&format!("{path}/live")).await.status(), StatusCode::NOT_FOUND, "live endpoint");
    assert_eq!(admin.get(&path).await.status(), StatusCode::OK, "the arbiters see it");
    let res = play(&admin, tid, bid, "e4").await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("This board is in a proposed round"));
    let res = admin.submit(&path, &format!("{path}/pgn"), &[("pgn", "1. e4 e5 *")]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT, "no PGN either");
    assert!(!admin.page(&path).await.contains("1. e4"), "nothing stored");
}

on_both_backends!(
    a_proposed_rounds_boards_are_for_its_arbiters_only,
    a_result_entered_on_the_round_page_ends_the_game,
    moves_are_recorded_and_checkmate_sets_the_result,
    illegal_moves_are_refused_with_the_reason,
    dead_position_draws_by_itself,
    a_threefold_claim_needs_no_clock,
    pgn_import_export_and_restart,
    stale_and_concurrent_writes_are_conflicts,
    a_result_entered_twice_is_stored_once_and_a_different_one_is_a_conflict,
);
