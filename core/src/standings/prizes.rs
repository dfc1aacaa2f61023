//! Prize categories and prize allocation of a chess tournament (pure core).
//!
//! Two parts:
//!
//! 1. **Categories** ([`Category`], [`Rule`]): named sub-groups of the field ("U16", "Women",
//!    "1600-1799", "Club Kyiv") defined by rules a player must all meet: age at a cut-off date,
//!    year of birth, sex, rating band (FIDE or national), federation, club. FIDE youth events
//!    define age as "under N on 1 January of the year of the competition" (FIDE World Youth /
//!    Cadet Championship regulations); the event gives that cut-off date ([`PrizeRules::cutoff`]).
//! 2. **Prizes** ([`PrizeSeries`], [`allocate`]): place prizes and category prizes given from the
//!    final ranking, one prize per player, with tied players either separated by the tie-breaks,
//!    sharing the money, or paid by the Hort system.
//!
//! Regulations applied:
//! - FIDE Tie-Break Regulations (Handbook C.07), art. 2.1: the regulations of the tournament say
//!   whether tied participants share the same place or are ranked by a method (play-off or
//!   tie-breaks, art. 4.2: applied in order, then drawing of lots). Here: [`Sharing::NotShared`]
//!   takes the ranking list's order (tie-breaks, then lots as done by the caller) as final;
//!   [`Sharing::Shared`] and [`Sharing::Hort`] pool the money of players tied *on points*.
//! - The Hort system (proposed by GM Vlastimil Hort, not in the FIDE Handbook): every player in the
//!   prize places keeps 50% of the prize of his place (by tie-break order); the other 50% of the
//!   prizes of a group of players tied on points goes into a pot shared equally among them; a
//!   player tied with nobody therefore keeps 100% of his prize.
//! - "One prize per player" and "the prize goes down" follow the usual arbiters' practice
//!   (tournament regulations of FIDE-rated opens); the FIDE Handbook leaves it to the regulations
//!   of the event, so the algorithm is stated exactly on [`allocate`].
//!
//! Money is an integer number of the smallest currency unit (`u64`: kopecks, cents). A pot that
//! does not split into equal whole units pays one unit more to each of the first members in
//! ranking (tie-break) order, as many as the remainder: the amounts paid always add up to the
//! prizes given out, nothing is lost or invented, and the same input gives the same split.

use crate::tournament::EventPlayer;
use chrono::NaiveDate;
use std::collections::{HashMap, HashSet};
use std::fmt;

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

/// A calendar date (the cut-off date of age categories).
pub type Date = NaiveDate;

/// Why a date or a birth date could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DateError {
    /// Not of the form `YYYY-MM-DD` (or `YYYY` for a birth year), or no such day; holds the text.
    Format(String),
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateError::Format(text) => write!(f, "date {text:?} is not a date of the form YYYY-MM-DD or YYYY"),
        }
    }
}

impl std::error::Error for DateError {}

/// Parses a non-empty run of ASCII digits (no sign, no spaces) into a number.
fn digits<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// Reads `YYYY-MM-DD` exactly (surrounding spaces ignored); refuses days that do not exist.
pub fn parse_date(text: &str) -> Result<Date, DateError> {
    let format = || DateError::Format(text.to_string());
    let t = text.trim();
    let shaped = t.len() == 10 && t.as_bytes()[4] == b'-' && t.as_bytes()[7] == b'-';
    if !shaped {
        return Err(format());
    }
    NaiveDate::parse_from_str(t, "%Y-%m-%d").map_err(|_| format())
}

// ---------------------------------------------------------------------------------------------
// Players and rules
// ---------------------------------------------------------------------------------------------

/// Sex, as a category rule asks for it (the tournament's vocabulary).
pub use crate::tournament::Sex;

/// Which rating a rating band looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RatingSource {
    /// The FIDE rating ([`EventPlayer::rating`]).
    Fide,
    /// The national rating ([`EventPlayer::national_rating`]).
    National,
}

/// A rating band, bounds inclusive.
///
/// Unrated players (rating `None`) are **below any minimum**, so never in a band with a minimum.
/// In a band with only a maximum they are in it only when `unrated_included` is set (a band like
/// "under 1600, unrated welcome"); a band with a minimum refuses that option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RatingBand {
    source: RatingSource,
    min: Option<u16>,
    max: Option<u16>,
    unrated_included: bool,
}

impl RatingBand {
    /// Which rating the band reads.
    pub fn source(&self) -> RatingSource {
        self.source
    }

    /// The lowest rating in the band, if bounded below.
    pub fn min(&self) -> Option<u16> {
        self.min
    }

    /// The highest rating in the band, if bounded above.
    pub fn max(&self) -> Option<u16> {
        self.max
    }

    /// Whether unrated players are in a band without minimum.
    pub fn unrated_included(&self) -> bool {
        self.unrated_included
    }

    /// Builds a band; at least one bound, `min <= max`, and `unrated_included` only without a minimum.
    pub fn new(
        source: RatingSource,
        min: Option<u16>,
        max: Option<u16>,
        unrated_included: bool,
    ) -> Result<RatingBand, RuleError> {
        match (min, max) {
            (None, None) => return Err(RuleError::NoBound),
            (Some(lo), Some(hi)) if lo > hi => return Err(RuleError::EmptyBand(lo, hi)),
            _ => {}
        }
        if unrated_included && min.is_some() {
            return Err(RuleError::UnratedWithMinimum);
        }
        Ok(RatingBand { source, min, max, unrated_included })
    }

    fn contains(&self, player: &EventPlayer) -> bool {
        let rating = match self.source {
            RatingSource::Fide => player.rating,
            RatingSource::National => player.national_rating,
        };
        match rating {
            0 => self.min.is_none() && self.unrated_included,
            r => self.min.is_none_or(|lo| r >= u32::from(lo)) && self.max.is_none_or(|hi| r <= u32::from(hi)),
        }
    }
}

/// One condition of a category. A player lacking the data a rule needs (no birth date, no sex)
/// does not meet it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Age at the event's cut-off date is below N ("U16": `AgeUnder(16)`).
    AgeUnder(u8),
    /// Age at the event's cut-off date is N or more ("seniors 60+": `AgeAtLeast(60)`).
    AgeAtLeast(u8),
    /// Born in year Y or later (FIDE youth eligibility lists: "U16 in 2026: born 2010 or later").
    BornInOrAfter(u16),
    /// Born in year Y or earlier.
    BornInOrBefore(u16),
    /// Of the given sex.
    Sex(Sex),
    /// Rating within the band.
    Rating(RatingBand),
    /// Federation in the set (upper-case 3-letter codes, sorted, no duplicates).
    Federation(Vec<String>),
    /// Club equal to this name, ignoring case and surrounding spaces.
    Club(String),
}

/// Why a rule could not be built from a form's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// Nothing was written.
    Empty,
    /// The rule does not start with a known field (`age`, `born`, `sex`, `rating`, `fide`,
    /// `national`, `fed`, `federation`, `club`, or their Russian words); holds what was found.
    UnknownField(String),
    /// The comparison is missing or not allowed for the field; holds the field and the text.
    BadOperator(&'static str, String),
    /// A number (age, year, rating) could not be read or is out of range; holds the text.
    BadNumber(String),
    /// A rating band with neither minimum nor maximum.
    NoBound,
    /// A rating band whose minimum exceeds its maximum (or "below 0"); holds (min, max).
    EmptyBand(u16, u16),
    /// "unrated included" asked for a band with a minimum (unrated players are below any minimum).
    UnratedWithMinimum,
    /// The sex is not `m`, `w` or `f`; holds the text.
    BadSex(String),
    /// A federation code is not 3 ASCII letters; holds it.
    BadFederation(String),
    /// A federation rule with no code.
    NoFederation,
    /// A club rule with an empty name.
    EmptyClub,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Empty => write!(f, "empty rule"),
            RuleError::UnknownField(x) => write!(f, "unknown rule field {x:?}"),
            RuleError::BadOperator(field, x) => write!(f, "bad comparison {x:?} for {field}"),
            RuleError::BadNumber(x) => write!(f, "{x:?} is not a valid number here"),
            RuleError::NoBound => write!(f, "a rating band needs a minimum or a maximum"),
            RuleError::EmptyBand(lo, hi) => write!(f, "rating band {lo}-{hi} is empty"),
            RuleError::UnratedWithMinimum => {
                write!(f, "unrated players cannot be included in a band with a minimum")
            }
            RuleError::BadSex(x) => write!(f, "sex {x:?} is not m or w"),
            RuleError::BadFederation(x) => write!(f, "federation {x:?} is not a 3-letter code"),
            RuleError::NoFederation => write!(f, "federation rule without any code"),
            RuleError::EmptyClub => write!(f, "club rule without a club name"),
        }
    }
}

impl std::error::Error for RuleError {}

/// Comparison written in a rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
}

