//! The actions on rounds, on an in-memory SQLite database.

use super::*;
use crate::actions::audit::AuditEvent;
use crate::actions::fixture::{event, logged, players, reread};
use crate::actions::pairing_rules::{Acceleration, SharedRule};
use crate::actions::{DraftRefusal, Failed, PairRefusal, PublishConfirmed};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, PlayerId, UserId};
use crate::pairing::dutch::Progress;
use crate::tournament::{BoardResult, ByeKind, GameResult, PairingNumber};

fn refusal<T>(r: Result<T, Failed<RoundRefusal>>) -> RoundRefusal {
    match r {
        Err(Failed::Refused(refusal)) => refusal,
        Err(other) => panic!("expected a refusal, got {other:?}"),
        Ok(_) => panic!("expected a refusal, it was done"),
    }
}

fn now() -> chrono::NaiveDateTime {
    chrono::Utc::now().naive_utc()
}

/// The audit code of an event, as the log keeps it.
fn code(event: AuditEvent) -> String {
    event.code()
}

/// Pairs the next round of `t` as a draft, the way the pairing job does:
/// the job taken, the snapshot, the engine, the store.
fn propose(
    c: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    target: Target,
) -> Result<Stored, Failed<RoundRefusal>> {
    let (round, attempt) = start_pairing_job(c, by, t, target, now())?;
    let job = (t.id, round, attempt.expect("a new job"));
    let snapshot = pairing_snapshot(c, t.clone(), target)?;
    let proposal = snapshot.propose(&Progress::default()).map_err(|r| Failed::Refused(r.into()))?;
    let t = reread(c, t.id);
    store_proposed_round(c, by, &t, StoreProposal { proposal, job, brackets: (1, 1), now: now() })
}

#[test]
fn a_swiss_round_is_proposed_published_and_a_second_pairing_of_it_refused() {
    let (mut c, by, t) = event("swiss");
    players(&mut c, &t, 6);
    assert_eq!(propose(&mut c, by, &t, Target::Next(Some(1))).unwrap(), Stored::Round(1));
    let t = reread(&mut c, t.id);
    assert_eq!(t.paired_rounds, 0, "a draft, not yet published");
    assert_eq!(db::boards::for_round(&mut c, t.id, 1).unwrap().len(), 3);
    let job = db::pairing_jobs::load(&mut c, t.id, 1).unwrap().unwrap();
    assert_eq!(job.state(), db::pairing_jobs::JobState::Done);

    // The page offered round 1, which is paired meanwhile (here: by this arbiter).
    let again = refusal(pairing_snapshot(&mut c, t.clone(), Target::Next(Some(1))));
    assert_eq!(again, RoundRefusal::PairedMeanwhile { round: 1, by: Some("arbiter".into()) });

    // Paired again, then published: the draft becomes round 1.
    assert_eq!(propose(&mut c, by, &t, Target::Again(1)).unwrap(), Stored::Round(1));
    assert_eq!(db::boards::for_round(&mut c, t.id, 1).unwrap().len(), 3, "the draft replaced");
    let input = Publish { round: 1, confirmed: PublishConfirmed::default() };
    let published = publish_round(&mut c, by, &t, input).unwrap();
    assert_eq!((published.round, published.boards), (1, 3));
    assert_eq!(reread(&mut c, t.id).paired_rounds, 1);
    let proposed = code(AuditEvent::RoundProposed { round: 1, boards: 3 });
    let publish = code(AuditEvent::RoundPublished { round: 1, boards: 3 });
    assert_eq!(logged(&mut c, t.id), vec![proposed.clone(), proposed, publish]);

    // Round 2 waits for round 1's results.
    let t = reread(&mut c, t.id);
    let snapshot = pairing_snapshot(&mut c, t, Target::Next(Some(2))).unwrap();
    assert!(matches!(snapshot.propose(&Progress::default()), Err(PairRefusal::MissingResults { round: 1, .. })));
}

