//! The Dutch system on small hand-made cases (the worked examples of the
//! project's fide/dutch.md, C.04.3 restated), and properties over generated
//! tournaments.

use arbiter::pairing::dutch::{Board, pair_round, record, round_input};
use arbiter::tournament::{Color, Event, PairingNumber, RoundRecord, RoundResult};
use arbiter::trf;
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};

fn player(no: u32, rounds: &str) -> String {
    format!("001 {no:>4}      Player {no:<26} {:>4}                             0.0        {rounds}", 2300 - no * 10)
}

fn trf(total_rounds: u32, lines: &[String]) -> Event {
    let text = format!("012 Test\nXXR {total_rounds}\nXXC white1\n{}\n", lines.join("\n"));
    trf::parse(&text).unwrap().event
}

fn boards(list: &[(u32, u32)]) -> HashSet<Board> {
    list.iter()
        .map(|&(white, black)| Board { white: PairingNumber::new(white), black: PairingNumber::new(black) })
        .collect()
}

#[test]
fn round_one_seven_players() {
    let t = trf(5, &(1..=7).map(|n| player(n, "")).collect::<Vec<_>>());
    let p = pair_round(&round_input(&t, 1)).unwrap();
    assert_eq!(p.boards.iter().copied().collect::<HashSet<_>>(), boards(&[(1, 4), (5, 2), (3, 6)]));
    assert_eq!(p.bye, Some(PairingNumber::new(7)));
    assert_eq!(
        p.boards[0],
        Board { white: PairingNumber::new(1), black: PairingNumber::new(4) },
        "board order: higher TPN first at equal scores"
    );
}

/// Six players after two rounds, 4 absent from round 3: the bye must go to
/// player 6 with 0 points (C5), so 1 and 3 with 2 points both float.
fn c5_example() -> Event {
    trf(
        3,
        &[
            player(1, "  4 w 1     2 b 1"),
            player(2, "  5 b 1     1 w 0"),
            player(3, "  6 w 1     4 b 1"),
            player(4, "  1 b 0     3 w 0  0000 - Z"),
            player(5, "  2 w 0     6 b 1"),
            player(6, "  3 b 0     5 w 0"),
        ],
    )
}

#[test]
fn pab_criterion_c5_moves_the_bye_to_the_lowest_score() {
    let t = c5_example();
    let p = pair_round(&round_input(&t, 3)).unwrap();
    assert_eq!(p.boards.iter().copied().collect::<HashSet<_>>(), boards(&[(1, 5), (3, 2)]));
    assert_eq!(p.bye, Some(PairingNumber::new(6)));
}

#[test]
fn c9_prefers_a_bye_for_the_player_with_fewer_unplayed_games() {
    let t = trf(
        5,
        &[
            player(1, "  3 w 1"),
            player(2, "  4 b 1"),
            player(3, "  1 b 0"),
            player(4, "  2 w 0"),
            player(5, "0000 - Z"),
        ],
    );
    let p = pair_round(&round_input(&t, 2)).unwrap();
    assert_eq!(p.boards.iter().copied().collect::<HashSet<_>>(), boards(&[(2, 1), (3, 5)]));
    assert_eq!(p.bye, Some(PairingNumber::new(4)));
}

#[test]
fn a_complete_four_round_event() {
    // dutch.md 11.4: round 4 after a half-point bye, a PAB, a forfeit and a withdrawal.
    let t = trf(
        4,
        &[
            player(1, "  4 w 1     2 b 1     6 b ="),
            player(2, "  5 b =     1 w 0     4 w -  0000 - Z"),
            player(3, "  6 w 0  0000 - U     5 b 1"),
            player(4, "  1 b 0     5 w 1     2 b +"),
            player(5, "  2 w =     4 b 0     3 w 0"),
            player(6, "  3 b 1  0000 - H     1 w ="),
        ],
    );
    let p = pair_round(&round_input(&t, 4)).unwrap();
    assert_eq!(
        p.boards,
        vec![
            Board { white: PairingNumber::new(1), black: PairingNumber::new(3) },
            Board { white: PairingNumber::new(6), black: PairingNumber::new(4) }
        ]
    );
    assert_eq!(p.bye, Some(PairingNumber::new(5)));
}

