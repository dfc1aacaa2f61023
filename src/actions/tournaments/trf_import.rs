//! A tournament created from a TRF file (another program's event, or one
//! exported here) that was read and checked round by round: its settings,
//! players, boards, pairing rules and byes asked for the next round, saved
//! together or not at all.

use super::TournamentRefusal;
use super::fide_mode::record_breach;
use crate::actions::PlayerRefusal;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse, room_for};
use crate::clock::TimeControl;
use crate::db::models::{NewBoard, PlayerFields, TournamentSettings};
use crate::db::point_adjustments::NewPointAdjustment;
use crate::db::{self, DbConnection, PlayerId, TournamentId, UserId};
use crate::pairing::board_order::{Seat, board_key};
use crate::pairing::dutch::paired_otherwise;
use crate::rating::source::RatingSource;
use crate::tournament::{BoardResult, Breach, BreachKind, ByeKind, Pairing, PairingNumber, System};
use crate::trf::{self, ImportedEvent, Trf};
use chrono::NaiveDate;
use std::collections::HashMap;

/// Creates a tournament from a TRF `file` and its checked rounds
/// (`imported`), with `by` as its chief arbiter; returns its id. Refused
/// when the file is a team event's ([`TournamentRefusal::TeamFile`]), lists no player ([`TournamentRefusal::NoPlayers`]), more
/// than an event may hold ([`TournamentRefusal::TooManyPlayers`]), or when a
/// tournament of the same name and dates exists and `again` does not say
/// to import it anyway ([`TournamentRefusal::AlreadyImported`]), or when
/// the Dutch system pairs imported Swiss rounds otherwise and the import of
/// such rounds is not `confirmed` (the new event is in FIDE mode: Level 3,
/// checklist Q55). Importing rounds is recorded as an `Import` breach, with
/// what re-pairing the imported Swiss rounds by the Dutch system found.
pub fn import_trf(
    conn: &mut DbConnection,
    by: UserId,
    file: &Trf,
    imported: &ImportedEvent,
    ImportAsked { again, confirmed }: ImportAsked,
) -> Result<TournamentId, Failed<TournamentRefusal>> {
    if file.is_team_file() {
        return refuse(TournamentRefusal::TeamFile);
    }
    if file.event.players.is_empty() {
        return refuse(TournamentRefusal::NoPlayers);
    }
    if let Err(PlayerRefusal::EventFull { room }) = room_for(0, file.event.players.len()) {
        return refuse(TournamentRefusal::TooManyPlayers { room });
    }
    let today = chrono::Utc::now().date_naive();
    let now = chrono::Utc::now().naive_utc();
    let settings = settings(file, today);
    let dates = (settings.start_date, settings.end_date);
    if !again && db::tournaments::same_name_and_dates(conn, &settings.name, dates)? {
        return refuse(TournamentRefusal::AlreadyImported);
    }
    let paired = imported.rounds.len() as i32;
    let check = import_check(file, settings.system, paired as usize);
    if let ImportCheck::PairedOtherwise(rounds) = &check
        && !confirmed
    {
        return refuse(TournamentRefusal::ImportPairedOtherwise(rounds.clone()));
    }
    let id = db::tournaments::insert(conn, &settings, by, now)?;
    store_tiebreaks(conn, id, file, &settings)?;
    let ids = store_players(conn, id, file)?;
    let boards = boards(file, imported, id, &ids);
    db::boards::insert_all(conn, &boards)?;
    db::tournaments::set_paired(conn, id, paired, settings.rounds.max(paired))?;
    store_pairing_rules(conn, id, file, &ids, settings.rounds.max(paired))?;
    store_point_adjustments(conn, id, file, &ids, paired)?;
    for &(player, kind) in &imported.next_byes {
        let kind = if kind == ByeKind::PairingAllocated { ByeKind::ZeroPoint } else { kind };
        db::byes::request(conn, id, ids[&player], paired + 1, kind)?;
    }
    let pending = boards.iter().filter(|b| b.black_id.is_some() && b.result == BoardResult::PENDING).count();
    let (name, players) = (settings.name, file.event.players.len());
    let defaults = import_defaults(file).iter().map(|d| d.code().to_string()).collect();
    audit(conn, id, by, AuditEvent::TournamentImported { name, players, rounds: paired, pending, defaults })?;
    if paired > 0 {
        let detail = check.detail();
        record_breach(conn, by, id, &Breach { kind: BreachKind::Import, round: paired as u32, detail })?;
    }
    Ok(id)
}

