//! A board's recorded game loaded whole (the board, the players' names, the
//! moves, the timed record and the arbiter's log), for the board page and
//! every change to the game; and how a refused change is reported.

use super::access::Access;
use super::error::AppError;
use super::i18n::Tr;
use crate::chess::notation::role_name;
use crate::chess::{Game, Illegal, MoveError, PlayError};
use crate::db::models::{BoardRow, GameRow, TournamentRow};
use crate::db::{self, DbConnection};
use crate::rulings::incident::BoardRecord;
use actix_web::http::StatusCode;
use shakmaty::{Chess, Role, Square};

/// A board with its recorded game, loaded for a page or a change.
pub(super) struct Loaded {
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
pub(super) fn corrupt(e: db::games::CorruptGame) -> AppError {
    AppError::Internal(e.to_string())
}

/// Loads a board's game, its record and the players' names.
pub(super) fn load(
    conn: &mut DbConnection,
    tid: i32,
    bid: i32,
    access: Access,
    t: TournamentRow,
) -> Result<Loaded, AppError> {
    let board = db::boards::by_id(conn, tid, bid)?.ok_or(AppError::NotFound)?;
    let Some(black_id) = board.black_id else { return Err(AppError::NotFound) };
    let name = |c: &mut DbConnection, id: i32| -> Result<String, AppError> {
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

/// Why a change to a board's game was refused: the status and the message shown.
pub(super) struct Refusal {
    pub status: StatusCode,
    pub message: String,
}

/// What a game change did: saved, or refused with nothing written.
pub(super) type ChangeResult = Result<Result<(), Refusal>, AppError>;

pub(super) fn refuse(status: StatusCode, message: String) -> ChangeResult {
    Ok(Err(Refusal { status, message }))
}

/// The translated explanation of a refused move.
pub fn move_error_text(tr: &Tr, e: &PlayError) -> String {
    let piece = |r: Role| tr.t(&format!("role-{}", role_name(r)));
    let sq = |s: Square| s.to_string();
    match e {
        PlayError::GameOver(end) => {
            tr.t1("move-game-over", "reason", &tr.t(&format!("end-{}", end.termination().code())))
        }
        PlayError::Move(MoveError::Syntax(text)) => tr.t1("move-syntax", "text", text),
        PlayError::Move(MoveError::Null) => tr.t("move-null"),
        PlayError::Move(MoveError::Ambiguous(role, to)) => {
            tr.args("move-ambiguous", &[("piece", piece(*role)), ("square", sq(*to))])
        }
        PlayError::Move(MoveError::Illegal(why)) => {
            let reason = match *why {
                Illegal::CastlingRightsLost => tr.t("illegal-castling-rights"),
                Illegal::CastlingBlocked => tr.t("illegal-castling-blocked"),
                Illegal::CastlingOutOfCheck => tr.t("illegal-castling-in-check"),
                Illegal::CastlingThroughAttack(s) => tr.t1("illegal-castling-through", "square", &sq(s)),
                Illegal::KingIntoCheck(s) => tr.t1("illegal-king-into-check", "square", &sq(s)),
                Illegal::OwnPieceOnTarget(s) => tr.t1("illegal-own-piece", "square", &sq(s)),
                Illegal::NoSuchPiece(r) => tr.t1("illegal-no-such-piece", "piece", &piece(r)),
                Illegal::CannotReach(r, s) => {
                    tr.args("illegal-cannot-reach", &[("piece", piece(r)), ("square", sq(s))])
                }
                Illegal::MustPromote(s) => tr.t1("illegal-must-promote", "square", &sq(s)),
                Illegal::BadPromotion => tr.t("illegal-bad-promotion"),
                Illegal::LeavesKingInCheck(r, f, t) => {
                    tr.args("illegal-leaves-check", &[("piece", piece(r)), ("from", sq(f)), ("to", sq(t))])
                }
                Illegal::Pinned(r, f) => tr.args("illegal-pinned", &[("piece", piece(r)), ("square", sq(f))]),
                Illegal::NoPieceOn(s) => tr.t1("illegal-no-piece-on", "square", &sq(s)),
                Illegal::CannotGo(r, f, t) => {
                    tr.args("illegal-cannot-go", &[("piece", piece(r)), ("from", sq(f)), ("to", sq(t))])
                }
            };
            tr.t1("move-illegal", "reason", &reason)
        }
    }
}
