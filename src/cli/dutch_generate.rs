//! `arbiter generate --dutch`: the Random Tournament Generator. A random
//! tournament, paired round by round by our engine, every pairing held to
//! the legality check; results by the statistical model of FIDE's TEC ([`super::generate::game_chances`]),
//! ranks by the file's tie-break list (record 202).
//!
//! Every option left out is drawn from the seed (each from its own stream,
//! so that giving the value drawn changes nothing else), and a run without
//! `--seed` draws a fresh seed: the seed and every value are printed, and
//! the seed is written into record 012, so that `--seed S` with the same
//! options writes the same file byte for byte.

use super::Failure;
pub use super::amounts::{Amount, Quota};
use super::generate::{Random, drawn, fresh_seed, played_result, player, ratings};
use crate::pairing::dutch::{RoundPairing, pair_round, record, round_input, warnings};
use crate::standings::tiebreak::{self, Edition, EventResults, Kind, TieBreak};
use crate::tournament::{
    Color, PairingNumber, ProhibitedPairing, RoundRecord, RoundResult, System, baku, baku_group_a_size,
};
use crate::trf::{self, Trf};
use std::str::FromStr;

/// The most players.
pub const MAX_PLAYERS: u32 = 9999;
/// The most rounds.
pub const MAX_ROUNDS: u32 = 99;
/// The lowest and highest rating `--ratings` takes.
pub const RATING_BOUNDS: (u32, u32) = (1, 3000);

/// How `--ratings` sets the ratings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ratings {
    /// Drawn from `LOW` to `HIGH` (`1400-2200`).
    Range(u32, u32),
    /// A range drawn from the seed, then ratings in it (`random`).
    Random,
    /// These ratings, one per player (`2100,2050,...`), numbered highest first.
    List(Vec<u32>),
    /// Groups of players, each drawn from its own range, with gaps between
    /// the ranges where they leave them (`2300-2500:8,1500-1900:40`): sets
    /// the players.
    Groups(Vec<RatingGroup>),
}

/// A group of `--ratings LOW-HIGH:COUNT,...`: `count` players rated from
/// `low` to `high`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatingGroup {
    /// The lowest rating of the group.
    pub low: u32,
    /// The highest rating of the group.
    pub high: u32,
    /// Its players (1-9999).
    pub count: u32,
}

impl Ratings {
    /// The players the ratings set: one per rating listed, or the groups' players.
    fn players(&self) -> Option<u32> {
        match self {
            Ratings::List(list) => Some(list.len() as u32),
            Ratings::Groups(groups) => Some(groups.iter().fold(0u32, |sum, g| sum.saturating_add(g.count))),
            Ratings::Range(..) | Ratings::Random => None,
        }
    }
}

impl FromStr for Ratings {
    type Err = String;

    /// `random`, `LOW-HIGH`, a comma-separated list or comma-separated
    /// groups `LOW-HIGH:COUNT`, each rating 1 to 3000.
    fn from_str(text: &str) -> Result<Ratings, String> {
        let text = text.trim();
        let (lowest, highest) = RATING_BOUNDS;
        let rating = |t: &str| -> Result<u32, String> {
            t.trim()
                .parse::<u32>()
                .ok()
                .filter(|r| (lowest..=highest).contains(r))
                .ok_or_else(|| format!("{t:?} is not a rating from {lowest} to {highest}"))
        };
        let range = |t: &str| -> Result<(u32, u32), String> {
            let (low, high) = t.split_once('-').ok_or_else(|| format!("{t:?} is not a range LOW-HIGH"))?;
            let (low, high) = (rating(low)?, rating(high)?);
            if low > high {
                return Err(format!("the range {low}-{high} is empty: write LOW-HIGH"));
            }
            Ok((low, high))
        };
        let group = |t: &str| -> Result<RatingGroup, String> {
            let (span, count) = t.split_once(':').ok_or_else(|| format!("{t:?} is not a group LOW-HIGH:COUNT"))?;
            let (low, high) = range(span)?;
            let count = count
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|n| (1..=MAX_PLAYERS).contains(n))
                .ok_or_else(|| format!("{count:?} is not a count of players from 1 to {MAX_PLAYERS}"))?;
            Ok(RatingGroup { low, high, count })
        };
        if text == "random" {
            Ok(Ratings::Random)
        } else if text.contains(':') {
            Ok(Ratings::Groups(text.split(',').map(group).collect::<Result<_, _>>()?))
        } else if text.contains('-') {
            let (low, high) = range(text)?;
            Ok(Ratings::Range(low, high))
        } else {
            Ok(Ratings::List(text.split(',').map(rating).collect::<Result<_, _>>()?))
        }
    }
}

