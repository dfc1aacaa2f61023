//! Issue "Hardening, round two": pages for one visitor are never cached or
//! shared, archived tournaments take no deputies, HTTPS headers, forwarded
//! headers believed only from the trusted proxy, a closed pipe in the CLI.

use crate::common::flows::create_tournament;
use crate::common::{Backend, TestApp, location};
use reqwest::StatusCode;

/// The message shown once to a visitor whose form was refused.
const FLASH: &str = "class=\"error flash\"";

/// An anonymous visitor's refused POST (a NUL in the name at the sign-in
/// form) with a Referer to the public standings puts a message in their
/// session; the standings page that shows it is theirs alone: not stored,
/// not served to others.
async fn a_page_with_a_message_for_one_visitor_is_not_shared(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Open", "rr").await;
    let standings = format!("/t/{tid}/standings");
    let attacker = app.browser();
    let referer = format!("{}{standings}", attacker.base);
    let csrf = crate::common::html::csrf(&attacker.page("/login").await);
    let form = [("csrf", csrf.as_str()), ("username", "admin\0"), ("password", "x"), ("next", "/")];
    let url = format!("{}/login", attacker.base);
    let res = attacker.client.post(url).header("Referer", referer).form(&form).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&res), standings);
    let res = attacker.get(&standings).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers().get("cache-control").and_then(|v| v.to_str().ok()), Some("no-store"));
    let page = res.text().await.unwrap();
    assert!(page.contains(FLASH) && page.contains("U+0000"), "the visitor sees their message once");
    let visitor = app.browser();
    let res = visitor.get(&standings).await;
    assert!(res.headers().get("cache-control").is_none(), "a public page may be cached");
    assert!(!res.text().await.unwrap().contains(FLASH), "another visitor never sees it");
    assert!(!attacker.page(&standings).await.contains(FLASH), "shown once");
}

/// Every page a signed-in account sees is `no-store`.
async fn signed_in_pages_are_not_stored(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Open", "rr").await;
    for path in ["/account".to_string(), format!("/t/{tid}"), format!("/t/{tid}/audit"), format!("/t/{tid}/standings")]
    {
        let res = admin.get(&path).await;
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        assert_eq!(res.headers().get("cache-control").and_then(|v| v.to_str().ok()), Some("no-store"), "{path}");
    }
}

