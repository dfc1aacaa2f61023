//! The hand-computed examples of shared/fide/tiebreaks.md §8 (Swiss) and §9
//! (round robin), entered as the app records them: the Swiss values under
//! both editions (the 2026 text caps the dummy opponent's score, art. 16.4).

use super::*;
use crate::tournament::record::tests::rated;
use crate::tournament::{ByeKind, GameResult::*, Pairing, PairingNumber};

fn game(white: u32, black: u32, result: crate::tournament::GameResult) -> Pairing {
    Pairing::Game { white: PairingNumber::new(white), black: PairingNumber::new(black), result }
}

fn bye(player: u32, kind: ByeKind) -> Pairing {
    Pairing::Bye { player: PairingNumber::new(player), kind }
}

/// Example A under the 2024 text.
fn example_a() -> EventResults {
    example_a_under(Edition::C07of2024)
}

/// Example A's rounds: 6 players, 4 rounds.
fn example_a_rounds() -> Vec<Vec<Pairing>> {
    vec![
        vec![game(1, 4, WhiteWins), game(5, 2, Draw), game(3, 6, BlackWins)],
        vec![
            game(2, 1, BlackWins),
            game(4, 5, WhiteWins),
            bye(3, ByeKind::PairingAllocated),
            bye(6, ByeKind::HalfPoint),
        ],
        vec![game(6, 1, Draw), game(5, 3, BlackWins), game(2, 4, BlackWinsByForfeit)],
        vec![game(1, 3, WhiteWins), game(6, 4, Draw), bye(5, ByeKind::PairingAllocated), bye(2, ByeKind::ZeroPoint)],
    ]
}

/// Example A: 6 players, 4 rounds; ratings 2200 down to 1700.
fn example_a_under(edition: Edition) -> EventResults {
    EventResults::from_event(&rated(6, &example_a_rounds(), |no| 2300 - 100 * no), false, edition)
}

/// Example B: 6-player single round robin; ratings 2300 down to 2050.
fn example_b() -> EventResults {
    let rounds = vec![
        vec![game(1, 6, WhiteWins), game(2, 5, Draw), game(3, 4, WhiteWins)],
        vec![game(6, 4, BlackWins), game(5, 3, BlackWins), game(1, 2, Draw)],
        vec![game(2, 6, WhiteWins), game(3, 1, BlackWins), game(4, 5, BlackWins)],
        vec![game(6, 5, BlackWinsByForfeit), game(1, 4, BlackWins), game(2, 3, WhiteWins)],
        vec![game(3, 6, Draw), game(4, 2, Draw), game(5, 1, BlackWins)],
    ];
    EventResults::from_event(&rated(6, &rounds, |no| 2350 - 50 * no), true, Edition::C07of2024)
}

/// The values of one code for players 1..=6, in hundredths.
fn values(event: &EventResults, code: &str) -> Vec<Value> {
    let list = parse_list(code).unwrap();
    let mut players = compute(event, &list);
    players.sort_by_key(|p| p.start_no);
    players.iter().map(|p| p.values[0].unwrap_or_default()).collect()
}

fn hundredths(values: &[f64]) -> Vec<Value> {
    values.iter().map(|v| (v * 100.0).round() as Value).collect()
}

#[test]
fn example_a_buchholz_family() {
    let a = example_a();
    assert_eq!(values(&a, "PTS"), hundredths(&[3.5, 0.5, 2.0, 2.5, 1.5, 2.5]));
    assert_eq!(values(&a, "BH"), hundredths(&[8.0, 6.0, 9.5, 10.0, 7.0, 10.5]));
    // Player 6's half-point bye (a VUR, dummy 2.5) is cut before the real 2.0.
    assert_eq!(values(&a, "BH/C1"), hundredths(&[7.0, 5.5, 8.0, 8.5, 6.0, 8.0]));
    let edition_free = |v: Vec<Value>| [v[0], v[1], v[2], v[4]];
    assert_eq!(edition_free(values(&a, "BH/M1")), [450, 200, 450, 350]);
    assert_eq!(edition_free(values(&a, "BH/C2")), [500, 500, 600, 450]);
    assert_eq!(values(&a, "FB")[0], 850);
    // AOB (2024 Buchholz of the over-the-board opponents).
    let aob = values(&a, "AOB");
    assert_eq!((aob[0], aob[3], aob[5]), (900, 850, 917));
}

#[test]
fn fore_buchholz_waits_for_the_final_round() {
    // Example A after its 4 rounds of a planned 5: the final round is not
    // paired, so no game is counted as a draw and FB is BH (C.07 8.3).
    let mut a = example_a();
    a.final_round_counted = false;
    assert_eq!(values(&a, "FB"), values(&a, "BH"));
    // As a record reads it: rounds planned beyond those played.
    let a = example_a();
    assert!(a.final_round_counted);
    assert_ne!(values(&a, "FB"), values(&a, "BH"));
}

