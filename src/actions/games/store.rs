//! Storing one change to a board's game: checked by [`GameState`], written
//! with its audit entries and the result it gives, in the caller's
//! transaction, the board's row locked so that changes to one board wait for
//! each other.

use super::state::{GameRefusal, GameState, Ruled};
use crate::actions::audit::{AuditEvent, BoardRef, Said, StoredEntry, audit};
use crate::actions::{Failed, NewResult, ResultRefusal, refuse, set_result};
use crate::chess::{self, Game, GameEnd, Termination};
use crate::db::models::{BoardRow, GameRow, TournamentRow};
use crate::db::{self, BoardId, DbConnection, GameId, UserId};
use crate::rulings::decision::Decision;
use crate::rulings::incident::{BoardRecord, LogEntry, LoggedEvent};
use crate::rulings::replay::EventKind;
use crate::tournament::GameResult;
use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use shakmaty::{Chess, Color};

/// A board with its recorded game: the moves, the timed record and the
/// arbiter's log.
#[derive(Debug, Clone)]
pub struct BoardGame {
    /// The board.
    pub board: BoardRow,
    /// The game's row, once a move or a start position is recorded.
    pub row: Option<GameRow>,
    /// The game record.
    pub game: Game,
    /// The timed moves and the arbiter's log, for the clock and rulings.
    pub record: BoardRecord,
    /// The ids of the log's rows, in the record's order.
    pub log_ids: Vec<i32>,
}

impl BoardGame {
    /// Loads the game of `board` (of `t`); a stored game that cannot be read
    /// back is [`GameRefusal::Corrupt`].
    pub fn load(conn: &mut DbConnection, t: &TournamentRow, board: BoardRow) -> Result<BoardGame, Failed<GameRefusal>> {
        let row = db::games::by_board(conn, board.id)?;
        let moves = match &row {
            Some(r) => db::games::moves(conn, r.id)?,
            None => Vec::new(),
        };
        let variant = db::variants::Variant::of(conn, t)?;
        let game = match &row {
            Some(r) => match db::games::rebuild(r, &moves, variant.castling()) {
                Ok(game) => game,
                Err(e) => return refuse(GameRefusal::Corrupt(e.to_string())),
            },
            None => Game::new(variant.start(board.round)),
        };
        let log = db::game_events::for_board(conn, board.id)?;
        let mut record = db::game_events::board_record(conn, t, &board, row.as_ref(), &moves, &log)?;
        if row.is_none() && *game.start() != Chess::default() {
            // A Chess960 round's position, before the game's row holds it.
            record.start_fen = Some(chess::fen::write(game.start()));
        }
        let log_ids = log.iter().map(|e| e.id).collect();
        Ok(BoardGame { board, row, game, record, log_ids })
    }

    /// The game and its record, as the game's rules take them.
    pub fn state(&self) -> GameState<'_> {
        GameState { game: &self.game, record: &self.record }
    }
}

/// A change to a board's game, as the arbiter asks for it.
#[derive(Debug, Clone)]
pub enum GameInput {
    /// A move typed or clicked, on the game seen with `seen_plies` moves, its clock pressed `at`.
    Play {
        /// The number of moves the arbiter saw.
        seen_plies: Option<usize>,
        /// The move, in any notation the game reads.
        text: String,
        /// When the clock was pressed.
        at: DateTime<Utc>,
    },
    /// The last move taken back, on the game seen with `seen_plies` moves.
    TakeBack {
        /// The number of moves the arbiter saw.
        seen_plies: Option<usize>,
    },
    /// The start position, before the first move.
    StartPosition {
        /// The position as FEN.
        fen: String,
    },
    /// A whole game from PGN, on a board without moves; its moves timed `at`.
    Pgn {
        /// The PGN text.
        text: String,
        /// The time stored with its moves.
        at: DateTime<Utc>,
    },
    /// The game's clock followed from `at` on.
    StartClock {
        /// When White's clock started.
        at: DateTime<Utc>,
    },
    /// An event logged against the game (an arrival, a claim, default time...).
    Log(LoggedEvent),
    /// The log entry with this row id withdrawn (entered by mistake).
    WithdrawEntry {
        /// The entry's row id.
        id: i32,
    },
    /// When move `ply` (1-based) was pressed, corrected to `at`.
    MoveTime {
        /// The move.
        ply: Option<usize>,
        /// The corrected time.
        at: DateTime<Utc>,
    },
}