/// Splits a leading comparison operator off `text`.
fn split_op(text: &str) -> Option<(Op, &str)> {
    let table = [("<=", Op::Le), (">=", Op::Ge), ("<", Op::Lt), (">", Op::Gt), ("=", Op::Eq)];
    table.iter().find_map(|(s, op)| text.strip_prefix(s).map(|rest| (*op, rest.trim())))
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, RuleError> {
    digits(text).ok_or_else(|| RuleError::BadNumber(text.to_string()))
}

fn bump<T>(value: Option<T>, text: &str) -> Result<T, RuleError> {
    value.ok_or_else(|| RuleError::BadNumber(text.to_string()))
}

impl Rule {
    /// Reads a rule as a form sends it. Grammar (field names case-insensitive, spaces free), in
    /// English or with the Russian words of the interface (in brackets):
    ///
    /// - `age<N`, `age<=N`, `age>N`, `age>=N` (`возраст`; age at the cut-off date);
    /// - `born>=Y`, `born>Y`, `born<=Y`, `born<Y` (`год`; year of birth);
    /// - `sex=m`, `sex=w` (`пол=м`, `пол=ж`; `f` accepted for `w`);
    /// - `rating<N`, `rating<=N`, `rating>N`, `rating>=N`, `rating=N`, `rating A-B` (`рейтинг`;
    ///   FIDE rating, `fide`/`фиде` are synonyms; `national`/`национальный` for the national
    ///   rating); a trailing `+unrated` (`+без рейтинга`) includes unrated players in a band with
    ///   no minimum;
    /// - `fed=UKR,RUS` (or `federation=`; `федерация=`);
    /// - `club=Kyiv` (`клуб=`).
    pub fn parse(text: &str) -> Result<Rule, RuleError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(RuleError::Empty);
        }
        let end = t.find(|c: char| !c.is_alphabetic()).unwrap_or(t.len());
        let (field, rest) = t.split_at(end);
        let rest = rest.trim();
        match field.to_lowercase().as_str() {
            "age" | "возраст" => parse_age(rest),
            "born" | "год" => parse_born(rest),
            "sex" | "пол" => parse_sex(rest),
            "rating" | "fide" | "рейтинг" | "фиде" => parse_rating(RatingSource::Fide, rest),
            "national" | "национальный" => parse_rating(RatingSource::National, rest),
            "fed" | "federation" | "федерация" => parse_federation(rest),
            "club" | "клуб" => parse_club(rest),
            _ => Err(RuleError::UnknownField(t.to_string())),
        }
    }

    /// Builds a federation rule from codes (3 ASCII letters each, case-insensitive).
    pub fn federations<S: AsRef<str>>(codes: &[S]) -> Result<Rule, RuleError> {
        let mut set = Vec::new();
        for code in codes {
            let c = code.as_ref().trim();
            if c.len() != 3 || !c.bytes().all(|b| b.is_ascii_alphabetic()) {
                return Err(RuleError::BadFederation(c.to_string()));
            }
            set.push(c.to_ascii_uppercase());
        }
        set.sort();
        set.dedup();
        if set.is_empty() {
            return Err(RuleError::NoFederation);
        }
        Ok(Rule::Federation(set))
    }

    /// Builds a club rule; the name is kept as written (trimmed) for display.
    pub fn club(name: &str) -> Result<Rule, RuleError> {
        let n = name.trim();
        if n.is_empty() {
            return Err(RuleError::EmptyClub);
        }
        Ok(Rule::Club(n.to_string()))
    }

    /// Whether `player` meets this rule for an event whose age cut-off date is `cutoff`.
    pub fn matches(&self, player: &EventPlayer, cutoff: Date) -> bool {
        let age = || player.birth_date.map(|b| b.age_at(cutoff));
        let year = || player.birth_date.map(|b| b.year);
        match self {
            Rule::AgeUnder(n) => age().is_some_and(|a| a < i32::from(*n)),
            Rule::AgeAtLeast(n) => age().is_some_and(|a| a >= i32::from(*n)),
            Rule::BornInOrAfter(y) => year().is_some_and(|b| b >= *y),
            Rule::BornInOrBefore(y) => year().is_some_and(|b| b <= *y),
            Rule::Sex(s) => player.sex == Some(*s),
            Rule::Rating(band) => band.contains(player),
            Rule::Federation(set) => set.iter().any(|c| c.eq_ignore_ascii_case(player.federation.trim())),
            Rule::Club(name) => name.to_lowercase() == player.club.trim().to_lowercase(),
        }
    }
}

fn parse_age(rest: &str) -> Result<Rule, RuleError> {
    let (op, n) = split_op(rest).ok_or_else(|| RuleError::BadOperator("age", rest.to_string()))?;
    let v: u8 = number(n)?;
    match op {
        Op::Lt => Ok(Rule::AgeUnder(v)),
        Op::Le => Ok(Rule::AgeUnder(bump(v.checked_add(1), n)?)),
        Op::Gt => Ok(Rule::AgeAtLeast(bump(v.checked_add(1), n)?)),
        Op::Ge => Ok(Rule::AgeAtLeast(v)),
        Op::Eq => Err(RuleError::BadOperator("age", rest.to_string())),
    }
}

fn parse_born(rest: &str) -> Result<Rule, RuleError> {
    let (op, n) = split_op(rest).ok_or_else(|| RuleError::BadOperator("born", rest.to_string()))?;
    let y: u16 = number(n)?;
    match op {
        Op::Ge => Ok(Rule::BornInOrAfter(y)),
        Op::Gt => Ok(Rule::BornInOrAfter(bump(y.checked_add(1), n)?)),
        Op::Le => Ok(Rule::BornInOrBefore(y)),
        Op::Lt => Ok(Rule::BornInOrBefore(bump(y.checked_sub(1), n)?)),
        Op::Eq => Err(RuleError::BadOperator("born", rest.to_string())),
    }
}

fn parse_sex(rest: &str) -> Result<Rule, RuleError> {
    let Some((Op::Eq, value)) = split_op(rest) else {
        return Err(RuleError::BadOperator("sex", rest.to_string()));
    };
    let mut chars = value.chars();
    match (chars.next().and_then(Sex::from_char), chars.next()) {
        (Some(s), None) => Ok(Rule::Sex(s)),
        _ => Err(RuleError::BadSex(value.to_string())),
    }
}

/// The words that include unrated players in a rating band, in English and Russian.
const UNRATED_WORDS: [&str; 2] = ["unrated", "без рейтинга"];

fn parse_rating(source: RatingSource, rest: &str) -> Result<Rule, RuleError> {
    let unrated_at = rest.rfind('+').filter(|&at| {
        let word = rest[at + 1..].trim().to_lowercase();
        UNRATED_WORDS.iter().any(|w| word.split_whitespace().eq(w.split_whitespace()))
    });
    let (body, unrated) = match unrated_at {
        Some(at) => (rest[..at].trim(), true),
        None => (rest, false),
    };
    let (min, max) = match split_op(body) {
        Some((op, n)) => bounds(op, n)?,
        None => {
            let (lo, hi) = body.split_once('-').ok_or_else(|| RuleError::BadOperator("rating", body.to_string()))?;
            (Some(number(lo.trim())?), Some(number(hi.trim())?))
        }
    };
    RatingBand::new(source, min, max, unrated).map(Rule::Rating)
}

/// Bounds of a one-sided rating comparison (inclusive).
fn bounds(op: Op, n: &str) -> Result<(Option<u16>, Option<u16>), RuleError> {
    let v: u16 = number(n)?;
    Ok(match op {
        Op::Lt => (None, Some(v.checked_sub(1).ok_or(RuleError::EmptyBand(0, 0))?)),
        Op::Le => (None, Some(v)),
        Op::Gt => (Some(bump(v.checked_add(1), n)?), None),
        Op::Ge => (Some(v), None),
        Op::Eq => (Some(v), Some(v)),
    })
}

fn parse_federation(rest: &str) -> Result<Rule, RuleError> {
    let Some((Op::Eq, list)) = split_op(rest) else {
        return Err(RuleError::BadOperator("federation", rest.to_string()));
    };
    let codes: Vec<&str> = list.split(',').map(str::trim).filter(|c| !c.is_empty()).collect();
    Rule::federations(&codes)
}

fn parse_club(rest: &str) -> Result<Rule, RuleError> {
    let Some((Op::Eq, name)) = split_op(rest) else {
        return Err(RuleError::BadOperator("club", rest.to_string()));
    };
    Rule::club(name)
}

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

/// A named category: a player belongs to it when he meets **all** its rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Category {
    name: String,
    rules: Vec<Rule>,
}

/// Why a category was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CategoryError {
    /// The name is empty.
    EmptyName,
    /// The category has no rule (it would be the whole field: use place prizes); holds its name.
    NoRule(String),
    /// Rule number `index` (0-based) could not be read.
    Rule(usize, RuleError),
}

impl fmt::Display for CategoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CategoryError::EmptyName => write!(f, "category without a name"),
            CategoryError::NoRule(name) => write!(f, "category {name:?} has no rule"),
            CategoryError::Rule(i, e) => write!(f, "rule {} of the category: {e}", i + 1),
        }
    }
}

