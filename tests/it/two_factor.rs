//! Two-step sign-in on SQLite and PostgreSQL: enrolment with a QR code and
//! the key in text, confirmed by the password and a code the test computes
//! from the key the page shows; the second sign-in step, which signs nobody
//! in until the code is right, keeps `next=` and refuses a code used before;
//! wrong codes counted like wrong passwords; recovery codes that work once
//! and are replaced by a new set; turning it off; an admin turning it off
//! for a lost phone; the admin requirement for admins and chief arbiters;
//! CSRF and the edge rule on every new form.

use crate::common::{Backend, Browser, TestApp, flows, html, location};
use arbiter::auth::totp;
use reqwest::{Response, StatusCode};

/// An authenticator app holding the key an enrolment page showed: it hands
/// out the code of each time step at most once, as a person reading the
/// app would, waiting for the next step when the ones the server accepts
/// now are used.
struct Authenticator {
    key: Vec<u8>,
    next_step: i64,
}

fn unix_now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64
}

impl Authenticator {
    /// The app after scanning the enrolment page's key.
    fn from_page(page: &str) -> Authenticator {
        let marker = r#"<code id="totp-secret" class="secret">"#;
        let start = page.find(marker).expect("the key in text") + marker.len();
        let text = &page[start..start + page[start..].find('<').unwrap()];
        let key = totp::base32_decode(text).expect("base32");
        assert_eq!(key.len(), totp::SECRET_BYTES, "a 160-bit key: {text}");
        Authenticator { key, next_step: 0 }
    }

    /// A code the server accepts now and has not seen yet.
    async fn code(&mut self) -> String {
        loop {
            let now = unix_now();
            let current = totp::step_at(now);
            // The step before the current one only while the current one
            // has long to run: the request must reach the server within it.
            let into_step = now - current * totp::STEP_SECONDS;
            let earliest = if into_step < totp::STEP_SECONDS - 5 { current - 1 } else { current };
            let step = self.next_step.max(earliest);
            if step <= current + 1 {
                self.next_step = step + 1;
                return totp::code_at_step(&self.key, step);
            }
            // Used up for now: wait until that step comes within reach.
            let wait = (step - 1) * totp::STEP_SECONDS - now + 1;
            tokio::time::sleep(std::time::Duration::from_secs(wait.max(1) as u64)).await;
        }
    }

    /// A six-digit code that is none of the codes the server accepts now.
    fn wrong_code(&self) -> String {
        let current = totp::step_at(unix_now());
        let near: Vec<String> = (current - 2..=current + 2).map(|s| totp::code_at_step(&self.key, s)).collect();
        (0..).map(|n| format!("{:06}", (n * 7919 + 123_457) % 1_000_000)).find(|c| !near.contains(c)).expect("a code")
    }
}

/// Turns two-step sign-in on for the signed-in browser; returns its app and
/// the recovery codes shown.
async fn enrol(b: &Browser, password: &str) -> (Authenticator, Vec<String>) {
    let page = b.page("/account/two-factor").await;
    let mut app = Authenticator::from_page(&page);
    let code = app.code().await;
    let res = b.submit("/account/two-factor", "/account/two-factor", &[("password", password), ("code", &code)]).await;
    assert_eq!(res.status(), StatusCode::OK, "enrolment confirmed");
    let codes = recovery_codes(&res.text().await.unwrap());
    (app, codes)
}

