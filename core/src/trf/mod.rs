//! FIDE Tournament Report File (TRF-16 and TRF-2026, with the pairing engines'
//! `XXR`/`XXC` lines): reading with line-and-column errors, and writing.

mod assignments;
mod conventions;
mod error;
mod event;
mod read;
mod rules;
mod team;
mod team_write;
mod write;

pub use event::{EventHeader, ImportedEvent, as_trf16, event_trf, import};

pub use conventions::{Adjustment, Adjustments};
pub use error::{PlayerField, TrfError, TrfErrors, TrfProblem};
pub use read::parse;
pub use rules::{record_250, record_260, xxa_records, xxp_records};
pub use team::{MAX_ENTRIES, TeamRecordError, TeamRecordProblem, team_ranks, teams};
pub use team_write::{
    TeamRankOrder, TeamWriteError, record_300, record_310, record_320, record_330, record_352, record_362, records_240,
    team_records, team_standings, team_trf,
};
pub use write::write;

use crate::tournament::team::TeamEvent;
use crate::tournament::{Event, EventPlayer, PairingNumber, Points, RoundResult, System};
use std::collections::BTreeMap;

/// A whole TRF file: the event it records, and what only the file has.
/// Two files are equal when they say the same; where their records were
/// ([`Trf::lines`]) is not compared.
#[derive(Clone, Debug, Default)]
pub struct Trf {
    /// Header records in file order as `(code, value)`, `XXR`/`XXC` included;
    /// unknown records are kept here to be written back unchanged.
    pub headers: Vec<(String, String)>,
    /// The players with their rounds, and the settings the file records
    /// (`142`/`XXR` rounds, `152`/`XXC` initial colour, `162`/`BBx` points,
    /// `XXP`/`260` pairs that may never meet).
    pub event: Event,
    /// The points written in columns 81-84 of each player's line, by
    /// starting rank (players whose columns are blank are not listed).
    pub points: BTreeMap<PairingNumber, Points>,
    /// How many fields, round blocks or players were written in a
    /// convention of other programs, by [`Adjustment`], and so were read as
    /// it says.
    pub adjustments: Adjustments,
    /// The line of each player's record in the text read, by starting rank
    /// (empty for a file made here), for messages that point at a player.
    pub lines: BTreeMap<PairingNumber, usize>,
    /// The line of each header record in the text read, in the order of
    /// [`Trf::headers`] (empty for a file made here), for the messages of
    /// the records read after the whole file ([`teams`]).
    pub header_lines: Vec<usize>,
    /// The `###` comment lines, in file order, without the `### `: the
    /// pairing-integrity breaching events a program recorded
    /// ([`crate::tournament::Breach`]), written after the players.
    pub comments: Vec<String>,
    /// The national-rating records (NRS: a federation's code in columns 1-3,
    /// then columns 5-79 as record 001 with the national rating at 49-52)
    /// that record 172 announces, written after the players.
    pub national_ratings: Vec<String>,
}

impl PartialEq for Trf {
    fn eq(&self, other: &Trf) -> bool {
        (&self.headers, &self.event, &self.points, &self.adjustments, &self.comments, &self.national_ratings)
            == (
                &other.headers,
                &other.event,
                &other.points,
                &other.adjustments,
                &other.comments,
                &other.national_ratings,
            )
    }
}

impl Eq for Trf {}

impl Trf {
    /// The value of the first header record with this code.
    pub fn header(&self, code: &str) -> Option<&str> {
        self.headers.iter().find(|(c, _)| c == code).map(|(_, v)| v.as_str())
    }

    /// The start date of record 042 ([`read_date`]): `None` without the
    /// record or when it holds no date ([`Adjustment::DatePlaceholder`]),
    /// `Some(Err(text))` when it cannot be read.
    pub fn start_date(&self) -> Option<Result<chrono::NaiveDate, String>> {
        let text = self.header("042").map(str::trim).filter(|d| !d.is_empty() && !conventions::holds_no_date(d))?;
        Some(read_date(text).ok_or_else(|| text.to_string()))
    }