#[test]
fn a_proposal_computed_before_a_change_is_not_stored_and_a_job_taken_over_stores_nothing() {
    let (mut c, by, t) = event("swiss");
    players(&mut c, &t, 4);
    let (_, attempt) = start_pairing_job(&mut c, by, &t, Target::Next(None), now()).unwrap();
    let job = (t.id, 1, attempt.unwrap());
    let snapshot = pairing_snapshot(&mut c, t.clone(), Target::Next(None)).unwrap();
    let proposal = snapshot.propose(&Progress::default()).unwrap();
    // A late entry while the engine ran.
    players(&mut c, &t, 1);
    let input = StoreProposal { proposal, job, brackets: (1, 1), now: now() };
    let t = reread(&mut c, t.id);
    assert_eq!(store_proposed_round(&mut c, by, &t, input).unwrap(), Stored::Stale);
    assert!(db::boards::for_round(&mut c, t.id, 1).unwrap().is_empty());

    // Another attempt takes the job over (its heartbeat stopped): the first stores nothing.
    let later = now() + chrono::Duration::seconds(STALE_AFTER.as_secs() as i64 + 1);
    let (_, second) = start_pairing_job(&mut c, by, &t, Target::Next(None), later).unwrap();
    assert_eq!(second, Some(job.2 + 1));
    let snapshot = pairing_snapshot(&mut c, t.clone(), Target::Next(None)).unwrap();
    let proposal = snapshot.propose(&Progress::default()).unwrap();
    let input = StoreProposal { proposal, job, brackets: (1, 1), now: now() };
    assert_eq!(refusal(store_proposed_round(&mut c, by, &t, input)), RoundRefusal::JobTakenOver);
    assert!(db::boards::for_round(&mut c, t.id, 1).unwrap().is_empty());
    assert!(logged(&mut c, t.id).is_empty());
    assert!(!beat_pairing_job(&mut c, job, (0, 0), now()).unwrap(), "the first attempt's heartbeat stops");
    assert!(!fail_pairing_job(&mut c, job, "", (0, 0), now()).unwrap());
}

#[test]
fn a_round_robin_is_paired_once_all_rounds_published() {
    let (mut c, by, t) = event("rr");
    players(&mut c, &t, 2);
    assert_eq!(refusal(pair_round_robin(&mut c, by, &t, Some(1))), RoundRefusal::Pair(PairRefusal::TooFewPlayers));
    players(&mut c, &t, 2);
    assert_eq!(pair_round_robin(&mut c, by, &t, Some(1)).unwrap(), 1);
    let t = reread(&mut c, t.id);
    assert_eq!((t.paired_rounds, t.rounds), (3, 3));
    assert_eq!(logged(&mut c, t.id), vec![code(AuditEvent::RoundsPaired { first: 1, last: 3, boards: 6 })]);
    let again = refusal(pair_round_robin(&mut c, by, &t, Some(1)));
    assert_eq!(again, RoundRefusal::PairedMeanwhile { round: 1, by: Some("arbiter".into()) });
    assert_eq!(refusal(pair_round_robin(&mut c, by, &t, None)), RoundRefusal::Pair(PairRefusal::AlreadyPaired));
    // Taking it back deletes every round.
    let back = TakeBack { round: 3, to: TakeBackTo::Draft, confirmed: false };
    assert_eq!(refusal(take_back_round(&mut c, by, &t, back)), RoundRefusal::NotLastRound, "no draft of a round robin");
    let back = TakeBack { round: 3, to: TakeBackTo::Nothing, confirmed: false };
    take_back_round(&mut c, by, &t, back).unwrap();
    assert_eq!(reread(&mut c, t.id).paired_rounds, 0);
    assert!(db::boards::for_tournament(&mut c, t.id).unwrap().is_empty());
}