impl std::error::Error for CategoryError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CategoryError::Rule(_, e) => Some(e),
            _ => None,
        }
    }
}

impl Category {
    /// Builds a category; refuses an empty name or an empty rule list.
    pub fn new(name: &str, rules: Vec<Rule>) -> Result<Category, CategoryError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(CategoryError::EmptyName);
        }
        if rules.is_empty() {
            return Err(CategoryError::NoRule(name.to_string()));
        }
        Ok(Category { name: name.to_string(), rules })
    }

    /// Builds a category from the rule texts of a form (see [`Rule::parse`]); blank lines are skipped.
    pub fn from_texts<S: AsRef<str>>(name: &str, texts: &[S]) -> Result<Category, CategoryError> {
        let mut rules = Vec::new();
        for (i, text) in texts.iter().enumerate().filter(|(_, t)| !t.as_ref().trim().is_empty()) {
            rules.push(Rule::parse(text.as_ref()).map_err(|e| CategoryError::Rule(i, e))?);
        }
        Category::new(name, rules)
    }

    /// Reads one rule as a form sends it (same as [`Rule::parse`]).
    pub fn parse_rule(text: &str) -> Result<Rule, RuleError> {
        Rule::parse(text)
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The rules (never empty).
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// Whether `player` meets every rule, ages taken on `cutoff`.
    pub fn matches(&self, player: &EventPlayer, cutoff: Date) -> bool {
        self.rules.iter().all(|r| r.matches(player, cutoff))
    }
}

// ---------------------------------------------------------------------------------------------
// Prizes
// ---------------------------------------------------------------------------------------------

/// Who a prize series is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SeriesTarget {
    /// Place prizes: the whole field, by the final ranking.
    Overall,
    /// Category prizes: the players of `PrizeRules::categories[index]`, by their order in the
    /// final ranking.
    Category(usize),
}

/// One list of prizes: 1st, 2nd, ... of the overall ranking or of a category.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrizeSeries {
    /// Whom the series is for.
    pub target: SeriesTarget,
    /// Amounts of the 1st, 2nd, ... prize in the smallest currency unit; must not increase
    /// (a 0 amount is a prize without money, e.g. a trophy).
    pub amounts: Vec<u64>,
}

/// How the money of players tied on points is handled (FIDE C.07 art. 2.1: the tournament
/// regulations say whether tied participants share a place).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Sharing {
    /// Tied players are separated by the tie-breaks: the ranking list's order is final.
    #[default]
    NotShared,
    /// Players tied on points who win prizes of the same series share the sum equally.
    Shared,
    /// Hort system: each keeps half of his own prize, the other halves are shared equally.
    Hort,
}

impl Sharing {
    /// Every way, in the order the prize form offers them.
    pub const ALL: [Sharing; 3] = [Sharing::NotShared, Sharing::Shared, Sharing::Hort];

    /// The code the prize settings store and the prize form sends: empty
    /// (not shared), `shared` or `hort`.
    pub fn code(self) -> &'static str {
        match self {
            Sharing::NotShared => "",
            Sharing::Shared => "shared",
            Sharing::Hort => "hort",
        }
    }

    /// The way a code names, none if it is not one.
    pub fn from_code(code: &str) -> Option<Sharing> {
        Sharing::ALL.into_iter().find(|s| s.code() == code)
    }
}

/// The prize rules of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrizeRules {
    /// The categories the series refer to.
    pub categories: Vec<Category>,
    /// Date on which ages are taken (FIDE youth events: 1 January of the year of the event).
    pub cutoff: Date,
    /// The prize series. Their order is the organiser's **order of choice**: between prizes of
    /// equal value, the one of the earlier series is given first.
    pub series: Vec<PrizeSeries>,
    /// Handling of players tied on points.
    pub sharing: Sharing,
}

/// One line of the final ranking, in ranking order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RankingLine {
    /// The player's pairing number ([`EventPlayer::start_no`]).
    pub player: u32,
    /// Rank by points then tie-breaks; players still tied after all tie-breaks share a rank
    /// (they are then taken in list order, e.g. after drawing of lots, C.07 art. 4.2).
    pub rank: u32,
    /// Points in any fixed integer unit (e.g. half points); only equality and order matter.
    pub points: u32,
}

/// A prize: place `place` (1-based) of series `series` (index into [`PrizeRules::series`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PrizeRef {
    /// Index of the series.
    pub series: usize,
    /// 1 for the 1st prize of the series, 2 for the 2nd, ...
    pub place: u32,
}

/// The outcome of one prize.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrizeAward {
    /// Which prize.
    pub prize: PrizeRef,
    /// Its announced amount.
    pub amount: u64,
    /// The player it goes to in tie-break order (`None`: nobody eligible is left).
    pub winner: Option<u32>,
    /// When its money is pooled: index into [`Allocation::groups`].
    pub group: Option<usize>,
}

/// A member of a sharing group and what he is paid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareMember {
    /// The player.
    pub player: u32,
    /// The prize he holds in tie-break order (`None`: tied on points below the prize places).
    pub prize: Option<PrizeRef>,
    /// Part of his own prize he keeps (Hort: half, rounded down; Shared: 0).
    pub kept: u64,
    /// His share of the pot: the equal share, plus one unit for each of the first
    /// [`ShareGroup::remainder`] members in ranking order.
    pub share: u64,
}

/// Players tied on points whose prizes of one series are pooled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareGroup {
    /// The series whose prizes are pooled.
    pub series: usize,
    /// The points they are tied on.
    pub points: u32,
    /// The places of the series the group covers, first and last (1-based): the members hold
    /// places `first..=last` between them, those without a prize the places below the prizes.
    pub places: (u32, u32),
    /// The members, in ranking order.
    pub members: Vec<ShareMember>,
    /// The sum of the prizes the members hold (what the group is paid in all).
    pub total: u64,
    /// The pooled money (Shared: the whole prizes; Hort: the halves not kept).
    pub pot: u64,
    /// `pot % members`: the units that do not split equally; the first `remainder` members in
    /// ranking order receive one unit each more than the others.
    pub remainder: u64,
}

/// What one player receives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerAward {
    /// The player.
    pub player: u32,
    /// The prize he holds in tie-break order (`None` for a tied player who only shares a pot).
    pub prize: Option<PrizeRef>,
    /// The amount paid to him.
    pub amount: u64,
    /// His sharing group, if any (index into [`Allocation::groups`]).
    pub group: Option<usize>,
}

/// The result of [`allocate`], as data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Allocation {
    /// Every prize, in the order they were given (value descending, then order of choice).
    pub prizes: Vec<PrizeAward>,
    /// Every player who receives a prize or a share, in ranking order.
    pub players: Vec<PlayerAward>,
    /// The sharing groups of two or more players (always empty with [`Sharing::NotShared`]).
    pub groups: Vec<ShareGroup>,
}

/// Why prizes could not be allocated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrizeError {
    /// Series `series` refers to a category that does not exist.
    UnknownCategory {
        /// Index of the series.
        series: usize,
        /// The category index it names.
        category: usize,
    },
    /// In series `series`, prize `place` is worth more than the prize before it.
    RisingAmounts {
        /// Index of the series.
        series: usize,
        /// 1-based place of the prize worth more than the one before.
        place: u32,
    },
    /// The total of all prizes does not fit in 64 bits.
    TotalTooLarge,
    /// A player appears twice in the ranking.
    DuplicatePlayer(u32),
    /// A ranked player has no [`EventPlayer`] record while category prizes need one.
    UnknownPlayer(u32),
    /// Ranking line `index` (0-based) has a better rank or more points than the line above.
    RankingOrder(usize),
    /// Ranking line `index` shares the rank of the line above but not its points.
    TiedRankDifferentPoints(usize),
}

impl fmt::Display for PrizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrizeError::UnknownCategory { series, category } => {
                write!(f, "prize list {} refers to unknown category {}", series + 1, category + 1)
            }
            PrizeError::RisingAmounts { series, place } => {
                write!(f, "prize list {}: prize {place} is worth more than prize {}", series + 1, place - 1)
            }
            PrizeError::TotalTooLarge => write!(f, "the prize fund is too large"),
            PrizeError::DuplicatePlayer(id) => write!(f, "player {id} is ranked twice"),
            PrizeError::UnknownPlayer(id) => write!(f, "player {id} is ranked but unknown"),
            PrizeError::RankingOrder(i) => write!(f, "ranking line {} is out of order", i + 1),
            PrizeError::TiedRankDifferentPoints(i) => {
                write!(f, "ranking line {} shares a rank but not the points of the line above", i + 1)
            }
        }
    }
}

impl std::error::Error for PrizeError {}

