//! Issue 36, items 1 and 2, over HTTP on SQLite and PostgreSQL: an arbiter
//! makes a team event, enters four teams, builds their rosters in board
//! order (a button pressed twice, a stale page), withdraws a team; a
//! visitor reads the teams but writes nothing, nor does an arbiter of
//! another event; both languages.

use crate::common::flows::{TEAM_FIELDS, add_player, tournament_fields};
use crate::common::{Backend, Browser, TestApp, html, location, refused};
use reqwest::StatusCode;

/// The Teams page's section of a team.
fn section(page: &str, team: &str) -> String {
    let start = page.find(&format!(r#"id="team-{team}""#)).expect("the team's section");
    let rest = &page[start..];
    rest[..rest.find("</section>").unwrap()].to_string()
}

/// The version a team's forms carry.
fn version(page: &str, team: &str) -> String {
    html::value_after(&section(page, team), r#"name="version" value=""#).expect("a version")
}

/// The ids of the teams on the page, in TPN order.
fn team_ids(page: &str) -> Vec<String> {
    page.split(r#"<section class="team" id="team-"#).skip(1).map(|s| s[..s.find('"').unwrap()].to_string()).collect()
}

/// A registered player's id, from the roster form's choices.
fn player_id(page: &str, name: &str) -> String {
    let at = page.find(&format!(">{name} (")).unwrap_or_else(|| panic!("{name} offered"));
    let before = &page[..at];
    let start = before.rfind(r#"value=""#).unwrap() + 7;
    before[start..before[start..].find('"').unwrap() + start].to_string()
}

/// The names on a team's roster, in board order.
fn roster(page: &str, team: &str) -> Vec<String> {
    section(page, team).split(r#"<td class="name">"#).skip(1).map(|s| s[..s.find('<').unwrap()].to_string()).collect()
}

async fn enter_team(admin: &Browser, tid: i32, name: &str, captain: &str) -> reqwest::Response {
    let teams = format!("/t/{tid}/teams");
    let page = admin.page(&teams).await;
    let after = html::value_after(&page, r#"name="after" value=""#).unwrap();
    let fields = [("name", name), ("short_name", ""), ("federation", "rus"), ("captain", captain), ("after", &after)];
    admin.submit(&teams, &teams, &fields).await
}

async fn on_roster(admin: &Browser, tid: i32, team: &str, fields: &[(&str, &str)]) -> reqwest::Response {
    let teams = format!("/t/{tid}/teams");
    admin.submit(&teams, &format!("/t/{tid}/teams/{team}/roster"), fields).await
}

async fn an_arbiter_runs_the_teams_of_a_team_event(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    // A team event, from the tournament form.
    let mut fields = tournament_fields("Team Cup", "swiss", &[("rounds", "7")]);
    fields.extend(TEAM_FIELDS);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    assert!(admin.page(&format!("/t/{tid}")).await.contains(">0 teams</a>"));
    let edit = admin.page(&format!("/t/{tid}/edit")).await;
    assert!(edit.contains(r#"name="team_event" value="on" checked"#), "the form shows it a team event");
    assert!(edit.contains(r#"<option value="a" selected>type A colour preferences</option>"#));
    let teams = format!("/t/{tid}/teams");
    assert!(admin.page(&teams).await.contains("4 boards per match, type A colour preferences, match points first."));

    // Sixteen players, four teams.
    for i in 0..16 {
        add_player(&admin, tid, &format!("Player {i:02}"), 2400 - 10 * i, "").await;
    }
    for (name, captain) in [("Kazan", "Ivanov"), ("Perm", ""), ("Omsk", ""), ("Tver", "")] {
        let res = enter_team(&admin, tid, name, captain).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "{name}");
    }
    // The form sent twice: one team, back to the list.
    let page = admin.page(&teams).await;
    let stale_after = html::value_after(&page, r#"name="after" value=""#).unwrap();
    let again = [("name", "Ufa"), ("federation", ""), ("captain", ""), ("after", &stale_after)];
    assert_eq!(admin.submit(&teams, &teams, &again).await.status(), StatusCode::SEE_OTHER);
    assert_eq!(admin.submit(&teams, &teams, &again).await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&teams).await;
    assert_eq!(page.matches(">Ufa</a>").count(), 1, "entered once");
    // A name taken, an empty one: the page again with the reason.
    let res = enter_team(&admin, tid, "kazan", "").await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("A team named Kazan is entered already."));
    let res = enter_team(&admin, tid, " ", "").await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("The team needs a name."));
    // The page again with what was typed and the reason (issue 52, item 6).
    let res = enter_team(&admin, tid, "Bad\u{1}Name", "").await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let back = res.text().await.unwrap();
    assert!(back.contains("U+0001") && back.contains("“name”"), "the control character and field named: {back}");
    assert!(back.contains(r#"value="rus""#), "what was typed is kept: {back}");
    assert!(!admin.page(&teams).await.contains(">Bad"), "nothing entered");

    let ids = team_ids(&page);
    assert_eq!(ids.len(), 5);
    assert!(html::text(&section(&page, &ids[0])).contains("1. Kazan") && section(&page, &ids[0]).contains("RUS"));
    // Rosters: players 0-3 for Kazan, 4-7 for Perm, and so on.
    for (t, team) in ids[..4].iter().enumerate() {
        for i in 0..4 {
            let page = admin.page(&teams).await;
            let player = player_id(&page, &format!("Player {:02}", 4 * t + i));
            let v = version(&page, team);
            let res = on_roster(&admin, tid, team, &[("op", "add"), ("player", &player), ("version", &v)]).await;
            assert_eq!(res.status(), StatusCode::SEE_OTHER);
            assert_eq!(location(&res), format!("/t/{tid}/teams#team-{team}"));
        }
    }
    let page = admin.page(&teams).await;
    let kazan = &ids[0];
    assert_eq!(roster(&page, kazan), ["Player 00", "Player 01", "Player 02", "Player 03"]);
    assert!(section(&page, kazan).contains("Strength 2385"), "the mean of 2400, 2390, 2380, 2370");
    assert!(section(&page, &ids[3]).contains("Strength 2265"));

    // Board 4 moves up; the same button pressed again moves nothing more.
    let p3 = html::value_after(section(&page, kazan).split("Player 03").nth(1).unwrap(), r#"name="player" value=""#)
        .unwrap();
    let v = version(&page, kazan);
    let up = [("op", "up"), ("player", p3.as_str()), ("place", "4"), ("version", v.as_str())];
    assert_eq!(on_roster(&admin, tid, kazan, &up).await.status(), StatusCode::SEE_OTHER);
    assert_eq!(on_roster(&admin, tid, kazan, &up).await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&teams).await;
    assert_eq!(roster(&page, kazan), ["Player 00", "Player 01", "Player 03", "Player 02"]);
    // A second arbiter's page, read before the move: refused, nothing changed.
    let stale = [("op", "remove"), ("player", p3.as_str()), ("place", "3"), ("version", v.as_str())];
    let res = on_roster(&admin, tid, kazan, &stale).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("Someone else changed this team meanwhile"));
    assert_eq!(roster(&admin.page(&teams).await, kazan).len(), 4);
    // A player of another team is refused.
    let page = admin.page(&teams).await;
    let perm_player = html::value_after(&section(&page, &ids[1]), r#"name="player" value=""#).unwrap();
    let v = version(&page, kazan);
    let res = on_roster(&admin, tid, kazan, &[("op", "add"), ("player", &perm_player), ("version", &v)]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("That player is on the roster of Perm."));
    // Bad input: sent back with the reason (a 4xx or the page with its message), never a 500.
    for bad in [[("op", "jump"), ("player", "1"), ("version", "1")], [("op", "add"), ("player", "x"), ("version", "1")]]
    {
        refused(&admin, on_roster(&admin, tid, kazan, &bad).await).await;
        assert_eq!(roster(&admin.page(&teams).await, kazan).len(), 4);
    }
    let res = on_roster(&admin, tid, kazan, &[("op", "add"), ("player", "99999"), ("version", &v)]).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);

    // Tver withdrawn from round 2; too early a round is refused.
    let tver = &ids[3];
    let v = version(&page, tver);
    let withdraw = format!("/t/{tid}/teams/{tver}/withdraw");
    let res = admin.submit(&teams, &withdraw, &[("from_round", "0"), ("version", &v)]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("from round 1 to 7"));
    let res = admin.submit(&teams, &withdraw, &[("from_round", "2"), ("version", &v)]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&teams).await;
    assert!(section(&page, tver).contains("withdrawn from round 2"));
    // The captain edited.
    let v = version(&page, kazan);
    let edit =
        [("name", "Kazan"), ("short_name", "KZN"), ("federation", "RUS"), ("captain", "Petrov"), ("version", &v)];
    let res = admin.submit(&teams, &format!("/t/{tid}/teams/{kazan}/edit"), &edit).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&teams).await;
    assert!(
        html::text(&section(&page, kazan)).contains("1. Kazan (KZN)")
            && section(&page, kazan).contains("captain Petrov")
    );
    // The audit log words each change.
    let log = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(log.contains("Team Kazan entered with team pairing number 1"), "{log}");
    assert!(log.contains("Team Tver withdrawn from round 2 on"));
    assert!(log.contains("Roster of Kazan in board order: Player 00, Player 01, Player 03, Player 02"));

    // In Russian.
    admin.get("/lang/ru?next=/").await;
    let ru = admin.page(&teams).await;
    assert!(ru.contains("5 команд") && ru.contains("Сила 2385") && ru.contains("выбыла с 2-го тура"), "{ru}");
    admin.get("/lang/en?next=/").await;

    // A visitor reads the teams, with no form; writes nothing.
    let visitor = app.browser();
    let page = visitor.page(&teams).await;
    assert!(html::text(&page).contains("1. Kazan (KZN)") && page.contains("Player 03"));
    assert!(!page.contains("/roster") && !page.contains(r#"name="version""#), "no arbiter's form");
    let v = version(&admin.page(&teams).await, kazan);
    let remove = format!("/t/{tid}/teams/{kazan}/roster");
    let res = visitor.submit("/login", &remove, &[("op", "remove"), ("player", &p3), ("version", &v)]).await;
    assert!(location(&res).starts_with("/login"), "sign in first: {}", res.status());
    let res = visitor.post(&teams, &[("name", "Sneaky")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN, "no CSRF token");
    // An arbiter of another event may not write here either.
    let fields = [("username", "bob"), ("password", "password-1"), ("password2", "password-1"), ("role", "arbiter")];
    assert_eq!(admin.submit("/admin/users", "/admin/users", &fields).await.status(), StatusCode::SEE_OTHER);
    let bob = app.browser();
    bob.login("bob", "password-1").await;
    assert!(!bob.page(&teams).await.contains("/roster"));
    for (path, fields) in [
        (teams.clone(), vec![("name", "Sneaky"), ("after", "0")]),
        (
            format!("/t/{tid}/teams/{kazan}/roster"),
            vec![("op", "remove"), ("player", p3.as_str()), ("version", v.as_str())],
        ),
        (format!("/t/{tid}/teams/{kazan}/withdraw"), vec![("from_round", "3"), ("version", v.as_str())]),
        (format!("/t/{tid}/teams/{kazan}/edit"), vec![("name", "Mine"), ("version", v.as_str())]),
    ] {
        assert_eq!(bob.submit(&teams, &path, &fields).await.status(), StatusCode::FORBIDDEN, "{path}");
    }
    let page = admin.page(&teams).await;
    assert!(!page.contains("Sneaky") && !page.contains("Mine") && roster(&page, kazan).len() == 4);
    assert!(!section(&page, kazan).contains("withdrawn"));
}

async fn an_individual_event_has_no_teams_and_team_settings_are_checked(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let res = admin.submit("/tournaments/new", "/tournaments/new", &tournament_fields("Solo", "rr", &[])).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    let teams = format!("/t/{tid}/teams");
    assert!(admin.page(&teams).await.contains("This tournament is not a team event."));
    assert!(!admin.page(&format!("/t/{tid}")).await.contains("teams-link"));
    let res = admin.submit(&teams, &teams, &[("name", "Kazan"), ("after", "0")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("This tournament is not a team event."));
    // Out-of-bounds settings: the form again with the reason.
    let mut fields = tournament_fields("Team Cup", "swiss", &[]);
    fields.extend(TEAM_FIELDS);
    let bad: Vec<_> = fields.iter().map(|&(k, v)| if k == "team_boards" { (k, "0") } else { (k, v) }).collect();
    let res = admin.submit("/tournaments/new", "/tournaments/new", &bad).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("Boards per match: from 1 to 20."));
    // The edit form makes the event a team event while no round is paired.
    let edit = format!("/t/{tid}/edit");
    let page = admin.page(&edit).await;
    let v = html::value_after(&page, r#"name="version" value=""#).unwrap();
    let mut fields = tournament_fields("Solo", "rr", &[("version", v.as_str()), ("team_version", "0")]);
    fields.extend(TEAM_FIELDS);
    assert_eq!(admin.submit(&edit, &edit, &fields).await.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&teams).await.contains("4 boards per match"));
}

on_both_backends!(
    an_arbiter_runs_the_teams_of_a_team_event,
    an_individual_event_has_no_teams_and_team_settings_are_checked
);
