//! A round's live feed for broadcasts, as plain data: every board of the
//! round in board order, written as PGN ([`Round::pgn`], one game with
//! [`Board::pgn`]) and in the JSON layout of DGT LiveChess that relays such
//! as lichess's read ([`Round::dgt_index`], [`Board::dgt_game`]).
//!
//! The DGT layout is a round index (`round.json`, also `index.json`): the
//! round's `date` and its `pairings`, each `white` and `black` with `fname`,
//! `lname`, `title`, `fideid` (a number) and the `result` (`*` while the game
//! goes on); and one file per game (`game-1.json`...): its `moves` as
//! `"e4 5370"` (the SAN, then the seconds left on the mover's clock when the
//! clock is followed), its `result` and its `clock` (`white` and `black` in
//! seconds, `time` the instant they were read, in milliseconds since 1970).

use super::Game;
use super::pgn::{Header, Side};
use crate::tournament::GameResult;
use serde::{Deserialize, Serialize};
use shakmaty::Position;

/// A round of an event, as its feed shows it.
#[derive(Clone, Debug)]
pub struct Round {
    /// The event's name.
    pub event: String,
    /// Where it is played.
    pub site: String,
    /// The round's day, `YYYY.MM.DD`.
    pub date: String,
    /// The round's number.
    pub round: i32,
    /// The `TimeControl` tag (PGN form).
    pub time_control: String,
    /// The round's games in board order (byes are not games).
    pub boards: Vec<Board>,
}

/// One board of the round: its players, its game so far and its result.
#[derive(Clone, Debug)]
pub struct Board {
    /// The board's number.
    pub number: i32,
    /// White.
    pub white: Side,
    /// Black.
    pub black: Side,
    /// The result; pending while the game goes on or has not started.
    pub result: GameResult,
    /// The moves recorded so far (none for a game not started).
    pub game: Game,
    /// The time left on the mover's clock after each move, in milliseconds,
    /// for a game kept with the clock.
    pub clocks: Option<Vec<Option<u64>>>,
    /// When the last move was made, in milliseconds since 1970.
    pub last_move_at: Option<i64>,
}

impl Round {
    /// Every board's game as PGN, in board order.
    pub fn pgn(&self) -> String {
        self.boards.iter().map(|b| b.pgn(self)).collect()
    }

    /// The board numbered `number`, if it holds a game.
    pub fn board(&self, number: i32) -> Option<&Board> {
        self.boards.iter().find(|b| b.number == number)
    }

    /// The DGT round index: the date and the pairings in board order.
    pub fn dgt_index(&self) -> DgtRound {
        let pairings = self
            .boards
            .iter()
            .map(|b| DgtPairing {
                white: Some(DgtPlayer::of(&b.white)),
                black: Some(DgtPlayer::of(&b.black)),
                result: b.result.pgn().to_string(),
            })
            .collect();
        DgtRound { date: Some(self.date.clone()), pairings }
    }
}

impl Board {
    /// The game's tags: `Round` is `round.board`.
    pub fn header(&self, round: &Round) -> Header {
        Header {
            event: round.event.clone(),
            site: round.site.clone(),
            date: round.date.clone(),
            round: format!("{}.{}", round.round, self.number),
            white: self.white.clone(),
            black: self.black.clone(),
            result: self.result.pgn().to_string(),
            board: None,
            time_control: round.time_control.clone(),
            termination: None,
        }
    }

    /// The game as PGN, with `[%clk]` after every move of a game kept with the clock.
    pub fn pgn(&self, round: &Round) -> String {
        self.header(round).write(&self.game, self.clocks.as_deref())
    }

    /// Whether ply `ply` (counted from 0) is White's move.
    fn white_moved(&self, ply: usize) -> bool {
        // The side to move at the start made the even plies.
        ply.is_multiple_of(2) == self.game.start().turn().is_white()
    }

    /// The time left on White's and on Black's clock after each side's
    /// last move, in milliseconds, for a game kept with the clock (none
    /// for a side that has not moved yet or a move without its time).
    pub fn last_clocks(&self) -> (Option<u64>, Option<u64>) {
        let Some(clocks) = &self.clocks else { return (None, None) };
        let last_of = |white: bool| {
            (0..self.game.moves().len())
                .rev()
                .find(|&ply| self.white_moved(ply) == white)
                .and_then(|ply| clocks.get(ply).copied().flatten())
        };
        (last_of(true), last_of(false))
    }

    /// The last move made, with its number as a score sheet writes it.
    pub fn last_move(&self) -> Option<LastMove> {
        let ply = self.game.moves().len().checked_sub(1)?;
        let white = self.white_moved(ply);
        // Plies before this one, counted as if White had begun the move list.
        let from_white = ply + usize::from(!self.game.start().turn().is_white());
        let number = self.game.start().fullmoves().get() + u32::try_from(from_white / 2).unwrap_or(u32::MAX);
        Some(LastMove { number, white, san: self.game.moves()[ply].san.clone() })
    }

