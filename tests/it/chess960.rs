//! Chess960 events (checklist Q222; FIDE Laws, Guidelines II), over HTTP on
//! SQLite and PostgreSQL: the arbiter makes the event a Chess960 event, each
//! round's pages show the position drawn for it, a game recorded move by
//! move starts there and castles by the Chess960 rules, its PGN carries the
//! variant and the start, and the choice stays once a game is recorded.

use crate::common::flows::{add_player, board_lines, create_tournament, pair};
use crate::common::{Backend, Browser, TestApp, html, refused};
use crate::games::play;
use arbiter::chess::{Chess960, notation};
use reqwest::StatusCode;
use shakmaty::san::San;
use shakmaty::{CastlingMode, CastlingSide, Chess, Color, Move, Position, Rank, Role, Square};

/// The squares castling on `side` needs empty but for the king and the rook.
fn span(pos: &Chess, side: CastlingSide) -> Option<Vec<Square>> {
    let (rook, king) = (pos.castles().rook(Color::White, side)?, pos.board().king_of(Color::White)?);
    let ends = [king, rook, side.king_to(Color::White), side.rook_to(Color::White)];
    let (lo, hi) = (ends.iter().min()?, ends.iter().max()?);
    Some(Square::ALL.into_iter().filter(|s| lo <= s && s <= hi && *s != king && *s != rook).collect())
}

/// White's moves that help clear the back rank for castling on `side`, the
/// likeliest first: a bishop, queen or rook in the way leaves the first
/// rank, a pawn steps forward to open its way, a knight jumps out.
fn clearing_moves(pos: &Chess, side: CastlingSide) -> Vec<Move> {
    let Some(span) = span(pos, side) else { return Vec::new() };
    let blockers: Vec<Square> = span.into_iter().filter(|s| pos.board().occupied().contains(*s)).collect();
    let (blockers, legal) = (&blockers, pos.legal_moves());
    let leaving = |knights: bool| -> Vec<Move> {
        let leaves = |m: &&Move| {
            m.from().is_some_and(|f| blockers.contains(&f))
                && !m.is_castle()
                && m.to().rank() != Rank::First
                && (m.role() == Role::Knight) == knights
        };
        legal.iter().filter(leaves).copied().collect()
    };
    let near = |sq: Square| blockers.iter().any(|b| (i32::from(b.file()) - i32::from(sq.file())).abs() <= 1);
    let pawn_steps = legal.iter().filter(|m| m.role() == Role::Pawn && m.from().is_some_and(near)).copied();
    leaving(false).into_iter().chain(pawn_steps).chain(leaving(true)).collect()
}

/// Searches a line from `pos` in which White castles within `depth` more
/// moves: White clears the back rank, Black answers with the mirrored move.
fn search(pos: &Chess, depth: u32, line: &mut Vec<String>) -> Option<Move> {
    for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
        if let Some(m) = pos.castling_moves(side).first() {
            return Some(*m);
        }
    }
    if depth == 0 {
        return None;
    }
    for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
        for white in clearing_moves(pos, side).into_iter().take(4) {
            let mut next = pos.clone();
            next.play_unchecked(white);
            let (from, to) = (white.from().expect("not a drop").flip_vertical(), white.to().flip_vertical());
            let Some(black) = next.legal_moves().into_iter().find(|m| m.from() == Some(from) && m.to() == to) else {
                continue;
            };
            let said = [San::from_move(pos, white).to_string(), San::from_move(&next, black).to_string()];
            next.play_unchecked(black);
            line.extend(said);
            if let Some(castle) = search(&next, depth - 1, line) {
                return Some(castle);
            }
            line.truncate(line.len() - 2);
        }
    }
    None
}

/// A line of moves from a Chess960 start that ends with White castling.
fn castling_line(start: Chess960) -> (Vec<String>, Move) {
    let mut line = Vec::new();
    let castle = search(&start.position(), 8, &mut line).unwrap_or_else(|| panic!("{start}: no castling found"));
    (line, castle)
}

#[test]
fn every_chess960_position_has_a_castling_line() {
    for p in Chess960::all() {
        let (line, castle) = castling_line(p);
        assert!(line.len() <= 24 && castle.is_castle(), "{p}");
    }
}

/// The position a round's page names ("Chess960 position N: RANK").
fn shown_position(page: &str) -> Option<(Chess960, String)> {
    let text = html::text(page);
    let rest = &text[text.find("Chess960 position ")? + "Chess960 position ".len()..];
    let (number, rest) = rest.split_once(": ")?;
    let p = Chess960::new(number.trim().parse().ok()?).ok()?;
    Some((p, rest.chars().take(8).collect()))
}

async fn set_variant(b: &Browser, tid: i32, variant: &str) -> reqwest::Response {
    let path = format!("/t/{tid}/chess960");
    b.submit(&path, &path, &[("variant", variant)]).await
}

