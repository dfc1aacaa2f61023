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
    /// When White and Black reached the board, as recorded.
    pub arrived: [Option<DateTime<Utc>>; 2],
    /// When the game's clocks start (6.6), if the round has a start.
    pub start: Option<DateTime<Utc>>,
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
            arrived,
            start: record.clock_start(),
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
    /// The recorded arrivals (White, Black) on every pending board where
    /// someone's is, by board id: what the round view shows was recorded.
    pub arrivals: HashMap<BoardId, [Option<DateTime<Utc>>; 2]>,
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
        let arrivals = records
            .iter()
            .map(|(id, r)| (*id, r.arrivals()))
            .filter(|(_, arrived)| arrived.iter().any(Option::is_some))
            .collect();
        RoundAttendance { boards, tracked, arrivals }
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
    /// every missing player but the `absent` ones (player ids), each with
    /// its time. Present means present at the start of the round: the time
    /// is the one the arbiter gave (`at`), else the game's start (6.6), or
    /// `now` if that is still to come or unknown. When the button is
    /// pressed makes no player late.
    pub fn present_at_start(
        &self,
        boards: &[BoardRow],
        absent: &[PlayerId],
        at: Option<DateTime<Utc>>,
        now: DateTime<Utc>,
    ) -> Vec<(BoardId, Color, DateTime<Utc>)> {
        let mut arrivals = Vec::new();
        for b in boards {
            let Some(a) = self.boards.get(&b.id) else { continue };
            let time = at.unwrap_or_else(|| a.start.map_or(now, |start| start.min(now)));
            let sides = [(a.white_absent, Some(b.white_id), Color::White), (a.black_absent, b.black_id, Color::Black)];
            for (missing, player, colour) in sides {
                if missing && player.is_some_and(|p| !absent.contains(&p)) {
                    arrivals.push((b.id, colour, time));
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

    fn board(id: BoardId, white: i32, black: i32) -> BoardRow {
        BoardRow {
            id,
            tournament_id: crate::db::TournamentId(1),
            round: 1,
            board_no: id.0,
            white_id: PlayerId(white),
            black_id: Some(PlayerId(black)),
            result: GameResult::Pending.into(),
            version: 1,
        }
    }

    #[test]
    fn everyone_present_pressed_after_the_start_records_the_start_and_defaults_nobody() {
        let mut late = record(&[]);
        late.default_time_minutes = 0;
        let records = HashMap::from([(B1, late.clone()), (B2, late)]);
        let boards = [board(B1, 1, 2), board(B2, 3, 4)];
        // Pressed five minutes after the start: every arrival is at the start.
        let attendance = RoundAttendance::of(&records, at(5));
        let arrivals = attendance.present_at_start(&boards, &[PlayerId(4)], None, at(5));
        assert_eq!(arrivals.len(), 3, "all but player 4");
        assert!(arrivals.iter().all(|&(_, _, time)| time == at(0)), "{arrivals:?}");
        // Recorded so, nobody but player 4 is late with default time 0.
        let mut records = records;
        for &(id, player, time) in &arrivals {
            let entry = LogEntry::Event(EventKind::Arrive { player });
            records.get_mut(&id).unwrap().log.push(LoggedEvent { at: time, entry });
        }
        let after = RoundAttendance::of(&records, at(6));
        assert_eq!(after.due().collect::<Vec<_>>(), vec![(B2, GameResult::WhiteWinsByForfeit)]);
        assert_eq!(after.arrivals[&B1], [Some(at(0)), Some(at(0))], "the times recorded, shown on the round view");
        // A time the arbiter gives is taken as given; before the start, now.
        let given = attendance.present_at_start(&boards, &[], Some(at(3)), at(5));
        assert!(given.iter().all(|&(_, _, time)| time == at(3)));
        let early = RoundAttendance::of(&HashMap::from([(B1, record(&[]))]), at(0) - chrono::Duration::minutes(9));
        let before = early.present_at_start(&boards, &[], None, at(0) - chrono::Duration::minutes(9));
        assert!(before.iter().all(|&(_, _, time)| time == at(0) - chrono::Duration::minutes(9)));
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