/// A ruling's moment in the event's time zone, as the audit log says it.
pub fn in_zone(d: &Decision, tz: Tz) -> Decision {
    match d {
        Decision::NoEffect { article, ended } => {
            Decision::NoEffect { article, ended: ended.map(|at| at.with_timezone(&tz).fixed_offset()) }
        }
        other => other.clone(),
    }
}

/// One change to the game of board `board` of `t`, stored whole: refused
/// (nothing written) on a board of a proposed round, on a game changed
/// since the arbiter saw it, or as the Laws refuse it.
pub fn change_game(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    board: BoardId,
    input: GameInput,
) -> Result<(), Failed<GameRefusal>> {
    // Changes to one board wait for each other: each is checked against the log as the last one left it.
    db::boards::lock(conn, t.id, board)?;
    let Some(row) = db::boards::by_id(conn, t.id, board)?.filter(|b| b.black_id.is_some()) else {
        return refuse(GameRefusal::UnknownBoard);
    };
    if row.round > t.paired_rounds {
        return refuse(GameRefusal::NotPublished);
    }
    let g = BoardGame::load(conn, t, row)?;
    let mut s = Store { conn, by, t, g: &g };
    match input {
        GameInput::Play { seen_plies, text, at } => s.play(seen_plies, &text, at),
        GameInput::TakeBack { seen_plies } => s.take_back(seen_plies),
        GameInput::StartPosition { fen } => s.start_position(&fen),
        GameInput::Pgn { text, at } => s.pgn(&text, at),
        GameInput::StartClock { at } => s.start_clock(at),
        GameInput::Log(event) => s.log(event),
        GameInput::WithdrawEntry { id } => s.withdraw_entry(id),
        GameInput::MoveTime { ply, at } => s.move_time(ply, at),
    }
}

/// One change being stored.
struct Store<'a, 'c> {
    conn: &'c mut DbConnection,
    by: UserId,
    t: &'a TournamentRow,
    g: &'a BoardGame,
}

type Stored = Result<(), Failed<GameRefusal>>;

/// The board result a game end gives.
fn end_result(end: GameEnd) -> GameResult {
    match end {
        GameEnd::Checkmate { winner: Color::White } => GameResult::WhiteWins,
        GameEnd::Checkmate { winner: Color::Black } => GameResult::BlackWins,
        _ => GameResult::Draw,
    }
}

fn time_text(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M:%S UTC").to_string()
}

impl Store<'_, '_> {
    fn audit(&mut self, event: AuditEvent) -> Stored {
        Ok(audit(self.conn, self.t.id, self.by, event)?)
    }

    fn board_ref(&self) -> BoardRef {
        BoardRef::of(&self.g.board)
    }

    /// The game's row id, the row created (from `start`) if there is none yet.
    fn game_id(&mut self, start: &Chess) -> Result<(GameId, i32), Failed<GameRefusal>> {
        Ok(match &self.g.row {
            Some(r) => (r.id, r.version),
            None => (db::games::create(self.conn, self.t.id, self.g.board.id, &chess::fen::write(start))?, 1),
        })
    }

    /// Claims the game's next version, unless someone changed it since it was read.
    fn claim(&mut self, game_id: GameId, version: i32) -> Stored {
        if db::games::claim_version(self.conn, game_id, version)? {
            return Ok(());
        }
        let plies = db::games::moves(self.conn, game_id)?.len();
        refuse(GameRefusal::GameChangedMeanwhile { plies })
    }

    /// Enters `result` on the board as it is now ([`set_result`]).
    fn board_result(&mut self, result: GameResult, reason: Option<String>) -> Stored {
        let Some(board) = db::boards::by_id(self.conn, self.t.id, self.g.board.id)? else {
            return refuse(GameRefusal::UnknownBoard);
        };
        // The recorded game is the arbiter's record of what happened: its
        // end stands, and is recorded for FIDE when it corrects a result.
        let input = NewResult { board: board.id, version: board.version, result, reason, correction_confirmed: true };
        match set_result(self.conn, self.by, self.t, input) {
            Ok(_) => Ok(()),
            Err(Failed::Db(e)) => Err(Failed::Db(e)),
            Err(Failed::Refused(ResultRefusal::ChangedMeanwhile { current })) => {
                refuse(GameRefusal::ResultChangedMeanwhile { current })
            }
            Err(Failed::Refused(ResultRefusal::NotPublished)) => refuse(GameRefusal::NotPublished),
            Err(Failed::Refused(ResultRefusal::FideModeOldRound { last_played })) => {
                refuse(GameRefusal::FideModeOldRound { last_played })
            }
            Err(Failed::Refused(ResultRefusal::UnknownBoard | ResultRefusal::Bye)) => refuse(GameRefusal::UnknownBoard),
            // Not asked of a game's end (confirmed above); read as a board that changed.
            Err(Failed::Refused(
                ResultRefusal::CorrectionNotConfirmed { .. } | ResultRefusal::AdjournedNotDrawn { .. },
            )) => refuse(GameRefusal::ResultChangedMeanwhile { current: board.result }),
        }
    }

