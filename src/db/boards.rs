//! Pairings and results: one row per board, byes included.

use super::DbConnection;
use super::codes::Code;
use super::ids::{BoardId, PlayerId, TournamentId};
use super::models::{BoardRow, NewBoard};
use super::schema::boards;
use crate::tournament::{BoardResult, ByeKind, GameResult, Pairing, PairingNumber};
use diesel::prelude::*;

/// Every board of a tournament, by round and board number.
pub fn for_tournament(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<BoardRow>> {
    boards::table
        .filter(boards::tournament_id.eq(tournament_id))
        .order((boards::round, boards::board_no))
        .select(BoardRow::as_select())
        .load(conn)
}

/// The rounds in which `player` had a bye of `kind` (published or proposed).
pub fn bye_rounds(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    player: PlayerId,
    kind: ByeKind,
) -> QueryResult<Vec<i32>> {
    boards::table
        .filter(boards::tournament_id.eq(tournament_id))
        .filter(boards::white_id.eq(player))
        .filter(boards::black_id.is_null())
        .filter(boards::result.eq(Code(BoardResult::Bye(kind))))
        .order(boards::round)
        .select(boards::round)
        .load(conn)
}

/// The boards of one round.
pub fn for_round(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<Vec<BoardRow>> {
    boards::table
        .filter(boards::tournament_id.eq(tournament_id))
        .filter(boards::round.eq(round))
        .order(boards::board_no)
        .select(BoardRow::as_select())
        .load(conn)
}

/// One board of a tournament.
pub fn by_id(conn: &mut DbConnection, tournament_id: TournamentId, id: BoardId) -> QueryResult<Option<BoardRow>> {
    boards::table
        .filter(boards::tournament_id.eq(tournament_id))
        .filter(boards::id.eq(id))
        .select(BoardRow::as_select())
        .first(conn)
        .optional()
}

/// Stores a round's boards.
pub fn insert_all(conn: &mut DbConnection, new: &[NewBoard]) -> QueryResult<()> {
    // One statement per row: batch inserts do not go through the two-backend connection.
    for board in new {
        diesel::insert_into(boards::table).values(board.clone()).execute(conn)?;
    }
    Ok(())
}

/// Deletes the boards of one round (a proposed pairing being discarded).
pub fn delete_round(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<usize> {
    diesel::delete(boards::table.filter(boards::tournament_id.eq(tournament_id)).filter(boards::round.eq(round)))
        .execute(conn)
}

/// Seats players on a board of a proposed round (white, black or none for a
/// bye); the version goes up, which marks the board as changed by hand.
pub fn reseat(conn: &mut DbConnection, id: BoardId, white_id: PlayerId, black_id: Option<PlayerId>) -> QueryResult<()> {
    diesel::update(boards::table.filter(boards::id.eq(id)))
        .set((boards::white_id.eq(white_id), boards::black_id.eq(black_id), boards::version.eq(boards::version + 1)))
        .execute(conn)?;
    Ok(())
}

/// Takes the board's row lock until the transaction ends (a write that
/// changes nothing), so concurrent changes to one board's game run one
/// after the other, each reading what the last one stored.
pub fn lock(conn: &mut DbConnection, tournament_id: TournamentId, id: BoardId) -> QueryResult<()> {
    diesel::update(boards::table.filter(boards::tournament_id.eq(tournament_id)).filter(boards::id.eq(id)))
        .set(boards::version.eq(boards::version))
        .execute(conn)
        .map(|_| ())
}

/// Sets a board's result if nobody changed the board since `version` was read.
/// Returns whether the row was updated.
/// The last round played: the latest round with a game result entered
/// (0 when none is).
pub fn last_played_round(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<i32> {
    let latest: Option<i32> = boards::table
        .filter(boards::tournament_id.eq(tournament_id))
        .filter(boards::black_id.is_not_null())
        .filter(boards::result.ne(Code(BoardResult::PENDING)))
        .select(diesel::dsl::max(boards::round))
        .first(conn)?;
    Ok(latest.unwrap_or(0))
}

#[must_use = "false: someone changed the board meanwhile"]
pub fn set_result(conn: &mut DbConnection, id: BoardId, version: i32, result: BoardResult) -> QueryResult<bool> {
    let n = diesel::update(boards::table.filter(boards::id.eq(id)).filter(boards::version.eq(version)))
        .set((boards::result.eq(Code(result)), boards::version.eq(version + 1)))
        .execute(conn)?;
    Ok(n == 1)
}

impl super::models::BoardRow {
    /// Whether the board holds a game still waiting for its result.
    pub fn is_pending_game(&self) -> bool {
        self.black_id.is_some() && self.result == BoardResult::PENDING
    }

    /// Whether the board holds an adjourned game, waiting for its result.
    pub fn is_adjourned_game(&self) -> bool {
        self.black_id.is_some() && self.result == BoardResult::Game(GameResult::Adjourned)
    }

    /// Whether the board is a pairing-allocated bye.
    pub fn is_pairing_allocated_bye(&self) -> bool {
        self.black_id.is_none() && self.result == BoardResult::Bye(ByeKind::PairingAllocated)
    }

    /// Whether `player` sits at this board (or has its bye).
    pub fn seats(&self, player: PlayerId) -> bool {
        self.white_id == player || self.black_id == Some(player)
    }

    /// The board as a core pairing, players known by pairing number (a
    /// game's row holding a bye's kind, or a bye's row a game's result,
    /// reads as a pending game or a zero-point bye).
    pub fn pairing(&self, number_of: impl Fn(PlayerId) -> PairingNumber) -> Pairing {
        match self.black_id {
            Some(black) => Pairing::Game {
                white: number_of(self.white_id),
                black: number_of(black),
                result: self.result.game().unwrap_or(GameResult::Pending),
            },
            None => {
                Pairing::Bye { player: number_of(self.white_id), kind: self.result.bye().unwrap_or(ByeKind::ZeroPoint) }
            }
        }
    }
}

/// Deletes one board (a player taken out of a proposed round).
pub fn delete(conn: &mut DbConnection, tournament_id: TournamentId, id: BoardId) -> QueryResult<usize> {
    diesel::delete(boards::table.filter(boards::tournament_id.eq(tournament_id)).filter(boards::id.eq(id)))
        .execute(conn)
}

/// Raises the version of every board of a round: the proposed round was
/// changed by hand, so it is no longer the engine's pairing.
pub fn touch_round(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<()> {
    diesel::update(boards::table.filter(boards::tournament_id.eq(tournament_id)).filter(boards::round.eq(round)))
        .set(boards::version.eq(boards::version + 1))
        .execute(conn)
        .map(|_| ())
}
