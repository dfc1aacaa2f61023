//! Changing a board's recorded game: a move, a take-back, the start
//! position, a whole game from PGN, and the arbiter's log of a followed game
//! (the clock's start, arrivals, claims, corrections). Every change to a
//! followed game is replayed under the Laws ([`crate::rulings::replay`])
//! before anything is stored: a change the Laws refuse is a
//! [`GameRefusal`], and a change they accept comes with the rulings it
//! makes ([`Ruled`]).

use crate::chess::{self, Game, MoveError, PlayError, PlayedMove};
use crate::rulings::incident::{BoardRecord, LogEntry, LoggedEvent, default_ruling};
use crate::rulings::replay::{EventKind, Ruling};
use crate::rulings::{Replay, ReplayError, replay};
use crate::tournament::{BoardResult, GameResult};
use chrono::{DateTime, Utc};
use shakmaty::Position as _;

/// Why a change to a board's game is refused; nothing is stored.
#[derive(Debug, Clone, PartialEq)]
pub enum GameRefusal {
    /// The arbiter's page showed another number of moves than are recorded.
    NotCurrent,
    /// The board is in a proposed round: its game is recorded once the round is published.
    NotPublished,
    /// The move cannot be played.
    Move(PlayError),
    /// There is no move to take back.
    NothingToTakeBack,
    /// The start position is set before the first move only.
    StartAfterMoves,
    /// The start position is not a valid FEN.
    BadFen(chess::fen::FenError),
    /// A PGN is loaded on a board without moves only.
    PgnAfterMoves,
    /// The PGN text holds no game or several.
    PgnNotOneGame,
    /// The PGN text cannot be read.
    PgnInvalid(chess::pgn::PgnError),
    /// A move of the PGN is not legal.
    PgnIllegal {
        /// 1-based ply.
        ply: usize,
        /// The move as written.
        san: String,
        /// Why it cannot be played.
        error: MoveError,
    },
    /// The game's clock is already followed.
    ClockAlreadyStarted,
    /// The event's time control is not set (an imported file gave none):
    /// the clock cannot be followed until the arbiter sets it.
    TimeControlNotSet,
    /// This event needs the game's clock followed.
    ClockNotStarted,
    /// The changed record cannot happen under the Laws.
    Laws(ReplayError),
    /// No player has missed the default time (6.7.1).
    NoDefaultDue,
    /// The board already has a result.
    ResultKnown,
    /// The log entry to withdraw is not (or no longer) in the log.
    EntryGone,
    /// No recorded move has that number.
    NoSuchPly,
    /// A move cannot be timed before the one before it or after the one after it.
    MoveOutOfOrder,
    /// The tournament has no such board with a game (a bye has none).
    UnknownBoard,
    /// The stored game cannot be read back (what is wrong).
    Corrupt(String),
    /// Someone changed the game since it was read; `plies` is its number of moves now.
    GameChangedMeanwhile {
        /// The number of moves recorded now.
        plies: usize,
    },
    /// Someone changed the board's result since it was read; `current` is its result now.
    ResultChangedMeanwhile {
        /// What the board holds now.
        current: BoardResult,
    },
    /// In FIDE mode the board's round is older than the round before the
    /// last one played: its result is not changed.
    FideModeOldRound {
        /// The last round played.
        last_played: i32,
    },
}

impl GameRefusal {
    /// Whether the refusal comes from the game having changed (or being in a
    /// state) the arbiter did not expect, rather than from what was typed.
    pub fn is_conflict(&self) -> bool {
        matches!(
            self,
            GameRefusal::NotCurrent
                | GameRefusal::NotPublished
                | GameRefusal::NothingToTakeBack
                | GameRefusal::ClockAlreadyStarted
                | GameRefusal::ClockNotStarted
                | GameRefusal::ResultKnown
                | GameRefusal::FideModeOldRound { .. }
                | GameRefusal::EntryGone
                | GameRefusal::GameChangedMeanwhile { .. }
                | GameRefusal::ResultChangedMeanwhile { .. }
        )
    }
}

/// What the Laws rule on a followed game before and after a change; both
/// `None` for a game whose clock is not followed.
#[derive(Debug, Clone, Default)]
pub struct Ruled {
    /// The replay of the record as it was.
    pub before: Option<Replay>,
    /// The replay of the changed record.
    pub after: Option<Replay>,
}

