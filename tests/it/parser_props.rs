//! Property tests: the FEN, SAN and PGN parsers never panic, whatever they
//! are given, and what they accept round-trips.

use arbiter::chess::{Game, fen, notation, pgn};
use proptest::prelude::*;
use shakmaty::{Chess, Position};

fn positions() -> Vec<Chess> {
    [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ]
    .iter()
    .map(|f| fen::parse(f).unwrap())
    .collect()
}

/// Text made of the characters these notations use, so that many inputs come close to valid.
fn notation_text() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[a-hKQRBNPkqrbnp1-8xX=+#!?:/ O0-wе.КрФЛС~\\[\\]\"{}();$*]{0,24}").unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn fen_parser_never_panics(text in notation_text()) {
        if let Ok(pos) = fen::parse(&text) {
            let written = fen::write(&pos);
            let again = fen::parse(&written).expect("a written FEN reads back");
            prop_assert_eq!(fen::write(&again), written);
        }
    }

    #[test]
    fn fen_parser_survives_any_unicode(text in "\\PC{0,80}") {
        let _ = fen::parse(&text);
    }

    #[test]
    fn san_parser_never_panics_and_finds_legal_moves(text in notation_text(), which in 0usize..4) {
        let pos = &positions()[which];
        if let Ok(m) = notation::parse_move(pos, &text) {
            prop_assert!(pos.is_legal(m));
            // The canonical SAN of what was found reads back as the same move.
            let san = notation::san(pos, m);
            prop_assert_eq!(notation::parse_move(pos, &san), Ok(m));
        }
    }

    #[test]
    fn every_legal_move_round_trips_through_san_uci_and_display(which in 0usize..4, pick in any::<prop::sample::Index>()) {
        let pos = &positions()[which];
        let moves = pos.legal_moves();
        let m = moves[pick.index(moves.len())];
        let san = notation::san(pos, m);
        prop_assert_eq!(notation::parse_move(pos, &san), Ok(m));
        prop_assert_eq!(notation::parse_move(pos, &notation::uci(m)), Ok(m));
        let russian = notation::display(&san, notation::SanStyle::Russian);
        prop_assert_eq!(notation::parse_move(pos, &russian), Ok(m));
    }

    #[test]
    fn pgn_parser_never_panics(text in notation_text(), tail in "\\PC{0,40}") {
        let input = format!("[Event \"x\"]\n\n1. {text} {tail}");
        if let Ok(games) = pgn::parse(&input) {
            for (i, g) in games.iter().enumerate() {
                let _ = pgn::replay(g, i + 1);
            }
        }
    }

    #[test]
    fn random_games_export_and_import_unchanged(seed in any::<u64>(), plies in 0usize..80) {
        let mut game = Game::new(Chess::default());
        let mut state = seed;
        for _ in 0..plies {
            if game.end().is_some() { break; }
            let moves = game.position().legal_moves();
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let m = moves[(state >> 33) as usize % moves.len()];
            game.play(m);
        }
        let text = pgn::write(&[("Event", "prop".to_string())], &game, "*", None);
        let games = pgn::parse(&text).unwrap();
        prop_assert_eq!(games.len(), 1);
        let back = pgn::replay(&games[0], 1).unwrap();
        prop_assert_eq!(back.moves(), game.moves());
    }
}
