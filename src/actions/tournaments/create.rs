//! Creating a tournament by hand.

use super::TournamentRefusal;
use super::settings::TournamentInput;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::clock::GameMode;
use crate::db::{self, DbConnection, TournamentId, UserId};

/// Creates a tournament with `by` as its chief arbiter, with its settings
/// and round schedule. A new event plays by the Laws of the mode its control
/// makes: written as minutes and seconds (`3+2`, `90+30`), the control is
/// taken as it reads; written with moves or periods (`90/30`, easily meant
/// as 90+30), a control that reads as other than standard is refused with
/// [`TournamentRefusal::ModeChange`] until that mode is confirmed. A new
/// event is in FIDE mode: a scoring FIDE refuses is refused
/// ([`TournamentRefusal::FideScoring`]).
pub fn create_tournament(
    conn: &mut DbConnection,
    by: UserId,
    input: TournamentInput,
) -> Result<TournamentId, Failed<TournamentRefusal>> {
    let plain = crate::clock::written_as_minutes_and_seconds(&input.settings.time_control);
    if let Some(after) = input.unconfirmed_mode(GameMode::Standard).filter(|_| !plain) {
        return refuse(TournamentRefusal::ModeChange { before: None, after });
    }
    // A new event is in FIDE mode.
    if let Some(problem) = input.settings.scoring().fide_problem() {
        return refuse(TournamentRefusal::FideScoring(problem));
    }
    let now = chrono::Utc::now().naive_utc();
    let id = db::tournaments::insert(conn, &input.settings, by, now)?;
    db::tournaments::set_schedule(conn, id, &input.schedule)?;
    audit(conn, id, by, AuditEvent::TournamentCreated { name: input.settings.name })?;
    Ok(id)
}