async fn a_chess960_event_draws_shows_and_plays_each_rounds_position(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Fischer Random Cup", "rr").await;
    for (name, rating) in [("Alpha, A", 2400), ("Beta, B", 2300), ("Gamma, G", 2200), ("Delta, D", 2100)] {
        add_player(&admin, tid, name, rating, "").await;
    }
    let path = format!("/t/{tid}/chess960");
    assert!(admin.page(&format!("/t/{tid}")).await.contains(&format!(r#"href="{path}""#)));
    assert!(admin.page(&path).await.contains(r#"value="standard" checked"#));
    assert_eq!(set_variant(&admin, tid, "chess960").await.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&path).await.contains(r#"value="chess960" checked"#));
    let said = html::text(&refused(&admin, set_variant(&admin, tid, "crazyhouse").await).await);
    assert!(admin.page(&path).await.contains(r#"value="chess960" checked"#), "a bad form changes nothing: {said}");
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains("The event is played as Chess960"), "{audit}");

    pair(&admin, tid).await;
    let round = admin.page(&format!("/t/{tid}/round/1")).await;
    let (p, rank) = shown_position(&round).expect("the round page names its position");
    assert_eq!(rank, p.back_rank_text());
    let public = app.browser().page(&format!("/t/{tid}/round/1")).await;
    assert_eq!(shown_position(&public), Some((p, rank.clone())), "visitors see the same position");
    for what in ["boards", "slips"] {
        let print = admin.page(&format!("/t/{tid}/round/1/print?what={what}")).await;
        assert_eq!(shown_position(&print), Some((p, rank.clone())), "the {what} printout names it");
    }
    assert!(shown_position(&admin.page(&format!("/t/{tid}/round/2")).await).is_some(), "every round has one");
    assert_eq!(shown_position(&admin.page(&format!("/t/{tid}/round/1")).await).map(|s| s.0), Some(p), "drawn once");

    // A round is published: its players have its position, so the variant stays.
    let said = html::text(&refused(&admin, set_variant(&admin, tid, "standard").await).await);
    assert!(said.contains("A round is published: its players were given its starting position"), "{said}");
    assert!(admin.page(&path).await.contains(r#"value="chess960" checked disabled"#));

    let bid = board_lines(&round)[0].id;
    let game = format!("/t/{tid}/boards/{bid}/game");
    let page = admin.page(&game).await;
    assert!(page.contains(&format!(r#"<code class="fen">{}</code>"#, p.fen())), "the game starts there: {page}");
    // Castling across the full back rank is refused with the reason (on
    // the side where pieces stand between: at most one side is free at once).
    let free_short = !p.position().castling_moves(CastlingSide::KingSide).is_empty();
    let res = play(&admin, tid, bid, if free_short { "O-O-O" } else { "O-O" }).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("the squares between the king and the rook are not empty"));
    let (line, castle) = castling_line(p);
    for m in &line {
        assert_eq!(play(&admin, tid, bid, m).await.status(), StatusCode::SEE_OTHER, "{p}: {m}");
    }
    // The board's click-to-move list has the castling as Chess960 UCI (the king takes its rook).
    let uci = notation::uci_in(castle, CastlingMode::Chess960);
    let page = admin.page(&game).await;
    let legal = html::value_after(&page, r#"data-legal=""#).expect("legal moves");
    assert!(legal.split(' ').any(|m| m == uci), "{uci} in {legal}");
    assert_eq!(play(&admin, tid, bid, &uci).await.status(), StatusCode::SEE_OTHER, "{p}: castles by {uci}");
    let san = if castle.castling_side() == Some(CastlingSide::KingSide) { "O-O" } else { "O-O-O" };
    let page = admin.page(&game).await;
    assert!(page.contains(&format!(">{san}</a>")), "{p}: {san} recorded");

    let pgn = admin.get(&format!("{game}.pgn")).await.text().await.unwrap();
    let tags = format!("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"{}\"]\n", p.fen());
    assert!(pgn.contains(&tags) && pgn.contains(san), "{pgn}");
    let all = admin.get(&format!("/t/{tid}/games.pgn")).await.text().await.unwrap();
    assert!(all.contains(&tags), "{all}");
    // The event's PGN reads back as the same Chess960 game.
    let read = arbiter::chess::pgn::parse(&pgn).expect("PGN reads");
    let replayed = arbiter::chess::pgn::replay(&read[0], 1).expect("moves replay");
    assert_eq!(replayed.moves().len(), line.len() + 1);

    // A game is recorded: the event stays a Chess960 event.
    let said = html::text(&refused(&admin, set_variant(&admin, tid, "standard").await).await);
    assert!(said.contains("already recorded move by move"), "{said}");
    assert!(admin.page(&path).await.contains(r#"value="chess960" checked disabled"#));
}

on_both_backends!(a_chess960_event_draws_shows_and_plays_each_rounds_position);
