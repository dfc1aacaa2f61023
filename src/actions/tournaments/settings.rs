//! A tournament's settings: what a form gives to store, the game mode a
//! time control makes, and saving a change of settings with the rules that
//! hold once rounds are paired.

use super::TournamentRefusal;
use super::fide_mode::{
    configuration_changes, configuration_detail, record_breach, round_in_play, rounds_paired_otherwise,
};
use crate::actions::audit::{AuditEvent, audit, audit_all};
use crate::actions::{Failed, refuse};
use crate::clock::{GameMode, TimeControl};
use crate::db::models::{TournamentRow, TournamentSettings};
use crate::db::{self, DbConnection, UserId};
use crate::tournament::{Breach, BreachKind};
use chrono::{NaiveDateTime, TimeZone};

/// A tournament's settings as the arbiter gave them.
#[derive(Clone, Debug)]
pub struct TournamentInput {
    /// Settings to store.
    pub settings: TournamentSettings,
    /// Start of each round in UTC (`None` for a round without one).
    pub schedule: Vec<Option<NaiveDateTime>>,
    /// The game mode the arbiter confirmed the time control switches the event to, if any.
    pub confirmed_mode: Option<GameMode>,
    /// Whether the arbiter confirmed, in two steps, changing settings that
    /// pair or score once a round is paired (FIDE mode's Level 4).
    pub confirmed_configuration: bool,
}

impl TournamentInput {
    /// The mode the time control would switch an event playing by `before`
    /// to, when the control decides the mode, it differs from `before`, and
    /// the arbiter has not confirmed it.
    pub(super) fn unconfirmed_mode(&self, before: GameMode) -> Option<GameMode> {
        let (mode, by_control) = mode_in_force(&self.settings);
        (by_control && mode != before && self.confirmed_mode != Some(mode)).then_some(mode)
    }
}

/// The game mode `settings` make, and whether the time control decides it
/// (no mode chosen: the control's own, standard when it cannot be read).
pub fn mode_in_force(settings: &TournamentSettings) -> (GameMode, bool) {
    match settings.game_mode {
        Some(mode) => (mode, false),
        None => (settings.time_control.parse::<TimeControl>().map_or(GameMode::Standard, |c| c.mode()), true),
    }
}

/// The round schedule as the form writes it: each round's start in the
/// event's local time (`2026-05-01 10:00`), empty for a round without one.
pub fn schedule_lines(tz: chrono_tz::Tz, starts: &[Option<NaiveDateTime>]) -> Vec<String> {
    let local = |at: &NaiveDateTime| tz.from_utc_datetime(at).format("%Y-%m-%d %H:%M").to_string();
    starts.iter().map(|at| at.as_ref().map(local).unwrap_or_default()).collect()
}

/// Saves new settings and schedule for `t`, read at `version`, and logs
/// each change. Refused when the pairing system would change once a round
/// is paired ([`TournamentRefusal::SystemLocked`]), when the time control
/// would switch the game mode in force unconfirmed
/// ([`TournamentRefusal::ModeChange`]; a control set for the first time
/// changes no mode in force), or when someone else saved first
/// ([`TournamentRefusal::Conflict`]). A paired round robin keeps its number of rounds.
///
/// In FIDE mode, a scoring FIDE refuses is refused
/// ([`TournamentRefusal::FideScoring`]), and once a round is paired, a
/// change of the rounds or of any result's points needs the arbiter's
/// two-step confirmation ([`TournamentRefusal::ConfigurationUnconfirmed`]).
/// Such a change once a round is paired is recorded as a `Configuration`
/// breach, in FIDE mode or not, with the paired rounds the Dutch system
/// pairs otherwise under the new settings ([`rounds_paired_otherwise`]).
pub fn update_settings(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    version: i32,
    input: TournamentInput,
) -> Result<(), Failed<TournamentRefusal>> {
    if t.paired_rounds > 0 && t.system != input.settings.system {
        return refuse(TournamentRefusal::SystemLocked);
    }
    // A control set for the first time (an import gave none) changes no mode in force.
    let mode_in_force = !t.time_control.is_empty();
    if let Some(after) = input.unconfirmed_mode(t.game_mode())
        && mode_in_force
    {
        return refuse(TournamentRefusal::ModeChange { before: Some(t.game_mode()), after });
    }
    let TournamentInput { mut settings, schedule, confirmed_configuration, .. } = input;
    if t.paired_rounds > 0 && t.system().is_round_robin() {
        settings.rounds = t.rounds;
    }
    if t.fide_mode().is_on()
        && let Some(problem) = settings.scoring().fide_problem()
    {
        return refuse(TournamentRefusal::FideScoring(problem));
    }
    let changes = if t.paired_rounds > 0 { configuration_changes(t, &settings) } else { Vec::new() };
    let paired_otherwise = rounds_paired_otherwise(conn, t, &settings, &changes)?;
    if t.fide_mode().is_on() && !changes.is_empty() && !confirmed_configuration {
        return refuse(TournamentRefusal::ConfigurationUnconfirmed { changes, paired_otherwise });
    }
    if !db::tournaments::update(conn, t.id, version, &settings)? {
        return refuse(TournamentRefusal::Conflict);
    }
    if !changes.is_empty() {
        let detail = configuration_detail(&changes, &paired_otherwise);
        let round = round_in_play(conn, t)? as u32;
        let breach = Breach { kind: BreachKind::Configuration, round, detail };
        record_breach(conn, by, t.id, &breach)?;
    }
    let before: Vec<_> = db::tournaments::schedule(conn, t.id)?.into_iter().map(|(_, at)| at).collect();
    db::tournaments::set_schedule(conn, t.id, &schedule)?;
    audit_all(conn, t.id, by, AuditEvent::settings_changes(t, &settings))?;
    let tz = |zone: &str| zone.parse().unwrap_or(chrono_tz::UTC);
    let (before, after) = (schedule_lines(t.tz(), &before), schedule_lines(tz(&settings.time_zone), &schedule));
    if let Some(change) = AuditEvent::schedule_change(before, after) {
        audit(conn, t.id, by, change)?;
    }
    Ok(())
}