    /// The pairing system the file declares: record 192 (`FIDE_DUTCH_2025`,
    /// `ROUND_ROBIN`...), else the free text of 092 (`Round robin`,
    /// `Berger`); Swiss when neither says otherwise.
    pub fn declared_system(&self) -> System {
        let says = |code: &str| self.header(code).unwrap_or("").to_ascii_uppercase().replace([' ', '-', '_'], "");
        match System::from_trf_code(&says("192")) {
            System::SwissDutch if says("092").contains("BERGER") => System::RoundRobin,
            System::SwissDutch => System::from_trf_code(&says("092")),
            declared => declared,
        }
    }

    /// Whether the file records a team event (it has team records, 310).
    pub fn is_team_file(&self) -> bool {
        self.headers.iter().any(|(code, _)| code == "310")
    }

    /// The team event the file records, if it has team records (310):
    /// its players, as the team records read their boards, and its teams
    /// ([`teams`]).
    pub fn team_event(&self) -> Result<Option<TeamEvent>, TeamRecordError> {
        Ok(team::team_event(self)?.map(|(event, _)| event))
    }

    /// [`Trf::team_event`], keeping what the team records tell of the
    /// players' boards in [`Trf::event`] and counting the conventions of
    /// other programs met in them in [`Trf::adjustments`], for a command
    /// that reports them.
    pub fn read_team_event(&mut self) -> Result<Option<TeamEvent>, TeamRecordError> {
        let Some((event, adjustments)) = team::team_event(self)? else { return Ok(None) };
        self.event = event.players.clone();
        self.adjustments.extend(adjustments);
        Ok(Some(event))
    }

    /// The points written on a player's line, if its columns 81-84 hold any.
    pub fn points_written(&self, player: &EventPlayer) -> Option<Points> {
        self.points.get(&player.start_no).copied()
    }

    /// Checks the points written in columns 81-84 against the results:
    /// they may be the points of every round recorded, of the rounds paired
    /// (without the byes entered for the round to pair next), or of the
    /// rounds before the first with a game not yet played, with or without
    /// the virtual points of the round to pair (bbpPairings accepts both).
    /// In a team file a player may count nothing for the boards of the
    /// team's pairing-allocated bye, record 320 scoring the team
    /// ([`Adjustment::TeamByeScoredByTeam`], counted in
    /// [`Trf::adjustments`]). Every player whose points are none of these
    /// is a problem, at column 81 of the player's line, against the points
    /// of the rounds paired.
    pub fn check_points(&mut self) -> Result<(), TrfErrors> {
        let event = &self.event;
        let paired = event.round_to_pair() - 1;
        let in_progress =
            event.players.iter().filter_map(|p| p.rounds.iter().position(|r| r.result == RoundResult::Pending)).min();
        let spans = [event.rounds_recorded() as usize, paired, in_progress.unwrap_or(paired)];
        let team_file = self.is_team_file();
        let team_bye = event.scoring.of_round(RoundResult::PairingAllocatedBye);
        let (mut problems, mut scored_by_team) = (Vec::new(), 0);
        for p in &event.players {
            // Points not written cannot disagree.
            let Some(written) = self.points_written(p) else { continue };
            let virtual_points = crate::tournament::virtual_points(&event.accelerations, p.start_no, paired as u32 + 1);
            let fits = |score: Points| written == score || written == score + virtual_points;
            if spans.iter().any(|&r| fits(event.score_after(p, r))) {
                continue;
            }
            let team_byes = |r: usize| {
                let byes = p.rounds.iter().take(r).filter(|e| e.result == RoundResult::PairingAllocatedBye).count();
                Points(team_bye.0 * byes as i32)
            };
            if team_file && spans.iter().any(|&r| fits(Points(event.score_after(p, r).0 - team_byes(r).0))) {
                scored_by_team += 1;
                continue;
            }
            let computed = event.score_after(p, paired);
            problems.push(self.error_at(p.start_no, 81, TrfProblem::PointsDiffer { written, computed }));
        }
        TrfErrors::check(problems)?;
        if scored_by_team > 0 {
            self.adjustments.insert(Adjustment::TeamByeScoredByTeam, scored_by_team);
        }
        Ok(())
    }

