//! A tournament as a TRF file, and a TRF file as a tournament: the export
//! for rating (TRF-16 records with the TRF-2026 and engine lines a pairing
//! program needs) and the import that continues an event begun elsewhere.

use super::rules::{record_250, record_260, xxa_records, xxp_records};
use super::{Trf, TrfErrors, TrfProblem, points_text};
use crate::tournament::{
    ByeKind, Event, EventPlayer, Pairing, PairingNumber, Points, RatingMethod, Scoring, System, VirtualPoints, baku,
};

/// The tournament-level facts a TRF header carries besides the event record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventHeader {
    /// Tournament name (012).
    pub name: String,
    /// City (022).
    pub place: String,
    /// Federation (032).
    pub federation: String,
    /// Start and end dates as `YYYY/MM/DD` (042, 052).
    pub start_date: String,
    /// End date (052).
    pub end_date: String,
    /// Free-text type of tournament (092).
    pub kind: String,
    /// Encoded type of tournament, ETT26 (192), e.g. `FIDE_DUTCH_2026`.
    pub kind_code: String,
    /// Time control as written by the organiser (122).
    pub time_control: String,
    /// Tie-breaks after points, comma-separated codes (202).
    pub tiebreaks: String,
    /// The chief arbiter as the report names him: title, name, FIDE id
    /// (102); empty when not known.
    pub chief_arbiter: String,
    /// The deputy chief arbiters, one record each (112).
    pub deputy_arbiters: Vec<String>,
    /// Each round's date, round 1 first (132); none for a round without one.
    pub round_dates: Vec<Option<chrono::NaiveDate>>,
    /// The program or person that made the pairings (182).
    pub pairing_controller: String,
    /// The time control as record 222 encodes it; empty when TRF has no
    /// syntax for it.
    pub time_control_code: String,
    /// The byes already given for the round not yet paired (record 240,
    /// which an exchange during the event needs): round, kind, player.
    pub next_round_byes: Vec<(u32, ByeKind, PairingNumber)>,
    /// How the tournament rating that seeds the event is taken; a method
    /// with national ratings writes record 172 and the players' NRS records.
    pub rating_method: RatingMethod,
}

/// The NRS record of a player (the federation `federation` rating him):
/// columns 5-79 of his record 001 with the national rating at 49-52.
fn national_record(federation: &str, p: &EventPlayer) -> String {
    let nationally = EventPlayer { rating: p.national_rating, ..p.clone() };
    let line: String = super::write::player_line(&nationally, Points::ZERO).chars().skip(3).take(76).collect();
    format!("{:<3}{}", federation, line.trim_end())
}

/// Records 240 of byes given before their round is paired: the letter at
/// column 5 (`H`, `F`, `Z`), the round at 7-9, the players from column 11,
/// five columns each, one record per round and kind.
fn records_240(byes: &[(u32, ByeKind, PairingNumber)]) -> Vec<String> {
    let mut byes = byes.to_vec();
    byes.sort_by_key(|&(round, kind, player)| (round, ByeKind::ALL.iter().position(|k| *k == kind), player));
    let mut records = Vec::new();
    for run in byes.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        let letter = match run[0].1 {
            ByeKind::HalfPoint => 'H',
            ByeKind::FullPoint => 'F',
            ByeKind::ZeroPoint => 'Z',
            ByeKind::PairingAllocated | ByeKind::RestRound => continue,
        };
        for part in run.chunks(super::MAX_ENTRIES) {
            let players: String = part.iter().map(|(_, _, p)| format!(" {:>4}", p.get())).collect();
            records.push(format!("{letter} {:03}{players}", run[0].0));
        }
    }
    records
}

/// Record 172's value, for an event seeded by national ratings: the
/// federation at columns 5-7, the method at 9-13; empty for FIDE ratings.
fn record_172(header: &EventHeader) -> String {
    match header.rating_method.uses_national() {
        true => format!("{:<3} {}", header.federation, header.rating_method.code()),
        false => String::new(),
    }
}

/// Record 132's value: each round's date as `YY/MM/DD` at columns
/// `92 + 10 (r - 1)` of the line, as the round blocks of record 001 are
/// laid out; empty without a date.
fn record_132(dates: &[Option<chrono::NaiveDate>]) -> String {
    if dates.iter().all(Option::is_none) {
        return String::new();
    }
    // The value starts at column 5: round 1's date at column 92 is 87 characters on.
    let mut value = " ".repeat(87);
    for (r, date) in dates.iter().enumerate() {
        let field = date.map_or_else(|| " ".repeat(8), |d| d.format("%y/%m/%d").to_string());
        value.push_str(&field);
        if r + 1 < dates.len() {
            value.push_str("  ");
        }
    }
    value.trim_end().to_string()
}