    /// The result when the rules of the game ended `game`, on the game and on the board.
    fn record_end(&mut self, game: &Game, game_id: GameId) -> Stored {
        let Some(end) = game.end() else { return Ok(()) };
        let result = end_result(end);
        db::games::set_result(self.conn, game_id, result, Some(end.termination()))?;
        self.board_result(result, Some(format!("{} {}", end.termination().code(), end.article())))
    }

    /// After a change to a timed board: logs its new rulings and sets (or,
    /// when a withdrawn event undid it, clears) the result they give.
    fn rulings(&mut self, ruled: &Ruled) -> Stored {
        let Some(after) = &ruled.after else { return Ok(()) };
        for r in ruled.new_rulings() {
            let local = in_zone(&r.said, self.t.tz());
            let (decision, article, said) = (local.english(), r.article.clone(), Some(Said::decision(&local)));
            self.audit(AuditEvent::Ruling { board: self.board_ref(), decision, article, said })?;
        }
        let Some(board) = db::boards::by_id(self.conn, self.t.id, self.g.board.id)? else {
            return refuse(GameRefusal::UnknownBoard);
        };
        let Some(target) = ruled.result_to_store(board.result) else { return Ok(()) };
        let reason = after.article.as_ref().map(|a| format!("{} {a}", after.termination.map_or("", Termination::code)));
        self.board_result(target, reason)?;
        // The game's row may have been created by this very change (its first move).
        if let Some(game) = db::games::by_board(self.conn, self.g.board.id)? {
            db::games::set_result(self.conn, game.id, target, after.termination)?;
        }
        Ok(())
    }

    fn play(&mut self, seen_plies: Option<usize>, text: &str, at: DateTime<Utc>) -> Stored {
        let (change, played) = self.g.state().play(seen_plies, text, at).map_err(Failed::Refused)?;
        let (game_id, version) = self.game_id(change.game.start())?;
        self.claim(game_id, version)?;
        db::games::push_move(self.conn, game_id, change.game.moves().len() as i32, &played, at.naive_utc())?;
        self.rulings(&change.ruled)?;
        // A followed game's end was ruled by the replay; otherwise the rules of the game record end it.
        if !self.g.record.is_timed() {
            self.record_end(&change.game, game_id)?;
        }
        Ok(())
    }

    fn take_back(&mut self, seen_plies: Option<usize>) -> Stored {
        let (change, last) = self.g.state().take_back(seen_plies).map_err(Failed::Refused)?;
        let Some(row) = self.g.row.clone() else { return refuse(GameRefusal::NothingToTakeBack) };
        let ply = change.game.moves().len() as i32 + 1;
        self.claim(row.id, row.version)?;
        db::games::pop_move(self.conn, row.id, ply)?;
        self.audit(AuditEvent::MoveTakenBack { board: self.board_ref(), ply, san: last.san })?;
        self.rulings(&change.ruled)?;
        // A followed game's result was ruled again; otherwise a result the rules had set goes with the move.
        if !self.g.record.is_timed() && row.termination.is_some() {
            db::games::set_result(self.conn, row.id, GameResult::Pending, None)?;
            self.board_result(GameResult::Pending, None)?;
        }
        Ok(())
    }

    fn start_position(&mut self, fen: &str) -> Stored {
        let fen = self.g.state().start_position(fen).map_err(Failed::Refused)?;
        let id = match &self.g.row {
            Some(r) => r.id,
            None => db::games::create(self.conn, self.t.id, self.g.board.id, &fen)?,
        };
        db::games::set_start(self.conn, id, &fen)?;
        self.audit(AuditEvent::StartPosition { board: self.board_ref(), fen })
    }

