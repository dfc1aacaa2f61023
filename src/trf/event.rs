//! A tournament as a TRF file, and a TRF file as a tournament: the export
//! for rating (TRF-16 records with the TRF-2026 and engine lines a pairing
//! program needs) and the import that continues an event begun elsewhere.

use super::{Colour, PlayerRecord, PointSystem, ResultCode, RoundEntry, Trf};
use crate::tournament::{ByeKind, GameResult, Outcome, Pairing, PlayerRound, Points, Scoring};
use std::collections::HashMap;

/// The tournament-level facts a TRF header carries.
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
    /// Planned number of rounds (142 / XXR).
    pub total_rounds: u32,
    /// Colour of the top-ranked player in round 1 (152 / XXC).
    pub initial_colour: Colour,
    /// Tie-breaks after points, comma-separated codes (202).
    pub tiebreaks: String,
}

/// One registered player, known by pairing number.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entrant {
    /// Pairing number (TRF starting rank).
    pub start_no: u32,
    /// `Lastname, Firstname`.
    pub name: String,
    /// `m`, `w` or empty.
    pub sex: String,
    /// Title code or empty.
    pub title: String,
    /// FIDE rating, 0 when unrated.
    pub rating: u32,
    /// Federation.
    pub federation: String,
    /// FIDE id.
    pub fide_id: Option<u64>,
    /// Birth date as entered.
    pub birth_date: String,
    /// Current rank, if standings are known.
    pub rank: Option<u32>,
}

/// What a TRF round block records for one player's outcome.
pub fn result_code(outcome: Outcome) -> ResultCode {
    match outcome {
        Outcome::Win { forfeit: false } => ResultCode::Win,
        Outcome::Win { forfeit: true } => ResultCode::ForfeitWin,
        Outcome::Draw => ResultCode::Draw,
        Outcome::Loss { forfeit: false } => ResultCode::Loss,
        Outcome::Loss { forfeit: true } => ResultCode::ForfeitLoss,
        Outcome::Bye(ByeKind::PairingAllocated) => ResultCode::PairingAllocatedBye,
        Outcome::Bye(ByeKind::HalfPoint) => ResultCode::HalfPointBye,
        Outcome::Bye(ByeKind::FullPoint) => ResultCode::FullPointBye,
        // FIDE's TRF and the tie-break reference read `0000 - -` as "not paired".
        Outcome::Bye(ByeKind::RestRound) => ResultCode::ForfeitLoss,
        Outcome::Bye(ByeKind::ZeroPoint) | Outcome::Pending => ResultCode::ZeroPointBye,
    }
}

/// A player's round as a TRF round block: opponent, colour and result code.
pub fn round_entry(entry: &PlayerRound) -> RoundEntry {
    let colour = entry.white.map(|w| if w { Colour::White } else { Colour::Black });
    RoundEntry { opponent: entry.opponent, colour, result: result_code(entry.outcome) }
}

/// The TRF points (record 162) of the event's scoring.
pub fn point_system(scoring: &Scoring) -> PointSystem {
    PointSystem {
        win: scoring.win,
        draw: scoring.draw,
        loss: scoring.loss,
        absence: scoring.zero_point_bye,
        pairing_allocated_bye: scoring.pairing_allocated_bye,
    }
}

fn points_text(p: Points) -> String {
    format!("{}.{}", p.0 / 10, (p.0 % 10).abs())
}

/// Record 162 (TRF-2026 §3.1): symbol at column 6, value at 7-10, every 9 columns.
fn record_162(points: &PointSystem) -> String {
    let pairs = [
        ('W', points.win),
        ('D', points.draw),
        ('L', points.loss),
        ('A', points.absence),
        ('P', points.pairing_allocated_bye),
        ('X', points.draw),
    ];
    // The value starts at column 5, so the first symbol (column 6) follows a space.
    let fields: Vec<String> = pairs.iter().map(|(symbol, p)| format!("{symbol}{:>4}", points_text(*p))).collect();
    format!(" {}", fields.join("    "))
}

