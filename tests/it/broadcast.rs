//! A round's live feed for broadcasts, on SQLite and PostgreSQL: the PGN of
//! a round in progress read back (every board, tags, moves, clocks, `*` for
//! the games going on), one file per game, the DGT LiveChess JSON files in
//! the shapes lichess's relay reads, 304 for an unchanged feed and a new
//! ETag after a move, and nothing of a round before it is published. The
//! hall of boards drawn from the same feed: each game's diagram, last move,
//! clocks and result, a link to the game, in both languages; a 304 while
//! nothing changed; nothing of a round before it is published.

use crate::clock::{local, ok_event, start_clock, timed_move};
use crate::common::flows::{board_lines, create_tournament, pair, tournament_fields};
use crate::common::{Backend, Browser, TestApp, html, location};
use crate::games::play_all;
use arbiter::chess::pgn;
use reqwest::StatusCode;
use serde_json::Value;

/// Registers a player with a title and a FIDE id.
async fn player(b: &Browser, tid: i32, name: &str, rating: u32, title: &str, fide_id: &str) {
    let (path, rating) = (format!("/t/{tid}/players"), rating.to_string());
    let fields = [
        ("name", name),
        ("fide_rating", rating.as_str()),
        ("title", title),
        ("federation", "RUS"),
        ("fide_id", fide_id),
    ];
    let res = b.submit(&path, &path, &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "add player {name}");
}

/// A 6-player round robin, paired (every round published); returns the
/// tournament id and round 1's board ids in board order.
async fn round_robin(b: &Browser) -> (i32, Vec<i32>) {
    let tid = create_tournament(b, "Kazan Open", "rr").await;
    let players = [
        ("Alpha, Anna", 2500, "GM", "4100018"),
        ("Beta, Boris", 2400, "IM", "4100026"),
        ("Gamma, Gleb", 2300, "", "4100034"),
        ("Delta, Dina", 2200, "WFM", ""),
        ("Epsilon, Egor", 2100, "", ""),
        ("Zeta, Zoya", 2000, "", ""),
    ];
    for (name, rating, title, fide_id) in players {
        player(b, tid, name, rating, title, fide_id).await;
    }
    pair(b, tid).await;
    let lines = board_lines(&b.page(&format!("/t/{tid}/round/1")).await);
    assert_eq!(lines.len(), 3);
    (tid, lines.iter().map(|l| l.id).collect())
}

/// Round 1 in progress: board 1 played with the clock (three moves), board 2
/// not started, board 3 over (mate).
async fn round_in_progress(b: &Browser) -> (i32, Vec<i32>) {
    let (tid, boards) = round_robin(b).await;
    let bid = boards[0];
    start_clock(b, tid, bid, &local(-120)).await;
    ok_event(b, tid, bid, &[("action", "arrive:white"), ("at", &local(-121))]).await;
    ok_event(b, tid, bid, &[("action", "arrive:black"), ("at", &local(-121))]).await;
    for (san, at) in [("e4", -119), ("e5", -118), ("Nf3", -115)] {
        assert_eq!(timed_move(b, tid, bid, san, &local(at)).await.status(), StatusCode::SEE_OTHER, "{san}");
    }
    play_all(b, tid, boards[2], &["f3", "e5", "g4", "Qh4#"]).await;
    (tid, boards)
}

fn sans(game: &pgn::PgnGame) -> Vec<&str> {
    game.moves.iter().map(|(san, _)| san.as_str()).collect()
}

