//! The variant each tournament is played in: the usual game, or Chess960
//! (no row: the usual game).

use super::DbConnection;
use super::ids::TournamentId;
use super::models::TournamentRow;
use super::schema::variants;
use crate::chess::Chess960;
use diesel::prelude::*;
use shakmaty::{CastlingMode, Chess};

/// Whether tournament `tournament_id` is a Chess960 event.
pub fn is_chess960(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<bool> {
    let stored: Option<bool> = variants::table.find(tournament_id).select(variants::chess960).first(conn).optional()?;
    Ok(stored.unwrap_or(false))
}

/// Makes tournament `tournament_id` a Chess960 event, or an event of the usual game.
pub fn set_chess960(conn: &mut DbConnection, tournament_id: TournamentId, chess960: bool) -> QueryResult<()> {
    diesel::delete(variants::table.find(tournament_id)).execute(conn)?;
    if !chess960 {
        return Ok(());
    }
    diesel::insert_into(variants::table)
        .values((variants::tournament_id.eq(tournament_id), variants::chess960.eq(true)))
        .execute(conn)
        .map(|_| ())
}

/// How an event's games start: the usual way, or from the Chess960
/// position drawn for each round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Variant {
    /// A Chess960 event.
    pub chess960: bool,
    /// The tournament's seed for its drawings ([`TournamentRow::lots_seed`]).
    pub seed: u64,
}

impl Variant {
    /// The variant of tournament `t`.
    pub fn of(conn: &mut DbConnection, t: &TournamentRow) -> QueryResult<Variant> {
        Ok(Variant { chess960: is_chess960(conn, t.id)?, seed: t.lots_seed() })
    }

    /// The Chess960 position drawn for round `round`; none in an event of the usual game.
    pub fn position(self, round: i32) -> Option<Chess960> {
        self.chess960.then(|| Chess960::drawn(self.seed, u32::try_from(round).unwrap_or(0)))
    }

    /// How the games castle.
    pub fn castling(self) -> CastlingMode {
        if self.chess960 { CastlingMode::Chess960 } else { CastlingMode::Standard }
    }

    /// Where a game of round `round` starts when no other start is recorded.
    pub fn start(self, round: i32) -> Chess {
        self.position(round).map_or_else(Chess::default, Chess960::position)
    }
}
