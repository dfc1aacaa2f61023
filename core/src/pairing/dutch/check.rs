//! The legality check of a round pairing: which absolute criteria of
//! C.04.3 it breaks (C1 no rematch, C2 no second pairing-allocated bye,
//! C3 colour limits), which prohibited pairing it breaks, and whom it
//! leaves out or seats wrongly (C4 completion). The arbiter sees it when
//! changing a proposed round by hand, `arbiter check` applies it to every
//! round of a file, and every pairing the engine returns is held to it (in
//! debug builds, hence in every test; in `arbiter generate` always).
//!
//! It is a second reading of the criteria, written from the round's input
//! alone: it shares nothing with the engine's own reading of a player
//! (scores, colour preferences and bye eligibility in `player` and the edge
//! weights), so that a defect of the engine cannot hide itself here. Also:
//! which prohibited pairings make a round unpairable.

use super::player::{Entry, MatchScore, PlayerHistory, RoundInput, entry_points};
use super::{Board, RoundPairing};
use crate::tournament::{Color, PairingNumber};
use std::collections::{HashMap, HashSet};

/// One broken rule in a round pairing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// C1: the two players have already played each other.
    Rematch {
        /// White's pairing number.
        white: PairingNumber,
        /// Black's pairing number.
        black: PairingNumber,
    },
    /// C1 as the organiser extends it: a prohibited pairing (record 260)
    /// keeps the two players apart in this round.
    Prohibited {
        /// White's pairing number.
        white: PairingNumber,
        /// Black's pairing number.
        black: PairingNumber,
    },
    /// C2: the player already had a pairing-allocated bye or an unplayed
    /// round worth a win, and may not get the pairing-allocated bye.
    ByeNotAllowed {
        /// Pairing number.
        player: PairingNumber,
    },
    /// C3: the colour would make the player's colour difference exceed two
    /// or give the same colour three times in a row (allowed only on a
    /// topscorer's board in the last round).
    ColourLimit {
        /// Pairing number.
        player: PairingNumber,
        /// The colour the proposal gives.
        colour: Color,
    },
    /// C4: a player present for the round has neither a board nor the bye.
    NotPaired {
        /// Pairing number.
        player: PairingNumber,
    },
    /// C4: a player is seated more than once (on two boards, or on a
    /// board and the bye).
    PairedTwice {
        /// Pairing number.
        player: PairingNumber,
    },
    /// A player who is absent (requested bye, withdrawal) or unknown is paired.
    NotAvailable {
        /// Pairing number.
        player: PairingNumber,
    },
}

impl Warning {
    /// The criterion of C.04.3 the warning is about, as the rules number it.
    pub fn criterion(&self) -> &'static str {
        match self {
            Warning::Rematch { .. } | Warning::Prohibited { .. } => "C1",
            Warning::ByeNotAllowed { .. } => "C2",
            Warning::ColourLimit { .. } => "C3",
            Warning::NotPaired { .. } | Warning::PairedTwice { .. } | Warning::NotAvailable { .. } => "C4",
        }
    }
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let c = self.criterion();
        match self {
            Warning::Rematch { white, black } => write!(f, "{c}: {white} and {black} have already played each other"),
            Warning::Prohibited { white, black } => {
                write!(f, "{c}: {white} and {black} may not meet in this round (a prohibited pairing)")
            }
            Warning::ByeNotAllowed { player } => {
                write!(f, "{c}: {player} already had the pairing-allocated bye or an unplayed round worth a win")
            }
            Warning::ColourLimit { player, colour } => {
                let colour = if *colour == Color::White { "White" } else { "Black" };
                write!(f, "{c}: {player} gets {colour} beyond the colour limits")
            }
            Warning::NotPaired { player } => write!(f, "{c}: {player} is present but not paired"),
            Warning::PairedTwice { player } => write!(f, "{c}: {player} is paired more than once"),
            Warning::NotAvailable { player } => write!(f, "{c}: {player} is absent or unknown but paired"),
        }
    }
}

/// What the criteria need to know of one player before the round, read
/// from the history alone.
struct Standing<'a> {
    history: &'a PlayerHistory,
    index: usize,
    /// Whether the player has no entry yet for the round being paired.
    present: bool,
    /// Points so far plus this round's virtual points, in tenths.
    score: i32,
    /// The colours of the games played over the board, in order.
    colours: Vec<Color>,
}