/// Options of `arbiter generate --dutch`; what is `None` is drawn from the seed.
#[derive(Clone, Debug, Default)]
pub struct GenerateOptions {
    /// Players (2-9999).
    pub players: Option<u32>,
    /// Rounds (1-99).
    pub rounds: Option<u32>,
    /// Seed; a fresh one when none is given.
    pub seed: Option<u64>,
    /// Requested full-point byes, in the whole event or per round.
    pub full_point_byes: Option<Quota>,
    /// Requested half-point byes, in the whole event or per round.
    pub half_point_byes: Option<Quota>,
    /// Requested zero-point byes, in the whole event or per round.
    pub zero_point_byes: Option<Quota>,
    /// Games won by forfeit (either player the winner).
    pub forfeits: Option<Quota>,
    /// Games lost by forfeit by both players.
    pub double_forfeits: Option<Quota>,
    /// Games scored ½-0, 0-½ or 0-0 (C.04.2), a third of each.
    pub unusual_results: Option<Quota>,
    /// The older option: percent of the player-rounds as requested byes,
    /// half of them half-point, half zero-point.
    pub bye_percent: Option<u64>,
    /// The older option: percent of the games forfeited, nine in ten by one
    /// player, one in ten by both.
    pub forfeit_percent: Option<u64>,
    /// Percent chance per player and round (from round 2) of withdrawing.
    pub withdraw_percent: Option<u64>,
    /// The ratings.
    pub ratings: Option<Ratings>,
    /// The tie-break list after points (record 202), e.g. `BH/C1,BH,SB`.
    pub tiebreaks: Option<String>,
    /// Baku acceleration (C.04.7), written as records 250: drawn when
    /// left out.
    pub baku: Option<bool>,
    /// Random prohibited pairings (two or three players each, in a random
    /// range of rounds), written as records 260: drawn when left out.
    pub prohibit: Option<u32>,
}

/// Tie-break lists one of which an event without `--tiebreaks` gets.
const TIEBREAK_LISTS: [&str; 4] = ["BH/C1,BH,DE,WIN,BWG", "BH/C1,BH,SB", "BH/C1,BH,ARO", "BH,SB,DE,WIN"];

/// The streams of the values drawn for the options left out.
#[derive(Clone, Copy)]
enum Stream {
    Players = 1,
    Rounds,
    Ratings,
    FullPointByes,
    HalfPointByes,
    ZeroPointByes,
    Forfeits,
    DoubleForfeits,
    Withdrawals,
    TieBreaks,
    RatingRange,
    UnusualResults,
    Baku,
    Prohibit,
}

/// Every setting of the event, drawn where the options left it out.
struct Settings {
    seed: u64,
    players: u32,
    rounds: u32,
    /// By starting rank (highest first).
    ratings: Vec<u32>,
    /// Byes to place: full-, half- and zero-point.
    byes: [ByeCounts; 3],
    forfeits: Quota,
    double_forfeits: Quota,
    unusual_results: Quota,
    withdraw_per_mille: u64,
    tiebreaks: Vec<TieBreak>,
    baku: bool,
    prohibit: u32,
}

/// How many byes of one kind to place: in the whole event, and in each round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct ByeCounts {
    event: u32,
    /// By round, round 1 first.
    rounds: Vec<u32>,
}

impl ByeCounts {
    /// The counts a quota asks for: a share of the player-rounds (the event)
    /// or of the players (a round).
    fn of(quota: &Quota, players: u32, rounds: u32) -> ByeCounts {
        let per_round = (1..=rounds).map(|r| quota.in_round(r).map_or(0, |a| a.of(players))).collect();
        let event = match quota {
            Quota::Event(amount) => amount.of(players * rounds),
            Quota::Rounds(_) => 0,
        };
        ByeCounts { event, rounds: per_round }
    }
}

