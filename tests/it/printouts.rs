//! Printouts an arbiter pins up or hands out, on SQLite and PostgreSQL: a
//! round's pairing list by board and by name, result slips one per board,
//! the players list by rating; a proposed round's printouts only for its
//! arbiters.

use crate::common::flows::{BoardLine, add_player, board_lines, create_tournament, pair};
use crate::common::{Backend, TestApp, html};
use reqwest::StatusCode;

/// Entrants by rating; their names sort in another order.
const ENTRANTS: [(&str, u32); 5] =
    [("Zeller, Zoe", 2400), ("Adams, Ann", 2300), ("Morozov, Max", 2200), ("Baker, Bob", 2100), ("Kim, Kira", 2000)];

/// The name of the player with a pairing number (numbers follow the rating order).
fn name_of(no: u32) -> &'static str {
    ENTRANTS[no as usize - 1].0
}

fn print_path(tid: i32, what: &str) -> String {
    format!("/t/{tid}/round/1/print?what={what}")
}

/// The alphabetical list says each player's board, colour and opponent as the pairing has them.
fn check_alphabetical(page: &str, lines: &[BoardLine]) {
    let rows = html::rows(page, r#"class="print-alphabetical""#);
    let names: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(names, ["Adams, Ann", "Baker, Bob", "Kim, Kira", "Morozov, Max", "Zeller, Zoe"], "by name");
    for line in lines {
        let row = |no: u32| rows.iter().find(|r| r[1] == no.to_string()).expect("every player listed");
        let board = line.board.to_string();
        match line.black {
            Some(black) => {
                let (w, b) = (row(line.white), row(black));
                assert_eq!((w[2].as_str(), w[3].as_str()), (board.as_str(), "White"), "{w:?}");
                assert_eq!((b[2].as_str(), b[3].as_str()), (board.as_str(), "Black"), "{b:?}");
                assert_eq!(w[4], format!("{} ({black})", name_of(black)));
                assert_eq!(b[4], format!("{} ({})", name_of(line.white), line.white));
            }
            None => assert!(row(line.white)[3].contains("bye"), "the bye is said"),
        }
    }
}

async fn round_printouts_list_every_board_and_player(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Print Open", "swiss").await;
    for (name, rating) in ENTRANTS {
        add_player(&admin, tid, name, rating, "").await;
    }
    pair(&admin, tid).await;
    let visitor = app.browser();
    // A proposed round's printouts are its arbiters'.
    for what in ["boards", "alphabetical", "slips"] {
        assert_eq!(visitor.get(&print_path(tid, what)).await.status(), StatusCode::NOT_FOUND, "{what}");
        let page = admin.page(&print_path(tid, what)).await;
        assert!(page.contains("Proposed round, not yet published."), "{what} marked as a draft");
    }
    let round = format!("/t/{tid}/round/1");
    assert!(
        admin.page(&round).await.contains(&print_path(tid, "slips").replace('&', "&amp;")),
        "linked from the draft"
    );
    let res = admin.submit(&round, &format!("{round}/publish"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let round_page = visitor.page(&round).await;
    assert!(round_page.contains(&format!("/t/{tid}/round/1/print?what=alphabetical")), "linked from the round");
    let lines = board_lines(&round_page);
    assert_eq!(lines.len(), 3, "two games and the bye");

    // By board: every board in order, as the round page pairs them.
    let page = visitor.page(&print_path(tid, "boards")).await;
    assert!(!page.contains("Proposed round"));
    let rows = html::rows(&page, r#"class="print-boards pairings""#);
    assert_eq!(rows.len(), lines.len());
    for (row, line) in rows.iter().zip(&lines) {
        assert_eq!(row[0], line.board.to_string(), "board order");
        assert_eq!(row[1], line.white.to_string());
        assert!(row[2].starts_with(name_of(line.white)), "{row:?}");
        match line.black {
            Some(black) => assert!(row[6].starts_with(name_of(black)) && row[7] == black.to_string(), "{row:?}"),
            None => assert!(row[4].contains("bye"), "{row:?}"),
        }
    }
    check_alphabetical(&visitor.page(&print_path(tid, "alphabetical")).await, &lines);

    // Result slips: one per game, with names, colours, board, round and signature lines.
    let page = visitor.page(&print_path(tid, "slips")).await;
    let slips: Vec<&str> = page.split(r#"<section class="slip""#).skip(1).collect();
    let games: Vec<&BoardLine> = lines.iter().filter(|l| l.black.is_some()).collect();
    assert_eq!(slips.len(), games.len(), "one slip per board with a game");
    for (slip, line) in slips.iter().zip(games) {
        let text = html::text(slip);
        let black_no = line.black.unwrap();
        let white = format!(r#"class="slip-white">{}</td><td>{}</td>"#, name_of(line.white), line.white);
        let black = format!(r#"class="slip-black">{}</td><td>{black_no}</td>"#, name_of(black_no));
        assert!(text.contains("Round 1") && text.contains(&format!("Board {}", line.board)), "{text}");
        assert!(slip.contains(&white) && slip.contains(&black), "{slip}");
        assert!(text.contains("1-0 ½-½ 0-1"), "result boxes: {text}");
        for sign in ["White's signature", "Black's signature", "Arbiter"] {
            assert!(text.contains(sign), "{sign}: {text}");
        }
    }
    visitor.get("/lang/ru").await;
    assert!(visitor.page(&print_path(tid, "slips")).await.contains("Подпись чёрных"), "slips in Russian");
    // Unknown printouts and rounds not paired are not found.
    assert_eq!(visitor.get(&print_path(tid, "posters")).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(visitor.get(&format!("/t/{tid}/round/2/print")).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(admin.get(&format!("/t/{tid}/round/2/print")).await.status(), StatusCode::NOT_FOUND);
}

async fn players_print_by_rating(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Print Open", "swiss").await;
    // Registered out of rating order.
    for (name, rating) in ENTRANTS.iter().rev() {
        add_player(&admin, tid, name, *rating, "").await;
    }
    let visitor = app.browser();
    assert!(visitor.page(&format!("/t/{tid}/players")).await.contains(&format!("/t/{tid}/players/print")));
    let page = visitor.page(&format!("/t/{tid}/players/print")).await;
    let rows = html::rows(&page, r#"class="print-players""#);
    let listed: Vec<(&str, &str, &str)> = rows.iter().map(|r| (r[0].as_str(), r[1].as_str(), r[3].as_str())).collect();
    assert_eq!(
        listed,
        [
            ("1", "Zeller, Zoe", "2400"),
            ("2", "Adams, Ann", "2300"),
            ("3", "Morozov, Max", "2200"),
            ("4", "Baker, Bob", "2100"),
            ("5", "Kim, Kira", "2000")
        ]
    );
    assert_eq!(visitor.get("/t/999/players/print").await.status(), StatusCode::NOT_FOUND);
}

on_both_backends!(round_printouts_list_every_board_and_player, players_print_by_rating);
