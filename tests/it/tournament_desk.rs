//! Issue 32, items 11-16, over HTTP on SQLite and PostgreSQL, and in
//! Chromium: registering a player (a form sent twice, a player who seems
//! registered already, the confirmation line and the focus back on Name),
//! signing in back to the page one came from, the result grid's errors
//! outside its table, the round schedule in the audit log, the time-control
//! read-back as one types, `HEAD /health`, and each event's state on the
//! tournament list.

use crate::browser::signed_in_admin;
use crate::common::flows::{add_player, board_lines, create_tournament, pair, set_result, tournament_fields};
use crate::common::{Backend, Browser, Prerequisite, TestApp, available, html, location};
use reqwest::StatusCode;

/// The registration form's fields for a player, with the form's token.
async fn register(admin: &Browser, tid: i32, token: &str, extra: &[(&str, &str)]) -> reqwest::Response {
    let path = format!("/t/{tid}/players");
    let mut fields = vec![("name", "Ivanov, Ivan"), ("birth_date", "1990/01/02"), ("registered_after", token)];
    fields.extend_from_slice(extra);
    admin.submit(&path, &path, &fields).await
}

/// The registration form's one-use token on the players page.
fn form_token(page: &str) -> String {
    html::value_after(page, r#"name="registered_after" value=""#).expect("the form's token")
}

async fn a_player_is_registered_once(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Desk Open", "swiss").await;
    add_player(&admin, tid, "Petrov, Petr", 2100, "").await;
    let players = format!("/t/{tid}/players");
    let token = form_token(&admin.page(&players).await);

    // Registered: the page says who, with the number, and Name has the focus.
    let res = register(&admin, tid, &token, &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let to = location(&res);
    assert!(to.starts_with(&format!("/t/{tid}/players?registered=")) && to.ends_with("#register"), "{to}");
    let page = admin.page(&to).await;
    assert!(page.contains("Registered: Ivanov, Ivan, No. 2"), "{page}");
    assert!(page.contains(r#"<input name="name" value="" maxlength="200""#), "an empty form");
    let name_input = page.split(r#"<input name="name""#).nth(1).unwrap().split('>').next().unwrap();
    assert!(name_input.contains("autofocus"), "the focus back on Name: {name_input}");
    admin.get("/lang/ru?next=/").await;
    assert!(admin.page(&to).await.contains("Зарегистрирован: Ivanov, Ivan, № 2"));
    admin.get("/lang/en?next=/").await;

    // The same form sent again (a double click, a reload): refused, one player.
    let res = register(&admin, tid, &token, &[]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("This form was already sent: Ivanov, Ivan is registered."));
    let count = |page: String| page.matches(r#"class="player">Ivanov, Ivan</a>"#).count();
    assert_eq!(count(admin.page(&players).await), 1);

    // A new form with the same name and date of birth: asked, then registered when it is another person.
    let token = form_token(&admin.page(&players).await);
    let res = register(&admin, tid, &token, &[]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("A player with this name and date of birth is already registered"), "{page}");
    assert!(page.contains(r#"name="same_anyway""#) && page.contains(r#"value="Ivanov, Ivan""#), "the form kept");
    assert_eq!(count(admin.page(&players).await), 1);
    let res = register(&admin, tid, &token, &[("same_anyway", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(count(admin.page(&players).await), 2);
    // Another date of birth is another person: no question.
    let token = form_token(&admin.page(&players).await);
    let res = register(&admin, tid, &token, &[("birth_date", "1991/01/02")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
}

async fn sign_in_returns_to_the_page(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Desk Open", "swiss").await;
    let visitor = app.browser();
    let standings = format!("/t/{tid}/standings");
    let page = visitor.page(&standings).await;
    let link = format!(r#"href="/login?next=/t/{tid}/standings""#);
    let shown: Vec<&str> = page.match_indices("/login").map(|(i, _)| &page[i..(i + 40).min(page.len())]).collect();
    assert!(page.contains(&link), "the sign-in link names the page: {shown:?}");
    let login = visitor.page(&format!("/login?next=%2Ft%2F{tid}%2Fstandings")).await;
    assert!(login.contains(&format!(r#"name="next" value="/t/{tid}/standings""#)));
    let csrf = html::csrf(&login);
    let form = [("csrf", csrf.as_str()), ("username", "admin"), ("password", "secret-pass"), ("next", &standings)];
    let res = visitor.post("/login", &form).await;
    assert_eq!((res.status(), location(&res)), (StatusCode::SEE_OTHER, standings.clone()));
    // Only a path of this site: another host goes home.
    for next in ["//evil.example/", "https://evil.example/", "/\\evil.example"] {
        let other = app.browser();
        let csrf = html::csrf(&other.page("/login").await);
        let form = [("csrf", csrf.as_str()), ("username", "admin"), ("password", "secret-pass"), ("next", next)];
        let res = other.post("/login", &form).await;
        assert_eq!((res.status(), location(&res)), (StatusCode::SEE_OTHER, "/".to_string()), "{next}");
    }
}

/// The result grid of round 1 of a 6-player round robin: (board id, version) per board.
async fn grid(admin: &Browser, tid: i32) -> (String, Vec<(String, String)>) {
    let page = admin.page(&format!("/t/{tid}/round/1/results")).await;
    let boards = page
        .split(r#"name="v"#)
        .skip(1)
        .map(|part| {
            let id = part.split('"').next().unwrap().to_string();
            let version = part.split(r#"value=""#).nth(1).unwrap().split('"').next().unwrap().to_string();
            (id, version)
        })
        .collect();
    (page, boards)
}

async fn grid_errors_point_at_the_board(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Grid", "rr").await;
    for k in 0..6 {
        add_player(&admin, tid, &format!("P{k}"), 2000 + k, "").await;
    }
    pair(&admin, tid).await;
    let (_, boards) = grid(&admin, tid).await;
    let path = format!("/t/{tid}/round/1/results");
    let typed = ["1", "x", "0"];
    let mut fields: Vec<(String, String)> = Vec::new();
    for ((id, version), t) in boards.iter().zip(typed) {
        fields.push((format!("r{id}"), t.to_string()));
        fields.push((format!("v{id}"), version.clone()));
    }
    let form: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let res = admin.submit(&path, &path, &form).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    let bad = &boards[1].0;
    // The message is above the table, linked to the bad field; the focus is on that field.
    let (before_table, table) = page.split_once("<table").unwrap();
    let listed = format!(r##"<li id="err-{bad}"><a href="#r{bad}">Board "##);
    assert!(before_table.contains(&listed) && before_table.contains("“x” is not a result"), "{page}");
    assert!(!table.contains("is not a result"), "no message inside the table");
    let input = table.split(&format!(r#"name="r{bad}""#)).nth(1).unwrap().split('>').next().unwrap();
    assert!(input.contains(&format!(r#"aria-describedby="grid-help err-{bad}""#)), "{input}");
    assert!(input.contains("aria-invalid=\"true\"") && input.contains("autofocus"), "{input}");
    assert_eq!(table.matches("autofocus").count(), 1, "one field has the focus");
}

async fn schedule_changes_are_logged(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Schedule Cup", "swiss").await;
    let edit = format!("/t/{tid}/edit");
    let version = html::value_after(&admin.page(&edit).await, r#"name="version" value=""#).unwrap();
    let schedule = "2026-12-01 15:00\n2026-12-02 16:30\n2026-12-03 10:00";
    let fields = tournament_fields("Schedule Cup", "swiss", &[("schedule", schedule), ("version", &version)]);
    assert_eq!(admin.submit(&edit, &edit, &fields).await.status(), StatusCode::SEE_OTHER);
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    let logged = "Round schedule changed from round 1: 2026-12-01 15:00; round 2: 2026-12-02 15:00 \
                  to round 1: 2026-12-01 15:00; round 2: 2026-12-02 16:30; round 3: 2026-12-03 10:00";
    assert!(audit.contains(logged), "{audit}");
    admin.get("/lang/ru?next=/").await;
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("Расписание туров: было 1-й тур: 2026-12-01 15:00; 2-й тур: 2026-12-02 15:00, стало"));
    admin.get("/lang/en?next=/").await;
    // Saved again unchanged: nothing more logged.
    let version = html::value_after(&admin.page(&edit).await, r#"name="version" value=""#).unwrap();
    let fields = tournament_fields("Schedule Cup", "swiss", &[("schedule", schedule), ("version", &version)]);
    assert_eq!(admin.submit(&edit, &edit, &fields).await.status(), StatusCode::SEE_OTHER);
    assert_eq!(admin.page(&format!("/t/{tid}/audit")).await.matches("Round schedule changed").count(), 1);
}

async fn health_answers_head_and_the_control_reads_back(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let get = admin.get("/health").await;
    let head = admin.client.head(format!("{}/health", admin.base)).send().await.unwrap();
    assert_eq!(head.status(), get.status());
    assert_eq!(head.status(), StatusCode::OK);
    for header in ["content-type", "cache-control"] {
        assert_eq!(head.headers().get(header), get.headers().get(header), "{header}");
    }
    assert!(head.bytes().await.unwrap().is_empty(), "no body");
    assert!(get.text().await.unwrap().contains("\"ok\""));
    // The read-back the settings form's script shows as one types, in the visitor's language.
    assert_eq!(read_back(&admin, "90%2F30").await, "Read as: 90 moves in 30 min, rapid.");
    let refused = read_back(&admin, "90%2Bx").await;
    assert!(refused.starts_with("Not a time control:"), "{refused}");
    assert_eq!(read_back(&admin, "").await, "");
    admin.get("/lang/ru?next=/").await;
    let russian = read_back(&admin, "3%2B2").await;
    assert!(russian.contains("блиц"), "{russian}");
}

/// What the read-back says of a control (typed URL-encoded).
async fn read_back(b: &Browser, tc: &str) -> String {
    b.page(&format!("/time-control/reading?tc={tc}")).await
}

/// Enters a result on every board of a round.
async fn finish_round(admin: &Browser, tid: i32, round: u32) {
    for line in board_lines(&admin.page(&format!("/t/{tid}/round/{round}")).await).iter().filter(|l| l.black.is_some())
    {
        assert_eq!(set_result(admin, tid, round, line, "1-0").await.status(), StatusCode::SEE_OTHER);
    }
}

/// Pairs the next round of a Swiss and publishes it.
async fn play_round(admin: &Browser, tid: i32, round: u32) {
    pair(admin, tid).await;
    let path = format!("/t/{tid}/round/{round}");
    let res = admin.submit(&path, &format!("{path}/publish"), &[("confirm", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "round {round} published");
}

async fn the_list_says_where_each_event_is(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let fields = tournament_fields("Short Swiss", "swiss", &[("rounds", "2")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    for k in 0..4 {
        add_player(&admin, tid, &format!("P{k}"), 2000 + k, "").await;
    }
    let visitor = app.browser();
    let state = |page: String| {
        let item = page.split("Short Swiss").nth(1).unwrap().split("</li>").next().unwrap().to_string();
        html::text(item.split(r#"class="state">"#).nth(1).unwrap())
    };
    assert_eq!(state(visitor.page("/").await), "Not started");
    play_round(&admin, tid, 1).await;
    assert_eq!(state(visitor.page("/").await), "Round 1 of 2 in play");
    finish_round(&admin, tid, 1).await;
    assert_eq!(state(visitor.page("/").await), "After round 1 of 2");
    visitor.get("/lang/ru?next=/").await;
    assert_eq!(state(visitor.page("/").await), "После 1-го тура из 2");
    play_round(&admin, tid, 2).await;
    assert_eq!(state(visitor.page("/").await), "Идёт 2-й тур из 2");
    finish_round(&admin, tid, 2).await;
    assert_eq!(state(visitor.page("/").await), "Завершён");
}

on_both_backends!(
    a_player_is_registered_once,
    sign_in_returns_to_the_page,
    grid_errors_point_at_the_board,
    schedule_changes_are_logged,
    health_answers_head_and_the_control_reads_back,
    the_list_says_where_each_event_is,
);

/// The two-tab conflict on the result grid at 1280 and 390 px: the message
/// is above the table, which keeps Black on screen; on the round page the
/// message stays inside the page's width; the settings form reads
/// the time control back as one types.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_grid_conflict_keeps_the_table_and_the_control_reads_as_typed() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Conflict", "rr").await;
    for k in 0..6 {
        let name = format!("Константинопольский-Разумовский {k}, Александр Вячеславович");
        add_player(&admin, tid, &name, 2000 + k, "").await;
    }
    pair(&admin, tid).await;
    let base = format!("http://{}", app.addr);
    let browser = signed_in_admin(&base).await;
    for width in [1280, 390] {
        browser.set_viewport(width, 900).await;
        browser.goto(&format!("{base}/t/{tid}/round/1/results")).await;
        // Someone else enters board 1 meanwhile.
        let lines = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
        let other = if width == 1280 { "1-0" } else { "0-1" };
        assert_eq!(set_result(&admin, tid, 1, &lines[0], other).await.status(), StatusCode::SEE_OTHER);
        let first =
            "const i = document.querySelector('table.grid-results input[name^=r]'); i.value = ''; i.focus(); return 0";
        browser.script(first).await;
        browser.keys("=\u{E007}").await;
        let reported = browser.wait_for("was changed by someone else").await;
        assert!(reported, "{width} px: the conflict reported: {}", browser.source().await);
        let fits = browser
            .script(
                "const t = document.querySelector('table.grid-results').getBoundingClientRect(); \
                 const black = document.querySelector('table.grid-results thead th:last-child').getBoundingClientRect(); \
                 return t.right <= window.innerWidth && black.right <= window.innerWidth \
                   && document.documentElement.scrollWidth <= window.innerWidth",
            )
            .await;
        assert_eq!(fits, true, "{width} px: the table and Black stay on screen");
        let outside = browser
            .script(
                "return !document.querySelector('table.grid-results .grid-problems, table.grid-results [role=alert]')",
            )
            .await;
        assert_eq!(outside, true, "{width} px: the message is outside the table");
        if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
            std::fs::write(format!("{dir}/grid-conflict-{width}.png"), browser.screenshot().await).unwrap();
        }
    }
    // The same race on the round page: the message in the board's row wraps
    // inside the table, which stays within the page.
    for (width, other) in [(1280, "1-0"), (390, "0-1")] {
        browser.set_viewport(width, 900).await;
        browser.goto(&format!("{base}/t/{tid}/round/1")).await;
        let line = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await).remove(1);
        assert_eq!(set_result(&admin, tid, 1, &line, other).await.status(), StatusCode::SEE_OTHER);
        let draw = format!(
            "const s = document.querySelector('#b{} select[name=result]'); \
             s.value = [...s.options].find(o => o.textContent.trim() === '½-½').value; s.form.submit(); return 0",
            line.id
        );
        browser.script(&draw).await;
        assert!(browser.wait_for("Another arbiter changed this result").await, "{width} px: the conflict reported");
        let width_used = browser.script("return document.documentElement.scrollWidth").await;
        assert!(width_used.as_i64().unwrap() <= width, "{width} px: the page is {width_used} px wide");
        if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
            std::fs::write(format!("{dir}/round-conflict-{width}.png"), browser.screenshot().await).unwrap();
        }
    }
    // The read-back follows the typing, before the form is sent.
    browser.set_viewport(1280, 900).await;
    browser.goto(&format!("{base}/tournaments/new")).await;
    browser.script("const i = document.querySelector('input[name=time_control]'); i.value = ''; return 0").await;
    browser.type_into("input[name=time_control]", "3+2").await;
    let mut read = String::new();
    for _ in 0..50 {
        read =
            browser.script("return document.getElementById('tc-reading').textContent").await.as_str().unwrap().into();
        if read.contains("blitz") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(read.starts_with("Read as:") && read.contains("blitz"), "{read}");
    let shown = browser.displayed("#tc-reading").await;
    assert!(shown, "the reading is shown");
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        std::fs::write(format!("{dir}/time-control-reading.png"), browser.screenshot().await).unwrap();
    }
}
