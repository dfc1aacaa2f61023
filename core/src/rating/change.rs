//! FIDE rating arithmetic: expected scores, the K factor, the rating change for one event,
//! the first (initial) rating of an unrated player and the performance rating used for norms.
//!
//! Implements the FIDE Rating Regulations (Handbook B.02) applied from 1 March 2024 with the
//! amendment of article 8.3.1 effective from 1 October 2025, and the FIDE Rapid and Blitz Rating
//! Regulations applied from 1 March 2024 (same tables, K rules and rounding; own 400-point rule in
//! 7.3.1 without the 2650 exemption, plus the 600-point exclusion effective 1 December 2024).
//! The performance rating follows the Title Regulations (B.01, 1 January 2024) 1.4.7 to 1.4.9.
//!
//! Units, chosen so that every figure is exact integer arithmetic:
//! * probabilities (PD) and fractional scores (p) are in hundredths, as the tables print them;
//! * scores are in half points (a win is 2, a draw 1, a loss 0);
//! * a rating change is kept exactly in hundredths of a rating point, because
//!   K × (W − We) with W in half points and We in hundredths is a whole number of hundredths;
//!   only the figure FIDE publishes is rounded (art. 8.3.4).
//!
//! Out of scope (the caller's job): choosing which games are rated (forfeits and byes are never
//! rated, art. 5.1; the caller filters them), which rating list applies to an event, pooling a
//! newcomer's results over at most 26 months (art. 7.1.4), using an unrated player's standard
//! rating in rapid and blitz (R&B art. 7.2.1), and the norm-specific opponent floors of B.01 1.4.6.
//! The date boundary of the 1 October 2025 amendment is not modelled: the text in force is applied.

use crate::tournament::RoundResult;
use std::fmt;

/// The three FIDE rating lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RatingKind {
    /// Standard (classical) chess, Handbook B.02.
    Standard,
    /// Rapid chess, Rapid and Blitz Rating Regulations.
    Rapid,
    /// Blitz chess, Rapid and Blitz Rating Regulations.
    Blitz,
}

/// One played game: the opponent's rating (`None`, or `Some(0)` as TRF writes it, for an unrated
/// opponent) and the player's result in the tournament's vocabulary ([`RoundResult::Win`],
/// [`RoundResult::Draw`] or [`RoundResult::Loss`]). Forfeits, byes and games of less than one move
/// must not be passed (art. 5.1): they would score as a loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    /// The opponent's rating on the list used for the event; `None` or `Some(0)` if unrated.
    pub opponent_rating: Option<u16>,
    /// The player's result.
    pub result: RoundResult,
}

impl Game {
    /// The score in half points: win 2, draw 1, loss 0 (art. 8.3.2 b: 1, 0.5 or 0).
    pub fn half_points(&self) -> u32 {
        self.result.half_points_over_the_board().unwrap_or(0)
    }
}

/// Minimum rating that is published; lower ratings are shown as unrated (art. 7.1.2, 7.1.4, 7.2.1).
pub const RATING_FLOOR: u16 = 1400;
/// The maximum initial rating (art. 8.2.3).
pub const MAX_INITIAL_RATING: u16 = 2200;
/// Rating of the two hypothetical opponents drawn with in an initial rating (art. 8.2.2).
pub const HYPOTHETICAL_OPPONENT_RATING: u16 = 1800;
/// Games against rated opponents needed before a first rating is published (art. 7.1.4).
pub const MIN_GAMES_FOR_FIRST_RATING: u32 = 5;
/// A larger difference counts as this one (art. 8.3.1; R&B art. 7.3.1).
pub const MAX_COUNTED_DIFFERENCE: i32 = 400;
/// Standard players rated this or more use the real difference (art. 8.3.1, from 1 October 2025).
pub const FULL_DIFFERENCE_FROM: u16 = 2650;
/// The largest K × n allowed in a rating period (art. 8.3.3).
pub const MAX_K_TIMES_GAMES: u32 = 700;

/// Table 8.1.2: the highest D of each row; the higher-rated player's PD for row `i` is `50 + i`
/// hundredths. A difference above the last row (735) gives 1.00.
const PD_ROW_UPPER_BOUNDS: [u16; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
    206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619,
    735,
];

/// Table 8.1.1 (identical to B.01 table 1.4.9): dp for p = .00, .01, …, 1.0 (index = p in hundredths).
const DP_BY_P: [i16; 101] = [
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284, -273, -262,
    -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125, -117, -110, -102, -95,
    -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, 0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95,
    102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309,
    322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// Bad input to the rating functions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RatingError {
    /// K must be between 1 and 40 (art. 8.3.3 gives 40, 20 or 10, possibly lowered by the 700 rule).
    InvalidK(u8),
    /// The player whose change is computed has no rating (0); use [`initial_rating`] instead.
    PlayerUnrated,
    /// The birth year lies after the year of the event.
    BirthAfterEvent {
        /// The birth year given.
        birth_year: u16,
        /// The event year given.
        event_year: u16,
    },
    /// A performance or percentage over zero games.
    NoGames,
    /// More points than games.
    ScoreExceedsGames {
        /// The score, in half points.
        score_half_points: u32,
        /// The number of games.
        games: u32,
    },
    /// A fractional score above 1.00 (100 hundredths).
    PercentageOutOfRange(u8),
}

