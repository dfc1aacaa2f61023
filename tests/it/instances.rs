//! Several instances of the real `arbiter` binary on one PostgreSQL database,
//! as behind a load balancer: they start together on an empty database,
//! refuse a doubly paired round cleanly, count sign-in failures together,
//! show each other's moves, answer `/health`, and finish a request in flight
//! on SIGTERM.

use crate::common::flows::{add_player, board_lines, create_tournament};
use crate::common::postgres::{OwnCluster, fresh_database};
use crate::common::{Browser, Prerequisite, available, html};
use diesel::{Connection, QueryableByName, RunQueryDsl, pg::PgConnection};
use reqwest::StatusCode;
use reqwest::redirect::Policy;
use serde_json::json;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");
/// The key every instance shares, as the README asks.
const SECRET: &str = "one-key-for-every-instance-behind-the-load-balancer-0123456789abcdef";

/// One `arbiter serve` process.
struct Instance {
    child: Child,
    base: String,
    log: std::path::PathBuf,
    _dir: tempfile::TempDir,
}

/// Starts `arbiter serve` on `database_url` without waiting for it.
fn spawn(database_url: &str, extra: &[&str]) -> (Child, std::path::PathBuf, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("stderr.log");
    let child = Command::new(BIN)
        .current_dir(dir.path())
        .args(["serve", "--bind", "127.0.0.1:0", "--database-url", database_url, "--secret-key", SECRET])
        .args(extra)
        .env_remove("DATABASE_URL")
        .env_remove("ARBITER_TRUSTED_PROXY")
        .env_remove("RUST_LOG")
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    (child, log, dir)
}

/// Waits for a spawned instance to print its URL.
fn ready((mut child, log, dir): (Child, std::path::PathBuf, tempfile::TempDir)) -> Instance {
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let Some(url) = line.trim().strip_prefix("arbiter is running at ") else {
        let _ = child.kill();
        panic!("the instance did not come up: {line:?}\n{}", std::fs::read_to_string(&log).unwrap_or_default());
    };
    Instance { base: url.trim_end_matches('/').to_string(), child, log, _dir: dir }
}

fn start(database_url: &str) -> Instance {
    ready(spawn(database_url, &[]))
}

impl Instance {
    /// A browser on this instance with the cookies of `client` (the shared
    /// secret key makes a session valid on every instance).
    fn browser(&self, client: &reqwest::Client) -> Browser {
        Browser { base: self.base.clone(), client: client.clone() }
    }

