//! Typed columns at the database edge: the core's enums are stored as the
//! same codes as before (old databases read the same), and a code edited by
//! hand into a row is a clear error naming the column's vocabulary and the
//! code, never a default.

use crate::common::Backend;
use crate::common::stored::{self, database_url};
use arbiter::clock::GameMode;
use arbiter::db::models::{NewBoard, PlayerFields};
use arbiter::db::schema::{
    boards, bye_requests, game_events, pairing_settings, players, prize_settings, prohibited_pairings, tournaments,
};
use arbiter::db::{self, DbConnection};
use arbiter::rulings::incident::LogEntry;
use arbiter::standings::prizes::Sharing;
use arbiter::standings::tiebreak::Edition;
use arbiter::tournament::{Acceleration, BirthDate, BoardResult, ByeKind, GameResult, Sex, SharedRule, System, Title};
use diesel::prelude::*;

/// A tournament with two players and one board, stored through the db layer.
fn stored_event(conn: &mut DbConnection) -> (db::TournamentId, db::BoardId) {
    let (tid, _, players) = stored::swiss_event(conn, "Codes Open", &["White, A", "Black, B"]);
    let (white, black) = (players[0], players[1]);
    let board = NewBoard {
        tournament_id: tid,
        round: 1,
        board_no: 1,
        white_id: white,
        black_id: Some(black),
        result: BoardResult::PENDING,
        version: 1,
    };
    db::boards::insert_all(conn, &[board]).unwrap();
    db::byes::request(conn, tid, white, 2, ByeKind::HalfPoint).unwrap();
    let board_id = db::boards::for_tournament(conn, tid).unwrap()[0].id;
    (tid, board_id)
}

/// The stored pairing rules of tournament `tid`.
fn pairing_rules(conn: &mut DbConnection, tid: db::TournamentId) -> QueryResult<db::pairing_rules::StoredRules> {
    let t = db::tournaments::by_id(conn, tid)?.expect("the tournament");
    db::pairing_rules::load(conn, &t)
}