/// Refuses a quota beyond the event: a round it does not have, a count
/// above its player-rounds, or above a round's players.
fn within_bounds(flag: &str, quota: &Quota, players: u32, rounds: u32) -> Result<(), Failure> {
    let slots = players * rounds;
    if let Some(last) = quota.last_round().filter(|&r| r > rounds) {
        return Err(super::bad_input(format!("{flag} {quota}: there is no round {last} of {rounds}")));
    }
    let too_many = match quota {
        Quota::Event(Amount::Count(n)) => {
            (*n > slots).then(|| format!("the {slots} player-rounds ({players} players × {rounds} rounds)"))
        }
        Quota::Rounds(list) => list
            .iter()
            .any(|&(_, a)| matches!(a, Amount::Count(n) if n > players))
            .then(|| format!("the {players} players of a round")),
        Quota::Event(Amount::PerMille(_)) => None,
    };
    match too_many {
        Some(bound) => Err(super::bad_input(format!("{flag} {quota}: more than {bound}"))),
        None => Ok(()),
    }
}

/// The settings of a run, and the lines that print them.
fn settle(options: &GenerateOptions, seed: u64) -> Result<(Settings, Vec<String>), Failure> {
    let mut lines = Vec::new();
    lines.push(format!("seed {seed}{}", drawn(options.seed.is_some())));
    let stream = |s: Stream| Random::stream(seed, s as u64);
    let listed = options.ratings.as_ref().and_then(Ratings::players);
    // Enough players for the rounds asked for, when those are given.
    let fewest = options.rounds.map_or(4, |r| u64::from(r.saturating_add(1)).max(4));
    let players =
        options.players.or(listed).unwrap_or_else(|| stream(Stream::Players).between(fewest, fewest.max(400)) as u32);
    if !(2..=MAX_PLAYERS).contains(&players) {
        return Err(super::bad_input(format!("--players {players}: use 2 to {MAX_PLAYERS} players")));
    }
    if let Some(count) = listed.filter(|&n| n != players) {
        return Err(super::bad_input(format!("--ratings lists {count} ratings for {players} players")));
    }
    lines.push(format!("players {players}{}", drawn(options.players.is_some() || listed.is_some())));
    let rounds = options.rounds.unwrap_or_else(|| {
        let fewest = (players - 1).min(3);
        stream(Stream::Rounds).between(u64::from(fewest), u64::from((players - 1).clamp(fewest, 11))) as u32
    });
    if !(1..=MAX_ROUNDS).contains(&rounds) {
        return Err(super::bad_input(format!("--rounds {rounds}: use 1 to {MAX_ROUNDS} rounds")));
    }
    lines.push(format!("rounds {rounds}{}", drawn(options.rounds.is_some())));
    let mut range = stream(Stream::RatingRange);
    let ratings =
        settle_ratings(options.ratings.as_ref(), players, [&mut range, &mut stream(Stream::Ratings)], &mut lines);

    let slots = players * rounds;
    let share = |s: Stream, highest: u64| Quota::Event(Amount::PerMille(stream(s).between(0, highest) as u32));
    let legacy_byes = options.bye_percent.map(|p| Quota::Event(Amount::PerMille(p as u32 * 5)));
    let asked_byes = [
        ("full-point byes", "--full-point-byes", &options.full_point_byes, None, Stream::FullPointByes, 10),
        (
            "half-point byes",
            "--half-point-byes",
            &options.half_point_byes,
            legacy_byes.clone(),
            Stream::HalfPointByes,
            30,
        ),
        ("zero-point byes", "--zero-point-byes", &options.zero_point_byes, legacy_byes, Stream::ZeroPointByes, 20),
    ];
    let mut byes: [ByeCounts; 3] = Default::default();
    for (k, (name, flag, asked, legacy, s, highest)) in asked_byes.into_iter().enumerate() {
        let given = asked.is_some() || legacy.is_some();
        let quota = asked.clone().or(legacy).unwrap_or_else(|| share(s, highest));
        within_bounds(flag, &quota, players, rounds)?;
        byes[k] = ByeCounts::of(&quota, players, rounds);
        let shown = match quota {
            Quota::Event(Amount::PerMille(_)) => format!(": {}", byes[k].event),
            _ => String::new(),
        };
        lines.push(format!("{name} {quota}{}{shown}", drawn(given)));
    }
    let in_round = |r: usize| byes.iter().map(|b| b.rounds[r]).sum::<u32>();
    if let Some(r) = (0..rounds as usize).find(|&r| in_round(r) > players) {
        return Err(super::bad_input(format!("more byes in round {} than the {players} players", r + 1)));
    }
    if byes.iter().map(|b| b.event + b.rounds.iter().sum::<u32>()).sum::<u32>() > slots {
        return Err(super::bad_input(format!("more byes than the {slots} player-rounds")));
    }

    let legacy = |tenths: u32| options.forfeit_percent.map(|p| Quota::Event(Amount::PerMille(p as u32 * tenths)));
    let mut rare = |name: &str, flag: &str, asked: &Option<Quota>, legacy: Option<Quota>, s, highest| {
        let given = asked.is_some() || legacy.is_some();
        let quota = asked.clone().or(legacy).unwrap_or_else(|| share(s, highest));
        within_bounds(flag, &quota, players, rounds)?;
        lines.push(format!("{name} {quota}{}", drawn(given)));
        Ok::<_, Failure>(quota)
    };
    let forfeits = rare("forfeits", "--forfeits", &options.forfeits, legacy(9), Stream::Forfeits, 30)?;
    let double_forfeits =
        rare("double forfeits", "--double-forfeits", &options.double_forfeits, legacy(1), Stream::DoubleForfeits, 5)?;
    let unusual_results =
        rare("unusual results", "--unusual-results", &options.unusual_results, None, Stream::UnusualResults, 5)?;

    let withdraw_per_mille =
        options.withdraw_percent.map_or_else(|| stream(Stream::Withdrawals).between(0, 10), |p| p * 10);
    let shown = Amount::PerMille(withdraw_per_mille as u32);
    lines.push(format!("withdrawals {shown} a round{}", drawn(options.withdraw_percent.is_some())));

    let list_text = match &options.tiebreaks {
        Some(text) => text.clone(),
        None => {
            let k = stream(Stream::TieBreaks).below(TIEBREAK_LISTS.len() as u64) as usize;
            TIEBREAK_LISTS[k].to_string()
        }
    };
    let tiebreaks = crate::standings::tiebreak_list(&list_text, false).map_err(|e| super::bad_input(e.to_string()))?;
    if tiebreaks.is_empty() || tiebreaks.iter().any(|t| t.kind == Kind::Points) {
        return Err(super::bad_input(format!(
            "--tiebreaks {list_text:?}: list the tie-breaks after points, e.g. \"BH/C1,BH,SB\""
        )));
    }
    let shown = tiebreak::list_text(&tiebreaks, ",");
    lines.push(format!("tiebreaks {shown}{}", drawn(options.tiebreaks.is_some())));
    // One event in four accelerated; a prohibited pairing for every 20 players, at most 3.
    let baku = options.baku.unwrap_or_else(|| stream(Stream::Baku).below(4) == 0);
    lines.push(format!("baku {}{}", if baku { "yes" } else { "no" }, drawn(options.baku.is_some())));
    let prohibit = options
        .prohibit
        .unwrap_or_else(|| stream(Stream::Prohibit).between(0, u64::from((players / 20).min(3))) as u32);
    lines.push(format!("prohibited pairings {prohibit}{}", drawn(options.prohibit.is_some())));
    let settings = Settings {
        seed,
        players,
        rounds,
        ratings,
        byes,
        forfeits,
        double_forfeits,
        unusual_results,
        withdraw_per_mille,
        tiebreaks,
        baku,
        prohibit,
    };
    Ok((settings, lines))
}

