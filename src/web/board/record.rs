//! A board's recorded game loaded whole (the board, the players' names, the
//! moves, the timed record and the arbiter's log), for the board page and
//! the page shown after a change; and how a refused change is reported.

use crate::actions::{BoardGame, Failed, GameRefusal};
use crate::chess::Game;
use crate::db::models::{BoardRow, GameRow, TournamentRow};
use crate::db::{self, BoardId, DbConnection, PlayerId, TournamentId};
use crate::rulings::incident::BoardRecord;
use crate::web::access::Access;
use crate::web::error::AppError;
use crate::web::i18n::Tr;
use crate::web::parts::laws_text::refusal_text;
use actix_web::http::StatusCode;

/// A board with its recorded game, loaded for a page or a change.
pub(in crate::web) struct Loaded {
    pub t: TournamentRow,
    pub access: Access,
    pub board: BoardRow,
    pub white: String,
    pub black: String,
    pub row: Option<GameRow>,
    pub game: Game,
    /// The timed moves and the arbiter log, for the clock and rulings.
    pub record: BoardRecord,
    /// The ids of the log's rows, in the record's order.
    pub log_ids: Vec<i32>,
}

/// Loads a board's game, its record and the players' names.
pub(in crate::web) fn load(
    conn: &mut DbConnection,
    tid: TournamentId,
    bid: BoardId,
    access: Access,
    t: TournamentRow,
) -> Result<Loaded, AppError> {
    let board = db::boards::by_id(conn, tid, bid)?.ok_or(AppError::NotFound)?;
    // A proposed round's boards exist only for its arbiters until it is published.
    if board.round > t.paired_rounds && !access.write {
        return Err(AppError::NotFound);
    }
    let Some(black_id) = board.black_id else { return Err(AppError::NotFound) };
    let name = |c: &mut DbConnection, id: PlayerId| -> Result<String, AppError> {
        Ok(db::players::by_id(c, tid, id)?.map(|p| p.name).unwrap_or_default())
    };
    let (white, black) = (name(conn, board.white_id)?, name(conn, black_id)?);
    let g = BoardGame::load(conn, &t, board).map_err(game_failed)?;
    let BoardGame { board, row, game, record, log_ids } = g;
    Ok(Loaded { t, access, board, white, black, row, game, record, log_ids })
}

/// The error a failed change to a game answers with when it is not a
/// refusal to show on the board page: a board that is not there (404), a
/// stored game that cannot be read back (a server error, with what is
/// wrong), a game or result someone changed meanwhile (409 naming it now).
/// Any other refusal is kept, for the page.
pub(in crate::web) fn failure(failed: Failed<GameRefusal>) -> Result<GameRefusal, AppError> {
    match failed {
        Failed::Db(e) => Err(AppError::Db(e)),
        Failed::Refused(r) => board_failure(r),
    }
}

/// [`failure`] of a refusal.
pub(in crate::web) fn board_failure(refusal: GameRefusal) -> Result<GameRefusal, AppError> {
    match refusal {
        GameRefusal::UnknownBoard => Err(AppError::NotFound),
        GameRefusal::Corrupt(what) => Err(AppError::Internal(what)),
        GameRefusal::GameChangedMeanwhile { plies } => {
            Err(AppError::ChangedMeanwhile { key: "conflict-game", current: plies.to_string() })
        }
        GameRefusal::ResultChangedMeanwhile { current } => Err(AppError::ResultChangedMeanwhile(current)),
        other => Ok(other),
    }
}

fn game_failed(failed: Failed<GameRefusal>) -> AppError {
    match failure(failed) {
        Ok(_) => AppError::NotFound,
        Err(e) => e,
    }
}

/// Why a change to a board's game was refused: by the game action, or
/// because a field of the form cannot be read (its message key).
pub(in crate::web) enum Refusal {
    Game(GameRefusal),
    Field(&'static str),
}

impl Refusal {
    /// The status of the page that reports it.
    pub fn status(&self) -> StatusCode {
        match self {
            Refusal::Game(r) if r.is_conflict() => StatusCode::CONFLICT,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }

    /// The message shown, in the visitor's language.
    pub fn message(&self, tr: &Tr) -> String {
        match self {
            Refusal::Game(r) => refusal_text(tr, r),
            Refusal::Field(key) => tr.t(key),
        }
    }
}