    /// The game as a DGT game file: moves with the mover's clock in seconds
    /// when known, the result, and both clocks after their last moves.
    pub fn dgt_game(&self) -> DgtGame {
        let clock_at = |ply: usize| self.clocks.as_ref().and_then(|c| c.get(ply).copied().flatten());
        let moves = (self.game.moves().iter().enumerate())
            .map(|(i, m)| match clock_at(i) {
                Some(ms) => format!("{} {}", m.san, ms / 1000),
                None => m.san.clone(),
            })
            .collect();
        let (white, black) = self.last_clocks();
        let clock = match (self.last_move_at, self.clocks.is_some()) {
            (Some(time), true) => {
                Some(DgtClock { white: white.map(|ms| ms / 1000), black: black.map(|ms| ms / 1000), time })
            }
            _ => None,
        };
        DgtGame { moves, result: self.result.pgn().to_string(), clock }
    }
}

/// A game's last move: `23. Nf3` (White's) or `23... Nf6` (Black's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// The move's number.
    pub number: u32,
    /// Whether White made it.
    pub white: bool,
    /// The move in SAN.
    pub san: String,
}

/// A player in a DGT round index.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DgtPlayer {
    /// Given names (after the comma of `Surname, Given`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fname: Option<String>,
    /// The surname, or the whole name when it has no comma.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lname: Option<String>,
    /// The FIDE title.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The FIDE id (a 32-bit number; a larger one is left out).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fideid: Option<i32>,
}

impl DgtPlayer {
    fn of(side: &Side) -> DgtPlayer {
        let name = side.name.trim();
        let (lname, fname) = match name.split_once(',') {
            Some((last, first)) => (last.trim(), Some(first.trim())),
            None => (name, None),
        };
        let some = |s: &str| Some(s.to_string()).filter(|s| !s.is_empty());
        DgtPlayer {
            fname: fname.and_then(some),
            lname: some(lname),
            title: some(&side.title),
            fideid: side.fide_id.and_then(|id| i32::try_from(id).ok()),
        }
    }
}

/// One pairing of a DGT round index.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DgtPairing {
    /// White.
    pub white: Option<DgtPlayer>,
    /// Black.
    pub black: Option<DgtPlayer>,
    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    pub result: String,
}

/// A DGT round index (`round.json`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DgtRound {
    /// The round's day.
    pub date: Option<String>,
    /// The games in board order: the n-th is `game-n.json`.
    pub pairings: Vec<DgtPairing>,
}

/// The clocks of a DGT game file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DgtClock {
    /// Seconds left on White's clock after White's last move.
    pub white: Option<u64>,
    /// Seconds left on Black's clock after Black's last move.
    pub black: Option<u64>,
    /// When they were read (the last move), in milliseconds since 1970.
    pub time: i64,
}