impl fmt::Display for RatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingError::InvalidK(k) => write!(f, "K factor {k} is not between 1 and 40"),
            RatingError::PlayerUnrated => write!(f, "the player has no rating; an initial rating is needed"),
            RatingError::BirthAfterEvent { birth_year, event_year } => {
                write!(f, "birth year {birth_year} is after the event year {event_year}")
            }
            RatingError::NoGames => write!(f, "no games to compute a score percentage from"),
            RatingError::ScoreExceedsGames { score_half_points, games } => {
                let half = if score_half_points % 2 == 1 { ".5" } else { "" };
                write!(f, "score of {}{half} points exceeds {games} games", score_half_points / 2)
            }
            RatingError::PercentageOutOfRange(p) => write!(f, "fractional score {p}/100 is above 1.00"),
        }
    }
}

impl std::error::Error for RatingError {}

/// Rounds `num / den` to the nearest integer, 0.5 away from zero (art. 8.3.4). `den` must be > 0.
fn round_half_away(num: i64, den: i64) -> i64 {
    let half_up = (2 * num.abs() + den) / (2 * den);
    if num < 0 { -half_up } else { half_up }
}

/// Treats a rating of 0 (TRF's "unrated") as no rating.
fn rated(rating: Option<u16>) -> Option<u16> {
    rating.filter(|&r| r > 0)
}

/// The difference D = own rating − opponent's rating as counted for rating purposes.
///
/// Art. 8.3.1 (standard, from 1 October 2025): a difference of more than 400 points counts as 400
/// for players rated below 2650; for players rated 2650 and above the real difference is used.
/// "Players rated" is read as the player whose change is computed: their 2400-rated opponent still
/// counts the same game as a 400-point difference. R&B art. 7.3.1: rapid and blitz always cap at 400.
pub fn counted_difference(rating: u16, opponent: u16, kind: RatingKind) -> i32 {
    let d = i32::from(rating) - i32::from(opponent);
    let exempt = kind == RatingKind::Standard && rating >= FULL_DIFFERENCE_FROM;
    if exempt { d } else { d.clamp(-MAX_COUNTED_DIFFERENCE, MAX_COUNTED_DIFFERENCE) }
}

/// Table 8.1.2: the score probability PD, in hundredths, of a player whose counted difference to
/// the opponent is `d` (positive: the player is the higher rated, column H; negative: column L).
pub fn probability_for_difference(d: i32) -> u8 {
    let abs = d.unsigned_abs();
    let row = PD_ROW_UPPER_BOUNDS.iter().position(|&upper| abs <= u32::from(upper));
    // Rows give H = 50 + row; above 735 H is 1.00. L = 1 − H, as the table prints it.
    let higher = row.map_or(100, |i| 50 + i as u8);
    if d >= 0 { higher } else { 100 - higher }
}

/// The expected score (PD, in hundredths) of a player rated `rating` against `opponent`, with the
/// 400-point rule and its 2650 exemption applied (art. 8.3.1, 8.3.2 a; R&B 7.3.1).
pub fn expected_score(rating: u16, opponent: u16, kind: RatingKind) -> u8 {
    probability_for_difference(counted_difference(rating, opponent, kind))
}

/// R&B art. 7.3.1 (effective 1 December 2024): a rapid or blitz game between players 600 or more
/// points apart is not rated if at least one of them is rated above 2600. Standard has no such rule.
pub fn is_excluded_by_600_rule(rating: u16, opponent: u16, kind: RatingKind) -> bool {
    kind != RatingKind::Standard && rating.abs_diff(opponent) >= 600 && rating.max(opponent) > 2600
}

/// Table 8.1.1 (= B.01 table 1.4.9): the rating difference dp for a fractional score `p` in
/// hundredths (0 to 100). 1.00 and .00 give the notional ±800 the table prints.
pub fn dp_for_percentage(p_hundredths: u8) -> Result<i16, RatingError> {
    DP_BY_P.get(usize::from(p_hundredths)).copied().ok_or(RatingError::PercentageOutOfRange(p_hundredths))
}

/// The fractional score p in hundredths for `score_half_points` out of `games`, rounded to the
/// nearest hundredth with .005 rounded up (B.01 after table 1.4.9: "0.5% is rounded up").
pub fn score_percentage(score_half_points: u32, games: u32) -> Result<u8, RatingError> {
    if games == 0 {
        return Err(RatingError::NoGames);
    }
    if score_half_points > 2 * games {
        return Err(RatingError::ScoreExceedsGames { score_half_points, games });
    }
    // p = score_half / (2 games); 100 p rounded half up = floor((100 score_half + games) / (2 games)).
    let p = (100 * u64::from(score_half_points) + u64::from(games)) / (2 * u64::from(games));
    u8::try_from(p).map_err(|_| RatingError::ScoreExceedsGames { score_half_points, games })
}

/// The average of opponents' ratings rounded to the nearest whole number, 0.5 rounded upward
/// (B.01 1.4.7 b). `None` for an empty list. Norm floors (B.01 1.4.6) are the caller's to apply.
pub fn rating_average(ratings: &[u16]) -> Option<u16> {
    let n = u64::try_from(ratings.len()).ok().filter(|&n| n > 0)?;
    let sum: u64 = ratings.iter().map(|&r| u64::from(r)).sum();
    u16::try_from((2 * sum + n) / (2 * n)).ok()
}