    /// A problem at a column of a player's record (line 0 for a file made here).
    pub fn error_at(&self, player: PairingNumber, column: usize, problem: TrfProblem) -> TrfError {
        TrfError { line: self.lines.get(&player).copied().unwrap_or(0), column, problem }
    }
}

/// A date as TRF files write it: `YYYY/MM/DD` as the format says, or the
/// other forms programs write (`YYYY-MM-DD`, `YYYY.MM.DD`, `DD.MM.YYYY`,
/// `DD. MM. YYYY`, `DD/MM/YYYY`, `May 29, 2020`, and with a two-digit year
/// `read_date_with_year_form` tells apart).
pub fn read_date(text: &str) -> Option<chrono::NaiveDate> {
    read_date_with_year_form(text).map(|(date, _)| date)
}

/// [`read_date`], and whether the year was written with two digits: then
/// year first, as record 132 writes dates (`YY/MM/DD`, `YY.MM.DD`), the
/// years 00-68 read as 2000-2068 and 69-99 as 1969-1999
/// ([`Adjustment::TwoDigitYear`]).
pub(crate) fn read_date_with_year_form(text: &str) -> Option<(chrono::NaiveDate, bool)> {
    const FORMS: [(&str, bool); 10] = [
        ("%Y/%m/%d", false),
        ("%Y-%m-%d", false),
        ("%Y.%m.%d", false),
        ("%d.%m.%Y", false),
        ("%d. %m. %Y", false),
        ("%d/%m/%Y", false),
        ("%B %d, %Y", false),
        ("%b %d, %Y", false),
        ("%y/%m/%d", true),
        ("%y.%m.%d", true),
    ];
    FORMS
        .iter()
        .filter_map(|&(f, two_digits)| Some((chrono::NaiveDate::parse_from_str(text.trim(), f).ok()?, two_digits)))
        // A two-digit year read as a four-digit one (`05/07/28` as the year 5) is not meant.
        .find(|(d, _)| (1900..=2100).contains(&chrono::Datelike::year(d)))
}

/// Points as TRF fields write them, with one decimal: `1.0`, `0.5`, `-0.5`.
pub(crate) fn points_text(p: Points) -> String {
    let sign = if p.0 < 0 { "-" } else { "" };
    let tenths = p.0.unsigned_abs();
    format!("{sign}{}.{}", tenths / 10, tenths % 10)
}

/// The TRF character of a round result (column `r` of a round block).
pub fn result_char(result: RoundResult) -> char {
    match result {
        RoundResult::Win => '1',
        RoundResult::Draw => '=',
        RoundResult::Loss => '0',
        RoundResult::ForfeitWin => '+',
        RoundResult::ForfeitLoss => '-',
        RoundResult::UnratedWin => 'W',
        RoundResult::UnratedDraw => 'D',
        RoundResult::UnratedLoss => 'L',
        RoundResult::HalfPointBye => 'H',
        RoundResult::FullPointBye => 'F',
        RoundResult::PairingAllocatedBye => 'U',
        RoundResult::Adjourned => '?',
        RoundResult::ZeroPointBye | RoundResult::NotPaired | RoundResult::Pending => 'Z',
    }
}

#[cfg(test)]
mod tests {
    use super::read::tests::SAMPLE;
    use super::{Adjustment, TrfProblem, parse, read_date, read_date_with_year_form};
    use crate::tournament::Points;

    #[test]
    fn dates_as_programs_write_them() {
        let day = chrono::NaiveDate::from_ymd_opt;
        for text in ["2005/07/28", "2005-07-28", "28.07.2005", "28. 07. 2005", "05/07/28"] {
            assert_eq!(read_date(text), day(2005, 7, 28), "{text}");
        }
        assert_eq!(read_date("May 29, 2020"), day(2020, 5, 29));
        assert_eq!(read_date("Sep 1, 2026"), day(2026, 9, 1));
        assert_eq!(read_date("the first of May"), None);
    }