/// The recovery codes a page shows.
fn recovery_codes(page: &str) -> Vec<String> {
    let list = &page[page.find(r#"<ul class="recovery-codes">"#).expect("the codes")..];
    let list = &list[..list.find("</ul>").unwrap()];
    list.split("<code>").skip(1).map(|c| c[..c.find("</code>").unwrap()].to_string()).collect()
}

/// The password step with a return page.
async fn password_step(b: &Browser, name: &str, password: &str, next: &str) -> Response {
    let csrf = html::csrf(&b.page("/login").await);
    b.post("/login", &[("csrf", csrf.as_str()), ("username", name), ("password", password), ("next", next)]).await
}

/// The code step.
async fn code_step(b: &Browser, code: &str) -> Response {
    b.submit("/login/code", "/login/code", &[("code", code)]).await
}

/// Signs in with the password and the next code; asserts success.
async fn sign_in(app: &TestApp, name: &str, password: &str, authenticator: &mut Authenticator) -> Browser {
    let b = app.browser();
    let res = password_step(&b, name, password, "/").await;
    assert_eq!(location(&res), "/login/code", "the password leads to the second step");
    let res = code_step(&b, &authenticator.code().await).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "signed in with the code");
    b
}

async fn sign_out(b: &Browser) {
    assert_eq!(b.submit("/", "/logout", &[]).await.status(), StatusCode::SEE_OTHER, "signed out");
}

/// Whether the browser is signed in (its account page answers).
async fn is_signed_in(b: &Browser) -> bool {
    b.get("/account").await.status() == StatusCode::OK
}

/// Adds an account through the admin page and returns its id.
async fn add_account(admin: &Browser, name: &str, role: &str) -> String {
    let fields = [("username", name), ("password", "password-1"), ("password2", "password-1"), ("role", role)];
    let res = admin.submit("/admin/users", "/admin/users", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "add account {name}");
    let page = admin.page("/admin/users").await;
    let at = page.find(&format!("<h2>{name}")).expect("the account is listed");
    let id_at = page[..at].rfind("id=\"user-").expect("its item") + "id=\"user-".len();
    page[id_at..].split('"').next().unwrap().to_string()
}

async fn enrolment_then_every_sign_in_needs_a_fresh_code(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    assert!(admin.page("/account").await.contains("Two-step sign-in is off"));
    let page = admin.page("/account/two-factor").await;
    assert!(page.contains(r#"<svg xmlns="http://www.w3.org/2000/svg" class="qr""#), "a QR code made here");
    assert!(page.contains(r#"autocomplete="one-time-code""#) && page.contains(r#"inputmode="numeric""#));
    let mut authenticator = Authenticator::from_page(&page);
    // A wrong code, or a wrong password, turns nothing on.
    let wrong = authenticator.wrong_code();
    let fields = [("password", "secret-pass"), ("code", wrong.as_str())];
    let res = admin.submit("/account/two-factor", "/account/two-factor", &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("This code is not right."));
    let code = authenticator.code().await;
    let fields = [("password", "wrong-pass"), ("code", code.as_str())];
    let res = admin.submit("/account/two-factor", "/account/two-factor", &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(admin.page("/account").await.contains("Two-step sign-in is off"));
    // The same key (the page shows it again) with the right password.
    assert_eq!(Authenticator::from_page(&admin.page("/account/two-factor").await).key, authenticator.key);
    let fields = [("password", "secret-pass"), ("code", code.as_str())];
    let res = admin.submit("/account/two-factor", "/account/two-factor", &fields).await;
    assert_eq!(res.status(), StatusCode::OK);
    let codes = recovery_codes(&res.text().await.unwrap());
    assert_eq!(codes.len(), 10);
    let account = admin.page("/account").await;
    assert!(account.contains("Two-step sign-in is on") && account.contains("10 recovery codes left."));
    sign_out(&admin).await;

    // The password alone signs nobody in, and the return page is kept.
    let b = app.browser();
    let res = password_step(&b, "admin", "secret-pass", "/admin/users").await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&res), "/login/code");
    for path in ["/admin/users", "/account", "/tournaments/new", "/account/two-factor"] {
        let res = b.get(path).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "{path} before the code");
        assert!(location(&res).starts_with("/login"), "{path}: sent to sign in");
    }
    let mut form = flows::tournament_fields("Half signed in", "swiss", &[]);
    let csrf = html::csrf(&b.page("/login/code").await);
    form.push(("csrf", csrf.as_str()));
    let res = b.post("/tournaments/new", &form).await;
    assert!(location(&res).starts_with("/login"), "nothing written before the code");
    let page = b.page("/login/code").await;
    assert!(page.contains(r#"autocomplete="one-time-code""#) && page.contains(r#"inputmode="numeric""#));
    let code = authenticator.code().await;
    let res = code_step(&b, &code).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&res), "/admin/users", "on to the page the sign-in was for");
    assert_eq!(b.get("/admin/users").await.status(), StatusCode::OK);

    // The same code, shoulder-surfed, does not sign anyone in again.
    let thief = app.browser();
    assert_eq!(location(&password_step(&thief, "admin", "secret-pass", "/").await), "/login/code");
    let res = code_step(&thief, &code).await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    assert!(res.text().await.unwrap().contains("A code works only once"));
    assert!(!is_signed_in(&thief).await);
    assert!(!admin.page("/").await.contains("Half signed in"));
}

async fn wrong_codes_count_like_wrong_passwords(backend: Backend) {
    use arbiter::web::{ACCOUNT_SPACING, FAILURES_PER_ACCOUNT};
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (mut authenticator, _) = enrol(&admin, "secret-pass").await;
    let b = app.browser();
    assert_eq!(location(&password_step(&b, "admin", "secret-pass", "/").await), "/login/code");
    for _ in 0..FAILURES_PER_ACCOUNT {
        let res = code_step(&b, &authenticator.wrong_code()).await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
        assert!(res.text().await.unwrap().contains("Wrong code."));
    }
    // Past the limit even the right code waits, as a right password would.
    let res = code_step(&b, &authenticator.code().await).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = res.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!(wait > 0 && wait <= ACCOUNT_SPACING.as_secs(), "wait {wait} s");
    assert!(!is_signed_in(&b).await);
    let res = app.browser().try_login("admin", "secret-pass").await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS, "the password step shares the count");
}

async fn recovery_codes_work_once_and_a_new_set_replaces_them(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (mut authenticator, codes) = enrol(&admin, "secret-pass").await;
    sign_out(&admin).await;
    let b = app.browser();
    assert_eq!(location(&password_step(&b, "admin", "secret-pass", "/").await), "/login/code");
    // Typed carelessly: upper case, spaces for hyphens.
    let typed = codes[0].to_uppercase().replace('-', " ");
    let res = code_step(&b, &typed).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "a recovery code signs in");
    assert!(b.page("/account").await.contains("9 recovery codes left."));
    sign_out(&b).await;
    assert_eq!(location(&password_step(&b, "admin", "secret-pass", "/").await), "/login/code");
    assert_eq!(code_step(&b, &codes[0]).await.status(), StatusCode::UNAUTHORIZED, "used once");
    assert_eq!(code_step(&b, &codes[1]).await.status(), StatusCode::SEE_OTHER, "another one works");
    // A new set for a current code; the old set stops working.
    let wrong = authenticator.wrong_code();
    let res = b.submit("/account", "/account/two-factor/recovery-codes", &[("code", &wrong)]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let code = authenticator.code().await;
    let res = b.submit("/account", "/account/two-factor/recovery-codes", &[("code", &code)]).await;
    assert_eq!(res.status(), StatusCode::OK);
    let fresh = recovery_codes(&res.text().await.unwrap());
    assert_eq!(fresh.len(), 10);
    assert!(fresh.iter().all(|c| !codes.contains(c)));
    assert!(b.page("/account").await.contains("10 recovery codes left."));
    let other = app.browser();
    assert_eq!(location(&password_step(&other, "admin", "secret-pass", "/").await), "/login/code");
    assert_eq!(code_step(&other, &codes[2]).await.status(), StatusCode::UNAUTHORIZED, "the old set is void");
    assert_eq!(code_step(&other, &fresh[0]).await.status(), StatusCode::SEE_OTHER);
}

async fn turning_off_needs_the_password_and_a_code(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (mut authenticator, _) = enrol(&admin, "secret-pass").await;
    let other = sign_in(&app, "admin", "secret-pass", &mut authenticator).await;
    let code = authenticator.code().await;
    let off = |password: &'static str, code: String| {
        let admin = &admin;
        async move {
            admin
                .submit("/account", "/account/two-factor/off", &[("password", password), ("code", code.as_str())])
                .await
        }
    };
    let res = off("wrong-pass", code.clone()).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("The password or the code is wrong."));
    let res = off("secret-pass", authenticator.wrong_code()).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(is_signed_in(&other).await, "nothing changed");
    // The code refused with a wrong password was not used up.
    let res = off("secret-pass", code).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&location(&res)).await.contains("Two-step sign-in is off. Your other sessions have ended"));
    assert!(!is_signed_in(&other).await, "the other session ended");
    let res = app.browser().try_login("admin", "secret-pass").await;
    assert_eq!(location(&res), "/", "the password alone signs in again");
}