/// The ratings by starting rank (highest first), and the line that prints
/// them; `rng` draws the range (when random), then the ratings.
fn settle_ratings(asked: Option<&Ratings>, players: u32, rng: [&mut Random; 2], lines: &mut Vec<String>) -> Vec<u32> {
    let [range, rng] = rng;
    let n = players as usize;
    let (low, high) = match asked {
        Some(Ratings::List(list)) => {
            let mut list = list.clone();
            list.sort_unstable_by(|a, b| b.cmp(a));
            lines.push(format!("ratings {} given", list.len()));
            return list;
        }
        Some(Ratings::Groups(groups)) => {
            let mut all: Vec<u32> =
                groups.iter().flat_map(|g| ratings(rng, g.count as usize, g.low, g.high - g.low + 1)).collect();
            all.sort_unstable_by(|a, b| b.cmp(a));
            let shown: Vec<String> = groups.iter().map(|g| format!("{}-{}:{}", g.low, g.high, g.count)).collect();
            lines.push(format!("ratings {}", shown.join(",")));
            return all;
        }
        Some(Ratings::Range(low, high)) => (*low, *high),
        Some(Ratings::Random) | None => {
            let low = 1000 + 100 * range.between(0, 10) as u32;
            (low, low + 200 + 100 * range.between(0, 8) as u32)
        }
    };
    let random = matches!(asked, None | Some(Ratings::Random));
    lines.push(format!("ratings {low}-{high}{}", drawn(!random)));
    ratings(rng, n, low, high - low + 1)
}

