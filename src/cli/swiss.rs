//! `arbiter pair | check --dutch`: the Dutch engine on TRF files,
//! with the conventions of the FIDE-endorsed engines.

use super::Failure;
use crate::pairing::dutch::{
    NoValidPairing, RoundInput, RoundPairing, blocking_prohibitions, pair_round, recorded_round, round_input, warnings,
};
use crate::trf::{self, Trf};
use std::collections::HashSet;

fn read_trf(path: &str) -> Result<Trf, Failure> {
    read_trf_text(path).map(|(file, _)| file)
}

/// [`read_trf`], with the file's text.
fn read_trf_text(path: &str) -> Result<(Trf, String), Failure> {
    let bytes = super::input::text_file(path)?;
    let text = crate::text::encoding::decode(&bytes);
    let file = trf::parse(&text).map_err(|e| Failure { code: 3, message: format!("{path}: {e}") })?;
    super::note_legacy(path, &file);
    Ok((file, text))
}

/// The engines' output format: the number of lines, then `WHITE BLACK` per
/// board in board order, then `ID 0` for the pairing-allocated bye.
pub fn format_pairing(p: &RoundPairing) -> String {
    let mut out = format!("{}\n", p.boards.len() + usize::from(p.bye.is_some()));
    for b in &p.boards {
        out.push_str(&format!("{} {}\n", b.white, b.black));
    }
    if let Some(bye) = p.bye {
        out.push_str(&format!("{bye} 0\n"));
    }
    out
}

/// `arbiter pair --dutch INPUT -p [OUTPUT]`.
pub fn pair(input: &str, output: Option<&str>) -> Result<(), Failure> {
    let trf = read_trf(input)?;
    let round = trf.event.round_to_pair();
    if trf.event.total_rounds.is_some_and(|t| round > t as usize) {
        return Err(Failure {
            code: 3,
            message: format!("{input}: all {round_done} rounds are paired", round_done = round - 1),
        });
    }
    let input = round_input(&trf.event, round);
    let pairing = pair_round(&input).map_err(|e| unpairable(&input, round, e))?;
    let text = format_pairing(&pairing);
    match output {
        Some(path) => super::output::write_file(path, text.as_bytes()),
        None => {
            out!("{text}");
            Ok(())
        }
    }
}

/// Why round `round` cannot be paired: the prohibited pairings that make it
/// unpairable (exit 3, the input is at fault), else no valid pairing (exit 1).
fn unpairable(input: &RoundInput, round: usize, e: NoValidPairing) -> Failure {
    let blocking = blocking_prohibitions(input);
    if blocking.is_empty() {
        return Failure { code: 1, message: e.to_string() };
    }
    let pairs: Vec<String> = blocking.iter().map(|(a, b)| format!("{a}-{b}")).collect();
    Failure {
        code: 3,
        message: format!("round {round} cannot be paired because of the prohibited pairings {}", pairs.join(", ")),
    }
}

/// The rounds of a round robin whose recorded games are not those of the
/// Berger tables (C.05 Annex 1) for its players by pairing number, in a
/// single or a double cycle (the first cycle's last two rounds swapped or
/// not), each printed with both pairings; how many there are.
fn berger_differences(event: &crate::tournament::Event) -> usize {
    use crate::pairing::round_robin::schedule;
    let players = event.players.len() as u32;
    let rounds = event.rounds_recorded() as usize;
    let recorded: Vec<HashSet<_>> = (1..=rounds)
        .map(|r| recorded_round(event, r).boards.iter().map(|b| (b.white.get(), b.black.get())).collect())
        .collect();
    let games = |table: &Vec<Vec<crate::pairing::round_robin::ScheduledBoard>>, r: usize| -> HashSet<(u32, u32)> {
        table.get(r).map_or_else(HashSet::new, |round| round.iter().filter_map(|b| Some((b.white, b.black?))).collect())
    };
    let double = rounds > players.saturating_sub(1 - players % 2) as usize;
    let tables: Vec<_> = [false, true].iter().map(|&swap| schedule(players, double, swap)).collect();
    let best =
        tables.iter().min_by_key(|t| (0..rounds).filter(|&r| games(t, r) != recorded[r]).count()).expect("two tables");
    let mut differing = 0;
    for (r, want) in recorded.iter().enumerate() {
        let table = games(best, r);
        if &table == want {
            continue;
        }
        differing += 1;
        outln!("round {}: the recorded games are not the Berger table's", r + 1);
        super::output::pairing_difference((want, None::<u32>), (&table, None));
    }
    differing
}

/// Prints the rules `pairing` breaks, under "`whose` breaks the rules";
/// 1 when it breaks any, else 0.
fn breaks(input: &RoundInput, pairing: &RoundPairing, whose: &str) -> usize {
    let broken = warnings(input, pairing);
    if broken.is_empty() {
        return 0;
    }
    outln!("{whose} breaks the rules");
    for w in &broken {
        outln!("  {w}");
    }
    1
}

/// `arbiter check --dutch INPUT`: for every round recorded, the rules its
/// pairing breaks (the legality check, criterion by criterion), and
/// whether the Dutch system, re-pairing it from the rounds before, gives
/// the same pairing; then whether the rank column follows the file's
/// tie-break list.
pub fn check(input: &str) -> Result<(), Failure> {
    let (trf, text) = read_trf_text(input)?;
    let (mut differing, mut breaking) = (0, 0);
    let rounds = trf.event.rounds_recorded() as usize;
    let round_robin = trf.declared_system().is_round_robin();
    if round_robin {
        differing = berger_differences(&trf.event);
    }
    for round in (1..=rounds).filter(|_| !round_robin) {
        let want = recorded_round(&trf.event, round);
        if want.boards.is_empty() && want.bye.is_none() {
            continue;
        }
        let input = round_input(&trf.event, round);
        breaking += breaks(&input, &want, &format!("round {round}: the recorded pairing"));
        match pair_round(&input) {
            Ok(got) => {
                breaking += breaks(&input, &got, &format!("round {round}: the Dutch engine's own pairing"));
                if got.same_as(&want) {
                    continue;
                }
                differing += 1;
                outln!("round {round}: the recorded pairing differs from the Dutch system's");
                let seats = |p: &RoundPairing| p.boards.iter().map(|b| (b.white, b.black)).collect::<HashSet<_>>();
                super::output::pairing_difference((&seats(&want), want.bye), (&seats(&got), got.bye));
            }
            Err(e) => {
                differing += 1;
                outln!("round {round}: {}", unpairable(&input, round, e).message);
            }
        }
    }
    let misranked = match super::standings::edition(&trf, &text, None, input) {
        Ok(edition) => super::rank_check::check_ranks(&trf, edition),
        Err(e) => {
            outln!("standings: not checked: {}", e.message);
            1
        }
    };
    if differing == 0 && breaking == 0 && misranked == 0 {
        let system = if round_robin { "the Berger tables" } else { "the Dutch system" };
        outln!("all {rounds} rounds agree with {system}");
        return Ok(());
    }
    let mut said = Vec::new();
    if misranked > 0 {
        said.push(format!("{misranked} pairs of players ranked otherwise than the tie-breaks say"));
    }
    if breaking > 0 {
        said.push(format!("{breaking} of {rounds} rounds break the absolute or completion criteria"));
    }
    if differing > 0 {
        said.push(format!("{differing} of {rounds} rounds differ"));
    }
    Err(Failure { code: 1, message: said.join("; ") })
}
