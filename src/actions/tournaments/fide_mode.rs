//! FIDE mode at the actions layer: leaving it (for good, on the record and
//! in the TRF), the settings that pair or score changed once a round is
//! paired (a Level-4 confirmation in FIDE mode, a `Configuration` breach
//! always), and recording a pairing-integrity breaching event.

use super::TournamentRefusal;
use crate::actions::StoredEvent;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::{TournamentRow, TournamentSettings};
use crate::db::{self, DbConnection, TournamentId, UserId};
use crate::pairing::dutch::paired_otherwise;
use crate::tournament::{Breach, BreachKind, Points, System};

/// A setting that pairs or scores, as the configuration changes name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairingSetting {
    /// The number of rounds.
    Rounds,
    /// The points of a win.
    Win,
    /// The points of a draw.
    Draw,
    /// The points of a loss.
    Loss,
    /// The points of the pairing-allocated bye.
    PairingAllocatedBye,
    /// The points of a half-point bye.
    HalfPointBye,
    /// The points of a full-point bye.
    FullPointBye,
    /// The points of a zero-point bye or a forfeit loss.
    ZeroPointBye,
}

impl PairingSetting {
    /// How the TRF's `###` line names it.
    pub fn trf_name(self) -> &'static str {
        match self {
            PairingSetting::Rounds => "rounds",
            PairingSetting::Win => "win",
            PairingSetting::Draw => "draw",
            PairingSetting::Loss => "loss",
            PairingSetting::PairingAllocatedBye => "PAB",
            PairingSetting::HalfPointBye => "HPB",
            PairingSetting::FullPointBye => "FPB",
            PairingSetting::ZeroPointBye => "ZPB",
        }
    }

    /// The tournament form's field that holds it.
    pub fn field(self) -> &'static str {
        match self {
            PairingSetting::Rounds => "rounds",
            PairingSetting::Win => "points_win",
            PairingSetting::Draw => "points_draw",
            PairingSetting::Loss => "points_loss",
            PairingSetting::PairingAllocatedBye => "points_pab",
            PairingSetting::HalfPointBye => "points_hpb",
            PairingSetting::FullPointBye => "points_fpb",
            PairingSetting::ZeroPointBye => "points_zpb",
        }
    }
}

/// One setting that pairs or scores, changed: points in tenths, rounds as counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConfigurationChange {
    /// Which setting.
    pub setting: PairingSetting,
    /// Its value before.
    pub before: i32,
    /// Its value after.
    pub after: i32,
}

impl ConfigurationChange {
    /// A value as shown: rounds as counted, points as points (`0.5`).
    pub fn shown(&self, value: i32) -> String {
        match self.setting {
            PairingSetting::Rounds => value.to_string(),
            _ => Points(value).decimal(),
        }
    }

    /// In English, as the TRF's `###` line writes it: `rounds 9 -> 11`.
    pub fn trf_text(&self) -> String {
        format!("{} {} -> {}", self.setting.trf_name(), self.shown(self.before), self.shown(self.after))
    }
}

/// The settings that pair or score which `new` changes from `old`.
pub fn configuration_changes(old: &TournamentRow, new: &TournamentSettings) -> Vec<ConfigurationChange> {
    use PairingSetting::*;
    [
        (Rounds, old.rounds, new.rounds),
        (Win, old.points_win, new.points_win),
        (Draw, old.points_draw, new.points_draw),
        (Loss, old.points_loss, new.points_loss),
        (PairingAllocatedBye, old.points_pab, new.points_pab),
        (HalfPointBye, old.points_hpb, new.points_hpb),
        (FullPointBye, old.points_fpb, new.points_fpb),
        (ZeroPointBye, old.points_zpb, new.points_zpb),
    ]
    .into_iter()
    .filter(|(_, before, after)| before != after)
    .map(|(setting, before, after)| ConfigurationChange { setting, before, after })
    .collect()
}

