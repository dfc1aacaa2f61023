//! The negative cases, on SQLite and PostgreSQL: sign-in required, CSRF,
//! authorization per tournament, concurrent edits, bad CSV, hostile names,
//! sign-in throttling, form validation.

use crate::common::flows::{add_player, board_lines, create_tournament, pair, set_result, tournament_fields};
use crate::common::{Backend, Browser, TestApp, html, location};
use reqwest::StatusCode;

async fn add_account(admin: &Browser, name: &str, role: &str) {
    let res = admin
        .submit(
            "/admin/users",
            "/admin/users",
            &[("username", name), ("password", "password-1"), ("password2", "password-1"), ("role", role)],
        )
        .await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "add account {name}");
}

async fn signed_in(app: &TestApp, name: &str) -> Browser {
    let b = app.browser();
    b.login(name, "password-1").await;
    b
}

async fn sign_in_is_required_for_writes(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Open", "rr").await;
    let visitor = app.browser();
    let res = visitor.get("/tournaments/new").await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&res), "/login?next=/tournaments/new");
    let res = visitor.get(&format!("/t/{tid}/edit")).await;
    assert!(location(&res).starts_with("/login"), "edit page needs sign-in");
    // A POST with a valid token but no account is sent to sign in, and changes nothing.
    let res = visitor.submit("/login", &format!("/t/{tid}/players"), &[("name", "Sneaky, Sam")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(location(&res).starts_with("/login"));
    let page = visitor.page(&format!("/t/{tid}/players")).await;
    assert!(!page.contains("Sneaky"));
    assert!(
        !page.contains("name=\"csrf\" value=\"\"") && !page.contains("/players/import"),
        "no write controls for visitors"
    );
    // Public pages need no account.
    for path in [format!("/t/{tid}"), format!("/t/{tid}/standings"), format!("/t/{tid}/crosstable"), "/".into()] {
        assert_eq!(visitor.get(&path).await.status(), StatusCode::OK, "{path}");
    }
    // Signing in leads back to where the visitor wanted to go.
    let csrf = html::csrf(&visitor.page("/login?next=/tournaments/new").await);
    let res = visitor
        .post(
            "/login",
            &[("csrf", &csrf), ("username", "admin"), ("password", "secret-pass"), ("next", "/tournaments/new")],
        )
        .await;
    assert_eq!(location(&res), "/tournaments/new");
    // An open redirect is refused.
    let b = app.browser();
    let csrf = html::csrf(&b.page("/login").await);
    let res = b
        .post(
            "/login",
            &[("csrf", &csrf), ("username", "admin"), ("password", "secret-pass"), ("next", "//evil.example/")],
        )
        .await;
    assert_eq!(location(&res), "/");
}

async fn forms_without_the_right_csrf_token_are_refused(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Open", "rr").await;
    let path = format!("/t/{tid}/players");
    let res = admin.post(&path, &[("name", "No, Token")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let res = admin.post(&path, &[("csrf", "forged"), ("name", "Bad, Token")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    assert!(res.text().await.unwrap().contains("form has expired"));
    // Another session's token does not work either.
    let other = app.browser();
    let foreign = html::csrf(&other.page("/login").await);
    let res = admin.post(&path, &[("csrf", foreign.as_str()), ("name", "Foreign, Token")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let res = admin.post("/logout", &[]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let page = admin.page(&path).await;
    assert!(!page.contains("Token"), "nothing was saved");
}

async fn arbiters_write_only_to_their_tournaments(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    add_account(&admin, "alice", "arbiter").await;
    add_account(&admin, "bob", "arbiter").await;
    let alice = signed_in(&app, "alice").await;
    let bob = signed_in(&app, "bob").await;
    // Only admins manage accounts.
    assert_eq!(alice.get("/admin/users").await.status(), StatusCode::FORBIDDEN);
    let res = alice
        .submit(
            "/",
            "/admin/users",
            &[("username", "mallory"), ("password", "password-1"), ("password2", "password-1"), ("role", "admin")],
        )
        .await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);

    let tid = create_tournament(&alice, "Alice's Open", "rr").await;
    let players = format!("/t/{tid}/players");
    let res = bob.submit(&players, &players, &[("name", "Intruder, Ivan")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    assert_eq!(bob.get(&format!("/t/{tid}/edit")).await.status(), StatusCode::FORBIDDEN);
    assert_eq!(bob.get(&format!("/t/{tid}/audit")).await.status(), StatusCode::FORBIDDEN);
    let res = bob
        .submit(&players, &format!("/t/{tid}/edit"), &tournament_fields("Hijacked", "rr", &[("version", "1")]))
        .await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let res = bob.submit(&players, &format!("/t/{tid}/pair"), &[]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let res = bob.submit(&players, &format!("/t/{tid}/arbiters"), &[("username", "bob")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    assert!(!alice.page(&players).await.contains("Intruder"));
    assert!(
        alice.page(&format!("/t/{tid}")).await.contains("Alice&#39;s Open")
            || alice.page(&format!("/t/{tid}")).await.contains("Alice&#x27;s Open")
    );

    // The chief arbiter adds Bob; now he may write.
    let res = alice.submit(&format!("/t/{tid}"), &format!("/t/{tid}/arbiters"), &[("username", "bob")]).await;
    assert_eq!(res.status(), StatusCode::OK);
    add_player(&bob, tid, "Deputy, Added", 2000, "").await;
    // A name no account has is refused.
    let res = alice.submit(&format!("/t/{tid}"), &format!("/t/{tid}/arbiters"), &[("username", "nobody")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    // A deputy cannot add further arbiters.
    let res = bob.submit(&players, &format!("/t/{tid}/arbiters"), &[("username", "admin")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
}

async fn concurrent_result_edits_conflict(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    add_account(&admin, "alice", "arbiter").await;
    add_account(&admin, "bob", "arbiter").await;
    let alice = signed_in(&app, "alice").await;
    let bob = signed_in(&app, "bob").await;
    let tid = create_tournament(&alice, "Clash", "rr").await;
    alice.submit(&format!("/t/{tid}"), &format!("/t/{tid}/arbiters"), &[("username", "bob")]).await;
    for k in 0..4 {
        add_player(&alice, tid, &format!("P{k}"), 2000 + k, "").await;
    }
    pair(&alice, tid).await;
    let round = format!("/t/{tid}/round/1");
    let alice_view = board_lines(&alice.page(&round).await)[0].clone();
    let bob_view = board_lines(&bob.page(&round).await)[0].clone();
    assert_eq!(alice_view.version, bob_view.version);
    let res = set_result(&alice, tid, 1, &alice_view, "1-0").await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let res = set_result(&bob, tid, 1, &bob_view, "0-1").await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let body = res.text().await.unwrap();
    assert!(body.contains("Another arbiter changed this result meanwhile; it is now 1-0"), "{body}");
    let now = board_lines(&bob.page(&round).await)[0].clone();
    assert_eq!(now.selected, "1-0", "no silent overwrite");
    // With the fresh version Bob may correct it, and the audit log shows both changes.
    let res = set_result(&bob, tid, 1, &now, "0-1").await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let audit = alice.page(&format!("/t/{tid}/audit")).await;
    let rows = html::rows(&audit, "<table");
    let results: Vec<(String, String)> =
        rows.iter().filter(|r| r[2].starts_with("Result of")).map(|r| (r[1].clone(), r[2].clone())).collect();
    let board = now.board;
    assert_eq!(
        results,
        vec![
            ("bob".into(), format!("Result of round 1, board {board} changed from 1-0 to 0-1")),
            ("alice".into(), format!("Result of round 1, board {board} changed from none to 1-0")),
        ]
    );
}

async fn bad_csv_imports_nothing(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Import", "swiss").await;
    let import = format!("/t/{tid}/players/import");
    let csrf = html::csrf(&admin.page(&import).await);
    let bad = "name;title;fide_rating;federation;birth_date\nIvanov, Ivan;GM;2600;RUS;1990-01-02\nPetrov, Petr;XX;2500;RUS;\nSidorov, Sidor;;abc;RU;1990-13-01\n";
    let form = reqwest::multipart::Form::new().text("csrf", csrf.clone()).text("csv", bad.to_string());
    let res = admin.client.post(format!("{}{import}", admin.base)).multipart(form).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Unknown title"));
    assert!(page.contains("Give a rating from 0 to 3500"));
    assert!(!page.contains("/import/confirm"), "no confirm button while rows are bad");
    // Posting the bad file to the confirm step directly saves nothing either.
    let res = crate::common::flows::confirm_csv(&admin, tid, &csrf, bad).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(!admin.page(&format!("/t/{tid}/players")).await.contains("Ivanov"));
    // Unknown columns are named.
    let form = reqwest::multipart::Form::new()
        .text("csrf", csrf.clone())
        .part("file", reqwest::multipart::Part::bytes(b"name,elo\nA,1".to_vec()).file_name("p.csv"));
    let res = admin.client.post(format!("{}{import}", admin.base)).multipart(form).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("Unknown columns: elo"));
    // A good file, uploaded as a file: preview, then confirm.
    let good = "name,title,fide_rating,federation,birth_date\n\"Ivanov, Ivan\",GM,2600,RUS,1990-01-02\n\"Petrova, Anna\",WGM,2400,RUS,1995\n";
    let form = reqwest::multipart::Form::new()
        .text("csrf", csrf.clone())
        .part("file", reqwest::multipart::Part::bytes(good.as_bytes().to_vec()).file_name("p.csv"));
    let res = admin.client.post(format!("{}{import}", admin.base)).multipart(form).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.text().await.unwrap().contains("Import 2 players"));
    let res = crate::common::flows::confirm_csv(&admin, tid, &csrf, good).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let rows = html::rows(&admin.page(&format!("/t/{tid}/players")).await, r#"class="players""#);
    let names: Vec<&str> = rows.iter().map(|r| r[1].as_str()).collect();
    assert_eq!(names, vec!["Ivanov, Ivan", "Petrova, Anna"]);
}

async fn hostile_names_are_stored_as_typed_and_escaped(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let hostile = r#"<script>alert("x")</script> O'Brien & "Co""#;
    let tid = create_tournament(&admin, hostile, "rr").await;
    for k in 0..3 {
        add_player(&admin, tid, &format!("{hostile} {k}"), 2000 + k, "").await;
    }
    pair(&admin, tid).await;
    for path in [
        "/".to_string(),
        format!("/t/{tid}"),
        format!("/t/{tid}/players"),
        format!("/t/{tid}/round/1"),
        format!("/t/{tid}/standings"),
        format!("/t/{tid}/crosstable"),
        format!("/t/{tid}/audit"),
    ] {
        let page = admin.page(&path).await;
        assert!(!page.contains("<script>"), "unescaped on {path}");
        assert!(
            page.contains("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; O&#39;Brien &#38; &#34;Co&#34;")
                || page.contains("&lt;script&gt;"),
            "escaped on {path}"
        );
    }
    let rows = html::rows(&admin.page(&format!("/t/{tid}/players")).await, r#"class="players""#);
    assert_eq!(rows[0][1], format!("{hostile} 2"), "stored exactly as typed");
}

async fn failed_sign_ins_are_throttled(backend: Backend) {
    let app = TestApp::start(backend);
    let _admin = app.admin().await;
    let b = app.browser();
    for _ in 0..5 {
        assert_eq!(b.try_login("admin", "wrong-password").await.status(), StatusCode::UNAUTHORIZED);
    }
    let res = b.try_login("admin", "secret-pass").await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(res.headers().contains_key("retry-after"));
    assert!(res.text().await.unwrap().contains("Too many failed sign-in attempts"));
    // Unknown accounts are throttled by address too.
    for i in 0..15 {
        let _ = b.try_login(&format!("ghost{i}"), "x").await;
    }
    assert_eq!(b.try_login("ghost-last", "x").await.status(), StatusCode::TOO_MANY_REQUESTS);
}

/// Sixty wrong passwords for one account at once are fully checked (Argon2)
/// at most as often as the limit allows: each attempt is counted before its
/// check, so none slips past the limit while others are being checked. Then
/// a burst for many unknown accounts from the same address meets the
/// address limit the same way.
async fn concurrent_wrong_passwords_meet_the_limit(backend: Backend) {
    use arbiter::web::{FAILURES_PER_ACCOUNT, FAILURES_PER_ADDRESS};
    let app = TestApp::start(backend);
    let _admin = app.admin().await;
    let b = app.browser();
    let csrf = crate::common::html::csrf(&b.page("/login").await);
    let statuses = |names: Vec<String>| {
        let (b, csrf) = (&b, &csrf);
        futures_util::future::join_all(names.into_iter().map(move |name| async move {
            let form = [("csrf", csrf.as_str()), ("username", name.as_str()), ("password", "wrong"), ("next", "/")];
            b.post("/login", &form).await.status()
        }))
    };
    let count = |all: &[StatusCode], s: StatusCode| all.iter().filter(|&&x| x == s).count();
    let burst = statuses(vec!["admin".to_string(); 60]).await;
    assert_eq!(count(&burst, StatusCode::UNAUTHORIZED), FAILURES_PER_ACCOUNT, "checked at most the limit");
    assert_eq!(count(&burst, StatusCode::TOO_MANY_REQUESTS), 60 - FAILURES_PER_ACCOUNT);
    let burst = statuses((0..60).map(|i| format!("ghost{i}")).collect()).await;
    let left = FAILURES_PER_ADDRESS - FAILURES_PER_ACCOUNT;
    assert_eq!(count(&burst, StatusCode::UNAUTHORIZED), left, "the address's remaining attempts");
    assert_eq!(count(&burst, StatusCode::TOO_MANY_REQUESTS), 60 - left);
}

/// Behind the configured reverse proxy every user shares its address: the
/// address limit then counts the client it names in `X-Forwarded-For`, so
/// one client using up its attempts does not lock out the others.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_trusted_proxy_each_client_is_counted_apart() {
    use arbiter::web::FAILURES_PER_ADDRESS;
    let app = TestApp::start_behind_proxy();
    let _admin = app.admin().await;
    let b = app.browser();
    let csrf = crate::common::html::csrf(&b.page("/login").await);
    let attempt = |client: &'static str, name: String| {
        let (b, csrf) = (&b, csrf.clone());
        async move {
            let form = [("csrf", csrf.as_str()), ("username", name.as_str()), ("password", "wrong"), ("next", "/")];
            let url = format!("{}/login", b.base);
            let res = b.client.post(url).header("X-Forwarded-For", client).form(&form).send().await.unwrap();
            res.status()
        }
    };
    for i in 0..FAILURES_PER_ADDRESS {
        assert_eq!(attempt("203.0.113.7", format!("ghost{i}")).await, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(attempt("203.0.113.7", "ghost-last".into()).await, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(attempt("198.51.100.9", "ghost-other".into()).await, StatusCode::UNAUTHORIZED, "another client");
    let spoofed = "203.0.113.7, 198.51.100.10";
    assert_eq!(attempt(spoofed, "ghost-spoof".into()).await, StatusCode::UNAUTHORIZED, "the proxy's entry counts");
}

async fn forms_are_validated_and_sent_back(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let fields = tournament_fields(
        "",
        "rr",
        &[
            ("time_control", "90+abc"),
            ("points_draw", "0.25"),
            ("time_zone", "Mars/Olympus"),
            ("end_date", "2026-11-01"),
            ("place", "Tbilisi <b>"),
        ],
    );
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    for message in [
        "Required, at most 200 characters",
        "Not a time control",
        "Give points from 0 to 100",
        "Unknown time zone",
        "The end date is before the start date",
    ] {
        assert!(page.contains(message), "message {message:?}");
    }
    assert!(page.contains(r#"value="Tbilisi &#60;b&#62;""#), "input sent back");
    assert!(!admin.page("/").await.contains("Tbilisi"), "nothing saved");
    // A good one shows the control readably.
    let tid = create_tournament(&admin, "Readable", "swiss").await;
    let page = admin.page(&format!("/t/{tid}")).await;
    assert!(page.contains("90′/40 + 30′ + 30″"), "time control shown readably");
    // Bad player fields.
    let path = format!("/t/{tid}/players");
    let res = admin
        .submit(
            &path,
            &path,
            &[("name", "Valid, Name"), ("title", "XX"), ("fide_rating", "9999"), ("birth_date", "1990/02/30")],
        )
        .await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Unknown title") && page.contains("Give a rating"), "{page}");
    assert!(page.contains("There is no such date as 1990/02/30"), "the date named as not existing: {page}");
    assert!(page.contains(r#"value="Valid, Name""#));
    // An oversized body is refused.
    let big = "x".repeat(200_000);
    let res = admin.submit(&path, &path, &[("name", big.as_str())]).await;
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);
    // A round robin needs 3 players.
    let rr = create_tournament(&admin, "Tiny", "rr").await;
    let res = admin.submit(&format!("/t/{rr}"), &format!("/t/{rr}/pair"), &[]).await;
    assert!(crate::common::refused(&admin, res).await.contains("at least 3 players"));
    // Unknown pages are 404 pages.
    assert_eq!(admin.get("/t/9999").await.status(), StatusCode::NOT_FOUND);
    assert_eq!(admin.get("/t/abc").await.status(), StatusCode::NOT_FOUND);
}

async fn concurrent_settings_edits_conflict(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Versioned", "swiss").await;
    let edit = format!("/t/{tid}/edit");
    let page = admin.page(&edit).await;
    let version = html::value_after(&page, r#"name="version" value=""#).unwrap();
    let res =
        admin.submit(&edit, &edit, &tournament_fields("First save", "swiss", &[("version", version.as_str())])).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let res =
        admin.submit(&edit, &edit, &tournament_fields("Second save", "swiss", &[("version", version.as_str())])).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let body = res.text().await.unwrap();
    assert!(body.contains("Someone else saved these settings meanwhile"));
    assert!(body.contains(r#"value="First save""#), "current version shown");
}

async fn russian_interface(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Кубок", "rr").await;
    for k in 0..5 {
        add_player(&admin, tid, &format!("Игрок {k}"), 2000 + k, "").await;
    }
    let res =
        admin.client.get(format!("{}/", admin.base)).header("Accept-Language", "ru-RU,ru;q=0.9").send().await.unwrap();
    let page = res.text().await.unwrap();
    assert!(page.contains("Турниры") && page.contains("5 игроков"), "Russian by Accept-Language");
    let res = admin.get(&format!("/lang/ru?next=/t/{tid}")).await;
    assert_eq!(location(&res), format!("/t/{tid}"));
    let page = admin.page(&format!("/t/{tid}")).await;
    assert!(page.contains("Круговая") && page.contains("<html lang=\"ru\">"));
    admin.get("/lang/en?next=/").await;
    assert!(admin.page("/").await.contains("5 players"));
}

/// Counts and texts from files and forms are bounded and clean where they are
/// read: a TRF declaring a million rounds, a tournament place with a line break
/// (it would write records of its own into the TRF), a year no database
/// stores.
async fn hostile_counts_and_texts_are_refused(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let trf = "012 Huge\nXXR 1000000\n001    1 m    One, Player                       2000 RUS     1000001 1990/01/01  0.0    1\n";
    let res = crate::common::flows::upload_trf(&admin, trf).await;
    let page = res.text().await.unwrap();
    assert!(page.contains("Line 2, column 5") && page.contains("from 1 to 99"), "refused with its line: {page}");
    assert!(!admin.page("/").await.contains("Huge"), "nothing created");
    let bad_place = tournament_fields("Clean name", "swiss", &[("place", "Kazan\n001 9999 m Ghost, Player")]);
    // Refused, the form shown again as typed with the reason at the field
    // (issue 52, item 6).
    let res = admin.submit("/tournaments/new", "/tournaments/new", &bad_place).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("This field holds a control character (U+000A, at character 6)"), "{page}");
    assert!(page.contains(r#"value="Clean name""#), "what was typed is kept: {page}");
    assert!(!admin.page("/").await.contains("Clean name"), "nothing created");
    let far = tournament_fields("Far", "swiss", &[("start_date", "-5000-01-01")]);
    assert_eq!(
        admin.submit("/tournaments/new", "/tournaments/new", &far).await.status(),
        StatusCode::UNPROCESSABLE_ENTITY
    );
}

on_both_backends!(
    hostile_counts_and_texts_are_refused,
    sign_in_is_required_for_writes,
    forms_without_the_right_csrf_token_are_refused,
    arbiters_write_only_to_their_tournaments,
    concurrent_result_edits_conflict,
    bad_csv_imports_nothing,
    hostile_names_are_stored_as_typed_and_escaped,
    failed_sign_ins_are_throttled,
    concurrent_wrong_passwords_meet_the_limit,
    forms_are_validated_and_sent_back,
    concurrent_settings_edits_conflict,
    russian_interface,
);