impl Standing<'_> {
    /// Whether an earlier round gave the player the pairing-allocated bye
    /// or, without playing, the points of a win (forfeit win, full-point bye).
    fn had_bye_or_unplayed_win(&self, played_rounds: usize) -> bool {
        self.history.entries.iter().take(played_rounds).any(|e| !e.played && e.score == MatchScore::Win)
    }

    /// Whether playing `colour` makes the colour difference exceed two or
    /// gives the same colour a third time running (C.04.1 articles 6 and 7).
    fn breaks_colour_limit(&self, colour: Color) -> bool {
        let same = self.colours.iter().filter(|&&c| c == colour).count() as i64;
        let other = self.colours.len() as i64 - same;
        let third_running = self.colours.len() >= 2 && self.colours[self.colours.len() - 2..] == [colour, colour];
        same + 1 - other > 2 || third_running
    }

    /// The colour the player expects: the one the colour preference asks
    /// for (C.04.3 article 1.6), by the colour difference, else the other
    /// colour than the last game's; none before a first game.
    fn expected_colour(&self) -> Option<Color> {
        let whites = self.colours.iter().filter(|&&c| c == Color::White).count();
        let blacks = self.colours.len() - whites;
        match whites.cmp(&blacks) {
            std::cmp::Ordering::Greater => Some(Color::Black),
            std::cmp::Ordering::Less => Some(Color::White),
            std::cmp::Ordering::Equal => self.colours.last().map(|&c| !c),
        }
    }

    /// Whether the player played `opponent` over the board.
    fn played(&self, opponent: usize, played_rounds: usize) -> bool {
        self.history.entries.iter().take(played_rounds).any(|e: &Entry| e.played && e.opponent == Some(opponent))
    }
}

/// Every player's [`Standing`] before the round of `input`.
fn standings(input: &RoundInput) -> Vec<Standing<'_>> {
    let pr = input.played_rounds;
    input
        .players
        .iter()
        .enumerate()
        .map(|(index, history)| {
            let before = &history.entries[..history.entries.len().min(pr)];
            let points: i32 = before.iter().map(|e| entry_points(&input.scoring, index, e)).sum();
            let colours = before.iter().filter(|e| e.played).filter_map(|e| e.colour).collect();
            Standing {
                history,
                index,
                present: history.entries.len() <= pr,
                score: points + input.virtual_points(index, pr),
                colours,
            }
        })
        .collect()
}

/// The broken rules of a round pairing, in board order, the bye and those
/// left out last (an empty list: the pairing satisfies the absolute and
/// completion criteria).
pub fn warnings(input: &RoundInput, pairing: &RoundPairing) -> Vec<Warning> {
    let players = standings(input);
    let pr = input.played_rounds;
    let by_id: HashMap<PairingNumber, &Standing> = players.iter().map(|p| (p.history.id, p)).collect();
    // C.04.1 article 1.8: in the last round, more than half the most points possible so far.
    let most = pr as i32 * input.scoring.win.0.max(input.scoring.draw.0);
    let topscorer = |p: &Standing| pr + 1 >= input.total_rounds && 2 * p.score > most;
    let mut out = Vec::new();
    let mut seated = HashSet::new();
    let mut seat = |id: PairingNumber, out: &mut Vec<Warning>| {
        if !seated.insert(id) {
            out.push(Warning::PairedTwice { player: id });
        }
        match by_id.get(&id) {
            Some(p) if p.present => Some(*p),
            _ => {
                out.push(Warning::NotAvailable { player: id });
                None
            }
        }
    };
    for &Board { white, black } in &pairing.boards {
        let (w, b) = (seat(white, &mut out), seat(black, &mut out));
        let (Some(w), Some(b)) = (w, b) else { continue };
        if w.played(b.index, pr) {
            out.push(Warning::Rematch { white, black });
        }
        if w.history.forbidden.contains(&black) || b.history.forbidden.contains(&white) {
            out.push(Warning::Prohibited { white, black });
        }
        // Only a topscorer, or a topscorer's opponent, may pass the limits
        // (C10 and C11 then count them): [C3] keeps two non-topscorers
        // with the same absolute preference apart, and rule 5.2.2 grants an
        // absolute preference against any other.
        if !topscorer(w) && !topscorer(b) {
            for (p, colour) in [(w, Color::White), (b, Color::Black)] {
                if p.breaks_colour_limit(colour) {
                    out.push(Warning::ColourLimit { player: p.history.id, colour });
                }
            }
        }
    }
    if let Some(id) = pairing.bye
        && let Some(p) = seat(id, &mut out)
        && p.had_bye_or_unplayed_win(pr)
    {
        out.push(Warning::ByeNotAllowed { player: id });
    }
    for p in players.iter().filter(|p| p.present && !seated.contains(&p.history.id)) {
        out.push(Warning::NotPaired { player: p.history.id });
    }
    out
}