    #[test]
    fn two_digit_years_are_read_year_first_and_told_apart() {
        let day = chrono::NaiveDate::from_ymd_opt;
        // The Irish federation's record 042 (YY.MM.DD), and TRF's own YY/MM/DD.
        assert_eq!(read_date_with_year_form("10.09.13"), Some((day(2010, 9, 13).unwrap(), true)));
        assert_eq!(read_date_with_year_form("11.09.26"), Some((day(2011, 9, 26).unwrap(), true)));
        assert_eq!(read_date_with_year_form("05/07/28"), Some((day(2005, 7, 28).unwrap(), true)));
        assert_eq!(read_date_with_year_form("99.07.28"), Some((day(1999, 7, 28).unwrap(), true)));
        // Four-digit years are what they say, day first or not.
        assert_eq!(read_date_with_year_form("25.02.2011"), Some((day(2011, 2, 25).unwrap(), false)));
        assert_eq!(read_date_with_year_form("2011.02.25"), Some((day(2011, 2, 25).unwrap(), false)));
        assert_eq!(read_date_with_year_form("10.13.09"), None, "no month 13");
    }

    #[test]
    fn dates_of_042_with_two_digit_years_or_no_date_are_read_and_counted() {
        let with = |date: &str| parse(&SAMPLE.replace("XXR 4", &format!("042 {date}\r\nXXR 4"))).unwrap();
        let file = with("10.09.13");
        assert_eq!(file.start_date(), Some(Ok(chrono::NaiveDate::from_ymd_opt(2010, 9, 13).unwrap())));
        assert_eq!(file.adjustments.get(&Adjustment::TwoDigitYear), Some(&1));
        let file = with("--CPP DUBOV SYSTEM RANDOM TOURNAMENT (START DATE)--");
        assert_eq!(file.start_date(), None, "a placeholder is no date");
        assert_eq!(file.adjustments.get(&Adjustment::DatePlaceholder), Some(&1));
        // A date in words that cannot be read is no placeholder: it stays unread, and said so.
        let file = with("first of May");
        assert_eq!(file.start_date(), Some(Err("first of May".into())));
        assert!(file.adjustments.is_empty());
        assert!(with("2010/09/13").adjustments.is_empty());
    }

    #[test]
    fn the_points_written_may_leave_out_byes_entered_ahead_and_a_round_in_progress() {
        // Fay asks for a half-point bye in round 4, not yet paired: her 2.0 are
        // the points of the rounds paired (2.5 would count the bye).
        let ahead = SAMPLE.replace("     1 w =\r\n", "     1 w =  0000 - H\r\n");
        assert_eq!(parse(&ahead).unwrap().check_points(), Ok(()));
        let counted = ahead.replace("1995/06/06  2.0", "1995/06/06  2.5");
        assert_eq!(parse(&counted).unwrap().check_points(), Ok(()));
        let wrong = ahead.replace("1995/06/06  2.0", "1995/06/06  3.0");
        let e = parse(&wrong).unwrap().check_points().unwrap_err();
        let differ = TrfProblem::PointsDiffer { written: Points(30), computed: Points(20) };
        assert_eq!((e.first().line, e.first().column, &e.first().problem), (9, 81, &differ));
        // Round 4 in progress: Ann and Dora still playing, Carl given the
        // pairing-allocated bye; the points are those of the rounds before.
        let playing = SAMPLE
            .replace("     6 b =\r\n", "     6 b =     4 w  \r\n")
            .replace("     2 b +\r\n", "     2 b +     1 b  \r\n")
            .replace("     5 b 1\r\n", "     5 b 1  0000 - U\r\n");
        let mut file = parse(&playing).unwrap();
        assert_eq!(file.event.round_to_pair(), 5);
        assert_eq!(file.check_points(), Ok(()));
        // Every player whose points are none of these is named.
        let two_wrong =
            SAMPLE.replace("1990/01/01  2.5", "1990/01/01  1.5").replace("1994/05/05  0.5", "1994/05/05  0.0");
        let e = parse(&two_wrong).unwrap().check_points().unwrap_err();
        let named: Vec<usize> = e.problems().iter().map(|p| p.line).collect();
        assert_eq!(named, [4, 8]);
    }
}