/// The paired rounds the Dutch system pairs otherwise under `new`
/// (checklist Q60, Q76, Q86), of an individual Swiss event: when points
/// change, every round from 2 on (round 1 pairs on ratings alone); when
/// only the number of rounds changes, the last paired round if it becomes
/// or stops being the last round (its top scorers are paired by other
/// rules). Round robins pair by the Berger tables, which neither changes.
pub fn rounds_paired_otherwise(
    conn: &mut DbConnection,
    t: &TournamentRow,
    new: &TournamentSettings,
    changes: &[ConfigurationChange],
) -> Result<Vec<u32>, diesel::result::Error> {
    let paired = t.paired_rounds.max(0) as usize;
    let points = changes.iter().any(|c| c.setting != PairingSetting::Rounds);
    let last_flips = (t.rounds as usize == paired) != (new.rounds as usize == paired);
    let rounds: Vec<usize> = match (points, last_flips) {
        (true, _) => (2..=paired).collect(),
        (false, true) => vec![paired],
        (false, false) => return Ok(Vec::new()),
    };
    if t.system() != System::SwissDutch || paired == 0 || db::teams::settings(conn, t.id)?.is_some() {
        return Ok(Vec::new());
    }
    // The event as recorded, scored and counted under the new settings.
    let mut event = StoredEvent::load(conn, t.clone())?.record(t.paired_rounds, |_| None);
    event.scoring = new.scoring();
    event.total_rounds = Some(new.rounds.max(t.paired_rounds).max(0) as u32);
    Ok(paired_otherwise(&event, rounds).into_iter().map(|r| r as u32).collect())
}

/// The `###` line's words for a configuration change: each setting's
/// change, then the rounds the new settings pair otherwise.
pub fn configuration_detail(changes: &[ConfigurationChange], paired_otherwise: &[u32]) -> String {
    let mut parts: Vec<String> = changes.iter().map(ConfigurationChange::trf_text).collect();
    if !paired_otherwise.is_empty() {
        let rounds: Vec<String> = paired_otherwise.iter().map(u32::to_string).collect();
        parts.push(format!("paired otherwise under the new settings: round {}", rounds.join(", ")));
    }
    parts.join("; ")
}

/// The round the event is in, as its breaches name it: a Swiss event's
/// round paired last; a round robin's (all of whose rounds are published
/// at once) last round with a result entered, or 1 once paired (0 before
/// any round is paired).
pub fn round_in_play(conn: &mut DbConnection, t: &TournamentRow) -> Result<i32, diesel::result::Error> {
    if !t.system().is_round_robin() || t.paired_rounds == 0 {
        return Ok(t.paired_rounds.max(0));
    }
    Ok(db::boards::last_played_round(conn, t.id)?.max(1))
}

/// Records `breach` of tournament `id` now, and says so in the audit log.
pub fn record_breach(
    conn: &mut DbConnection,
    by: UserId,
    id: TournamentId,
    breach: &Breach,
) -> Result<(), diesel::result::Error> {
    db::integrity::record(conn, id, breach, chrono::Utc::now().naive_utc())?;
    let (kind, round) = (breach.kind.code().to_string(), breach.round as i32);
    audit(conn, id, by, AuditEvent::BreachRecorded { kind, round })
}

/// Takes `t` out of FIDE mode for good, in its round in play
/// ([`round_in_play`]): the
/// round is kept, the TRF gets its `###` line and every page of the event
/// says so. Refused when the event already left it
/// ([`TournamentRefusal::FideModeLeft`], also when another arbiter left it
/// a moment before).
pub fn leave_fide_mode(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
) -> Result<(), Failed<TournamentRefusal>> {
    let round = round_in_play(conn, t)?;
    if !db::integrity::leave_fide_mode(conn, t.id, round)? {
        return refuse(TournamentRefusal::FideModeLeft);
    }
    let breach = Breach { kind: BreachKind::LeftFideMode, round: round as u32, detail: String::new() };
    db::integrity::record(conn, t.id, &breach, chrono::Utc::now().naive_utc())?;
    audit(conn, t.id, by, AuditEvent::FideModeLeft { round })?;
    Ok(())
}
