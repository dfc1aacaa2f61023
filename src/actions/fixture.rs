//! An in-memory SQLite database with an arbiter and a tournament, for the
//! tests of the actions.

use crate::db::models::{NewBoard, NewUser, PlayerFields, TournamentRow, TournamentSettings};
use crate::db::{self, DbConnection, PlayerId, TournamentId, UserId};

/// A fresh database with one arbiter.
pub(crate) fn database() -> (DbConnection, UserId) {
    let mut c = db::establish(":memory:").expect("in-memory database");
    db::migrate(&mut c).expect("migrations");
    let now = chrono::Utc::now().naive_utc();
    let user =
        NewUser { username: "arbiter", password_hash: "-", role: crate::auth::role::Role::Arbiter, created_at: now };
    let by = db::users::insert(&mut c, &user).expect("user");
    (c, by)
}

/// Settings of a five-round tournament of `system` (a system code: `swiss`,
/// `rr`) played at `time_control`, no game mode chosen, starting today.
pub(crate) fn settings(system: &str, time_control: &str) -> TournamentSettings {
    let day = chrono::Utc::now().date_naive();
    TournamentSettings {
        name: "Test Open".into(),
        place: String::new(),
        federation: String::new(),
        start_date: day,
        end_date: day,
        system: system.parse().expect("a system code"),
        rounds: 5,
        time_control: time_control.into(),
        default_time_minutes: 0,
        game_mode: None,
        time_zone: "UTC".into(),
        points_win: 2,
        points_draw: 1,
        points_loss: 0,
        points_pab: 2,
        points_hpb: 1,
        points_fpb: 2,
        points_zpb: 0,
    }
}

/// A fresh database with one arbiter and one tournament of `system` (a
/// system code: `swiss`, `rr`) of five rounds.
pub(crate) fn event(system: &str) -> (DbConnection, UserId, TournamentRow) {
    let (mut c, by) = database();
    let now = chrono::Utc::now().naive_utc();
    let id = db::tournaments::insert(&mut c, &settings(system, ""), by, now).expect("tournament");
    let t = db::tournaments::by_id(&mut c, id).expect("read").expect("stored");
    (c, by, t)
}

/// A player's fields with a name and a date of birth.
pub(crate) fn fields(name: &str, birth_date: &str) -> PlayerFields {
    let birth_date = (!birth_date.is_empty()).then(|| birth_date.parse().expect("a birth date"));
    PlayerFields { birth_date, ..PlayerFields::named(name) }
}

/// Seats `white` against `black` on board 1 of `round` (a drafted or published board).
pub(crate) fn seat(c: &mut DbConnection, t: &TournamentRow, round: i32, white: PlayerId, black: PlayerId) {
    let board = NewBoard {
        tournament_id: t.id,
        round,
        board_no: 1,
        white_id: white,
        black_id: Some(black),
        result: crate::tournament::GameResult::Pending.into(),
        version: 1,
    };
    db::boards::insert_all(c, &[board]).expect("board");
}

/// Publishes rounds 1 to `rounds` of `t` (as pairing a round robin does):
/// the tournament as stored then.
pub(crate) fn publish(c: &mut DbConnection, t: &TournamentRow, rounds: i32) -> TournamentRow {
    db::tournaments::set_paired(c, t.id, rounds, t.rounds).expect("published");
    db::tournaments::by_id(c, t.id).expect("read").expect("stored")
}

/// The audit log's action codes of tournament `id`, oldest first.
pub(crate) fn logged(c: &mut DbConnection, id: TournamentId) -> Vec<String> {
    let mut rows = db::audit::for_tournament(c, id).expect("log");
    rows.sort_by_key(|(row, _)| row.id);
    rows.into_iter().map(|(row, _)| row.action).collect()
}

/// Registers `n` players in `t`, rated from 2000 down (the first is the
/// best), and returns their ids in that order.
pub(crate) fn players(c: &mut DbConnection, t: &TournamentRow, n: usize) -> Vec<PlayerId> {
    (0..n)
        .map(|i| {
            let fide_rating = Some(2000 - 10 * i as i32);
            let player = PlayerFields { fide_rating, ..fields(&format!("Player {}", i + 1), "") };
            db::players::insert(c, t.id, &player).expect("player")
        })
        .collect()
}

/// Tournament `id` as stored now.
pub(crate) fn reread(c: &mut DbConnection, id: TournamentId) -> TournamentRow {
    db::tournaments::by_id(c, id).expect("read").expect("stored")
}
