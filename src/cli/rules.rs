//! `arbiter rules replay|san|fen|perft` and `arbiter pgn check`: the rules
//! engine as a filter of JSON lines, for checking it against other engines.

use super::Failure;
use super::input::{self, Input, MAX_JSON_LINE};
use crate::chess::{self, Game, GameEnd, RuleState, fen, notation};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::io::Write;

/// Runs `f` on every line of the input, writing one output line each; a line
/// that `f` refuses (bad input) still gets its output line, and makes the exit code 2.
fn each_line(file: Option<&str>, mut f: impl FnMut(&str) -> Result<Value, Value>) -> Result<(), Failure> {
    let mut input = Input::open(file.unwrap_or("-"), MAX_JSON_LINE)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut bad = 0usize;
    while let Some(line) = input.next_line()? {
        let i = input.line_number() - 1;
        if line.trim().is_empty() {
            continue;
        }
        let value = f(&line).unwrap_or_else(|v| {
            bad += 1;
            eprintln!("arbiter: record {}: {}", i + 1, v["error"]["message"].as_str().unwrap_or("bad input"));
            v
        });
        let written = serde_json::to_writer(&mut out, &value).map_err(std::io::Error::from);
        if let Err(e) = written.and_then(|()| out.write_all(b"\n")) {
            super::output::note_error(&e);
            break;
        }
    }
    if let Err(e) = out.flush() {
        super::output::note_error(&e);
    }
    if bad > 0 { Err(super::bad_input(format!("{bad} record(s) could not be processed"))) } else { Ok(()) }
}

fn bad_record(message: String) -> Value {
    json!({ "error": { "message": message } })
}

/// One ply's rule state as games.jsonl writes it.
#[derive(Serialize)]
struct PlyOut {
    fen_after: String,
    is_check: bool,
    legal_moves_count: usize,
    can_claim_threefold: bool,
    can_claim_fifty: bool,
    is_fivefold: bool,
    is_seventyfive: bool,
    insufficient_white: bool,
    insufficient_black: bool,
}

impl PlyOut {
    fn new(game: &Game, state: RuleState) -> PlyOut {
        PlyOut {
            fen_after: fen::write(game.position()),
            is_check: state.is_check,
            legal_moves_count: state.legal_moves_count,
            can_claim_threefold: state.can_claim_threefold,
            can_claim_fifty: state.can_claim_fifty,
            is_fivefold: state.is_fivefold,
            is_seventyfive: state.is_seventyfive,
            insufficient_white: state.insufficient_white,
            insufficient_black: state.insufficient_black,
        }
    }
}

/// The `final` object: outcome and winner.
pub fn final_json(end: Option<GameEnd>) -> Value {
    match end {
        None => json!({ "outcome": "ongoing", "winner": null }),
        Some(GameEnd::Checkmate { winner }) => {
            json!({ "outcome": "checkmate", "winner": if winner.is_white() { "white" } else { "black" } })
        }
        Some(end) => json!({ "outcome": end.code(), "winner": null }),
    }
}

#[derive(Deserialize)]
struct ReplayIn {
    #[serde(default)]
    id: Value,
    start_fen: Option<String>,
    moves_san: Vec<String>,
}

/// `arbiter rules replay`: plays each game and writes its rule state after every ply.
pub fn replay(file: Option<&str>) -> Result<(), Failure> {
    each_line(file, |line| {
        let record: ReplayIn = serde_json::from_str(line).map_err(|e| bad_record(format!("not a game record: {e}")))?;
        let start = match &record.start_fen {
            Some(f) => fen::parse(f)
                .map_err(|e| json!({ "id": record.id, "error": { "ply": 0, "message": e.to_string() } }))?,
            None => shakmaty::Chess::default(),
        };
        let mut game = Game::new(start);
        let mut plies = Vec::with_capacity(record.moves_san.len());
        let mut uci = Vec::with_capacity(record.moves_san.len());
        for (i, san) in record.moves_san.iter().enumerate() {
            match game.play_text(san) {
                Ok(played) => uci.push(played.uci.clone()),
                Err(e) => {
                    return Err(json!({
                        "id": record.id, "moves_uci": uci, "plies": plies,
                        "error": { "ply": i + 1, "message": format!("{san}: {e}") }
                    }));
                }
            }
            plies.push(PlyOut::new(&game, game.state()));
        }
        Ok(json!({ "id": record.id, "moves_uci": uci, "plies": plies, "final": final_json(game.end()) }))
    })
}

#[derive(Deserialize)]
struct SanIn {
    fen: String,
    input: String,
}

/// `arbiter rules san`: is this text one legal move here, and which?
pub fn san(file: Option<&str>) -> Result<(), Failure> {
    each_line(file, |line| {
        let record: SanIn = serde_json::from_str(line).map_err(|e| bad_record(format!("not a SAN case: {e}")))?;
        let pos = fen::parse(&record.fen).map_err(|e| bad_record(format!("bad fen: {e}")))?;
        Ok(match notation::parse_move(&pos, &record.input) {
            Ok(m) => json!({ "valid": true, "uci": notation::uci(m), "canonical_san": notation::san(&pos, m) }),
            Err(e) => json!({ "valid": false, "error": e.kind(), "reason": e.to_string() }),
        })
    })
}

#[derive(Deserialize)]
struct FenIn {
    fen: String,
}

/// `arbiter rules fen`: is this FEN a valid position?
pub fn fen_check(file: Option<&str>) -> Result<(), Failure> {
    each_line(file, |line| {
        let record: FenIn = serde_json::from_str(line).map_err(|e| bad_record(format!("not a FEN case: {e}")))?;
        Ok(match fen::parse(&record.fen) {
            Ok(pos) => json!({ "valid": true, "normalized_fen": fen::write(&pos) }),
            Err(e) => json!({
                "valid": false,
                "error": if matches!(e, fen::FenError::Syntax(_)) { "syntax" } else { "position" },
                "reason": e.to_string()
            }),
        })
    })
}

/// `arbiter rules perft FEN DEPTH`: the number of leaf nodes.
pub fn perft(fen_text: &str, depth: u32) -> Result<(), Failure> {
    let pos = fen::parse(fen_text).map_err(|e| super::bad_input(e.to_string()))?;
    outln!("{}", shakmaty::perft(&pos, depth));
    Ok(())
}

/// `arbiter pgn check FILE`: every game of the file must parse and be legal.
pub fn pgn_check(file: &str) -> Result<(), Failure> {
    let text = input::text_file(file)?;
    let text = String::from_utf8_lossy(&text);
    let games = chess::pgn::parse(&text).map_err(|e| super::bad_input(format!("{file}: {e}")))?;
    let mut problems = 0;
    for (i, g) in games.iter().enumerate() {
        if let Err(e) = chess::pgn::replay(g, i + 1) {
            problems += 1;
            outln!("{file}: {e}");
        }
    }
    outln!("{} game(s), {problems} with problems", games.len());
    if problems > 0 { Err(super::bad_input(format!("{problems} game(s) with problems"))) } else { Ok(()) }
}
