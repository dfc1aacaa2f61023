//! The final ranking (FIDE C.07): points first, then the event's tie-breaks
//! in their order, DE only among players still tied on everything before it;
//! players equal on everything share the place.

use super::tiebreak::{self, Edition, EventResults, Kind, TieBreak, UnknownTieBreak, Value};
use super::{Standing, withdrawals};
use crate::tournament::{Event, PairingNumber};

/// The project's default lists (C.07 prescribes none): Swiss `BH/C1, BH,
/// DE, WIN, BWG`; round robin `DE, WIN, SB, KS`.
pub fn default_tiebreaks(round_robin: bool) -> Vec<TieBreak> {
    let text = if round_robin { "DE,WIN,SB,KS" } else { "BH/C1,BH,DE,WIN,BWG" };
    tiebreak::parse_list(text).unwrap_or_default()
}

/// The event's stored list, or the default when none is stored. A list
/// that starts with PTS has it dropped: points always come first.
pub fn tiebreak_list(stored: &str, round_robin: bool) -> Result<Vec<TieBreak>, UnknownTieBreak> {
    if stored.trim().is_empty() {
        return Ok(default_tiebreaks(round_robin));
    }
    let mut list = tiebreak::parse_list(stored)?;
    if list.first().is_some_and(|tb| tb.kind == Kind::Points) {
        list.remove(0);
    }
    Ok(list)
}

/// The standings with their tie-break values.
#[derive(Clone, Debug)]
pub struct Ranking {
    /// The tie-breaks applied after points, in order.
    pub tiebreaks: Vec<TieBreak>,
    /// Every player in rank order (pairing number among equals).
    pub standings: Vec<Standing>,
    /// `values[k]`: the values of `standings[k]`, one per tie-break (`None`: undefined).
    pub values: Vec<Vec<Option<Value>>>,
    /// The results the values were computed from (for explanations).
    pub results: EventResults,
    /// The players left out of the standings: in a round robin, those who
    /// withdrew having played fewer than half of their games
    /// ([`super::withdrawals`]).
    pub left_out: Vec<PairingNumber>,
    /// The players expelled from a Swiss event, left out of its standings
    /// ([`Ranking::expelling`]).
    pub expelled: Vec<PairingNumber>,
    /// The players whose place within a tie left after the whole list was
    /// decided by hand or by lot ([`Ranking::settling`]).
    pub settled: Vec<(PairingNumber, super::Settled)>,
}

impl Ranking {
    /// Ranks the players of `event` (every recorded round) by points, then
    /// by `tiebreaks`.
    pub fn new(event: &Event, round_robin: bool, tiebreaks: &[TieBreak], edition: Edition) -> Ranking {
        let results = EventResults::from_event(event, round_robin, edition);
        let full: Vec<TieBreak> =
            std::iter::once(TieBreak::plain(Kind::Points)).chain(tiebreaks.iter().copied()).collect();
        let computed = tiebreak::compute(&results, &full);
        let mut rows: Vec<(Standing, Vec<Option<Value>>)> = event
            .players
            .iter()
            .zip(computed)
            .map(|(p, c)| {
                let standing = Standing { rank: c.rank, start_no: p.start_no, points: event.score(p) };
                (standing, c.values[1..].to_vec())
            })
            .collect();
        rows.sort_by_key(|(s, _)| (s.rank, s.start_no));
        let (standings, values) = rows.into_iter().unzip();
        Ranking {
            tiebreaks: tiebreaks.to_vec(),
            standings,
            values,
            results,
            left_out: Vec::new(),
            expelled: Vec::new(),
            settled: Vec::new(),
        }
    }

    /// [`Ranking::new`] of a round robin whose standings leave out the
    /// players `left_out` and the games against them ([`withdrawals::without`]).
    pub fn leaving_out(event: &Event, tiebreaks: &[TieBreak], edition: Edition, left_out: &[PairingNumber]) -> Ranking {
        if left_out.is_empty() {
            return Ranking::new(event, true, tiebreaks, edition);
        }
        let mut ranking = Ranking::new(&withdrawals::without(event, left_out), true, tiebreaks, edition);
        let (standings, values) = std::mem::take(&mut ranking.standings)
            .into_iter()
            .zip(std::mem::take(&mut ranking.values))
            .filter(|(s, _)| !left_out.contains(&s.start_no))
            .unzip();
        Ranking { standings, values, left_out: left_out.to_vec(), ..ranking }
    }

    /// The ranking without the players `expelled` (a Swiss event's standings
    /// leave an expelled player out: checklist Q198). Their lines go and the
    /// players below move up, sharing places as before; the games against
    /// them still count for their opponents, points and tie-breaks alike.
    pub fn expelling(mut self, expelled: &[PairingNumber]) -> Ranking {
        if expelled.is_empty() {
            return self;
        }
        let (mut standings, values): (Vec<Standing>, Vec<_>) = std::mem::take(&mut self.standings)
            .into_iter()
            .zip(std::mem::take(&mut self.values))
            .filter(|(s, _)| !expelled.contains(&s.start_no))
            .unzip();
        let mut shared = None;
        for (k, s) in standings.iter_mut().enumerate() {
            let place = match shared {
                Some((before, place)) if before == s.rank => place,
                _ => k as u32 + 1,
            };
            shared = Some((s.rank, place));
            s.rank = place;
        }
        Ranking { standings, values, expelled: expelled.to_vec(), ..self }
    }

