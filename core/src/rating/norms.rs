//! FIDE title norms for one player in one event.
//!
//! Implements FIDE Handbook B.01, "FIDE Title Regulations" applied from 1 January 2024
//! (<https://handbook.fide.com/chapter/B012024>), the text in force for events in 2026:
//! article 1.4 (title norms), articles 1.4.1 to 1.4.9, and the 1.7 note on events longer than
//! 13 rounds. For each norm title (GM, IM, WGM, WIM) [`check_norms`] tells whether the event's
//! games meet every condition and, for each condition, what is required and what the player has,
//! as data (a [`ConditionKind`] plus numbers) so that the application can word it in any language.
//!
//! All arithmetic is exact integer arithmetic: scores are in half points, the percentage score
//! of 1.4.9 and the rating average of 1.4.7 are rounded half up with integer division.
//!
//! Not decided here (the caller must apply them before calling): 1.4.1e/1.4.1f (the player
//! choosing to ignore games), 1.4.2a (opponents from non-FIDE federations), 1.4.2d (manipulated
//! events), 1.1 (time control, arbiters, rounds per day) and the sex of a WGM/WIM applicant.

use super::change;
pub use crate::tournament::Title;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// Whether an opponent's title counts as a title-holder for 1.4.5a ("excluding CM and WCM").
fn is_title_holder(title: Title) -> bool {
    !matches!(title, Title::CM | Title::WCM)
}

/// A title that can be gained by norms (B.01 1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NormTitle {
    /// Grandmaster norm.
    GM,
    /// International Master norm.
    IM,
    /// Woman Grandmaster norm.
    WGM,
    /// Woman International Master norm.
    WIM,
}

impl NormTitle {
    /// The four norm titles, in the order [`check_norms`] reports them.
    pub const ALL: [NormTitle; 4] = [NormTitle::GM, NormTitle::IM, NormTitle::WGM, NormTitle::WIM];

    /// Adjusted rating floor for opponents (1.4.6b).
    pub fn rating_floor(self) -> u16 {
        match self {
            NormTitle::GM => 2200,
            NormTitle::IM => 2050,
            NormTitle::WGM => 2000,
            NormTitle::WIM => 1850,
        }
    }

    /// Minimum rating average Ra of the opponents (1.4.8a).
    pub fn minimum_average(self) -> u16 {
        match self {
            NormTitle::GM => 2380,
            NormTitle::IM => 2230,
            NormTitle::WGM => 2180,
            NormTitle::WIM => 2030,
        }
    }

    /// Minimum performance Rp after rounding (1.4.8 table).
    pub fn minimum_performance(self) -> i32 {
        match self {
            NormTitle::GM => 2600,
            NormTitle::IM => 2450,
            NormTitle::WGM => 2400,
            NormTitle::WIM => 2250,
        }
    }

    /// Whether an opponent's title counts towards this norm's title requirement (1.4.5b to 1.4.5e).
    pub fn counts_opponent_title(self, title: Title) -> bool {
        match self {
            // 1.4.5b: GMs.
            NormTitle::GM => title == Title::GM,
            // 1.4.5c: IMs or GMs.
            NormTitle::IM => matches!(title, Title::GM | Title::IM),
            // 1.4.5d: WGMs, IMs or GMs.
            NormTitle::WGM => matches!(title, Title::GM | Title::IM | Title::WGM),
            // 1.4.5e: WIMs, WGMs, IMs or GMs.
            NormTitle::WIM => matches!(title, Title::GM | Title::IM | Title::WGM | Title::WIM),
        }
    }
}

/// An opponent as the norm rules see them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opponent {
    /// Standard FIDE rating from the list in effect at the start of the event (1.4.6a);
    /// `None` if unrated.
    pub rating: Option<u16>,
    /// FIDE title, if any.
    pub title: Option<Title>,
    /// Three-letter FIDE federation code; "FID" is accepted but is not a foreign federation (1.4.2a).
    pub federation: String,
}

/// One scheduled game of the applicant that had an opponent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// The opponent.
    pub opponent: Opponent,
    /// The applicant's score in half points: 0 loss, 1 draw, 2 win.
    pub score: u8,
    /// Whether the game was played over the board. A game decided by forfeit (not started),
    /// adjudication or any other means is `false` and not counted (1.4.2c); a game once started
    /// and then forfeited is `true`.
    pub played_over_board: bool,
    /// Round-robin only: the opponent is unrated and scored zero against rated opponents; such a
    /// game is not counted (1.4.2b). Ignored in other systems or when the opponent is rated.
    pub opponent_scored_zero_vs_rated: bool,
}

/// The norm applicant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applicant {
    /// Three-letter FIDE federation code of the applicant.
    pub federation: String,
    /// The applicant's own rating. Not used by the 1.4 norm conditions (the title's rating
    /// requirement, 1.5.3, is checked at application time); kept for display.
    pub rating: Option<u16>,
    /// Pairing-allocated byes the applicant received (counts for 1.4.1c).
    pub pairing_allocated_byes: u8,
}

/// Pairing system of the event (1.4.2e).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairingSystem {
    /// Swiss system.
    Swiss,
    /// Single round robin.
    RoundRobin,
    /// Double round robin (1.4.5f).
    DoubleRoundRobin,
    /// Knock-out.
    Knockout,
}

/// Kind of event, for the exceptions the text makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    /// Any other FIDE-rated event.
    Ordinary,
    /// Final stage of a national (open/men's or women's) championship: 1.4.3a.
    NationalChampionshipFinal,
    /// National team championship: 1.4.3b (only for players of the registering federation).
    NationalTeamChampionship,
    /// Zonal or sub-zonal tournament: 1.4.3c.
    ZonalOrSubZonal,
    /// World or Continental Team or Club Championship: 7 games suffice (1.4.1b).
    WorldOrContinentalTeamChampionship,
    /// World Cup or Women's World Cup: 8 games suffice and count as 9 (1.4.1b).
    WorldCup,
}