async fn the_feed_of_a_round_in_progress_reads_back(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, _) = round_in_progress(&admin).await;
    let visitor = app.browser();
    let res = visitor.get(&format!("/t/{tid}/round/1/games.pgn")).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("application/x-chess-pgn"));
    let text = res.text().await.unwrap();
    let games = pgn::parse(&text).expect("the feed reads back");
    assert_eq!(games.len(), 3, "every board, the one not started too:\n{text}");
    let rounds: Vec<_> = games.iter().map(|g| g.tag("Round").unwrap()).collect();
    assert_eq!(rounds, ["1.1", "1.2", "1.3"], "in board order");
    for g in &games {
        assert_eq!(g.tag("Event"), Some("Kazan Open"));
        assert_eq!(g.tag("Site"), Some("Kazan RUS"));
        assert_eq!(g.tag("Date"), Some("2026.12.01"));
        assert_eq!(g.tag("TimeControl"), Some("40/5400+30:1800+30"));
        assert!(g.tag("White").is_some() && g.tag("Black").is_some() && g.tag("WhiteElo").is_some());
        assert_eq!(pgn::replay(g, 1).expect("legal moves").moves().len(), g.moves.len());
    }
    // Round 1 of a 6-player round robin: 1-6, 2-5, 3-4 by pairing number.
    let first = &games[0];
    assert_eq!((first.tag("White"), first.tag("Black")), (Some("Alpha, Anna"), Some("Zeta, Zoya")));
    assert_eq!((first.tag("WhiteTitle"), first.tag("WhiteFideId")), (Some("GM"), Some("4100018")));
    assert_eq!(first.tag("BlackTitle"), None, "no title, no tag");
    assert_eq!(sans(first), ["e4", "e5", "Nf3"]);
    assert_eq!((first.tag("Result"), first.result.as_deref()), (Some("*"), Some("*")), "going on");
    let clocks: Vec<&str> = text.split("[%clk ").skip(1).map(|s| &s[..s.find(']').unwrap()]).collect();
    assert_eq!(clocks, ["1:29:30", "1:29:30", "1:27:00"], "the mover's clock after every move");
    let second = &games[1];
    assert_eq!((second.moves.len(), second.result.as_deref()), (0, Some("*")), "not started: tags only");
    assert_eq!((second.tag("WhiteTitle"), second.tag("WhiteFideId")), (Some("IM"), Some("4100026")));
    let third = &games[2];
    assert_eq!(sans(third), ["f3", "e5", "g4", "Qh4#"]);
    assert_eq!((third.tag("Result"), third.result.as_deref()), (Some("0-1"), Some("0-1")));

    // One file per game, the same text as its part of the round's.
    for n in 1..=3 {
        let one = visitor.get(&format!("/t/{tid}/round/1/game-{n}.pgn")).await;
        assert_eq!(one.status(), StatusCode::OK);
        let one = one.text().await.unwrap();
        assert!(text.contains(&one) && pgn::parse(&one).unwrap().len() == 1, "game {n}");
    }
    for bad in ["game-4.pgn", "game-0.pgn", "game-x.pgn", "game-99999999999.pgn", "game-4.json", "game-.json"] {
        let res = visitor.get(&format!("/t/{tid}/round/1/{bad}")).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{bad}");
    }
}

/// The DGT files, checked field by field against what lichess's relay
/// (modules/relay DgtJson) reads: the index's `pairings` with `white` and
/// `black` objects of optional strings `fname`, `mname`, `lname`, `title`
/// and an optional integer `fideid`, and an optional string `result` (a
/// missing result counts as finished there, so every game has one); a
/// game's `moves` as strings "SAN [seconds]", `result` a string, `clock` an
/// object of optional integers `white` and `black` and a required integer `time`.
async fn the_dgt_files_have_the_shapes_lichess_reads(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, _) = round_in_progress(&admin).await;
    let visitor = app.browser();
    let get_json = |file: &'static str| {
        let visitor = &visitor;
        async move {
            let res = visitor.get(&format!("/t/{tid}/round/1/{file}")).await;
            assert_eq!(res.status(), StatusCode::OK, "{file}");
            assert!(res.headers()["content-type"].to_str().unwrap().starts_with("application/json"));
            res.json::<Value>().await.unwrap()
        }
    };
    let index = get_json("round.json").await;
    assert_eq!(get_json("index.json").await, index, "both names lichess tries");
    let player_fields = ["fname", "mname", "lname", "title", "fideid"];
    let pairings = index["pairings"].as_array().expect("pairings");
    assert_eq!(pairings.len(), 3);
    for p in pairings {
        for side in ["white", "black"] {
            let player = p[side].as_object().expect("a player object");
            for (key, value) in player {
                assert!(player_fields.contains(&key.as_str()), "{key}: a field the relay reads");
                match key.as_str() {
                    "fideid" => assert!(value.as_i64().is_some_and(|v| i32::try_from(v).is_ok()), "an Int"),
                    _ => assert!(value.is_string(), "{key} is a string"),
                }
            }
        }
        assert!(p["result"].is_string(), "every pairing has its result");
    }
    assert!(index["date"].is_string());
    let first = &pairings[0]["white"];
    assert_eq!((&first["fname"], &first["lname"]), (&Value::from("Anna"), &Value::from("Alpha")));
    assert_eq!((&first["title"], &first["fideid"]), (&Value::from("GM"), &Value::from(4100018)));
    let results: Vec<&str> = pairings.iter().map(|p| p["result"].as_str().unwrap()).collect();
    assert_eq!(results, ["*", "*", "0-1"]);

    let game = get_json("game-1.json").await;
    assert_eq!(game["moves"], serde_json::json!(["e4 5370", "e5 5370", "Nf3 5220"]));
    assert_eq!(game["result"], "*");
    let clock = game["clock"].as_object().expect("a clock");
    assert_eq!((clock["white"].as_i64(), clock["black"].as_i64()), (Some(5220), Some(5370)));
    assert!(clock["time"].as_i64().is_some_and(|t| t > 1_700_000_000_000), "milliseconds since 1970");
    let not_started = get_json("game-2.json").await;
    assert_eq!(not_started["moves"], serde_json::json!([]));
    assert_eq!(not_started["result"], "*");
    let over = get_json("game-3.json").await;
    assert_eq!(over["moves"], serde_json::json!(["f3", "e5", "g4", "Qh4#"]));
    assert_eq!(over["result"], "0-1");
    assert!(over.get("clock").is_none(), "no clock followed");
}

