//! A round's live feed for broadcasts, on SQLite and PostgreSQL: the PGN of
//! a round in progress read back (every board, tags, moves, clocks, `*` for
//! the games going on), one file per game, the DGT LiveChess JSON files in
//! the shapes lichess's relay reads, 304 for an unchanged feed and a new
//! ETag after a move, and nothing of a round before it is published.

use crate::clock::{local, ok_event, start_clock, timed_move};
use crate::common::flows::{board_lines, create_tournament, pair, tournament_fields};
use crate::common::{Backend, Browser, TestApp, location};
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

async fn a_round_is_not_in_the_feed_before_it_is_published(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let fields = tournament_fields("Swiss Open", "swiss", &[("rounds", "3")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    for k in 0..5u32 {
        player(&admin, tid, &format!("Player{k}, P"), 2000 - 100 * k, "", "").await;
    }
    pair(&admin, tid).await;
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

on_both_backends!(
    the_feed_of_a_round_in_progress_reads_back,
    the_dgt_files_have_the_shapes_lichess_reads,
    an_unchanged_feed_is_a_304_and_a_move_changes_its_etag,
    a_round_is_not_in_the_feed_before_it_is_published,
);
