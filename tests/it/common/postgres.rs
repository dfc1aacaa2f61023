//! A throwaway PostgreSQL 15 cluster, started once per run of the
//! integration tests (one process) from the server binaries under
//! /usr/lib/postgresql/15/bin, and removed when the process ends. If it cannot
//! start, the tests fail loudly; only where the binaries are not installed at
//! all, and not under CI, are the PostgreSQL tests left out
//! ([`super::prerequisites`]).

use diesel::{Connection, RunQueryDsl, pg::PgConnection};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

/// Where Debian's `postgresql-15` puts the server binaries.
pub const BIN: &str = "/usr/lib/postgresql/15/bin";

struct Cluster {
    port: u16,
}

fn is_root() -> bool {
    Command::new("id").arg("-u").output().map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0").unwrap_or(false)
}

/// Runs a server binary, as the `postgres` user when we are root (PostgreSQL refuses root).
fn pg(binary: &str, args: &[&str]) -> std::process::Output {
    let program = Path::new(BIN).join(binary);
    let mut cmd = if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(&program);
        c
    } else {
        Command::new(&program)
    };
    cmd.args(args).output().unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()))
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Creates a cluster in `dir` (emptied first) and starts it; returns its port.
fn init_and_start(dir: &Path) -> u16 {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).expect("cluster folder");
    if is_root() {
        let status = Command::new("chown").arg("postgres:postgres").arg(dir).status().expect("chown");
        assert!(status.success(), "cannot give {} to the postgres user", dir.display());
    }
    let d = dir.to_string_lossy().into_owned();
    let out = pg("initdb", &["-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "-D", &d]);
    assert!(out.status.success(), "initdb failed: {}", String::from_utf8_lossy(&out.stderr));
    let port = free_port();
    let opts = format!("-p {port} -k {d} -h 127.0.0.1 -F -c fsync=off -c full_page_writes=off");
    let log = format!("{d}/server.log");
    let out = pg("pg_ctl", &["-D", &d, "-o", &opts, "-l", &log, "-w", "start"]);
    assert!(
        out.status.success(),
        "PostgreSQL did not start: {}{}",
        String::from_utf8_lossy(&out.stdout),
        std::fs::read_to_string(&log).unwrap_or_default()
    );
    port
}

fn start() -> Cluster {
    if let Ok(url) = std::env::var("ARBITER_TEST_POSTGRES_PORT") {
        return Cluster { port: url.parse().expect("ARBITER_TEST_POSTGRES_PORT is a port") };
    }
    let dir: PathBuf = std::env::temp_dir().join(format!("arbiter-pg-{}", std::process::id()));
    let port = init_and_start(&dir);
    watch(&dir);
    Cluster { port }
}

/// Starts a watcher that stops the cluster in `dir` and removes the folder
/// when this process ends, however it ends.
fn watch(dir: &Path) {
    let d = dir.to_string_lossy().into_owned();
    let stop = if is_root() {
        format!("runuser -u postgres -- {BIN}/pg_ctl -D {d} -m immediate stop")
    } else {
        format!("{BIN}/pg_ctl -D {d} -m immediate stop")
    };
    let script = format!(
        "while kill -0 {pid} 2>/dev/null; do sleep 1; done; {stop} >/dev/null 2>&1; rm -rf {d}",
        pid = std::process::id()
    );
    // `setsid -f` forks the watcher into its own session and returns at once.
    Command::new("setsid")
        .args(["-f", "sh", "-c", &script])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("cluster watcher");
}

fn cluster() -> &'static Cluster {
    static CLUSTER: OnceLock<Cluster> = OnceLock::new();
    CLUSTER.get_or_init(start)
}

/// Creates an empty database in the cluster and returns its URL.
pub fn fresh_database() -> String {
    create_database(cluster().port)
}

/// A cluster of one test's own, for a test that stops the database server
/// (the shared one must stay up for the others); stopped and removed when dropped.
pub struct OwnCluster {
    dir: PathBuf,
    port: u16,
}

impl OwnCluster {
    /// Creates and starts it.
    pub fn start() -> OwnCluster {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let n = COUNTER.fetch_add(1, Ordering::SeqCst);
        let dir = std::env::temp_dir().join(format!("arbiter-pg-{}-own{n}", std::process::id()));
        let port = init_and_start(&dir);
        watch(&dir);
        OwnCluster { dir, port }
    }

    /// Creates an empty database in it and returns its URL.
    pub fn fresh_database(&self) -> String {
        create_database(self.port)
    }

    /// Stops the server (connections are cut at once).
    pub fn stop(&self) {
        pg("pg_ctl", &["-D", &self.dir.to_string_lossy(), "-m", "immediate", "-w", "stop"]);
    }
}

impl Drop for OwnCluster {
    fn drop(&mut self) {
        self.stop();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn create_database(port: u16) -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let name = format!("t{}_{}", std::process::id(), COUNTER.fetch_add(1, Ordering::SeqCst));
    let admin_url = format!("postgres://postgres@127.0.0.1:{port}/postgres");
    let mut conn =
        PgConnection::establish(&admin_url).unwrap_or_else(|e| panic!("cannot reach PostgreSQL at {admin_url}: {e}"));
    diesel::sql_query(format!("CREATE DATABASE {name}")).execute(&mut conn).expect("create database");
    format!("postgres://postgres@127.0.0.1:{port}/{name}")
}