/// Field facts of a Swiss event for the 1.4.3d exemption: the minimum, over all rounds, of
/// the FIDE-rated participants not from the host federation (counting only players who missed
/// at most one round, pairing-allocated byes excluded), their federations and title-holders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SwissField {
    /// FIDE-rated players not from the host federation, in every round.
    pub foreign_rated_players: u16,
    /// Distinct federations among them.
    pub foreign_federations: u16,
    /// How many of them hold GM, IM, WGM or WIM.
    pub foreign_title_holders: u16,
}

/// The event facts the norm rules need.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NormEvent {
    /// Number of rounds scheduled.
    pub rounds: u8,
    /// Pairing system.
    pub system: PairingSystem,
    /// Kind of event.
    pub kind: EventKind,
    /// Federation that registered (hosts) the event.
    pub host_federation: String,
    /// Number of players (used for the double round robin minimum of 1.4.5f).
    pub players: u16,
    /// Field facts for 1.4.3d, when known.
    pub swiss_field: Option<SwissField>,
}

/// Everything [`check_norms`] needs for one applicant in one event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NormInput {
    /// The applicant.
    pub applicant: Applicant,
    /// The event.
    pub event: NormEvent,
    /// The applicant's games that had an opponent (played or forfeited), in any order.
    pub games: Vec<Game>,
}

/// Which condition a [`Condition`] reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConditionKind {
    /// Counted games (1.4.1).
    Games,
    /// Federations other than the applicant's among the opponents (1.4.3).
    ForeignFederations,
    /// Opponents from the applicant's federation (1.4.4, at most 3/5).
    OwnFederationOpponents,
    /// Opponents from the most represented single federation (1.4.4, at most 2/3).
    OneFederationOpponents,
    /// Title-holders among the opponents, CM and WCM excluded (1.4.5a).
    TitleHolders,
    /// Opponents holding the titles the norm requires (1.4.5b to 1.4.5f).
    NormTitleHolders,
    /// Players in a double round robin (1.4.5f).
    DoubleRoundRobinPlayers,
    /// Rating average Ra of the opponents (1.4.7, 1.4.8a).
    AverageRating,
    /// Performance rating Rp = Ra + dp (1.4.8).
    Performance,
    /// Score, in half points, against the 35% minimum (1.4.8b).
    MinimumScore,
}

/// Direction of a bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// `actual >= required`.
    AtLeast,
    /// `actual <= required`.
    AtMost,
}

/// An exemption from the foreigner requirement (1.4.3 and 1.4.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exemption {
    /// 1.4.3a: final stage of the national championship, applicant of the host federation.
    NationalChampionship,
    /// 1.4.3b: national team championship, applicant of the registering federation.
    NationalTeamChampionship,
    /// 1.4.3c: zonal or sub-zonal tournament.
    Zonal,
    /// 1.4.3d: Swiss event with at least 20 foreign rated players from at least 3 federations,
    /// at least 10 of them GM, IM, WGM or WIM.
    LargeSwissField,
}

/// One norm condition: which rule, what is required, what the player has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Condition {
    /// Which condition.
    pub kind: ConditionKind,
    /// Article of B.01 that states it, e.g. "1.4.5b".
    pub article: &'static str,
    /// Direction of the comparison.
    pub bound: Bound,
    /// Required figure (count, rating, or half points for [`ConditionKind::MinimumScore`]).
    pub required: i32,
    /// The player's figure, in the same unit.
    pub actual: i32,
    /// Whether the condition holds (true when exempted).
    pub met: bool,
    /// The exemption that waives the condition, if any.
    pub exemption: Option<Exemption>,
}

impl Condition {
    fn new(kind: ConditionKind, article: &'static str, bound: Bound, required: i32, actual: i32) -> Self {
        let met = match bound {
            Bound::AtLeast => actual >= required,
            Bound::AtMost => actual <= required,
        };
        Condition { kind, article, bound, required, actual, met, exemption: None }
    }

    fn exempt(mut self, exemption: Option<Exemption>) -> Self {
        if exemption.is_some() {
            self.met = true;
            self.exemption = exemption;
        }
        self
    }
}

/// The verdict for one norm title.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NormCheck {
    /// The norm title.
    pub title: NormTitle,
    /// Whether every condition is met.
    pub met: bool,
    /// Every condition, met or not.
    pub conditions: Vec<Condition>,
    /// Ra with this title's rating floor (1.4.6, 1.4.7); `None` without counted games.
    pub average_rating: Option<u16>,
    /// Index in [`NormInput::games`] of the opponent raised to the floor (1.4.6c), if any.
    pub raised_game: Option<usize>,
    /// Rp = Ra + dp (1.4.8); `None` without counted games.
    pub performance: Option<i32>,
    /// Smallest score, in half points, meeting both 1.4.8 and 1.4.8b with these opponents;
    /// `None` if even a full score would not.
    pub score_needed: Option<u16>,
    /// Games the norm counts for in a title application (1.4.1b, 1.4.1c, 1.4.1d, 1.7);
    /// 0 when the norm is not met.
    pub games_credited: u16,
}

/// Why a game of the input is not counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exclusion {
    /// 1.4.2c: not played over the board (forfeit, adjudication, ...).
    NotPlayedOverTheBoard,
    /// 1.4.2b: round robin, unrated opponent who scored zero against rated opponents.
    UnratedZeroScorer,
}

/// The result of [`check_norms`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NormReport {
    /// Counted games (after 1.4.2).
    pub counted_games: u16,
    /// Score in the counted games, in half points.
    pub score: u16,
    /// Games of the input that are not counted, by index, with the reason.
    pub excluded: Vec<(usize, Exclusion)>,
    /// Ra without any rating floor (unrated opponents as 1400, 1.4.6d).
    pub plain_average_rating: Option<u16>,
    /// Rp = plain Ra + dp, the event performance without any floor.
    pub plain_performance: Option<i32>,
    /// One verdict per norm title, in the order of [`NormTitle::ALL`].
    pub checks: Vec<NormCheck>,
}

