//! Games recorded move by move.

use super::DbConnection;
use super::codes::OrEmpty;
use super::ids::{BoardId, GameId, TournamentId};
use super::models::{GameRow, MoveRow};
use super::schema::{game_moves, games};
use crate::chess::{self, Game, Termination};
use crate::tournament::GameResult;
use chrono::NaiveDateTime;
use diesel::prelude::*;
use shakmaty::CastlingMode;

/// The game of a board, if one is recorded.
pub fn by_board(conn: &mut DbConnection, board_id: BoardId) -> QueryResult<Option<GameRow>> {
    games::table.filter(games::board_id.eq(board_id)).select(GameRow::as_select()).first(conn).optional()
}

/// Every game of a tournament.
pub fn for_tournament(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<GameRow>> {
    games::table.filter(games::tournament_id.eq(tournament_id)).order(games::id).select(GameRow::as_select()).load(conn)
}

/// Starts recording a board's game from a position.
pub fn create(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    board_id: BoardId,
    start_fen: &str,
) -> QueryResult<GameId> {
    diesel::insert_into(games::table)
        .values((
            games::tournament_id.eq(tournament_id),
            games::board_id.eq(board_id),
            games::start_fen.eq(start_fen),
            games::result.eq(GameResult::Pending.pgn()),
            games::termination.eq(OrEmpty::<Termination>(None)),
            games::version.eq(1),
        ))
        .returning(games::id)
        .get_result(conn)
}

/// The moves of a game in order.
pub fn moves(conn: &mut DbConnection, game_id: GameId) -> QueryResult<Vec<MoveRow>> {
    game_moves::table
        .filter(game_moves::game_id.eq(game_id))
        .order(game_moves::ply)
        .select(MoveRow::as_select())
        .load(conn)
}

/// Bumps the version if it is still `version`; false when someone changed the game meanwhile.
#[must_use = "false: someone changed the game meanwhile"]
pub fn claim_version(conn: &mut DbConnection, game_id: GameId, version: i32) -> QueryResult<bool> {
    let n = diesel::update(games::table.filter(games::id.eq(game_id)).filter(games::version.eq(version)))
        .set(games::version.eq(version + 1))
        .execute(conn)?;
    Ok(n == 1)
}

/// Appends a move.
pub fn push_move(
    conn: &mut DbConnection,
    game_id: GameId,
    ply: i32,
    played: &chess::PlayedMove,
    at: NaiveDateTime,
) -> QueryResult<()> {
    diesel::insert_into(game_moves::table)
        .values((
            game_moves::game_id.eq(game_id),
            game_moves::ply.eq(ply),
            game_moves::san.eq(&played.san),
            game_moves::uci.eq(&played.uci),
            game_moves::entered_at.eq(at),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Removes the last move (ply `ply`).
pub fn pop_move(conn: &mut DbConnection, game_id: GameId, ply: i32) -> QueryResult<()> {
    diesel::delete(game_moves::table.filter(game_moves::game_id.eq(game_id)).filter(game_moves::ply.eq(ply)))
        .execute(conn)
        .map(|_| ())
}

/// Sets the start position (only while no move is recorded).
pub fn set_start(conn: &mut DbConnection, game_id: GameId, fen: &str) -> QueryResult<()> {
    diesel::update(games::table.find(game_id)).set(games::start_fen.eq(fen)).execute(conn).map(|_| ())
}

/// Sets the result (stored as PGN writes it) and why the game ended (none: it goes on).
pub fn set_result(
    conn: &mut DbConnection,
    game_id: GameId,
    result: GameResult,
    termination: Option<Termination>,
) -> QueryResult<()> {
    diesel::update(games::table.find(game_id))
        .set((games::result.eq(result.pgn()), games::termination.eq(OrEmpty(termination))))
        .execute(conn)
        .map(|_| ())
}

/// Why a stored game cannot be rebuilt (the database was changed by hand).
#[derive(Debug, thiserror::Error)]
#[error("stored game {0} is corrupt: {1}")]
pub struct CorruptGame(pub GameId, pub String);

/// Rebuilds the core game from its rows by replaying the stored UCI moves,
/// castling by `castling` (the event's variant, [`super::variants::Variant::castling`]).
pub fn rebuild(row: &GameRow, moves: &[MoveRow], castling: CastlingMode) -> Result<Game, CorruptGame> {
    let start = chess::fen::parse_in(&row.start_fen, castling).map_err(|e| CorruptGame(row.id, e.to_string()))?;
    let mut game = Game::new(start);
    for m in moves {
        let mv =
            chess::notation::parse_move(game.position(), &m.uci).map_err(|e| CorruptGame(row.id, e.to_string()))?;
        game.play(mv);
    }
    Ok(game)
}

/// The games recorded on some boards (a round).
pub fn for_boards(conn: &mut DbConnection, board_ids: &[BoardId]) -> QueryResult<Vec<GameRow>> {
    games::table.filter(games::board_id.eq_any(board_ids)).select(GameRow::as_select()).load(conn)
}

/// The first `plies` moves of some games, by game and ply.
pub fn opening_moves(conn: &mut DbConnection, game_ids: &[GameId], plies: i32) -> QueryResult<Vec<MoveRow>> {
    game_moves::table
        .filter(game_moves::game_id.eq_any(game_ids))
        .filter(game_moves::ply.le(plies))
        .order((game_moves::game_id, game_moves::ply))
        .select(MoveRow::as_select())
        .load(conn)
}

/// Changes when a move was completed (the arbiter corrects the clock
/// record); false when the game has no such move.
#[must_use = "false: the game has no such move"]
pub fn set_move_time(conn: &mut DbConnection, game_id: GameId, ply: i32, at: NaiveDateTime) -> QueryResult<bool> {
    let n = diesel::update(game_moves::table.filter(game_moves::game_id.eq(game_id)).filter(game_moves::ply.eq(ply)))
        .set(game_moves::entered_at.eq(at))
        .execute(conn)?;
    Ok(n == 1)
}

/// Numbers that change whenever anything a round's broadcast feed shows
/// does: the tournament's [`super::tournaments::fingerprint`], then the
/// round's games (count, versions, ids), their moves (count, ids), their
/// logged events (count, ids), the tournament's audit log (count, last id:
/// a move's corrected time is logged there) and the round's start.
pub fn round_fingerprint(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<Vec<i64>> {
    use super::schema::{audit_log, boards, game_events, rounds};
    use diesel::dsl::{count_star, max, sum};
    let mut out = super::tournaments::fingerprint(conn, tournament_id)?.to_vec();
    let round_boards = || {
        boards::table.filter(boards::tournament_id.eq(tournament_id)).filter(boards::round.eq(round)).select(boards::id)
    };
    let round_games = || games::table.filter(games::board_id.eq_any(round_boards())).select(games::id);
    let (g_count, g_versions, g_ids): (i64, Option<i64>, Option<i64>) = games::table
        .filter(games::board_id.eq_any(round_boards()))
        .select((count_star(), sum(games::version), sum(games::id)))
        .first(conn)?;
    let (m_count, m_ids): (i64, Option<i64>) = game_moves::table
        .filter(game_moves::game_id.eq_any(round_games()))
        .select((count_star(), sum(game_moves::id)))
        .first(conn)?;
    let (e_count, e_ids): (i64, Option<i64>) = game_events::table
        .filter(game_events::board_id.eq_any(round_boards()))
        .select((count_star(), sum(game_events::id)))
        .first(conn)?;
    let (a_count, a_last): (i64, Option<i32>) = audit_log::table
        .filter(audit_log::tournament_id.eq(tournament_id))
        .select((count_star(), max(audit_log::id)))
        .first(conn)?;
    let starts: Option<NaiveDateTime> = rounds::table
        .filter(rounds::tournament_id.eq(tournament_id))
        .filter(rounds::number.eq(round))
        .select(rounds::starts_at)
        .first(conn)
        .optional()?
        .flatten();
    out.extend([
        g_count,
        g_versions.unwrap_or(0),
        g_ids.unwrap_or(0),
        m_count,
        m_ids.unwrap_or(0),
        e_count,
        e_ids.unwrap_or(0),
        a_count,
        i64::from(a_last.unwrap_or(0)),
        starts.map_or(0, |at| at.and_utc().timestamp()),
    ]);
    Ok(out)
}
