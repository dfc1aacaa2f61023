//! The actions on players, on an in-memory SQLite database.

use super::*;
use crate::actions::Failed;
use crate::actions::audit::AuditEvent;
use crate::actions::fixture::{event, fields, logged, publish, seat};
use crate::db::{self, PlayerId};
use crate::tournament::GameResult;

fn entry(name: &str, birth_date: &str, registered_after: Option<PlayerId>) -> NewEntry {
    NewEntry { fields: fields(name, birth_date), registered_after, same_anyway: false }
}

fn refusal<T: std::fmt::Debug>(r: Result<T, Failed<PlayerRefusal>>) -> PlayerRefusal {
    match r {
        Err(Failed::Refused(refusal)) => refusal,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn code(e: AuditEvent) -> String {
    e.code()
}

#[test]
fn a_registration_form_sent_twice_registers_the_player_once() {
    let (mut c, by, t) = event("swiss");
    let token = PlayerId(0);
    let first = add_player(&mut c, by, &t, entry("Anna Berg", "2001", Some(token))).expect("registered");
    let again = add_player(&mut c, by, &t, entry("Anna Berg", "2001", Some(token)));
    assert_eq!(refusal(again), PlayerRefusal::SentTwice { name: "Anna Berg".into() });
    let players = db::players::for_tournament(&mut c, t.id).expect("players");
    assert_eq!(players.iter().map(|p| p.id).collect::<Vec<_>>(), vec![first]);
    assert_eq!(logged(&mut c, t.id), vec![code(AuditEvent::PlayerAdded { player: String::new() })]);
}

#[test]
fn the_same_person_is_registered_again_only_when_the_arbiter_says_so() {
    let (mut c, by, t) = event("swiss");
    let first = add_player(&mut c, by, &t, entry("Anna Berg", "2001", None)).expect("registered");
    let twin = add_player(&mut c, by, &t, entry(" anna berg", "2001", Some(first)));
    assert_eq!(refusal(twin), PlayerRefusal::SamePerson { name: "Anna Berg".into() });
    let other_birth = add_player(&mut c, by, &t, entry("Anna Berg", "1999", Some(first)));
    assert!(other_birth.is_ok(), "a different date of birth is another person");
    let anyway = NewEntry { same_anyway: true, ..entry("Anna Berg", "2001", None) };
    assert!(add_player(&mut c, by, &t, anyway).is_ok());
    assert_eq!(db::players::for_tournament(&mut c, t.id).expect("players").len(), 3);
}

#[test]
fn a_seated_player_is_never_deleted_and_an_unseated_one_only_once_confirmed() {
    let (mut c, by, t) = event("swiss");
    let a = add_player(&mut c, by, &t, entry("A", "", None)).expect("a");
    let b = add_player(&mut c, by, &t, entry("B", "", Some(a))).expect("b");
    let d = add_player(&mut c, by, &t, entry("D", "", Some(b))).expect("d");
    seat(&mut c, &t, 1, a, b);
    assert_eq!(refusal(delete_player(&mut c, by, &t, a, true)), PlayerRefusal::Seated);
    assert_eq!(refusal(delete_player(&mut c, by, &t, d, false)), PlayerRefusal::DeleteUnconfirmed);
    assert!(db::players::by_id(&mut c, t.id, d).expect("read").is_some());
    delete_player(&mut c, by, &t, d, true).expect("deleted");
    assert!(db::players::by_id(&mut c, t.id, d).expect("read").is_none());
    assert_eq!(refusal(delete_player(&mut c, by, &t, d, true)), PlayerRefusal::UnknownPlayer);
    assert_eq!(logged(&mut c, t.id).last(), Some(&code(AuditEvent::PlayerDeleted { player: String::new() })));
}

#[test]
fn an_edit_of_a_player_changed_meanwhile_overwrites_nothing() {
    let (mut c, by, t) = event("swiss");
    let a = add_player(&mut c, by, &t, entry("A", "", None)).expect("a");
    let version = db::players::by_id(&mut c, t.id, a).expect("read").expect("stored").version;
    let first = PlayerEdit { player: a, version, fields: fields("A First", "") };
    update_player(&mut c, by, &t, &first).expect("saved");
    let stale = PlayerEdit { player: a, version, fields: fields("A Second", "") };
    assert_eq!(refusal(update_player(&mut c, by, &t, &stale)), PlayerRefusal::EditedMeanwhile);
    assert_eq!(db::players::by_id(&mut c, t.id, a).expect("read").expect("stored").name, "A First");
}

#[test]
fn a_withdrawal_from_a_round_robin_forfeits_the_pending_games_to_the_opponents() {
    let (mut c, by, t) = event("rr");
    let a = add_player(&mut c, by, &t, entry("A", "", None)).expect("a");
    let b = add_player(&mut c, by, &t, entry("B", "", Some(a))).expect("b");
    seat(&mut c, &t, 2, a, b);
    // A round robin's rounds are all published when it is paired.
    let t = publish(&mut c, &t, t.rounds);
    let input = Withdraw { player: a, from_round: Some(2), published: None, expelled: false };
    assert!(matches!(withdraw_player(&mut c, by, &t, input).expect("withdrawn"), Withdrawn::Done));
    let board = &db::boards::for_tournament(&mut c, t.id).expect("boards")[0];
    assert_eq!(board.result, GameResult::BlackWinsByForfeit.into());
    let player = db::players::by_id(&mut c, t.id, a).expect("read").expect("stored");
    assert_eq!(player.withdrawn_from_round, Some(2));
    let unknown = Withdraw { player: PlayerId(9_999), ..input };
    assert_eq!(refusal(withdraw_player(&mut c, by, &t, unknown)), PlayerRefusal::UnknownPlayer);
}

#[test]
fn a_late_entry_takes_its_ratings_number_and_a_deleted_one_leaves_no_gap() {
    let (mut c, by, t) = event("swiss");
    let early = crate::actions::fixture::players(&mut c, &t, 3);
    db::players::set_pairing_numbers(&mut c, &[(early[0], 1), (early[1], 2), (early[2], 3)]).unwrap();
    let t = publish(&mut c, &t, 1);
    let numbers = |c: &mut db::DbConnection| -> Vec<(String, Option<i32>)> {
        let mut all: Vec<_> =
            db::players::for_tournament(c, t.id).unwrap().into_iter().map(|p| (p.name, p.pairing_no)).collect();
        all.sort_by_key(|(_, no)| *no);
        all
    };
    // Rated between the first and the second: number 2, the two below move down one.
    let late = NewEntry {
        fields: crate::db::models::PlayerFields { fide_rating: Some(1995), ..fields("Late Entry", "") },
        registered_after: None,
        same_anyway: false,
    };
    let id = add_player(&mut c, by, &t, late).expect("entered");
    let expected = [("Player 1", 1), ("Late Entry", 2), ("Player 2", 3), ("Player 3", 4)];
    let expected: Vec<(String, Option<i32>)> = expected.iter().map(|(n, no)| (n.to_string(), Some(*no))).collect();
    assert_eq!(numbers(&mut c), expected);
    assert!(logged(&mut c, t.id).ends_with(&[
        code(AuditEvent::PlayerAdded { player: String::new() }),
        code(AuditEvent::PairingNumbersGiven { changed: 0 })
    ]));
    // Deleted before being paired: the players below move back up.
    delete_player(&mut c, by, &t, id, true).expect("deleted");
    let back: Vec<(String, Option<i32>)> =
        ["Player 1", "Player 2", "Player 3"].iter().zip(1..).map(|(n, no)| (n.to_string(), Some(no))).collect();
    assert_eq!(numbers(&mut c), back);
}