/// Archived means read-only: the chief cannot add a deputy until it is restored.
async fn an_archived_tournament_takes_no_deputies(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let res = admin
        .submit(
            "/admin/users",
            "/admin/users",
            &[("username", "deputy"), ("password", "password-1"), ("password2", "password-1"), ("role", "arbiter")],
        )
        .await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let tid = create_tournament(&admin, "Open", "rr").await;
    let res =
        admin.submit(&format!("/t/{tid}/remove"), &format!("/t/{tid}/archive"), &[("confirm_name", "Open")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "archived");
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/arbiters"), &[("username", "deputy")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "refused and sent back");
    let page = admin.page(&location(&res)).await;
    assert!(page.contains(FLASH), "the refusal is said");
    let res = admin.submit(&format!("/t/{tid}/remove"), &format!("/t/{tid}/restore"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "restored");
    let deputy = app.browser();
    deputy.login("deputy", "password-1").await;
    let res = deputy.submit("/", &format!("/t/{tid}/players"), &[("name", "Sneaky, Sam")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN, "the deputy was not added while archived");
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/arbiters"), &[("username", "deputy")]).await;
    assert_eq!(res.status(), StatusCode::OK, "added once restored");
}

/// The chief names or removes a deputy (`action`: `arbiters` or
/// `arbiters/remove`); returns the status and the text of the page answered.
async fn deputy_form(chief: &crate::common::Browser, tid: i32, action: &str, who: &str) -> (StatusCode, String) {
    let res = chief.submit(&format!("/t/{tid}"), &format!("/t/{tid}/{action}"), &[("username", who)]).await;
    (res.status(), crate::common::html::text(&res.text().await.unwrap()))
}

/// Issue 52, item 5: a deputy is an account that exists (a typo is refused,
/// and a name kept for an account to come gives it nothing); the chief
/// removes a deputy, logged, and the deputy's open forms are then refused.
async fn a_deputy_is_an_account_and_the_chief_can_remove_one(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let add = |name: &'static str| {
        let admin = &admin;
        async move {
            let res = admin
                .submit(
                    "/admin/users",
                    "/admin/users",
                    &[("username", name), ("password", "password-1"), ("password2", "password-1"), ("role", "arbiter")],
                )
                .await;
            assert_eq!(res.status(), StatusCode::SEE_OTHER, "account {name}");
        }
    };
    add("alice").await;
    add("deputy").await;
    let alice = app.browser();
    alice.login("alice", "password-1").await;
    let tid = create_tournament(&alice, "Open", "rr").await;
    // A typo: no such account, nothing named.
    let (status, page) = deputy_form(&alice, tid, "arbiters", "deputi").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(page.contains("No account has that name"), "{page}");
    assert!(!alice.page(&format!("/t/{tid}")).await.contains("<li>deputi"), "not listed");
    // Whoever registers that name later gets no right.
    add("deputi").await;
    let late = app.browser();
    late.login("deputi", "password-1").await;
    let res = late.submit("/", &format!("/t/{tid}/players"), &[("name", "Sneaky, Sam")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    // The real deputy is named and may write.
    let (status, page) = deputy_form(&alice, tid, "arbiters", "deputy").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("“deputy” is now a deputy arbiter"), "{page}");
    let deputy = app.browser();
    deputy.login("deputy", "password-1").await;
    crate::common::flows::add_player(&deputy, tid, "Deputy, Added", 2000, "").await;
    // The deputy opens the form, the chief removes the deputy, the form is refused.
    let players = format!("/t/{tid}/players");
    let csrf = crate::common::html::csrf(&deputy.page(&players).await);
    let (status, page) = deputy_form(&alice, tid, "arbiters/remove", "deputy").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("“deputy” is no longer an arbiter"), "{page}");
    let res = deputy.post(&players, &[("csrf", csrf.as_str()), ("name", "Late, Form")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN, "the open form of a removed deputy");
    assert!(alice.page(&format!("/t/{tid}/audit")).await.contains("deputy removed as an arbiter"));
    // Removing the chief, or someone who is no deputy, is refused; a deputy cannot remove.
    let (status, _) = deputy_form(&alice, tid, "arbiters/remove", "alice").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    deputy_form(&alice, tid, "arbiters", "deputy").await;
    // A deputy is refused with the reason (item 14), and nothing changes.
    for action in ["arbiters/remove", "arbiters"] {
        let (status, page) = deputy_form(&deputy, tid, action, "deputy").await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{action}");
        assert!(page.contains("Only the chief arbiter names or removes"), "{action}: {page}");
    }
    crate::common::flows::add_player(&deputy, tid, "Still, Deputy", 1900, "").await;
    // An empty name is refused.
    let res = alice.submit(&format!("/t/{tid}"), &format!("/t/{tid}/arbiters"), &[("username", "  ")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "refused and sent back");
}

on_both_backends!(
    a_deputy_is_an_account_and_the_chief_can_remove_one,
    a_page_with_a_message_for_one_visitor_is_not_shared,
    signed_in_pages_are_not_stored,
    an_archived_tournament_takes_no_deputies,
);

/// Over HTTPS: HSTS on every response, the session cookie under `__Host-`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn https_headers_and_the_proxys_forwarded_address() {
    let app = TestApp::start_secure_behind_proxy();
    let b = app.browser();
    let res = b.get("/setup").await;
    assert_eq!(
        res.headers().get("strict-transport-security").and_then(|v| v.to_str().ok()),
        Some(arbiter::web::HSTS),
        "HSTS over HTTPS"
    );
    let cookie = res.headers().get("set-cookie").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    assert!(cookie.starts_with("__Host-arbiter_session="), "{cookie}");
    assert!(cookie.contains("Secure") && cookie.contains("Path=/") && !cookie.contains("Domain"), "{cookie}");
}

/// Without `--cookie-secure` there is no HSTS and the cookie keeps its plain name.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plain_http_has_no_hsts() {
    let app = TestApp::start(Backend::Sqlite);
    let res = app.browser().get("/setup").await;
    assert!(res.headers().get("strict-transport-security").is_none());
    let cookie = res.headers().get("set-cookie").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    assert!(cookie.starts_with("arbiter_session="), "{cookie}");
}

/// The hall screen's QR address: a client that is not the trusted proxy
/// cannot choose its scheme or host through forwarded headers; the trusted
/// reverse proxy's `X-Forwarded-*` name the address.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forwarded_headers_are_believed_only_from_the_trusted_proxy() {
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Open", "rr").await;
    let visitor = app.browser();
    let hall = |headers: Vec<(&'static str, &'static str)>| {
        let (visitor, url) = (&visitor, format!("{}/t/{tid}/hall", visitor.base));
        async move {
            let mut req = visitor.client.get(url);
            for (k, v) in headers {
                req = req.header(k, v);
            }
            req.send().await.unwrap().text().await.unwrap()
        }
    };
    let own = format!("http://{}/t/{tid}", app.addr);
    let forged = hall(vec![
        ("X-Forwarded-Proto", "javascript"),
        ("X-Forwarded-Host", "alert(1)//evil.example"),
        ("Forwarded", "proto=javascript;host=evil.example"),
    ])
    .await;
    assert!(forged.contains(&own), "the app's own address");
    assert!(!forged.contains("javascript:") && !forged.contains("evil.example"));
    let hostile_host = visitor
        .client
        .get(format!("{}/t/{tid}/hall", visitor.base))
        .header("Host", "x\"><script>")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!hostile_host.contains("<script>"));

    let proxied = TestApp::start_behind_proxy();
    let admin = proxied.admin().await;
    let tid = create_tournament(&admin, "Open", "rr").await;
    let page = proxied
        .browser()
        .client
        .get(format!("http://{}/t/{tid}/hall", proxied.addr))
        .header("X-Forwarded-Proto", "https")
        .header("X-Forwarded-Host", "chess.example.org")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains(&format!("https://chess.example.org/t/{tid}")), "the trusted proxy names the address");
}

