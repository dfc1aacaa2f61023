//! A complete round robin driven through the browser pages, on SQLite and PostgreSQL:
//! set-up, sign-in, registration, pairing by the Berger tables, every result
//! (forfeits and a double forfeit included), standings and crosstable.

use crate::common::flows::{add_player, board_lines, create_tournament, pair, set_result};
use crate::common::{Backend, TestApp, html, location};
use reqwest::StatusCode;
use std::collections::BTreeMap;

/// Results cycle through these; specific boards get forfeits.
const CYCLE: [&str; 3] = ["1-0", "1/2", "0-1"];

fn choose(round: u32, board: u32) -> &'static str {
    match (round, board) {
        (2, 2) => "+-",
        (3, 3) => "--",
        (4, 2) => "-+",
        _ => CYCLE[((round + board) % 3) as usize],
    }
}

/// Points in tenths for (white, black) under 1 / ½ / 0 with forfeit loss 0.
fn points(code: &str) -> (i32, i32) {
    match code {
        "1-0" | "+-" => (10, 0),
        "1/2" => (5, 5),
        "0-1" | "-+" => (0, 10),
        "--" => (0, 0),
        _ => unreachable!(),
    }
}

fn cell(code: &str, white: bool) -> &'static str {
    match (code, white) {
        ("1-0", true) | ("0-1", false) => "1",
        ("1-0", false) | ("0-1", true) => "0",
        ("1/2", _) => "½",
        ("+-", true) | ("-+", false) => "+",
        ("+-", false) | ("-+", true) | ("--", _) => "-",
        _ => unreachable!(),
    }
}

fn tenths_to_text(t: i32) -> String {
    match (t / 10, t % 10) {
        (w, 0) => w.to_string(),
        (0, 5) => "½".into(),
        (w, 5) => format!("{w}½"),
        _ => unreachable!(),
    }
}

