//! A team event's tie-break list (C.07 team tie-breaks): the list the
//! arbiter typed, or the default of the event's system, led by the
//! primary score.

use super::{StoredTeams, TeamRefusal};
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, UserId};
use crate::standings::tiebreak::team::{TeamKind, TeamTieBreak, parse_team_list};
use crate::tournament::System;

/// The most tie-breaks a list holds.
pub const MAX_TEAM_TIEBREAKS: usize = 12;

/// The default list after the points: the other score, the direct
/// encounter, then the opponents' match points (Buchholz in a Swiss,
/// Sonneborn-Berger in a round robin).
fn default_text(system: System) -> &'static str {
    match system {
        System::SwissDutch => "DE BH:MP",
        _ => "DE SB:MP",
    }
}

/// The list to rank by: the primary score's points, the other score's,
/// then the list typed (or the default), without repeating the points.
pub fn ranking_list(t: &TournamentRow, teams: &StoredTeams) -> Vec<TeamTieBreak> {
    let primary = teams.settings.fields.primary_score;
    let typed = parse_team_list(&teams.settings.tiebreaks).ok().filter(|l| !l.is_empty());
    let rest = typed.unwrap_or_else(|| parse_team_list(default_text(t.system())).unwrap_or_default());
    let mut list = vec![TeamTieBreak::points(primary), TeamTieBreak::points(primary.other())];
    list.extend(rest.into_iter().filter(|tb| !matches!(tb.kind, TeamKind::MatchPoints | TeamKind::GamePoints)));
    list
}

/// Saves the team tie-break list as typed (codes separated by spaces or
/// commas; empty: the default), on the settings as the arbiter saw them.
pub fn set_team_tiebreaks(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    (version, text): (i32, &str),
) -> Result<(), Failed<TeamRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(settings) = db::teams::settings(conn, t.id)? else { return refuse(TeamRefusal::NotATeamEvent) };
    let list = match parse_team_list(text) {
        Ok(list) => list,
        Err(e) => return refuse(TeamRefusal::TieBreak(e)),
    };
    if list.len() > MAX_TEAM_TIEBREAKS {
        return refuse(TeamRefusal::TooManyTieBreaks);
    }
    let text: String = list.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
    if text == settings.tiebreaks {
        return Ok(());
    }
    if !db::teams::set_tiebreaks(conn, t.id, version, &text)? {
        return refuse(TeamRefusal::SettingsChangedMeanwhile);
    }
    audit(conn, t.id, by, AuditEvent::TeamTiebreaksChanged { before: settings.tiebreaks, after: text })?;
    Ok(())
}