impl Ruled {
    /// The rulings the change makes: those of the replay after it that the
    /// replay before it did not make (the same decision under the same article).
    pub fn new_rulings(&self) -> Vec<&Ruling> {
        let Some(after) = &self.after else { return Vec::new() };
        let mut earlier: Vec<&Ruling> = self.before.iter().flat_map(|b| &b.rulings).collect();
        let mut new = Vec::new();
        for r in &after.rulings {
            match earlier.iter().position(|e| e.said == r.said && e.article == r.article) {
                Some(i) => {
                    earlier.remove(i);
                }
                None => new.push(r),
            }
        }
        new
    }

    /// The result to store after the change, given the board's result now:
    /// the one the Laws give, or pending again when a withdrawn event undid
    /// the result they had given; `None` leaves the board as it is, as does a
    /// change after which the Laws give the result they gave before (an
    /// event after the end has no effect, not even on a result the arbiter
    /// entered otherwise).
    pub fn result_to_store(&self, board_result: BoardResult) -> Option<GameResult> {
        let new = self.after.as_ref()?.result;
        let old = self.before.as_ref().map_or(GameResult::Pending, |b| b.result);
        if new == old {
            None
        } else if new != GameResult::Pending {
            Some(new)
        } else if old != GameResult::Pending && board_result == BoardResult::Game(old) {
            Some(GameResult::Pending)
        } else {
            None
        }
    }
}

/// The replay of a followed game's record, or of the claims, offers and
/// resignations of a game whose clock is not followed
/// ([`BoardRecord::untimed_incident`]); `None` when there is nothing to replay.
pub fn replayed(record: &BoardRecord) -> Result<Option<Replay>, ReplayError> {
    match record.is_timed() {
        true => record.incident().map(|incident| replay(&incident?)).transpose(),
        false => record.untimed_incident().map(|incident| Ok(replay(&incident?)?.untimed())).transpose(),
    }
}

/// Rules on a change from `before` to `after`: refused when the changed
/// record cannot happen under the Laws.
pub fn rule(before: &BoardRecord, after: &BoardRecord) -> Result<Ruled, GameRefusal> {
    let after = replayed(after).map_err(GameRefusal::Laws)?;
    Ok(Ruled { before: replayed(before).ok().flatten(), after })
}

/// A board's game as loaded for a change: the moves, and the timed record
/// with the arbiter's log.
#[derive(Debug, Clone, Copy)]
pub struct GameState<'a> {
    /// The game record.
    pub game: &'a Game,
    /// The moves with their times, and the log.
    pub record: &'a BoardRecord,
}

/// A change to store: the game and record after it, and its rulings.
#[derive(Debug, Clone)]
pub struct GameChange {
    /// The game record after the change.
    pub game: Game,
    /// The timed record after the change.
    pub record: BoardRecord,
    /// What the Laws rule on it.
    pub ruled: Ruled,
}