/// Gives the prizes of `event` from the final `ranking` (best first); `players` gives the data the
/// categories need (only required for players ranked when a category series exists).
///
/// Algorithm (deterministic; no step depends on hash order):
///
/// 1. **Prize order.** All prizes of all series are sorted by amount, highest first; equal amounts
///    by the order of choice (series index), then by place. Within a series amounts never rise, so
///    its prizes come in place order.
/// 2. **Tie-break allocation (one prize per player).** Each prize in that order goes to the
///    best-ranked player who is eligible for its series and holds no prize yet. A player thus gets
///    the first, i.e. most valuable (then most preferred), prize he is best placed for; a prize he
///    would also deserve but is worth less "goes down" to the next eligible player. The winners of
///    a series come out in ranking order: when place k is given, every eligible player ranked above
///    the winner of place k-1 already holds a prize.
/// 3. **Sharing** ([`Sharing::Shared`], [`Sharing::Hort`]): the holders of prizes of one series
///    with equal points form a group. A player with **no** prize who is tied on points with such a
///    group and eligible for its series joins it (he occupies a place of the series below the prize
///    places, worth 0); if several groups fit, the one paying him the larger share, then the
///    earlier series. Players holding a prize of another series keep it and do not join. For each
///    group of two or more: Shared pools the whole prizes; Hort lets each member keep half of his
///    own prize (rounded down) and pools the rest. The pot is split equally to the unit; the
///    `pot % members` units left over go one each to the first members in ranking order, so
///    the amounts paid add up exactly to the prizes given out. Who holds which prize is decided by step
///    2 and 4: sharing only moves money inside a group.
/// 4. **The higher prize, after sharing.** A tied player whose pay (his share, with Hort what he
///    keeps) is less than a prize of another series he is eligible for, which went to a
///    lower-ranked player or to nobody, may take that prize instead: steps 2-3 are done again
///    without the series he held a prize of, and the change is kept when it raises his pay. The
///    best-ranked such player first, one at a time; no (player, series) pair is tried twice, so
///    this ends.
pub fn allocate(
    event: &PrizeRules,
    ranking: &[RankingLine],
    players: &[EventPlayer],
) -> Result<Allocation, PrizeError> {
    check_series(event)?;
    check_ranking(ranking)?;
    let eligible = eligibility(event, ranking, players)?;
    let order = prize_order(&event.series);
    // Steps 2-3 with the series each player may still take a prize of.
    let settle_with = |allowed: &[Vec<bool>]| {
        let (winners, held) = award(&order, allowed);
        let groups = match event.sharing {
            Sharing::NotShared => Vec::new(),
            Sharing::Shared | Sharing::Hort => share(event, ranking, &eligible, &held),
        };
        Outcome { winners, held, groups }
    };
    // Step 4: a tied player gives up a series when that raises his pay.
    let mut allowed = eligible.clone();
    let mut current = settle_with(&allowed);
    let mut refused: HashSet<(usize, usize)> = HashSet::new();
    while let Some((pos, series)) = prefers_elsewhere(ranking, &order, &current, &allowed, &refused) {
        let mut trial = allowed.clone();
        trial[series][pos] = false;
        let next = settle_with(&trial);
        if next.pay(event, ranking, pos) > current.pay(event, ranking, pos) {
            (allowed, current) = (trial, next);
        } else {
            refused.insert((pos, series));
        }
    }
    Ok(build(event, ranking, &order, &current.winners, &current.held, current.groups))
}

/// The prizes given (steps 2-3): winners per prize of the order, prize held per position, groups.
struct Outcome {
    winners: Vec<Option<usize>>,
    held: Vec<Option<PrizeRef>>,
    groups: Vec<ShareGroup>,
}

impl Outcome {
    /// What the player at ranking position `pos` is paid.
    fn pay(&self, event: &PrizeRules, ranking: &[RankingLine], pos: usize) -> u64 {
        let member = self.groups.iter().flat_map(|g| &g.members).find(|m| m.player == ranking[pos].player);
        member.map_or_else(|| amount_of(event, self.held[pos]), |m| m.kept + m.share)
    }
}

/// Step 4: the best-ranked tied player whose pay is less than a prize of another series he is
/// eligible for and that goes to a lower-ranked player or to nobody, with the series of the prize
/// he holds (a pair not tried before). Each answer removes one allowed (player, series) pair or
/// is refused for good, so the loop of [`allocate`] ends.
fn prefers_elsewhere(
    ranking: &[RankingLine],
    order: &[(PrizeRef, u64)],
    current: &Outcome,
    allowed: &[Vec<bool>],
    refused: &HashSet<(usize, usize)>,
) -> Option<(usize, usize)> {
    let position: HashMap<u32, usize> = ranking.iter().enumerate().map(|(i, l)| (l.player, i)).collect();
    let members = current.groups.iter().flat_map(|g| &g.members);
    members
        .filter_map(|m| {
            let held = m.prize?;
            let pos = *position.get(&m.player)?;
            let pay = m.kept + m.share;
            let better = order.iter().zip(&current.winners).any(|((q, amount), w)| {
                q.series != held.series && *amount > pay && allowed[q.series][pos] && w.is_none_or(|w| w > pos)
            });
            (better && !refused.contains(&(pos, held.series))).then_some((pos, held.series))
        })
        .min()
}

fn check_series(event: &PrizeRules) -> Result<(), PrizeError> {
    let mut total: u64 = 0;
    for (s, series) in event.series.iter().enumerate() {
        if let SeriesTarget::Category(c) = series.target
            && c >= event.categories.len()
        {
            return Err(PrizeError::UnknownCategory { series: s, category: c });
        }
        for (k, pair) in series.amounts.windows(2).enumerate() {
            if pair[1] > pair[0] {
                return Err(PrizeError::RisingAmounts { series: s, place: place_number(k + 1) });
            }
        }
        for a in &series.amounts {
            total = total.checked_add(*a).ok_or(PrizeError::TotalTooLarge)?;
        }
    }
    Ok(())
}

/// 1-based place number of the prize at 0-based index `k`.
fn place_number(k: usize) -> u32 {
    u32::try_from(k).unwrap_or(u32::MAX - 1).saturating_add(1)
}

fn check_ranking(ranking: &[RankingLine]) -> Result<(), PrizeError> {
    let mut seen = HashSet::new();
    for (i, line) in ranking.iter().enumerate() {
        if !seen.insert(line.player) {
            return Err(PrizeError::DuplicatePlayer(line.player));
        }
        let Some(prev) = i.checked_sub(1).and_then(|j| ranking.get(j)) else { continue };
        if line.rank < prev.rank || line.points > prev.points {
            return Err(PrizeError::RankingOrder(i));
        }
        if line.rank == prev.rank && line.points != prev.points {
            return Err(PrizeError::TiedRankDifferentPoints(i));
        }
    }
    Ok(())
}

/// `eligible[series][position in ranking]`.
fn eligibility(
    event: &PrizeRules,
    ranking: &[RankingLine],
    players: &[EventPlayer],
) -> Result<Vec<Vec<bool>>, PrizeError> {
    let by_id: HashMap<u32, &EventPlayer> = players.iter().map(|p| (p.start_no.get(), p)).collect();
    let mut table = Vec::with_capacity(event.series.len());
    for (s, series) in event.series.iter().enumerate() {
        let row = match series.target {
            SeriesTarget::Overall => vec![true; ranking.len()],
            SeriesTarget::Category(c) => {
                let cat = event.categories.get(c).ok_or(PrizeError::UnknownCategory { series: s, category: c })?;
                let mut row = Vec::with_capacity(ranking.len());
                for line in ranking {
                    let p = by_id.get(&line.player).ok_or(PrizeError::UnknownPlayer(line.player))?;
                    row.push(cat.matches(p, event.cutoff));
                }
                row
            }
        };
        table.push(row);
    }
    Ok(table)
}

/// Step 1: every prize with its amount, most valuable first, then order of choice, then place.
fn prize_order(series: &[PrizeSeries]) -> Vec<(PrizeRef, u64)> {
    let mut all: Vec<(PrizeRef, u64)> = series
        .iter()
        .enumerate()
        .flat_map(|(s, ps)| {
            ps.amounts.iter().enumerate().map(move |(k, a)| (PrizeRef { series: s, place: place_number(k) }, *a))
        })
        .collect();
    all.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    all
}

/// Step 2: winners (ranking positions) per prize of `order`, and the prize held per position.
fn award(order: &[(PrizeRef, u64)], eligible: &[Vec<bool>]) -> (Vec<Option<usize>>, Vec<Option<PrizeRef>>) {
    let n = eligible.first().map_or(0, Vec::len);
    let mut held: Vec<Option<PrizeRef>> = vec![None; n];
    let mut winners = Vec::with_capacity(order.len());
    for (prize, _) in order {
        let row = eligible.get(prize.series);
        let pos = (0..n).find(|&i| held[i].is_none() && row.is_some_and(|r| r[i]));
        if let Some(i) = pos {
            held[i] = Some(*prize);
        }
        winners.push(pos);
    }
    (winners, held)
}

fn amount_of(event: &PrizeRules, prize: Option<PrizeRef>) -> u64 {
    let Some(p) = prize else { return 0 };
    let index = usize::try_from(p.place).ok().and_then(|k| k.checked_sub(1));
    event.series.get(p.series).and_then(|s| index.and_then(|k| s.amounts.get(k))).copied().unwrap_or(0)
}