#[test]
fn example_a_sonneborn_berger() {
    let a = example_a();
    assert_eq!(values(&a, "SB"), hundredths(&[6.75, 0.75, 3.5, 5.25, 2.0, 6.25]));
    let c1 = values(&a, "SB/C1");
    // Player 6: the lowest-scored opponent's product (2.0) exceeds the VUR's (1.25) and is cut.
    assert_eq!((c1[0], c1[1], c1[2], c1[4], c1[5]), (575, 75, 200, 150, 425));
}

#[test]
fn example_a_own_results() {
    let a = example_a();
    assert_eq!(values(&a, "PS"), hundredths(&[9.0, 2.0, 5.0, 5.5, 3.0, 7.0]));
    assert_eq!(values(&a, "WIN"), hundredths(&[3.0, 0.0, 2.0, 2.0, 1.0, 1.0]));
    assert_eq!(values(&a, "WON"), hundredths(&[3.0, 0.0, 1.0, 1.0, 0.0, 1.0]));
    assert_eq!(values(&a, "BPG"), hundredths(&[2.0, 1.0, 2.0, 2.0, 1.0, 1.0]));
    assert_eq!(values(&a, "BWG"), hundredths(&[1.0, 0.0, 1.0, 0.0, 0.0, 1.0]));
    assert_eq!(values(&a, "GE"), hundredths(&[4.0, 2.0, 4.0, 4.0, 4.0, 3.0]));
    // Koya: opponents with at least 2 of 4 points.
    assert_eq!(values(&a, "KS")[0], 250);
}

#[test]
fn example_a_rating_tiebreaks() {
    let a = example_a();
    let whole = |v: Vec<Value>| v.into_iter().map(|x| x / 100).collect::<Vec<_>>();
    assert_eq!(whole(values(&a, "ARO")), [1925, 2000, 1900, 1900, 2000, 2033]);
    assert_eq!(whole(values(&a, "TPR")), [2261, 1807, 1775, 1900, 1727, 2158]);
    // PTP of player 4: 1885 reaches 1.50 (.14 + .62 + .74), 1884 does not.
    assert_eq!(whole(values(&a, "PTP")), [2292, 1754, 1732, 1885, 1710, 2168]);
}

#[test]
fn a_long_events_rating_tie_breaks_can_use_each_rounds_rating() {
    // Player 4 (1900) is rated 2400 from round 3 on: only the game played
    // from then on against them (6-4, round 4) counts 2400.
    let rounds = example_a_rounds();
    let mut event = rated(6, &rounds, |no| 2300 - 100 * no);
    let later = crate::tournament::LaterRating { player: PairingNumber::new(4), from_round: 3, rating: 2400 };
    event.later_ratings = vec![later];
    let results = EventResults::from_event(&event, false, Edition::C07of2026);
    let whole = |v: Vec<Value>| v.into_iter().map(|x| x / 100).collect::<Vec<_>>();
    // 6 met 3 (2000), 1 (2200) and 4 in round 4 (2400): 2200, not 2033.
    assert_eq!(whole(values(&results, "ARO")), [1925, 2000, 1900, 1900, 2000, 2200]);
    // The first rating stays the player's own (RTNG) and counts in rounds 1-2.
    assert_eq!(results.players[3].rating_in(1), Some(1900));
    assert_eq!(results.players[3].rating_in(2), Some(2400));
    assert_eq!(whole(values(&results, "RTNG"))[3], 1900);
}

#[test]
fn unrated_players_count_with_a_stand_in_rating_or_are_left_out() {
    // Example A with player 4 unrated: without /U the rating tie-breaks are
    // undefined; /U1000 counts 4 as 1000; /UX leaves 4 out of the averages.
    let rounds = example_a_rounds();
    let event = rated(6, &rounds, |no| if no == 4 { 0 } else { 2300 - 100 * no });
    let results = EventResults::from_event(&event, false, Edition::C07of2026);
    let aro = |code: &str| -> Vec<Option<Value>> {
        let list = parse_list(&format!("PTS,{code}")).unwrap();
        let mut computed = compute(&results, &list);
        computed.sort_by_key(|p| p.start_no);
        computed.iter().map(|p| p.values[1].map(|v| v / 100)).collect()
    };
    assert_eq!(aro("ARO"), vec![None; 6]);
    // 1 met 4, 2 and 6, 3: (1000 + 2100 + 1700 + 2000) / 4 = 1700.
    assert_eq!(aro("ARO/U1000")[0], Some(1700));
    // Left out: (2100 + 1700 + 2000) / 3 = 1933; 5 met 2, 4 and 3: (2100 + 2000) / 2.
    let left_out = aro("ARO/UX");
    assert_eq!((left_out[0], left_out[4]), (Some(1933), Some(2050)));
    // 4's own opponents are all rated: defined. 4 has no rating of its own (RTNG).
    assert!(left_out[3].is_some());
    let own = |code: &str| compute(&results, &parse_list(&format!("PTS,{code}")).unwrap());
    let rtng = own("RTNG/UX");
    assert_eq!(rtng.iter().find(|p| p.start_no.get() == 4).unwrap().values[1], None);
    assert_eq!(rtng.iter().find(|p| p.start_no.get() == 1).unwrap().values[1], Some(220_000));
}