/// The performance rating Rp = Ra + dp (B.01 1.4.8), with `average` the opponents' rating average
/// Ra already rounded (see [`rating_average`]), and dp from table 1.4.9 for the percentage of
/// `score_half_points` out of `games`, rounded as [`score_percentage`] does.
pub fn performance(average: u16, score_half_points: u32, games: u32) -> Result<i32, RatingError> {
    let p = score_percentage(score_half_points, games)?;
    Ok(i32::from(average) + i32::from(dp_for_percentage(p)?))
}

/// What is known about a rated player when choosing K (art. 8.3.3). Unknown facts are `None`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KFactorInput {
    /// The rating list concerned. Since 1 October 2022 the rapid and blitz K rules are the same as
    /// the standard ones (R&B art. 7.3.3), so the kind does not change K; it is kept for the record.
    pub kind: RatingKind,
    /// The player's rating on the list used (a published rating).
    pub rating: u16,
    /// Year of birth, if known. Without it the junior rule cannot apply.
    pub birth_year: Option<u16>,
    /// Year of the event (the CLI uses the event's start year).
    pub event_year: u16,
    /// Rated games completed before this event, if known. Without it the player counts as having
    /// completed 30 games.
    pub games_completed: Option<u32>,
    /// Whether a published rating of the player ever reached 2400. Without it, the current rating
    /// decides.
    pub ever_reached_2400: Option<bool>,
    /// Whether a published rating of the player ever reached 2300 (the junior rule holds "as long
    /// as their rating remains under 2300"). Without it, the current rating decides.
    pub ever_reached_2300: Option<bool>,
}

/// Whether the event falls no later than the end of the year of the 18th birthday (art. 8.3.3).
fn is_junior(input: &KFactorInput) -> Result<bool, RatingError> {
    let Some(birth_year) = input.birth_year else { return Ok(false) };
    if birth_year > input.event_year {
        return Err(RatingError::BirthAfterEvent { birth_year, event_year: input.event_year });
    }
    Ok(input.event_year - birth_year <= 18)
}

/// The K factor of art. 8.3.3 (before the 700 limit, see [`limit_k`]).
///
/// Precedence (the text states none; this order matches the K FIDE publishes on its lists):
/// 1. 10 once a published rating has reached 2400, even if it dropped below since;
/// 2. 40 until the end of the year of the 18th birthday, while the rating remains under 2300;
/// 3. 40 for a player new to the list until 30 games are completed;
/// 4. otherwise 20 (a player whose rating remains under 2400).
///
/// With only the data a TRF holds (no games count, no history) this reduces to: 10 from 2400;
/// 40 under 2300 when event year − birth year ≤ 18; otherwise 20.
pub fn k_factor(input: &KFactorInput) -> Result<u8, RatingError> {
    let reached_2400 = input.rating >= 2400 || input.ever_reached_2400 == Some(true);
    if reached_2400 {
        return Ok(10);
    }
    let under_2300 = input.rating < 2300 && input.ever_reached_2300 != Some(true);
    if under_2300 && is_junior(input)? {
        return Ok(40);
    }
    if input.games_completed.is_some_and(|games| games < 30) {
        return Ok(40);
    }
    Ok(20)
}

/// Art. 8.3.3: if K × n exceeds 700 for the `games` of a rating period, K becomes the largest
/// whole number with K × n ≤ 700. Applying it twice (period, then one of its events) is harmless.
pub fn limit_k(k: u8, games: u32) -> u8 {
    if games == 0 || u32::from(k) * games <= MAX_K_TIMES_GAMES {
        return k;
    }
    // games ≥ 1 and k × games > 700 so 700 / games < k ≤ 255: the conversion cannot fail.
    u8::try_from(MAX_K_TIMES_GAMES / games).unwrap_or(k)
}

/// How one game entered the calculation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameStatus {
    /// Rated: counted difference and PD (hundredths) from table 8.1.2.
    Rated {
        /// D after the 400-point rule (art. 8.3.1).
        counted_difference: i32,
        /// The player's score probability, in hundredths.
        expected: u8,
    },
    /// Not rated: the opponent is unrated (art. 8.3.1 rates games "against a rated player").
    UnratedOpponent,
    /// Not rated: rapid or blitz 600-point rule (R&B art. 7.3.1).
    ExcludedBy600Rule,
}

/// The rating change of one player for one event (art. 8.3.2, 8.3.3, 8.3.4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventChange {
    /// K actually used: the K given, lowered by the 700 rule for this event's rated games.
    pub k: u8,
    /// Games that were rated.
    pub rated_games: u32,
    /// Per game, in input order, how it was treated.
    pub games: Vec<GameStatus>,
    /// Sum of the PDs of the rated games (We), in hundredths.
    pub expected_hundredths: u32,
    /// Score in the rated games (W), in half points.
    pub score_half_points: u32,
    /// Σ K × (W − We), exact, in hundredths of a rating point (art. 8.3.2 d). FIDE publishes this
    /// unrounded figure per tournament (e.g. −2.50).
    pub change_hundredths: i64,
    /// The change rounded to a whole number, 0.5 away from zero (art. 8.3.4). The Regulations round
    /// the change of the whole rating period, so this equals the published list change only when
    /// the event is the player's only one in the period; otherwise use [`period_change`].
    pub change_rounded: i64,
}