#[test]
fn the_draft_is_changed_by_hand_and_discarded() {
    let (mut c, by, t) = event("swiss");
    let ids = players(&mut c, &t, 5);
    assert_eq!(refusal(discard_round(&mut c, by, &t, 1)), RoundRefusal::NotFound, "no draft yet");
    propose(&mut c, by, &t, Target::Next(None)).unwrap();
    let no = |n: u32| Some(PairingNumber::new(n));

    swap_players(&mut c, by, &t, (1, 1, 2)).unwrap();
    assert_eq!(refusal(swap_players(&mut c, by, &t, (1, 1, 1))), RoundRefusal::Draft(DraftRefusal::SamePlayer));
    let board = db::boards::for_round(&mut c, t.id, 1).unwrap()[0].clone();
    swap_colours(&mut c, by, &t, (1, board.id)).unwrap();
    let swapped = db::boards::by_id(&mut c, t.id, board.id).unwrap().unwrap();
    assert_eq!((swapped.white_id, swapped.black_id), (board.black_id.unwrap(), Some(board.white_id)));

    // Player 1 out (no bye), then paired by hand with the player who had the bye taken out too.
    take_out_player(&mut c, by, &t, TakeOut { round: 1, player: no(1), pab: false }).unwrap();
    let unknown = TakeOut { round: 1, player: None, pab: false };
    assert_eq!(refusal(take_out_player(&mut c, by, &t, unknown)), RoundRefusal::Draft(DraftRefusal::UnknownPlayer));
    let seated = PairByHand { round: 1, white: no(1), black: no(3) };
    assert_eq!(refusal(pair_by_hand(&mut c, by, &t, seated)), RoundRefusal::AlreadySeated);
    let drafted = db::boards::for_round(&mut c, t.id, 1).unwrap();
    let bye = drafted.iter().find(|b| b.black_id.is_none()).expect("the pairing-allocated bye");
    let bye_no = ids.iter().position(|&id| id == bye.white_id).unwrap() as u32 + 1;
    take_out_player(&mut c, by, &t, TakeOut { round: 1, player: no(bye_no), pab: false }).unwrap();
    pair_by_hand(&mut c, by, &t, PairByHand { round: 1, white: no(bye_no), black: no(1) }).unwrap();
    assert_eq!(db::boards::for_round(&mut c, t.id, 1).unwrap().iter().filter(|b| b.black_id.is_some()).count(), 2);

    discard_round(&mut c, by, &t, 1).unwrap();
    assert!(db::boards::for_round(&mut c, t.id, 1).unwrap().is_empty());
    let log = logged(&mut c, t.id);
    assert_eq!(log.last(), Some(&code(AuditEvent::DraftDiscarded { round: 1 })));
    assert_eq!(log.len(), 1 + 2 + 2 + 1 + 1, "proposed, two exchanges, two taken out, paired by hand, discarded");
}

#[test]
fn in_fide_mode_a_hand_changed_round_publishes_only_confirmed_and_is_recorded_as_an_mpa() {
    use crate::tournament::BreachKind;
    let (mut c, by, t) = event("swiss");
    players(&mut c, &t, 4);
    propose(&mut c, by, &t, Target::Next(None)).unwrap();
    swap_players(&mut c, by, &t, (1, 1, 2)).unwrap();
    let refused = publish_round(&mut c, by, &t, Publish { round: 1, confirmed: PublishConfirmed::default() });
    assert_eq!(refusal(refused), RoundRefusal::Draft(DraftRefusal::ManualPairingNotConfirmed));
    assert_eq!(reread(&mut c, t.id).paired_rounds, 0);
    let confirmed = PublishConfirmed { manual_pairing: true, ..PublishConfirmed::default() };
    publish_round(&mut c, by, &t, Publish { round: 1, confirmed }).unwrap();
    let breaches = db::integrity::for_tournament(&mut c, t.id).unwrap();
    assert_eq!(breaches.len(), 1);
    assert_eq!((breaches[0].kind, breaches[0].round), (BreachKind::ManualPairing, 1));
    assert!(breaches[0].detail.contains("(engine: "), "{}", breaches[0].detail);
}

#[test]
fn a_round_started_by_hand_seats_everyone_and_a_second_start_is_refused() {
    let (mut c, by, t) = event("swiss");
    players(&mut c, &t, 5);
    assert_eq!(start_by_hand(&mut c, by, &t, 1).unwrap(), 1);
    let boards = db::boards::for_round(&mut c, t.id, 1).unwrap();
    assert_eq!(boards.len(), 3, "two games and the pairing-allocated bye");
    let again = refusal(start_by_hand(&mut c, by, &t, 1));
    assert!(matches!(again, RoundRefusal::PairedMeanwhile { round: 1, .. }), "{again:?}");
    let log = logged(&mut c, t.id);
    assert_eq!(log, vec![code(AuditEvent::RoundStartedByHand { round: 1, boards: 3 })]);
}