/// A group being formed: series, points, ranking positions, pot of the nominal prizes.
struct Forming {
    series: usize,
    points: u32,
    members: Vec<usize>,
    nominal: u64,
}

/// Step 3: the sharing groups of two or more players.
fn share(
    event: &PrizeRules,
    ranking: &[RankingLine],
    eligible: &[Vec<bool>],
    held: &[Option<PrizeRef>],
) -> Vec<ShareGroup> {
    let mut forming: Vec<Forming> = Vec::new();
    for (pos, prize) in held.iter().enumerate() {
        let Some(p) = prize else { continue };
        let points = ranking[pos].points;
        let amount = amount_of(event, Some(*p));
        match forming.iter_mut().find(|g| g.series == p.series && g.points == points) {
            Some(g) => {
                g.members.push(pos);
                g.nominal += amount;
            }
            None => forming.push(Forming { series: p.series, points, members: vec![pos], nominal: amount }),
        }
    }
    for pos in (0..held.len()).filter(|&i| held[i].is_none()) {
        let fits = |g: &&mut Forming| g.points == ranking[pos].points && eligible[g.series][pos];
        let best = forming
            .iter_mut()
            .filter(fits)
            .max_by_key(|g| (g.nominal / (g.members.len() as u64 + 1), std::cmp::Reverse(g.series)));
        if let Some(g) = best {
            g.members.push(pos);
        }
    }
    forming.into_iter().filter(|g| g.members.len() >= 2).map(|g| settle(event, ranking, held, g)).collect()
}

/// Pays one group: Shared pools whole prizes, Hort pools the halves not kept. The pot is split
/// equally; the units left over go one each to the first members in ranking order.
fn settle(event: &PrizeRules, ranking: &[RankingLine], held: &[Option<PrizeRef>], mut g: Forming) -> ShareGroup {
    g.members.sort_unstable();
    let hort = event.sharing == Sharing::Hort;
    let kept: Vec<u64> = g.members.iter().map(|&m| if hort { amount_of(event, held[m]) / 2 } else { 0 }).collect();
    let pot = g.nominal - kept.iter().sum::<u64>();
    let n = g.members.len() as u64;
    let remainder = pot % n;
    let first = g.members.iter().filter_map(|&m| held[m].map(|p| p.place)).min().unwrap_or(1);
    let last = first.saturating_add(u32::try_from(g.members.len()).unwrap_or(u32::MAX)).saturating_sub(1);
    let members = g
        .members
        .iter()
        .zip(kept)
        .zip(0..)
        .map(|((&m, kept), k): ((&usize, u64), u64)| ShareMember {
            player: ranking[m].player,
            prize: held[m],
            kept,
            share: pot / n + u64::from(k < remainder),
        })
        .collect();
    ShareGroup { series: g.series, points: g.points, places: (first, last), members, total: g.nominal, pot, remainder }
}