/// Bad input to [`check_norms`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NormError {
    /// A game's score is not 0, 1 or 2 half points.
    InvalidScore {
        /// Index of the game.
        game: usize,
        /// The score given.
        score: u8,
    },
    /// More games and byes than scheduled rounds.
    TooManyGames {
        /// Games plus pairing-allocated byes.
        games: usize,
        /// Scheduled rounds.
        rounds: u8,
    },
    /// A federation code is empty.
    EmptyFederation {
        /// Index of the game, or `None` for the applicant.
        game: Option<usize>,
    },
}

impl fmt::Display for NormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NormError::InvalidScore { game, score } => {
                write!(f, "game {game}: score {score} is not 0, 1 or 2 half points")
            }
            NormError::TooManyGames { games, rounds } => {
                write!(f, "{games} games and byes for an event of {rounds} rounds")
            }
            NormError::EmptyFederation { game: Some(game) } => write!(f, "game {game}: opponent has no federation"),
            NormError::EmptyFederation { game: None } => write!(f, "the applicant has no federation"),
        }
    }
}

impl std::error::Error for NormError {}

/// The fixed rating of unrated opponents not raised to the floor (1.4.6d).
pub const UNRATED_RATING: u16 = 1400;

/// Federation code that is accepted but not a foreign federation (1.4.2a).
const FIDE_FLAG: &str = "FID";

/// Rp = Ra + dp (1.4.8, with table 1.4.9, which is B.02's table 8.1.1), with
/// `score` in half points over `games` games; `None` for no games.
pub fn performance_rating(average: u16, score: u16, games: u16) -> Option<i32> {
    change::performance(average, u32::from(score), u32::from(games)).ok()
}

/// Rating average (1.4.7) after 1.4.6: unrated opponents count as 1400; if any opponent is below
/// `floor`, the lowest one only is raised to it. Rounded to the nearest whole number, 0.5 up.
/// Returns the average and the index of the raised opponent; `None` for an empty list.
pub fn average_with_floor(ratings: &[Option<u16>], floor: Option<u16>) -> Option<(u16, Option<usize>)> {
    let values: Vec<u32> = ratings.iter().map(|r| u32::from(r.unwrap_or(UNRATED_RATING))).collect();
    let count = u32::try_from(values.len()).ok().filter(|&n| n > 0)?;
    let lowest = values.iter().enumerate().min_by_key(|&(_, v)| *v).map(|(i, v)| (i, *v));
    let raised = match (floor, lowest) {
        (Some(floor), Some((index, value))) if value < u32::from(floor) => Some((index, u32::from(floor) - value)),
        _ => None,
    };
    let total: u32 = values.iter().sum::<u32>() + raised.map_or(0, |(_, lift)| lift);
    // Round half up: floor((2 * total + count) / (2 * count)).
    let average = u16::try_from((2 * total + count) / (2 * count)).ok()?;
    Some((average, raised.map(|(index, _)| index)))
}

/// Checks every norm title for one applicant in one event (B.01 1.4).
pub fn check_norms(input: &NormInput) -> Result<NormReport, NormError> {
    validate(input)?;
    let counted = count_games(input);
    let ratings: Vec<Option<u16>> = counted.games.iter().map(|&i| input.games[i].opponent.rating).collect();
    let plain = average_with_floor(&ratings, None).map(|(ra, _)| ra);
    let plain_performance = plain.and_then(|ra| performance_rating(ra, counted.score, counted.len()));
    let checks = NormTitle::ALL.iter().map(|&title| check_title(input, &counted, &ratings, title)).collect();
    Ok(NormReport {
        counted_games: counted.len(),
        score: counted.score,
        excluded: counted.excluded,
        plain_average_rating: plain,
        plain_performance,
        checks,
    })
}

fn validate(input: &NormInput) -> Result<(), NormError> {
    if input.applicant.federation.trim().is_empty() {
        return Err(NormError::EmptyFederation { game: None });
    }
    for (index, game) in input.games.iter().enumerate() {
        if game.score > 2 {
            return Err(NormError::InvalidScore { game: index, score: game.score });
        }
        if game.opponent.federation.trim().is_empty() {
            return Err(NormError::EmptyFederation { game: Some(index) });
        }
    }
    let used = input.games.len() + usize::from(input.applicant.pairing_allocated_byes);
    if used > usize::from(input.event.rounds) {
        return Err(NormError::TooManyGames { games: used, rounds: input.event.rounds });
    }
    Ok(())
}

/// The games that count (1.4.2) and what the rest were.
struct Counted {
    games: Vec<usize>,
    score: u16,
    forfeit_wins: u16,
    excluded: Vec<(usize, Exclusion)>,
}

impl Counted {
    fn len(&self) -> u16 {
        u16::try_from(self.games.len()).unwrap_or(u16::MAX)
    }
}

fn count_games(input: &NormInput) -> Counted {
    let round_robin = matches!(input.event.system, PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin);
    let mut counted = Counted { games: Vec::new(), score: 0, forfeit_wins: 0, excluded: Vec::new() };
    for (index, game) in input.games.iter().enumerate() {
        if !game.played_over_board {
            // 1.4.2c; a forfeit win may still make 8 games a 9-game norm (1.4.1c).
            counted.forfeit_wins += u16::from(game.score == 2);
            counted.excluded.push((index, Exclusion::NotPlayedOverTheBoard));
        } else if round_robin && game.opponent.rating.is_none() && game.opponent_scored_zero_vs_rated {
            counted.excluded.push((index, Exclusion::UnratedZeroScorer)); // 1.4.2b
        } else {
            counted.games.push(index);
            counted.score += u16::from(game.score);
        }
    }
    counted
}