#[test]
fn berger_numbers_set_then_broken_by_a_withdrawal_give_way_to_fide_order_and_leave_no_stale_number() {
    let (mut c, by, t) = event("rr");
    let ids = players(&mut c, &t, 4);
    // Set by hand, the FIDE order reversed.
    let reversed = ids.iter().zip([4, 3, 2, 1]).map(|(&id, no)| (id, no)).collect();
    set_berger_numbers(&mut c, by, &t, BergerNumbers::ByHand(reversed)).unwrap();
    // A player withdraws before round 1: the numbers no longer number the schedule once each.
    db::players::set_withdrawn(&mut c, ids[3], Some(1), false).unwrap();
    super::pair_round_robin(&mut c, by, &t, Some(1)).unwrap();
    let numbers: Vec<(PlayerId, Option<i32>)> =
        db::players::for_tournament(&mut c, t.id).unwrap().iter().map(|p| (p.id, p.pairing_no)).collect();
    assert!(numbers.contains(&(ids[3], None)), "the withdrawn player keeps no number: {numbers:?}");
    let mut given: Vec<i32> = numbers.iter().filter_map(|(_, no)| *no).collect();
    given.sort_unstable();
    assert_eq!(given, vec![1, 2, 3]);
}

#[test]
fn a_published_round_goes_back_to_a_draft_only_with_its_results_confirmed() {
    let (mut c, by, t) = event("swiss");
    players(&mut c, &t, 4);
    propose(&mut c, by, &t, Target::Next(None)).unwrap();
    publish_round(&mut c, by, &t, Publish { round: 1, confirmed: PublishConfirmed::default() }).unwrap();
    let t = reread(&mut c, t.id);
    let board = db::boards::for_round(&mut c, t.id, 1).unwrap()[0].clone();
    assert!(db::boards::set_result(&mut c, board.id, board.version, GameResult::WhiteWins.into()).unwrap());

    let back = TakeBack { round: 1, to: TakeBackTo::Draft, confirmed: false };
    assert_eq!(refusal(take_back_round(&mut c, by, &t, back)), RoundRefusal::ConfirmDroppedResults);
    let back = TakeBack { round: 2, to: TakeBackTo::Draft, confirmed: true };
    assert_eq!(refusal(take_back_round(&mut c, by, &t, back)), RoundRefusal::NotLastRound);
    let back = TakeBack { round: 1, to: TakeBackTo::Draft, confirmed: true };
    take_back_round(&mut c, by, &t, back).unwrap();
    assert_eq!(reread(&mut c, t.id).paired_rounds, 0);
    let after = db::boards::by_id(&mut c, t.id, board.id).unwrap().unwrap();
    assert_eq!(after.result, BoardResult::PENDING, "the result dropped, the board kept as a draft");
    let log = logged(&mut c, t.id);
    let dropped = code(AuditEvent::ResultDropped {
        board: crate::actions::audit::BoardRef::of(&board),
        before: GameResult::WhiteWins.into(),
    });
    assert_eq!(
        log[log.len() - 2..],
        [dropped, code(AuditEvent::RoundsTakenBack { first: 1, last: 1, to_draft: true })]
    );
}