async fn an_admin_turns_it_off_for_a_lost_phone(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let id = add_account(&admin, "vera", "arbiter").await;
    let vera = app.browser();
    vera.login("vera", "password-1").await;
    let (_lost, _) = enrol(&vera, "password-1").await;
    assert!(admin.page("/admin/users").await.contains(r#"vera <span class="badge">two-step</span>"#));
    // A sign-in half done when the admin acts cannot be finished.
    let half = app.browser();
    assert_eq!(location(&password_step(&half, "vera", "password-1", "/").await), "/login/code");
    let csrf = html::csrf(&half.page("/login/code").await);
    let res = admin.submit("/admin/users", &format!("/admin/users/{id}/two-factor"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(!admin.page("/admin/users").await.contains(r#"vera <span class="badge">"#));
    assert!(!is_signed_in(&vera).await, "vera's sessions ended");
    let res = half.post("/login/code", &[("csrf", csrf.as_str()), ("code", "000000")]).await;
    assert_eq!(location(&res), "/login", "the half-done sign-in ended with the account's sessions");
    assert!(half.page("/login").await.contains("The sign-in took too long. Sign in again."));
    vera.login("vera", "password-1").await;
    assert!(is_signed_in(&vera).await, "the password alone signs in again");
}

async fn the_requirement_sends_admins_and_chiefs_to_enrol_first(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    enrol(&admin, "secret-pass").await;
    add_account(&admin, "boss", "admin").await;
    add_account(&admin, "anna", "arbiter").await;
    add_account(&admin, "ivan", "arbiter").await;
    let anna = app.browser();
    anna.login("anna", "password-1").await;
    flows::create_tournament(&anna, "Anna's Open", "swiss").await;
    let res = admin.submit("/admin/users", "/admin/two-factor", &[("required", "on")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page("/admin/users").await.contains(r#"name="required" value="on" checked"#));

    // An admin without it: every page leads to enrolment, signing out works.
    let boss = app.browser();
    boss.login("boss", "password-1").await;
    for path in ["/", "/admin/users", "/account", "/tournaments/new", "/ratings"] {
        let res = boss.get(path).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "{path}");
        assert_eq!(location(&res), "/account/two-factor", "{path}");
    }
    let page = boss.page("/account/two-factor").await;
    assert!(page.contains("An administrator requires two-step sign-in for your account."));
    let csrf = html::csrf(&page);
    let mut form = flows::tournament_fields("Boss Cup", "swiss", &[]);
    form.push(("csrf", csrf.as_str()));
    assert_eq!(location(&boss.post("/tournaments/new", &form).await), "/account/two-factor", "no write");
    let res = boss.submit("/account/two-factor", "/logout", &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "signing out works");
    assert_eq!(boss.get("/").await.status(), StatusCode::OK, "signed out, the public page");
    assert!(!boss.page("/").await.contains("Boss Cup"));
    // A chief arbiter too; a deputy-less plain arbiter is not.
    assert_eq!(location(&anna.get("/").await), "/account/two-factor", "anna is a chief arbiter");
    let ivan = app.browser();
    ivan.login("ivan", "password-1").await;
    assert_eq!(ivan.get("/").await.status(), StatusCode::OK, "ivan is no chief");
    // Once enrolled, the pages open.
    boss.login("boss", "password-1").await;
    enrol(&boss, "password-1").await;
    assert_eq!(boss.get("/admin/users").await.status(), StatusCode::OK);
    // Turned off again, nobody is sent to enrol.
    let res = admin.submit("/admin/users", "/admin/two-factor", &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(anna.get("/").await.status(), StatusCode::OK);
}

async fn the_new_forms_need_csrf_and_clean_text(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let (mut authenticator, _) = enrol(&admin, "secret-pass").await;
    let b = app.browser();
    assert_eq!(location(&password_step(&b, "admin", "secret-pass", "/").await), "/login/code");
    let code = authenticator.code().await;
    assert_eq!(b.post("/login/code", &[("code", code.as_str())]).await.status(), StatusCode::FORBIDDEN, "no token");
    let forged = [("csrf", "forged"), ("code", code.as_str())];
    assert_eq!(b.post("/login/code", &forged).await.status(), StatusCode::FORBIDDEN, "a forged token");
    let res = code_step(&b, "12\u{1}456").await;
    let page = crate::common::refused(&b, res).await;
    assert!(page.contains("code"), "the field is named: {page}");
    for path in
        ["/account/two-factor", "/account/two-factor/off", "/account/two-factor/recovery-codes", "/admin/two-factor"]
    {
        let res = admin.post(path, &[("code", code.as_str()), ("password", "secret-pass"), ("required", "on")]).await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{path} without a token");
    }
    assert!(admin.page("/admin/users").await.contains(r#"name="required" value="on">"#), "still not required");
    assert!(admin.page("/account").await.contains("Two-step sign-in is on"));
    // None of that used the code up.
    assert_eq!(code_step(&b, &code).await.status(), StatusCode::SEE_OTHER);
}

on_both_backends!(
    enrolment_then_every_sign_in_needs_a_fresh_code,
    wrong_codes_count_like_wrong_passwords,
    recovery_codes_work_once_and_a_new_set_replaces_them,
    turning_off_needs_the_password_and_a_code,
    an_admin_turns_it_off_for_a_lost_phone,
    the_requirement_sends_admins_and_chiefs_to_enrol_first,
    the_new_forms_need_csrf_and_clean_text,
);
