//! A server for the benchmarks that load pages: the app on a throwaway
//! SQLite database in this process (or, for the event's benchmarks with
//! `ARBITER_BENCH_DB=postgres`, on a throwaway PostgreSQL 15 cluster started
//! as the integration tests start theirs), with an admin signed in and the
//! 500-player event `L500_p500_r11.trf` of the `dutch-large` vectors
//! imported with its last round cut (round 11 left to pair).

#[path = "../../tests/vectors/reader.rs"]
mod vectors;

#[path = "../../tests/it/common/postgres.rs"]
#[allow(dead_code)] // the clusters of the tests that stop their server
mod postgres;

use arbiter::config::Config;
use reqwest::Client;
use std::future::Future;

/// Starts the app on a throwaway database (SQLite, or PostgreSQL with
/// `ARBITER_BENCH_DB=postgres`), signs in its first admin and imports the
/// event, then runs `bench` with the app's base address and the admin's
/// client, on a two-thread runtime.
pub fn with_event<F, Fut>(bench: F)
where
    F: FnOnce(String, Client) -> Fut,
    Fut: Future<Output = ()>,
{
    let with_admin = |base: String| async move {
        let arbiter = set_up(&base).await;
        bench(base.clone(), arbiter).await;
    };
    if on_postgres() {
        let url = postgres::fresh_database();
        arbiter::db::connect_and_migrate(&url).expect("database");
        serve(&url, with_admin);
    } else {
        with_app(|_| {}, with_admin);
    }
}

/// Whether [`with_event`] runs on PostgreSQL (`ARBITER_BENCH_DB=postgres`)
/// rather than SQLite (unset, or `sqlite`).
pub fn on_postgres() -> bool {
    match std::env::var("ARBITER_BENCH_DB").as_deref() {
        Err(_) | Ok("sqlite") => false,
        Ok("postgres") => true,
        Ok(other) => panic!("ARBITER_BENCH_DB is sqlite or postgres, not {other}"),
    }
}

/// Starts the app on a throwaway SQLite database, migrated, that `fill`
/// (given its URL) wrote to first, then runs `bench` with the app's base
/// address on a two-thread runtime.
pub fn with_app<F, Fut>(fill: impl FnOnce(&str), bench: F)
where
    F: FnOnce(String) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("arbiter.db").to_string_lossy().into_owned();
    arbiter::db::connect_and_migrate(&url).expect("database");
    fill(&url);
    serve(&url, bench);
}

/// Starts the app on the migrated database at `database_url`, then runs
/// `bench` with its base address on a two-thread runtime.
fn serve<F, Fut>(database_url: &str, bench: F)
where
    F: FnOnce(String) -> Fut,
    Fut: Future<Output = ()>,
{
    let base = start_server(database_url);
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    runtime.block_on(bench(base));
}

/// The event with the results of round 11 cut from every player line and
/// the points column recounted.
pub fn event_before_last_round() -> String {
    let path = vectors::dir("dutch-large").join("L500_p500_r11.trf");
    let text = std::fs::read_to_string(path).expect("the dutch-large vectors");
    text.lines()
        .map(|l| if l.starts_with("001") { cut_last_round(l) } else { l.to_string() })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A player line with ten rounds: the result letters of the first ten
/// (columns 92-191) give the points written in columns 81-84 (the
/// pairing-allocated bye, `U`, scores a win in these files).
fn cut_last_round(line: &str) -> String {
    let mut kept: String = line.chars().take(91 + 10 * 10).collect();
    let halves: u32 = (0..10)
        .filter_map(|r| kept.get(91 + 10 * r..91 + 10 * r + 10))
        .map(|game| match game.trim_end().chars().last() {
            Some('1' | '+' | 'W' | 'F' | 'U') => 2,
            Some('=' | 'D' | 'H') => 1,
            _ => 0,
        })
        .sum();
    kept.replace_range(80..84, &format!("{:>4.1}", f64::from(halves) / 2.0));
    kept.trim_end().to_string()
}

/// Starts the app on `database_url` on a free port of 127.0.0.1; returns its base address.
fn start_server(database_url: &str) -> String {
    let config = Config {
        bind: "127.0.0.1:0".into(),
        database_url: database_url.into(),
        secret_key: vec![9u8; 64],
        cookie_secure: false,
        public_url: None,
        trusted_proxy: None,
        mail: None,
    };
    let pool = arbiter::db::connect_and_migrate(database_url).expect("database");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            let (server, addr) = arbiter::web::start(&config, pool).expect("bind");
            tx.send(addr).unwrap();
            server.await.unwrap();
        })
    });
    format!("http://{}", rx.recv().unwrap())
}

/// The admin's login name and password.
pub const USERNAME: &str = "bench";
pub const PASSWORD: &str = "bench-pass";

/// The CSRF token of the first form on a page.
pub fn csrf(page: &str) -> String {
    let marker = r#"name="csrf" value=""#;
    let start = page.find(marker).expect("a form") + marker.len();
    page[start..].split('"').next().unwrap().to_string()
}

/// Sends the form of `token_page` (its CSRF token alone) to `path`.
pub async fn post(arbiter: &Client, base: &str, token_page: &str, path: &str) -> reqwest::StatusCode {
    post_fields(arbiter, base, token_page, path, &[]).await
}

/// Sends `fields` with the CSRF token of `token_page` to `path`.
pub async fn post_fields(
    arbiter: &Client,
    base: &str,
    token_page: &str,
    path: &str,
    fields: &[(&str, &str)],
) -> reqwest::StatusCode {
    let page = arbiter.get(format!("{base}{token_page}")).send().await.unwrap().text().await.unwrap();
    let token = csrf(&page);
    let mut form = vec![("csrf", token.as_str())];
    form.extend_from_slice(fields);
    arbiter.post(format!("{base}{path}")).form(&form).send().await.unwrap().status()
}

/// A client that keeps its cookies and does not follow redirects.
pub fn browser() -> Client {
    Client::builder().cookie_store(true).redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

/// Signs in the first admin and imports the event.
async fn set_up(base: &str) -> Client {
    let arbiter = browser();
    let page = arbiter.get(format!("{base}/setup")).send().await.unwrap().text().await.unwrap();
    let token = csrf(&page);
    let form = [("csrf", token.as_str()), ("username", USERNAME), ("password", PASSWORD), ("password2", PASSWORD)];
    assert!(arbiter.post(format!("{base}/setup")).form(&form).send().await.unwrap().status().is_redirection());
    let page = arbiter.get(format!("{base}/tournaments/import")).send().await.unwrap().text().await.unwrap();
    let file = reqwest::multipart::Part::bytes(event_before_last_round().into_bytes()).file_name("event.trf");
    let form = reqwest::multipart::Form::new().text("csrf", csrf(&page)).part("file", file);
    let res = arbiter.post(format!("{base}/tournaments/import")).multipart(form).send().await.unwrap();
    let status = res.status();
    assert!(status.is_redirection(), "import: {status} {}", res.text().await.unwrap_or_default());
    arbiter
}