/// Counted difference and PD of one game, or why it is not rated.
fn game_status(rating: u16, kind: RatingKind, game: &Game) -> GameStatus {
    let Some(opponent) = rated(game.opponent_rating) else { return GameStatus::UnratedOpponent };
    if is_excluded_by_600_rule(rating, opponent, kind) {
        return GameStatus::ExcludedBy600Rule;
    }
    let counted_difference = counted_difference(rating, opponent, kind);
    GameStatus::Rated { counted_difference, expected: probability_for_difference(counted_difference) }
}

/// The rating change of a rated player for one event: `rating` on the list used, `k` from
/// [`k_factor`] (possibly already limited for the whole period), the played games of the event.
/// Games against unrated opponents (and rapid/blitz games under the 600-point rule) are skipped.
pub fn event_change(rating: u16, k: u8, kind: RatingKind, games: &[Game]) -> Result<EventChange, RatingError> {
    if !(1..=40).contains(&k) {
        return Err(RatingError::InvalidK(k));
    }
    if rating == 0 {
        return Err(RatingError::PlayerUnrated);
    }
    let statuses: Vec<GameStatus> = games.iter().map(|g| game_status(rating, kind, g)).collect();
    let (mut rated_games, mut expected, mut score) = (0u32, 0u32, 0u32);
    for (status, game) in statuses.iter().zip(games) {
        if let GameStatus::Rated { expected: pd, .. } = status {
            rated_games += 1;
            expected += u32::from(*pd);
            score += game.half_points();
        }
    }
    let k = limit_k(k, rated_games);
    // Art. 8.3.2: ΣΔR = W − We; W in hundredths is 50 × half points. Rating change = ΣΔR × K.
    let change_hundredths = i64::from(k) * (50 * i64::from(score) - i64::from(expected));
    Ok(EventChange {
        k,
        rated_games,
        games: statuses,
        expected_hundredths: expected,
        score_half_points: score,
        change_hundredths,
        change_rounded: round_half_away(change_hundredths, 100),
    })
}

/// The change of a rating period from the exact changes (hundredths) of its events, rounded once
/// to the nearest whole number with 0.5 rounded away from zero (art. 8.3.4).
pub fn period_change(changes_hundredths: &[i64]) -> i64 {
    round_half_away(changes_hundredths.iter().sum(), 100)
}

/// The rating on the next list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewRating {
    /// Old rating plus the rounded period change.
    pub rating: i64,
    /// The rounded period change (art. 8.3.4).
    pub change: i64,
    /// False when the new rating is below 1400: the player is then shown as unrated on the next
    /// list and treated as any other unrated player (art. 7.2.1).
    pub listed: bool,
}

/// The next list's rating from the old rating and the exact event changes of the period.
pub fn new_rating(old_rating: u16, changes_hundredths: &[i64]) -> NewRating {
    let change = period_change(changes_hundredths);
    let rating = i64::from(old_rating) + change;
    NewRating { rating, change, listed: rating >= i64::from(RATING_FLOOR) }
}

/// Why an initial rating could not be computed at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotComputed {
    /// No events were given.
    NoEvents,
    /// The only rated games were in the first event, where the player scored zero: that score is
    /// disregarded (art. 8.2.1).
    FirstEventZeroScoreDisregarded,
    /// No game against a rated opponent (art. 7.1.4 counts only those).
    NoRatedGames,
}

impl fmt::Display for NotComputed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotComputed::NoEvents => write!(f, "no events to rate"),
            NotComputed::FirstEventZeroScoreDisregarded => {
                write!(f, "a zero score in the player's first event is disregarded (art. 8.2.1)")
            }
            NotComputed::NoRatedGames => write!(f, "no games against rated opponents"),
        }
    }
}

impl std::error::Error for NotComputed {}

/// Whether a computed initial rating is published (art. 7.1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Publication {
    /// At least 5 games against rated opponents and a rating of at least 1400.
    Published,
    /// Fewer than 5 games against rated opponents so far; results keep being pooled.
    TooFewGames,
    /// The rating is below 1400.
    BelowFloor,
}

/// A first rating computed as art. 8.2 describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InitialRating {
    /// Ru, rounded to the nearest whole number and limited to 2200 (art. 8.2.3).
    pub rating: i64,
    /// Whether it would be published.
    pub publication: Publication,
    /// Games against rated opponents counted (without the two hypothetical ones).
    pub rated_games: u32,
    /// Score in those games, in half points (without the two hypothetical draws).
    pub score_half_points: u32,
    /// Ra including the two hypothetical 1800 opponents, in hundredths, rounded (display only).
    pub average_hundredths: i64,
    /// p including the two hypothetical draws, in hundredths, .005 rounded up.
    pub p_hundredths: u8,
    /// dp from table 8.1.1 for p.
    pub dp: i16,
}

/// Rated games and score (half points) of one event; the overall score counts every game given.
fn tally<E: AsRef<[Game]>>(event: &E) -> (u32, u64, u32, u32) {
    let (mut n, mut sum, mut score, mut overall) = (0u32, 0u64, 0u32, 0u32);
    for game in event.as_ref() {
        overall += game.half_points();
        if let Some(r) = rated(game.opponent_rating) {
            n += 1;
            sum += u64::from(r);
            score += game.half_points();
        }
    }
    (n, sum, score, overall)
}