/// A reader that stops early (`| head -c1`) closes the pipe: each command
/// that prints ends quietly with the exit code it would have had.
#[test]
fn a_closed_pipe_ends_a_command_quietly() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    const BIN: &str = env!("CARGO_BIN_EXE_arbiter");
    let dir = tempfile::tempdir().unwrap();
    let trf = dir.path().join("big.trf");
    let trf = trf.to_str().unwrap();
    let made = Command::new(BIN)
        .args(["generate", "--dutch", "--players", "400", "--rounds", "5", "--seed", "3", "-o", trf])
        .output()
        .unwrap();
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let commands: [&[&str]; 6] = [
        &["standings", trf, "--json"],
        &["standings", trf],
        &["check", "--dutch", trf],
        &["rating", "change", trf],
        &["rating", "change", trf, "--json"],
        &["norms", trf],
    ];
    for args in commands {
        let whole = Command::new(BIN).args(args).output().unwrap();
        assert!(!whole.stdout.is_empty(), "{args:?} prints");
        let mut child = Command::new(BIN).args(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        let mut stdout = child.stdout.take().unwrap();
        if whole.stdout.len() > 1 << 16 {
            // More than a pipe holds: read one byte, as `head -c1` does, then close.
            stdout.read_exact(&mut [0u8; 1]).unwrap();
        }
        // Closed before the command is done (it reads and ranks 400 players first).
        drop(stdout);
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), whole.status.code(), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked") && !stderr.contains("Broken pipe"), "{args:?}: {stderr}");
    }
}