/// The boards of `pairing` on which both players get the colour opposite
/// to the one they expect (checklist Q67: a hand-made pairing gets a
/// Level-2 warning for each, since exchanging the colours would suit both).
pub fn colours_against_both(input: &RoundInput, pairing: &RoundPairing) -> Vec<Board> {
    let players = standings(input);
    let by_id: HashMap<PairingNumber, &Standing> = players.iter().map(|p| (p.history.id, p)).collect();
    let expects = |id: &PairingNumber| by_id.get(id).and_then(|p| p.expected_colour());
    pairing
        .boards
        .iter()
        .filter(|b| expects(&b.white) == Some(Color::Black) && expects(&b.black) == Some(Color::White))
        .copied()
        .collect()
}

/// Panics, naming each criterion broken, when `pairing` (the engine's)
/// breaks the absolute or completion criteria: a defect of the engine.
/// Called on every pairing the engine returns in debug builds, so that
/// every test holds the engine to [`warnings`].
pub(super) fn assert_legal(input: &RoundInput, pairing: &RoundPairing) {
    let broken = warnings(input, pairing);
    assert!(
        broken.is_empty(),
        "the Dutch engine paired round {} against the rules: {}",
        input.played_rounds + 1,
        broken.iter().map(Warning::to_string).collect::<Vec<_>>().join("; ")
    );
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::round_input;
    use super::*;
    use crate::tournament::record::tests::player;
    use crate::tournament::{Event, ProhibitedPairing};

    pub(in crate::pairing::dutch) fn pn(n: u32) -> PairingNumber {
        PairingNumber::new(n)
    }

    /// Four players before round 1, with these prohibitions for rounds 1-2.
    pub(in crate::pairing::dutch) fn event(groups: &[&[u32]]) -> Event {
        Event {
            players: (1..=4).map(player).collect(),
            total_rounds: Some(5),
            prohibited: groups
                .iter()
                .map(|g| ProhibitedPairing {
                    first_round: 1,
                    last_round: 2,
                    players: g.iter().map(|&n| pn(n)).collect(),
                })
                .collect(),
            ..Event::default()
        }
    }

    /// A played game of the player against the player at `opponent` (an index).
    fn game(opponent: usize, colour: Color, score: super::super::MatchScore) -> Entry {
        Entry { opponent: Some(opponent), colour: Some(colour), score, played: true, participated: true }
    }

    /// An unplayed round: the pairing-allocated bye, a forfeit win, a
    /// full-point, half-point or zero-point bye.
    fn unplayed(score: MatchScore, participated: bool) -> Entry {
        Entry { opponent: None, colour: None, score, played: false, participated }
    }

    /// Players 1-4 after the rounds in `entries` (one list per player), pairing round `rounds + 1` of `total`.
    fn input_after(entries: Vec<Vec<Entry>>, rounds: usize, total: usize) -> RoundInput {
        RoundInput {
            players: entries
                .into_iter()
                .enumerate()
                .map(|(i, entries)| PlayerHistory {
                    id: pn(i as u32 + 1),
                    entries,
                    forbidden: Vec::new(),
                    virtual_points: Vec::new(),
                })
                .collect(),
            played_rounds: rounds,
            total_rounds: total,
            initial_colour: Color::White,
            scoring: crate::tournament::Scoring::default(),
        }
    }

    fn pairing(boards: &[(u32, u32)], bye: Option<u32>) -> RoundPairing {
        RoundPairing {
            boards: boards.iter().map(|&(w, b)| Board { white: pn(w), black: pn(b) }).collect(),
            bye: bye.map(pn),
        }
    }

    #[test]
    fn the_bye_after_a_bye_or_an_unplayed_win_breaks_c2_after_a_half_point_bye_it_does_not() {
        use MatchScore::{Draw, Loss, Win};
        // Round 1: 1-2 drawn; 3 had what each case says (the PAB, a forfeit
        // win, a full-point, half-point or zero-point bye); 4 was absent.
        // Round 2: two boards, or one board and the bye to 3.
        for (earlier, allowed) in [
            (unplayed(Win, true), false),
            (Entry { opponent: Some(3), ..unplayed(Win, true) }, false),
            (unplayed(Win, false), false),
            (unplayed(Draw, false), true),
            (unplayed(Loss, false), true),
        ] {
            let input = input_after(
                vec![
                    vec![game(1, Color::White, Draw)],
                    vec![game(0, Color::Black, Draw)],
                    vec![earlier],
                    vec![unplayed(Loss, false)],
                ],
                1,
                5,
            );
            let found = warnings(&input, &pairing(&[(4, 1), (2, 3)], None));
            assert_eq!(found, vec![], "{earlier:?}");
            let found = warnings(&input, &pairing(&[(1, 4)], Some(3)));
            let expected = if allowed { vec![] } else { vec![Warning::ByeNotAllowed { player: pn(3) }] };
            assert_eq!(
                found.iter().filter(|w| w.criterion() == "C2").cloned().collect::<Vec<_>>(),
                expected,
                "{earlier:?}"
            );
        }
    }

    #[test]
    fn only_a_topscorers_board_passes_the_colour_limits_in_the_last_round() {
        use MatchScore::{Loss, Win};
        // After two rounds 1 and 2 have two Blacks running, 3 and 4 two Whites.
        let history = |wins: bool, colour: Color, a: usize, b: usize| {
            let score = if wins { Win } else { Loss };
            vec![game(a, colour, score), game(b, colour, score)]
        };
        let entries = vec![
            history(true, Color::Black, 2, 3),
            history(false, Color::Black, 3, 2),
            history(false, Color::White, 0, 1),
            history(true, Color::White, 1, 0),
        ];
        // 1 (two wins) against 2 (none): 2 gets Black a third time.
        let boards = pairing(&[(1, 2), (3, 4)], None);
        let not_last = warnings(&input_after(entries.clone(), 2, 5), &boards);
        assert!(not_last.contains(&Warning::ColourLimit { player: pn(2), colour: Color::Black }), "{not_last:?}");
        assert!(not_last.iter().all(|w| w.criterion() == "C3"), "{not_last:?}");
        // In the last round 1 and 4 are topscorers: their boards may pass the limits.
        assert_eq!(warnings(&input_after(entries, 2, 3), &boards), vec![]);
    }

    #[test]
    fn both_players_against_the_colour_they_expect_is_found_and_one_against_is_not() {
        use MatchScore::Draw;
        // Round 1: 1 White against 2, 3 White against 4.
        let entries = vec![
            vec![game(1, Color::White, Draw)],
            vec![game(0, Color::Black, Draw)],
            vec![game(3, Color::White, Draw)],
            vec![game(2, Color::Black, Draw)],
        ];
        let input = input_after(entries, 1, 5);
        // 1 and 3 expect Black, 2 and 4 White.
        let swapped = pairing(&[(1, 4), (2, 3)], None);
        assert_eq!(colours_against_both(&input, &swapped), vec![Board { white: pn(1), black: pn(4) }]);
        assert_eq!(colours_against_both(&input, &pairing(&[(4, 1), (2, 3)], None)), vec![]);
        // Before a first game nobody expects a colour.
        let fresh = input_after(vec![Vec::new(); 4], 0, 5);
        assert_eq!(colours_against_both(&fresh, &pairing(&[(1, 2), (3, 4)], None)), vec![]);
    }

    #[test]
    fn a_player_seated_twice_or_left_out_breaks_completion() {
        let input = input_after(vec![Vec::new(); 4], 0, 5);
        let found = warnings(&input, &pairing(&[(1, 2), (2, 3)], None));
        assert_eq!(
            found,
            vec![Warning::PairedTwice { player: pn(2) }, Warning::NotPaired { player: pn(4) }],
            "{found:?}"
        );
        assert!(found.iter().all(|w| w.criterion() == "C4"));
        assert_eq!(warnings(&input, &pairing(&[(1, 2), (3, 4)], None)), vec![]);
        let unknown = warnings(&input, &pairing(&[(1, 2), (3, 4)], Some(9)));
        assert_eq!(unknown, vec![Warning::NotAvailable { player: pn(9) }]);
    }

    #[test]
    fn a_hand_made_board_that_breaks_a_prohibition_is_flagged() {
        let input = round_input(&event(&[&[1, 2]]), 1);
        let proposal = RoundPairing {
            boards: vec![Board { white: pn(1), black: pn(2) }, Board { white: pn(3), black: pn(4) }],
            bye: None,
        };
        assert_eq!(warnings(&input, &proposal), vec![Warning::Prohibited { white: pn(1), black: pn(2) }]);
    }
}
