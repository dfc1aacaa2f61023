//! The actions on a tournament, on an in-memory SQLite database.

use super::*;
use crate::actions::Failed;
use crate::actions::fixture::{database, fields, logged, seat, settings};
use crate::clock::GameMode;
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, TournamentId};

/// Five rounds of `system` (a code: `swiss`, `rr`) with `time_control`, no mode chosen.
fn input(system: &str, time_control: &str) -> TournamentInput {
    TournamentInput {
        settings: settings(system, time_control),
        schedule: Vec::new(),
        confirmed_mode: None,
        confirmed_configuration: false,
    }
}

fn row(c: &mut DbConnection, id: TournamentId) -> TournamentRow {
    db::tournaments::by_id(c, id).expect("read").expect("stored")
}

fn refusal<T: std::fmt::Debug>(r: Result<T, Failed<TournamentRefusal>>) -> TournamentRefusal {
    match r {
        Err(Failed::Refused(refusal)) => refusal,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Pairs round 1 of `t`: two players on board 1, published.
fn pair_round_one(c: &mut DbConnection, t: &TournamentRow) {
    let white = db::players::insert(c, t.id, &fields("A", "")).expect("a");
    let black = db::players::insert(c, t.id, &fields("B", "")).expect("b");
    seat(c, t, 1, white, black);
    db::tournaments::set_paired(c, t.id, 1, t.rounds).expect("paired");
}

#[test]
fn a_new_event_is_created_with_its_creator_logged_and_a_rapid_control_waits_for_confirmation() {
    let (mut c, by) = database();
    let rapid = input("swiss", "60/25");
    assert_eq!(
        refusal(create_tournament(&mut c, by, rapid.clone())),
        TournamentRefusal::ModeChange { before: None, after: GameMode::Rapid }
    );
    assert!(db::tournaments::all(&mut c).expect("list").is_empty(), "nothing stored");
    let confirmed = TournamentInput { confirmed_mode: Some(GameMode::Rapid), ..rapid };
    let id = create_tournament(&mut c, by, confirmed).expect("created");
    assert_eq!(row(&mut c, id).name, "Test Open");
    assert_eq!(logged(&mut c, id).len(), 1);
}

#[test]
fn the_pairing_system_is_locked_once_a_round_is_paired() {
    let (mut c, by) = database();
    let id = create_tournament(&mut c, by, input("swiss", "")).expect("created");
    let t = row(&mut c, id);
    update_settings(&mut c, by, &t, t.version, input("rr", "")).expect("not paired yet: free to change");
    let t = row(&mut c, id);
    pair_round_one(&mut c, &t);
    let t = row(&mut c, id);
    assert_eq!(
        refusal(update_settings(&mut c, by, &t, t.version, input("swiss", ""))),
        TournamentRefusal::SystemLocked
    );
    assert_eq!(row(&mut c, id).system, crate::tournament::System::RoundRobin);
    // A paired round robin keeps its number of rounds.
    let mut more = input("rr", "");
    more.settings.rounds = 9;
    more.settings.place = "Elsewhere".into();
    update_settings(&mut c, by, &t, t.version, more).expect("saved");
    let saved = row(&mut c, id);
    assert_eq!((saved.rounds, saved.place.as_str()), (5, "Elsewhere"));
}

#[test]
fn settings_read_before_someone_else_saved_are_refused_as_a_lost_race() {
    let (mut c, by) = database();
    let id = create_tournament(&mut c, by, input("swiss", "")).expect("created");
    let t = row(&mut c, id);
    let mut first = input("swiss", "");
    first.settings.place = "First".into();
    update_settings(&mut c, by, &t, t.version, first).expect("saved");
    let mut late = input("swiss", "");
    late.settings.place = "Late".into();
    assert_eq!(refusal(update_settings(&mut c, by, &t, t.version, late)), TournamentRefusal::Conflict);
    assert_eq!(row(&mut c, id).place, "First");
}

#[test]
fn a_control_switching_the_mode_in_force_waits_for_confirmation_but_a_first_control_does_not() {
    let (mut c, by) = database();
    let id = create_tournament(&mut c, by, input("swiss", "")).expect("created");
    let t = row(&mut c, id);
    update_settings(&mut c, by, &t, t.version, input("swiss", "15+10")).expect("a first control changes no mode");
    let t = row(&mut c, id);
    let blitz = input("swiss", "3+2");
    let before = t.game_mode();
    assert_eq!(
        refusal(update_settings(&mut c, by, &t, t.version, blitz.clone())),
        TournamentRefusal::ModeChange { before: Some(before), after: GameMode::Blitz }
    );
    let confirmed = TournamentInput { confirmed_mode: Some(GameMode::Blitz), ..blitz };
    update_settings(&mut c, by, &t, t.version, confirmed).expect("confirmed");
}

#[test]
fn archiving_and_deleting_need_the_name_typed_and_restoring_does_not() {
    let (mut c, by) = database();
    let id = create_tournament(&mut c, by, input("swiss", "")).expect("created");
    let t = row(&mut c, id);
    assert_eq!(refusal(archive_tournament(&mut c, by, &t, "Test")), TournamentRefusal::NameMismatch);
    assert!(!db::tournaments::is_archived(&mut c, id).expect("read"));
    archive_tournament(&mut c, by, &t, " Test Open ").expect("archived");
    archive_tournament(&mut c, by, &t, "Test Open").expect("archived again: nothing changes");
    assert!(db::tournaments::is_archived(&mut c, id).expect("read"));
    restore_tournament(&mut c, by, &t).expect("restored");
    assert!(!db::tournaments::is_archived(&mut c, id).expect("read"));
    assert_eq!(logged(&mut c, id).len(), 3, "created, archived once, restored");
    assert_eq!(refusal(delete_tournament(&mut c, &t, "")), TournamentRefusal::NameMismatch);
    delete_tournament(&mut c, &t, "Test Open").expect("deleted");
    assert!(db::tournaments::by_id(&mut c, id).expect("read").is_none());
}

#[test]
fn only_the_chiefs_deputies_named_once_are_logged() {
    let (mut c, by) = database();
    let id = create_tournament(&mut c, by, input("swiss", "")).expect("created");
    let t = row(&mut c, id);
    // A deputy is an account: a name no account has is refused, nothing logged.
    assert_eq!(refusal(add_arbiter(&mut c, by, &t, "deputy")), TournamentRefusal::NoSuchAccount);
    let now = chrono::Utc::now().naive_utc();
    let account = crate::db::models::NewUser {
        username: "deputy",
        password_hash: "-",
        role: crate::auth::role::Role::Arbiter,
        created_at: now,
    };
    let deputy = db::users::insert(&mut c, &account).expect("account");
    assert_eq!(db::tournaments::arbiter_role(&mut c, id, deputy).expect("read"), None, "the refusal kept nothing");
    let first = add_arbiter(&mut c, by, &t, "deputy").expect("named");
    let again = add_arbiter(&mut c, by, &t, "deputy").expect("named again");
    assert!(first && !again);
    assert_eq!(logged(&mut c, id).len(), 2, "created, one deputy added");
    // Removed once, logged; then no longer a deputy, and the chief never was one.
    remove_arbiter(&mut c, by, &t, "deputy").expect("removed");
    assert_eq!(db::tournaments::arbiter_role(&mut c, id, deputy).expect("read"), None);
    assert_eq!(refusal(remove_arbiter(&mut c, by, &t, "deputy")), TournamentRefusal::NotADeputy);
    assert_eq!(refusal(remove_arbiter(&mut c, by, &t, "arbiter")), TournamentRefusal::NotADeputy);
    assert_eq!(logged(&mut c, id).len(), 3, "created, added, removed");
}

const FILE: &str = "012 Example\r\nXXR 4\r\nXXC white1\r\n\
001    1 wWFM Alpha, Ann                        2200 ENG     1000001 1990/01/01  2.5    1     4 w 1     2 b 1     6 b =\r\n\
001    2 m    Bravo, Ben                        2100 SCO     1000002 1991/02/02  0.5    6     5 b =     1 w 0     4 w -\r\n\
001    3 m    Charlie, Carl                     2000 WLS     1000003 1992/03/03  2.0    4     6 w 0  0000 - U     5 b 1\r\n\
001    4 w    Delta, Dora                       1900 IRL     1000004 1993/04/04  2.0    3     1 b 0     5 w 1     2 b +\r\n\
001    5 m    Echo, Ed                          1800 ENG     1000005 1994/05/05  0.5    5     2 w =     4 b 0     3 w 0\r\n\
001    6 w    Foxtrot, Fay                      1700 ENG     1000006 1995/06/06  2.0    2     3 b 1  0000 - H     1 w =\r\n";

/// An import as the arbiter asks for it: `again`, and rounds the Dutch
/// system pairs otherwise confirmed.
fn asked(again: bool) -> ImportAsked {
    ImportAsked { again, confirmed: true }
}

#[test]
fn rounds_the_dutch_system_pairs_otherwise_are_imported_only_when_confirmed() {
    let (mut c, by) = database();
    // Round 1 paired 1-2 and 3-4: the Dutch system pairs 1-3 and 2-4.
    let text = "012 Hand Paired\r\nXXR 3\r\n\
001    1      Alpha, Ann                        2200 ENG             1990/01/01  1.0          2 w 1\r\n\
001    2      Bravo, Ben                        2100 ENG             1991/01/01  0.0          1 b 0\r\n\
001    3      Charlie, Carl                     2000 ENG             1992/01/01  1.0          4 w 1\r\n\
001    4      Delta, Dora                       1900 ENG             1993/01/01  0.0          3 b 0\r\n";
    let mut file = crate::trf::parse(text).expect("read");
    let imported = crate::trf::import(&mut file).expect("checked");
    let differing = crate::pairing::dutch::paired_otherwise(&file.event, 1..=1);
    assert_eq!(differing, vec![1], "round 1 is not the Dutch system's");
    let unconfirmed = ImportAsked { again: false, confirmed: false };
    let refused = refusal(import_trf(&mut c, by, &file, &imported, unconfirmed));
    assert_eq!(refused, TournamentRefusal::ImportPairedOtherwise(differing));
    assert!(db::tournaments::all(&mut c).expect("list").is_empty(), "nothing stored");
    import_trf(&mut c, by, &file, &imported, asked(false)).expect("imported, confirmed");
}

#[test]
fn a_file_is_imported_once_unless_asked_again_and_never_without_players() {
    let (mut c, by) = database();
    let mut file = crate::trf::parse(FILE).expect("read");
    let imported = crate::trf::import(&mut file).expect("checked");
    let id = import_trf(&mut c, by, &file, &imported, asked(false)).expect("imported");
    let t = row(&mut c, id);
    assert_eq!((t.name.as_str(), t.paired_rounds, t.rounds), ("Example", 3, 4));
    assert_eq!(db::players::for_tournament(&mut c, id).expect("players").len(), 6);
    assert_eq!(refusal(import_trf(&mut c, by, &file, &imported, asked(false))), TournamentRefusal::AlreadyImported);
    assert_eq!(db::tournaments::all(&mut c).expect("list").len(), 1, "nothing stored the second time");
    import_trf(&mut c, by, &file, &imported, asked(true)).expect("imported again, as asked");
    let mut empty = crate::trf::parse("012 Nobody\r\nXXR 4\r\n").expect("read");
    let none = crate::trf::import(&mut empty).expect("checked");
    assert_eq!(refusal(import_trf(&mut c, by, &empty, &none, asked(true))), TournamentRefusal::NoPlayers);
}

#[test]
fn fide_mode_is_left_once_for_good_and_its_checks_stop_but_breaches_are_still_recorded() {
    use crate::tournament::{Breach, BreachKind, FideMode};
    let (mut c, by) = database();
    let id = create_tournament(&mut c, by, input("swiss", "")).expect("created");
    let t = row(&mut c, id);
    pair_round_one(&mut c, &t);
    let t = row(&mut c, id);
    assert_eq!(t.fide_mode(), FideMode::On);
    // In FIDE mode: more rounds wait for the two-step confirmation.
    let mut more = input("swiss", "");
    more.settings.rounds = 7;
    let changes = vec![ConfigurationChange { setting: PairingSetting::Rounds, before: 5, after: 7 }];
    assert_eq!(
        refusal(update_settings(&mut c, by, &t, t.version, more.clone())),
        TournamentRefusal::ConfigurationUnconfirmed { changes, paired_otherwise: Vec::new() }
    );
    assert!(db::integrity::for_tournament(&mut c, id).expect("read").is_empty(), "nothing recorded");

    leave_fide_mode(&mut c, by, &t).expect("left");
    assert_eq!(refusal(leave_fide_mode(&mut c, by, &t)), TournamentRefusal::FideModeLeft, "only once");
    let t = row(&mut c, id);
    assert_eq!(t.fide_mode(), FideMode::Left { round: 1 });
    // Out of FIDE mode: no confirmation and any scoring, but the change is on the record.
    more.settings.points_draw = 7;
    update_settings(&mut c, by, &t, t.version, more).expect("saved without confirmation");
    let t = row(&mut c, id);
    assert_eq!((t.rounds, t.points_draw, t.fide_mode()), (7, 7, FideMode::Left { round: 1 }));
    let breaches = db::integrity::for_tournament(&mut c, id).expect("read");
    let line = |b: &Breach| b.trf_comment();
    assert_eq!(
        breaches.iter().map(line).collect::<Vec<_>>(),
        ["FIDE mode left @ Round 1", "Configuration @ Round 1: rounds 5 -> 7; draw 0.1 -> 0.7"]
    );
    assert_eq!(breaches[0].kind, BreachKind::LeftFideMode);
}

#[test]
fn a_round_robin_is_in_its_last_round_with_a_result_not_its_last_round_published() {
    let (mut c, by) = database();
    let id = create_tournament(&mut c, by, input("rr", "")).expect("created");
    let t = row(&mut c, id);
    assert_eq!(round_in_play(&mut c, &t).expect("read"), 0, "nothing paired");
    let white = db::players::insert(&mut c, id, &fields("A", "")).expect("a");
    let black = db::players::insert(&mut c, id, &fields("B", "")).expect("b");
    for round in 1..=3 {
        seat(&mut c, &t, round, white, black);
    }
    db::tournaments::set_paired(&mut c, id, 3, 3).expect("all rounds published at once");
    let t = row(&mut c, id);
    assert_eq!(round_in_play(&mut c, &t).expect("read"), 1, "round 1 in play");
    let board = db::boards::for_round(&mut c, id, 2).expect("boards").remove(0);
    let played = crate::tournament::GameResult::Draw.into();
    assert!(db::boards::set_result(&mut c, board.id, board.version, played).expect("stored"));
    assert_eq!(round_in_play(&mut c, &t).expect("read"), 2);
    leave_fide_mode(&mut c, by, &t).expect("left");
    assert_eq!(row(&mut c, id).fide_mode(), crate::tournament::FideMode::Left { round: 2 });
}