#[test]
fn example_a_ranking() {
    // Under the 2024 rules BH/C1 puts 4 (8.5) ahead of 6 (8.0); DE cannot
    // separate them (they drew).
    let a = example_a();
    let list = parse_list("PTS,BH/C1,BH,DE,WIN,BWG").unwrap();
    let mut ranked = compute(&a, &list);
    ranked.sort_by_key(|p| p.rank);
    assert_eq!(ranked.iter().map(|p| p.start_no.get()).collect::<Vec<_>>(), [1, 4, 6, 3, 5, 2]);
}

#[test]
fn example_b_round_robin() {
    let b = example_b();
    assert_eq!(values(&b, "PTS"), hundredths(&[3.5, 3.5, 2.5, 2.5, 2.5, 0.5]));
    assert_eq!(values(&b, "WIN"), hundredths(&[3.0, 2.0, 2.0, 2.0, 2.0, 0.0]));
    // The forfeit 6-5 counts as a game: SB(5) includes 1 x 0.5.
    assert_eq!(values(&b, "SB"), hundredths(&[7.25, 7.25, 5.25, 5.75, 4.75, 1.25]));
    assert_eq!(values(&b, "KS"), hundredths(&[2.5, 2.5, 2.0, 1.5, 1.5, 0.5]));
    // ARO leaves the forfeit out.
    assert_eq!(values(&b, "ARO")[4] / 100, 2225);
    // DE (places, in hundredths): 1 and 2 drew (not separated); 3 beat 4 and 5, 5 beat 4.
    let list = parse_list("PTS,DE,WIN,SB,KS").unwrap();
    let mut ranked = compute(&b, &list);
    ranked.sort_by_key(|p| p.start_no);
    assert_eq!(ranked.iter().map(|p| p.values[1]).collect::<Vec<_>>(), [0, 0, 100, 300, 200, 0].map(Some));
    ranked.sort_by_key(|p| p.rank);
    assert_eq!(ranked.iter().map(|p| p.start_no.get()).collect::<Vec<_>>(), [1, 2, 3, 5, 4, 6]);
}

/// Art. 16.4 (2026 text), §8 steps 3-6: the dummy's score is capped by the
/// scheduled opponent's adjusted score for a forfeit (16.4.1: player 4's
/// round 3, 2.5 down to 1.0) and by a draw in every round otherwise (16.4.2:
/// player 6's requested bye, 2.5 down to 2.0).
#[test]
fn example_a_dummy_caps_of_the_2026_text() {
    let a = example_a_under(Edition::C07of2026);
    assert_eq!(values(&a, "BH"), hundredths(&[8.0, 6.0, 9.5, 8.5, 7.0, 10.0]));
    assert_eq!(values(&a, "BH/C1"), hundredths(&[7.0, 5.5, 8.0, 7.5, 6.0, 8.0]));
    assert_eq!(values(&a, "BH/M1"), hundredths(&[4.5, 2.0, 4.5, 4.0, 3.5, 4.5]));
    assert_eq!(values(&a, "BH/C2"), hundredths(&[5.0, 5.0, 6.0, 6.0, 4.5, 6.0]));
    assert_eq!(values(&a, "SB")[3], 375, "player 4: 1.5 + 1.0 + 1.25");

    let list = parse_list("BH").unwrap();
    let dummy = |player: usize, round: u32| {
        explain(&a, &list, 0, player).into_iter().find(|p| p.round == round).and_then(|p| p.dummy)
    };
    let forfeit = DummyScore { own: 25, capped: Some(DummyCap { at: 10, forfeit: true }) };
    assert_eq!(dummy(3, 3), Some(forfeit));
    assert_eq!(forfeit.capped.map(DummyCap::article), Some("16.4.1"));
    let bye = DummyScore { own: 25, capped: Some(DummyCap { at: 20, forfeit: false }) };
    assert_eq!(dummy(5, 2), Some(bye));
    assert_eq!(bye.capped.map(DummyCap::article), Some("16.4.2"));
    // Player 2's forfeit loss: own 0.5 is under the cap; a game has no dummy.
    assert_eq!(dummy(1, 3), Some(DummyScore { own: 5, capped: None }));
    assert_eq!(dummy(0, 1), None);
    // Under the 2024 text the dummy keeps the player's own score.
    let old = example_a();
    assert_eq!(
        explain(&old, &list, 0, 3).into_iter().find(|p| p.round == 3).and_then(|p| p.dummy).map(|d| d.capped),
        Some(None)
    );
}
