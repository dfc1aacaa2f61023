//! Creating a tournament by hand.

use super::TournamentRefusal;
use super::settings::TournamentInput;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::clock::GameMode;
use crate::db::{self, DbConnection, TournamentId, UserId};

/// Creates a tournament with `by` as its chief arbiter, with its settings
/// and round schedule. A new event plays by the standard Laws unless its
/// control says otherwise: a control that reads as another mode is refused
/// with [`TournamentRefusal::ModeChange`] until that mode is confirmed.
pub fn create_tournament(
    conn: &mut DbConnection,
    by: UserId,
    input: TournamentInput,
) -> Result<TournamentId, Failed<TournamentRefusal>> {
    if let Some(after) = input.unconfirmed_mode(GameMode::Standard) {
        return refuse(TournamentRefusal::ModeChange { before: GameMode::Standard, after });
    }
    let now = chrono::Utc::now().naive_utc();
    let id = db::tournaments::insert(conn, &input.settings, by, now)?;
    db::tournaments::set_schedule(conn, id, &input.schedule)?;
    audit(conn, id, by, AuditEvent::TournamentCreated { name: input.settings.name })?;
    Ok(id)
}
