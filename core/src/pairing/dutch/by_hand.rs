//! A start for pairing a round by hand (checklist Q63-Q64): when no pairing
//! meets the absolute criteria, the event must still go on, and the arbiter
//! builds the round from a proposal that breaks as few of them as a simple
//! reading can. The checker (`check::warnings`) names every rule it breaks.

use super::RoundPairing;
use super::engine::{Pairs, present, publish};
use super::player::{RoundInput, derive};
use std::cmp::Reverse;

/// The present players in score order (then by rank), each paired with the
/// next one below who is neither a former opponent nor a prohibited
/// pairing nor of the same absolute colour preference, else the next one
/// who is no former opponent, else simply the next; an odd player out gets
/// the pairing-allocated bye: the lowest who may still have it, else the
/// lowest. Colours follow the Dutch rules (C.04.3 5.2). It never fails.
pub fn starting_point(input: &RoundInput) -> RoundPairing {
    let players = derive(input);
    let mut order = present(input, &players);
    order.sort_by_key(|&i| (Reverse(players[i].score), players[i].rank_index));
    let mut pairs: Pairs = Vec::new();
    if order.len() % 2 == 1 {
        let last = order.len() - 1;
        let bye = order.iter().rposition(|&i| input.may_get_pab(&players[i])).unwrap_or(last);
        pairs.push((order.remove(bye), None));
    }
    while !order.is_empty() {
        let top = &players[order.remove(0)];
        let new_opponent = |&b: &usize| !input.have_met(top, &players[b]);
        let colours_fit = |&b: &usize| !input.same_absolute_preference(top, &players[b]);
        let opponent = order
            .iter()
            .position(|b| new_opponent(b) && colours_fit(b))
            .or_else(|| order.iter().position(new_opponent))
            .unwrap_or(0);
        pairs.push((top.index, Some(order.remove(opponent))));
    }
    publish(input, &players, pairs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dutch::{Warning, pair_round, record, round_input, warnings};
    use crate::tournament::{Event, EventPlayer, PairingNumber, RoundResult};

    /// `players` players, the first `rounds` rounds paired by the engine
    /// and drawn.
    fn event(players: u32, rounds: usize, total: u32) -> Event {
        let mut event = Event { total_rounds: Some(total), ..Event::default() };
        for n in 1..=players {
            let mut p = EventPlayer::new(PairingNumber::new(n));
            p.rating = 2400 - 10 * n;
            event.players.push(p);
        }
        for round in 1..=rounds {
            let pairing = pair_round(&round_input(&event, round)).expect("pairable");
            record(&mut event, round, &pairing, |_, _| (RoundResult::Draw, RoundResult::Draw));
        }
        event
    }

    #[test]
    fn when_everyone_has_met_everyone_the_start_seats_everyone_and_the_checker_names_each_rematch() {
        let e = event(4, 3, 5);
        let input = round_input(&e, 4);
        assert!(pair_round(&input).is_err(), "four players who all met cannot be paired in round 4");
        let start = starting_point(&input);
        assert_eq!(start.boards.len(), 2);
        assert_eq!(start.bye, None);
        let mut seated: Vec<u32> = start.boards.iter().flat_map(|b| [b.white.get(), b.black.get()]).collect();
        seated.sort_unstable();
        assert_eq!(seated, vec![1, 2, 3, 4]);
        let found = warnings(&input, &start);
        let rematches = found.iter().filter(|w| matches!(w, Warning::Rematch { .. })).count();
        assert_eq!(rematches, 2, "{found:?}");
        assert!(found.iter().all(|w| !matches!(w, Warning::NotPaired { .. } | Warning::PairedTwice { .. })));
    }

    #[test]
    fn a_pairable_round_starts_without_a_broken_rule_and_the_odd_player_gets_the_bye() {
        let e = event(7, 1, 5);
        let input = round_input(&e, 2);
        let start = starting_point(&input);
        assert_eq!(start.boards.len(), 3);
        assert!(start.bye.is_some());
        assert_eq!(warnings(&input, &start), Vec::new());
    }
}