/// The initial rating Ru of an unrated player (art. 8.2) from the pooled events (art. 7.1.4),
/// oldest first. If `first_is_debut` is true, `events[0]` is the player's first event ever and a
/// zero score there is disregarded (art. 8.2.1); "score" there counts every game of that event.
///
/// Ra is the average of the rated opponents plus two hypothetical opponents rated 1800, scored as
/// draws (8.2.2); Ru = Ra + dp (8.2.3) with dp from table 8.1.1 at p = (W + 1) / (n + 2), p rounded
/// to the hundredth with .005 up (the text is silent; the B.01 rule for the same table is used);
/// Ru rounded to a whole number (half up; the text is silent on ties), then limited to 2200.
pub fn initial_rating<E: AsRef<[Game]>>(events: &[E], first_is_debut: bool) -> Result<InitialRating, NotComputed> {
    let first = events.first().ok_or(NotComputed::NoEvents)?;
    let (first_n, _, _, first_overall) = tally(first);
    let skip_first = first_is_debut && first_overall == 0;
    let (mut n, mut sum, mut score) = (0u32, 0u64, 0u32);
    for event in events.iter().skip(usize::from(skip_first)) {
        let (en, esum, escore, _) = tally(event);
        (n, sum, score) = (n + en, sum + esum, score + escore);
    }
    if n == 0 {
        let disregarded = skip_first && first_n > 0;
        return Err(if disregarded { NotComputed::FirstEventZeroScoreDisregarded } else { NotComputed::NoRatedGames });
    }
    Ok(initial_from_totals(n, sum, score))
}

