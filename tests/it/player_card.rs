//! What a player looks up on a phone: the player card (every round with
//! board, colour, opponent, result and points), the name filter of the
//! players, pairings and standings pages, and the live token that makes the
//! round and standings pages reload when results come in.

use crate::common::flows::{add_player, board_lines, create_tournament, finished_swiss, pair, set_result, upload_trf};
use crate::common::html::{raw_rows, rows, text};
use crate::common::{Backend, TestApp, location};
use reqwest::StatusCode;
use std::collections::HashMap;

/// One round of a card as the page shows it.
#[derive(Debug, Clone)]
pub struct CardLine {
    pub round: u32,
    pub board: String,
    pub colour: String,
    pub opponent: Option<u32>,
    pub result: String,
    pub points: String,
}

/// The rounds of a player's card.
pub fn card_lines(page: &str) -> Vec<CardLine> {
    raw_rows(page, r#"<table class="card""#)
        .into_iter()
        .map(|(_, cells)| {
            let opponent = cells[3]
                .split("/standings/")
                .nth(1)
                .map(|rest| rest.split(['?', '"']).next().unwrap().parse().unwrap());
            CardLine {
                round: text(&cells[0]).parse().unwrap(),
                board: text(&cells[1]),
                colour: text(&cells[2]),
                opponent,
                result: text(&cells[4]),
                points: text(&cells[5]),
            }
        })
        .collect()
}

/// What the other side's card says of the same game.
fn mirrored(result: &str) -> &str {
    match result {
        "1" => "0",
        "0" => "1",
        "+" => "−",
        "−" => "+",
        other => other,
    }
}

async fn every_round_of_every_player_is_on_the_card(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let res = upload_trf(&admin, &finished_swiss()).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    let visitor = app.browser();
    let standings = visitor.page(&format!("/t/{tid}/standings")).await;
    let points: HashMap<u32, String> = rows(&standings, r#"<table class="standings""#)
        .into_iter()
        .map(|cells| (cells[1].parse().unwrap(), cells[6].clone()))
        .collect();
    assert_eq!(points.len(), 25);
    let mut cards = HashMap::new();
    for no in 1..=25u32 {
        let res = visitor.get(&format!("/t/{tid}/standings/{no}")).await;
        assert_eq!(res.status(), StatusCode::OK);
        let lines = card_lines(&res.text().await.unwrap());
        assert_eq!(lines.iter().map(|l| l.round).collect::<Vec<_>>(), [1, 2, 3, 4, 5], "player {no}: every round");
        assert_eq!(&lines[4].points, &points[&no], "player {no}: points after the last round as in the standings");
        cards.insert(no, lines);
    }
    // Each game is on both cards: same board, the other colour, the mirrored result.
    let mut byes = 0;
    for (no, lines) in &cards {
        for l in lines {
            let Some(o) = l.opponent else {
                byes += 1;
                assert!(l.board.is_empty() && l.colour.is_empty(), "a bye has no board: {l:?}");
                continue;
            };
            let theirs = &cards[&o][l.round as usize - 1];
            assert_eq!(theirs.opponent, Some(*no), "round {}: {no} and {o} met", l.round);
            assert_eq!(theirs.board, l.board);
            assert_ne!(theirs.colour, l.colour);
            assert_eq!(theirs.result, mirrored(&l.result));
        }
    }
    assert!(byes > 0, "the odd field has byes");
    // Names lead to the card from the players, pairings, standings and crosstable pages.
    for page in ["players", "round/1", "standings", "crosstable"] {
        let html = visitor.page(&format!("/t/{tid}/{page}")).await;
        assert!(html.contains(&format!(r#"href="/t/{tid}/standings/1"#)), "{page} links the names");
    }
}

async fn the_name_filter_finds_a_player(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Filter", "swiss").await;
    let names = ["Фёдоров, Пётр", "Petrov, Ivan", "Sidorova, Anna", "Kuznetsov, Oleg", "Orlov, Pavel", "Volkova, Yana"];
    for (k, name) in names.iter().enumerate() {
        add_player(&admin, tid, name, 2300 - 10 * k as u32, "").await;
    }
    let players = admin.page(&format!("/t/{tid}/players?q=%D0%A4%D0%95%D0%94%D0%9E%D0%A0")).await; // "ФЕДОР"
    let listed: Vec<String> = rows(&players, r#"<table class="players""#).into_iter().map(|c| c[1].clone()).collect();
    assert_eq!(listed, ["Фёдоров, Пётр"], "any case, ё typed as е");
    pair(&admin, tid).await;
    let round1 = format!("/t/{tid}/round/1");
    assert_eq!(admin.submit(&round1, &format!("{round1}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let round = admin.page(&format!("/t/{tid}/round/1?q=sidorova")).await;
    let boards = board_lines(&round);
    assert_eq!(boards.len(), 1, "only Sidorova's board");
    assert!(text(&round).contains("Sidorova, Anna"));
    let all = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
    assert_eq!(all.len(), 3);
    let by_number = board_lines(&admin.page(&format!("/t/{tid}/round/1?q=2")).await);
    assert!(by_number.len() == 1 && (by_number[0].white == 2 || by_number[0].black == Some(2)), "pairing number 2");
    for line in &all {
        set_result(&admin, tid, 1, line, "1-0").await;
    }
    let visitor = app.browser();
    let standings = visitor.page(&format!("/t/{tid}/standings?round=1&q=ov")).await;
    let listed: Vec<String> =
        rows(&standings, r#"<table class="standings""#).into_iter().map(|c| c[2].clone()).collect();
    let expected: Vec<&str> = names.iter().copied().filter(|n| n.to_lowercase().contains("ov")).collect();
    assert_eq!(listed.len(), expected.len(), "{listed:?}");
    assert!(listed.iter().all(|n| expected.contains(&n.as_str())));
    assert!(standings.contains(r#"name="round" value="1""#), "the filter keeps the round");
}

async fn the_live_token_changes_with_a_result(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Live", "rr").await;
    for k in 0..4 {
        add_player(&admin, tid, &format!("P{k}"), 2000 + k, "").await;
    }
    pair(&admin, tid).await;
    let visitor = app.browser();
    let before = visitor.page(&format!("/t/{tid}/live")).await;
    assert_eq!(before, visitor.page(&format!("/t/{tid}/live")).await, "steady while nothing changes");
    let line = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await)[0].clone();
    set_result(&admin, tid, 1, &line, "1-0").await;
    assert_ne!(visitor.page(&format!("/t/{tid}/live")).await, before, "a result changes it");
    for page in [format!("/t/{tid}/round/1"), format!("/t/{tid}/standings")] {
        assert!(visitor.page(&page).await.contains(&format!(r#"data-live="/t/{tid}/live""#)), "{page} polls");
    }
    assert_eq!(visitor.get("/t/9999/live").await.status(), StatusCode::NOT_FOUND);
}

on_both_backends!(
    every_round_of_every_player_is_on_the_card,
    the_name_filter_finds_a_player,
    the_live_token_changes_with_a_result
);