/// A DGT game file (`game-n.json`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DgtGame {
    /// The moves: SAN, then a space and the seconds left on the mover's clock when known.
    pub moves: Vec<String>,
    /// `1-0`, `0-1`, `1/2-1/2`, or `*`.
    pub result: String,
    /// The clocks, for a game kept with the clock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<DgtClock>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::pgn;
    use shakmaty::Chess;

    fn side(name: &str, title: &str, elo: i32, fide_id: i64) -> Side {
        Side { name: name.into(), title: title.into(), elo: Some(elo), fide_id: Some(fide_id) }
    }

    fn round() -> Round {
        let mut on = Game::new(Chess::default());
        for m in ["e4", "c5", "Nf3"] {
            on.play_text(m).unwrap();
        }
        let mut done = Game::new(Chess::default());
        for m in ["f3", "e5", "g4", "Qh4#"] {
            done.play_text(m).unwrap();
        }
        let boards = vec![
            Board {
                number: 1,
                white: side("Carlsen, Magnus", "GM", 2830, 1503014),
                black: side("Ivanova, Anna", "WIM", 2350, 4100018),
                result: GameResult::Pending,
                game: on,
                clocks: Some(vec![Some(5_400_000 + 25_000), Some(5_395_500), Some(5_300_000)]),
                last_move_at: Some(1_764_000_000_000),
            },
            Board {
                number: 2,
                white: side("Petrov", "", 2100, 24_000_000),
                black: Side { name: "Sidorov, S".into(), ..Side::default() },
                result: GameResult::BlackWins,
                game: done,
                clocks: None,
                last_move_at: Some(1_764_000_100_000),
            },
            Board {
                number: 3,
                white: side("Kozlov, K", "FM", 2300, 1),
                black: side("Orlov, O", "", 2200, 2),
                result: GameResult::Pending,
                game: Game::new(Chess::default()),
                clocks: None,
                last_move_at: None,
            },
        ];
        Round {
            event: "Kazan Open".into(),
            site: "Kazan RUS".into(),
            date: "2026.12.03".into(),
            round: 4,
            time_control: "40/5400+30:1800+30".into(),
            boards,
        }
    }

    #[test]
    fn the_feed_reads_back_with_every_board_its_tags_moves_and_clocks() {
        let text = round().pgn();
        let games = pgn::parse(&text).unwrap();
        assert_eq!(games.len(), 3, "every board, the one not started too\n{text}");
        let rounds: Vec<_> = games.iter().map(|g| g.tag("Round").unwrap()).collect();
        assert_eq!(rounds, ["4.1", "4.2", "4.3"]);
        let g = &games[0];
        for (tag, value) in [
            ("Event", "Kazan Open"),
            ("Site", "Kazan RUS"),
            ("Date", "2026.12.03"),
            ("White", "Carlsen, Magnus"),
            ("Black", "Ivanova, Anna"),
            ("WhiteElo", "2830"),
            ("BlackElo", "2350"),
            ("WhiteTitle", "GM"),
            ("BlackTitle", "WIM"),
            ("WhiteFideId", "1503014"),
            ("BlackFideId", "4100018"),
            ("TimeControl", "40/5400+30:1800+30"),
            ("Result", "*"),
        ] {
            assert_eq!(g.tag(tag), Some(value), "{tag}");
        }
        assert_eq!(g.result.as_deref(), Some("*"));
        assert_eq!(pgn::replay(g, 1).unwrap().moves().len(), 3);
        assert!(text.contains("1. e4 {[%clk 1:30:25]} c5 {[%clk 1:29:55]} 2. Nf3 {[%clk 1:28:20]} *"), "{text}");
        assert_eq!(games[1].result.as_deref(), Some("0-1"));
        assert!(!text.contains("BlackTitle \"\""), "no empty title");
        assert_eq!(games[2].moves.len(), 0);
        assert_eq!(games[2].result.as_deref(), Some("*"), "a game not started");
        let one = round().boards[1].pgn(&round());
        assert!(text.contains(&one), "the game's own file is its part of the round's");
    }

    #[test]
    fn the_dgt_files_have_the_fields_and_types_of_the_relay_parser() {
        let r = round();
        let index = serde_json::to_value(r.dgt_index()).unwrap();
        assert_eq!(index["date"], "2026.12.03");
        let pairings = index["pairings"].as_array().unwrap();
        assert_eq!(pairings.len(), 3);
        let first = &pairings[0];
        assert_eq!(first["white"]["fname"], "Magnus");
        assert_eq!(first["white"]["lname"], "Carlsen");
        assert_eq!(first["white"]["title"], "GM");
        assert!(first["white"]["fideid"].is_i64(), "a number, not a string");
        assert_eq!(first["white"]["fideid"], 1503014);
        assert_eq!(first["result"], "*");
        assert_eq!(pairings[1]["result"], "0-1");
        assert_eq!(pairings[1]["white"]["lname"], "Petrov");
        assert!(pairings[1]["white"].get("fname").is_none());
        assert!(pairings[1]["black"].get("title").is_none(), "no title: left out");
        let game = serde_json::to_value(r.boards[0].dgt_game()).unwrap();
        assert_eq!(game["moves"], serde_json::json!(["e4 5425", "c5 5395", "Nf3 5300"]));
        assert_eq!(game["result"], "*");
        assert_eq!(game["clock"]["white"], 5300, "after White's last move");
        assert_eq!(game["clock"]["black"], 5395);
        assert_eq!(game["clock"]["time"], 1_764_000_000_000_i64);
        let plain = serde_json::to_value(r.boards[1].dgt_game()).unwrap();
        assert_eq!(plain["moves"], serde_json::json!(["f3", "e5", "g4", "Qh4#"]));
        assert!(plain.get("clock").is_none(), "no clock kept");
        assert_eq!(plain["result"], "0-1");
    }

    #[test]
    fn a_board_says_its_last_move_and_both_clocks() {
        let r = round();
        let on = &r.boards[0];
        assert_eq!(on.last_move(), Some(LastMove { number: 2, white: true, san: "Nf3".into() }));
        assert_eq!(on.last_clocks(), (Some(5_300_000), Some(5_395_500)), "after each side's last move");
        let mated = &r.boards[1];
        assert_eq!(mated.last_move(), Some(LastMove { number: 2, white: false, san: "Qh4#".into() }));
        assert_eq!(mated.last_clocks(), (None, None), "no clock kept");
        assert_eq!(r.boards[2].last_move(), None, "not started");
        // A game set up with Black to move on move 30.
        let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30";
        let start: Chess = crate::chess::fen::parse(fen).unwrap();
        let mut game = Game::new(start);
        for m in ["Kd7", "e4"] {
            game.play_text(m).unwrap();
        }
        let board = Board { game, clocks: Some(vec![Some(60_000), None]), ..r.boards[2].clone() };
        assert_eq!(board.last_move(), Some(LastMove { number: 31, white: true, san: "e4".into() }));
        assert_eq!(board.last_clocks(), (None, Some(60_000)), "White's move without its time");
        let one = Board { game: Game::new(crate::chess::fen::parse(fen).unwrap()), ..board };
        assert_eq!(one.last_move(), None);
    }
}