impl GameState<'_> {
    fn current(&self, seen_plies: Option<usize>) -> Result<(), GameRefusal> {
        if seen_plies == Some(self.game.moves().len()) { Ok(()) } else { Err(GameRefusal::NotCurrent) }
    }

    fn change(&self, game: Game, record: BoardRecord) -> Result<GameChange, GameRefusal> {
        let ruled = rule(self.record, &record)?;
        Ok(GameChange { game, record, ruled })
    }

    /// Plays the move `text` (any notation the game reads), its clock pressed
    /// at `at`, on the game the arbiter saw with `seen_plies` moves.
    pub fn play(
        &self,
        seen_plies: Option<usize>,
        text: &str,
        at: DateTime<Utc>,
    ) -> Result<(GameChange, PlayedMove), GameRefusal> {
        self.current(seen_plies)?;
        let mut game = self.game.clone();
        let played = game.play_text(text).map_err(GameRefusal::Move)?.clone();
        let mut record = self.record.clone();
        record.moves.push((at, played.san.clone()));
        Ok((self.change(game, record)?, played))
    }

    /// Takes back the last move of the game the arbiter saw with `seen_plies` moves.
    pub fn take_back(&self, seen_plies: Option<usize>) -> Result<(GameChange, PlayedMove), GameRefusal> {
        self.current(seen_plies)?;
        let mut game = self.game.clone();
        let last = game.take_back().ok_or(GameRefusal::NothingToTakeBack)?;
        let mut record = self.record.clone();
        record.moves.pop();
        Ok((self.change(game, record)?, last))
    }

    /// The start position from a FEN, written back as FEN; before the first move only.
    pub fn start_position(&self, fen: &str) -> Result<String, GameRefusal> {
        if !self.game.moves().is_empty() {
            return Err(GameRefusal::StartAfterMoves);
        }
        let pos = chess::fen::parse_in(fen.trim(), self.game.start().castles().mode()).map_err(GameRefusal::BadFen)?;
        Ok(chess::fen::write(&pos))
    }

    /// The game a PGN text records; on a board without moves only.
    pub fn from_pgn(&self, text: &str) -> Result<Game, GameRefusal> {
        if !self.game.moves().is_empty() {
            return Err(GameRefusal::PgnAfterMoves);
        }
        let games = chess::pgn::parse(text).map_err(GameRefusal::PgnInvalid)?;
        let [game] = games.as_slice() else { return Err(GameRefusal::PgnNotOneGame) };
        let game = chess::pgn::replay(game, 1).map_err(|e| match e {
            chess::pgn::PgnError::Move { ply, san, error, .. } => GameRefusal::PgnIllegal { ply, san, error },
            e => GameRefusal::PgnInvalid(e),
        })?;
        // A Chess960 start in an event of the usual game (or one the event's
        // castling cannot read) is refused as that event reads its FEN.
        let start = chess::fen::write(game.start());
        chess::fen::parse_in(&start, self.game.start().castles().mode()).map_err(GameRefusal::BadFen)?;
        Ok(game)
    }

    /// Starts following the game's clock, White's running from `at`.
    pub fn start_clock(&self, at: DateTime<Utc>) -> Result<GameChange, GameRefusal> {
        if self.record.is_timed() {
            return Err(GameRefusal::ClockAlreadyStarted);
        }
        if self.record.time_control.trim().is_empty() {
            return Err(GameRefusal::TimeControlNotSet);
        }
        let mut record = self.record.clone();
        record.log.push(LoggedEvent { at, entry: LogEntry::StartClock });
        self.change(self.game.clone(), record)
    }

    /// Corrects when the clock was pressed after move `ply` (1-based).
    pub fn correct_move_time(&self, ply: Option<usize>, at: DateTime<Utc>) -> Result<GameChange, GameRefusal> {
        let moves = &self.record.moves;
        let ply = ply.filter(|p| (1..=moves.len()).contains(p)).ok_or(GameRefusal::NoSuchPly)?;
        let in_order = (ply < 2 || moves[ply - 2].0 <= at) && moves.get(ply).is_none_or(|(next, _)| at <= *next);
        if !in_order {
            return Err(GameRefusal::MoveOutOfOrder);
        }
        let mut record = self.record.clone();
        record.moves[ply - 1].0 = at;
        self.change(self.game.clone(), record)
    }

    /// Withdraws the log entry at `index` (entered by mistake); the clock's
    /// start is not an entry the arbiter withdraws.
    pub fn withdraw_entry(&self, index: Option<usize>) -> Result<(GameChange, LoggedEvent), GameRefusal> {
        let log = &self.record.log;
        let index = index.filter(|i| log.get(*i).is_some_and(|e| e.entry != LogEntry::StartClock));
        let index = index.ok_or(GameRefusal::EntryGone)?;
        let mut record = self.record.clone();
        let removed = record.log.remove(index);
        Ok((self.change(self.game.clone(), record)?, removed))
    }

    /// Logs an event (an arrival, a claim, an offer...). Arrivals, default
    /// time, draw claims, offers and resignations work on any board (the
    /// Laws rule on them from the position, not the clock); flags, illegal
    /// moves, pauses and adjustments need the clock followed. A
    /// draw claim's written move is kept in the log in standard notation, and
    /// a wrong claim plays it (9.5.3): the second value is that move.
    pub fn log(&self, event: LoggedEvent) -> Result<(GameChange, LoggedEvent, Option<PlayedMove>), GameRefusal> {
        let untimed_allowed = matches!(event.entry, LogEntry::Event(EventKind::Arrive { .. } | EventKind::DefaultTime))
            || BoardRecord::rules_without_clock(&event.entry);
        if !self.record.is_timed() && !untimed_allowed {
            return Err(GameRefusal::ClockNotStarted);
        }
        let mut event = event;
        let written = self.written_move(&mut event)?;
        let mut record = self.record.clone();
        record.log.push(event.clone());
        let mut game = self.game.clone();
        let ruled_plies = replayed(&record).ok().flatten().map(|r| r.plies);
        let played = match written {
            Some(m) if ruled_plies.is_some_and(|p| p > self.record.moves.len()) => {
                record.moves.push((event.at, m.san.clone()));
                game.play_text(&m.san).map_err(GameRefusal::Move)?;
                Some(m)
            }
            _ => None,
        };
        Ok((self.change(game, record)?, event, played))
    }

    /// The written move of a draw claim, read in the game's position and
    /// rewritten in standard notation (so the record and the replay agree on
    /// it). After the game has ended (mate, stalemate, dead position...) it
    /// is kept as written: the claim has no effect and the move is not played.
    fn written_move(&self, event: &mut LoggedEvent) -> Result<Option<PlayedMove>, GameRefusal> {
        let LogEntry::Event(EventKind::ClaimDraw { intended_san: Some(text), .. }) = &mut event.entry else {
            return Ok(None);
        };
        let mut game = self.game.clone();
        let played = match game.play_text(text) {
            Ok(played) => played.clone(),
            Err(PlayError::GameOver(_)) => return Ok(None),
            Err(e) => return Err(GameRefusal::Move(e)),
        };
        *text = played.san.clone();
        Ok(Some(played))
    }

    /// Default time ruled on a board whose clock is not followed, from the
    /// arrivals alone (6.7.1), at `at`: the result it gives, while the board
    /// (whose result now is `board_result`) has none.
    pub fn default_from_arrivals(
        &self,
        at: DateTime<Utc>,
        board_result: BoardResult,
    ) -> Result<GameResult, GameRefusal> {
        let result = default_ruling(self.record, at).ok_or(GameRefusal::NoDefaultDue)?;
        if board_result != BoardResult::PENDING {
            return Err(GameRefusal::ResultKnown);
        }
        Ok(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Color;
    use chrono::TimeZone;

    fn at(second: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 3, 1, 10, 0, second).unwrap()
    }

    fn record(log: Vec<LoggedEvent>) -> BoardRecord {
        BoardRecord {
            time_control: "3+2".into(),
            mode: None,
            round_start: Some(at(0)),
            default_time_minutes: 60,
            start_fen: None,
            moves: Vec::new(),
            log,
        }
    }

    fn timed() -> BoardRecord {
        record(vec![LoggedEvent { at: at(0), entry: LogEntry::StartClock }])
    }

    #[test]
    fn a_move_is_played_only_on_the_game_the_arbiter_saw() {
        let (game, record) = (Game::new(shakmaty::Chess::default()), record(Vec::new()));
        let state = GameState { game: &game, record: &record };
        assert_eq!(state.play(Some(1), "e4", at(5)).unwrap_err(), GameRefusal::NotCurrent);
        assert_eq!(state.play(None, "e4", at(5)).unwrap_err(), GameRefusal::NotCurrent);
        assert!(matches!(state.play(Some(0), "e5", at(5)), Err(GameRefusal::Move(_))));
        let (change, played) = state.play(Some(0), "e2e4", at(5)).unwrap();
        assert_eq!(played.san, "e4");
        assert_eq!(change.record.moves, vec![(at(5), "e4".to_string())]);
        assert_eq!(change.game.moves().len(), 1);
        assert!(change.ruled.after.is_none(), "an unfollowed game is not replayed");

        let next = GameState { game: &change.game, record: &change.record };
        let (back, last) = next.take_back(Some(1)).unwrap();
        assert_eq!((last.san.as_str(), back.game.moves().len(), back.record.moves.len()), ("e4", 0, 0));
        assert_eq!(state.take_back(Some(0)).unwrap_err(), GameRefusal::NothingToTakeBack);
        assert_eq!(next.start_position("8/8/8/8/8/8/8/K1k5 w - - 0 1").unwrap_err(), GameRefusal::StartAfterMoves);
    }

    #[test]
    fn a_pgn_is_one_legal_game_on_a_board_without_moves() {
        let (game, record) = (Game::new(shakmaty::Chess::default()), record(Vec::new()));
        let state = GameState { game: &game, record: &record };
        assert_eq!(state.from_pgn("1. e4 e5 2. Nf3 *").unwrap().moves().len(), 3);
        assert_eq!(state.from_pgn("1. e4 e5 * 1. d4 d5 *").unwrap_err(), GameRefusal::PgnNotOneGame);
        let illegal = state.from_pgn("1. e4 e5 2. Ke3 *").unwrap_err();
        assert!(matches!(illegal, GameRefusal::PgnIllegal { ply: 3, ref san, .. } if san == "Ke3"), "{illegal:?}");
    }

    #[test]
    fn the_laws_refuse_a_change_that_cannot_happen_and_rule_on_one_that_can() {
        let (game, untimed) = (Game::new(shakmaty::Chess::default()), record(Vec::new()));
        let state = GameState { game: &game, record: &untimed };
        let resign = LoggedEvent { at: at(9), entry: LogEntry::Event(EventKind::Resign { player: Color::Black }) };
        // Without a clock a flag cannot fall; a resignation needs none (5.1.2).
        let by = crate::rulings::replay::Claimant::White;
        let flag = LoggedEvent { at: at(9), entry: LogEntry::Event(EventKind::ClaimFlag { by }) };
        assert_eq!(state.log(flag).unwrap_err(), GameRefusal::ClockNotStarted);
        let (change, _, _) = state.log(resign.clone()).unwrap();
        assert_eq!(change.ruled.result_to_store(BoardResult::PENDING), Some(GameResult::WhiteWins), "untimed");

        let timed = timed();
        let state = GameState { game: &game, record: &timed };
        assert_eq!(state.start_clock(at(1)).unwrap_err(), GameRefusal::ClockAlreadyStarted);
        // An event whose time control is not set (imported without one) has no clock to follow.
        let unset = BoardRecord { time_control: String::new(), ..untimed.clone() };
        let state_unset = GameState { game: &game, record: &unset };
        assert_eq!(state_unset.start_clock(at(1)).unwrap_err(), GameRefusal::TimeControlNotSet);
        let (change, _, played) = state.log(resign).unwrap();
        assert!(played.is_none());
        assert_eq!(change.ruled.new_rulings().len(), 1, "{:?}", change.ruled.after);
        assert_eq!(change.ruled.result_to_store(BoardResult::PENDING), Some(GameResult::WhiteWins));

        // Withdrawing the resignation gives the game back its pending result.
        let resigned = GameState { game: &game, record: &change.record };
        let (undone, removed) = resigned.withdraw_entry(Some(1)).unwrap();
        assert!(matches!(removed.entry, LogEntry::Event(EventKind::Resign { .. })));
        assert_eq!(undone.ruled.result_to_store(GameResult::WhiteWins.into()), Some(GameResult::Pending));
        assert_eq!(undone.ruled.result_to_store(GameResult::Draw.into()), None, "a result the arbiter entered stays");
        assert_eq!(resigned.withdraw_entry(Some(0)).unwrap_err(), GameRefusal::EntryGone, "the clock's start stays");
        assert_eq!(resigned.withdraw_entry(None).unwrap_err(), GameRefusal::EntryGone);
    }

    #[test]
    fn an_event_after_the_end_is_recorded_without_effect() {
        // 1.f3 e5 2.g4 Qh4#, then White claims a draw with a written move (the game is over: not read).
        let mut game = Game::new(shakmaty::Chess::default());
        let mut record = timed();
        for (i, san) in ["f3", "e5", "g4", "Qh4#"].into_iter().enumerate() {
            game.play_text(san).unwrap();
            record.moves.push((at(10 + i as u32), san.to_string()));
        }
        let state = GameState { game: &game, record: &record };
        let kind = crate::rulings::replay::DrawKind::Threefold;
        let claim = EventKind::ClaimDraw { by: Color::White, kind, intended_san: Some("Nf3".into()) };
        let (change, logged, played) = state.log(LoggedEvent { at: at(30), entry: LogEntry::Event(claim) }).unwrap();
        assert!(played.is_none() && change.record.moves.len() == 4, "the written move is not played");
        assert_eq!(logged.entry.fields()["intended_san"], "Nf3", "kept as written");
        let new = change.ruled.new_rulings();
        assert_eq!(new.len(), 1);
        assert!(matches!(new[0].said, crate::rulings::decision::Decision::NoEffect { article: "5.1.1", .. }));
        assert_eq!(change.ruled.after.as_ref().map(|r| r.result), Some(GameResult::BlackWins));
        // The board keeps its result, even one the arbiter entered otherwise.
        assert_eq!(change.ruled.result_to_store(GameResult::BlackWins.into()), None);
        assert_eq!(change.ruled.result_to_store(GameResult::Draw.into()), None);
        // A move after the end contradicts the record: refused.
        let ended = GameState { game: &change.game, record: &change.record };
        assert!(matches!(ended.play(Some(4), "Kf2", at(40)), Err(GameRefusal::Move(PlayError::GameOver(_)))));
    }

    #[test]
    fn a_move_time_is_corrected_between_its_neighbours_only() {
        let game = Game::new(shakmaty::Chess::default());
        let mut record = timed();
        record.moves = vec![(at(10), "e4".into()), (at(20), "e5".into())];
        let state = GameState { game: &game, record: &record };
        assert_eq!(state.correct_move_time(Some(3), at(15)).unwrap_err(), GameRefusal::NoSuchPly);
        assert_eq!(state.correct_move_time(Some(1), at(25)).unwrap_err(), GameRefusal::MoveOutOfOrder);
        assert_eq!(state.correct_move_time(Some(1), at(15)).unwrap().record.moves[0].0, at(15));
    }
}
