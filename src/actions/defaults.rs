//! Default time (FIDE 6.7) over a round: who has not arrived at the
//! unfinished boards, when their default time runs out, and the one step that
//! rules every due default the arbiter was shown and confirmed.

use crate::db::models::BoardRow;
use crate::db::{BoardId, PlayerId};
use crate::rulings::incident::{BoardRecord, LogEntry, default_ruling};
use crate::rulings::replay::EventKind;
use crate::tournament::{Color, GameResult};
use chrono::{DateTime, Utc};
use std::collections::HashMap;

/// Who is still missing on a board whose result is pending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attendance {
    /// White has not arrived.
    pub white_absent: bool,
    /// Black has not arrived.
    pub black_absent: bool,
    /// When the default time runs out, if the round has a start.
    pub deadline: Option<DateTime<Utc>>,
    /// The default time has run out: a forfeit is due (6.7.1).
    pub due: bool,
    /// The result the due default gives (as the replay rules it).
    pub result: Option<GameResult>,
}

impl Attendance {
    /// The attendance on a board at `now`; `None` when both players have
    /// arrived and no default is due.
    fn of(record: &BoardRecord, now: DateTime<Utc>) -> Option<Attendance> {
        let arrived = record.arrivals();
        let result = default_ruling(record, now);
        let due = result.is_some();
        if arrived.iter().all(Option::is_some) && !due {
            return None;
        }
        Some(Attendance {
            white_absent: arrived[0].is_none(),
            black_absent: arrived[1].is_none(),
            deadline: record.default_deadline(),
            due,
            result,
        })
    }
}

/// Who is missing in a round.
#[derive(Debug, Clone, Default)]
pub struct RoundAttendance {
    /// The pending boards with someone missing, by board id.
    pub boards: HashMap<BoardId, Attendance>,
    /// Whether the arbiters record arrivals in this round (an arrival is
    /// logged, or a clock followed): only then is a missing player absent
    /// rather than unrecorded, and defaults can be ruled.
    pub tracked: bool,
}

/// Why the round's defaults cannot be ruled in one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefaultsRefusal {
    /// No arrival is recorded in the round: a missing player may simply be unrecorded.
    Untracked,
    /// The arbiter has not confirmed the list of boards.
    NotConfirmed,
}

impl DefaultsRefusal {
    /// The message key.
    pub fn message_key(self) -> &'static str {
        match self {
            DefaultsRefusal::Untracked => "defaults-untracked",
            DefaultsRefusal::NotConfirmed => "defaults-confirm-missing",
        }
    }
}

impl RoundAttendance {
    /// The attendance at `now` on the round's pending boards, from their records by board id.
    pub fn of(records: &HashMap<BoardId, BoardRecord>, now: DateTime<Utc>) -> RoundAttendance {
        let arrival_logged =
            |r: &BoardRecord| r.log.iter().any(|e| matches!(e.entry, LogEntry::Event(EventKind::Arrive { .. })));
        let tracked = records.values().any(|r| r.is_timed() || arrival_logged(r));
        let boards = records.iter().filter_map(|(id, r)| Attendance::of(r, now).map(|a| (*id, a))).collect();
        RoundAttendance { boards, tracked }
    }

    /// The boards whose default is due, by board id, with the result it
    /// gives; none while arrivals are not tracked.
    pub fn due(&self) -> impl Iterator<Item = (BoardId, GameResult)> + '_ {
        let due = |a: &Attendance| a.due.then_some(a.result).flatten();
        self.boards.iter().filter(|_| self.tracked).filter_map(move |(id, a)| due(a).map(|r| (*id, r)))
    }

    /// The boards whose defaults the step rules: those due among the boards
    /// the arbiter was shown (`listed`), once confirmed.
    pub fn defaults_to_rule(&self, listed: &[BoardId], confirmed: bool) -> Result<Vec<BoardId>, DefaultsRefusal> {
        if !self.tracked {
            return Err(DefaultsRefusal::Untracked);
        }
        if !confirmed {
            return Err(DefaultsRefusal::NotConfirmed);
        }
        let mut ids: Vec<BoardId> =
            self.boards.iter().filter(|(id, a)| a.due && listed.contains(id)).map(|(id, _)| *id).collect();
        ids.sort_unstable();
        Ok(ids)
    }

    /// "Everyone present": the arrivals to record on the round's `boards`,
    /// every missing player but the `absent` ones (player ids).
    pub fn arrivals(&self, boards: &[BoardRow], absent: &[PlayerId]) -> Vec<(BoardId, Color)> {
        let mut arrivals = Vec::new();
        for b in boards {
            let Some(a) = self.boards.get(&b.id) else { continue };
            let sides = [(a.white_absent, Some(b.white_id), Color::White), (a.black_absent, b.black_id, Color::Black)];
            for (missing, player, colour) in sides {
                if missing && player.is_some_and(|p| !absent.contains(&p)) {
                    arrivals.push((b.id, colour));
                }
            }
        }
        arrivals
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulings::incident::LoggedEvent;
    use chrono::TimeZone;

    fn at(minute: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 3, 1, 10, minute, 0).unwrap()
    }

    const B1: BoardId = BoardId(1);
    const B2: BoardId = BoardId(2);

    fn record(arrived: &[Color]) -> BoardRecord {
        let log = arrived
            .iter()
            .map(|&player| LoggedEvent { at: at(1), entry: LogEntry::Event(EventKind::Arrive { player }) })
            .collect();
        BoardRecord {
            time_control: "90+30".into(),
            mode: None,
            round_start: Some(at(0)),
            default_time_minutes: 15,
            start_fen: None,
            moves: Vec::new(),
            log,
        }
    }

    #[test]
    fn a_default_is_due_once_the_default_time_has_run_out_and_is_ruled_only_when_listed_and_confirmed() {
        let records = HashMap::from([(B1, record(&[Color::White])), (B2, record(&[Color::White, Color::Black]))]);
        let early = RoundAttendance::of(&records, at(10));
        assert!(early.tracked);
        assert_eq!(early.due().count(), 0, "the default time has not run out");
        assert!(early.boards[&B1].black_absent && !early.boards[&B1].white_absent);
        assert!(!early.boards.contains_key(&B2), "both players of board 2 arrived");

        let late = RoundAttendance::of(&records, at(16));
        assert_eq!(late.due().collect::<Vec<_>>(), vec![(B1, GameResult::WhiteWinsByForfeit)]);
        assert_eq!(late.defaults_to_rule(&[B1, B2], false), Err(DefaultsRefusal::NotConfirmed));
        assert_eq!(late.defaults_to_rule(&[B2], true), Ok(vec![]), "board 1 was not on the list the arbiter saw");
        assert_eq!(late.defaults_to_rule(&[B1, B2], true), Ok(vec![B1]));
    }

    #[test]
    fn without_any_arrival_recorded_nobody_is_defaulted() {
        let records = HashMap::from([(B1, record(&[])), (B2, record(&[]))]);
        let attendance = RoundAttendance::of(&records, at(30));
        assert!(!attendance.tracked);
        assert_eq!(attendance.due().count(), 0);
        assert_eq!(attendance.defaults_to_rule(&[B1, B2], true), Err(DefaultsRefusal::Untracked));
    }
}