/// Record 162 (TRF-2026 §3.1): symbol at column 6, value at 7-10, every 9 columns.
fn record_162(points: &Scoring) -> String {
    let pairs = [
        ('W', points.win),
        ('D', points.draw),
        ('L', points.loss),
        ('A', points.zero_point_bye),
        ('P', points.pairing_allocated_bye),
        ('X', points.draw),
    ];
    // The value starts at column 5, so the first symbol (column 6) follows a space.
    let fields: Vec<String> = pairs.iter().map(|(symbol, p)| format!("{symbol}{:>4}", points_text(*p))).collect();
    format!(" {}", fields.join("    "))
}

/// The TRF of an event: header records, then one `001` record per player
/// with the round records (round 1 first) and the points they are worth.
pub fn event_trf(header: &EventHeader, event: &Event) -> Trf {
    let total_rounds = event.total_rounds.unwrap_or(0).to_string();
    let initial_colour = event.initial_colour_in_force();
    let rated = event.players.iter().filter(|p| p.rating > 0).count();
    let mut headers: Vec<(String, String)> = vec![
        ("012".into(), header.name.clone()),
        ("022".into(), header.place.clone()),
        ("032".into(), header.federation.clone()),
        ("042".into(), header.start_date.clone()),
        ("052".into(), header.end_date.clone()),
        ("062".into(), event.players.len().to_string()),
        ("072".into(), rated.to_string()),
        ("092".into(), header.kind.clone()),
        ("102".into(), header.chief_arbiter.clone()),
    ];
    headers.extend(header.deputy_arbiters.iter().map(|d| ("112".to_string(), d.clone())));
    headers.extend([
        ("122".into(), header.time_control.clone()),
        ("132".into(), record_132(&header.round_dates)),
        ("142".into(), total_rounds.clone()),
        ("152".into(), initial_colour.fold_wb("W", "B").into()),
        ("162".into(), record_162(&event.scoring)),
        ("172".into(), record_172(header)),
        ("182".into(), header.pairing_controller.clone()),
        ("192".into(), kind_code(header, event)),
        ("202".into(), header.tiebreaks.clone()),
        ("222".into(), header.time_control_code.clone()),
        ("XXR".into(), total_rounds),
        ("XXC".into(), initial_colour.fold_wb("white1", "black1").into()),
    ]);
    // Nothing to say is not written (an unknown number of rounds is no record, not "0").
    headers.retain(|(code, v)| !v.is_empty() && !((code == "142" || code == "XXR") && v == "0"));
    headers.extend(pairing_rules(event));
    headers.extend(records_240(&header.next_round_byes).into_iter().map(|r| ("240".to_string(), r)));
    // The adjustments of the rounds the file records (not of a round still in play).
    let recorded: Vec<_> =
        event.point_adjustments.iter().copied().filter(|a| a.round <= event.rounds_recorded()).collect();
    headers.extend(super::assignments::records_299(&recorded).into_iter().map(|r| ("299".to_string(), r)));
    let all = event.rounds_recorded() as usize;
    let points = event.players.iter().map(|p| (p.start_no, event.score_after(p, all))).collect();
    let national_ratings = match header.rating_method.uses_national() {
        true => event.players.iter().map(|p| national_record(&header.federation, p)).collect(),
        false => Vec::new(),
    };
    let mut event = event.clone();
    event.initial_colour = Some(initial_colour);
    Trf { headers, event, points, national_ratings, ..Trf::default() }
}

/// Record 192: the header's code, `_BAKU` added to the Dutch system's when
/// the virtual points are those of the Baku Acceleration Method (C.04.7),
/// for group A and for each late entrant added to it.
fn kind_code(header: &EventHeader, event: &Event) -> String {
    let rounds = event.total_rounds.unwrap_or(0);
    let groups = &event.accelerations;
    let per_group = baku(PairingNumber::new(1), rounds).len();
    let baku_groups = per_group > 0
        && groups.len().is_multiple_of(per_group)
        && groups.chunks(per_group).all(|g| {
            let model = baku(g[0].last_player, rounds)
                .into_iter()
                .map(|v| VirtualPoints { first_player: g[0].first_player, ..v });
            g.iter().cloned().eq(model)
        });
    if baku_groups && !groups.is_empty() && header.kind_code == System::SwissDutch.trf_code() {
        format!("{}_BAKU", header.kind_code)
    } else {
        header.kind_code.clone()
    }
}