#[test]
fn nobody_left_to_pair_is_an_error_not_a_panic() {
    // Two players who have met cannot be paired again.
    let t = trf(3, &[player(1, "  2 w 1"), player(2, "  1 b 0")]);
    assert!(pair_round(&round_input(&t, 2)).is_err());
}

/// Plays a random tournament with our engine and checks the absolute rules every round.
fn random_event(players: u32, rounds: u32, seed: u64) -> Result<(), TestCaseError> {
    let lines: Vec<String> = (1..=players).map(|n| player(n, "")).collect();
    let mut t = trf(rounds, &lines);
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 1..=rounds as usize {
        for p in &mut t.players {
            if next() % 20 == 0 {
                let result = if next() % 2 == 0 { RoundResult::HalfPointBye } else { RoundResult::ZeroPointBye };
                p.rounds.push(RoundRecord { opponent: None, colour: None, result });
            }
        }
        let Ok(pairing) = pair_round(&round_input(&t, round)) else { break };
        // At most one bye, to an eligible player; nobody twice; no rematch of a played game.
        let mut seen = HashSet::new();
        for b in &pairing.boards {
            prop_assert!(seen.insert(b.white) && seen.insert(b.black));
            let white = t.player(b.white).unwrap();
            prop_assert!(!white.rounds.iter().any(|e| e.opponent == Some(b.black) && e.result.is_played()), "rematch");
        }
        if let Some(bye) = pairing.bye {
            prop_assert!(seen.insert(bye));
            let p = t.player(bye).unwrap();
            prop_assert!(
                !p.rounds.iter().any(|e| matches!(
                    e.result,
                    RoundResult::PairingAllocatedBye | RoundResult::ForfeitWin | RoundResult::FullPointBye
                )),
                "bye to an ineligible player"
            );
        }
        let results: HashMap<(PairingNumber, PairingNumber), (RoundResult, RoundResult)> = pairing
            .boards
            .iter()
            .map(|b| {
                let r = match next() % 10 {
                    0..=3 => (RoundResult::Win, RoundResult::Loss),
                    4..=6 => (RoundResult::Draw, RoundResult::Draw),
                    7 => (RoundResult::ForfeitWin, RoundResult::ForfeitLoss),
                    _ => (RoundResult::Loss, RoundResult::Win),
                };
                ((b.white, b.black), r)
            })
            .collect();
        record(&mut t, round, &pairing, |w, b| results[&(w, b)]);
        // Colour rules: |difference| <= 2 and no three in a row, outside the last round's topscorer exception.
        if round + 1 < rounds as usize {
            for p in &t.players {
                let colours: Vec<_> =
                    p.rounds.iter().filter(|e| e.result.is_played()).filter_map(|e| e.colour).collect();
                let whites = colours.iter().filter(|&&c| c == Color::White).count() as i64;
                prop_assert!((2 * whites - colours.len() as i64).abs() <= 2, "colour difference of {}", p.start_no);
                prop_assert!(
                    !colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                    "three in a row for {}",
                    p.start_no
                );
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    #[test]
    fn generated_tournaments_keep_the_absolute_rules(players in 4u32..24, rounds in 3u32..8, seed in any::<u64>()) {
        random_event(players, rounds, seed)?;
    }
}

/// The checker of hand-changed pairings (`pairing::dutch::warnings`) on the
/// TRF-2026 example of trf.md §8.
mod checker {
    use arbiter::pairing::dutch::{Board, RoundInput, RoundPairing, Warning, pair_round, round_input, warnings};
    use arbiter::tournament::{Color, PairingNumber};
    use arbiter::trf::parse;

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
        assert_eq!(
            pairing.boards,
            vec![
                Board { white: PairingNumber::new(1), black: PairingNumber::new(3) },
                Board { white: PairingNumber::new(6), black: PairingNumber::new(4) }
            ]
        );
        assert_eq!(pairing.bye, Some(PairingNumber::new(5)));
        assert_eq!(warnings(&input, &pairing), vec![]);
    }

    #[test]
    fn hand_changes_are_checked() {
        let input = input();
        // 1 and 4 met in round 1; 3 already had the PAB; 2 withdrew.
        let proposal = RoundPairing {
            boards: vec![
                Board { white: PairingNumber::new(1), black: PairingNumber::new(4) },
                Board { white: PairingNumber::new(6), black: PairingNumber::new(2) },
            ],
            bye: Some(PairingNumber::new(3)),
        };
        let found = warnings(&input, &proposal);
        assert!(
            found.contains(&Warning::Rematch { white: PairingNumber::new(1), black: PairingNumber::new(4) }),
            "{found:?}"
        );
        assert!(found.contains(&Warning::ByeNotAllowed { player: PairingNumber::new(3) }), "{found:?}");
        assert!(found.contains(&Warning::NotAvailable { player: PairingNumber::new(2) }), "{found:?}");
        assert!(found.contains(&Warning::NotPaired { player: PairingNumber::new(5) }), "{found:?}");
    }

    #[test]
    fn colour_limits() {
        let input = input();
        // Player 1 had white, black, black: a third black in a row is
        // refused, unless 1 is a topscorer in the last round (2.5 of 3 is).
        let proposal = RoundPairing {
            boards: vec![
                Board { white: PairingNumber::new(3), black: PairingNumber::new(1) },
                Board { white: PairingNumber::new(6), black: PairingNumber::new(4) },
            ],
            bye: Some(PairingNumber::new(5)),
        };
        assert_eq!(warnings(&input, &proposal), vec![]);
        let mut not_last = input.clone();
        not_last.total_rounds = 9;
        assert!(
            warnings(&not_last, &proposal)
                .contains(&Warning::ColourLimit { player: PairingNumber::new(1), colour: Color::Black })
        );
    }
}

mod why {
    //! The explanations of a pairing, checked by hand against the rules.
    use super::{c5_example, player, trf};
    use arbiter::pairing::dutch::{ColourReason, ColourRule, FloatReason, explain, pair_round, round_input};
    use arbiter::tournament::{Color, PairingNumber, Points};

    fn no(n: u32) -> PairingNumber {
        PairingNumber::new(n)
    }

    #[test]
    fn round_one_colours_by_rank_parity_and_the_bye_to_the_last() {
        let t = trf(5, &(1..=7).map(|n| player(n, "")).collect::<Vec<_>>());
        let input = round_input(&t, 1);
        let why = explain(&input, &pair_round(&input).unwrap());
        assert_eq!(why.boards.len(), 3);
        for (board, higher) in why.boards.iter().zip([1, 2, 3]) {
            assert_eq!(board.float, None, "everyone has 0 points");
            assert_eq!(
                board.colour,
                ColourReason::Rule { rule: ColourRule::RankParity, player: no(higher), preference: None },
                "5.2.5 by the higher-ranked player's number"
            );
        }
        let bye = why.bye.expect("seven players");
        assert_eq!((bye.player, bye.score, bye.lowest_ranked_allowed), (no(7), Points(0), true));
        assert!(bye.not_allowed.is_empty());
    }

    /// The C5 example: 1 and 3 (2 points) could meet, but both float so that
    /// the bye goes to player 6 with 0 points instead of a 1-point player.
    #[test]
    fn floats_forced_by_the_bye_criterion_and_colours_by_rules_5_2_1_and_5_2_4() {
        let t = c5_example();
        let input = round_input(&t, 3);
        let why = explain(&input, &pair_round(&input).unwrap());
        let board = |white: u32| why.boards.iter().find(|b| b.board.white == no(white)).expect("board");
        let one = board(1);
        assert_eq!((one.white_score, one.black_score), (Points(20), Points(10)));
        let float = one.float.expect("2 against 1 point");
        assert_eq!((float.downfloater, float.upfloater, float.reason), (no(1), no(5), FloatReason::CompletesTheRound));
        // Both had W then B (mild, White): they never differed, so 5.2.4.
        let rule = ColourRule::HigherRankedPreference;
        assert_eq!(one.colour, ColourReason::Rule { rule, player: no(1), preference: Some(Color::White) });
        let three = board(3);
        assert_eq!(three.float.map(|f| (f.downfloater, f.reason)), Some((no(3), FloatReason::CompletesTheRound)));
        // 3 wants White (W, B), 2 wants Black (B, W): both granted.
        let rule = ColourRule::BothPreferences;
        assert_eq!(three.colour, ColourReason::Rule { rule, player: no(3), preference: Some(Color::White) });
        let bye = why.bye.expect("five present");
        assert_eq!((bye.player, bye.score, bye.lowest_ranked_allowed), (no(6), Points(0), true));
    }
}