/// How many seeds, one after another from the first, `generate` tries for
/// a tournament whose every round can be paired.
pub const ATTEMPTS: u64 = 50;

/// `arbiter generate --dutch`: a random tournament paired round by round by
/// our engine; prints the settings (those drawn marked `(random)`). A seed
/// whose tournament reaches a round that cannot be paired gives way to the
/// next seed, so that every file is a whole tournament and its record 012
/// names the seed that reproduces it.
pub fn generate(options: &GenerateOptions, output: &str) -> Result<(), Failure> {
    let first = options.seed.unwrap_or_else(fresh_seed);
    for seed in (0..ATTEMPTS).map(|k| first.wrapping_add(k)) {
        let (settings, lines) = settle(options, seed)?;
        let trf = match play(&settings)? {
            Ok(trf) => trf,
            Err(round) => {
                outln!("seed {seed}: round {round} cannot be paired; trying seed {}", seed.wrapping_add(1));
                continue;
            }
        };
        for line in lines {
            outln!("{line}");
        }
        super::output::write_file(output, trf::write(&trf).as_bytes())?;
        outln!("wrote {output}: {} players, {} rounds", trf.event.players.len(), settings.rounds);
        return Ok(());
    }
    Err(super::failed(format!(
        "no tournament of seeds {first} to {} could pair every round: ask for fewer rounds, byes or prohibited pairings",
        first.wrapping_add(ATTEMPTS - 1)
    )))
}

/// Plays the tournament `settings` describe, ranked by its tie-breaks; the
/// round that cannot be paired when there is one; a failure when the
/// engine pairs a round against the rules.
fn play(settings: &Settings) -> Result<Result<Trf, usize>, Failure> {
    let mut rng = Random::seeded(settings.seed);
    let mut trf = starting_list(settings);
    add_pairing_rules(&mut trf, settings, &mut rng);
    let absences = plan_absences(settings, &mut rng);
    let mut rare = RareResults {
        forfeits: Rare::new(settings.forfeits.clone()),
        double_forfeits: Rare::new(settings.double_forfeits.clone()),
        unusual: Rare::new(settings.unusual_results.clone()),
    };
    for round in 1..=settings.rounds as usize {
        rare.start_round(round as u32);
        for (p, absence) in trf.event.players.iter_mut().zip(&absences[round - 1]) {
            if let Some(result) = *absence {
                p.rounds.push(RoundRecord { opponent: None, colour: None, result });
            }
        }
        let input = round_input(&trf.event, round);
        let Ok(pairing) = pair_round(&input) else { return Ok(Err(round)) };
        let broken = warnings(&input, &pairing);
        if !broken.is_empty() {
            let broken: Vec<String> = broken.iter().map(ToString::to_string).collect();
            return Err(super::failed(format!(
                "the Dutch engine paired round {round} against the rules: {}",
                broken.join("; ")
            )));
        }
        let rounds_after = u64::from(settings.rounds) - round as u64;
        let outcomes = play_round(&pairing, &settings.ratings, &mut rare, rounds_after, &mut rng);
        record(&mut trf.event, round, &pairing, |w, b| {
            outcomes
                .iter()
                .find(|((x, y), _)| *x == w && *y == b)
                .map(|(_, r)| *r)
                .unwrap_or((RoundResult::Draw, RoundResult::Draw))
        });
    }
    rank(&mut trf, &settings.tiebreaks);
    Ok(Ok(trf))
}