/// The TRF of an event: header records, then one `001` record per entrant
/// with its round blocks for `rounds` (round 1 first). Points are computed
/// with `scoring`; a round without an entry for a player (a late entry, a
/// withdrawal) is written as an absence, `0000 - Z`. TRF has no code for a
/// game without a result, so the file stops before the first round with a
/// result still pending.
pub fn event_trf(header: &EventHeader, entrants: &[Entrant], rounds: &[Vec<Pairing>], scoring: &Scoring) -> Trf {
    let complete = rounds.iter().position(|round| round.iter().any(Pairing::is_pending)).unwrap_or(rounds.len());
    let rounds = &rounds[..complete];
    let absent = RoundEntry { opponent: None, colour: None, result: ResultCode::ZeroPointBye };
    let start_nos: Vec<u32> = entrants.iter().map(|e| e.start_no).collect();
    let mut records: HashMap<u32, crate::standings::PlayerRecord> =
        crate::standings::records(&start_nos, rounds, scoring).into_iter().map(|r| (r.start_no, r)).collect();
    let points = point_system(scoring);
    let mut players: Vec<PlayerRecord> = entrants
        .iter()
        .map(|e| {
            let record = records.remove(&e.start_no);
            let mut blocks = vec![absent; rounds.len()];
            for entry in record.iter().flat_map(|r| &r.rounds) {
                blocks[entry.round as usize - 1] = round_entry(entry);
            }
            PlayerRecord {
                start_no: e.start_no,
                sex: e.sex.clone(),
                title: e.title.clone(),
                name: e.name.clone(),
                rating: e.rating,
                federation: e.federation.clone(),
                fide_id: e.fide_id,
                birth_date: e.birth_date.clone(),
                points: record.map_or(Points::ZERO, |r| r.points),
                rank: e.rank,
                rounds: blocks,
            }
        })
        .collect();
    players.sort_by_key(|p| p.start_no);
    let rated = entrants.iter().filter(|e| e.rating > 0).count();
    let mut headers: Vec<(String, String)> = vec![
        ("012".into(), header.name.clone()),
        ("022".into(), header.place.clone()),
        ("032".into(), header.federation.clone()),
        ("042".into(), header.start_date.clone()),
        ("052".into(), header.end_date.clone()),
        ("062".into(), entrants.len().to_string()),
        ("072".into(), rated.to_string()),
        ("092".into(), header.kind.clone()),
        ("122".into(), header.time_control.clone()),
        ("142".into(), header.total_rounds.to_string()),
        ("152".into(), if header.initial_colour == Colour::White { "W" } else { "B" }.into()),
        ("162".into(), record_162(&points)),
        ("192".into(), header.kind_code.clone()),
        ("202".into(), header.tiebreaks.clone()),
        ("XXR".into(), header.total_rounds.to_string()),
        ("XXC".into(), if header.initial_colour == Colour::White { "white1" } else { "black1" }.into()),
    ];
    // Nothing to say is not written (an unknown number of rounds is no record, not "0").
    headers.retain(|(code, v)| !v.is_empty() && !((code == "142" || code == "XXR") && v == "0"));
    Trf {
        headers,
        players,
        total_rounds: Some(header.total_rounds),
        initial_colour: Some(header.initial_colour),
        points,
        forbidden: Vec::new(),
    }
}

/// The TRF-16 form of an exported file: the records TRF-2026 added to the
/// header (142 to 362) are left out; the engines' `XXR`/`XXC` lines, which
/// TRF-16 readers know, stay.
pub fn as_trf16(mut trf: Trf) -> Trf {
    trf.headers.retain(|(code, _)| !code.parse::<u32>().is_ok_and(|n| (142..=362).contains(&n)));
    trf
}

