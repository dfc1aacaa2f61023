//! Tournaments stored straight through the db layer, for the tests that
//! call actions or read rows without the web in between.

use super::Backend;
use arbiter::clock::GameMode;
use arbiter::db::models::{NewUser, PlayerFields, TournamentSettings};
use arbiter::db::{self, DbConnection, PlayerId, TournamentId, UserId};
use arbiter::tournament::System;
use chrono::NaiveDate;

/// A fresh database's address: a file in `dir` on SQLite, a new database
/// of the test cluster on PostgreSQL.
pub fn database_url(backend: Backend, dir: &tempfile::TempDir) -> String {
    match backend {
        Backend::Sqlite => dir.path().join("arbiter.db").to_string_lossy().into_owned(),
        Backend::Postgres => super::postgres::fresh_database(),
    }
}

/// A rapid Swiss event of five rounds named `name`, created by a new admin,
/// with `players` entered in that order (none rated, none paired).
pub fn swiss_event(conn: &mut DbConnection, name: &str, players: &[&str]) -> (TournamentId, UserId, Vec<PlayerId>) {
    let now = chrono::Utc::now().naive_utc();
    let user =
        NewUser { username: "admin", password_hash: "x", role: arbiter::auth::role::Role::Admin, created_at: now };
    let creator = db::users::insert(conn, &user).unwrap();
    let day = NaiveDate::from_ymd_opt(2026, 5, 1).unwrap();
    let settings = TournamentSettings {
        name: name.into(),
        place: String::new(),
        federation: String::new(),
        start_date: day,
        end_date: day,
        system: System::SwissDutch,
        rounds: 5,
        time_control: "90+30".into(),
        default_time_minutes: 0,
        time_zone: "UTC".into(),
        points_win: 10,
        points_draw: 5,
        points_loss: 0,
        points_pab: 10,
        points_hpb: 5,
        points_fpb: 10,
        points_zpb: 0,
        game_mode: Some(GameMode::Rapid),
    };
    let tid = db::tournaments::insert(conn, &settings, creator, now).unwrap();
    let ids = players.iter().map(|name| db::players::insert(conn, tid, &PlayerFields::named(name)).unwrap()).collect();
    (tid, creator, ids)
}