/// The generated event before its first round: players numbered by
/// rating (highest first); the seed in record 012, the tie-breaks in 202.
fn starting_list(settings: &Settings) -> Trf {
    let mut trf = Trf {
        headers: vec![
            ("012".into(), format!("Generated Swiss {}", settings.seed)),
            ("XXR".into(), settings.rounds.to_string()),
            ("XXC".into(), "white1".into()),
            ("142".into(), settings.rounds.to_string()),
            ("152".into(), "W".into()),
            ("192".into(), System::SwissDutch.trf_code().into()),
            ("202".into(), tiebreak::trf_list_text(&settings.tiebreaks)),
        ],
        ..Trf::default()
    };
    trf.event.total_rounds = Some(settings.rounds);
    trf.event.initial_colour = Some(Color::White);
    trf.event.players = settings.ratings.iter().enumerate().map(|(i, &rating)| player(i, rating)).collect();
    trf
}

/// The generated event's virtual points (`--baku`) and prohibited pairings
/// (`--prohibit K`), in the event and as records 250 and 260.
fn add_pairing_rules(trf: &mut Trf, settings: &Settings, rng: &mut Random) {
    let event = &mut trf.event;
    let (players, rounds) = (settings.players, settings.rounds);
    if settings.baku {
        let group_a = baku_group_a_size(players as usize) as u32;
        event.accelerations = baku(PairingNumber::new(group_a.min(players)), rounds);
    }
    for _ in 0..settings.prohibit {
        let first_round = 1 + rng.below(u64::from(rounds)) as u32;
        let last_round = first_round + rng.below(u64::from(rounds - first_round + 1)) as u32;
        let size = if players > 2 && rng.chance(30) { 3 } else { 2 };
        let mut group: Vec<PairingNumber> = Vec::new();
        while group.len() < size {
            let p = PairingNumber::new(1 + rng.below(u64::from(players)) as u32);
            if !group.contains(&p) {
                group.push(p);
            }
        }
        event.prohibited.push(ProhibitedPairing { first_round, last_round, players: group });
    }
    let records_250 = event.accelerations.iter().map(|v| ("250".to_string(), trf::record_250(v)));
    let records_260 = event.prohibited.iter().map(|p| ("260".to_string(), trf::record_260(p, rounds)));
    let records: Vec<_> = records_250.chain(records_260).collect();
    trf.headers.extend(records);
}

/// Who is absent from each round (by round, then by starting rank): the
/// withdrawn (from round 2 on) with a zero-point bye in every later round,
/// then the requested full-, half- and zero-point byes, each as many as
/// asked, at player-rounds drawn among the others: first those asked for
/// a round, in that round, then those asked for the event, in any round.
fn plan_absences(settings: &Settings, rng: &mut Random) -> Vec<Vec<Option<RoundResult>>> {
    let (players, rounds) = (settings.players as usize, settings.rounds as usize);
    let mut plan = vec![vec![None; players]; rounds];
    for p in 0..players {
        if let Some(from) = (1..rounds).find(|_| rng.below(1000) < settings.withdraw_per_mille) {
            for round in &mut plan[from..] {
                round[p] = Some(RoundResult::ZeroPointBye);
            }
        }
    }
    let kinds = [RoundResult::FullPointBye, RoundResult::HalfPointBye, RoundResult::ZeroPointBye];
    for (r, round) in plan.iter_mut().enumerate() {
        let mut free: Vec<usize> = (0..players).filter(|&p| round[p].is_none()).collect();
        for (counts, kind) in settings.byes.iter().zip(kinds) {
            for _ in 0..counts.rounds[r] {
                if free.is_empty() {
                    break;
                }
                let p = free.swap_remove(rng.below(free.len() as u64) as usize);
                round[p] = Some(kind);
            }
        }
    }
    let mut free: Vec<(usize, usize)> =
        (0..rounds).flat_map(|r| (0..players).map(move |p| (r, p))).filter(|&(r, p)| plan[r][p].is_none()).collect();
    for (counts, kind) in settings.byes.iter().zip(kinds) {
        for _ in 0..counts.event {
            if free.is_empty() {
                break;
            }
            let (r, p) = free.swap_remove(rng.below(free.len() as u64) as usize);
            plan[r][p] = Some(kind);
        }
    }
    plan
}

