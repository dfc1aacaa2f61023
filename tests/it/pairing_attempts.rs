//! `actions::rounds::pair_next`, the Swiss pairing job's loop, on a real
//! database: the engine runs between a read and a short locked write, and a
//! tournament that changed meanwhile is paired again, up to
//! `PAIRING_ATTEMPTS` times, before the arbiter is told it kept changing.

use crate::common::Backend;
use crate::common::stored::{self, database_url};
use arbiter::actions::Failed;
use arbiter::actions::rounds::{self, PAIRING_ATTEMPTS, PairNext, RoundRefusal, Target};
use arbiter::db::models::{PlayerFields, TournamentRow};
use arbiter::db::store::Store;
use arbiter::db::{self, DbConnection, DbError, TournamentId};
use arbiter::pairing::dutch::Progress;
use std::cell::Cell;

const PLAYERS: [&str; 6] = ["Alpha, A", "Beta, B", "Gamma, G", "Delta, D", "Epsilon, E", "Zeta, Z"];

/// A store on a fresh database with a Swiss event of six players, and the
/// job of its round 1 started.
fn six_players(backend: Backend, dir: &tempfile::TempDir) -> (Store, TournamentId, PairNext) {
    let url = database_url(backend, dir);
    let store = Store::new(db::connect_and_migrate(&url).unwrap(), &url);
    let (tid, admin, _) = store.write(|c| Ok::<_, DbError>(stored::swiss_event(c, "Attempts Open", &PLAYERS))).unwrap();
    let now = chrono::Utc::now().naive_utc();
    let started = store.write(|c| {
        let t = db::tournaments::by_id(c, tid)?.unwrap();
        Ok::<_, DbError>(Failed::split::<_, DbError>(rounds::start_pairing_job(
            c,
            admin,
            &t,
            Target::Next(Some(1)),
            now,
        )))
    });
    let (round, attempt) = started.unwrap().unwrap().unwrap();
    let attempt = attempt.expect("a new job");
    (store, tid, PairNext { job: (tid, round, attempt), by: admin, target: Target::Next(Some(1)) })
}

/// The tournament as its arbiter may write it, counting the transactions
/// that asked; `late_entries` of them (the writes) also enter a player
/// first, as another arbiter would while the engine runs.
fn writable(
    tid: TournamentId,
    asked: &Cell<usize>,
    late_entries: usize,
) -> impl Fn(&mut DbConnection) -> Result<TournamentRow, DbError> + '_ {
    move |c| {
        asked.set(asked.get() + 1);
        // Odd calls read the snapshot, even ones store: enter before the store.
        let store_number = asked.get() / 2;
        if asked.get().is_multiple_of(2) && store_number <= late_entries {
            db::players::insert(c, tid, &PlayerFields::named(&format!("Late, {store_number}")))?;
        }
        Ok(db::tournaments::by_id(c, tid)?.expect("the tournament"))
    }
}

fn pair(
    store: &Store,
    input: PairNext,
    writable: impl Fn(&mut DbConnection) -> Result<TournamentRow, DbError>,
) -> Result<i32, RoundRefusal> {
    let now = || chrono::Utc::now().naive_utc();
    rounds::pair_next::<DbError>(store, input, writable, &Progress::default(), now).unwrap()
}

fn boards(store: &Store, tid: TournamentId) -> usize {
    store.read(|c| db::boards::for_tournament(c, tid).map_err(DbError::from)).unwrap().len()
}

async fn a_quiet_tournament_is_paired_at_the_first_attempt(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let (store, tid, input) = six_players(backend, &dir);
    let asked = Cell::new(0);
    assert_eq!(pair(&store, input, writable(tid, &asked, 0)), Ok(1));
    assert_eq!(asked.get(), 2, "one snapshot, one store");
    assert_eq!(boards(&store, tid), 3, "six players on three boards");
    let job = store.read(|c| db::pairing_jobs::load(c, tid, 1).map_err(DbError::from)).unwrap().unwrap();
    assert_eq!(job.state, "done");
}

async fn a_change_while_the_engine_runs_is_paired_again(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let (store, tid, input) = six_players(backend, &dir);
    let asked = Cell::new(0);
    assert_eq!(pair(&store, input, writable(tid, &asked, 1)), Ok(1));
    assert_eq!(asked.get(), 4, "the first proposal was stale: a second snapshot and store");
    // The late entry is paired: seven players, three boards and the bye.
    assert_eq!(boards(&store, tid), 4);
}

async fn a_tournament_that_keeps_changing_is_refused_with_nothing_stored(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let (store, tid, input) = six_players(backend, &dir);
    let asked = Cell::new(0);
    assert_eq!(pair(&store, input, writable(tid, &asked, PAIRING_ATTEMPTS)), Err(RoundRefusal::KeptChanging));
    assert_eq!(asked.get(), 2 * PAIRING_ATTEMPTS);
    assert_eq!(boards(&store, tid), 0, "no proposal stored");
    let t = store.read(|c| db::tournaments::by_id(c, tid).map_err(DbError::from)).unwrap().unwrap();
    assert_eq!(t.paired_rounds, 0);
}

async fn a_writer_refused_stops_the_pairing(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let (store, tid, input) = six_players(backend, &dir);
    let refused =
        |_: &mut DbConnection| -> Result<TournamentRow, DbError> { Err(DbError::Migration("archived".into())) };
    let now = || chrono::Utc::now().naive_utc();
    let outcome = rounds::pair_next::<DbError>(&store, input, refused, &Progress::default(), now);
    assert!(matches!(outcome, Err(DbError::Migration(m)) if m == "archived"));
    assert_eq!(boards(&store, tid), 0);
}

on_both_backends!(
    a_quiet_tournament_is_paired_at_the_first_attempt,
    a_change_while_the_engine_runs_is_paired_again,
    a_tournament_that_keeps_changing_is_refused_with_nothing_stored,
    a_writer_refused_stops_the_pairing
);