#[test]
fn a_bye_is_requested_for_a_round_not_yet_paired_and_withdrawn() {
    let (mut c, by, t) = event("swiss");
    let ids = players(&mut c, &t, 4);
    let ask = |round, kind| ByeRequest { player: ids[0], round, kind, confirmed: false };
    request_bye(&mut c, by, &t, ask(2, Some(ByeKind::HalfPoint))).unwrap();
    assert_eq!(db::byes::for_round(&mut c, t.id, 2).unwrap().len(), 1);
    request_bye(&mut c, by, &t, ask(2, None)).unwrap();
    request_bye(&mut c, by, &t, ask(2, None)).unwrap();
    assert_eq!(logged(&mut c, t.id).len(), 2, "withdrawing no request logs nothing");
    assert_eq!(refusal(request_bye(&mut c, by, &t, ask(6, Some(ByeKind::ZeroPoint)))), RoundRefusal::ByeRound);
    let stranger = ByeRequest { player: db::PlayerId(999), round: 2, kind: None, confirmed: false };
    assert_eq!(refusal(request_bye(&mut c, by, &t, stranger)), RoundRefusal::ByeUnknownPlayer);
    let (mut c, by, rr) = event("rr");
    let ids = players(&mut c, &rr, 4);
    let ask = ByeRequest { player: ids[0], round: 1, kind: Some(ByeKind::HalfPoint), confirmed: false };
    assert_eq!(refusal(request_bye(&mut c, by, &rr, ask)), RoundRefusal::ByeInRoundRobin);
}

#[test]
fn pairing_rules_are_set_and_logged_and_refused_for_a_round_robin() {
    let (mut c, by, t) = event("swiss");
    let ids = players(&mut c, &t, 4);
    set_acceleration(&mut c, by, &t, Acceleration::Baku).unwrap();
    set_acceleration(&mut c, by, &t, Acceleration::Baku).unwrap();
    assert_eq!(db::pairing_rules::load(&mut c, &t).unwrap().acceleration, Acceleration::Baku);
    let changed = AuditEvent::AccelerationChanged { before: String::new(), after: "baku".into() };
    assert_eq!(logged(&mut c, t.id), vec![code(changed)], "logged once: the second changed nothing");

    let group = db::pairing_rules::NewVirtualPoints {
        points: 10,
        first_round: 1,
        last_round: 2,
        first_player: 1,
        last_player: 2,
    };
    add_virtual_points(&mut c, by, &t, group).unwrap();
    let row = db::pairing_rules::load(&mut c, &t).unwrap().virtual_points[0].id;
    delete_virtual_points(&mut c, by, &t, row).unwrap();
    assert_eq!(refusal(delete_virtual_points(&mut c, by, &t, row)), RoundRefusal::NotFound);

    let few = NewProhibition { rule: None, rounds: (1, 5), players: vec![ids[0], ids[0]] };
    assert_eq!(refusal(add_prohibition(&mut c, by, &t, few)), RoundRefusal::ProhibitionTooFew);
    let stranger = NewProhibition { rule: None, rounds: (1, 5), players: vec![ids[0], db::PlayerId(999)] };
    assert_eq!(refusal(add_prohibition(&mut c, by, &t, stranger)), RoundRefusal::ProhibitionUnknownPlayer);
    add_prohibition(&mut c, by, &t, NewProhibition { rule: None, rounds: (1, 5), players: vec![ids[1], ids[0]] })
        .unwrap();
    let club = NewProhibition { rule: Some(SharedRule::Club), rounds: (2, 3), players: vec![ids[2]] };
    add_prohibition(&mut c, by, &t, club).unwrap();
    let stored = db::pairing_rules::load(&mut c, &t).unwrap().prohibitions;
    assert_eq!((stored[0].players.len(), stored[1].rule, stored[1].players.len()), (2, Some(SharedRule::Club), 0));
    delete_prohibition(&mut c, by, &t, stored[0].id).unwrap();
    assert_eq!(refusal(delete_prohibition(&mut c, by, &t, stored[0].id)), RoundRefusal::NotFound);
    let players_added = AuditEvent::ProhibitedPairing {
        added: true,
        players: vec!["Player 1".into(), "Player 2".into()],
        rule: String::new(),
        first_round: 1,
        last_round: 5,
    };
    assert_eq!(logged(&mut c, t.id).len(), 1 + 2 + 3);
    assert!(logged(&mut c, t.id).contains(&code(players_added)));

    let (mut c, by, rr) = event("rr");
    assert_eq!(refusal(set_acceleration(&mut c, by, &rr, Acceleration::Baku)), RoundRefusal::NotFound);
    assert_eq!(refusal(add_virtual_points(&mut c, by, &rr, group)), RoundRefusal::NotFound);
}
