//! The checker an arbiter sees when changing a proposed round by hand: which
//! absolute criteria of C.04.3 the changed pairing breaks ([C1] no rematch,
//! [C2] no second pairing-allocated bye, [C3] colour limits) and which
//! present players it leaves out.

use super::player::{Player, RoundInput, derive};
use super::{Board, RoundPairing};
use crate::tournament::Color;

/// One broken rule in a proposed round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// [C1]: the two players have already played each other (or may not meet).
    Rematch {
        /// White's pairing number.
        white: u32,
        /// Black's pairing number.
        black: u32,
    },
    /// [C2]: the player already had a pairing-allocated bye or an unplayed
    /// round worth a win, and may not get the pairing-allocated bye.
    ByeNotAllowed {
        /// Pairing number.
        player: u32,
    },
    /// [C3]: the colour would make the player's colour difference exceed two
    /// or give the same colour three times in a row (allowed only for
    /// topscorers in the last round).
    ColourLimit {
        /// Pairing number.
        player: u32,
        /// The colour the proposal gives.
        colour: Color,
    },
    /// A player present for the round has neither a board nor the bye.
    NotPaired {
        /// Pairing number.
        player: u32,
    },
    /// A player who is absent (requested bye, withdrawal) or unknown is paired.
    NotAvailable {
        /// Pairing number.
        player: u32,
    },
}

/// [C3]: whether `p` would break the colour limits by playing `colour`: a
/// colour difference beyond two, or the same colour three times in a row.
fn breaks_colour_limit(p: &Player, colour: Color) -> bool {
    // With a difference, the preference is the colour played less.
    let adds_to_difference = p.colour_imbalance > 0 && p.colour_preference != Some(colour);
    p.repeated_colour == Some(colour) || (adds_to_difference && p.colour_imbalance >= 2)
}

/// The warnings for a proposed round, in board order (an empty list: the
/// proposal satisfies the absolute criteria).
pub fn warnings(input: &RoundInput, proposal: &RoundPairing) -> Vec<Warning> {
    let players = derive(input);
    let by_id = |id: u32| players.iter().find(|p| p.id == id);
    let present = |p: &Player| p.valid && p.entries.len() <= input.played_rounds;
    let mut out = Vec::new();
    let mut seated = Vec::new();
    for &Board { white, black } in &proposal.boards {
        seated.extend([white, black]);
        let (Some(w), Some(b)) = (by_id(white), by_id(black)) else {
            out.extend(
                [white, black]
                    .into_iter()
                    .filter(|&id| by_id(id).is_none())
                    .map(|player| Warning::NotAvailable { player }),
            );
            continue;
        };
        for p in [w, b] {
            if !present(p) {
                out.push(Warning::NotAvailable { player: p.id });
            }
        }
        let met = w.entries.iter().any(|e| e.played && e.opponent == Some(b.index))
            || input.players[w.index].forbidden.contains(&black);
        if met {
            out.push(Warning::Rematch { white, black });
        }
        for (p, colour) in [(w, Color::White), (b, Color::Black)] {
            if !input.is_topscorer(p) && breaks_colour_limit(p, colour) {
                out.push(Warning::ColourLimit { player: p.id, colour });
            }
        }
    }
    if let Some(id) = proposal.bye {
        seated.push(id);
        match by_id(id) {
            Some(p) if !present(p) => out.push(Warning::NotAvailable { player: id }),
            Some(p) if !input.may_get_pab(p) => out.push(Warning::ByeNotAllowed { player: id }),
            Some(_) => {}
            None => out.push(Warning::NotAvailable { player: id }),
        }
    }
    for p in players.iter().filter(|p| present(p) && !seated.contains(&p.id)) {
        out.push(Warning::NotPaired { player: p.id });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::{pair_round, round_input};
    use super::*;
    use crate::trf::parse;

    /// The TRF-2026 example of trf.md §8, rounds 1-3, pairing round 4 with player 2 withdrawn.
    const EXAMPLE: &str = "012 Example Open 2026\r\nXXR 4\r\nXXC white1\r\n\
001    1 wWFM Alpha, Ann                        2200 ENG     1000001 1990/01/01  2.5    1     4 w 1     2 b 1     6 b =\r\n\
001    2 m    Bravo, Ben                        2100 SCO     1000002 1991/02/02  0.5    6     5 b =     1 w 0     4 w -  0000 - Z\r\n\
001    3 m    Charlie, Carl                     2000 WLS     1000003 1992/03/03  2.0    4     6 w 0  0000 - U     5 b 1\r\n\
001    4 w    Delta, Dora                       1900 IRL     1000004 1993/04/04  2.0    3     1 b 0     5 w 1     2 b +\r\n\
001    5 m    Echo, Ed                          1800 ENG     1000005 1994/05/05  0.5    5     2 w =     4 b 0     3 w 0\r\n\
001    6 w    Foxtrot, Fay                      1700 ENG     1000006 1995/06/06  2.0    2     3 b 1  0000 - H     1 w =\r\n";

    fn input() -> RoundInput {
        round_input(&parse(EXAMPLE).unwrap().event, 4)
    }

    #[test]
    fn the_engine_pairing_has_no_warnings() {
        let input = input();
        let pairing = pair_round(&input).unwrap();
        assert_eq!(pairing.boards, vec![Board { white: 1, black: 3 }, Board { white: 6, black: 4 }]);
        assert_eq!(pairing.bye, Some(5));
        assert_eq!(warnings(&input, &pairing), vec![]);
    }

    #[test]
    fn hand_changes_are_checked() {
        let input = input();
        // 1 and 4 met in round 1; 3 already had the PAB; 2 withdrew.
        let proposal =
            RoundPairing { boards: vec![Board { white: 1, black: 4 }, Board { white: 6, black: 2 }], bye: Some(3) };
        let found = warnings(&input, &proposal);
        assert!(found.contains(&Warning::Rematch { white: 1, black: 4 }), "{found:?}");
        assert!(found.contains(&Warning::ByeNotAllowed { player: 3 }), "{found:?}");
        assert!(found.contains(&Warning::NotAvailable { player: 2 }), "{found:?}");
        assert!(found.contains(&Warning::NotPaired { player: 5 }), "{found:?}");
    }

    #[test]
    fn colour_limits() {
        let input = input();
        // Player 1 had white, black, black: a third black in a row is
        // refused, unless 1 is a topscorer in the last round (2.5 of 3 is).
        let proposal =
            RoundPairing { boards: vec![Board { white: 3, black: 1 }, Board { white: 6, black: 4 }], bye: Some(5) };
        assert_eq!(warnings(&input, &proposal), vec![]);
        let mut not_last = input.clone();
        not_last.total_rounds = 9;
        assert!(warnings(&not_last, &proposal).contains(&Warning::ColourLimit { player: 1, colour: Color::Black }));
    }
}