/// A problem found while reading a TRF's rounds into pairings.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// A round block the app cannot represent.
    #[error("player {player}, round {round}: {reason}")]
    Round {
        /// Starting rank of the player.
        player: u32,
        /// Round number.
        round: usize,
        /// What is wrong.
        reason: String,
    },
    /// The points written for a player differ from the results.
    #[error("player {player}: {written} points written, {computed} from the results")]
    Points {
        /// Starting rank of the player.
        player: u32,
        /// The points in columns 81-84.
        written: Points,
        /// The points the round blocks are worth.
        computed: Points,
    },
}

/// The pairings of every round recorded in a TRF (already checked for
/// symmetric entries by the reader), round 1 first, games listed once from
/// White's side. Players without a block in a round are left out of it.
pub fn recorded_pairings(trf: &Trf) -> Result<Vec<Vec<Pairing>>, ImportError> {
    let rounds = trf.rounds_in_file() as usize;
    let mut out = vec![Vec::new(); rounds];
    for p in &trf.players {
        for (r, e) in p.rounds.iter().enumerate() {
            let err =
                |reason: &str| ImportError::Round { player: p.start_no, round: r + 1, reason: reason.to_string() };
            match (e.opponent, e.colour) {
                (Some(opponent), Some(Colour::White)) => {
                    let other = trf
                        .player(opponent)
                        .and_then(|o| o.rounds.get(r))
                        .ok_or_else(|| err("the opponent has no entry for this round"))?;
                    let result = game_result(e.result, other.result).ok_or_else(|| err("results do not agree"))?;
                    out[r].push(Pairing::Game { white: p.start_no, black: opponent, result });
                }
                (Some(_), Some(Colour::Black)) => {}
                (Some(_), None) => return Err(err("a game without a colour")),
                (None, _) => {
                    let kind = match e.result {
                        ResultCode::PairingAllocatedBye => ByeKind::PairingAllocated,
                        ResultCode::HalfPointBye => ByeKind::HalfPoint,
                        ResultCode::FullPointBye | ResultCode::ForfeitWin => ByeKind::FullPoint,
                        ResultCode::ZeroPointBye | ResultCode::ForfeitLoss => ByeKind::ZeroPoint,
                        _ => return Err(err("a game result without an opponent")),
                    };
                    out[r].push(Pairing::Bye { player: p.start_no, kind });
                }
            }
        }
    }
    Ok(out)
}

/// A TRF read for import: the rounds already paired and the absences
/// announced for the round to pair next (a last column holding only byes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedEvent {
    /// The pairings of the rounds played or being played, round 1 first.
    pub rounds: Vec<Vec<Pairing>>,
    /// Byes announced for the next round: (starting rank, kind).
    pub next_byes: Vec<(u32, ByeKind)>,
}

/// Checks a TRF for import and splits it into paired rounds and announced
/// byes. Reports the first problem: a round block the app cannot represent,
/// or a player whose points (columns 81-84) differ from the results.
pub fn import(trf: &Trf) -> Result<ImportedEvent, ImportError> {
    let mut rounds = recorded_pairings(trf)?;
    let paired = crate::pairing::dutch::round_to_pair(trf) - 1;
    let mut next_byes = Vec::new();
    if rounds.len() > paired {
        for pairing in rounds.pop().unwrap_or_default() {
            if let Pairing::Bye { player, kind } = pairing {
                next_byes.push((player, kind));
            }
        }
    }
    for p in &trf.players {
        let played = trf.score_after(p, paired);
        let all = trf.score_after(p, p.rounds.len());
        if p.points != played && p.points != all {
            return Err(ImportError::Points { player: p.start_no, written: p.points, computed: played });
        }
    }
    Ok(ImportedEvent { rounds, next_byes })
}