async fn an_unchanged_feed_is_a_304_and_a_move_changes_its_etag(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, boards) = round_robin(&admin).await;
    let visitor = app.browser();
    let path = format!("/t/{tid}/round/1/games.pgn");
    let res = visitor.get(&path).await;
    assert_eq!(res.status(), StatusCode::OK);
    let etag = res.headers()["etag"].to_str().unwrap().to_string();
    assert!(res.headers().contains_key("last-modified"));
    let body = res.text().await.unwrap();
    let again = |tag: String| {
        let visitor = &visitor;
        let path = path.clone();
        async move {
            visitor.client.get(format!("{}{path}", visitor.base)).header("If-None-Match", tag).send().await.unwrap()
        }
    };
    let res = again(etag.clone()).await;
    assert_eq!(res.status(), StatusCode::NOT_MODIFIED, "unchanged");
    assert_eq!(res.headers()["etag"].to_str().unwrap(), etag);
    assert!(res.text().await.unwrap().is_empty());
    // Compressed when asked, with the same validator.
    let res =
        visitor.client.get(format!("{}{path}", visitor.base)).header("Accept-Encoding", "gzip").send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-encoding"], "gzip");
    assert_eq!(res.headers()["etag"].to_str().unwrap(), etag);

    play_all(&admin, tid, boards[0], &["d4"]).await;
    let res = again(etag.clone()).await;
    assert_eq!(res.status(), StatusCode::OK, "a move changes the feed");
    let new_etag = res.headers()["etag"].to_str().unwrap().to_string();
    assert_ne!(new_etag, etag);
    let text = res.text().await.unwrap();
    assert_ne!(text, body);
    assert!(text.contains("1. d4 *"), "{text}");
    assert_eq!(again(new_etag.clone()).await.status(), StatusCode::NOT_MODIFIED);
    // The game's own files follow too.
    let one = visitor.get(&format!("/t/{tid}/round/1/game-1.json")).await;
    let tag = one.headers()["etag"].to_str().unwrap().to_string();
    assert_eq!(one.json::<Value>().await.unwrap()["moves"], serde_json::json!(["d4"]));
    let res = visitor
        .client
        .get(format!("{}/t/{tid}/round/1/game-1.json", visitor.base))
        .header("If-None-Match", tag)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_MODIFIED);
}

