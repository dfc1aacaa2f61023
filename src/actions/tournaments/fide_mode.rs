//! FIDE mode at the actions layer: leaving it (for good, on the record and
//! in the TRF), the settings that pair or score changed once a round is
//! paired (a Level-4 confirmation in FIDE mode, a `Configuration` breach
//! always), and recording a pairing-integrity breaching event.

use super::TournamentRefusal;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::{TournamentRow, TournamentSettings};
use crate::db::{self, DbConnection, TournamentId, UserId};
use crate::tournament::{Breach, BreachKind, Points};

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

    /// The tournament form's field that holds it (its label's key is `form-` and this).
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

/// Records `breach` of tournament `id` now, and says so in the audit log.
pub fn record_breach(
    conn: &mut DbConnection,
    by: UserId,
    id: TournamentId,
    breach: &Breach,
) -> Result<(), diesel::result::Error> {
    db::integrity::record(conn, id, breach, chrono::Utc::now().naive_utc())?;
    audit(conn, id, by, AuditEvent::BreachRecorded { line: breach.trf_comment() })
}

/// Takes `t` out of FIDE mode for good, in the round paired last: the
/// round is kept, the TRF gets its `###` line and every page of the event
/// says so. Refused when the event already left it
/// ([`TournamentRefusal::FideModeLeft`], also when another arbiter left it
/// a moment before).
pub fn leave_fide_mode(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
) -> Result<(), Failed<TournamentRefusal>> {
    if !db::integrity::leave_fide_mode(conn, t.id, t.paired_rounds)? {
        return refuse(TournamentRefusal::FideModeLeft);
    }
    let round = t.paired_rounds.max(0) as u32;
    let breach = Breach { kind: BreachKind::LeftFideMode, round, detail: String::new() };
    db::integrity::record(conn, t.id, &breach, chrono::Utc::now().naive_utc())?;
    audit(conn, t.id, by, AuditEvent::FideModeLeft { round: t.paired_rounds })?;
    Ok(())
}