async fn codes_are_stored_as_before_and_unknown_ones_are_errors(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let pool = db::connect_and_migrate(&database_url(backend, &dir)).unwrap();
    let conn = &mut *pool.get().unwrap();
    let (tid, board_id) = stored_event(conn);

    // The typed values read back, stored as the codes they always were.
    let t = db::tournaments::by_id(conn, tid).unwrap().unwrap();
    assert_eq!((t.system, t.game_mode, t.tiebreak_edition), (System::SwissDutch, Some(GameMode::Rapid), None));
    let raw: (String, String, String) = tournaments::table
        .find(tid)
        .select((tournaments::system, tournaments::game_mode, tournaments::tiebreak_edition))
        .first(conn)
        .unwrap();
    assert_eq!(raw, ("swiss".to_string(), "rapid".to_string(), String::new()));
    assert!(db::tournaments::set_tiebreak_edition(conn, tid, t.version, Some(Edition::C07of2026)).unwrap());
    let edition: String = tournaments::table.find(tid).select(tournaments::tiebreak_edition).first(conn).unwrap();
    assert_eq!(edition, "2026");
    assert_eq!(db::tournaments::by_id(conn, tid).unwrap().unwrap().tiebreak_edition, Some(Edition::C07of2026));
    let kind: String = bye_requests::table.select(bye_requests::kind).first(conn).unwrap();
    assert_eq!(kind, "hpb");
    assert!(db::boards::set_result(conn, board_id, 1, GameResult::Draw.into()).unwrap());
    assert!(!db::boards::set_result(conn, board_id, 1, GameResult::WhiteWins.into()).unwrap(), "a stale version");
    let result: String = boards::table.find(board_id).select(boards::result).first(conn).unwrap();
    assert_eq!(result, "1/2");
    assert_eq!(db::boards::for_tournament(conn, tid).unwrap()[0].result, BoardResult::Game(GameResult::Draw));

    // A Swiss event's acceleration: `` (none) or `baku`, read back typed.
    assert_eq!(pairing_rules(conn, tid).unwrap().acceleration, Acceleration::None, "none stored yet");
    db::pairing_rules::set_acceleration(conn, tid, Acceleration::Baku, None).unwrap();
    let code: String = pairing_settings::table.find(tid).select(pairing_settings::acceleration).first(conn).unwrap();
    assert_eq!(code, "baku");
    assert_eq!(pairing_rules(conn, tid).unwrap().acceleration, Acceleration::Baku);
    db::pairing_rules::set_acceleration(conn, tid, Acceleration::None, None).unwrap();
    let code: String = pairing_settings::table.find(tid).select(pairing_settings::acceleration).first(conn).unwrap();
    assert_eq!(code, "");
    // One edited by hand is an error naming it, not "no acceleration".
    diesel::update(pairing_settings::table.find(tid))
        .set(pairing_settings::acceleration.eq("moscow"))
        .execute(conn)
        .unwrap();
    let error = db::with_sources(&pairing_rules(conn, tid).unwrap_err());
    assert!(error.contains(r#"stored acceleration "moscow" is not one of this program's codes"#), "{error}");
    diesel::update(pairing_settings::table.find(tid)).set(pairing_settings::acceleration.eq("")).execute(conn).unwrap();

    // A prohibited pairing's rule: `` (chosen players) or `club`/`federation`, read back typed.
    db::pairing_rules::add_prohibition(conn, tid, (1, 5), Some(SharedRule::Club), &[]).unwrap();
    let code: String = prohibited_pairings::table.select(prohibited_pairings::rule).first(conn).unwrap();
    assert_eq!(code, "club");
    assert_eq!(pairing_rules(conn, tid).unwrap().prohibitions[0].rule, Some(SharedRule::Club));
    diesel::update(prohibited_pairings::table).set(prohibited_pairings::rule.eq("")).execute(conn).unwrap();
    assert_eq!(pairing_rules(conn, tid).unwrap().prohibitions[0].rule, None, "chosen players");
    diesel::update(prohibited_pairings::table).set(prohibited_pairings::rule.eq("city")).execute(conn).unwrap();
    let error = db::with_sources(&pairing_rules(conn, tid).unwrap_err());
    assert!(error.contains(r#"stored prohibition rule "city" is not one of this program's codes"#), "{error}");

    // A board result edited by hand is an error naming it, not a pending game.
    diesel::update(boards::table.find(board_id)).set(boards::result.eq("2-0")).execute(conn).unwrap();
    let error = db::with_sources(&db::boards::for_tournament(conn, tid).unwrap_err());
    assert!(error.contains(r#"stored board result "2-0" is not one of this program's codes"#), "{error}");

    // A game's log entry is read as the core's entry when the row is read;
    // an event type edited by hand is an error naming it, not skipped.
    let at = chrono::Utc::now().naive_utc();
    let admin = db::users::all(conn).unwrap()[0].id;
    db::game_events::record(conn, board_id, at, &LogEntry::StartClock, admin).unwrap();
    let log = db::game_events::for_board(conn, board_id).unwrap();
    assert_eq!(log.iter().map(|e| e.entry.clone()).collect::<Vec<_>>(), [LogEntry::StartClock]);
    diesel::update(game_events::table).set(game_events::kind.eq("claim_victory")).execute(conn).unwrap();
    let error = db::with_sources(&db::game_events::for_board(conn, board_id).unwrap_err());
    assert!(error.contains("not a log entry: claim_victory"), "{error}");
    diesel::delete(game_events::table).execute(conn).unwrap();

    // So is a pairing system, not a Swiss event.
    diesel::update(tournaments::table.find(tid)).set(tournaments::system.eq("knockout")).execute(conn).unwrap();
    let error = db::with_sources(&db::tournaments::by_id(conn, tid).unwrap_err());
    assert!(error.contains(r#"stored pairing system "knockout" is not one of this program's codes"#), "{error}");
}

async fn prize_sharing_is_stored_as_its_code_and_an_unknown_one_is_an_error(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let pool = db::connect_and_migrate(&database_url(backend, &dir)).unwrap();
    let conn = &mut *pool.get().unwrap();
    let (tid, _) = stored_event(conn);
    let hort = db::prizes::SettingsRow { sharing: Sharing::Hort, ..db::prizes::SettingsRow::defaults(tid) };
    db::prizes::save_settings(conn, &hort).unwrap();
    let raw: String = prize_settings::table.find(tid).select(prize_settings::sharing).first(conn).unwrap();
    assert_eq!(raw, "hort");
    assert_eq!(db::prizes::settings(conn, tid).unwrap().sharing, Sharing::Hort);
    let not_shared = db::prizes::SettingsRow::defaults(tid);
    db::prizes::save_settings(conn, &not_shared).unwrap();
    let raw: String = prize_settings::table.find(tid).select(prize_settings::sharing).first(conn).unwrap();
    assert_eq!(raw, "", "not sharing is stored as empty text, as before");

    diesel::update(prize_settings::table.find(tid)).set(prize_settings::sharing.eq("halves")).execute(conn).unwrap();
    let error = db::with_sources(&db::prizes::settings(conn, tid).unwrap_err());
    assert!(error.contains(r#"stored prize sharing "halves" is not one of this program's codes"#), "{error}");
}

async fn a_players_sex_title_and_birth_date_are_read_typed_and_unknown_ones_are_errors(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let pool = db::connect_and_migrate(&database_url(backend, &dir)).unwrap();
    let conn = &mut *pool.get().unwrap();
    let (tid, _, ids) = stored::swiss_event(conn, "Players Open", &["Ivanova, A"]);
    let fields = PlayerFields {
        sex: Some(Sex::Female),
        title: Some(Title::WGM),
        birth_date: Some("1990/05/17".parse().unwrap()),
        ..PlayerFields::named("Ivanova, A")
    };
    assert!(db::players::update(conn, ids[0], 1, &fields).unwrap());
    let raw: (String, String, String) =
        players::table.find(ids[0]).select((players::sex, players::title, players::birth_date)).first(conn).unwrap();
    assert_eq!(raw, ("w".to_string(), "WGM".to_string(), "1990/05/17".to_string()), "stored as before");
    let read = |conn: &mut DbConnection| db::players::for_tournament(conn, tid).map(|p| p[0].clone());
    let p = read(conn).unwrap();
    assert_eq!((p.sex, p.title, p.birth_date), (fields.sex, fields.title, fields.birth_date));

    // Edited by hand: an unknown title or sex is an error naming it, never none.
    let set = |conn: &mut DbConnection, column: &str, value: &str| {
        diesel::sql_query(format!("UPDATE players SET {column} = '{value}'")).execute(conn).unwrap();
    };
    set(conn, "title", "XM");
    let error = db::with_sources(&read(conn).unwrap_err());
    assert!(error.contains(r#"stored title "XM" is not one of this program's codes"#), "{error}");
    set(conn, "title", "");
    set(conn, "sex", "x");
    let error = db::with_sources(&read(conn).unwrap_err());
    assert!(error.contains(r#"stored sex "x" is not one of this program's codes"#), "{error}");
    set(conn, "sex", "");
    assert_eq!(read(conn).unwrap().title, None);

    // A birth date stored before dates were checked reads as it always did
    // (its year at least); one with no year in it is an error naming it.
    set(conn, "birth_date", "1987/00/00");
    assert_eq!(read(conn).unwrap().birth_date, Some(BirthDate::year(1987)));
    set(conn, "birth_date", "1987");
    assert_eq!(read(conn).unwrap().birth_date, Some(BirthDate::year(1987)));
    set(conn, "birth_date", "1987-05-04");
    assert_eq!(read(conn).unwrap().birth_date, Some(BirthDate::year(1987)));
    set(conn, "birth_date", "long ago");
    let error = db::with_sources(&read(conn).unwrap_err());
    assert!(error.contains(r#"stored birth date "long ago" is not of the form YYYY/MM/DD"#), "{error}");
}

on_both_backends!(
    a_players_sex_title_and_birth_date_are_read_typed_and_unknown_ones_are_errors,
    codes_are_stored_as_before_and_unknown_ones_are_errors,
    prize_sharing_is_stored_as_its_code_and_an_unknown_one_is_an_error
);
