//! Issue 52, "Hardening, round three": compressed request bodies refused
//! unread, bounded command-line input, bidirectional overrides refused, the
//! player cap met early in a CSV import, `generate` into a closed pipe.

use crate::common::flows::{add_player, confirm_csv, create_tournament};
use crate::common::{Backend, TestApp};
use reqwest::StatusCode;

/// A gzip body that inflates to 8 MiB of zeros (a few KB sent): past every
/// form limit once inflated.
fn gzip_bomb() -> Vec<u8> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    let zeros = vec![0u8; 1 << 20];
    for _ in 0..8 {
        encoder.write_all(&zeros).unwrap();
    }
    encoder.finish().unwrap()
}

/// A compressed body (`Content-Encoding: gzip`) at the sign-in form is
/// refused with 415 before anything inflates it, even from an anonymous
/// visitor; an uncompressed (or `identity`) sign-in still works.
async fn a_compressed_body_is_refused_unread(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    drop(admin);
    let visitor = app.browser();
    let bomb = gzip_bomb();
    assert!(bomb.len() < 64 * 1024, "small on the wire: {}", bomb.len());
    for encoding in ["gzip", "GZIP", "identity, gzip", "br"] {
        let res = visitor
            .client
            .post(format!("{}/login", visitor.base))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .header("Content-Encoding", encoding)
            .body(bomb.clone())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE, "{encoding}");
        let page = res.text().await.unwrap();
        assert!(page.contains("Content-Encoding"), "the page says why: {page}");
    }
    let csrf = crate::common::html::csrf(&visitor.page("/login").await);
    let form = serde_urlencoded::to_string([
        ("csrf", csrf.as_str()),
        ("username", "admin"),
        ("password", "secret-pass"),
        ("next", "/"),
    ])
    .unwrap();
    let res = visitor
        .client
        .post(format!("{}/login", visitor.base))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .header("Content-Encoding", "identity")
        .body(form)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "an identity body is read as ever");
    assert_eq!(visitor.get("/account").await.status(), StatusCode::OK, "and it signed the visitor in");
}

/// A player's name holding a right-to-left override (U+202E, which would
/// show "Ivanov\u{202e}1-0" as "Ivanov0-1") is refused with the reason, and
/// nothing is stored; the same name without it is registered.
async fn a_bidirectional_override_is_refused_in_a_name(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Open", "rr").await;
    let path = format!("/t/{tid}/players");
    let fields = [("name", "Ivanov\u{202e}, Ivan"), ("fide_rating", "2000"), ("title", ""), ("federation", "RUS")];
    let res = admin.submit(&path, &path, &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("bidirectional override") && page.contains("U+202E"), "the reason is named: {page}");
    assert!(page.contains(r#"value="2000""#), "the rating typed is kept: {page}");
    assert!(!admin.page(&path).await.contains("Ivanov"), "nothing stored");
    add_player(&admin, tid, "Ivanov, Ivan", 2000, "").await;
    assert!(admin.page(&path).await.contains("Ivanov, Ivan"));
}

/// A CSV of 100,000 players (the cap is 10,000) is refused, at the preview
/// and at the confirmation, with the cap's message, and soon: reading stops
/// at the first row past the room (it took 8 s and 17 s when every row was read).
async fn a_csv_far_past_the_cap_is_refused_soon(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Mass Open", "swiss").await;
    let mut csv = String::from("name\n");
    for i in 1..=100_000 {
        csv.push_str(&format!("P{i}\n"));
    }
    let import = format!("/t/{tid}/players/import");
    let csrf = crate::common::html::csrf(&admin.page(&import).await);
    let cap = "An event holds at most 10000 players: 10000 more can be registered.";
    let started = std::time::Instant::now();
    let form = reqwest::multipart::Form::new()
        .text("csrf", csrf.clone())
        .part("file", reqwest::multipart::Part::bytes(csv.clone().into_bytes()).file_name("players.csv"));
    let res = admin.client.post(format!("{}{import}", admin.base)).multipart(form).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "the preview");
    assert!(res.text().await.unwrap().contains(cap), "the preview says why");
    let res = confirm_csv(&admin, tid, &csrf, &csv).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "the confirmation");
    assert!(res.text().await.unwrap().contains(cap), "the confirmation says why");
    let took = started.elapsed();
    assert!(took < std::time::Duration::from_secs(6), "refused soon, not after every row: {took:?}");
    assert!(!admin.page(&format!("/t/{tid}/players")).await.contains("P1<"), "nothing imported");
}