/// What the arbiter asked of an import.
#[derive(Debug, Clone, Copy, Default)]
pub struct ImportAsked {
    /// Import it though a tournament of the same name and dates exists.
    pub again: bool,
    /// Import it though the Dutch system pairs some of its rounds otherwise.
    pub confirmed: bool,
}

/// What re-checking the imported rounds found (checklist Q54, Q55).
#[derive(Debug, Clone, PartialEq, Eq)]
enum ImportCheck {
    /// Not a Dutch Swiss event: a round robin's rounds follow its tables.
    NotSwiss,
    /// Too many players to re-pair on import.
    NotChecked(usize),
    /// Every Swiss round is the Dutch system's pairing.
    Agrees,
    /// These rounds the Dutch system pairs otherwise.
    PairedOtherwise(Vec<usize>),
}

impl ImportCheck {
    /// The text of the `### Import` line.
    fn detail(&self) -> String {
        match self {
            ImportCheck::NotSwiss => String::new(),
            ImportCheck::NotChecked(players) => {
                format!("not re-checked on import ({players} players; arbiter check --dutch re-checks the file)")
            }
            ImportCheck::Agrees => "every round agrees with the Dutch system".to_string(),
            ImportCheck::PairedOtherwise(rounds) => {
                let list: Vec<String> = rounds.iter().map(usize::to_string).collect();
                format!("paired otherwise by the Dutch system: round {}", list.join(", "))
            }
        }
    }
}

/// The most players whose imported rounds are re-paired on import (each
/// round of a few thousand takes seconds; `arbiter check --dutch` checks
/// any file).
pub const IMPORT_RECHECK_PLAYERS: usize = 1000;

/// Re-checks the imported rounds: the Swiss rounds the Dutch system pairs
/// otherwise, or that all agree (none imported: nothing to disagree with).
fn import_check(file: &Trf, system: System, rounds: usize) -> ImportCheck {
    let players = file.event.players.len();
    if system != System::SwissDutch {
        return ImportCheck::NotSwiss;
    }
    if players > IMPORT_RECHECK_PLAYERS {
        return ImportCheck::NotChecked(players);
    }
    match paired_otherwise(&file.event, 1..=rounds) {
        differing if differing.is_empty() => ImportCheck::Agrees,
        differing => ImportCheck::PairedOtherwise(differing),
    }
}

/// A setting an imported file does not give (or gives in a form the app
/// cannot read), and so takes its default (checklist Q48, Q50: every such
/// adjustment is reported).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportDefault {
    /// No name (012): "Imported tournament".
    Name,
    /// No readable start date (042): the day of the import.
    StartDate,
    /// No readable end date (052), or one before the start: the start date.
    EndDate,
    /// No federation code (032): none.
    Federation,
    /// No system (192, 092): the Dutch Swiss system.
    System,
    /// No number of rounds (142, XXR): the rounds the file records.
    Rounds,
    /// No point system (162, BB*): 1, ½, 0, the bye 1.
    Scoring,
    /// No time control in a form the app reads (222, 122): left unset, to set.
    TimeControl,
    /// No tie-break list (202, 212), or one with an unknown code: the system's default list.
    TieBreaks,
    /// A TRF has no time zone: UTC.
    TimeZone,
}