/// Records 250 (virtual points) and 260 (prohibited pairings) of an event.
fn pairing_rules(event: &Event) -> Vec<(String, String)> {
    let rounds = event.total_rounds.unwrap_or(super::read::MAX_ROUNDS);
    let accelerations = event.accelerations.iter().map(|v| ("250".to_string(), record_250(v)));
    let prohibited = event.prohibited.iter().map(|p| ("260".to_string(), record_260(p, rounds)));
    accelerations.chain(prohibited).collect()
}

/// The TRF-16 form of an exported file: the records TRF-2026 added to the
/// header (142 to 362) are left out; the engines' `XXR`/`XXC` lines, which
/// TRF-16 readers know, stay, and the engines' `XXA` and `XXP` lines carry
/// the virtual points and the prohibited pairings of records 250 and 260
/// (`XXP` has no round range: those that hold in the round to pair next).
/// Points adjusted by the arbiter (record 299) have no record there: the
/// points are written as the results give them.
pub fn as_trf16(mut trf: Trf) -> Trf {
    trf.headers.retain(|(code, _)| {
        !code.parse::<u32>().is_ok_and(|n| (142..=362).contains(&n)) && code != "XXA" && code != "XXP"
    });
    trf.national_ratings.clear();
    // TRF-16 has no record 299: points adjusted by the arbiter cannot be
    // stated, so the points written are the results' alone, as a reader
    // checks them (the ranks stay the event's).
    if !trf.event.point_adjustments.is_empty() {
        trf.event.point_adjustments.clear();
        let all = trf.event.rounds_recorded() as usize;
        trf.points = trf.event.players.iter().map(|p| (p.start_no, trf.event.score_after(p, all))).collect();
    }
    trf.headers.extend(xxa_records(&trf.event).into_iter().map(|v| ("XXA".to_string(), v)));
    trf.headers.extend(xxp_records(&trf.event).into_iter().map(|v| ("XXP".to_string(), v)));
    trf
}

/// A TRF read for import: the rounds already paired and the absences
/// announced for the round to pair next (a last column holding only byes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedEvent {
    /// The pairings of the rounds played or being played, round 1 first.
    pub rounds: Vec<Vec<Pairing>>,
    /// Byes announced for the next round: (starting rank, kind).
    pub next_byes: Vec<(PairingNumber, ByeKind)>,
}