/// Item 14: a CSV birth date that does not exist (31.02.1999) is refused
/// saying so, not by repeating the forms a date may take; two messages of
/// one row read as two sentences (no ".;").
async fn a_csv_date_that_does_not_exist_is_named(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Dates", "swiss").await;
    let csv = "name,birth_date,fide_rating\n\"Ivanov, Ivan\",31.02.1999,abc\n";
    let res = crate::common::flows::preview_csv(&admin, tid, csv.as_bytes()).await;
    let page = crate::common::html::text(&res.text().await.unwrap());
    assert!(page.contains("There is no such date as 31.02.1999"), "{page}");
    assert!(!page.contains(".;"), "{page}");
}

on_both_backends!(
    a_csv_date_that_does_not_exist_is_named,
    a_compressed_body_is_refused_unread,
    a_bidirectional_override_is_refused_in_a_name,
    a_csv_far_past_the_cap_is_refused_soon
);

/// The command-line binary.
const BIN: &str = env!("CARGO_BIN_EXE_arbiter");

/// Waits for a command at most 30 s (it should end at once); kills it and
/// fails the test if it is still running.
fn ended(mut child: std::process::Child, what: &str) -> std::process::Output {
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > std::time::Duration::from_secs(30) {
            child.kill().unwrap();
            panic!("{what}: still reading after 30 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// Every command that reads a file refuses an endless one (`/dev/zero`)
/// with exit code 2 and the reason, after reading no more than a line's
/// bound: nothing allocates until it is killed.
#[test]
fn an_endless_file_is_refused_at_the_line_bound() {
    use std::process::{Command, Stdio};
    let commands: [&[&str]; 12] = [
        &["standings", "/dev/zero"],
        &["pair", "--dutch", "/dev/zero", "-p"],
        &["check", "--dutch", "/dev/zero"],
        &["pair", "--team", "/dev/zero", "-p"],
        &["check", "--team", "/dev/zero"],
        &["norms", "/dev/zero"],
        &["boards", "/dev/zero"],
        &["rating", "change", "/dev/zero"],
        &["pgn", "check", "/dev/zero"],
        &["rulings", "replay", "/dev/zero"],
        &["rules", "fen", "/dev/zero"],
        &["rules", "replay", "/dev/zero"],
    ];
    for args in commands {
        let child = Command::new(BIN).args(args).stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap();
        let out = ended(child, &format!("{args:?}"));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("/dev/zero: line 1 is longer than"), "{args:?}: {stderr}");
    }
}

/// The filters on standard input (`rules fen|san|replay`) refuse an
/// endless line there too, while the writer is still writing.
#[test]
fn an_endless_standard_input_is_refused_at_the_line_bound() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    for command in ["fen", "san", "replay"] {
        let mut child = Command::new(BIN)
            .args(["rules", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        // Writes until the command closes its input (a broken pipe).
        let writer = std::thread::spawn(move || {
            let zeros = [0u8; 1 << 16];
            while stdin.write_all(&zeros).is_ok() {}
        });
        let out = ended(child, command);
        writer.join().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command}: {stderr}");
        assert!(stderr.contains("standard input: line 1 is longer than"), "{command}: {stderr}");
    }
}

/// `generate -o /dev/stdout | head -1`: the reader takes one line and
/// closes the pipe; the command ends quietly with exit code 0, as every
/// command that prints does, not with "Broken pipe" and exit code 1.
#[test]
fn generate_into_a_closed_pipe_ends_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let commands: [&[&str]; 2] = [
        &["generate", "--dutch", "--players", "400", "--rounds", "5", "--seed", "3", "-o", "/dev/stdout"],
        &["generate", "--team", "--teams", "100", "--boards", "8", "--rounds", "7", "--seed", "3", "-o", "/dev/stdout"],
    ];
    for args in commands {
        let mut child = Command::new(BIN).args(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
        assert!(!first.is_empty(), "{args:?} printed");
        // The reader is dropped: the pipe is closed, more than a pipe holds still to come.
        let out = ended(child, &format!("{args:?}"));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
        assert!(!stderr.contains("Broken pipe") && !stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}