impl ImportDefault {
    /// The code in message keys (`trf-default-<code>`).
    pub fn code(self) -> &'static str {
        match self {
            ImportDefault::Name => "name",
            ImportDefault::StartDate => "start_date",
            ImportDefault::EndDate => "end_date",
            ImportDefault::Federation => "federation",
            ImportDefault::System => "system",
            ImportDefault::Rounds => "rounds",
            ImportDefault::Scoring => "scoring",
            ImportDefault::TimeControl => "time_control",
            ImportDefault::TieBreaks => "tiebreaks",
            ImportDefault::TimeZone => "time_zone",
        }
    }

    /// Every default, in the order the settings form lists them.
    pub const ALL: [ImportDefault; 10] = [
        ImportDefault::Name,
        ImportDefault::StartDate,
        ImportDefault::EndDate,
        ImportDefault::Federation,
        ImportDefault::System,
        ImportDefault::Rounds,
        ImportDefault::Scoring,
        ImportDefault::TimeControl,
        ImportDefault::TieBreaks,
        ImportDefault::TimeZone,
    ];
}

/// The settings an import of `file` takes by default ([`settings`] and
/// [`store_tiebreaks`] apply them), in the order of [`ImportDefault::ALL`].
pub fn import_defaults(file: &Trf) -> Vec<ImportDefault> {
    let has = |code: &str| file.header(code).is_some_and(|v| !v.trim().is_empty());
    let settings = settings(file, NaiveDate::MIN);
    let round_robin = settings.system.is_round_robin();
    let listed = file.header("202").or(file.header("212")).unwrap_or("");
    let missing = |d: ImportDefault| match d {
        ImportDefault::Name => !has("012"),
        ImportDefault::StartDate => settings.start_date == NaiveDate::MIN,
        ImportDefault::EndDate => header_date(file, "052").is_none_or(|end| end < settings.start_date),
        ImportDefault::Federation => settings.federation.is_empty(),
        ImportDefault::System => !has("192") && !has("092"),
        ImportDefault::Rounds => file.event.total_rounds.is_none(),
        ImportDefault::Scoring => !["162", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"].iter().any(|c| has(c)),
        ImportDefault::TimeControl => settings.time_control.is_empty(),
        ImportDefault::TieBreaks => {
            listed.trim().is_empty() || crate::standings::tiebreak_list(listed, round_robin).is_err()
        }
        ImportDefault::TimeZone => true,
    };
    ImportDefault::ALL.into_iter().filter(|&d| missing(d)).collect()
}

/// A date record of `file`, when it holds a date the app reads.
fn header_date(file: &Trf, code: &str) -> Option<NaiveDate> {
    file.header(code).map(str::trim).filter(|v| !v.is_empty()).and_then(trf::read_date)
}

/// The settings a TRF implies; what it does not say gets the usual defaults.
fn settings(file: &Trf, today: NaiveDate) -> TournamentSettings {
    let header = |code: &str| file.header(code).map(str::trim).filter(|v| !v.is_empty());
    let system = file.declared_system();
    let start = header("042").and_then(trf::read_date).unwrap_or(today);
    let end = header("052").and_then(trf::read_date).filter(|&e| e >= start).unwrap_or(start);
    let federation = header("032").filter(|f| f.len() == 3 && f.bytes().all(|b| b.is_ascii_uppercase()));
    // A control neither 222 nor 122 gives in a form the app reads is left
    // unknown ("not set") for the arbiter to set, never guessed.
    let time_control = header("222")
        .filter(|t| t.parse::<TimeControl>().is_ok())
        .or(header("122").filter(|t| t.parse::<TimeControl>().is_ok()))
        .unwrap_or("");
    let rounds = file.event.total_rounds.unwrap_or(0).max(file.event.rounds_recorded());
    let p = file.event.scoring;
    TournamentSettings {
        // The reader bounds both (`text::MAX_NAME`) and refuses control characters.
        name: header("012").unwrap_or("Imported tournament").to_string(),
        place: header("022").unwrap_or("").to_string(),
        federation: federation.unwrap_or("").to_string(),
        start_date: start,
        end_date: end,
        system,
        rounds: rounds as i32,
        time_control: time_control.to_string(),
        default_time_minutes: 0,
        game_mode: None,
        time_zone: "UTC".to_string(),
        points_win: p.win.0,
        points_draw: p.draw.0,
        points_loss: p.loss.0,
        points_pab: p.pairing_allocated_bye.0,
        points_hpb: p.half_point_bye.0,
        points_fpb: p.full_point_bye.0,
        points_zpb: p.zero_point_bye.0,
    }
}

/// Record 202 (or 212, which starts with PTS) sets the tie-breaks when
/// every code is known; otherwise the system's defaults apply.
fn store_tiebreaks(
    conn: &mut DbConnection,
    id: TournamentId,
    file: &Trf,
    settings: &TournamentSettings,
) -> Result<(), Failed<TournamentRefusal>> {
    let round_robin = settings.system.is_round_robin();
    let listed = file.header("202").or(file.header("212")).unwrap_or("");
    if let Ok(list) = crate::standings::tiebreak_list(listed, round_robin)
        && !listed.trim().is_empty()
    {
        let text = crate::standings::tiebreak::list_text(&list, ", ");
        // The tournament was created at version 1 in this transaction: a
        // false here means its row is not what was just stored.
        if !db::tournaments::set_tiebreaks(conn, id, 1, &text)? {
            return refuse(TournamentRefusal::Conflict);
        }
    }
    Ok(())
}

/// Registers the file's players with their starting ranks as pairing
/// numbers; returns each one's id by starting rank.
fn store_players(
    conn: &mut DbConnection,
    id: TournamentId,
    file: &Trf,
) -> Result<HashMap<PairingNumber, PlayerId>, diesel::result::Error> {
    let mut ids = HashMap::new();
    let mut numbers = Vec::new();
    for p in &file.event.players {
        let fields = PlayerFields {
            name: p.name.clone(),
            sex: p.sex,
            title: p.title,
            fide_rating: (p.rating > 0).then_some(p.rating as i32),
            national_rating: None,
            federation: p.federation.clone(),
            fide_id: p.fide_id.map(|i| i as i64),
            birth_date: p.birth_date,
            club: String::new(),
            fide_rating_source: if p.rating > 0 { RatingSource::Trf.code() } else { String::new() },
            national_rating_source: String::new(),
        };
        let pid = db::players::insert(conn, id, &fields)?;
        ids.insert(p.start_no, pid);
        numbers.push((pid, p.start_no.get() as i32));
    }
    db::players::set_pairing_numbers(conn, &numbers)?;
    Ok(ids)
}

/// Every board of every imported round, numbered in publication order.
fn boards(
    file: &Trf,
    imported: &ImportedEvent,
    id: TournamentId,
    ids: &HashMap<PairingNumber, PlayerId>,
) -> Vec<NewBoard> {
    let mut boards = Vec::new();
    for (r, pairings) in imported.rounds.iter().enumerate() {
        for (pairing, board_no) in boards_of_round(file, r, pairings).into_iter().zip(1..) {
            let (white_id, black_id, result) = match pairing {
                Pairing::Game { white, black, result } => (ids[&white], Some(ids[&black]), result.into()),
                Pairing::Bye { player, kind } => (ids[&player], None, kind.into()),
            };
            boards.push(NewBoard {
                tournament_id: id,
                round: r as i32 + 1,
                board_no,
                white_id,
                black_id,
                result,
                version: 1,
            });
        }
    }
    boards
}

/// Boards of one round in publication order ([`board_key`], players ranked
/// by starting rank within a score); byes last.
fn boards_of_round(file: &Trf, round: usize, pairings: &[Pairing]) -> Vec<Pairing> {
    let scores: HashMap<PairingNumber, i32> =
        file.event.players.iter().map(|p| (p.start_no, file.event.score_after(p, round).0)).collect();
    let seat = |no: PairingNumber| Seat { score: scores.get(&no).copied().unwrap_or(0), rank: no.get() as usize };
    let mut sorted = pairings.to_vec();
    sorted.sort_by_key(|p| {
        match *p {
            Pairing::Game { white, black, .. } => Some(board_key(seat(white), seat(black))),
            Pairing::Bye { .. } => None,
        }
        .map_or((1, None), |key| (0, Some(key)))
    });
    sorted
}

/// Keeps the file's virtual points (records 250, `XXA`) as entered by hand
/// and its prohibited pairings (records 260, `XXP`, which has no range: to
/// the last round) as chosen players.
fn store_pairing_rules(
    conn: &mut DbConnection,
    id: TournamentId,
    file: &Trf,
    ids: &HashMap<PairingNumber, PlayerId>,
    rounds: i32,
) -> Result<(), diesel::result::Error> {
    let round = |r: u32| i32::try_from(r).unwrap_or(i32::MAX).min(rounds);
    for v in &file.event.accelerations {
        let group = db::pairing_rules::NewVirtualPoints {
            points: v.points.0,
            first_round: round(v.first_round),
            last_round: round(v.last_round),
            first_player: v.first_player.get() as i32,
            last_player: v.last_player.get() as i32,
        };
        db::pairing_rules::add_virtual_points(conn, id, group)?;
    }
    for p in &file.event.prohibited {
        let players: Vec<PlayerId> = p.players.iter().filter_map(|no| ids.get(no).copied()).collect();
        db::pairing_rules::add_prohibition(conn, id, (round(p.first_round), round(p.last_round)), None, &players)?;
    }
    Ok(())
}

/// Stores the points a file adjusts (its records 299) in the rounds
/// imported (1 to `paired`).
fn store_point_adjustments(
    conn: &mut DbConnection,
    id: TournamentId,
    file: &Trf,
    ids: &HashMap<PairingNumber, PlayerId>,
    paired: i32,
) -> Result<(), diesel::result::Error> {
    for a in &file.event.point_adjustments {
        let (Some(&player_id), Ok(round)) = (ids.get(&a.player), i32::try_from(a.round)) else { continue };
        if round <= paired {
            let new = NewPointAdjustment { player_id, round, points: a.points, reason: IMPORTED_REASON.to_string() };
            db::point_adjustments::insert(conn, id, &new)?;
        }
    }
    Ok(())
}

/// The reason an imported adjustment is stored with: where it came from.
const IMPORTED_REASON: &str = "TRF 299";

#[cfg(test)]
mod tests {
    use super::*;

    const PLAYERS: &str = "001    1      Alpha, Ann                        2200 ENG             1990/01/01  0.0\r\n\
001    2      Bravo, Ben                        2100 ENG             1991/01/01  0.0\r\n";

    #[test]
    fn every_setting_the_file_leaves_out_is_reported() {
        let bare = trf::parse(PLAYERS).unwrap();
        let all_but_name: Vec<ImportDefault> = ImportDefault::ALL.into_iter().collect();
        assert_eq!(import_defaults(&bare), all_but_name, "a file of players alone gives nothing");
        let full = format!(
            "012 Open\r\n022 Kazan\r\n032 RUS\r\n042 2026/12/01\r\n052 2026/12/05\r\n092 Swiss Dutch\r\n\
             192 FIDE_DUTCH_2026\r\n142 5\r\n162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0\r\n\
             122 90'+30''\r\n222 5400+30\r\n202 BH,SB\r\n{PLAYERS}"
        );
        let file = trf::parse(&full).unwrap();
        assert_eq!(import_defaults(&file), vec![ImportDefault::TimeZone], "only what a TRF cannot say");
        let unknown = trf::parse(&full.replace("202 BH,SB", "202 BH,XYZ")).unwrap();
        assert!(import_defaults(&unknown).contains(&ImportDefault::TieBreaks), "an unknown code: the defaults");
        let backwards = trf::parse(&full.replace("052 2026/12/05", "052 2026/11/05")).unwrap();
        assert!(import_defaults(&backwards).contains(&ImportDefault::EndDate));
    }
}
