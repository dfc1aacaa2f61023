//! FIDE Tournament Report File (TRF-16 and TRF-2026, with the pairing engines'
//! `XXR`/`XXC` lines): reading with line-and-column errors, and writing.

mod event;
mod read;
mod rules;
mod team;
mod team_write;
mod write;

pub use event::{EventHeader, ImportedEvent, as_trf16, event_trf, import};

pub use read::{LegacyCode, PlayerField, TrfError, TrfProblem, parse};
pub use rules::{record_250, record_260, xxa_records, xxp_records};
pub use team::{MAX_ENTRIES, TeamRecordError, TeamRecordProblem, teams};
pub use team_write::{
    TeamWriteError, record_300, record_310, record_320, record_330, record_352, record_362, records_240, team_records,
    team_standings, team_trf,
};
pub use write::write;

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
    /// How many round blocks were written as older programs wrote unplayed
    /// rounds, and so were read by [`LegacyCode`]'s mapping.
    pub legacy: BTreeMap<LegacyCode, usize>,
    /// The line of each player's record in the text read, by starting rank
    /// (empty for a file made here), for messages that point at a player.
    pub lines: BTreeMap<PairingNumber, usize>,
    /// The line of each header record in the text read, in the order of
    /// [`Trf::headers`] (empty for a file made here), for the messages of
    /// the records read after the whole file ([`teams`]).
    pub header_lines: Vec<usize>,
}

impl PartialEq for Trf {
    fn eq(&self, other: &Trf) -> bool {
        (&self.headers, &self.event, &self.points, &self.legacy)
            == (&other.headers, &other.event, &other.points, &other.legacy)
    }
}

impl Eq for Trf {}

impl Trf {
    /// The value of the first header record with this code.
    pub fn header(&self, code: &str) -> Option<&str> {
        self.headers.iter().find(|(c, _)| c == code).map(|(_, v)| v.as_str())
    }

    /// The start date of record 042 ([`read_date`]): `None` without the
    /// record, `Some(Err(text))` when it cannot be read.
    pub fn start_date(&self) -> Option<Result<chrono::NaiveDate, String>> {
        let text = self.header("042").map(str::trim).filter(|d| !d.is_empty())?;
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

    /// The team event the file records, if it has team records (310):
    /// its players and its teams ([`teams`]).
    pub fn team_event(&self) -> Result<Option<crate::tournament::team::TeamEvent>, TeamRecordError> {
        Ok(teams(self)?.map(|teams| crate::tournament::team::TeamEvent { players: self.event.clone(), teams }))
    }

    /// The points written on a player's line, if its columns 81-84 hold any.
    pub fn points_written(&self, player: &EventPlayer) -> Option<Points> {
        self.points.get(&player.start_no).copied()
    }

    /// A problem at a column of a player's record (line 0 for a file made here).
    pub fn error_at(&self, player: PairingNumber, column: usize, problem: TrfProblem) -> TrfError {
        TrfError { line: self.lines.get(&player).copied().unwrap_or(0), column, problem }
    }
}

/// A date as TRF files write it: `YYYY/MM/DD` as the format says, or the
/// other forms programs write (`YYYY-MM-DD`, `YYYY.MM.DD`, `DD.MM.YYYY`,
/// `DD. MM. YYYY`, `DD/MM/YYYY`, `YY/MM/DD`, `May 29, 2020`).
pub fn read_date(text: &str) -> Option<chrono::NaiveDate> {
    ["%Y/%m/%d", "%Y-%m-%d", "%Y.%m.%d", "%d.%m.%Y", "%d. %m. %Y", "%d/%m/%Y", "%y/%m/%d", "%B %d, %Y", "%b %d, %Y"]
        .iter()
        .filter_map(|f| chrono::NaiveDate::parse_from_str(text.trim(), f).ok())
        // A two-digit year read as a four-digit one (`05/07/28` as the year 5) is not meant.
        .find(|d| (1900..=2100).contains(&chrono::Datelike::year(d)))
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
        RoundResult::ZeroPointBye | RoundResult::NotPaired | RoundResult::Pending => 'Z',
    }
}

#[cfg(test)]
mod tests {
    use super::read_date;

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
}
