//! Who may write to a tournament: its arbiters (the chief may add others)
//! and admins; and loading a tournament for one of their changes.

use super::ctx::{Ctx, SessionUser};
use super::error::AppError;
use super::parts::round_refusal::round_error;
use super::{AppState, transaction};
use crate::actions::Failed;
use crate::actions::rounds::{self, RoundRefusal};
use crate::db::{self, DbConnection, TournamentId, UserId, models::TournamentRow};
use actix_web::web;

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

/// Loads a Swiss tournament for an arbiter's change (404 for a round robin).
pub fn load_swiss(conn: &mut DbConnection, id: TournamentId, user: &SessionUser) -> Result<TournamentRow, AppError> {
    let t = load_for_write(conn, id, user)?;
    rounds::swiss_event(&t).map_err(round_error)?;
    Ok(t)
}

/// Runs `action`, which removes row `row_id` of a pairing rule of
/// tournament `id` (a prohibited pairing, a group of virtual points), for
/// one of its arbiters, in one transaction.
pub async fn remove_pairing_rule<F>(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    (id, row_id): (TournamentId, i32),
    action: F,
) -> Result<(), AppError>
where
    F: FnOnce(&mut DbConnection, UserId, &TournamentRow, i32) -> Result<(), Failed<RoundRefusal>> + Send + 'static,
{
    let user = ctx.require_user()?.clone();
    transaction(state, move |c| {
        let t = load_for_write(c, id, &user)?;
        action(c, user.id, &t, row_id).map_err(round_error)
    })
    .await
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