fn build(
    event: &PrizeRules,
    ranking: &[RankingLine],
    order: &[(PrizeRef, u64)],
    winners: &[Option<usize>],
    held: &[Option<PrizeRef>],
    groups: Vec<ShareGroup>,
) -> Allocation {
    let mut in_group: HashMap<u32, (usize, u64)> = HashMap::new();
    for (gi, g) in groups.iter().enumerate() {
        for m in &g.members {
            in_group.insert(m.player, (gi, m.kept + m.share));
        }
    }
    let prizes = order
        .iter()
        .zip(winners)
        .map(|((prize, amount), w)| {
            let winner = w.map(|pos| ranking[pos].player);
            let group = winner.and_then(|id| in_group.get(&id)).map(|(gi, _)| *gi);
            PrizeAward { prize: *prize, amount: *amount, winner, group }
        })
        .collect();
    let players = ranking
        .iter()
        .zip(held)
        .filter_map(|(line, prize)| {
            let (group, amount) = match in_group.get(&line.player) {
                Some((gi, paid)) => (Some(*gi), *paid),
                None => (None, amount_of(event, *prize)),
            };
            (prize.is_some() || group.is_some()).then_some(PlayerAward {
                player: line.player,
                prize: *prize,
                amount,
                group,
            })
        })
        .collect();
    Allocation { prizes, players, groups }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{BirthDate, PairingNumber};

    fn date(text: &str) -> Date {
        parse_date(text).expect("test date")
    }

    /// A birth date written `YYYY-MM-DD` or `YYYY`.
    fn birth(text: &str) -> BirthDate {
        text.replace('-', "/").parse().expect("test birth")
    }

    fn person(id: u32, born: Option<&str>) -> EventPlayer {
        EventPlayer {
            birth_date: born.map(birth),
            sex: Some(Sex::Male),
            federation: "UKR".to_string(),
            ..EventPlayer::new(PairingNumber::new(id))
        }
    }

    fn rated(id: u32, fide: Option<u16>, national: Option<u16>) -> EventPlayer {
        let rating = |r: Option<u16>| r.map_or(0, u32::from);
        EventPlayer { rating: rating(fide), national_rating: rating(national), ..person(id, None) }
    }

    fn line(player: u32, rank: u32, points: u32) -> RankingLine {
        RankingLine { player, rank, points }
    }

    fn u16_category() -> Category {
        Category::from_texts("U16", &["age<16"]).expect("U16")
    }

    fn event(series: Vec<PrizeSeries>, sharing: Sharing) -> PrizeRules {
        PrizeRules { categories: vec![u16_category()], cutoff: date("2026-01-01"), series, sharing }
    }

    fn overall(amounts: &[u64]) -> PrizeSeries {
        PrizeSeries { target: SeriesTarget::Overall, amounts: amounts.to_vec() }
    }

    fn juniors(amounts: &[u64]) -> PrizeSeries {
        PrizeSeries { target: SeriesTarget::Category(0), amounts: amounts.to_vec() }
    }

    /// Amount paid per player id, in ranking order.
    fn paid(a: &Allocation) -> Vec<(u32, u64)> {
        a.players.iter().map(|p| (p.player, p.amount)).collect()
    }

    fn prize_of(a: &Allocation, id: u32) -> Option<PrizeRef> {
        a.players.iter().find(|p| p.player == id).and_then(|p| p.prize)
    }

    fn r(series: usize, place: u32) -> PrizeRef {
        PrizeRef { series, place }
    }

    // ----- dates and ages -------------------------------------------------------------------

    #[test]
    fn dates_are_validated() {
        assert_eq!(parse_date("2026-02-30"), Err(DateError::Format("2026-02-30".to_string())));
        assert_eq!(parse_date("2025-02-29"), Err(DateError::Format("2025-02-29".to_string())));
        assert!(parse_date("2024-02-29").is_ok());
        assert_eq!(parse_date("2026-2-3"), Err(DateError::Format("2026-2-3".to_string())));
    }

    #[test]
    fn age_with_a_cutoff_date_counts_the_birthday_on_the_cutoff_day() {
        let cutoff = date("2026-01-01");
        let u16 = u16_category();
        // Born 2010-01-01: 16th birthday is the cut-off day itself -> 16, not under 16.
        assert_eq!(birth("2010-01-01").age_at(cutoff), 16);
        assert!(!u16.matches(&person(1, Some("2010-01-01")), cutoff));
        // Born a day later: 2026 - 2010 - 1 (birthday not yet reached) = 15 -> under 16.
        assert!(u16.matches(&person(2, Some("2010-01-02")), cutoff));
        // Without any birth data no age rule is met.
        assert!(!u16.matches(&person(3, None), cutoff));
        let seniors = Category::from_texts("S60", &["age>=60"]).expect("S60");
        assert!(seniors.matches(&person(4, Some("1966-01-01")), cutoff)); // 2026-1966 = 60
        assert!(!seniors.matches(&person(5, Some("1966-01-02")), cutoff)); // 59 on the cut-off
    }

    #[test]
    fn age_from_a_year_alone_is_cutoff_year_minus_birth_year() {
        let cutoff = date("2026-07-15");
        let u16 = u16_category();
        assert!(!u16.matches(&person(1, Some("2010")), cutoff)); // 2026-2010 = 16
        assert!(u16.matches(&person(2, Some("2011")), cutoff)); // 15
        // The FIDE eligibility-list form "born 2010 or later" takes the whole year 2010.
        let born = Category::from_texts("U16 (FIDE list)", &["born>=2010"]).expect("born");
        assert!(born.matches(&person(3, Some("2010")), cutoff));
        assert!(born.matches(&person(4, Some("2010-01-01")), cutoff));
        assert!(!born.matches(&person(5, Some("2009-12-31")), cutoff));
    }

    #[test]
    fn leap_day_birthday_is_reached_on_first_of_march_in_common_years() {
        let b = birth("2008-02-29");
        assert_eq!(b.age_at(date("2026-02-28")), 17);
        assert_eq!(b.age_at(date("2026-03-01")), 18);
    }

    // ----- rules --------------------------------------------------------------------------------

    #[test]
    fn rating_bands_and_unrated_players() {
        let cutoff = date("2026-01-01");
        let below = Category::parse_rule("rating<1600").expect("rule");
        let below_open = Category::parse_rule("rating<1600 +unrated").expect("rule");
        let band = Category::parse_rule("rating 1600-1799").expect("rule");
        let national = Category::parse_rule("national>=1800").expect("rule");
        let unrated = rated(1, None, None);
        assert!(below.matches(&rated(2, Some(1599), None), cutoff));
        assert!(!below.matches(&rated(3, Some(1600), None), cutoff));
        assert!(!below.matches(&unrated, cutoff)); // unrated: in a max-only band only on request
        assert!(below_open.matches(&unrated, cutoff));
        assert!(band.matches(&rated(4, Some(1600), None), cutoff));
        assert!(band.matches(&rated(5, Some(1799), None), cutoff));
        assert!(!band.matches(&rated(6, Some(1800), None), cutoff));
        assert!(!band.matches(&unrated, cutoff)); // unrated is below any minimum
        assert!(national.matches(&rated(7, None, Some(1800)), cutoff)); // FIDE rating irrelevant
        assert!(!national.matches(&rated(8, Some(2000), None), cutoff));
        assert_eq!(Rule::parse("rating 1600-1799 +unrated"), Err(RuleError::UnratedWithMinimum));
    }

    #[test]
    fn rules_are_parsed_from_form_text() {
        assert_eq!(Rule::parse("age<16"), Ok(Rule::AgeUnder(16)));
        assert_eq!(Rule::parse(" Age <= 15 "), Ok(Rule::AgeUnder(16)));
        assert_eq!(Rule::parse("age>59"), Ok(Rule::AgeAtLeast(60)));
        assert_eq!(Rule::parse("born<2000"), Ok(Rule::BornInOrBefore(1999)));
        assert_eq!(Rule::parse("sex=W"), Ok(Rule::Sex(Sex::Female)));
        assert_eq!(Rule::parse("sex=f"), Ok(Rule::Sex(Sex::Female)));
        assert_eq!(Rule::parse("fed=ukr, RUS,UKR"), Ok(Rule::Federation(vec!["RUS".into(), "UKR".into()])));
        let expected = RatingBand::new(RatingSource::Fide, None, Some(1599), false).map(Rule::Rating);
        assert_eq!(Rule::parse("fide<1600"), expected);
    }

    #[test]
    fn rules_are_read_with_the_russian_words_too() {
        assert_eq!(Rule::parse("возраст<16"), Ok(Rule::AgeUnder(16)));
        assert_eq!(Rule::parse(" Возраст >= 65 "), Ok(Rule::AgeAtLeast(65)));
        assert_eq!(Rule::parse("год>=2010"), Ok(Rule::BornInOrAfter(2010)));
        assert_eq!(Rule::parse("пол=ж"), Ok(Rule::Sex(Sex::Female)));
        assert_eq!(Rule::parse("пол=М"), Ok(Rule::Sex(Sex::Male)));
        assert_eq!(Rule::parse("федерация=rus,ukr"), Ok(Rule::Federation(vec!["RUS".into(), "UKR".into()])));
        assert_eq!(Rule::parse("клуб=Спартак"), Ok(Rule::Club("Спартак".into())));
        let band = RatingBand::new(RatingSource::Fide, Some(1600), Some(1799), false).map(Rule::Rating);
        assert_eq!(Rule::parse("рейтинг 1600-1799"), band);
        let open = RatingBand::new(RatingSource::National, None, Some(1599), true).map(Rule::Rating);
        assert_eq!(Rule::parse("национальный<1600 +без рейтинга"), open);
        assert_eq!(Rule::parse("национальный<1600 + Без  Рейтинга"), open);
        let fide_open = RatingBand::new(RatingSource::Fide, None, Some(1599), true).map(Rule::Rating);
        assert_eq!(Rule::parse("rating<1600 +UNRATED"), fide_open);
        assert_eq!(Rule::parse("рост<2"), Err(RuleError::UnknownField("рост<2".into())));
        assert_eq!(Rule::parse("пол=x"), Err(RuleError::BadSex("x".into())));
        assert_eq!(Rule::parse("рейтинг<1600 +всех"), Err(RuleError::BadNumber("1600 +всех".into())));
    }

    #[test]
    fn rule_parsing_errors_are_typed() {
        assert_eq!(Rule::parse("  "), Err(RuleError::Empty));
        assert_eq!(Rule::parse("height<2"), Err(RuleError::UnknownField("height<2".into())));
        assert_eq!(Rule::parse("age=16"), Err(RuleError::BadOperator("age", "=16".into())));
        assert_eq!(Rule::parse("age 16"), Err(RuleError::BadOperator("age", "16".into())));
        assert_eq!(Rule::parse("age<abc"), Err(RuleError::BadNumber("abc".into())));
        assert_eq!(Rule::parse("age<300"), Err(RuleError::BadNumber("300".into()))); // above u8
        assert_eq!(Rule::parse("age<-1"), Err(RuleError::BadNumber("-1".into())));
        assert_eq!(Rule::parse("sex=x"), Err(RuleError::BadSex("x".into())));
        assert_eq!(Rule::parse("sex=mw"), Err(RuleError::BadSex("mw".into())));
        assert_eq!(Rule::parse("rating 1800-1600"), Err(RuleError::EmptyBand(1800, 1600)));
        assert_eq!(Rule::parse("rating<0"), Err(RuleError::EmptyBand(0, 0)));
        assert_eq!(Rule::parse("rating"), Err(RuleError::BadOperator("rating", String::new())));
        assert_eq!(Rule::parse("fed=UK"), Err(RuleError::BadFederation("UK".into())));
        assert_eq!(Rule::parse("fed="), Err(RuleError::NoFederation));
        assert_eq!(Rule::parse("club= "), Err(RuleError::EmptyClub));
        assert_eq!(RatingBand::new(RatingSource::Fide, None, None, false), Err(RuleError::NoBound));
    }

    #[test]
    fn category_without_rule_is_refused() {
        assert_eq!(Category::new("Open", vec![]), Err(CategoryError::NoRule("Open".into())));
        assert_eq!(Category::from_texts("Open", &["", "  "]), Err(CategoryError::NoRule("Open".into())));
        assert_eq!(Category::new(" ", vec![Rule::AgeUnder(10)]), Err(CategoryError::EmptyName));
        assert_eq!(
            Category::from_texts("Women U18", &["sex=w", "age<<18"]),
            Err(CategoryError::Rule(1, RuleError::BadNumber("<18".into())))
        );
    }

    #[test]
    fn all_rules_of_a_category_must_be_met_and_club_ignores_case() {
        let cat = Category::from_texts("Kyiv women", &["sex=w", "club=Kyiv", "fed=UKR"]).expect("cat");
        let cutoff = date("2026-01-01");
        let mut p = EventPlayer { sex: Some(Sex::Female), club: " KYIV ".into(), ..person(1, None) };
        assert!(cat.matches(&p, cutoff));
        p.federation = "rus".into();
        assert!(!cat.matches(&p, cutoff));
        p.federation = "ukr".into();
        p.club = "Kyiv-2".into();
        assert!(!cat.matches(&p, cutoff));
    }

    // ----- prizes -------------------------------------------------------------------------------

    /// Ranking for the "goes down" tests: 1 (U16), 2, 3 (U16), 4, 5 (U16), 6 (U16); one point apart.
    fn junior_field() -> (Vec<RankingLine>, Vec<EventPlayer>) {
        let ranking = (1..=6).map(|i| line(i, i, 20 - 2 * i)).collect();
        let births = ["2012-05-01", "1990-01-01", "2011-03-03", "1985-06-06", "2013-01-01", "2014-01-01"];
        let players = births.iter().zip(1..).map(|(b, id)| person(id, Some(b))).collect();
        (ranking, players)
    }

    #[test]
    fn category_winner_with_a_place_prize_lets_the_category_prize_go_down() {
        // Order: 1st 1000, 2nd 500, U16-1 400, 3rd 300, U16-2 200.
        // 1st -> P1 (also best U16, keeps 1000); 2nd -> P2; U16-1 -> best U16 left = P3;
        // 3rd -> P4; U16-2 -> P5. P6 gets nothing.
        let e = event(vec![overall(&[1000, 500, 300]), juniors(&[400, 200])], Sharing::NotShared);
        let (ranking, players) = junior_field();
        let a = allocate(&e, &ranking, &players).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 1000), (2, 500), (3, 400), (4, 300), (5, 200)]);
        assert_eq!(prize_of(&a, 1), Some(r(0, 1)));
        assert_eq!(prize_of(&a, 3), Some(r(1, 1)));
        let order: Vec<(PrizeRef, Option<u32>)> = a.prizes.iter().map(|p| (p.prize, p.winner)).collect();
        let expected =
            vec![(r(0, 1), Some(1)), (r(0, 2), Some(2)), (r(1, 1), Some(3)), (r(0, 3), Some(4)), (r(1, 2), Some(5))];
        assert_eq!(order, expected);
        assert!(a.groups.is_empty());
    }

    #[test]
    fn a_more_valuable_category_prize_beats_a_lower_place_prize() {
        // 1st 1000 -> P1; U16-1 500 -> P3 (best U16 left) although P3 is 3rd on the table;
        // 2nd 300 -> P2; 3rd 100 -> P4 (P3 already holds the better U16 prize).
        let e = event(vec![overall(&[1000, 300, 100]), juniors(&[500])], Sharing::NotShared);
        let (ranking, players) = junior_field();
        let a = allocate(&e, &ranking, &players).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 1000), (2, 300), (3, 500), (4, 100)]);
    }

    #[test]
    fn equal_values_follow_the_order_of_choice() {
        let (ranking, players) = junior_field();
        // Place prizes chosen first: 2nd (300) -> P2, 3rd (300) -> P3, U16-1 (300) -> P5.
        let place_first = event(vec![overall(&[1000, 300, 300]), juniors(&[300])], Sharing::NotShared);
        let a = allocate(&place_first, &ranking, &players).expect("allocation");
        assert_eq!(prize_of(&a, 3), Some(r(0, 3)));
        assert_eq!(prize_of(&a, 5), Some(r(1, 1)));
        // Category first: U16-1 -> P3, then 2nd -> P2, 3rd -> P4.
        let category_first = event(vec![juniors(&[300]), overall(&[1000, 300, 300])], Sharing::NotShared);
        let a = allocate(&category_first, &ranking, &players).expect("allocation");
        assert_eq!(prize_of(&a, 3), Some(r(0, 1)));
        assert_eq!(prize_of(&a, 4), Some(r(1, 3)));
        assert_eq!(prize_of(&a, 5), None);
    }

    /// A 16 half points; B, C 14; D 12; E, F, G 10. Prizes 1000, 601, 401, 200, 100.
    fn tied_field() -> Vec<RankingLine> {
        vec![
            line(1, 1, 16),
            line(2, 2, 14),
            line(3, 3, 14),
            line(4, 4, 12),
            line(5, 5, 10),
            line(6, 6, 10),
            line(7, 7, 10),
        ]
    }

    fn tied_event(sharing: Sharing) -> PrizeRules {
        event(vec![overall(&[1000, 601, 401, 200, 100])], sharing)
    }

    #[test]
    fn tied_players_not_shared_follow_the_tie_breaks() {
        let a = allocate(&tied_event(Sharing::NotShared), &tied_field(), &[]).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 1000), (2, 601), (3, 401), (4, 200), (5, 100)]);
        assert!(a.groups.is_empty());
    }

    #[test]
    fn tied_players_shared_split_the_sum_of_their_places() {
        let a = allocate(&tied_event(Sharing::Shared), &tied_field(), &[]).expect("allocation");
        // B, C: (601 + 401) / 2 = 1002 / 2 = 501 each, remainder 0.
        // E, F, G tied for 5th-7th: only 5th has a prize: 100 / 3 = 33 each, remainder 1, which
        // goes to E, the first of them in tie-break order.
        assert_eq!(paid(&a), vec![(1, 1000), (2, 501), (3, 501), (4, 200), (5, 34), (6, 33), (7, 33)]);
        assert_eq!(a.groups[1].places, (5, 7));
        assert_eq!(a.groups.len(), 2);
        assert_eq!((a.groups[0].pot, a.groups[0].remainder), (1002, 0));
        assert_eq!((a.groups[1].pot, a.groups[1].remainder), (100, 1));
        assert_eq!(a.groups[1].members[1].prize, None); // F only shares, holds no prize
        assert_eq!(a.prizes[1].group, Some(0)); // 2nd prize (601) is pooled in group 0
        assert_eq!(a.prizes[0].group, None);
    }

    #[test]
    fn hort_keeps_half_and_pools_the_other_half() {
        let a = allocate(&tied_event(Sharing::Hort), &tied_field(), &[]).expect("allocation");
        // B: keeps 601/2 = 300, C keeps 401/2 = 200; pot = 301 + 201 = 502 -> 251 each:
        // B 300 + 251 = 551, C 200 + 251 = 451 (total 1002 = 601 + 401).
        // E keeps 100/2 = 50; pot 50 shared by E, F, G: 16 each, remainder 2 to E and F:
        // E 50 + 17 = 67, F 17, G 16.
        // A and D are tied with nobody and keep 100%.
        assert_eq!(paid(&a), vec![(1, 1000), (2, 551), (3, 451), (4, 200), (5, 67), (6, 17), (7, 16)]);
        let g = &a.groups[0];
        assert_eq!((g.members[0].kept, g.members[0].share, g.pot, g.remainder), (300, 251, 502, 0));
        assert_eq!((a.groups[1].pot, a.groups[1].remainder), (50, 2));
    }

    #[test]
    fn category_prizes_are_shared_within_the_category() {
        // 1st 1000 -> P1 (10 points); U16 300 -> P2, U16 100 -> P3, both on 8 points.
        // Shared: (300 + 100) / 2 = 200 each; P4 (U16, 6 points) is not tied and gets nothing.
        let ranking = vec![line(1, 1, 20), line(2, 2, 16), line(3, 3, 16), line(4, 4, 12)];
        let births = ["1990-01-01", "2012-01-01", "2012-02-02", "2012-03-03"];
        let players: Vec<EventPlayer> = births.iter().zip(1..).map(|(b, id)| person(id, Some(b))).collect();
        let e = event(vec![overall(&[1000]), juniors(&[300, 100])], Sharing::Shared);
        let a = allocate(&e, &ranking, &players).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 1000), (2, 200), (3, 200)]);
        assert_eq!(a.groups[0].series, 1);
    }

    /// The money paid equals the money of the prizes given out, and each group pays its prizes.
    fn assert_sums(a: &Allocation) {
        let given: u64 = a.prizes.iter().filter(|p| p.winner.is_some()).map(|p| p.amount).sum();
        let paid: u64 = a.players.iter().map(|p| p.amount).sum();
        assert_eq!(paid, given, "{a:#?}");
        for g in &a.groups {
            let members: u64 = g.members.iter().map(|m| m.kept + m.share).sum();
            assert_eq!(members, g.total, "{g:#?}");
            let covered = u64::from(g.places.1 - g.places.0 + 1);
            assert_eq!(covered, g.members.len() as u64, "{g:#?}");
        }
    }

    /// A 20 half points, B 16, C and D 14, E 12.
    fn two_tied_for_third() -> Vec<RankingLine> {
        vec![line(1, 1, 20), line(2, 2, 16), line(3, 3, 14), line(4, 4, 14), line(5, 5, 12)]
    }

    #[test]
    fn two_players_tied_across_the_last_prize_both_appear_and_share_it() {
        // Places 3-4 tied, prizes for 1-3 only: the 3rd prize (20000) is shared by C and D.
        let e = event(vec![overall(&[50000, 30000, 20000])], Sharing::Shared);
        let a = allocate(&e, &two_tied_for_third(), &[]).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 50000), (2, 30000), (3, 10000), (4, 10000)]);
        assert_eq!(a.groups[0].places, (3, 4));
        assert_eq!(a.players[3].prize, None, "D only shares");
        assert_eq!(a.players[3].group, Some(0));
        assert_sums(&a);
        // Hort: C keeps half of the 3rd prize (10000), the other half is shared: C 15000, D 5000.
        let e = event(vec![overall(&[50000, 30000, 20000])], Sharing::Hort);
        let a = allocate(&e, &two_tied_for_third(), &[]).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 50000), (2, 30000), (3, 15000), (4, 5000)]);
        assert_sums(&a);
        // An odd prize: 3rd 20001 shared -> 10001 to C (first in tie-break order), 10000 to D.
        let e = event(vec![overall(&[50000, 30000, 20001])], Sharing::Shared);
        let a = allocate(&e, &two_tied_for_third(), &[]).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 50000), (2, 30000), (3, 10001), (4, 10000)]);
        assert_sums(&a);
    }

    #[test]
    fn three_players_tied_across_a_prize_boundary_share_the_prizes_of_their_places() {
        // A 20; B, C, D 16 (places 2-4); E 12. Prizes 1-3: B, C, D share 2nd + 3rd = 1000.
        let ranking = vec![line(1, 1, 20), line(2, 2, 16), line(3, 3, 16), line(4, 4, 16), line(5, 5, 12)];
        let e = event(vec![overall(&[3000, 600, 400])], Sharing::Shared);
        let a = allocate(&e, &ranking, &[]).expect("allocation");
        // 1000 / 3 = 333, remainder 1 to B.
        assert_eq!(paid(&a), vec![(1, 3000), (2, 334), (3, 333), (4, 333)]);
        assert_eq!((a.groups[0].places, a.groups[0].total, a.groups[0].remainder), ((2, 4), 1000, 1));
        assert_sums(&a);
        // Hort: B keeps 300, C 200, D 0; the pot 500 -> 167, 167, 166.
        let e = event(vec![overall(&[3000, 600, 400])], Sharing::Hort);
        let a = allocate(&e, &ranking, &[]).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 3000), (2, 467), (3, 367), (4, 166)]);
        assert_sums(&a);
        // Tied for 1st-3rd with four prizes: 3000 + 600 + 400 shared, 4th to the next player.
        let top = vec![line(1, 1, 16), line(2, 2, 16), line(3, 3, 16), line(4, 4, 12), line(5, 5, 10)];
        let e = event(vec![overall(&[3000, 600, 400, 100])], Sharing::Shared);
        let a = allocate(&e, &top, &[]).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 1334), (2, 1333), (3, 1333), (4, 100)]);
        assert_sums(&a);
    }

    /// A (adult) 20; B (U16), C (adult), D (U16) tied on 16; E (U16) 12.
    fn tied_with_juniors() -> (Vec<RankingLine>, Vec<EventPlayer>) {
        let ranking = vec![line(1, 1, 20), line(2, 2, 16), line(3, 3, 16), line(4, 4, 16), line(5, 5, 12)];
        let births = ["1990-01-01", "2012-01-01", "1985-01-01", "2013-01-01", "2014-01-01"];
        let players = births.iter().zip(1..).map(|(b, id)| person(id, Some(b))).collect();
        (ranking, players)
    }

    #[test]
    fn category_prizes_taken_first_and_ties_across_the_category_boundary() {
        let (ranking, players) = tied_with_juniors();
        // Category first (order of choice), prizes of equal value: U16-1 (500) -> B, then overall
        // 1st -> A, 2nd (500) -> C, 3rd (300) -> D (B holds his U16 prize and keeps it).
        // Overall group on 16 points: C and D share 2nd + 3rd = 800 -> 400 each.
        let e = event(vec![juniors(&[500, 200]), overall(&[1000, 500, 300])], Sharing::Shared);
        let a = allocate(&e, &ranking, &players).expect("allocation");
        assert_eq!(prize_of(&a, 2), Some(r(0, 1)));
        // U16-2 (200) -> E: D, though a better junior, holds the overall 3rd prize (worth more).
        assert_eq!(paid(&a), vec![(1, 1000), (2, 500), (3, 400), (4, 400), (5, 200)]);
        assert_eq!(a.groups.len(), 1);
        assert_eq!((a.groups[0].series, a.groups[0].places), (1, (2, 3)));
        assert_sums(&a);
        // Same with Hort: C keeps 250 and D 150; the pot 400 -> 200 each: C 450, D 350.
        let e = event(vec![juniors(&[500, 200]), overall(&[1000, 500, 300])], Sharing::Hort);
        let a = allocate(&e, &ranking, &players).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 1000), (2, 500), (3, 450), (4, 350), (5, 200)]);
        assert_sums(&a);
        // Place prizes first: 2nd (500) -> B, U16-1 (500) -> D, 3rd (300) -> C, U16-2 -> E.
        // B and C tied would share 500 + 300 = 800, 400 each; but B, a junior ranked above D,
        // prefers the U16 prize of 500 (step 4): the overall 2nd goes to C, the 3rd to D, and
        // C and D share 800 -> the same as with the category taken first.
        let e = event(vec![overall(&[1000, 500, 300]), juniors(&[500, 200])], Sharing::Shared);
        let a = allocate(&e, &ranking, &players).expect("allocation");
        assert_eq!(prize_of(&a, 2), Some(r(1, 1)));
        assert_eq!(prize_of(&a, 4), Some(r(0, 3)));
        assert_eq!(paid(&a), vec![(1, 1000), (2, 500), (3, 400), (4, 400), (5, 200)]);
        assert_sums(&a);
    }

    #[test]
    fn a_tied_player_takes_a_higher_category_prize_rather_than_a_smaller_share() {
        // A 20; B (U16) and C tied on 16 for 2nd-3rd; prizes 1000, 600 overall, U16 400.
        // By value B takes the 2nd prize (600) and would share it with C: 300 each. The U16 prize
        // (400) would go to E. B takes the U16 prize instead; C gets the 2nd prize alone.
        let ranking = vec![line(1, 1, 20), line(2, 2, 16), line(3, 3, 16), line(4, 4, 12), line(5, 5, 10)];
        let births = ["1990-01-01", "2012-01-01", "1985-01-01", "1980-01-01", "2013-01-01"];
        let players: Vec<EventPlayer> = births.iter().zip(1..).map(|(b, id)| person(id, Some(b))).collect();
        let e = event(vec![overall(&[1000, 600]), juniors(&[400])], Sharing::Shared);
        let a = allocate(&e, &ranking, &players).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 1000), (2, 400), (3, 600)]);
        assert!(a.groups.is_empty());
        assert_sums(&a);
        // Hort: B keeps 300 and shares the other 300 with C: 450, more than the U16 prize.
        let e = event(vec![overall(&[1000, 600]), juniors(&[400])], Sharing::Hort);
        let a = allocate(&e, &ranking, &players).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 1000), (2, 450), (3, 150), (5, 400)]);
        assert_sums(&a);
        // Tie-breaks only: B keeps the 2nd prize (600, worth more than 400) and E gets the U16 prize.
        let e = event(vec![overall(&[1000, 600]), juniors(&[400])], Sharing::NotShared);
        let a = allocate(&e, &ranking, &players).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 1000), (2, 600), (5, 400)]);
    }

    #[test]
    fn a_tie_inside_a_category_across_its_last_prize_is_shared() {
        // Juniors B and D tied (E below): U16 prizes 300 only, category listed first.
        // B takes U16-1, D ties with him without a prize: 150 each; C takes the overall 2nd.
        // (B giving up the U16 prize for the overall 2nd, 200, would leave him sharing it with
        // D: 100, less than 150, so he keeps his U16 share.)
        let (ranking, players) = tied_with_juniors();
        let e = event(vec![juniors(&[300]), overall(&[1000, 200])], Sharing::Shared);
        let a = allocate(&e, &ranking, &players).expect("allocation");
        assert_eq!(paid(&a), vec![(1, 1000), (2, 150), (3, 200), (4, 150)]);
        assert_eq!((a.groups[0].series, a.groups[0].places), (0, (1, 2)));
        assert_sums(&a);
    }

    #[test]
    fn the_sums_always_add_up() {
        let (ranking, players) = tied_with_juniors();
        let lists = [vec![999, 500, 333, 101, 7], vec![1, 1, 1], vec![10000, 3, 2, 1]];
        for sharing in [Sharing::NotShared, Sharing::Shared, Sharing::Hort] {
            for amounts in &lists {
                for junior_first in [false, true] {
                    let mut series = vec![overall(amounts), juniors(&[amounts[0] / 2 + 1, 1])];
                    if junior_first {
                        series.reverse();
                    }
                    let a = allocate(&event(series, sharing), &ranking, &players).expect("allocation");
                    assert_sums(&a);
                }
            }
            let a = allocate(&tied_event(sharing), &tied_field(), &[]).expect("allocation");
            assert_sums(&a);
        }
    }

    #[test]
    fn bad_input_is_refused_with_typed_errors() {
        let e = tied_event(Sharing::NotShared);
        let dup = vec![line(1, 1, 4), line(1, 2, 3)];
        assert_eq!(allocate(&e, &dup, &[]), Err(PrizeError::DuplicatePlayer(1)));
        let order = vec![line(1, 1, 4), line(2, 2, 5)];
        assert_eq!(allocate(&e, &order, &[]), Err(PrizeError::RankingOrder(1)));
        let tie = vec![line(1, 1, 4), line(2, 1, 3)];
        assert_eq!(allocate(&e, &tie, &[]), Err(PrizeError::TiedRankDifferentPoints(1)));
        let rising = event(vec![overall(&[100, 200])], Sharing::NotShared);
        assert_eq!(allocate(&rising, &[], &[]), Err(PrizeError::RisingAmounts { series: 0, place: 2 }));
        let unknown = PrizeRules { categories: vec![], ..event(vec![juniors(&[1])], Sharing::NotShared) };
        assert_eq!(allocate(&unknown, &[], &[]), Err(PrizeError::UnknownCategory { series: 0, category: 0 }));
        let cat = event(vec![juniors(&[1])], Sharing::NotShared);
        assert_eq!(allocate(&cat, &[line(9, 1, 1)], &[]), Err(PrizeError::UnknownPlayer(9)));
        let huge = event(vec![overall(&[u64::MAX, 1])], Sharing::NotShared);
        assert_eq!(allocate(&huge, &[], &[]), Err(PrizeError::TotalTooLarge));
    }

    #[test]
    fn prizes_nobody_can_take_stay_unawarded() {
        // Two players, three prizes: the 3rd has no winner and nobody is paid twice.
        let e = event(vec![overall(&[300, 200, 100])], Sharing::NotShared);
        let a = allocate(&e, &[line(1, 1, 2), line(2, 2, 0)], &[]).expect("allocation");
        assert_eq!(a.prizes[2].winner, None);
        assert_eq!(paid(&a), vec![(1, 300), (2, 200)]);
    }
}
