//! The command line: `serve` on a fresh folder, `migrate`, `user add`, help and exit codes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");

fn arbiter(dir: &std::path::Path) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.current_dir(dir).env_remove("DATABASE_URL").env_remove("ARBITER_PASSWORD").env_remove("ARBITER_BIND");
    cmd
}

/// Starts `arbiter serve` on a free port in `dir`; returns the process and
/// the address it prints (`http://127.0.0.1:PORT`).
fn serve_in(dir: &std::path::Path) -> (std::process::Child, String) {
    let mut child = arbiter(dir)
        .args(["serve", "--bind", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let url = line.trim().strip_prefix("arbiter is running at ").expect("prints the URL");
    (child, url.trim_end_matches('/').to_string())
}

#[test]
fn serve_on_a_fresh_folder_creates_and_migrates_the_sqlite_database() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, base) = serve_in(dir.path());
    let addr = base.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.write_all(b"GET / HTTP/1.0\r\n\r\n").unwrap();
    let mut response = String::new();
    BufReader::new(stream).read_line(&mut response).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(response.starts_with("HTTP/1.0 303"), "{response}");
    assert!(dir.path().join("data/arbiter.db").exists());
    let key = std::fs::metadata(dir.path().join("data/secret.key")).unwrap();
    assert!(key.len() >= 64);
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(key.permissions().mode() & 0o077, 0, "the key is private to its owner");
    for private in ["data", "data/arbiter.db"] {
        let mode = std::fs::metadata(dir.path().join(private)).unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "{private} is private to its owner ({mode:o})");
    }
}

#[test]
fn user_add_creates_an_account_and_refuses_bad_input_with_exit_code_2() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("x.db");
    let db = db.to_str().unwrap();
    let out = arbiter(dir.path()).args(["migrate", "--database-url", db]).output().unwrap();
    assert!(out.status.success());
    let out = arbiter(dir.path())
        .args(["user", "add", "chief", "--role", "arbiter", "--database-url", db])
        .env("ARBITER_PASSWORD", "long-enough")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("created arbiter account chief"));
    // The password can come on standard input too.
    let mut child = arbiter(dir.path())
        .args(["user", "add", "second", "--database-url", db])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"another-secret\n").unwrap();
    assert!(child.wait().unwrap().success());

    let cases: [(&[&str], Option<&str>, &str); 3] = [
        (&["user", "add", "chief", "--database-url", db], Some("long-enough"), "exists already"),
        (&["user", "add", "x", "--role", "king", "--database-url", db], Some("long-enough"), "unknown role"),
        (&["user", "add", "y", "--database-url", db], Some("short"), "at least 8 characters"),
    ];
    for (args, password, message) in cases {
        let mut cmd = arbiter(dir.path());
        cmd.args(args);
        if let Some(p) = password {
            cmd.env("ARBITER_PASSWORD", p);
        }
        let out = cmd.output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(message), "{args:?}");
    }
}

#[test]
fn help_explains_every_command_and_option() {
    let dir = tempfile::tempdir().unwrap();
    let help = |args: &[&str]| {
        let out = arbiter(dir.path()).args(args).arg("--help").output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let top = help(&[]);
    for cmd in ["serve", "migrate", "user"] {
        assert!(top.contains(cmd));
    }
    let serve = help(&["serve"]);
    for opt in ["--bind", "--database-url", "ARBITER_BIND", "DATABASE_URL", "--secret-key", "--cookie-secure"] {
        assert!(serve.contains(opt), "serve --help mentions {opt}");
    }
    assert!(help(&["user", "add"]).contains("ARBITER_PASSWORD"));
    let out = arbiter(dir.path()).args(["serve", "--secret-key", "short"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = arbiter(dir.path()).arg("frobnicate").output().unwrap();
    assert_eq!(out.status.code(), Some(2), "clap reports unknown commands with 2");
}

/// The most memory the server may take while a burst of sign-ins is checked.
/// Each Argon2id check takes 19 MiB; they run one per core at a time.
const SIGN_IN_BURST_MEMORY_BOUND_MIB: u64 = 160;

/// 120 concurrent sign-ins (wrong passwords, known and unknown accounts)
/// against a real `arbiter serve`: the throttle lets the limits' worth of
/// checks through, they queue for a core, and the process's peak resident
/// memory stays under the bound (without the queue it grew by 19 MiB per
/// concurrent check).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_sign_ins_stays_within_a_memory_bound() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("data/arbiter.db");
    let out = arbiter(dir.path()).args(["migrate"]).output().unwrap();
    assert!(out.status.success());
    let out = arbiter(dir.path())
        .args(["user", "add", "admin", "--role", "admin", "--database-url", db.to_str().unwrap()])
        .env("ARBITER_PASSWORD", "secret-pass")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let (mut child, base) = serve_in(dir.path());
    let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let page = client.get(format!("{base}/login")).send().await.unwrap().text().await.unwrap();
    let csrf = crate::common::html::csrf(&page);
    let attempts = (0..120).map(|i| {
        let (client, csrf, base) = (&client, csrf.clone(), base.clone());
        let name = if i % 2 == 0 { "admin".to_string() } else { format!("ghost{i}") };
        async move {
            let form = [("csrf", csrf.as_str()), ("username", name.as_str()), ("password", "wrong"), ("next", "/")];
            client.post(format!("{base}/login")).form(&form).send().await.unwrap().status()
        }
    });
    let statuses = futures_util::future::join_all(attempts).await;
    let checked = statuses.iter().filter(|s| **s == reqwest::StatusCode::UNAUTHORIZED).count();
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(checked <= arbiter::web::FAILURES_PER_ADDRESS, "{checked} full checks");
    assert!(statuses.iter().all(|s| matches!(s.as_u16(), 401 | 429)), "{statuses:?}");
    let peak_kib: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM");
    eprintln!("peak resident memory during the burst: {} MiB", peak_kib / 1024);
    assert!(peak_kib / 1024 <= SIGN_IN_BURST_MEMORY_BOUND_MIB, "peak {} MiB", peak_kib / 1024);
}