/// The forfeits and unusual results still to draw.
struct RareResults {
    forfeits: Rare,
    double_forfeits: Rare,
    /// ½-0, 0-½ or 0-0.
    unusual: Rare,
}

impl RareResults {
    /// At the start of round `round`: the per-round quotas' amounts for it.
    fn start_round(&mut self, round: u32) {
        for rare in [&mut self.forfeits, &mut self.double_forfeits, &mut self.unusual] {
            rare.start_round(round);
        }
    }
}

/// One kind of rare result: its quota, and what is left to draw of the
/// event's amount or of the round's.
struct Rare {
    quota: Quota,
    left: Amount,
}

impl Rare {
    fn new(quota: Quota) -> Rare {
        let left = match quota {
            Quota::Event(amount) => amount,
            Quota::Rounds(_) => Amount::PerMille(0),
        };
        Rare { quota, left }
    }

    fn start_round(&mut self, round: u32) {
        if matches!(self.quota, Quota::Rounds(_)) {
            self.left = self.quota.in_round(round).unwrap_or(Amount::PerMille(0));
        }
    }

    /// Whether the next game is one of these, `in_round` the games of this
    /// round still to play (this one included), `after` those of later rounds.
    fn draw(&mut self, in_round: u64, after: u64, rng: &mut Random) -> bool {
        let left = match self.quota {
            Quota::Event(_) => in_round + after,
            Quota::Rounds(_) => in_round,
        };
        draw_one(&mut self.left, left, rng)
    }
}

/// Whether the next game is one of `amount`'s, `boards_left` an estimate of
/// the games still to play, this one included: a share is a chance per
/// game; a count is drawn as selection sampling draws (k left of n: k/n).
fn draw_one(amount: &mut Amount, boards_left: u64, rng: &mut Random) -> bool {
    match amount {
        // None asked: nothing drawn, so that the other results stay as they were.
        Amount::PerMille(0) => false,
        Amount::PerMille(pm) => rng.below(1000) < u64::from(*pm),
        Amount::Count(0) => false,
        Amount::Count(left) => {
            let hit = rng.below(boards_left.max(1)) < u64::from(*left);
            if hit {
                *left -= 1;
            }
            hit
        }
    }
}

/// The result of every board (forfeited or unusual as drawn, else played
/// by the result model), by (white, black) starting rank.
fn play_round(
    pairing: &RoundPairing,
    ratings: &[u32],
    rare: &mut RareResults,
    rounds_after: u64,
    rng: &mut Random,
) -> Vec<((PairingNumber, PairingNumber), (RoundResult, RoundResult))> {
    let rating_of = |n: PairingNumber| ratings[n.index()];
    let boards = pairing.boards.len() as u64;
    pairing
        .boards
        .iter()
        .enumerate()
        .map(|(k, b)| {
            let (in_round, after) = (boards - k as u64, boards * rounds_after);
            let result = if rare.double_forfeits.draw(in_round, after, rng) {
                (RoundResult::ForfeitLoss, RoundResult::ForfeitLoss)
            } else if rare.forfeits.draw(in_round, after, rng) {
                if rng.chance(50) {
                    (RoundResult::ForfeitWin, RoundResult::ForfeitLoss)
                } else {
                    (RoundResult::ForfeitLoss, RoundResult::ForfeitWin)
                }
            } else if rare.unusual.draw(in_round, after, rng) {
                use RoundResult::{Draw, Loss};
                [(Draw, Loss), (Loss, Draw), (Loss, Loss)][rng.below(3) as usize]
            } else {
                played_result(rng, rating_of(b.white), rating_of(b.black))
            };
            ((b.white, b.black), result)
        })
        .collect()
}