/// A 5-player Swiss whose first round is proposed, not published.
async fn proposed_swiss(admin: &Browser) -> i32 {
    let fields = tournament_fields("Swiss Open", "swiss", &[("rounds", "3")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    for k in 0..5u32 {
        player(admin, tid, &format!("Player{k}, P"), 2000 - 100 * k, "", "").await;
    }
    pair(admin, tid).await;
    tid
}

async fn a_round_is_not_in_the_feed_before_it_is_published(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = proposed_swiss(&admin).await;
    let visitor = app.browser();
    let files = ["games.pgn", "round.json", "index.json", "game-1.pgn", "game-1.json"];
    for file in files {
        let res = visitor.get(&format!("/t/{tid}/round/1/{file}")).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "proposed, not published: {file}");
    }
    for path in ["round/9/games.pgn", "round/0/round.json", "round/x/games.pgn", "round/-1/games.pgn"] {
        assert_eq!(visitor.get(&format!("/t/{tid}/{path}")).await.status(), StatusCode::NOT_FOUND, "{path}");
    }
    assert_eq!(visitor.get("/t/99999/round/1/games.pgn").await.status(), StatusCode::NOT_FOUND);
    let round1 = format!("/t/{tid}/round/1");
    assert_eq!(admin.submit(&round1, &format!("{round1}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let res = visitor.get(&format!("/t/{tid}/round/1/games.pgn")).await;
    assert_eq!(res.status(), StatusCode::OK, "published");
    let games = pgn::parse(&res.text().await.unwrap()).unwrap();
    assert_eq!(games.len(), 2, "five players: two games; the bye is not a game");
    let index: Value = visitor.get(&format!("/t/{tid}/round/1/round.json")).await.json().await.unwrap();
    assert_eq!(index["pairings"].as_array().unwrap().len(), 2);
    assert_eq!(visitor.get(&format!("/t/{tid}/round/1/game-3.json")).await.status(), StatusCode::NOT_FOUND, "the bye");
}

/// The hall's boards by their number: each one's raw HTML.
fn hall_boards(page: &str) -> Vec<(u32, String)> {
    page.split(r#"<li id="board-"#)
        .skip(1)
        .map(|item| {
            let (n, rest) = item.split_once('"').unwrap();
            (n.parse().unwrap(), rest[..rest.find("</li>").unwrap()].to_string())
        })
        .collect()
}

/// The text of the element of class `class` in `fragment`, if there is one.
fn text_of(fragment: &str, class: &str) -> Option<String> {
    let start = fragment.find(&format!(r#"class="{class}""#))?;
    let end = fragment[start..].find("</span>")? + start;
    Some(html::text(&format!("<{}", &fragment[start..end])))
}

async fn the_hall_of_boards_shows_the_round_in_progress(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (tid, bids) = round_in_progress(&admin).await;
    let path = format!("/t/{tid}/round/1/boards");
    assert!(admin.page(&format!("/t/{tid}/round/1")).await.contains(&format!(r#"href="{path}""#)), "linked");
    assert!(admin.page(&format!("/t/{tid}")).await.contains(&format!(r#"href="{path}""#)), "linked");
    let visitor = app.browser();
    let res = visitor.get(&path).await;
    assert_eq!(res.status(), StatusCode::OK);
    let etag = res.headers()["etag"].to_str().unwrap().to_string();
    let page = res.text().await.unwrap();
    assert!(page.contains(r#"<noscript><meta http-equiv="refresh" content="30"></noscript>"#), "reloads without JS");
    assert!(page.contains(r#"<script src="/static/boards.js" defer></script>"#));
    assert!(html::text(&page).contains("Round 1: live boards"));
    let boards = hall_boards(&page);
    assert_eq!(boards.iter().map(|b| b.0).collect::<Vec<_>>(), [1, 2, 3], "every game, in board order");
    for ((_, b), bid) in boards.iter().zip(&bids) {
        assert!(b.contains(&format!(r#"href="/t/{tid}/boards/{bid}/game""#)), "links to its game: {b}");
    }

    // Board 1: 1. e4 e5 2. Nf3 with the clock.
    let one = &boards[0].1;
    assert!(one.contains(r#"role="img" aria-label="Board 1: the position after 2. Nf3""#), "{one}");
    assert!(one.contains(r#"<text x="5.5" y="5.5" class="hb-w">♘</text>"#), "the knight on f3: {one}");
    assert!(one.contains(r#"<text x="4.5" y="3.5" class="hb-b">♟</text>"#), "the pawn on e5");
    assert!(!one.contains(r#"<text x="6.5" y="7.5""#), "g1 empty");
    assert_eq!(one.matches("<text ").count(), 32, "every piece");
    assert!(one.contains(r#"<rect x="6" y="7" width="1" height="1" class="hb-last"/>"#), "from g1");
    assert!(one.contains(r#"<rect x="5" y="5" width="1" height="1" class="hb-last"/>"#), "to f3");
    assert_eq!(text_of(one, "hb-move").as_deref(), Some("2. Nf3"));
    assert_eq!(text_of(one, "hb-result").as_deref(), Some("playing"));
    let clocks: Vec<String> = one
        .split(r#"class="hb-clock""#)
        .skip(1)
        .map(|c| html::text(&format!("<{}", &c[..c.find("</span>").unwrap()])))
        .collect();
    assert_eq!(clocks, ["1:29:30", "1:27:00"], "Black's clock above the board, White's below");
    assert!(html::text(one).contains("GM Alpha, Anna 2500"), "{}", html::text(one));
    assert!(html::text(one).contains("Zeta, Zoya 2000"));

    // Board 2: no game recorded: players and result only.
    let two = &boards[1].1;
    assert!(!two.contains("<svg"), "no diagram without a game");
    assert_eq!(text_of(two, "hb-result").as_deref(), Some("not started"));
    assert_eq!(text_of(two, "hb-move").as_deref(), Some(""));
    assert!(!two.contains("hb-clock"));
    assert!(html::text(two).contains("IM Beta, Boris 2400"));

    // Board 3: mated, without the clock.
    let three = &boards[2].1;
    assert!(three.contains(r#"aria-label="Board 3: the position after 2... Qh4#""#), "{three}");
    assert!(three.contains(r#"<text x="7.5" y="4.5" class="hb-b">♛</text>"#), "the queen on h4");
    assert_eq!(text_of(three, "hb-result").as_deref(), Some("0-1"));
    assert!(!three.contains("hb-clock"), "no clock kept");

    // Unchanged: a 304; a move: a new version with the move.
    let again = |tag: String| {
        let (visitor, path) = (&visitor, &path);
        async move {
            let url = format!("{}{path}", visitor.base);
            visitor.client.get(url).header("If-None-Match", tag).send().await.unwrap()
        }
    };
    let res = again(etag.clone()).await;
    assert_eq!(res.status(), StatusCode::NOT_MODIFIED);
    assert!(res.text().await.unwrap().is_empty());
    play_all(&admin, tid, bids[1], &["d4"]).await;
    let res = again(etag.clone()).await;
    assert_eq!(res.status(), StatusCode::OK, "a move changes the page");
    assert_ne!(res.headers()["etag"].to_str().unwrap(), etag);
    let page = res.text().await.unwrap();
    let two = &hall_boards(&page)[1].1;
    assert_eq!(text_of(two, "hb-move").as_deref(), Some("1. d4"));
    assert_eq!(text_of(two, "hb-result").as_deref(), Some("playing"));
    assert!(two.contains(r#"<text x="3.5" y="4.5" class="hb-w">♙</text>"#), "the pawn on d4");

    // In Russian: the words and the piece letters.
    visitor.get("/lang/ru?next=/").await;
    let res = visitor.get(&path).await;
    let ru_tag = res.headers()["etag"].to_str().unwrap().to_string();
    let page = res.text().await.unwrap();
    assert!(page.starts_with("<!doctype html>\n<html lang=\"ru\">"));
    assert!(html::text(&page).contains("Тур 1: доски в прямом эфире"));
    let boards = hall_boards(&page);
    assert!(boards[0].1.contains(r#"aria-label="Доска 1: позиция после 2. Кf3""#), "{}", boards[0].1);
    assert_eq!(text_of(&boards[0].1, "hb-result").as_deref(), Some("идёт"));
    assert_eq!(text_of(&boards[2].1, "hb-move").as_deref(), Some("2... Фh4#"));
    assert_ne!(ru_tag, etag, "one version per language");
}

async fn the_hall_of_boards_waits_for_the_round_to_be_published(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = proposed_swiss(&admin).await;
    let visitor = app.browser();
    for who in [&visitor, &admin] {
        let res = who.get(&format!("/t/{tid}/round/1/boards")).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "proposed, not published: not public, its arbiter too");
    }
    for round in ["0", "2", "9", "x", "-1", "99999999999"] {
        let res = visitor.get(&format!("/t/{tid}/round/{round}/boards")).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{round}");
    }
    assert_eq!(visitor.get("/t/99999/round/1/boards").await.status(), StatusCode::NOT_FOUND);
    let round1 = format!("/t/{tid}/round/1");
    assert_eq!(admin.submit(&round1, &format!("{round1}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let page = visitor.page(&format!("/t/{tid}/round/1/boards")).await;
    let boards = hall_boards(&page);
    assert_eq!(boards.len(), 2, "five players: two games; the bye is not a board of the hall");
    assert!(
        boards.iter().all(|(_, b)| !b.contains("<svg") && text_of(b, "hb-result").as_deref() == Some("not started"))
    );
}

on_both_backends!(
    the_hall_of_boards_shows_the_round_in_progress,
    the_hall_of_boards_waits_for_the_round_to_be_published,
    the_feed_of_a_round_in_progress_reads_back,
    the_dgt_files_have_the_shapes_lichess_reads,
    an_unchanged_feed_is_a_304_and_a_move_changes_its_etag,
    a_round_is_not_in_the_feed_before_it_is_published,
);
