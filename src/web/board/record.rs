//! A board's recorded game loaded whole (the board, the players' names, the
//! moves, the timed record and the arbiter's log), for the board page and
//! every change to the game; and how a refused change is reported.

use crate::actions::{GameRefusal, GameState};
use crate::chess::Game;
use crate::db::models::{BoardRow, GameRow, TournamentRow};
use crate::db::{self, BoardId, DbConnection, PlayerId, TournamentId};
use crate::rulings::incident::BoardRecord;
use crate::web::access::Access;
use crate::web::board::laws_text::refusal_text;
use crate::web::error::AppError;
use crate::web::i18n::Tr;
use actix_web::http::StatusCode;
use shakmaty::Chess;

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

/// A stored game that cannot be read back: a server error, with what is wrong.
pub(in crate::web) fn corrupt(e: db::games::CorruptGame) -> AppError {
    AppError::Internal(e.to_string())
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
    let row = db::games::by_board(conn, bid)?;
    let moves = match &row {
        Some(r) => db::games::moves(conn, r.id)?,
        None => Vec::new(),
    };
    let game = match &row {
        Some(r) => db::games::rebuild(r, &moves).map_err(corrupt)?,
        None => Game::new(Chess::default()),
    };
    let log = db::game_events::for_board(conn, bid)?;
    let record = db::game_events::board_record(conn, &t, &board, row.as_ref(), &moves, &log)?;
    let log_ids = log.iter().map(|e| e.id).collect();
    Ok(Loaded { t, access, board, white, black, row, game, record, log_ids })
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

/// Why a change to a game was not stored: refused (the page shows why) or failed.
pub(in crate::web) enum NotStored {
    Refused(Refusal),
    Failed(AppError),
}

impl From<AppError> for NotStored {
    fn from(e: AppError) -> Self {
        NotStored::Failed(e)
    }
}

impl From<GameRefusal> for NotStored {
    fn from(r: GameRefusal) -> Self {
        NotStored::Refused(Refusal::Game(r))
    }
}

impl From<diesel::result::Error> for NotStored {
    fn from(e: diesel::result::Error) -> Self {
        NotStored::Failed(e.into())
    }
}

/// What a game change did: saved, or not stored.
pub(in crate::web) type ChangeResult = Result<(), NotStored>;

/// A form field that cannot be read, by its message key.
pub(in crate::web) fn bad_field(key: &'static str) -> NotStored {
    NotStored::Refused(Refusal::Field(key))
}

impl Loaded {
    /// The game and its record, as the game actions take them.
    pub fn state(&self) -> GameState<'_> {
        GameState { game: &self.game, record: &self.record }
    }
}