/// Sets every player's points and rank after the rounds played: points,
/// then `tiebreaks` as `arbiter standings` computes them (the edition of
/// C.07 in force today, as for a file without record 042); players equal
/// on everything share a rank.
fn rank(trf: &mut Trf, tiebreaks: &[TieBreak]) {
    let played = trf.event.rounds_recorded() as usize;
    for p in &trf.event.players {
        trf.points.insert(p.start_no, trf.event.score_after(p, played));
    }
    let list: Vec<TieBreak> = std::iter::once(TieBreak::plain(Kind::Points)).chain(tiebreaks.iter().copied()).collect();
    let edition = Edition::in_force_on(chrono::Local::now().date_naive());
    let results = EventResults::from_event(&trf.event, false, edition);
    for computed in tiebreak::compute(&results, &list) {
        if let Some(p) = trf.event.players.iter_mut().find(|p| p.start_no == computed.start_no) {
            p.rank = Some(computed.rank);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_are_a_range_a_list_groups_or_random() {
        assert_eq!("1400-2200".parse(), Ok(Ratings::Range(1400, 2200)));
        let groups =
            vec![RatingGroup { low: 2300, high: 2500, count: 8 }, RatingGroup { low: 1500, high: 1900, count: 40 }];
        assert_eq!("2300-2500:8, 1500-1900:40".parse(), Ok(Ratings::Groups(groups)));
        for bad in ["2300-2500:0", "2300-2500:10000", "2300:8", "2500-2300:8", "2300-2500:8,1500", "2300-2500:x"] {
            assert!(bad.parse::<Ratings>().is_err(), "{bad}");
        }
        assert_eq!("random".parse(), Ok(Ratings::Random));
        assert_eq!("2100,2050,1990".parse(), Ok(Ratings::List(vec![2100, 2050, 1990])));
        for bad in ["2200-1400", "0-100", "2100,,2000", "3001", "abc"] {
            assert!(bad.parse::<Ratings>().is_err(), "{bad}");
        }
    }

    #[test]
    fn rounds_given_and_players_drawn_leave_enough_players() {
        for seed in 1..=50 {
            let options = GenerateOptions { rounds: Some(99), ..GenerateOptions::default() };
            let (settings, _) = settle(&options, seed).unwrap();
            assert!(settings.players > 99, "seed {seed}: {} players for 99 rounds", settings.players);
        }
    }

    #[test]
    fn a_count_of_byes_places_exactly_that_many() {
        let options = GenerateOptions {
            players: Some(20),
            rounds: Some(5),
            seed: Some(9),
            full_point_byes: Some(Quota::Event(Amount::Count(3))),
            half_point_byes: Some(Quota::Event(Amount::Count(7))),
            zero_point_byes: Some(Quota::Event(Amount::PerMille(100))),
            withdraw_percent: Some(0),
            ..GenerateOptions::default()
        };
        let Ok((settings, lines)) = settle(&options, 9) else { panic!("settled") };
        assert_eq!(settings.byes.each_ref().map(|b| b.event), [3, 7, 10]);
        assert!(lines.contains(&"zero-point byes 10%: 10".to_string()), "{lines:?}");
        let plan = plan_absences(&settings, &mut Random::seeded(1));
        let count = |kind| plan.iter().flatten().filter(|&&a| a == Some(kind)).count();
        assert_eq!(
            [count(RoundResult::FullPointBye), count(RoundResult::HalfPointBye), count(RoundResult::ZeroPointBye)],
            [3, 7, 10]
        );
    }

    #[test]
    fn a_count_of_forfeits_is_drawn_exactly_over_known_boards() {
        let mut rng = Random::seeded(4);
        let mut amount = Amount::Count(6);
        let hits = (0..40).filter(|&k| draw_one(&mut amount, 40 - k, &mut rng)).count();
        assert_eq!(hits, 6);
    }
}
