//! Issue 36, item 3, over HTTP on SQLite and PostgreSQL: where the event
//! allows it, a team's captain enters the team's line-up through the
//! team's secret captain link, without an account. The link answers only
//! while the setting is on, a wrong or renewed link is a missing page, the
//! captain's line-up goes through the arbiter's checks (roster order, the
//! match's version) and shows on the arbiter's Matches page, and once a
//! result of the match is in the line-up stays.

use crate::common::flows::{first_team, line_up_choices as roster_choices, set_captains, team_event};
use crate::common::{Browser, TestApp, html, location, refused};
use reqwest::StatusCode;

/// A two-team event of four boards (five players a team), round 1 proposed.
async fn two_teams_paired(admin: &Browser, name: &str) -> i32 {
    let tid = team_event(admin, name, 2, 5).await;
    let round = format!("/t/{tid}/matches/1");
    let res = admin.submit(&round, &format!("/t/{tid}/matches/pair"), &[("round", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "round 1 proposed");
    tid
}

/// A captain's line-up form: `round`, `version` as shown, and the players
/// on boards 1 to 4 (empty: none).
fn line_up(page: &str, players: [&str; 4]) -> Vec<(&'static str, String)> {
    let field = |name: &str| html::value_after(page, &format!(r#"name="{name}" value=""#)).unwrap();
    let mut form = vec![("round", field("round")), ("version", field("version"))];
    for (name, player) in ["b1", "b2", "b3", "b4"].into_iter().zip(players) {
        form.push((name, player.to_string()));
    }
    form
}

/// The events' name.
const NAME: &str = "Captains";

/// A page with a form, for an anonymous visitor's CSRF token.
const TOKEN_PAGE: &str = "/login";

/// Sends the captain's form of page `link`.
async fn send(captain: &Browser, link: &str, form: &[(&'static str, String)]) -> reqwest::Response {
    let fields: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    captain.submit(TOKEN_PAGE, &format!("{link}/line-up"), &fields).await
}

async fn the_captain_link_answers_only_while_captains_enter_line_ups(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = two_teams_paired(&admin, NAME).await;
    let captain = app.browser();
    assert_eq!(first_team(&admin, tid).await.1, None, "no link shown while the setting is off");

    set_captains(&admin, tid, NAME, true).await;
    let (team, link) = first_team(&admin, tid).await;
    let link = link.expect("the captain link on the Teams page");
    let shown = admin.page(&format!("/t/{tid}/teams")).await;
    assert!(shown.contains(&format!(">http://{}{link}</a>", app.addr)), "the full address, to pass on");
    assert!(captain.page(&link).await.contains(r#"id="captain-line-up""#), "the captain's form");
    // The arbiter's proposed round says the captains already see it (issue 52, item 14).
    let proposed = html::text(&admin.page(&format!("/t/{tid}/matches/1")).await);
    assert!(proposed.contains("The captains' links already show their team's match"), "{proposed}");
    assert_eq!(captain.get(&format!("/t/{tid}/captain/not-a-token")).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(app.browser().get(&format!("/t/{tid}/teams")).await.status(), StatusCode::OK);
    assert!(!app.browser().get(&format!("/t/{tid}/teams")).await.text().await.unwrap().contains("/captain/"));

    // Off again (a proposed round does not hold the setting): the link is a missing page.
    set_captains(&admin, tid, NAME, false).await;
    assert!(!admin.page(&format!("/t/{tid}/matches/1")).await.contains("already show their team"), "no captains");
    assert_eq!(captain.get(&link).await.status(), StatusCode::NOT_FOUND);
    let page = captain.page(TOKEN_PAGE).await;
    let fields = [("csrf", html::csrf(&page)), ("round", "1".into()), ("version", "1".into())];
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    assert_eq!(captain.post(&format!("{link}/line-up"), &fields).await.status(), StatusCode::NOT_FOUND);

    // A new link stops the old one.
    set_captains(&admin, tid, NAME, true).await;
    assert_eq!(captain.get(&link).await.status(), StatusCode::OK);
    let teams = format!("/t/{tid}/teams");
    let res = admin.submit(&teams, &format!("/t/{tid}/teams/{team}/captain-link"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&res), format!("/t/{tid}/teams#team-{team}"));
    let renewed = first_team(&admin, tid).await.1.unwrap();
    assert_ne!(renewed, link);
    assert_eq!(captain.get(&link).await.status(), StatusCode::NOT_FOUND, "the old link is dead");
    assert_eq!(captain.get(&renewed).await.status(), StatusCode::OK);
    // Only the event's arbiters renew a link.
    let res = captain.submit(TOKEN_PAGE, &format!("/t/{tid}/teams/{team}/captain-link"), &[]).await;
    assert!(res.status().is_client_error() || res.status() == StatusCode::SEE_OTHER, "{}", res.status());
    assert_eq!(captain.get(&renewed).await.status(), StatusCode::OK, "a visitor renews nothing");
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("New captain link for Club "), "renewal logged");
}

/// Two teams paired, captains entering line-ups: the arbiter, the event,
/// the first team's captain link, and the captain's browser.
async fn a_captains_link(app: &TestApp) -> (Browser, i32, String, Browser) {
    let admin = app.admin().await;
    let tid = two_teams_paired(&admin, NAME).await;
    set_captains(&admin, tid, NAME, true).await;
    let link = first_team(&admin, tid).await.1.unwrap();
    (admin, tid, link, app.browser())
}

async fn a_captain_enters_the_line_up_the_arbiter_then_sees(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let (admin, tid, link, captain) = a_captains_link(&app).await;
    let page = captain.page(&link).await;
    assert!(page.contains(r#"<meta name="viewport""#), "the base layout, for a phone");
    let roster = roster_choices(&page);
    assert_eq!(roster.len(), 5);
    // By default the first four of the roster play.
    assert!(page.contains(&format!(r#"<option value="{}" selected>"#, roster[0].0)));
    assert!(!page.contains(&format!(r#"<option value="{}" selected>"#, roster[4].0)), "the reserve sits out");

    // Out of roster order: refused with the reason, on the captain's page.
    let out_of_order = line_up(&page, [&roster[1].0, &roster[0].0, &roster[2].0, &roster[3].0]);
    let res = send(&captain, &link, &out_of_order).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page_again = res.text().await.unwrap();
    assert!(page_again.contains("keeps the roster order"), "{page_again}");
    assert!(page_again.contains(r#"id="captain-message""#));

    // The reserve plays board 4 instead of the fourth player.
    let chosen = line_up(&page, [&roster[0].0, &roster[1].0, &roster[2].0, &roster[4].0]);
    let res = send(&captain, &link, &chosen).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(captain.page(&location(&res)).await.contains("The line-up is saved."));
    let matches = admin.page(&format!("/t/{tid}/matches/1")).await;
    let seated = |name: &str| matches.contains(&format!(r#"<td class="name">{name}</td>"#));
    assert!(seated(&roster[4].1), "the arbiter's page seats the reserve");
    assert!(!seated(&roster[3].1), "not the fourth player");

    // A form read before that change (the match's old version) is refused.
    let stale = line_up(&page, [&roster[0].0, &roster[1].0, &roster[3].0, &roster[4].0]);
    assert_eq!(send(&captain, &link, &stale).await.status(), StatusCode::CONFLICT);
    // Not a number: refused (400, shown as the app shows a refused form).
    let mut bad = line_up(&page, [&roster[0].0, "", "", ""]);
    bad[1].1 = "x".into();
    refused(&captain, send(&captain, &link, &bad).await).await;

    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("captain of Club "), "the captain is the author");
    assert!(audit.contains("The captain set the line-up of Club "), "{audit}");
}

async fn a_captain_cannot_change_a_line_up_once_a_result_is_in(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = two_teams_paired(&admin, NAME).await;
    set_captains(&admin, tid, NAME, true).await;
    let round = format!("/t/{tid}/matches/1");
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let link = first_team(&admin, tid).await.1.unwrap();
    let captain = app.browser();
    let before = captain.page(&link).await;
    assert!(before.contains(r#"id="captain-line-up""#), "a published round before its results");

    // A result on board 1.
    let matches = admin.page(&round).await;
    let select = &matches[matches.find(r#"<select name="r"#).unwrap() + r#"<select name="r"#.len()..];
    let board = select[..select.find('"').unwrap()].to_string();
    let version = html::value_after(&matches, &format!(r#"name="v{board}" value=""#)).unwrap();
    let fields = [(format!("r{board}"), "1".to_string()), (format!("v{board}"), version)];
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    assert_eq!(admin.submit(&round, &format!("{round}/results"), &fields).await.status(), StatusCode::SEE_OTHER);

    let after = captain.page(&link).await;
    assert!(!after.contains(r#"id="captain-line-up""#), "no form once a result is in");
    assert!(after.contains("has a result or a recorded game"), "{after}");
    let roster = roster_choices(&before);
    let form = line_up(&before, [&roster[0].0, &roster[1].0, &roster[2].0, &roster[4].0]);
    let res = send(&captain, &link, &form).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("has a result or a recorded game"));
}

/// Issue 52, item 11: once the event is archived the captain's page says
/// so instead of offering the line-up form, and a form sent before is refused.
async fn a_captain_sees_why_an_archived_event_takes_no_line_up(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let (admin, tid, link, captain) = a_captains_link(&app).await;
    let before = captain.page(&link).await;
    assert!(before.contains(r#"id="captain-line-up""#), "the form while the event runs");
    let remove = format!("/t/{tid}/remove");
    let res = admin.submit(&remove, &format!("/t/{tid}/archive"), &[("confirm_name", NAME)]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "archived");
    let after = captain.page(&link).await;
    assert!(!after.contains(r#"id="captain-line-up""#), "no form once archived");
    assert!(after.contains("This tournament is archived and read-only"), "{after}");
    let roster = roster_choices(&before);
    let form = line_up(&before, [&roster[0].0, &roster[1].0, &roster[2].0, &roster[4].0]);
    let res = send(&captain, &link, &form).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("This tournament is archived and read-only"));
}

on_both_backends!(
    the_captain_link_answers_only_while_captains_enter_line_ups,
    a_captain_enters_the_line_up_the_arbiter_then_sees,
    a_captain_cannot_change_a_line_up_once_a_result_is_in,
    a_captain_sees_why_an_archived_event_takes_no_line_up
);