fn check_title(input: &NormInput, counted: &Counted, ratings: &[Option<u16>], title: NormTitle) -> NormCheck {
    let games = games_rule(input, counted);
    let mut conditions = vec![games.condition];
    conditions.extend(federation_conditions(input, counted));
    conditions.extend(title_conditions(input, counted, title));
    let average = average_with_floor(ratings, Some(title.rating_floor()));
    let n = counted.len();
    let performance = average.and_then(|(ra, _)| performance_rating(ra, counted.score, n));
    let ra = average.map_or(0, |(ra, _)| i32::from(ra));
    // 1.4.8a: minimum Ra; 1.4.8: minimum Rp; 1.4.8b: at least 35%, i.e. 10 * half points >= 7 * n.
    conditions.push(Condition::new(ConditionKind::AverageRating, "1.4.8a", Bound::AtLeast, title_min_ra(title), ra));
    let rp = performance.unwrap_or(0);
    conditions.push(Condition::new(
        ConditionKind::Performance,
        "1.4.8",
        Bound::AtLeast,
        title.minimum_performance(),
        rp,
    ));
    let min_score = i32::from(minimum_score(n));
    conditions.push(Condition::new(
        ConditionKind::MinimumScore,
        "1.4.8b",
        Bound::AtLeast,
        min_score,
        i32::from(counted.score),
    ));
    let met = n > 0 && conditions.iter().all(|c| c.met);
    let score_needed = average.and_then(|(ra, _)| score_needed(ra, n, title));
    let games_credited = match (met, score_needed) {
        // 1.4.1d: each full point above the norm requirement counts as one more game.
        (true, Some(needed)) => games.credited + counted.score.saturating_sub(needed) / 2,
        _ => 0,
    };
    NormCheck {
        title,
        met,
        conditions,
        average_rating: average.map(|(ra, _)| ra),
        raised_game: average.and_then(|(_, raised)| raised).map(|i| counted.games[i]),
        performance,
        score_needed,
        games_credited,
    }
}

fn title_min_ra(title: NormTitle) -> i32 {
    i32::from(title.minimum_average())
}

/// Smallest score in half points with at least 35% of `games` (1.4.8b): ceil(7 * games / 10).
fn minimum_score(games: u16) -> u16 {
    (7 * u32::from(games)).div_ceil(10).try_into().unwrap_or(u16::MAX)
}

/// Smallest score (half points) meeting 1.4.8 and 1.4.8b against an average of `average`.
fn score_needed(average: u16, games: u16, title: NormTitle) -> Option<u16> {
    (minimum_score(games)..=2 * games)
        .find(|&s| performance_rating(average, s, games).is_some_and(|rp| rp >= title.minimum_performance()))
}

/// The games condition and the games the norm would be credited with.
struct GamesRule {
    condition: Condition,
    credited: u16,
}

fn games_rule(input: &NormInput, counted: &Counted) -> GamesRule {
    let n = counted.len();
    let rounds = u16::from(input.event.rounds);
    let (minimum, article): (u16, &str) = match input.event.kind {
        EventKind::WorldOrContinentalTeamChampionship => (7, "1.4.1b"),
        EventKind::WorldCup => (8, "1.4.1b"),
        _ => (9, "1.4.1a"),
    };
    // 1.4.1c: in a 9-round event, 8 games count as 9 when the missing game is a forfeit win or a
    // pairing-allocated bye.
    let missing_by_bye = counted.forfeit_wins + u16::from(input.applicant.pairing_allocated_byes);
    if minimum == 9 && rounds == 9 && n == 8 && missing_by_bye == 1 {
        let condition = Condition::new(ConditionKind::Games, "1.4.1c", Bound::AtLeast, 8, i32::from(n));
        return GamesRule { condition, credited: 9 };
    }
    let condition = Condition::new(ConditionKind::Games, article, Bound::AtLeast, i32::from(minimum), i32::from(n));
    // 1.4.1b: World Cup 8-game norms count as 9; 1.7: events over 13 rounds count as 13 games.
    let credited = if input.event.kind == EventKind::WorldCup { n.max(9) } else { n };
    let credited = if rounds > 13 { credited.min(13) } else { credited };
    GamesRule { condition, credited }
}

fn count_i32(count: usize) -> i32 {
    i32::try_from(count).unwrap_or(i32::MAX)
}