    fn pgn(&mut self, text: &str, at: DateTime<Utc>) -> Stored {
        let game = self.g.state().from_pgn(text).map_err(Failed::Refused)?;
        let fen = chess::fen::write(game.start());
        let id = match &self.g.row {
            Some(r) => {
                db::games::set_start(self.conn, r.id, &fen)?;
                r.id
            }
            None => db::games::create(self.conn, self.t.id, self.g.board.id, &fen)?,
        };
        for (i, m) in game.moves().iter().enumerate() {
            db::games::push_move(self.conn, id, i as i32 + 1, m, at.naive_utc())?;
        }
        self.audit(AuditEvent::PgnLoaded { board: self.board_ref(), plies: game.moves().len() })?;
        self.record_end(&game, id)
    }

    fn start_clock(&mut self, at: DateTime<Utc>) -> Stored {
        let change = self.g.state().start_clock(at).map_err(Failed::Refused)?;
        let _id = db::game_events::record(self.conn, self.g.board.id, at.naive_utc(), &LogEntry::StartClock, self.by)?;
        self.audit(AuditEvent::ClockStarted { board: self.board_ref(), at: time_text(at) })?;
        self.rulings(&change.ruled)
    }

    fn log(&mut self, event: LoggedEvent) -> Stored {
        if event.entry == LogEntry::Event(EventKind::DefaultTime) && !self.g.record.is_timed() {
            return self.default_time(event);
        }
        let (change, event, played) = self.g.state().log(event).map_err(Failed::Refused)?;
        let bid = self.g.board.id;
        let _id = db::game_events::record(self.conn, bid, event.at.naive_utc(), &event.entry, self.by)?;
        let logged = Some(StoredEntry::of(&event.entry));
        self.audit(AuditEvent::GameLogEntry { board: self.board_ref(), entry: String::new(), logged })?;
        if let Some(m) = played {
            let (game_id, _) = self.game_id(self.g.game.start())?;
            db::games::push_move(self.conn, game_id, change.game.moves().len() as i32, &m, event.at.naive_utc())?;
        }
        self.rulings(&change.ruled)
    }

    /// A default-time ruling on a board whose clock the arbiter does not
    /// follow: from the arrivals alone (6.7.1).
    fn default_time(&mut self, event: LoggedEvent) -> Stored {
        let Some(board) = db::boards::by_id(self.conn, self.t.id, self.g.board.id)? else {
            return refuse(GameRefusal::UnknownBoard);
        };
        let result = self.g.state().default_from_arrivals(event.at, board.result).map_err(Failed::Refused)?;
        let _id = db::game_events::record(self.conn, board.id, event.at.naive_utc(), &event.entry, self.by)?;
        self.board_result(result, Some("6.7.1".into()))
    }

    fn withdraw_entry(&mut self, id: i32) -> Stored {
        let index = self.g.log_ids.iter().position(|x| *x == id);
        let (change, removed) = self.g.state().withdraw_entry(index).map_err(Failed::Refused)?;
        if !db::game_events::delete(self.conn, self.g.board.id, id)? {
            return refuse(GameRefusal::EntryGone);
        }
        let logged = Some(StoredEntry::of(&removed.entry));
        self.audit(AuditEvent::GameLogEntryWithdrawn { board: self.board_ref(), entry: String::new(), logged })?;
        self.rulings(&change.ruled)
    }

