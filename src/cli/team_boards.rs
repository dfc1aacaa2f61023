//! `arbiter boards FILE.trf [--by performance|percentage] [--min-games N]
//! [--unrated-rating R] [--json]`: the board prizes of a team event, each
//! board's players ranked (core: `standings::board_prizes`).

use super::standings::{Read, read};
use super::{Failure, bad_input};
use crate::standings::board_prizes::{BoardMeasure, BoardPrizeRules, RosterBoard, board_rankings};
use serde_json::{Value as Json, json};

/// The most games a minimum may ask for (no event has more rounds).
const MAX_MIN_GAMES: u32 = 999;

/// The rules asked for on the command line, checked.
pub(super) fn rules(by: Option<&str>, min_games: u32, unrated: Option<u16>) -> Result<BoardPrizeRules, Failure> {
    let measure = match by.unwrap_or("performance") {
        "performance" => BoardMeasure::Performance,
        "percentage" => BoardMeasure::Percentage,
        other => return Err(bad_input(format!("unknown measure {other:?}: use performance or percentage"))),
    };
    if min_games > MAX_MIN_GAMES {
        return Err(bad_input(format!("--min-games must be at most {MAX_MIN_GAMES}")));
    }
    if unrated.is_some_and(|r| !(1..=3500).contains(&r)) {
        return Err(bad_input("--unrated-rating must be between 1 and 3500"));
    }
    Ok(BoardPrizeRules { measure, min_games, unrated_rating: unrated })
}

/// Runs the command.
pub(super) fn boards(input: &str, rules: &BoardPrizeRules, as_json: bool) -> Result<(), Failure> {
    let Read { file, teams, .. } = read(input)?;
    let event = teams
        .map_err(|e| bad_input(format!("{input}: {e}")))?
        .ok_or_else(|| bad_input(format!("{input}: not a team event (no team record 310)")))?;
    let rankings = board_rankings(&event, rules);
    let label = |b: RosterBoard| match b {
        RosterBoard::Board(n) => n.to_string(),
        RosterBoard::Reserves => "reserves".to_string(),
    };
    if as_json {
        let boards: Vec<Json> = rankings
            .iter()
            .map(|r| {
                let players: Vec<Json> = r
                    .entries
                    .iter()
                    .map(|e| {
                        json!({
                            "start_no": e.player, "tpn": e.team, "place": e.place, "games": e.games,
                            "points": f64::from(e.half_points) / 2.0, "percentage": e.percentage,
                            "performance": e.performance, "eligible": e.eligible,
                        })
                    })
                    .collect();
                let board = match r.board {
                    RosterBoard::Board(n) => json!(n),
                    RosterBoard::Reserves => json!("reserves"),
                };
                json!({ "board": board, "players": players })
            })
            .collect();
        outln!("{}", json!({ "min_games": rules.min_games, "boards": boards }));
        return Ok(());
    }
    let name = |no| file.event.player(no).map_or("", |p| p.name.as_str());
    let team = |tpn| event.teams.team(tpn).map_or("", |t| t.name.as_str());
    for r in &rankings {
        outln!("Board {}", label(r.board));
        outln!(
            "{:>5} {:>4}  {:<28} {:<20} {:>5} {:>6} {:>5} {:>5}",
            "Place",
            "No",
            "Name",
            "Team",
            "Games",
            "Points",
            "%",
            "Perf"
        );
        for e in &r.entries {
            let text = |v: Option<i64>| v.map_or("-".to_string(), |v| v.to_string());
            let place = if e.eligible { e.place.to_string() } else { "-".to_string() };
            outln!(
                "{:>5} {:>4}  {:<28} {:<20} {:>5} {:>6} {:>5} {:>5}",
                place,
                e.player,
                name(e.player),
                team(e.team),
                e.games,
                f64::from(e.half_points) / 2.0,
                text(e.percentage.map(i64::from)),
                text(e.performance.map(i64::from)),
            );
        }
    }
    Ok(())
}