/// The board result of a game from both players' codes.
fn game_result(white: ResultCode, black: ResultCode) -> Option<GameResult> {
    use ResultCode::*;
    Some(match (white, black) {
        (Win | UnratedWin, Loss | UnratedLoss) => GameResult::WhiteWins,
        (Loss | UnratedLoss, Win | UnratedWin) => GameResult::BlackWins,
        (Draw | UnratedDraw, Draw | UnratedDraw) => GameResult::Draw,
        (ForfeitWin, ForfeitLoss) => GameResult::WhiteWinsByForfeit,
        (ForfeitLoss, ForfeitWin) => GameResult::BlackWinsByForfeit,
        (ForfeitLoss, ForfeitLoss) => GameResult::DoubleForfeit,
        (ZeroPointBye, ZeroPointBye) => GameResult::Pending,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrant(no: u32) -> Entrant {
        Entrant { start_no: no, name: format!("Player {no}"), rating: 2000 - no, ..Entrant::default() }
    }

    #[test]
    fn rounds_become_blocks_and_points() {
        let rounds = vec![
            vec![
                Pairing::Game { white: 1, black: 2, result: GameResult::Draw },
                Pairing::Bye { player: 3, kind: ByeKind::PairingAllocated },
            ],
            vec![
                Pairing::Bye { player: 2, kind: ByeKind::HalfPoint },
                Pairing::Game { white: 3, black: 1, result: GameResult::BlackWinsByForfeit },
            ],
        ];
        let header = EventHeader { name: "Test".into(), total_rounds: 3, ..EventHeader::default() };
        let trf = event_trf(&header, &[entrant(1), entrant(2), entrant(3)], &rounds, &Scoring::default());
        let blocks = |no: u32| trf.player(no).unwrap().rounds.clone();
        assert_eq!(
            blocks(1),
            vec![
                RoundEntry { opponent: Some(2), colour: Some(Colour::White), result: ResultCode::Draw },
                RoundEntry { opponent: Some(3), colour: Some(Colour::Black), result: ResultCode::ForfeitWin },
            ]
        );
        assert_eq!(blocks(3)[0].result, ResultCode::PairingAllocatedBye);
        assert_eq!(blocks(2)[1].result, ResultCode::HalfPointBye);
        assert_eq!(trf.player(1).unwrap().points, Points(15));
        assert_eq!(trf.player(2).unwrap().points, Points(10));
        assert_eq!(trf.player(3).unwrap().points, Points(10));
        assert_eq!(trf.header("162"), Some(" W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5"));
        // Reading the written file back gives the same pairings.
        let text = super::super::write(&trf);
        let back = super::super::parse(&text).unwrap();
        assert_eq!(recorded_pairings(&back).unwrap(), rounds);
        let imported = import(&back).unwrap();
        assert_eq!((imported.rounds, imported.next_byes), (rounds.clone(), vec![]));
        // A round with a result still pending is left out.
        let mut unfinished = rounds.clone();
        unfinished.push(vec![Pairing::Game { white: 2, black: 3, result: GameResult::Pending }]);
        let trf = event_trf(&header, &[entrant(1), entrant(2), entrant(3)], &unfinished, &Scoring::default());
        assert!(trf.players.iter().all(|p| p.rounds.len() == 2));
    }

    #[test]
    fn announced_byes_and_wrong_points() {
        let rounds = vec![vec![Pairing::Game { white: 1, black: 2, result: GameResult::WhiteWins }]];
        let mut trf = event_trf(&EventHeader::default(), &[entrant(1), entrant(2)], &rounds, &Scoring::default());
        trf.players[0].rounds.push(RoundEntry { opponent: None, colour: None, result: ResultCode::HalfPointBye });
        let read = |trf: &Trf| super::super::parse(&super::super::write(trf)).unwrap();
        let imported = import(&read(&trf)).unwrap();
        assert_eq!(imported.rounds, rounds);
        assert_eq!(imported.next_byes, vec![(1, ByeKind::HalfPoint)]);
        trf.players[1].points = Points(10);
        assert_eq!(
            import(&read(&trf)),
            Err(ImportError::Points { player: 2, written: Points(10), computed: Points(0) })
        );
    }
}
