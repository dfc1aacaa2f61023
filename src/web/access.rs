//! Who may write to a tournament: its arbiters (the chief may add others) and admins.

use super::ctx::SessionUser;
use super::error::AppError;
use crate::db::TournamentId;
use crate::db::{self, DbConnection, models::TournamentRow};

/// What the visitor may do in one tournament.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Access {
    /// May change players, pairings and results.
    pub write: bool,
    /// May add arbiters (the chief arbiter, or an admin).
    pub chief: bool,
}

/// Loads a tournament and what `user` may do in it; 404 if it does not exist.
pub fn load(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    user: Option<&SessionUser>,
) -> Result<(TournamentRow, Access), AppError> {
    let row = db::tournaments::by_id(conn, tournament_id)?.ok_or(AppError::NotFound)?;
    let access = match user {
        None => Access::default(),
        Some(u) if u.is_admin() => Access { write: true, chief: true },
        Some(u) => match db::tournaments::arbiter_role(conn, tournament_id, u.id)? {
            Some(chief) => Access { write: true, chief },
            None => Access::default(),
        },
    };
    Ok((row, access))
}

/// Loads a tournament for a write: 403 unless the user is one of its
/// arbiters, 409 while it is archived (read-only until restored).
pub fn load_for_write(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    user: &SessionUser,
) -> Result<TournamentRow, AppError> {
    Ok(load_for_write_with_access(conn, tournament_id, user)?.0)
}

/// [`load_for_write`], with what the arbiter may do (whether chief).
pub fn load_for_write_with_access(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    user: &SessionUser,
) -> Result<(TournamentRow, Access), AppError> {
    let (row, access) = load(conn, tournament_id, Some(user))?;
    if !access.write {
        return Err(AppError::Forbidden);
    }
    if db::tournaments::is_archived(conn, tournament_id)? {
        return Err(AppError::Conflict("tournament-archived"));
    }
    Ok((row, access))
}