    fn move_time(&mut self, ply: Option<usize>, at: DateTime<Utc>) -> Stored {
        let change = self.g.state().correct_move_time(ply, at).map_err(Failed::Refused)?;
        let (Some(ply), Some(game)) = (ply, &self.g.row) else { return refuse(GameRefusal::NoSuchPly) };
        let before = self.g.record.moves[ply - 1].0;
        if !db::games::set_move_time(self.conn, game.id, ply as i32, at.naive_utc())? {
            return refuse(GameRefusal::NoSuchPly);
        }
        let (before, after) = (time_text(before), time_text(at));
        self.audit(AuditEvent::MoveTimeCorrected { board: self.board_ref(), ply: ply as i32, before, after })?;
        self.rulings(&change.ruled)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::fixture::{event, fields, logged, publish, seat};
    use shakmaty::Position as _;

    /// A tournament with one board in round 1, published if `published`.
    fn board(published: bool) -> (DbConnection, UserId, TournamentRow, BoardId) {
        let (mut c, by, t) = event("swiss");
        let white = db::players::insert(&mut c, t.id, &fields("White", "")).expect("white");
        let black = db::players::insert(&mut c, t.id, &fields("Black", "")).expect("black");
        seat(&mut c, &t, 1, white, black);
        let t = if published { publish(&mut c, &t, 1) } else { t };
        let bid = db::boards::for_round(&mut c, t.id, 1).expect("boards")[0].id;
        (c, by, t, bid)
    }

    fn play(c: &mut DbConnection, by: UserId, t: &TournamentRow, bid: BoardId, seen: usize, text: &str) -> Stored {
        let input = GameInput::Play { seen_plies: Some(seen), text: text.into(), at: Utc::now() };
        change_game(c, by, t, bid, input)
    }

    fn result(c: &mut DbConnection, t: &TournamentRow, bid: BoardId) -> crate::tournament::BoardResult {
        db::boards::by_id(c, t.id, bid).expect("read").expect("stored").result
    }

    #[test]
    fn a_mate_sets_the_result_once_and_taking_it_back_withdraws_it() {
        let (mut c, by, t, bid) = board(true);
        for (ply, m) in ["f3", "e5", "g4", "Qh4#"].iter().enumerate() {
            play(&mut c, by, &t, bid, ply, m).expect("played");
        }
        assert_eq!(result(&mut c, &t, bid), GameResult::BlackWins.into());
        let game = db::games::by_board(&mut c, bid).expect("read").expect("game");
        assert_eq!((game.result, game.termination), (GameResult::BlackWins, Some(Termination::Checkmate)));
        assert_eq!(logged(&mut c, t.id), ["result_changed"]);
        change_game(&mut c, by, &t, bid, GameInput::TakeBack { seen_plies: Some(4) }).expect("taken back");
        assert_eq!(result(&mut c, &t, bid), GameResult::Pending.into());
        assert_eq!(logged(&mut c, t.id), ["result_changed", "move_taken_back", "result_changed"]);
    }

    #[test]
    fn a_change_to_a_game_not_seen_or_not_published_writes_nothing() {
        let (mut c, by, t, bid) = board(true);
        play(&mut c, by, &t, bid, 0, "e4").expect("played");
        let stale = play(&mut c, by, &t, bid, 0, "d4");
        assert!(matches!(stale, Err(Failed::Refused(GameRefusal::NotCurrent))), "{stale:?}");
        let game = db::games::by_board(&mut c, bid).expect("read").expect("game");
        assert_eq!(db::games::moves(&mut c, game.id).expect("moves").len(), 1);
        let (mut c, by, t, bid) = board(false);
        let proposed = play(&mut c, by, &t, bid, 0, "e4");
        assert!(matches!(proposed, Err(Failed::Refused(GameRefusal::NotPublished))), "{proposed:?}");
        assert!(db::games::by_board(&mut c, bid).expect("read").is_none());
        assert!(logged(&mut c, t.id).is_empty());
    }

    #[test]
    fn a_chess960_game_starts_from_its_rounds_position_and_is_rebuilt_from_it() {
        let (mut c, by, t, bid) = board(true);
        db::variants::set_chess960(&mut c, t.id, true).expect("chess960");
        let drawn = crate::chess::Chess960::drawn(t.lots_seed(), 1);
        let row = db::boards::by_id(&mut c, t.id, bid).expect("read").expect("board");
        let loaded = BoardGame::load(&mut c, &t, row.clone()).expect("loaded");
        assert_eq!(loaded.game.start(), &drawn.position());
        assert_eq!(loaded.record.start_fen.is_some(), drawn != crate::chess::Chess960::STANDARD);
        let first = crate::chess::notation::uci(loaded.game.position().legal_moves()[0]);
        play(&mut c, by, &t, bid, 0, &first).expect("played");
        let game = db::games::by_board(&mut c, bid).expect("read").expect("game");
        assert_eq!(game.start_fen, drawn.fen());
        let again = BoardGame::load(&mut c, &t, row).expect("rebuilt");
        assert_eq!((again.game.start(), again.game.moves().len()), (&drawn.position(), 1));
    }

    #[test]
    fn a_chess960_pgn_is_refused_in_an_event_of_the_usual_game() {
        let (mut c, by, t, bid) = board(true);
        let fen = crate::chess::Chess960::new(0).expect("0").fen();
        let text = format!("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1. Nc3 *\n");
        let refused = change_game(&mut c, by, &t, bid, GameInput::Pgn { text, at: Utc::now() });
        assert!(matches!(refused, Err(Failed::Refused(GameRefusal::BadFen(_)))), "{refused:?}");
        assert!(db::games::by_board(&mut c, bid).expect("read").is_none(), "nothing stored");
    }
}
