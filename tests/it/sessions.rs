//! Sessions that really end, on SQLite and PostgreSQL: signing out ends the
//! cookie on the server too; a change of password or role, disabling, a
//! password reset and "sign out everywhere" end every session of the account
//! at its next request; a disabled account cannot sign in.

use crate::common::{Backend, Browser, TestApp, html, location};
use reqwest::StatusCode;
use reqwest::header::{COOKIE, SET_COOKIE};

/// Adds an account through the admin page and returns its id.
async fn add_account(admin: &Browser, name: &str, role: &str) -> String {
    let fields = [("username", name), ("password", "password-1"), ("password2", "password-1"), ("role", role)];
    let res = admin.submit("/admin/users", "/admin/users", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "add account {name}");
    account_id(&admin.page("/admin/users").await, name)
}

/// The id of an account on the admin's accounts page.
fn account_id(page: &str, name: &str) -> String {
    let at = page.find(&format!("<h2>{name}")).expect("the account is listed");
    let id_at = page[..at].rfind("id=\"user-").expect("its item") + "id=\"user-".len();
    page[id_at..].split('"').next().unwrap().to_string()
}

async fn signed_in(app: &TestApp, name: &str, password: &str) -> Browser {
    let b = app.browser();
    b.login(name, password).await;
    b
}

/// Whether the browser is still signed in: its account page answers, or it is
/// sent to sign in.
async fn is_signed_in(b: &Browser) -> bool {
    let res = b.get("/account").await;
    match res.status() {
        StatusCode::OK => true,
        StatusCode::SEE_OTHER if location(&res).starts_with("/login") => false,
        other => panic!("GET /account: {other}"),
    }
}

/// A copy of the session cookie a sign-in set, as someone who stole it would keep it.
async fn sign_in_and_copy_cookie(b: &Browser, name: &str, password: &str) -> String {
    let csrf = html::csrf(&b.page("/login").await);
    let form = [("csrf", csrf.as_str()), ("username", name), ("password", password), ("next", "/")];
    let res = b.post("/login", &form).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "sign in");
    // The session's cookie (a sign-in also sets the device cookie).
    let cookie = res
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|c| c.to_str().ok())
        .find(|c| c.starts_with("arbiter_session="))
        .expect("a session cookie");
    cookie.split(';').next().unwrap().to_string()
}

async fn a_copied_cookie_is_refused_after_sign_out(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let b = app.browser();
    let copy = sign_in_and_copy_cookie(&b, "admin", "secret-pass").await;
    let stolen = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let get = |path: &str| stolen.get(format!("{}{path}", b.base)).header(COOKIE, copy.as_str()).send();
    assert_eq!(get("/admin/users").await.unwrap().status(), StatusCode::OK, "the copy works while signed in");
    let res = b.submit("/", "/logout", &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let res = get("/admin/users").await.unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "the copy no longer signs anyone in");
    assert!(location(&res).starts_with("/login"));
    // Nor does it write: a tournament created with it is refused.
    let page = get("/login").await.unwrap().text().await.unwrap();
    let csrf = html::csrf(&page);
    let mut form = crate::common::flows::tournament_fields("Stolen", "rr", &[]);
    form.push(("csrf", csrf.as_str()));
    let url = format!("{}/tournaments/new", b.base);
    let res = stolen.post(url).header(COOKIE, copy.as_str()).form(&form).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(location(&res).starts_with("/login"), "sent to sign in, nothing created");
    assert!(!admin.page("/").await.contains("Stolen"));
    assert!(is_signed_in(&admin).await, "signing out one session leaves the others");
}

async fn a_demoted_admin_loses_admin_rights_at_once(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let id = add_account(&admin, "deputy", "admin").await;
    let deputy = signed_in(&app, "deputy", "password-1").await;
    assert_eq!(deputy.get("/admin/users").await.status(), StatusCode::OK);
    let res = admin.submit("/admin/users", &format!("/admin/users/{id}/role"), &[("role", "arbiter")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(!is_signed_in(&deputy).await, "the role change ended the session");
    deputy.login("deputy", "password-1").await;
    assert_eq!(deputy.get("/admin/users").await.status(), StatusCode::FORBIDDEN, "an arbiter now");
    assert!(!deputy.page("/").await.contains("href=\"/admin/users\""), "no admin link");
}

async fn a_password_change_ends_the_other_sessions(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    add_account(&admin, "anna", "arbiter").await;
    let laptop = signed_in(&app, "anna", "password-1").await;
    let phone = signed_in(&app, "anna", "password-1").await;
    let change = |current: &'static str, new: &'static str| {
        let laptop = &laptop;
        async move {
            let fields = [("current", current), ("password", new), ("password2", new)];
            laptop.submit("/account", "/account/password", &fields).await
        }
    };
    let res = change("wrong-one", "password-2").await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("The current password is wrong."));
    assert!(is_signed_in(&phone).await, "a refused change ends nothing");
    let res = change("password-1", "password-2").await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(laptop.page(&location(&res)).await.contains("The password is changed."));
    assert!(is_signed_in(&laptop).await, "this session goes on");
    assert!(!is_signed_in(&phone).await, "the other one has ended");
    assert_eq!(app.browser().try_login("anna", "password-1").await.status(), StatusCode::UNAUTHORIZED);
    app.browser().login("anna", "password-2").await;
}

async fn a_disabled_account_is_signed_out_and_cannot_sign_in(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let id = add_account(&admin, "boris", "arbiter").await;
    let boris = signed_in(&app, "boris", "password-1").await;
    let path = format!("/admin/users/{id}/access");
    let access = |what: &'static str| {
        let (admin, path) = (&admin, path.clone());
        async move { admin.submit("/admin/users", &path, &[("access", what)]).await }
    };
    assert_eq!(access("disable").await.status(), StatusCode::SEE_OTHER);
    assert!(admin.page("/admin/users").await.contains("disabled"));
    assert!(!is_signed_in(&boris).await);
    let res = app.browser().try_login("boris", "password-1").await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    assert!(res.text().await.unwrap().contains("This account is disabled."));
    assert_eq!(
        app.browser().try_login("boris", "wrong-password").await.status(),
        StatusCode::UNAUTHORIZED,
        "a wrong password does not learn that the account is disabled"
    );
    assert_eq!(access("enable").await.status(), StatusCode::SEE_OTHER);
    boris.login("boris", "password-1").await;
    assert!(is_signed_in(&boris).await);
}