async fn run_round_robin(backend: Backend, players: u32) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Club Championship", "rr").await;
    // Registered in scrambled order; FIDE order is by rating, so player with
    // rating 2500 - 10*k must get pairing number k+1.
    let mut order: Vec<u32> = (0..players).collect();
    order.reverse();
    order.swap(0, players as usize / 2);
    for k in order {
        add_player(&admin, tid, &format!("Player{:02}, Test", k + 1), 2500 - 10 * k, "").await;
    }
    let target = pair(&admin, tid).await;
    assert_eq!(target, format!("/t/{tid}/round/1"));

    let rounds = if players.is_multiple_of(2) { players - 1 } else { players };
    let mut expected: BTreeMap<u32, i32> = (1..=players).map(|n| (n, 0)).collect();
    let mut cells: BTreeMap<(u32, u32), &str> = BTreeMap::new();
    let mut rests: BTreeMap<u32, u32> = BTreeMap::new();
    for round in 1..=rounds {
        let page = admin.page(&format!("/t/{tid}/round/{round}")).await;
        let lines = board_lines(&page);
        assert_eq!(lines.len() as u32, players.div_ceil(2), "boards in round {round}");
        if round == 1 {
            // Berger table round 1: row r has r against n+1-r. An odd field's
            // row 1 is the rest (against the phantom n): the games take boards
            // 1.. in table order and the rest is listed after them.
            let n = players + players % 2;
            let odd = players % 2;
            for l in &lines {
                let row = if l.black.is_none() { 1 } else { l.board + odd };
                let other = n + 1 - row;
                assert_eq!((l.white, l.black), (row, (other <= players).then_some(other)));
            }
            assert_eq!(lines.last().unwrap().black.is_none(), odd == 1, "the rest is after the boards");
            assert_eq!(lines.iter().map(|l| l.board).collect::<Vec<_>>(), (1..=lines.len() as u32).collect::<Vec<_>>());
        }
        for l in &lines {
            let Some(black) = l.black else {
                assert!(l.result_text.contains("rests"), "rest round shown: {}", l.result_text);
                *rests.entry(l.white).or_default() += 1;
                continue;
            };
            let code = choose(round, l.board);
            let res = set_result(&admin, tid, round, l, code).await;
            assert_eq!(res.status(), StatusCode::SEE_OTHER, "result round {round} board {}", l.board);
            let (w, b) = points(code);
            *expected.get_mut(&l.white).unwrap() += w;
            *expected.get_mut(&black).unwrap() += b;
            cells.insert((l.white, black), cell(code, true));
            cells.insert((black, l.white), cell(code, false));
        }
        // The page shows what was saved.
        let page = admin.page(&format!("/t/{tid}/round/{round}")).await;
        for l in board_lines(&page).iter().filter(|l| l.black.is_some()) {
            assert_eq!(l.selected, choose(round, l.board), "stored result round {round} board {}", l.board);
        }
    }
    if players % 2 == 1 {
        assert_eq!(rests.len() as u32, players, "everyone rests once");
        assert!(rests.values().all(|&c| c == 1));
    }

    // Standings: anonymous visitors see them too.
    let visitor = app.browser();
    let page = visitor.page(&format!("/t/{tid}/standings")).await;
    assert!(!page.contains("name=\"result\""), "no write controls for visitors");
    let rows = html::rows(&page, r#"class="standings""#);
    assert_eq!(rows.len() as u32, players);
    // Ranked by points, then by the round-robin default tie-breaks DE, WIN,
    // SB, KS (columns 7-10); checked here from the results as entered.
    let value = |text: &str| -> f64 { text.parse().unwrap_or_else(|_| panic!("tie-break value {text:?}")) };
    let pts_of = |text: &str| -> i32 { expected.iter().find(|e| tenths_to_text(*e.1) == text).map(|e| *e.1).unwrap() };
    let mut seen = std::collections::BTreeSet::new();
    for (i, row) in rows.iter().enumerate() {
        let no: u32 = row[1].parse().unwrap();
        seen.insert(no);
        assert_eq!(row[6], tenths_to_text(expected[&no]), "points of player {no}");
        assert_eq!(row[2], format!("Player{no:02}, Test"), "player {no} numbered in FIDE order");
        // WIN: wins over the board and by forfeit.
        let mine: Vec<(u32, &str)> = (1..=players).filter(|&o| o != no).map(|o| (o, cells[&(no, o)])).collect();
        let wins = mine.iter().filter(|(_, c)| matches!(*c, "1" | "+")).count();
        assert_eq!(value(&row[8]), wins as f64, "WIN of {no}");
        // SB: opponent's score times the points scored against him (forfeits count in a round robin).
        let sb: i32 = mine
            .iter()
            .map(|&(o, c)| {
                expected[&o]
                    * match c {
                        "1" | "+" => 10,
                        "½" => 5,
                        _ => 0,
                    }
            })
            .sum();
        assert_eq!(value(&row[9]), f64::from(sb) / 100.0, "SB of {no}");
        if i > 0 {
            let prev = &rows[i - 1];
            let (p, q) = (pts_of(&prev[6]), pts_of(&row[6]));
            assert!(p >= q, "sorted by points at row {i}");
            if p == q {
                let key = |r: &Vec<String>| (value(&r[7]), -value(&r[8]), -value(&r[9]), -value(&r[10]));
                assert!(key(prev) <= key(row), "tie-break order at row {i}: {prev:?} then {row:?}");
            }
        }
        // Equal on points and every tie-break: the same place; otherwise the line number.
        let rank: usize = row[0].parse().unwrap();
        let first_equal = rows.iter().position(|r| r[6..] == row[6..]).unwrap();
        assert_eq!(rank, first_equal + 1, "rank of player {no}");
    }
    assert_eq!(seen.len() as u32, players);

    // Crosstable: every cell as entered, totals as computed.
    let page = visitor.page(&format!("/t/{tid}/crosstable")).await;
    let rows = html::rows(&page, r#"class="crosstable""#);
    assert_eq!(rows.len() as u32, players);
    for (i, row) in rows.iter().enumerate() {
        let me = i as u32 + 1;
        assert_eq!(row[0], me.to_string());
        for opp in 1..=players {
            let got = &row[4 + opp as usize];
            let want = if opp == me { "" } else { cells[&(me, opp)] };
            assert_eq!(got, want, "crosstable {me} v {opp}");
        }
        assert_eq!(row[5 + players as usize], tenths_to_text(expected[&me]), "total of {me}");
    }

    // The audit log recorded every result.
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert_eq!(audit.matches("<td>Result of round ").count() as u32, rounds * (players / 2));

    // Taking the pairing back counts the results of every round it drops (issue 52, item 14).
    let last = html::text(&admin.page(&format!("/t/{tid}/round/{rounds}")).await);
    let entered = rounds * (players / 2);
    assert!(last.contains(&format!("{entered} results are entered in rounds 1 to {rounds}")), "{last}");
}

async fn six_player_round_robin(backend: Backend) {
    run_round_robin(backend, 6).await;
}

async fn seven_player_round_robin(backend: Backend) {
    run_round_robin(backend, 7).await;
}

async fn double_round_robin_swaps_last_two_rounds(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Double", "drr").await;
    for k in 0..4u32 {
        add_player(&admin, tid, &format!("D{k}"), 2400 - k, "").await;
    }
    pair(&admin, tid).await;
    let pairs =
        |page: &str| -> Vec<(u32, Option<u32>)> { board_lines(page).iter().map(|l| (l.white, l.black)).collect() };
    // Table rounds for 4: R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1. First cycle plays R1 R3 R2.
    assert_eq!(pairs(&admin.page(&format!("/t/{tid}/round/2")).await), vec![(2, Some(4)), (3, Some(1))]);
    assert_eq!(pairs(&admin.page(&format!("/t/{tid}/round/3")).await), vec![(4, Some(3)), (1, Some(2))]);
    assert_eq!(pairs(&admin.page(&format!("/t/{tid}/round/4")).await), vec![(4, Some(1)), (3, Some(2))]);
    assert_eq!(admin.get(&format!("/t/{tid}/round/7")).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(admin.get(&format!("/t/{tid}/round/6")).await.status(), StatusCode::OK);
}

/// The arbiter may keep the Berger table's order of the last two rounds of
/// the first cycle (checklist Q98); the choice is fixed once paired.
async fn double_round_robin_may_keep_the_tables_order(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Double in order", "drr").await;
    for k in 0..4u32 {
        add_player(&admin, tid, &format!("D{k}"), 2400 - k, "").await;
    }
    let berger = format!("/t/{tid}/berger");
    assert!(admin.page(&berger).await.contains(r#"name="reverse" value="1" checked"#), "reversed by default");
    let last_two = format!("/t/{tid}/berger/last-two");
    assert_eq!(admin.submit(&berger, &last_two, &[]).await.status(), StatusCode::SEE_OTHER);
    assert!(!admin.page(&berger).await.contains(r#"value="1" checked"#));
    pair(&admin, tid).await;
    let pairs =
        |page: &str| -> Vec<(u32, Option<u32>)> { board_lines(page).iter().map(|l| (l.white, l.black)).collect() };
    // Table rounds for 4: R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1, played in that order.
    assert_eq!(pairs(&admin.page(&format!("/t/{tid}/round/2")).await), vec![(4, Some(3)), (1, Some(2))]);
    assert_eq!(pairs(&admin.page(&format!("/t/{tid}/round/3")).await), vec![(2, Some(4)), (3, Some(1))]);
    let page = html::text(&admin.page(&berger).await);
    assert!(page.contains("The last two rounds of the first cycle are played in the Berger table's order."), "{page}");
    let res = admin.submit(&berger, &last_two, &[("reverse", "1")]).await;
    assert!(
        crate::common::refused(&admin, res).await.contains("the order of its rounds are fixed"),
        "fixed once paired"
    );
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(html::text(&audit).contains("will be played in the Berger table's order"));
}

/// The players' ids and numbers as the Berger page's inputs hold them, in page order.
fn berger_inputs(page: &str) -> Vec<(String, String)> {
    page.split(r#"<input name="n"#)
        .skip(1)
        .map(|rest| {
            let id = rest.split('"').next().unwrap().to_string();
            (id, html::value_after(rest, r#"value=""#).unwrap())
        })
        .collect()
}

async fn berger_numbers_are_set_by_hand_or_drawn_by_lot_before_pairing(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Berger Cup", "rr").await;
    for k in 0..4u32 {
        add_player(&admin, tid, &format!("B{k}, Test"), 2400 - k, "").await;
    }
    let berger = format!("/t/{tid}/berger");
    assert!(location(&app.browser().get(&berger).await).starts_with("/login"), "arbiters only");
    let page = admin.page(&berger).await;
    assert!(page.contains("follow FIDE order"), "{page}");
    let inputs = berger_inputs(&page);
    let numbers: Vec<&str> = inputs.iter().map(|(_, no)| no.as_str()).collect();
    assert_eq!(numbers, ["1", "2", "3", "4"], "FIDE order: B0 first");

    // A number twice is refused, and nothing changes.
    let field = |(id, _): &(String, String)| format!("n{id}");
    let names: Vec<String> = inputs.iter().map(field).collect();
    let twice: Vec<(&str, &str)> = names.iter().map(|n| (n.as_str(), "1")).collect();
    let res = admin.submit(&berger, &berger, &twice).await;
    assert!(crate::common::refused(&admin, res).await.contains("each number once"));
    assert!(admin.page(&berger).await.contains("follow FIDE order"));

    // Drawn by lot: logged with its seed.
    let res = admin.submit(&berger, &format!("{berger}/lot"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&berger).await.contains("set by hand or drawn by lot"));
    assert!(admin.page(&format!("/t/{tid}/audit")).await.contains("Berger numbers drawn by lot (seed "));

    // Set by hand, the FIDE order reversed: the schedule pairs with them.
    let reversed: Vec<(&str, &str)> = names.iter().zip(["4", "3", "2", "1"]).map(|(n, no)| (n.as_str(), no)).collect();
    assert_eq!(admin.submit(&berger, &berger, &reversed).await.status(), StatusCode::SEE_OTHER);
    pair(&admin, tid).await;
    let fixed = html::text(&admin.page(&berger).await);
    let at = |name: &str| fixed.find(name).unwrap_or_else(|| panic!("{name} in {fixed}"));
    assert!(at("B3, Test") < at("B2, Test") && at("B2, Test") < at("B1, Test") && at("B1, Test") < at("B0, Test"));
    let round = admin.page(&format!("/t/{tid}/round/1")).await;
    let first = board_lines(&round).into_iter().find(|l| l.board == 1).unwrap();
    assert_eq!((first.white, first.black), (1, Some(4)), "the Berger table's first board");
    let players = admin.page(&format!("/t/{tid}/players")).await;
    assert!(players.find("B3, Test").unwrap() < players.find("B0, Test").unwrap(), "B3 is number 1");
    // Once paired the numbers are fixed.
    let res = admin.submit(&berger, &format!("{berger}/lot"), &[]).await;
    assert!(
        crate::common::refused(&admin, res).await.contains("its Berger numbers and the order of its rounds are fixed")
    );
}

async fn a_player_who_withdrew_before_half_their_games_is_left_out_of_the_standings(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Short Stay", "rr").await;
    for k in 0..5u32 {
        add_player(&admin, tid, &format!("W{k}, Test"), 2400 - k, "").await;
    }
    pair(&admin, tid).await;
    // Round 1: every game won by White.
    let round1 = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
    for l in round1.iter().filter(|l| l.black.is_some()) {
        assert_eq!(set_result(&admin, tid, 1, l, "1-0").await.status(), StatusCode::SEE_OTHER);
    }
    let standings = format!("/t/{tid}/standings");
    assert!(!app.browser().page(&standings).await.contains(r#"id="left-out""#));
    // Number 1 (W0) withdraws from round 2 on, having played at most one of four games: forfeits.
    let players = admin.page(&format!("/t/{tid}/players")).await;
    let after = &players[players.find("W0, Test").unwrap()..];
    let start = after.find("/players/").unwrap() + "/players/".len();
    let pid = after[start..].split('/').next().unwrap().to_string();
    let path = format!("/t/{tid}/players/{pid}/withdraw");
    let form = [("from_round", "2"), ("games", "forfeit")];
    let res = admin.submit(&format!("/t/{tid}/players/{pid}/edit"), &path, &form).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    // The standings leave W0 out, and nobody keeps points against W0.
    let page = app.browser().page(&standings).await;
    assert!(page.contains(r#"id="left-out""#) && page.contains("1 W0, Test"), "{page}");
    let rows = html::rows(&page, r#"class="standings""#);
    assert_eq!(rows.len(), 4, "four players ranked");
    assert!(rows.iter().all(|r| !r.iter().any(|c| c.contains("W0"))));
    // Round 1: 1 (W0) did or did not play; a game against W0 counts for no one.
    let w0_games: Vec<_> = round1.iter().filter(|l| l.white == 1 || l.black == Some(1)).collect();
    for row in &rows {
        let no: u32 = row[1].parse().unwrap();
        let won_round_one = round1.iter().any(|l| l.white == no && l.black.is_some_and(|b| b != 1));
        let points = if won_round_one { "1" } else { "0" };
        assert_eq!(row[6], points, "player {no}: only games against the others count ({w0_games:?})");
    }
    let visitor = app.browser();
    let url = format!("{}{standings}", visitor.base);
    let russian = visitor.client.get(url).header("Accept-Language", "ru").send().await.unwrap().text().await.unwrap();
    assert!(russian.contains("Не в таблице: выбыли, сыграв меньше половины"), "{russian}");
}

/// A round robin paired by hand (checklist Q100, Q101): the schedule starts
/// as the Berger tables'; a line that does not read, and a schedule that
/// is not a complete round robin, are refused with every fault named; a
/// complete schedule other than the tables' is confirmed first, paired,
/// and recorded for FIDE as a manual pairing; the tables' own is not.
async fn a_round_robin_is_paired_by_hand_and_checked(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Hand Cup", "rr").await;
    for k in 0..4u32 {
        add_player(&admin, tid, &format!("H{k}, Test"), 2400 - k, "").await;
    }
    let berger = format!("/t/{tid}/berger");
    let by_hand = format!("{berger}/by-hand");
    let page = admin.page(&berger).await;
    let textarea = page.split(r#"<textarea name="schedule""#).nth(1).expect("the schedule field");
    let tables = textarea.split_once('>').unwrap().1.split("</textarea>").next().unwrap().to_string();
    assert_eq!(tables.lines().count(), 3, "{tables}");
    let ru = admin
        .client
        .get(format!("{}/t/{tid}/berger", admin.base))
        .header("Accept-Language", "ru")
        .send()
        .await
        .unwrap();
    assert!(ru.text().await.unwrap().contains("Составить пары кругового турнира вручную"));
    let refused = |res: reqwest::Response| async move {
        assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
        html::text(&res.text().await.unwrap())
    };
    let said = refused(admin.submit(&berger, &by_hand, &[("schedule", "1-2 3-4\n1-x")]).await).await;
    assert!(said.contains("Line 2 cannot be read"), "{said}");
    let said = refused(admin.submit(&berger, &by_hand, &[("schedule", "1-2 3-4\n1-3 2-1")]).await).await;
    for fault in [
        "2 rounds given; the players play 3.",
        "Round 2: 1 (H0, Test) plays twice.",
        "Round 2: without a game: 4 (H3, Test)",
        "1 (H0, Test) and 2 (H1, Test) should meet 1 in all; they meet 2 times",
        "1 (H0, Test) and 4 (H3, Test) should meet 1 in all; they meet 0 times",
    ] {
        assert!(said.contains(fault), "{fault}: {said}");
    }
    assert!(said.contains("1-3 2-1"), "what was typed is kept");
    // Complete, not the tables': confirmed first, then paired and recorded.
    let own = "1-2 3-4\n3-1 2-4\n1-4 2-3";
    let said = refused(admin.submit(&berger, &by_hand, &[("schedule", own)]).await).await;
    assert!(said.contains("tick the confirmation"), "{said}");
    assert_eq!(admin.get(&format!("/t/{tid}/round/1")).await.status(), StatusCode::NOT_FOUND, "nothing paired yet");
    let res = admin.submit(&berger, &by_hand, &[("schedule", own), ("confirm", "yes")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&res), format!("/t/{tid}/round/1"));
    assert!(admin.page(&location(&res)).await.contains("Every round is paired from your schedule and published."));
    let page = admin.page(&format!("/t/{tid}/round/2")).await;
    let games: Vec<(u32, Option<u32>)> = board_lines(&page).into_iter().map(|l| (l.white, l.black)).collect();
    assert_eq!(games, [(3, Some(1)), (2, Some(4))]);
    let trf = admin.get(&format!("/t/{tid}/export.trf")).await.text().await.unwrap();
    assert!(trf.contains("### MPA @ Round 1: a round-robin schedule made by hand"), "{trf}");
    let res = admin.submit(&berger, &by_hand, &[("schedule", own), ("confirm", "yes")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("already"), "paired once only");
    // The tables' own schedule, typed by hand: paired, nothing to record.
    let other = create_tournament(&admin, "Tables Cup", "rr").await;
    for k in 0..4u32 {
        add_player(&admin, other, &format!("T{k}, Test"), 2400 - k, "").await;
    }
    let to = format!("/t/{other}/berger/by-hand");
    let res = admin.submit(&format!("/t/{other}/berger"), &to, &[("schedule", tables.as_str())]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let trf = admin.get(&format!("/t/{other}/export.trf")).await.text().await.unwrap();
    assert!(!trf.contains("###"), "{trf}");
}

on_both_backends!(
    a_round_robin_is_paired_by_hand_and_checked,
    a_player_who_withdrew_before_half_their_games_is_left_out_of_the_standings,
    six_player_round_robin,
    seven_player_round_robin,
    double_round_robin_swaps_last_two_rounds,
    double_round_robin_may_keep_the_tables_order,
    berger_numbers_are_set_by_hand_or_drawn_by_lot_before_pairing
);