    /// The parts behind the value of tie-break `k` for the player with pairing number `start_no`.
    pub fn explain(&self, start_no: PairingNumber, k: usize) -> Vec<tiebreak::Part> {
        let Some(index) = self.results.players.iter().position(|p| p.start_no == start_no) else {
            return Vec::new();
        };
        tiebreak::explain(&self.results, &self.tiebreaks, k, index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::record::tests::played;
    use crate::tournament::{GameResult, Pairing};

    fn game(white: u32, black: u32, result: GameResult) -> Pairing {
        Pairing::Game { white: PairingNumber::new(white), black: PairingNumber::new(black), result }
    }

    #[test]
    fn points_then_tiebreaks_in_order() {
        // 1 beats 2 and 3 draws 4; then 1 draws 3 and 2 beats 4.
        let rounds = vec![
            vec![game(1, 2, GameResult::WhiteWins), game(3, 4, GameResult::Draw)],
            vec![game(3, 1, GameResult::Draw), game(2, 4, GameResult::WhiteWins)],
        ];
        let list = tiebreak_list("BH", false).unwrap();
        let r = Ranking::new(&played(4, &rounds), false, &list, Edition::C07of2026);
        let order: Vec<(u32, u32)> = r.standings.iter().map(|s| (s.rank, s.start_no.get())).collect();
        // 1: 1.5. 2 and 3: 1 point; BH 2 = 1.5 + 0.5 = 2.0, BH 3 = 0.5 + 1.5 = 2.0: shared.
        assert_eq!(order, vec![(1, 1), (2, 2), (2, 3), (4, 4)]);
        assert_eq!(r.values[1], vec![Some(200)]);
        let parts = r.explain(PairingNumber::new(2), 0);
        assert_eq!(
            parts.iter().map(|p| (p.round, p.opponent.map(PairingNumber::get), p.amount)).collect::<Vec<_>>(),
            vec![(1, Some(1), 150), (2, Some(4), 50)]
        );
    }

    #[test]
    fn an_expelled_player_leaves_the_standings_and_those_below_move_up() {
        // As above: 1 (1.5), then 2 and 3 sharing second on BH, then 4.
        let rounds = vec![
            vec![game(1, 2, GameResult::WhiteWins), game(3, 4, GameResult::Draw)],
            vec![game(3, 1, GameResult::Draw), game(2, 4, GameResult::WhiteWins)],
        ];
        let list = tiebreak_list("BH", false).unwrap();
        let full = Ranking::new(&played(4, &rounds), false, &list, Edition::C07of2026);
        let r = full.clone().expelling(&[PairingNumber::new(1)]);
        let order: Vec<(u32, u32)> = r.standings.iter().map(|s| (s.rank, s.start_no.get())).collect();
        assert_eq!(order, vec![(1, 2), (1, 3), (3, 4)], "2 and 3 still share, now first");
        // The games against 1 still count: 2 and 3 keep their points and Buchholz.
        assert_eq!(r.values, full.values[1..].to_vec());
        assert_eq!(r.expelled, vec![PairingNumber::new(1)]);
        let r = full.expelling(&[PairingNumber::new(3)]);
        let order: Vec<(u32, u32)> = r.standings.iter().map(|s| (s.rank, s.start_no.get())).collect();
        assert_eq!(order, vec![(1, 1), (2, 2), (3, 4)]);
    }

    #[test]
    fn external_values_rank_highest_first_and_missing_ones_last() {
        // All four drawn: tied on points; EXT decides, 4 has no value.
        let rounds = vec![vec![game(1, 2, GameResult::Draw), game(3, 4, GameResult::Draw)]];
        let mut event = played(4, &rounds);
        event.external_values =
            vec![(PairingNumber::new(1), 50), (PairingNumber::new(2), 250), (PairingNumber::new(3), 50)];
        let list = tiebreak_list("EXT", false).unwrap();
        let r = Ranking::new(&event, false, &list, Edition::C07of2026);
        let order: Vec<(u32, u32)> = r.standings.iter().map(|s| (s.rank, s.start_no.get())).collect();
        assert_eq!(order, vec![(1, 2), (2, 1), (2, 3), (4, 4)]);
        assert_eq!(r.values[3], vec![None]);
    }

    #[test]
    fn de_p_counts_a_forfeit_between_the_tied_players() {
        // 1 wins against 2 by forfeit; 3 beats 4 and 1; 2 beats 4: 1 and 2 tie on 1 point.
        let rounds = vec![
            vec![game(1, 2, GameResult::WhiteWinsByForfeit), game(3, 4, GameResult::WhiteWins)],
            vec![game(1, 3, GameResult::BlackWins), game(2, 4, GameResult::WhiteWins)],
        ];
        let order = |list: &str| -> Vec<(u32, u32)> {
            let list = tiebreak_list(list, false).unwrap();
            let r = Ranking::new(&played(4, &rounds), false, &list, Edition::C07of2026);
            r.standings.iter().map(|s| (s.rank, s.start_no.get())).collect()
        };
        assert_eq!(order("DE"), vec![(1, 3), (2, 1), (2, 2), (4, 4)], "a forfeit is no encounter");
        assert_eq!(order("DE/P"), vec![(1, 3), (2, 1), (3, 2), (4, 4)], "DE/P counts it");
        assert_eq!(tiebreak_list("DE/P", false).unwrap()[0].to_string(), "DE/P");
    }

    #[test]
    fn stored_lists() {
        assert_eq!(tiebreak_list("", true).unwrap(), default_tiebreaks(true));
        let list = tiebreak_list("PTS, SB, DE", false).unwrap();
        assert_eq!(list.iter().map(|t| t.to_string()).collect::<Vec<_>>(), vec!["SB", "DE"]);
        assert!(tiebreak_list("BH,XX", false).unwrap_err().to_string().contains("Valid codes"));
    }
}
