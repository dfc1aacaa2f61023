//! Public pages against the same bytes served by nginx (issue 57), side by
//! side in one run: wrk with [`CONNECTIONS`] keep-alive connections asks
//! each for [`SECONDS`] seconds, alternately of the app and of nginx (one
//! worker process, the pages as files in a temporary folder).
//!
//!     cargo bench --bench static_pages
//!     ARBITER_BENCH_DB=postgres cargo bench --bench static_pages
//!
//! Needs `nginx` and `wrk` (Debian packages nginx-light and wrk). The event
//! is `L500_p500_r11.trf` of the `dutch-large` vectors with its last
//! round's results cut, imported through the app; round 11 (250 boards) is
//! paired and published, as anonymous visitors see it after ten rounds.
//! The pages: the standings, round 11's PGN feed, the hall of boards, and
//! the feed asked with its `ETag` (a relay's poll while nothing changed:
//! 304, against nginx's 304 to its own `ETag`). The app runs in this
//! process on two threads, nginx and wrk in their own; all share the
//! machine's cores.

#[path = "support/server.rs"]
mod server;

use server::{post, post_fields, with_event};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// Connections wrk keeps open.
const CONNECTIONS: u32 = 64;
/// Seconds each measurement lasts.
const SECONDS: u32 = 10;
/// The round published after ten played.
const ROUND: u32 = 11;
/// The port nginx listens on.
const NGINX_PORT: u16 = 18_457;

/// What wrk measured: requests per second and the 99th percentile latency in ms.
struct Measured {
    per_second: f64,
    p99_ms: f64,
}

/// A latency as wrk prints it (`812.00us`, `3.21ms`, `1.02s`), in ms.
fn millis(text: &str) -> f64 {
    let (number, factor) = if let Some(n) = text.strip_suffix("us") {
        (n, 0.001)
    } else if let Some(n) = text.strip_suffix("ms") {
        (n, 1.0)
    } else if let Some(n) = text.strip_suffix('s') {
        (n, 1000.0)
    } else {
        (text, 1.0)
    };
    number.parse::<f64>().unwrap_or(f64::NAN) * factor
}

/// Runs wrk against `url` with `headers`; panics unless every answer had `status`.
fn wrk(url: &str, headers: &[String]) -> Measured {
    let mut command = Command::new("wrk");
    command.args(["-t2", &format!("-c{CONNECTIONS}"), &format!("-d{SECONDS}s"), "--latency", "--timeout", "10s"]);
    for h in headers {
        command.args(["-H", h]);
    }
    let out = command.arg(url).output().expect("wrk runs (apt-get install wrk)");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(!text.contains("Non-2xx or 3xx"), "{url}: some answers failed\n{text}");
    let field = |label: &str| {
        text.lines().find_map(|l| l.trim().strip_prefix(label).map(|rest| rest.trim().to_string())).unwrap_or_default()
    };
    Measured { per_second: field("Requests/sec:").parse().unwrap_or(f64::NAN), p99_ms: millis(&field("99%")) }
}

/// nginx serving the files of `root` on [`NGINX_PORT`], one worker.
struct Nginx(Child);

impl Nginx {
    fn start(root: &std::path::Path) -> Nginx {
        let conf = root.join("nginx.conf");
        let text = format!(
            "worker_processes 1;\ndaemon off;\nerror_log {dir}/error.log;\npid {dir}/nginx.pid;\n\
             events {{ worker_connections 1024; }}\n\
             http {{ access_log off; keepalive_requests 1000000; sendfile on; tcp_nopush on;\n\
             types {{ text/html html; application/x-chess-pgn pgn; }}\n\
             client_body_temp_path {dir}; proxy_temp_path {dir}; fastcgi_temp_path {dir};\n\
             uwsgi_temp_path {dir}; scgi_temp_path {dir};\n\
             server {{ listen 127.0.0.1:{NGINX_PORT}; root {dir}/files; }} }}\n",
            dir = root.display()
        );
        std::fs::write(&conf, text).unwrap();
        let child = Command::new("nginx")
            .args(["-c", &conf.display().to_string(), "-p", &root.display().to_string()])
            .stdout(Stdio::null())
            .spawn()
            .expect("nginx runs (apt-get install nginx-light)");
        std::thread::sleep(Duration::from_millis(500));
        Nginx(child)
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        // SIGTERM: the master stops its worker too (SIGKILL would leave it holding the port).
        let _ = Command::new("kill").args(["-TERM", &self.0.id().to_string()]).status();
        let _ = self.0.wait();
    }
}

fn main() {
    let backend = if server::on_postgres() { "PostgreSQL" } else { "SQLite" };
    with_event(|base, admin| async move {
        assert!(post(&admin, &base, "/t/1", "/t/1/pair").await.is_redirection(), "pair");
        let (round, publish) = (format!("/t/1/round/{ROUND}"), format!("/t/1/round/{ROUND}/publish"));
        assert!(post_fields(&admin, &base, &round, &publish, &[("confirm", "yes")]).await.is_redirection(), "publish");

        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("files")).unwrap();
        let visitor = reqwest::Client::new();
        let pages = [
            ("standings", "/t/1/standings".to_string(), "standings.html"),
            ("round 11's PGN feed", format!("/t/1/round/{ROUND}/games.pgn"), "games.pgn"),
            ("hall of boards", format!("/t/1/round/{ROUND}/boards"), "boards.html"),
        ];
        let mut etag = String::new();
        for (_, path, file) in &pages {
            let res = visitor.get(format!("{base}{path}")).send().await.unwrap();
            assert!(res.status().is_success(), "{path}");
            if file.ends_with(".pgn") {
                etag = res.headers()["etag"].to_str().unwrap().to_string();
            }
            std::fs::write(dir.path().join("files").join(file), res.bytes().await.unwrap()).unwrap();
        }
        let nginx = Nginx::start(dir.path());
        let static_base = format!("http://127.0.0.1:{NGINX_PORT}");
        let nginx_etag = {
            let res = visitor.get(format!("{static_base}/games.pgn")).send().await.unwrap();
            res.headers()["etag"].to_str().unwrap().to_string()
        };

        println!("{backend}, {CONNECTIONS} connections, {SECONDS} s each, wrk -t2");
        println!("| page | bytes | arbiter | nginx | ratio |");
        println!("|---|---|---|---|---|");
        let measure = |path: String, headers: Vec<String>| tokio::task::spawn_blocking(move || wrk(&path, &headers));
        for (name, path, file) in &pages {
            let bytes = std::fs::metadata(dir.path().join("files").join(file)).unwrap().len();
            let ours = measure(format!("{base}{path}"), vec![]).await.unwrap();
            let theirs = measure(format!("{static_base}/{file}"), vec![]).await.unwrap();
            row(name, &bytes.to_string(), &ours, &theirs);
        }
        let ours = measure(format!("{base}/t/1/round/{ROUND}/games.pgn"), vec![format!("If-None-Match: {etag}")]);
        let ours = ours.await.unwrap();
        let theirs = measure(format!("{static_base}/games.pgn"), vec![format!("If-None-Match: {nginx_etag}")]);
        row("the feed answered 304", "0", &ours, &theirs.await.unwrap());
        drop(nginx);
    });
}

/// One line of the table.
fn row(name: &str, bytes: &str, ours: &Measured, theirs: &Measured) {
    println!(
        "| {name} | {bytes} | {:.0} req/s, p99 {:.1} ms | {:.0} req/s, p99 {:.1} ms | {:.2} |",
        ours.per_second,
        ours.p99_ms,
        theirs.per_second,
        theirs.p99_ms,
        ours.per_second / theirs.per_second
    );
}