/// Signs out (the device cookie stays).
async fn sign_out(b: &crate::common::Browser) {
    let res = b.submit("/", "/logout", &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "signed out");
}

/// Signs in to `name` from the client at `address` (behind the trusted proxy).
async fn sign_in_from(b: &crate::common::Browser, address: &str, name: &str, password: &str) -> StatusCode {
    let csrf = crate::common::html::csrf(&b.page("/login").await);
    let form = [("csrf", csrf.as_str()), ("username", name), ("password", password), ("next", "/")];
    let url = format!("{}/login", b.base);
    b.client.post(url).header("X-Forwarded-For", address).form(&form).send().await.unwrap().status()
}

/// A stranger guessing at an account from elsewhere slows strangers only:
/// its owner signs in at once from a browser or an address it signed in
/// from before, and the owner's success does not reset the stranger's count.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_strangers_guesses_do_not_keep_the_owner_out() {
    use arbiter::web::FAILURES_PER_ACCOUNT;
    let app = TestApp::start_behind_proxy();
    let admin = app.admin().await;
    sign_out(&admin).await;
    let (home, office, stranger, elsewhere) = ("198.51.100.1", "198.51.100.2", "203.0.113.7", "192.0.2.9");
    let laptop = app.browser();
    assert_eq!(sign_in_from(&laptop, home, "admin", "secret-pass").await, StatusCode::SEE_OTHER, "first sign-in");
    sign_out(&laptop).await;
    let guesser = app.browser();
    for _ in 0..FAILURES_PER_ACCOUNT {
        assert_eq!(sign_in_from(&guesser, stranger, "admin", "wrong").await, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(sign_in_from(&guesser, stranger, "admin", "wrong").await, StatusCode::TOO_MANY_REQUESTS, "slowed");
    // The laptop keeps its device cookie: known wherever it is.
    assert_eq!(sign_in_from(&laptop, office, "admin", "secret-pass").await, StatusCode::SEE_OTHER, "known device");
    sign_out(&laptop).await;
    // A new browser at the address the account signed in from: known too.
    let phone = app.browser();
    assert_eq!(sign_in_from(&phone, home, "admin", "secret-pass").await, StatusCode::SEE_OTHER, "known address");
    // A new browser at a new address is a stranger like any other.
    let kiosk = app.browser();
    assert_eq!(sign_in_from(&kiosk, elsewhere, "admin", "secret-pass").await, StatusCode::TOO_MANY_REQUESTS);
    // The owner's successes did not give the stranger new tries.
    assert_eq!(sign_in_from(&guesser, stranger, "admin", "wrong").await, StatusCode::TOO_MANY_REQUESTS, "still slowed");
    // The owner's own mistypes on the known device are counted there, apart.
    for _ in 0..FAILURES_PER_ACCOUNT {
        assert_eq!(sign_in_from(&laptop, home, "admin", "mistyped").await, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(sign_in_from(&laptop, home, "admin", "mistyped").await, StatusCode::TOO_MANY_REQUESTS);
}

/// Many correct sign-ins at once from one address (a club's shared
/// connection) are all let in: an attempt still being checked is not a failure.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simultaneous_correct_sign_ins_are_not_failures() {
    use arbiter::web::FAILURES_PER_ADDRESS;
    let app = TestApp::start(Backend::Sqlite);
    let _admin = app.admin().await;
    let browsers: Vec<_> = (0..3 * FAILURES_PER_ADDRESS).map(|_| app.browser()).collect();
    let mut forms = Vec::new();
    for b in &browsers {
        forms.push(crate::common::html::csrf(&b.page("/login").await));
    }
    let attempts = browsers.iter().zip(&forms).map(|(b, csrf)| async move {
        let form = [("csrf", csrf.as_str()), ("username", "admin"), ("password", "secret-pass"), ("next", "/")];
        b.post("/login", &form).await.status()
    });
    let statuses = futures_util::future::join_all(attempts).await;
    assert!(statuses.iter().all(|&s| s == StatusCode::SEE_OTHER), "{statuses:?}");
}