fn same_federation(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

/// Which 1.4.3a to 1.4.3d exemption applies, if any; it waives both 1.4.3 and 1.4.4.
fn federation_exemption(input: &NormInput) -> Option<Exemption> {
    let event = &input.event;
    let home = same_federation(&input.applicant.federation, &event.host_federation);
    match event.kind {
        EventKind::NationalChampionshipFinal if home => return Some(Exemption::NationalChampionship),
        EventKind::NationalTeamChampionship if home => return Some(Exemption::NationalTeamChampionship),
        EventKind::ZonalOrSubZonal => return Some(Exemption::Zonal),
        _ => {}
    }
    let field = event.swiss_field.filter(|_| event.system == PairingSystem::Swiss)?;
    let large =
        field.foreign_rated_players >= 20 && field.foreign_federations >= 3 && field.foreign_title_holders >= 10;
    large.then_some(Exemption::LargeSwissField)
}

fn federation_conditions(input: &NormInput, counted: &Counted) -> [Condition; 3] {
    let own = input.applicant.federation.trim().to_ascii_uppercase();
    let mut per_federation: BTreeMap<String, i32> = BTreeMap::new();
    for &i in &counted.games {
        let federation = input.games[i].opponent.federation.trim().to_ascii_uppercase();
        *per_federation.entry(federation).or_default() += 1;
    }
    let own_count = per_federation.get(&own).copied().unwrap_or(0);
    // 1.4.2a: FID players are accepted but count as no federation.
    per_federation.remove(FIDE_FLAG);
    let foreign: BTreeSet<&String> = per_federation.keys().filter(|f| **f != own).collect();
    let largest = per_federation.values().copied().max().unwrap_or(0);
    let n = i32::from(counted.len());
    let exemption = federation_exemption(input);
    [
        // 1.4.3: at least two federations other than the applicant's.
        Condition::new(ConditionKind::ForeignFederations, "1.4.3", Bound::AtLeast, 2, count_i32(foreign.len()))
            .exempt(exemption),
        // 1.4.4: at most 3/5 from the applicant's federation, 2/3 from one; maxima rounded down.
        Condition::new(ConditionKind::OwnFederationOpponents, "1.4.4", Bound::AtMost, 3 * n / 5, own_count)
            .exempt(exemption),
        Condition::new(ConditionKind::OneFederationOpponents, "1.4.4", Bound::AtMost, 2 * n / 3, largest)
            .exempt(exemption),
    ]
}

fn title_conditions(input: &NormInput, counted: &Counted, title: NormTitle) -> Vec<Condition> {
    let titles = counted.games.iter().filter_map(|&i| input.games[i].opponent.title);
    let (holders, required) = titles
        .fold((0, 0), |(h, r), t| (h + i32::from(is_title_holder(t)), r + i32::from(title.counts_opponent_title(t))));
    let n = i32::from(counted.len());
    let double = input.event.system == PairingSystem::DoubleRoundRobin;
    // Minima are rounded up: 1.4.5a half of the opponents; 1.4.5b-e a third, at least 3;
    // 1.4.5f in a double round robin half of them.
    let (minimum, article) =
        if double { ((n + 1) / 2, "1.4.5f") } else { (((n + 2) / 3).max(3), title_article(title)) };
    let mut conditions = vec![
        Condition::new(ConditionKind::TitleHolders, "1.4.5a", Bound::AtLeast, (n + 1) / 2, holders),
        Condition::new(ConditionKind::NormTitleHolders, article, Bound::AtLeast, minimum, required),
    ];
    if double {
        let players = i32::from(input.event.players);
        conditions.push(Condition::new(ConditionKind::DoubleRoundRobinPlayers, "1.4.5f", Bound::AtLeast, 6, players));
    }
    conditions
}

fn title_article(title: NormTitle) -> &'static str {
    match title {
        NormTitle::GM => "1.4.5b",
        NormTitle::IM => "1.4.5c",
        NormTitle::WGM => "1.4.5d",
        NormTitle::WIM => "1.4.5e",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opp(rating: Option<u16>, title: Option<Title>, federation: &str) -> Opponent {
        Opponent { rating, title, federation: federation.to_string() }
    }

    fn game(opponent: Opponent, score: u8) -> Game {
        Game { opponent, score, played_over_board: true, opponent_scored_zero_vs_rated: false }
    }

    /// Nine opponents all rated 2434, applicant ENG:
    /// GM GER, GM GER, GM FRA, IM FRA, IM ESP, CM ESP, CM ENG, untitled ENG, untitled NED.
    /// Results W W W W W W D L L = 6.5/9 = 13 half points.
    fn base_opponents() -> Vec<Opponent> {
        use Title::*;
        vec![
            opp(Some(2434), Some(GM), "GER"),
            opp(Some(2434), Some(GM), "GER"),
            opp(Some(2434), Some(GM), "FRA"),
            opp(Some(2434), Some(IM), "FRA"),
            opp(Some(2434), Some(IM), "ESP"),
            opp(Some(2434), Some(CM), "ESP"),
            opp(Some(2434), Some(CM), "ENG"),
            opp(Some(2434), None, "ENG"),
            opp(Some(2434), None, "NED"),
        ]
    }

    const BASE_SCORES: [u8; 9] = [2, 2, 2, 2, 2, 2, 1, 0, 0];

    fn input_from(opponents: Vec<Opponent>, scores: &[u8]) -> NormInput {
        NormInput {
            applicant: Applicant { federation: "ENG".into(), rating: Some(2450), pairing_allocated_byes: 0 },
            event: NormEvent {
                rounds: 9,
                system: PairingSystem::Swiss,
                kind: EventKind::Ordinary,
                host_federation: "ENG".into(),
                players: 100,
                swiss_field: None,
            },
            games: opponents.into_iter().zip(scores).map(|(o, &s)| game(o, s)).collect(),
        }
    }

    fn base() -> NormInput {
        input_from(base_opponents(), &BASE_SCORES)
    }

    fn check(input: &NormInput, title: NormTitle) -> NormCheck {
        let report = check_norms(input).expect("valid input");
        report.checks.into_iter().find(|c| c.title == title).expect("every title is checked")
    }

    fn condition(check: &NormCheck, kind: ConditionKind) -> Condition {
        *check.conditions.iter().find(|c| c.kind == kind).expect("condition present")
    }

    fn failed(check: &NormCheck) -> Vec<ConditionKind> {
        check.conditions.iter().filter(|c| !c.met).map(|c| c.kind).collect()
    }

    #[test]
    fn gm_norm_just_met() {
        // Ra = 9 * 2434 / 9 = 2434 (no one below the 2200 floor).
        // p = 6.5 / 9 = 72.2% -> 72 -> dp 166 -> Rp = 2434 + 166 = 2600 >= 2600.
        // Title-holders (GM x3, IM x2; CMs do not count) 5 >= ceil(9/2) = 5; GMs 3 >= max(3, ceil(9/3)) = 3.
        // Foreign federations GER, FRA, ESP, NED = 4 >= 2; ENG 2 <= floor(27/5) = 5; largest 2 <= 6.
        let gm = check(&base(), NormTitle::GM);
        assert!(gm.met, "{:?}", failed(&gm));
        assert_eq!(gm.average_rating, Some(2434));
        assert_eq!(gm.performance, Some(2600));
        // 6/9 = 66.7% -> 67 -> 125 -> 2559 < 2600, so 13 half points are needed; no overscore.
        assert_eq!(gm.score_needed, Some(13));
        assert_eq!(gm.games_credited, 9);
        assert_eq!(condition(&gm, ConditionKind::TitleHolders).required, 5);
        assert_eq!(condition(&gm, ConditionKind::NormTitleHolders).required, 3);
        assert_eq!(condition(&gm, ConditionKind::OwnFederationOpponents).required, 5);
        assert_eq!(condition(&gm, ConditionKind::OneFederationOpponents).required, 6);
        assert_eq!(condition(&gm, ConditionKind::ForeignFederations).actual, 4);
    }

    #[test]
    fn performance_just_missed() {
        // 6/9 (W W W W W D D L L): p = 66.67% -> 67 -> dp 125 -> Rp = 2434 + 125 = 2559 < 2600.
        let input = input_from(base_opponents(), &[2, 2, 2, 2, 2, 1, 1, 0, 0]);
        let gm = check(&input, NormTitle::GM);
        assert_eq!(failed(&gm), vec![ConditionKind::Performance]);
        assert_eq!(gm.performance, Some(2559));
        assert_eq!(gm.games_credited, 0);
        // The IM norm needs 2450: 2559 is enough.
        assert!(check(&input, NormTitle::IM).met);
    }

    #[test]
    fn overscore_counts_extra_games() {
        // 7.5/9 = 15 half points, needed 13: one full point over -> 9 + 1 = 10 games (1.4.1d).
        let gm = check(&input_from(base_opponents(), &[2, 2, 2, 2, 2, 2, 2, 1, 0]), NormTitle::GM);
        assert!(gm.met);
        assert_eq!(gm.games_credited, 10);
    }

    #[test]
    fn nine_games_meet_eight_do_not() {
        // Round 9 lost by forfeit: 8 counted games, the missing one is not a win or a bye.
        let mut input = base();
        input.games[8].played_over_board = false;
        let gm = check(&input, NormTitle::GM);
        let games = condition(&gm, ConditionKind::Games);
        assert_eq!((games.required, games.actual, games.met), (9, 8, false));
        assert!(!gm.met);
        let report = check_norms(&input).expect("valid");
        assert_eq!(report.excluded, vec![(8, Exclusion::NotPlayedOverTheBoard)]);
    }

    #[test]
    fn eight_games_plus_forfeit_win_is_a_nine_game_norm() {
        // 1.4.1c. Round 9 won by forfeit; 8 counted games, 6.5/8 = 13 half points.
        // p = 81.25% -> 81 -> dp 251; Ra 2434; Rp = 2685 >= 2600.
        // Title-holders 5 >= ceil(8/2) = 4, GMs 3 >= max(3, ceil(8/3) = 3).
        let mut input = base();
        input.games[8].played_over_board = false;
        input.games[8].score = 2;
        let gm = check(&input, NormTitle::GM);
        assert!(gm.met, "{:?}", failed(&gm));
        assert_eq!(condition(&gm, ConditionKind::Games).article, "1.4.1c");
        assert_eq!(gm.performance, Some(2685));
        // needed: 5.5/8 = 68.75% -> 69 -> 141 -> 2575 no; 6/8 = 75% -> 193 -> 2627 yes -> 12.
        // Credited 9 + floor((13 - 12) / 2) = 9.
        assert_eq!(gm.score_needed, Some(12));
        assert_eq!(gm.games_credited, 9);
    }

    #[test]
    fn eight_games_plus_pairing_allocated_bye_counts() {
        let mut input = base();
        input.games.pop();
        input.applicant.pairing_allocated_byes = 1;
        assert!(condition(&check(&input, NormTitle::GM), ConditionKind::Games).met);
        // Without the bye (the player just missed the round) 8 games are not enough.
        input.applicant.pairing_allocated_byes = 0;
        assert!(!condition(&check(&input, NormTitle::GM), ConditionKind::Games).met);
    }

    #[test]
    fn team_championship_needs_seven_games() {
        // 1.4.1b: 7 games suffice; the base event with its last two games removed.
        let mut input = base();
        input.event.kind = EventKind::WorldOrContinentalTeamChampionship;
        input.games.truncate(7);
        let games = condition(&check(&input, NormTitle::GM), ConditionKind::Games);
        assert_eq!((games.required, games.actual, games.met), (7, 7, true));
        input.games.truncate(6);
        assert!(!condition(&check(&input, NormTitle::GM), ConditionKind::Games).met);
    }

    fn with_federations(feds: [&str; 9]) -> NormInput {
        let opponents = base_opponents().into_iter().zip(feds).map(|(o, f)| Opponent { federation: f.into(), ..o });
        input_from(opponents.collect(), &BASE_SCORES)
    }

    #[test]
    fn two_foreign_federations_meet_one_does_not() {
        // ENG x5, GER x3, FRA x1: foreign GER, FRA = 2 >= 2; ENG 5 <= 5; GER 3 <= 6.
        let ok = with_federations(["ENG", "ENG", "ENG", "ENG", "ENG", "GER", "GER", "GER", "FRA"]);
        assert!(check(&ok, NormTitle::GM).met);
        // ENG x5, GER x4: foreign GER only = 1 < 2.
        let bad = with_federations(["ENG", "ENG", "ENG", "ENG", "ENG", "GER", "GER", "GER", "GER"]);
        let gm = check(&bad, NormTitle::GM);
        assert_eq!(failed(&gm), vec![ConditionKind::ForeignFederations]);
        assert_eq!(condition(&gm, ConditionKind::ForeignFederations).actual, 1);
    }

    #[test]
    fn fid_is_not_a_foreign_federation() {
        // GER x6, FID x3: FID is accepted but not a federation (1.4.2a): foreign = 1.
        let input = with_federations(["GER", "GER", "GER", "GER", "GER", "GER", "FID", "FID", "FID"]);
        let gm = check(&input, NormTitle::GM);
        assert_eq!(failed(&gm), vec![ConditionKind::ForeignFederations]);
    }

    #[test]
    fn own_federation_at_most_three_fifths() {
        // ENG x6 of 9 > floor(3 * 9 / 5) = 5.
        let input = with_federations(["ENG", "ENG", "ENG", "ENG", "ENG", "ENG", "GER", "FRA", "ESP"]);
        let gm = check(&input, NormTitle::GM);
        assert_eq!(failed(&gm), vec![ConditionKind::OwnFederationOpponents]);
        let own = condition(&gm, ConditionKind::OwnFederationOpponents);
        assert_eq!((own.required, own.actual), (5, 6));
    }

    #[test]
    fn one_federation_at_most_two_thirds() {
        // GER x7 of 9 > floor(2 * 9 / 3) = 6; GER x6 is allowed.
        let bad = with_federations(["GER", "GER", "GER", "GER", "GER", "GER", "GER", "FRA", "ESP"]);
        assert_eq!(failed(&check(&bad, NormTitle::GM)), vec![ConditionKind::OneFederationOpponents]);
        let ok = with_federations(["GER", "GER", "GER", "GER", "GER", "GER", "NED", "FRA", "ESP"]);
        assert!(check(&ok, NormTitle::GM).met);
    }

    #[test]
    fn national_championship_exempts_home_players_only() {
        // All opponents ENG: 1.4.3 (0 foreign) and 1.4.4 (9 > 5, 9 > 6) fail normally.
        let mut input = with_federations(["ENG"; 9]);
        input.event.kind = EventKind::NationalChampionshipFinal;
        let gm = check(&input, NormTitle::GM);
        assert!(gm.met);
        assert_eq!(
            condition(&gm, ConditionKind::OwnFederationOpponents).exemption,
            Some(Exemption::NationalChampionship)
        );
        // A foreign applicant in the same event gets no exemption: 9 ENG opponents, 1 federation.
        input.applicant.federation = "SCO".into();
        let gm = check(&input, NormTitle::GM);
        assert_eq!(failed(&gm), vec![ConditionKind::ForeignFederations, ConditionKind::OneFederationOpponents]);
    }

    #[test]
    fn large_swiss_field_exemption() {
        // 1.4.3d: >= 20 foreign rated players, >= 3 federations, >= 10 title-holders.
        let mut input = with_federations(["ENG"; 9]);
        input.event.swiss_field =
            Some(SwissField { foreign_rated_players: 20, foreign_federations: 3, foreign_title_holders: 10 });
        assert!(check(&input, NormTitle::GM).met);
        input.event.swiss_field =
            Some(SwissField { foreign_rated_players: 19, foreign_federations: 3, foreign_title_holders: 10 });
        assert!(!check(&input, NormTitle::GM).met);
    }

    #[test]
    fn title_holders_at_least_half() {
        // Opponent 5 (IM) made untitled: title-holders 4 < ceil(9/2) = 5.
        let mut input = base();
        input.games[4].opponent.title = None;
        let gm = check(&input, NormTitle::GM);
        assert_eq!(failed(&gm), vec![ConditionKind::TitleHolders]);
        // A CM does not count as a title-holder either (1.4.5a).
        input.games[4].opponent.title = Some(Title::CM);
        assert_eq!(failed(&check(&input, NormTitle::GM)), vec![ConditionKind::TitleHolders]);
        // A WFM does.
        input.games[4].opponent.title = Some(Title::WFM);
        assert!(check(&input, NormTitle::GM).met);
    }

    #[test]
    fn gm_norm_needs_three_gms() {
        // Opponent 3 GM -> IM: GMs 2 < 3, but IMs or GMs = 5 >= 3 for the IM norm.
        let mut input = base();
        input.games[2].opponent.title = Some(Title::IM);
        let gm = check(&input, NormTitle::GM);
        assert_eq!(failed(&gm), vec![ConditionKind::NormTitleHolders]);
        assert_eq!(condition(&gm, ConditionKind::NormTitleHolders).actual, 2);
        assert!(check(&input, NormTitle::IM).met);
    }

    #[test]
    fn wgm_norm_counts_wgms_ims_gms() {
        // Only WGMs (x3) + WFMs: the IM norm has 0 IMs/GMs, the WGM norm has 3 WGMs.
        let mut input = base();
        for (i, g) in input.games.iter_mut().enumerate() {
            g.opponent.title = Some(if i < 3 { Title::WGM } else { Title::WFM });
        }
        assert_eq!(condition(&check(&input, NormTitle::IM), ConditionKind::NormTitleHolders).actual, 0);
        assert!(check(&input, NormTitle::WGM).met);
    }

    #[test]
    fn rating_floor_raises_only_the_lowest() {
        // Eight at 2434 and one at 1800: GM floor 2200 raises 1800 to 2200.
        // Ra = (8 * 2434 + 2200) / 9 = 21672 / 9 = 2408; 6.5/9 -> dp 166 -> Rp 2574.
        let mut input = base();
        input.games[8].opponent.rating = Some(1800);
        let gm = check(&input, NormTitle::GM);
        assert_eq!(gm.average_rating, Some(2408));
        assert_eq!(gm.raised_game, Some(8));
        assert_eq!(gm.performance, Some(2574));
        // Without the floor: (19472 + 1800) / 9 = 2363.6 -> 2364.
        let report = check_norms(&input).expect("valid");
        assert_eq!(report.plain_average_rating, Some(2364));
        // Two below the floor: 1800 and 2000. Only 1800 is raised:
        // (7 * 2434 + 2000 + 2200) / 9 = 21238 / 9 = 2359.8 -> 2360 < 2380.
        input.games[7].opponent.rating = Some(2000);
        let gm = check(&input, NormTitle::GM);
        assert_eq!(gm.average_rating, Some(2360));
        assert_eq!(gm.raised_game, Some(8));
        assert!(failed(&gm).contains(&ConditionKind::AverageRating));
    }

    #[test]
    fn unrated_opponent_is_1400_or_raised() {
        // One unrated: it is the lowest (1400) and is raised to 2200 for the GM norm,
        // to 2050 for the IM norm: (8 * 2434 + 2050) / 9 = 21522 / 9 = 2391.3 -> 2391.
        let mut input = base();
        input.games[8].opponent.rating = None;
        assert_eq!(check(&input, NormTitle::GM).average_rating, Some(2408));
        assert_eq!(check(&input, NormTitle::IM).average_rating, Some(2391));
        // A second unrated opponent stays at 1400: (7 * 2434 + 1400 + 2200) / 9 = 20638 / 9 = 2293.1.
        input.games[7].opponent.rating = None;
        assert_eq!(check(&input, NormTitle::GM).average_rating, Some(2293));
        assert_eq!(check_norms(&input).expect("valid").plain_average_rating, Some(2204));
    }

    #[test]
    fn minimum_average_rating_2380() {
        // All nine at 2379 and 9/9: Rp = 2379 + 800 but Ra 2379 < 2380. At 2380 it is met.
        let low: Vec<Opponent> = base_opponents().into_iter().map(|o| Opponent { rating: Some(2379), ..o }).collect();
        let gm = check(&input_from(low, &[2; 9]), NormTitle::GM);
        assert_eq!(failed(&gm), vec![ConditionKind::AverageRating]);
        let ok: Vec<Opponent> = base_opponents().into_iter().map(|o| Opponent { rating: Some(2380), ..o }).collect();
        assert!(check(&input_from(ok, &[2; 9]), NormTitle::GM).met);
    }

    #[test]
    fn minimum_score_35_percent() {
        // Ra 2900. 3/9 = 33.3% -> 33 -> dp -125 -> Rp 2775 >= 2600, but 6 half points < ceil(63/10) = 7.
        let strong: Vec<Opponent> =
            base_opponents().into_iter().map(|o| Opponent { rating: Some(2900), ..o }).collect();
        let gm = check(&input_from(strong.clone(), &[2, 2, 2, 0, 0, 0, 0, 0, 0]), NormTitle::GM);
        assert_eq!(failed(&gm), vec![ConditionKind::MinimumScore]);
        assert_eq!(gm.performance, Some(2775));
        // 3.5/9 = 38.9%: 7 half points >= 7.
        let gm = check(&input_from(strong, &[2, 2, 2, 1, 0, 0, 0, 0, 0]), NormTitle::GM);
        assert!(gm.met);
        assert_eq!(gm.score_needed, Some(7));
    }

    #[test]
    fn round_robin_unrated_zero_scorer_is_not_counted() {
        let mut input = base();
        input.event.system = PairingSystem::RoundRobin;
        input.event.players = 10;
        input.games[8].opponent.rating = None;
        input.games[8].opponent_scored_zero_vs_rated = true;
        let report = check_norms(&input).expect("valid");
        assert_eq!(report.counted_games, 8);
        assert_eq!(report.excluded, vec![(8, Exclusion::UnratedZeroScorer)]);
        // The same flag in a Swiss is ignored.
        input.event.system = PairingSystem::Swiss;
        assert_eq!(check_norms(&input).expect("valid").counted_games, 9);
    }

    #[test]
    fn double_round_robin_rules() {
        // 1.4.5f: at least 6 players; half of the opponents with the norm's titles.
        // 5 opponents met twice = 10 games; GMs: 2 players x 2 games = 4 < ceil(10/2) = 5.
        use Title::*;
        let five = [(GM, "GER"), (GM, "FRA"), (IM, "ESP"), (IM, "NED"), (FM, "ENG")];
        let opponents: Vec<Opponent> =
            five.iter().chain(five.iter()).map(|&(t, f)| opp(Some(2500), Some(t), f)).collect();
        // 7.5/10 = 75% -> dp 193 -> Rp = 2500 + 193 = 2693 >= 2600.
        let mut input = input_from(opponents, &[2, 2, 2, 2, 2, 2, 1, 1, 1, 0]);
        input.event = NormEvent { rounds: 10, system: PairingSystem::DoubleRoundRobin, players: 6, ..input.event };
        let gm = check(&input, NormTitle::GM);
        assert_eq!(failed(&gm), vec![ConditionKind::NormTitleHolders]);
        let needed = condition(&gm, ConditionKind::NormTitleHolders);
        assert_eq!((needed.article, needed.required, needed.actual), ("1.4.5f", 5, 4));
        // IM norm: GMs or IMs 8 >= 5, met.
        assert!(check(&input, NormTitle::IM).met);
        input.event.players = 5;
        assert!(failed(&check(&input, NormTitle::IM)).contains(&ConditionKind::DoubleRoundRobinPlayers));
    }

    #[test]
    fn averages_round_half_up() {
        // Ra: 2400 and 2401 average 2400.5 -> 2401.
        assert_eq!(average_with_floor(&[Some(2400), Some(2401)], None), Some((2401, None)));
        assert_eq!(average_with_floor(&[], Some(2200)), None);
        // 1/8 = 12.5 % rounds up to 13 %: dp -322 (table 1.4.9), so Rp = 2400 - 322.
        assert_eq!(performance_rating(2400, 2, 8), Some(2078));
    }

    #[test]
    fn bad_input_is_an_error() {
        let mut input = base();
        input.games[3].score = 3;
        assert_eq!(check_norms(&input), Err(NormError::InvalidScore { game: 3, score: 3 }));
        let mut input = base();
        input.applicant.pairing_allocated_byes = 1;
        assert_eq!(check_norms(&input), Err(NormError::TooManyGames { games: 10, rounds: 9 }));
        let mut input = base();
        input.games[0].opponent.federation = " ".into();
        let err = check_norms(&input).expect_err("empty federation");
        assert_eq!(err.to_string(), "game 0: opponent has no federation");
    }

    #[test]
    fn no_games_meets_nothing() {
        let mut input = base();
        input.games.clear();
        let report = check_norms(&input).expect("valid");
        assert!(report.checks.iter().all(|c| !c.met && c.performance.is_none()));
    }
}