/// Checks a TRF for import and splits it into paired rounds and announced
/// byes. Refuses it with every problem found, each with its line and
/// column: a round block the app cannot represent, or players whose points
/// (columns 81-84) differ from the results ([`Trf::check_points`], which
/// counts in [`Trf::adjustments`] how it read them).
pub fn import(trf: &mut Trf) -> Result<ImportedEvent, TrfErrors> {
    let mut rounds = trf.event.pairings().map_err(|e| {
        let problem = TrfProblem::Round { round: e.round, reason: e.reason };
        trf.error_at(e.player, 92 + 10 * (e.round - 1), problem)
    })?;
    trf.check_points()?;
    let paired = trf.event.round_to_pair() - 1;
    let mut next_byes = Vec::new();
    if rounds.len() > paired {
        for pairing in rounds.pop().unwrap_or_default() {
            if let Pairing::Bye { player, kind } = pairing {
                next_byes.push((player, kind));
            }
        }
    }
    Ok(ImportedEvent { rounds, next_byes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::record::tests::{player, two_rounds};
    use crate::tournament::{Color, GameResult, Points, RoundRecord, RoundResult};

    fn event(players: &[u32], rounds: &[Vec<Pairing>], total_rounds: u32) -> Event {
        let players = players.iter().map(|&no| player(no)).collect();
        Event { total_rounds: Some(total_rounds), ..Event::from_pairings(players, rounds, Scoring::default()) }
    }

    #[test]
    fn rounds_become_blocks_and_points() {
        let rounds = two_rounds();
        let header = EventHeader { name: "Test".into(), ..EventHeader::default() };
        let trf = event_trf(&header, &event(&[1, 2, 3], &rounds, 3));
        let blocks = |no: u32| trf.event.player(PairingNumber::new(no)).unwrap().rounds.clone();
        assert_eq!(
            blocks(1),
            vec![
                RoundRecord {
                    opponent: Some(PairingNumber::new(2)),
                    colour: Some(Color::White),
                    result: RoundResult::Draw
                },
                RoundRecord {
                    opponent: Some(PairingNumber::new(3)),
                    colour: Some(Color::Black),
                    result: RoundResult::ForfeitWin
                },
            ]
        );
        assert_eq!(blocks(3)[0].result, RoundResult::PairingAllocatedBye);
        assert_eq!(blocks(2)[1].result, RoundResult::HalfPointBye);
        assert_eq!(trf.points[&PairingNumber::new(1)], Points(15));
        assert_eq!(trf.points[&PairingNumber::new(2)], Points(10));
        assert_eq!(trf.points[&PairingNumber::new(3)], Points(10));
        assert_eq!(trf.header("162"), Some(" W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5"));
        assert_eq!(trf.header("XXR"), Some("3"));
        // Reading the written file back gives the same pairings.
        let text = super::super::write(&trf);
        let mut back = super::super::parse(&text).unwrap();
        assert_eq!(back.event.pairings().unwrap(), rounds);
        let imported = import(&mut back).unwrap();
        assert_eq!((imported.rounds, imported.next_byes), (rounds.clone(), vec![]));
        // A round with a result still pending is left out.
        let mut unfinished = rounds.clone();
        unfinished.push(vec![Pairing::Game {
            white: PairingNumber::new(2),
            black: PairingNumber::new(3),
            result: GameResult::Pending,
        }]);
        let trf = event_trf(&header, &event(&[1, 2, 3], &unfinished, 3));
        assert!(trf.event.players.iter().all(|p| p.rounds.len() == 2));
    }

    #[test]
    fn record_192_is_the_code_pairing_programs_read() {
        let header = EventHeader { kind_code: System::SwissDutch.trf_code().into(), ..EventHeader::default() };
        let mut e = event(&[1, 2, 3, 4, 5, 6], &[], 5);
        // bbpPairings 6.0.0 refuses FIDE_DUTCH_2026; FIDE_DUTCH is what both it and TieBreakServer read.
        assert_eq!(event_trf(&header, &e).header("192"), Some("FIDE_DUTCH"));
        // The Baku method's groups (group A, then a late entrant's own group) name it.
        e.accelerations = baku(PairingNumber::new(4), 5);
        e.accelerations.extend(
            baku(PairingNumber::new(6), 5)
                .into_iter()
                .map(|v| VirtualPoints { first_player: PairingNumber::new(6), ..v }),
        );
        let trf = event_trf(&header, &e);
        assert_eq!(trf.header("192"), Some("FIDE_DUTCH_BAKU"));
        let back = super::super::parse(&super::super::write(&trf)).unwrap();
        assert_eq!((back.declared_system(), back.event.accelerations), (System::SwissDutch, e.accelerations.clone()));
        // Virtual points entered by hand are no method.
        e.accelerations.truncate(1);
        assert_eq!(event_trf(&header, &e).header("192"), Some("FIDE_DUTCH"));
        // Every spelling is still read.
        for code in ["FIDE_DUTCH_2026", "FIDE_DUTCH_2025", "FIDE_DUTCH_2017", "FIDE_DUTCH_BAKU", "FIDE_DUTCH"] {
            let file = super::super::parse(&format!("012 T\r\n192 {code}\r\n")).unwrap();
            assert_eq!(file.declared_system(), System::SwissDutch, "{code}");
        }
    }

    #[test]
    fn announced_byes_and_wrong_points() {
        let rounds = vec![vec![Pairing::Game {
            white: PairingNumber::new(1),
            black: PairingNumber::new(2),
            result: GameResult::WhiteWins,
        }]];
        let mut trf = event_trf(&EventHeader::default(), &event(&[1, 2], &rounds, 0));
        trf.event.players[0].rounds.push(RoundRecord {
            opponent: None,
            colour: None,
            result: RoundResult::HalfPointBye,
        });
        let read = |trf: &Trf| super::super::parse(&super::super::write(trf)).unwrap();
        let imported = import(&mut read(&trf)).unwrap();
        assert_eq!(imported.rounds, rounds);
        assert_eq!(imported.next_byes, vec![(PairingNumber::new(1), ByeKind::HalfPoint)]);
        trf.points.insert(PairingNumber::new(2), Points(10));
        // Named at player 2's line, column 81.
        let text = super::super::write(&trf);
        let line = text.lines().position(|l| l.starts_with("001    2")).unwrap() + 1;
        let e = super::super::parse(&text).and_then(|mut file| import(&mut file)).unwrap_err();
        let e = e.first().clone();
        assert_eq!(
            (e.line, e.column, e.problem),
            (line, 81, TrfProblem::PointsDiffer { written: Points(10), computed: Points(0) })
        );
        // Points with the virtual points of the round to pair (round 2 of
        // three: half a point for group A) are accepted too.
        trf.event.accelerations = crate::tournament::baku(PairingNumber::new(2), 3);
        trf.headers.extend(pairing_rules(&trf.event));
        trf.points.insert(PairingNumber::new(2), Points(5));
        assert!(import(&mut read(&trf)).is_ok());
        trf.points.insert(PairingNumber::new(2), Points(10));
        assert!(import(&mut read(&trf)).is_err());
    }
}