    fn addr(&self) -> String {
        self.base.trim_start_matches("http://").to_string()
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn new_client() -> reqwest::Client {
    reqwest::Client::builder().cookie_store(true).redirect(Policy::none()).build().unwrap()
}

/// Creates the admin through the setup form; returns its client (signed in).
async fn setup_admin(on: &Instance) -> reqwest::Client {
    let client = new_client();
    let b = on.browser(&client);
    let csrf = html::csrf(&b.page("/setup").await);
    let form =
        [("csrf", csrf.as_str()), ("username", "admin"), ("password", "secret-pass"), ("password2", "secret-pass")];
    assert_eq!(b.post("/setup", &form).await.status(), StatusCode::SEE_OTHER, "setup");
    client
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

fn count(database_url: &str, sql: &str) -> i64 {
    let mut conn = PgConnection::establish(database_url).unwrap();
    diesel::sql_query(sql).get_result::<Count>(&mut conn).unwrap().n
}

/// The health check's answer: status and JSON body.
async fn health(b: &Browser) -> (StatusCode, serde_json::Value) {
    let res = b.get("/health").await;
    assert!(res.headers().get("set-cookie").is_none(), "no session");
    (res.status(), serde_json::from_str(&res.text().await.unwrap()).unwrap())
}

fn postgres() -> bool {
    available(Prerequisite::PostgreSql)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn instances_started_together_on_an_empty_database_all_come_up() {
    if !postgres() {
        return;
    }
    let migrations = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/postgres")).unwrap().count();
    let url = fresh_database();
    let spawned: Vec<_> = (0..3).map(|_| spawn(&url, &[])).collect();
    let instances: Vec<Instance> = spawned.into_iter().map(ready).collect();
    for instance in &instances {
        let answer = health(&instance.browser(&new_client())).await;
        assert_eq!(answer, (StatusCode::OK, json!({ "status": "ok" })), "{}", instance.base);
    }
    let applied = count(&url, "SELECT count(*) AS n FROM __diesel_schema_migrations");
    let distinct = count(&url, "SELECT count(DISTINCT version) AS n FROM __diesel_schema_migrations");
    assert_eq!((applied, distinct), (migrations as i64, migrations as i64), "every migration applied once");

    // `arbiter migrate` three times at once: the first migrates, the others wait and find nothing to do.
    let url = fresh_database();
    let runs: Vec<Child> = (0..3)
        .map(|_| {
            Command::new(BIN)
                .args(["migrate", "--database-url", &url])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for run in runs {
        let out = run.wait_with_output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(String::from_utf8_lossy(&out.stdout).contains("database is up to date"));
    }
    assert_eq!(count(&url, "SELECT count(*) AS n FROM __diesel_schema_migrations"), migrations as i64);
}

/// Adds an arbiter account `name` (password `deputy-pass`) and makes it an
/// arbiter of tournament `tid`.
async fn add_deputy(admin: &Browser, name: &str, tid: i32) {
    let fields = [("username", name), ("password", "deputy-pass"), ("password2", "deputy-pass"), ("role", "arbiter")];
    let res = admin.submit("/admin/users", "/admin/users", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "add account {name}");
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/arbiters"), &[("username", name)]).await;
    assert_eq!(res.status(), StatusCode::OK, "add arbiter {name}");
    assert!(res.text().await.unwrap().contains(&format!("<li>{name}")), "{name} is listed as an arbiter");
}

/// The pairing form as the arbiter's tournament page offers it: (csrf, round).
async fn pair_form(b: &Browser, tid: i32) -> (String, String) {
    let page = b.page(&format!("/t/{tid}")).await;
    let form = &page[page.find(&format!(r#"action="/t/{tid}/pair""#)).expect("the pair button")..];
    let round = html::value_after(form, r#"name="round" value=""#).expect("the form names the round");
    (html::csrf(&page), round)
}

/// Both arbiters press the pairing button of `tid` at once, each on their
/// own instance; returns each one's status and body.
async fn pair_at_once(a: &Browser, b: &Browser, tid: i32) -> [(StatusCode, String); 2] {
    let (form_a, form_b) = (pair_form(a, tid).await, pair_form(b, tid).await);
    let post = |browser: &Browser, (csrf, round): (String, String)| {
        let request = browser
            .client
            .post(format!("{}/t/{tid}/pair", browser.base))
            .header("Accept", "application/json")
            .form(&[("csrf", csrf), ("round", round)]);
        async move {
            let res = request.send().await.unwrap();
            (res.status(), res.text().await.unwrap())
        }
    };
    let (one, two) = tokio::join!(post(a, form_a), post(b, form_b));
    [one, two]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_paired_on_two_instances_at_once_is_paired_once() {
    if !postgres() {
        return;
    }
    let url = fresh_database();
    let (one, two) = (start(&url), start(&url));
    let admin = one.browser(&setup_admin(&one).await);
    for (system, players, boards) in [("swiss", 6, 3), ("rr", 4, 2), ("swiss", 7, 4), ("rr", 5, 3)] {
        let tid = create_tournament(&admin, &format!("Race {system} {players}"), system).await;
        for i in 0..players {
            add_player(&admin, tid, &format!("Player{i}, P"), 2400 - 10 * i, "").await;
        }
        let deputy_name = format!("deputy{tid}");
        add_deputy(&admin, &deputy_name, tid).await;
        let deputy = two.browser(&new_client());
        deputy.login(&deputy_name, "deputy-pass").await;

        let answers = pair_at_once(&admin, &deputy, tid).await;
        let names = ["admin", deputy_name.as_str()];
        let won: Vec<usize> = (0..2).filter(|&i| answers[i].0 == StatusCode::SEE_OTHER).collect();
        let jobs = count(&url, &format!("SELECT count(*) AS n FROM pairing_jobs WHERE tournament_id = {tid}"));
        if system == "swiss" && won.len() == 2 {
            // A Swiss round is paired by a job: a press that finds the
            // other's job running follows it to the round's page instead of
            // starting a second one (issue 33 item 6).
            let attempts = count(
                &url,
                &format!("SELECT CAST(max(attempt) AS BIGINT) AS n FROM pairing_jobs WHERE tournament_id = {tid}"),
            );
            assert_eq!((jobs, attempts), (1, 1), "one job, started once ({system}): {answers:?}");
        } else {
            assert_eq!(won.len(), 1, "exactly one pairing ({system}): {answers:?}");
            let (winner, loser) = (won[0], 1 - won[0]);
            assert_eq!(answers[loser].0, StatusCode::CONFLICT, "the other is refused ({system}): {answers:?}");
            let error: serde_json::Value = serde_json::from_str(&answers[loser].1).unwrap();
            let expected = format!("Round 1 was just paired by {}", names[winner]);
            assert!(error["error"].as_str().unwrap().starts_with(&expected), "{error}");
        }
        let stored =
            count(&url, &format!("SELECT count(*) AS n FROM boards WHERE tournament_id = {tid} AND round = 1"));
        assert_eq!(stored, boards, "one pairing of round 1 ({system}, {players} players)");
    }
    // A browser (no JSON asked) gets the same 409 as a page in its language.
    let tid = create_tournament(&admin, "Late", "rr").await;
    for i in 0..3 {
        add_player(&admin, tid, &format!("Late{i}, L"), 2000 + i, "").await;
    }
    let (csrf, round) = pair_form(&admin, tid).await;
    crate::common::flows::pair(&admin, tid).await;
    let res = admin.post(&format!("/t/{tid}/pair"), &[("csrf", csrf.as_str()), ("round", round.as_str())]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("Round 1 was just paired by admin"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sign_in_throttle_counts_on_every_instance() {
    if !postgres() {
        return;
    }
    let url = fresh_database();
    let (one, two) = (start(&url), start(&url));
    setup_admin(&one).await;
    let (a, b) = (one.browser(&new_client()), two.browser(&new_client()));
    // Five failures (the limit per account), spread over both instances.
    for i in 0..arbiter::web::FAILURES_PER_ACCOUNT {
        let on = if i % 2 == 0 { &a } else { &b };
        assert_eq!(on.try_login("admin", "wrong-pass").await.status(), StatusCode::UNAUTHORIZED, "try {i}");
    }
    for on in [&a, &b] {
        let res = on.try_login("admin", "secret-pass").await;
        assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS, "{}: the account waits, counted on both", on.base);
        assert!(res.headers().contains_key("retry-after"));
    }
    // Another account is not slowed down.
    let other = two.browser(&new_client());
    assert_eq!(other.try_login("nobody", "wrong-pass").await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(count(&url, "SELECT count(*) AS n FROM sign_in_attempts WHERE scope = 'account'"), 6);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_entered_on_one_instance_reaches_the_live_board_on_the_other() {
    if !postgres() {
        return;
    }
    let url = fresh_database();
    let (one, two) = (start(&url), start(&url));
    let admin = one.browser(&setup_admin(&one).await);
    let tid = create_tournament(&admin, "Live", "rr").await;
    for (name, rating) in [("Alpha, A", 2400), ("Beta, B", 2300), ("Gamma, G", 2200), ("Delta, D", 2100)] {
        add_player(&admin, tid, name, rating, "").await;
    }
    crate::common::flows::pair(&admin, tid).await;
    let bid = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await)[0].id;
    let game = format!("/t/{tid}/boards/{bid}/game");

    // A spectator follows the board on the other instance.
    let spectator = two.browser(&new_client());
    let page = spectator.page(&game).await;
    let live = html::value_after(&page, r#"data-live=""#).expect("the board page polls");
    let before = spectator.page(&live).await;
    assert!(!page.contains(">e4</a>"));

    let ply = html::value_after(&admin.page(&game).await, r#"name="ply" value=""#).expect("move form");
    let res = admin.submit(&game, &format!("{game}/move"), &[("move", "e4"), ("ply", ply.as_str())]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "the move is entered on the first instance");

    assert_ne!(spectator.page(&live).await, before, "the other instance's live token changed");
    assert!(spectator.page(&game).await.contains(">e4</a>"), "and its board page shows the move");
}

/// The points of player `no` on a standings page.
fn points_of(page: &str, no: u32) -> String {
    let rows = html::rows(page, r#"class="standings""#);
    rows.into_iter().find(|r| r[1] == no.to_string()).map(|r| r[6].clone()).expect("the player's line")
}

/// Asks `b` for `path` until `wanted` says yes (at most ten seconds);
/// returns the page.
async fn page_until(b: &Browser, path: &str, wanted: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let page = b.page(path).await;
        if wanted(&page) || Instant::now() > deadline {
            return page;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_result_entered_on_one_instance_reaches_the_others_cached_pages() {
    if !postgres() {
        return;
    }
    let url = fresh_database();
    let (one, two) = (start(&url), start(&url));
    let admin = one.browser(&setup_admin(&one).await);
    let res = crate::common::flows::upload_trf(&admin, &crate::common::flows::finished_swiss()).await;
    let tid: i32 = crate::common::location(&res).trim_start_matches("/t/").parse().unwrap();
    let standings = format!("/t/{tid}/standings");
    let visitor = two.browser(&new_client());
    // Twice: the second visit is answered from the other instance's memory.
    let before = points_of(&visitor.page(&standings).await, 1);
    assert_eq!(points_of(&visitor.page(&standings).await, 1), before);

    // The arbiter turns player 1's round-5 result around, on the first instance.
    let round = admin.page(&format!("/t/{tid}/round/5")).await;
    let lines = board_lines(&round);
    let line = lines.iter().find(|l| l.white == 1 || l.black == Some(1)).expect("player 1 plays round 5");
    let turned = |text: &str| match text {
        "1-0" | "1 - 0" => "0-1",
        _ => "1-0",
    };
    let res = crate::common::flows::set_result(&admin, tid, 5, line, turned(line.result_text.trim())).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let after = points_of(&admin.page(&standings).await, 1);
    assert_ne!(after, before, "the result changed player 1's points");
    let page = page_until(&visitor, &standings, |p| points_of(p, 1) == after).await;
    assert_eq!(points_of(&page, 1), after, "the other instance's visitors see the change");
    // Never an older page after a newer one.
    for _ in 0..20 {
        assert_eq!(points_of(&visitor.page(&standings).await, 1), after);
    }

    // The second instance loses its listener's connection: it asks the
    // database until it listens again, and hears the writes after that.
    let mut conn = PgConnection::establish(&url).unwrap();
    let killed = diesel::sql_query(
        "SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE application_name = 'arbiter write listener' AND datname = current_database()",
    )
    .get_result::<Count>(&mut conn)
    .unwrap()
    .n;
    assert_eq!(killed, 2, "one listener per instance");
    for result in ["1/2", turned(line.result_text.trim())] {
        let round = admin.page(&format!("/t/{tid}/round/5")).await;
        let line = board_lines(&round).into_iter().find(|l| l.id == line.id).unwrap();
        let res = crate::common::flows::set_result(&admin, tid, 5, &line, result).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER);
        let now = points_of(&admin.page(&standings).await, 1);
        let page = page_until(&visitor, &standings, |p| points_of(p, 1) == now).await;
        assert_eq!(points_of(&page, 1), now, "{result}: seen on the other instance");
        tokio::time::sleep(Duration::from_millis(1500)).await;
    }
    let listening = diesel::sql_query(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'arbiter write listener' AND datname = current_database()",
    )
    .get_result::<Count>(&mut conn)
    .unwrap()
    .n;
    assert_eq!(listening, 2, "both listen again");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_says_whether_the_database_answers_and_is_migrated() {
    if !postgres() {
        return;
    }
    let cluster = OwnCluster::start();
    let url = cluster.fresh_database();
    let instance = start(&url);
    let visitor = instance.browser(&new_client());
    assert_eq!(health(&visitor).await, (StatusCode::OK, json!({ "status": "ok" })));

    // A migration this build expects is missing (an older schema): 503.
    let mut conn = PgConnection::establish(&url).unwrap();
    let latest = "(SELECT max(version) FROM __diesel_schema_migrations)";
    diesel::sql_query(format!(
        "CREATE TABLE hidden AS SELECT * FROM __diesel_schema_migrations WHERE version = {latest}"
    ))
    .execute(&mut conn)
    .unwrap();
    diesel::sql_query(format!("DELETE FROM __diesel_schema_migrations WHERE version = {latest}"))
        .execute(&mut conn)
        .unwrap();
    let unmigrated = json!({ "status": "unavailable", "reason": "migrations" });
    assert_eq!(health(&visitor).await, (StatusCode::SERVICE_UNAVAILABLE, unmigrated));
    diesel::sql_query("INSERT INTO __diesel_schema_migrations SELECT * FROM hidden").execute(&mut conn).unwrap();
    assert_eq!(health(&visitor).await.0, StatusCode::OK);
    drop(conn);

    cluster.stop();
    let asked = Instant::now();
    let answer = health(&visitor).await;
    assert!(asked.elapsed() < Duration::from_secs(5), "answered in {:?}", asked.elapsed());
    assert_eq!(answer, (StatusCode::SERVICE_UNAVAILABLE, json!({ "status": "unavailable", "reason": "database" })));
}

/// The value of a `Set-Cookie` header, `name=value`.
fn cookie(res: &reqwest::Response) -> String {
    let header = res.headers().get("set-cookie").expect("a session cookie").to_str().unwrap();
    header.split(';').next().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_lets_a_request_in_flight_finish() {
    if !postgres() {
        return;
    }
    let url = fresh_database();
    let instance = ready(spawn(&url, &["--log-format", "json"]));
    setup_admin(&instance).await;
    // A sign-in whose form is half sent when the instance is told to stop.
    let res = reqwest::Client::new().get(format!("{}/login", instance.base)).send().await.unwrap();
    let session = cookie(&res);
    let csrf = html::csrf(&res.text().await.unwrap());
    let body = serde_urlencoded::to_string([
        ("csrf", csrf.as_str()),
        ("username", "admin"),
        ("password", "secret-pass"),
        ("next", "/"),
    ])
    .unwrap();
    let mut stream = std::net::TcpStream::connect(instance.addr()).unwrap();
    let head = format!(
        "POST /login HTTP/1.1\r\nHost: {}\r\nCookie: {session}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        instance.addr(),
        body.len()
    );
    let (first, rest) = body.split_at(body.len() / 2);
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(first.as_bytes()).unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let status = Command::new("kill").args(["-TERM", &instance.child.id().to_string()]).status().unwrap();
    assert!(status.success());
    std::thread::sleep(Duration::from_millis(500));
    assert!(std::net::TcpStream::connect(instance.addr()).is_err(), "no new connections once stopping");
    stream.write_all(rest.as_bytes()).unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    assert!(response.starts_with("HTTP/1.1 303"), "the sign-in finished: {response}");
    assert!(response.to_ascii_lowercase().contains("\r\nlocation: /\r\n"), "{response}");

    let mut instance = instance;
    let stopping = Instant::now();
    let exit = loop {
        if let Some(exit) = instance.child.try_wait().unwrap() {
            break exit;
        }
        assert!(stopping.elapsed() < arbiter::web::SHUTDOWN_TIMEOUT, "the instance exits once its requests are done");
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(exit.success(), "{exit:?}");
    // Its log was JSON lines, the request's line among them.
    let log = std::fs::read_to_string(&instance.log).unwrap();
    let lines: Vec<serde_json::Value> =
        log.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}"))).collect();
    let logged = |text: &str| lines.iter().any(|l| l["message"].as_str().is_some_and(|m| m.contains(text)));
    assert!(logged("\"POST /login HTTP/1.1\" 303"), "{log}");
    assert!(logged("stopped"), "{log}");
    assert!(lines.iter().all(|l| l["level"].is_string() && l["timestamp"].is_string()), "{log}");
}
