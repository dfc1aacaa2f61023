//! `arbiter generate --dutch`: a random tournament, paired round by round
//! by our engine, every pairing held to the legality check.

use super::Failure;
use super::generate::{Random, board_result, player, ratings};
use crate::pairing::dutch::{RoundPairing, pair_round, record, round_input, warnings};
use crate::tournament::{
    Color, PairingNumber, ProhibitedPairing, RoundRecord, RoundResult, System, baku, baku_group_a_size,
};
use crate::trf::{self, Trf};
use std::collections::HashSet;

/// Options of `arbiter generate --dutch`.
pub struct GenerateOptions {
    /// Players.
    pub players: u32,
    /// Rounds.
    pub rounds: u32,
    /// Seed.
    pub seed: u64,
    /// Percent chance per player and round of a requested bye (half or zero point).
    pub bye_percent: u64,
    /// Percent chance per game of a forfeit.
    pub forfeit_percent: u64,
    /// Percent chance per player and round of withdrawing.
    pub withdraw_percent: u64,
    /// Baku acceleration (C.04.7), written as records 250.
    pub baku: bool,
    /// Random prohibited pairings (two or three players each, in a random
    /// range of rounds), written as records 260.
    pub prohibit: u32,
}

/// `arbiter generate --dutch`: a random tournament paired round by round by our engine.
pub fn generate(options: &GenerateOptions, output: &str) -> Result<(), Failure> {
    if options.players < 2 || options.rounds < 1 || options.players > 9999 || options.rounds > 99 {
        return Err(super::bad_input("use 2 to 9999 players and 1 to 99 rounds"));
    }
    let mut rng = Random::seeded(options.seed);
    let ratings = ratings(&mut rng, options.players as usize, 1000, 1800);
    let mut trf = starting_list(options, &ratings);
    add_pairing_rules(&mut trf, options, &mut rng);
    let mut withdrawn: HashSet<PairingNumber> = HashSet::new();
    for round in 1..=options.rounds as usize {
        draw_absences(&mut trf, round, options, &mut rng, &mut withdrawn);
        let input = round_input(&trf.event, round);
        let Ok(pairing) = pair_round(&input) else { break };
        let broken = warnings(&input, &pairing);
        if !broken.is_empty() {
            let broken: Vec<String> = broken.iter().map(ToString::to_string).collect();
            return Err(super::failed(format!(
                "the Dutch engine paired round {round} against the rules: {}",
                broken.join("; ")
            )));
        }
        let outcomes = play_round(&pairing, &ratings, options, &mut rng);
        record(&mut trf.event, round, &pairing, |w, b| {
            outcomes
                .iter()
                .find(|((x, y), _)| *x == w && *y == b)
                .map(|(_, r)| *r)
                .unwrap_or((RoundResult::Draw, RoundResult::Draw))
        });
    }
    let played = rank_by_score(&mut trf);
    std::fs::write(output, trf::write(&trf)).map_err(|e| super::failed(format!("{output}: {e}")))?;
    outln!("wrote {output}: {} players, {played} rounds", trf.event.players.len());
    Ok(())
}

/// The generated event before its first round: players numbered by
/// `ratings` (highest first).
fn starting_list(options: &GenerateOptions, ratings: &[u32]) -> Trf {
    let mut trf = Trf {
        headers: vec![
            ("012".into(), format!("Generated Swiss {}", options.seed)),
            ("XXR".into(), options.rounds.to_string()),
            ("XXC".into(), "white1".into()),
            ("142".into(), options.rounds.to_string()),
            ("152".into(), "W".into()),
            ("192".into(), System::SwissDutch.trf_code().into()),
        ],
        ..Trf::default()
    };
    trf.event.total_rounds = Some(options.rounds);
    trf.event.initial_colour = Some(Color::White);
    trf.event.players = ratings.iter().enumerate().map(|(i, &rating)| player(i, rating)).collect();
    trf
}

/// The generated event's virtual points (`--baku`) and prohibited pairings
/// (`--prohibit K`), in the event and as records 250 and 260.
fn add_pairing_rules(trf: &mut Trf, options: &GenerateOptions, rng: &mut Random) {
    let event = &mut trf.event;
    if options.baku {
        let group_a = baku_group_a_size(options.players as usize) as u32;
        event.accelerations = baku(PairingNumber::new(group_a.min(options.players)), options.rounds);
    }
    for _ in 0..options.prohibit {
        let first_round = 1 + rng.below(u64::from(options.rounds)) as u32;
        let last_round = first_round + rng.below(u64::from(options.rounds - first_round + 1)) as u32;
        let size = if options.players > 2 && rng.chance(30) { 3 } else { 2 };
        let mut players: Vec<PairingNumber> = Vec::new();
        while players.len() < size {
            let p = PairingNumber::new(1 + rng.below(u64::from(options.players)) as u32);
            if !players.contains(&p) {
                players.push(p);
            }
        }
        event.prohibited.push(ProhibitedPairing { first_round, last_round, players });
    }
    let rounds = options.rounds;
    let records_250 = event.accelerations.iter().map(|v| ("250".to_string(), trf::record_250(v)));
    let records_260 = event.prohibited.iter().map(|p| ("260".to_string(), trf::record_260(p, rounds)));
    let records: Vec<_> = records_250.chain(records_260).collect();
    trf.headers.extend(records);
}

/// Who is absent from `round`: the withdrawn (from round 2 on, some more
/// withdraw) with a zero-point bye, and some requested half- or zero-point byes.
fn draw_absences(
    trf: &mut Trf,
    round: usize,
    options: &GenerateOptions,
    rng: &mut Random,
    withdrawn: &mut HashSet<PairingNumber>,
) {
    for p in &mut trf.event.players {
        let absent = withdrawn.contains(&p.start_no) || {
            if round > 1 && rng.chance(options.withdraw_percent) {
                withdrawn.insert(p.start_no);
                true
            } else {
                false
            }
        };
        if absent {
            p.rounds.push(RoundRecord::ABSENT);
        } else if rng.chance(options.bye_percent) {
            let result = if rng.chance(50) { RoundResult::HalfPointBye } else { RoundResult::ZeroPointBye };
            p.rounds.push(RoundRecord { opponent: None, colour: None, result });
        }
    }
}

/// A random result for every board, the higher rated more likely to win;
/// by (white, black) starting rank.
fn play_round(
    pairing: &RoundPairing,
    ratings: &[u32],
    options: &GenerateOptions,
    rng: &mut Random,
) -> Vec<((PairingNumber, PairingNumber), (RoundResult, RoundResult))> {
    let rating_of = |n: PairingNumber| ratings[n.index()];
    pairing
        .boards
        .iter()
        .map(|b| {
            ((b.white, b.black), board_result(rng, rating_of(b.white), rating_of(b.black), options.forfeit_percent))
        })
        .collect()
}

/// Sets every player's points and rank after the rounds played (ties by
/// starting rank); returns the number of rounds played.
fn rank_by_score(trf: &mut Trf) -> usize {
    let played = trf.event.rounds_recorded() as usize;
    let totals: Vec<_> = trf.event.players.iter().map(|p| trf.event.score_after(p, played)).collect();
    let mut order: Vec<usize> = (0..trf.event.players.len()).collect();
    order.sort_by(|&a, &b| totals[b].cmp(&totals[a]).then(a.cmp(&b)));
    for (rank, &i) in order.iter().enumerate() {
        trf.points.insert(trf.event.players[i].start_no, totals[i]);
        trf.event.players[i].rank = Some(rank as u32 + 1);
    }
    played
}