async fn an_admin_resets_a_password_and_cannot_lock_themselves_out(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let id = add_account(&admin, "vera", "arbiter").await;
    let vera = signed_in(&app, "vera", "password-1").await;
    let path = format!("/admin/users/{id}/password");
    let res = admin.submit("/admin/users", &path, &[("password", "short"), ("password2", "short")]).await;
    let page = crate::common::refused(&admin, res).await;
    assert!(page.contains("at least 8 characters"));
    assert!(is_signed_in(&vera).await, "a refused reset ends nothing");
    let res = admin.submit("/admin/users", &path, &[("password", "password-9"), ("password2", "password-9")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(!is_signed_in(&vera).await);
    vera.login("vera", "password-9").await;
    // The admin's own account: not from this page.
    let me = account_id(&admin.page("/admin/users").await, "admin");
    let res = admin.submit("/admin/users", &format!("/admin/users/{me}/access"), &[("access", "disable")]).await;
    let page = crate::common::refused(&admin, res).await;
    assert!(page.contains("Change your own account on its own page"));
    assert!(is_signed_in(&admin).await);
}

async fn sign_out_everywhere_ends_every_session(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let other = signed_in(&app, "admin", "secret-pass").await;
    let res = admin.submit("/account", "/account/sign-out-everywhere", &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(!is_signed_in(&admin).await);
    assert!(!is_signed_in(&other).await);
    admin.login("admin", "secret-pass").await;
    assert!(is_signed_in(&admin).await, "signing in again works");
}

/// Strangers guessing at an account from elsewhere slow its owner down by at
/// most the spacing, not by the whole window.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strangers_slow_an_account_down_but_do_not_lock_it() {
    use arbiter::web::{ACCOUNT_SPACING, FAILURES_PER_ACCOUNT};
    let app = TestApp::start_behind_proxy();
    let _admin = app.admin().await;
    let b = app.browser();
    let csrf = html::csrf(&b.page("/login").await);
    let attempt = |client: &'static str, password: &'static str| {
        let (b, csrf) = (&b, csrf.clone());
        async move {
            let form = [("csrf", csrf.as_str()), ("username", "admin"), ("password", password), ("next", "/")];
            let url = format!("{}/login", b.base);
            b.client.post(url).header("X-Forwarded-For", client).form(&form).send().await.unwrap()
        }
    };
    for _ in 0..FAILURES_PER_ACCOUNT {
        assert_eq!(attempt("203.0.113.7", "wrong").await.status(), StatusCode::UNAUTHORIZED);
    }
    let res = attempt("198.51.100.9", "secret-pass").await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = res.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!(wait <= ACCOUNT_SPACING.as_secs(), "the owner waits {wait} s, at most the spacing");
}

on_both_backends!(
    a_copied_cookie_is_refused_after_sign_out,
    a_demoted_admin_loses_admin_rights_at_once,
    a_password_change_ends_the_other_sessions,
    a_disabled_account_is_signed_out_and_cannot_sign_in,
    an_admin_resets_a_password_and_cannot_lock_themselves_out,
    sign_out_everywhere_ends_every_session,
);

/// Someone signed in who opens the sign-in or the set-up page (a bookmark,
/// the back button) goes on to where they were going, not to a second
/// sign-in form.
#[tokio::test]
async fn the_sign_in_and_set_up_pages_send_the_signed_in_on() {
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let res = admin.get("/setup").await;
    assert_eq!((res.status(), location(&res)), (StatusCode::SEE_OTHER, "/".to_string()), "/setup");
    let res = admin.get("/login?next=/account").await;
    assert_eq!((res.status(), location(&res)), (StatusCode::SEE_OTHER, "/account".to_string()), "/login");
    let res = admin.get("/login?next=//evil.example").await;
    assert_eq!((res.status(), location(&res)), (StatusCode::SEE_OTHER, "/".to_string()), "no way out");
    // A visitor still gets the forms.
    let visitor = app.browser();
    assert_eq!(visitor.get("/login").await.status(), StatusCode::OK);
    let res = visitor.get("/setup").await;
    assert_eq!((res.status(), location(&res)), (StatusCode::SEE_OTHER, "/login".to_string()), "set up once");
}