/// Art. 8.2.2–8.2.3 and 7.1.4 from the totals over rated opponents: games, rating sum, half points.
fn initial_from_totals(n: u32, sum: u64, score: u32) -> InitialRating {
    let games = n.saturating_add(2);
    let total = i64::try_from(sum).unwrap_or(i64::MAX / 4) + 2 * i64::from(HYPOTHETICAL_OPPONENT_RATING);
    // Two hypothetical draws add 2 half points; p ≤ (2n + 2) / (2n + 4) < 1, so the lookup succeeds.
    let p = score_percentage(score.saturating_add(2), games).unwrap_or(50);
    let dp = dp_for_percentage(p).unwrap_or(0);
    let g = i64::from(games);
    // Ru = total / g + dp = (total + dp × g) / g, rounded to the nearest whole number.
    let ru = round_half_away(total + i64::from(dp) * g, g).min(i64::from(MAX_INITIAL_RATING));
    let publication = if n < MIN_GAMES_FOR_FIRST_RATING {
        Publication::TooFewGames
    } else if ru < i64::from(RATING_FLOOR) {
        Publication::BelowFloor
    } else {
        Publication::Published
    };
    InitialRating {
        rating: ru,
        publication,
        rated_games: n,
        score_half_points: score,
        average_hundredths: round_half_away(100 * total, g),
        p_hundredths: p,
        dp,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use RatingKind::{Blitz, Rapid, Standard};
    use RoundResult::{Draw, Loss, Win};

    fn g(opponent: u16, result: RoundResult) -> Game {
        Game { opponent_rating: Some(opponent), result }
    }

    fn unrated(result: RoundResult) -> Game {
        Game { opponent_rating: None, result }
    }

    fn k_input(rating: u16) -> KFactorInput {
        KFactorInput {
            kind: Standard,
            rating,
            birth_year: None,
            event_year: 2025,
            games_completed: None,
            ever_reached_2400: None,
            ever_reached_2300: None,
        }
    }

    #[test]
    fn table_8_1_2_row_edges() {
        // Rows as printed: 0-3 .50, 4-10 .51, 47-53 .57, 99-106 .64, 392-411 .92, 620-735 .99, >735 1.0.
        for (d, pd) in [(0, 50), (3, 50), (4, 51), (10, 51), (53, 57), (54, 58), (106, 64), (107, 65)] {
            assert_eq!(probability_for_difference(d), pd, "D = {d}");
        }
        for (d, pd) in [(391, 91), (392, 92), (411, 92), (412, 93), (735, 99), (736, 100), (2000, 100)] {
            assert_eq!(probability_for_difference(d), pd, "D = {d}");
        }
        // Column L is 1 − H: D = −4 → .49, −736 → .00.
        assert_eq!(probability_for_difference(-4), 49);
        assert_eq!(probability_for_difference(-3), 50);
        assert_eq!(probability_for_difference(-736), 0);
    }

    #[test]
    fn table_8_1_1_values_and_symmetry() {
        // Spot checks against the printed table: .57 → 50, .67 → 125, .86 → 309, .13 → −322, .00 → −800.
        for (p, dp) in [(57, 50), (67, 125), (86, 309), (13, -322), (0, -800), (100, 800), (50, 0), (92, 401)] {
            assert_eq!(dp_for_percentage(p), Ok(dp), "p = {p}");
        }
        for p in 0..=100u8 {
            assert_eq!(dp_for_percentage(p), dp_for_percentage(100 - p).map(|d| -d), "p = {p}");
        }
        for p in 0..100usize {
            assert!(DP_BY_P[p] < DP_BY_P[p + 1], "table increases at {p}");
        }
        assert_eq!(dp_for_percentage(101), Err(RatingError::PercentageOutOfRange(101)));
    }

    #[test]
    fn the_400_point_rule_at_its_edges() {
        // 2000 v 2400: D = −400 → row 392-411, L = .08. 2000 v 2401: −401 counts as −400 → .08.
        assert_eq!(expected_score(2000, 2400, Standard), 8);
        assert_eq!(expected_score(2000, 2401, Standard), 8);
        // 2401 v 2000: D = 401 → 400 → .92. Uncapped 2000 v 2450 would be −450 → .06; capped .08.
        assert_eq!(expected_score(2401, 2000, Standard), 92);
        assert_eq!(expected_score(2000, 2450, Standard), 8);
        assert_eq!(counted_difference(2000, 2450, Standard), -400);
        assert_eq!(counted_difference(1600, 2001, Standard), -400);
    }

    #[test]
    fn ratings_of_2650_and_above_use_the_real_difference_in_standard() {
        // 2649 v 2200: 449 → 400 → .92. 2650 v 2200: 450 used → row 433-456 → .94.
        assert_eq!(expected_score(2649, 2200, Standard), 92);
        assert_eq!(expected_score(2650, 2200, Standard), 94);
        // 2700 v 2200: 500 → row 485-517 → .96; 2700 v 1900: 800 > 735 → 1.00.
        assert_eq!(expected_score(2700, 2200, Standard), 96);
        assert_eq!(expected_score(2700, 1900, Standard), 100);
        // The lower-rated opponent (below 2650) still caps: 2200 v 2700 → −400 → .08.
        assert_eq!(expected_score(2200, 2700, Standard), 8);
        // Rapid and blitz keep the plain cap (R&B 7.3.1): 2700 v 2200 → .92.
        assert_eq!(expected_score(2700, 2200, Rapid), 92);
        assert_eq!(expected_score(2700, 2200, Blitz), 92);
    }

    #[test]
    fn rapid_600_point_exclusion() {
        // 2700 v 2100: 600 apart, 2700 > 2600 → not rated in rapid/blitz; rated in standard.
        assert!(is_excluded_by_600_rule(2700, 2100, Rapid));
        assert!(is_excluded_by_600_rule(2100, 2700, Blitz));
        assert!(!is_excluded_by_600_rule(2700, 2100, Standard));
        // 599 apart, or nobody above 2600 (2600 v 2000), → rated.
        assert!(!is_excluded_by_600_rule(2700, 2101, Rapid));
        assert!(!is_excluded_by_600_rule(2600, 2000, Rapid));
        let change = event_change(2700, 20, Rapid, &[g(2100, Win), g(2200, Win)]);
        // Only the 2200 game counts: PD .92, W − We = 1 − .92 = .08, × 20 = 1.60.
        let change = change.expect("valid input");
        assert_eq!(change.rated_games, 1);
        assert_eq!(change.games[0], GameStatus::ExcludedBy600Rule);
        assert_eq!(change.change_hundredths, 160);
    }

    #[test]
    fn worked_example_2000_scores_2_of_3() {
        // Player 2000, K 20:
        //   v 2100 win:  D = −100 → row 99-106 L = .36
        //   v 1950 loss: D = +50  → row 47-53  H = .57
        //   v 2450 win:  D = −450 → −400 (400 rule) → row 392-411 L = .08
        // We = .36 + .57 + .08 = 1.01; W = 2; change = 20 × (2 − 1.01) = 19.80 → 20.
        let games = [g(2100, Win), g(1950, Loss), g(2450, Win)];
        let c = event_change(2000, 20, Standard, &games).expect("valid input");
        assert_eq!(c.k, 20);
        assert_eq!(c.rated_games, 3);
        assert_eq!(c.expected_hundredths, 101);
        assert_eq!(c.score_half_points, 4);
        assert_eq!(c.change_hundredths, 1980);
        assert_eq!(c.change_rounded, 20);
        assert_eq!(c.games[2], GameStatus::Rated { counted_difference: -400, expected: 8 });
    }

    #[test]
    fn top_player_gains_nothing_and_loses_much_against_a_far_weaker_one() {
        // 2700, K 10, v 1900: PD 1.00. Win: 10 × (1 − 1) = 0. Draw: 10 × (.5 − 1) = −5.00.
        let win = event_change(2700, 10, Standard, &[g(1900, Win)]).expect("valid input");
        assert_eq!(win.change_hundredths, 0);
        let draw = event_change(2700, 10, Standard, &[g(1900, Draw)]).expect("valid input");
        assert_eq!(draw.change_hundredths, -500);
        assert_eq!(draw.change_rounded, -5);
    }

    #[test]
    fn unrated_opponents_are_skipped_and_zero_rated_games_change_nothing() {
        let games = [unrated(Win), Game { opponent_rating: Some(0), result: Loss }];
        let c = event_change(1800, 40, Standard, &games).expect("valid input");
        assert_eq!(c.rated_games, 0);
        assert_eq!(c.k, 40);
        assert_eq!((c.expected_hundredths, c.score_half_points, c.change_hundredths, c.change_rounded), (0, 0, 0, 0));
        assert_eq!(c.games, vec![GameStatus::UnratedOpponent, GameStatus::UnratedOpponent]);
        // One rated draw among unrated games: 1800 v 1800 → .50; 40 × (.5 − .5) = 0, 1 rated game.
        let mixed = event_change(1800, 40, Standard, &[unrated(Win), g(1800, Draw)]).expect("valid input");
        assert_eq!((mixed.rated_games, mixed.score_half_points, mixed.expected_hundredths), (1, 1, 50));
    }

    #[test]
    fn k_limit_of_700() {
        // 40 × 17 = 680 ≤ 700 → 40. 40 × 18 = 720 > 700 → 700 / 18 = 38.9 → 38 (38 × 18 = 684).
        assert_eq!(limit_k(40, 17), 40);
        assert_eq!(limit_k(40, 18), 38);
        // 20 × 35 = 700 does not exceed → 20; 36 → 19; 39 → 17 (17 × 39 = 663, 18 × 39 = 702).
        assert_eq!(limit_k(20, 35), 20);
        assert_eq!(limit_k(20, 36), 19);
        assert_eq!(limit_k(20, 39), 17);
        assert_eq!(limit_k(10, 0), 10);
        // Limiting twice (period of 39, event of 10) keeps the period's K.
        assert_eq!(limit_k(limit_k(20, 39), 10), 17);
    }

    #[test]
    fn event_change_applies_the_k_limit_to_its_rated_games() {
        // 18 draws v equal ratings, K 40 → K 38; 18 × (.5 − .5) = 0.
        let games = vec![g(1800, Draw); 18];
        let c = event_change(1800, 40, Standard, &games).expect("valid input");
        assert_eq!((c.k, c.change_hundredths), (38, 0));
        // 18 wins v 1800: each 1 − .50 = .50; Σ = 9.00; × 38 = 342.00.
        let wins = vec![g(1800, Win); 18];
        assert_eq!(event_change(1800, 40, Standard, &wins).expect("valid input").change_hundredths, 34_200);
    }

    #[test]
    fn k_factor_simple_rule_from_trf_data() {
        // 2400 or more: 10. 2399 adult: 20. Junior (2025 − 2007 = 18) under 2300: 40.
        assert_eq!(k_factor(&k_input(2400)), Ok(10));
        assert_eq!(k_factor(&k_input(2399)), Ok(20));
        let junior = KFactorInput { birth_year: Some(2007), ..k_input(2100) };
        assert_eq!(k_factor(&junior), Ok(40));
        // Year after the 18th birthday: 2026 − 2007 = 19 → 20.
        assert_eq!(k_factor(&KFactorInput { event_year: 2026, ..junior }), Ok(20));
        // Junior at 2300 (not under 2300): 20.
        assert_eq!(k_factor(&KFactorInput { rating: 2300, ..junior }), Ok(20));
        // Rapid and blitz follow the same rules since October 2022.
        assert_eq!(k_factor(&KFactorInput { kind: Blitz, ..junior }), Ok(40));
        assert_eq!(k_factor(&KFactorInput { kind: Rapid, ..k_input(2450) }), Ok(10));
    }

    #[test]
    fn k_factor_with_history() {
        // New player with 29 games: 40; with 30: 20.
        assert_eq!(k_factor(&KFactorInput { games_completed: Some(29), ..k_input(1900) }), Ok(40));
        assert_eq!(k_factor(&KFactorInput { games_completed: Some(30), ..k_input(1900) }), Ok(20));
        // Once 2400 was reached K stays 10, even at 2350 and with few games.
        let fallen = KFactorInput { ever_reached_2400: Some(true), games_completed: Some(10), ..k_input(2350) };
        assert_eq!(k_factor(&fallen), Ok(10));
        // A junior who once reached 2300 and fell to 2250: 20.
        let junior = KFactorInput { birth_year: Some(2010), ever_reached_2300: Some(true), ..k_input(2250) };
        assert_eq!(k_factor(&junior), Ok(20));
        let bad = KFactorInput { birth_year: Some(2030), ..k_input(2000) };
        assert_eq!(k_factor(&bad), Err(RatingError::BirthAfterEvent { birth_year: 2030, event_year: 2025 }));
    }

    #[test]
    fn rounding_of_the_period_change() {
        // Art. 8.3.4: −2.50 → −3, 2.50 → 3, −2.49 → −2, 1.50 → 2, 0.49 → 0.
        assert_eq!(period_change(&[-250]), -3);
        assert_eq!(period_change(&[250]), 3);
        assert_eq!(period_change(&[-249]), -2);
        assert_eq!(period_change(&[150]), 2);
        assert_eq!(period_change(&[49]), 0);
        // Two events of +1.40 each: rounded once, 2.80 → 3 (per event it would be 1 + 1 = 2).
        assert_eq!(period_change(&[140, 140]), 3);
    }

    #[test]
    fn new_rating_and_the_floor() {
        // 2000 + 19.80 → 2020.
        assert_eq!(new_rating(2000, &[1980]), NewRating { rating: 2020, change: 20, listed: true });
        // 1410 − 12.50 → −13 → 1397: below 1400, shown as unrated (art. 7.2.1).
        assert_eq!(new_rating(1410, &[-1250]), NewRating { rating: 1397, change: -13, listed: false });
        assert!(new_rating(1410, &[-1000]).listed);
    }

    #[test]
    fn invalid_input_is_rejected() {
        assert_eq!(event_change(2000, 0, Standard, &[]), Err(RatingError::InvalidK(0)));
        assert_eq!(event_change(2000, 41, Standard, &[]), Err(RatingError::InvalidK(41)));
        assert_eq!(event_change(0, 20, Standard, &[]), Err(RatingError::PlayerUnrated));
        assert_eq!(performance(2400, 1, 0), Err(RatingError::NoGames));
        assert_eq!(performance(2400, 19, 9), Err(RatingError::ScoreExceedsGames { score_half_points: 19, games: 9 }));
        assert_eq!(RatingError::InvalidK(0).to_string(), "K factor 0 is not between 1 and 40");
    }

    #[test]
    fn performance_rating() {
        // Ra 2380, 6/9: p = .6667 → .67 → dp 125 → Rp 2505.
        assert_eq!(performance(2380, 12, 9), Ok(2505));
        // 1/8 = .125 → .13 (0.5% rounded up) → dp −322: 2400 − 322 = 2078.
        assert_eq!(performance(2400, 2, 8), Ok(2078));
        // 9/9 → 1.0 → 800; 0/9 → −800.
        assert_eq!(performance(2000, 18, 9), Ok(2800));
        assert_eq!(performance(2000, 0, 9), Ok(1200));
        // Average: (2400 + 2401) / 2 = 2400.5 → 2401 (0.5 upward); 2400, 2400, 2401 → 2400.33 → 2400.
        assert_eq!(rating_average(&[2400, 2401]), Some(2401));
        assert_eq!(rating_average(&[2400, 2400, 2401]), Some(2400));
        assert_eq!(rating_average(&[]), None);
    }

    #[test]
    fn initial_rating_five_games() {
        // Opponents 1900 × 4 + 1907 = 9507, score 3/5. Ra = (9507 + 3600) / 7 = 1872.43.
        // p = (3 + 1) / 7 = .5714 → .57 → dp 50. Ru = 1922.43 → 1922, published.
        let event = [g(1900, Win), g(1900, Win), g(1900, Win), g(1900, Loss), g(1907, Loss)];
        let ru = initial_rating(&[event], true).expect("computed");
        assert_eq!(ru.rating, 1922);
        assert_eq!(ru.publication, Publication::Published);
        assert_eq!((ru.rated_games, ru.score_half_points, ru.p_hundredths, ru.dp), (5, 6, 57, 50));
        assert_eq!(ru.average_hundredths, 187_243);
    }

    #[test]
    fn initial_rating_publication_limits() {
        // Four games: computed but not published. 4 × 1800, 2/4: Ra 1800, p = 3/6 = .50 → 1800.
        let four = [g(1800, Win), g(1800, Win), g(1800, Loss), g(1800, Loss)];
        let ru = initial_rating(&[four], true).expect("computed");
        assert_eq!((ru.rating, ru.publication), (1800, Publication::TooFewGames));
        // 5 × 1400, ½ point: Ra = 10600 / 7 = 1514.29; p = 1.5 / 7 = .214 → .21 → −230; Ru 1284.29 → 1284.
        let weak = [g(1400, Draw), g(1400, Loss), g(1400, Loss), g(1400, Loss), g(1400, Loss)];
        let ru = initial_rating(&[weak], true).expect("computed");
        assert_eq!((ru.rating, ru.publication), (1284, Publication::BelowFloor));
        // 5 × 2400, 5/5: Ra = 15600 / 7 = 2228.57; p = 6/7 = .857 → .86 → 309; 2537.57 → cap 2200.
        let strong = vec![g(2400, Win); 5];
        let ru = initial_rating(&[strong], true).expect("computed");
        assert_eq!((ru.rating, ru.publication), (2200, Publication::Published));
    }

    #[test]
    fn initial_rating_p_rounds_half_up() {
        // 6 losses v 1800: p = (0 + 1) / 8 = .125 → .13 → dp −322. Ra = 1800. Ru = 1478.
        // (Rounding .125 down to .12 would give −336 → 1464.) The first event is not the debut here.
        let ru = initial_rating(&[vec![g(1800, Loss); 6]], false).expect("computed");
        assert_eq!((ru.p_hundredths, ru.dp, ru.rating), (13, -322, 1478));
    }

    #[test]
    fn initial_rating_zero_first_event_is_disregarded() {
        let zero = vec![g(2000, Loss), g(2000, Loss)];
        let later = vec![g(1800, Win), g(1800, Win), g(1800, Loss), g(1800, Loss)];
        // Only the second event counts: as the four-game case above → 1800, 4 games.
        let ru = initial_rating(&[zero.clone(), later.clone()], true).expect("computed");
        assert_eq!((ru.rating, ru.rated_games), (1800, 4));
        // Not the debut: the zero counts. 6 games, 2/6, sum 11200: Ra = 14800 / 8 = 1850;
        // p = 3/8 = .375 → .38 → −87; Ru = 1763.
        let ru = initial_rating(&[zero.clone(), later], false).expect("computed");
        assert_eq!((ru.rating, ru.rated_games), (1763, 6));
        assert_eq!(initial_rating(&[zero], true), Err(NotComputed::FirstEventZeroScoreDisregarded));
        // A win against an unrated player makes the debut score non-zero, so its rated loss counts.
        // 1 game v 2000 lost: Ra = 5600 / 3 = 1866.67; p = 1/3 = .33 → −125; Ru = 1741.67 → 1742.
        let ru = initial_rating(&[vec![unrated(Win), g(2000, Loss)]], true).expect("computed");
        assert_eq!((ru.rating, ru.rated_games, ru.publication), (1742, 1, Publication::TooFewGames));
        let none: [Vec<Game>; 0] = [];
        assert_eq!(initial_rating(&none, true), Err(NotComputed::NoEvents));
        assert_eq!(initial_rating(&[vec![unrated(Win)]], true), Err(NotComputed::NoRatedGames));
    }
}
