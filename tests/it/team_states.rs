//! Issue 36 in the states a tournament day brings, over HTTP on SQLite and
//! PostgreSQL: two arbiters setting one line-up at once (and a button
//! pressed twice), an arbiter of another event on every team route that
//! writes or shows a proposed round, and teams tied across a rank boundary
//! in the team standings.

use crate::common::flows::{
    confirm_csv, draw_team_round, first_team, line_up_choices, set_captains, team_event, team_round_sections,
};
use crate::common::{Backend, Browser, TestApp, html};
use reqwest::StatusCode;

/// Makes an arbiter account `name` and signs it in.
async fn arbiter_account(app: &TestApp, admin: &Browser, name: &str) -> Browser {
    let fields = [("username", name), ("password", "password-1"), ("password2", "password-1"), ("role", "arbiter")];
    assert_eq!(admin.submit("/admin/users", "/admin/users", &fields).await.status(), StatusCode::SEE_OTHER);
    let arbiter = app.browser();
    arbiter.login(name, "password-1").await;
    arbiter
}

/// Pairs round 1 of team event `tid` (a proposal) and returns its page's path.
async fn propose_round_1(admin: &Browser, tid: i32) -> String {
    let round = format!("/t/{tid}/matches/1");
    let res = admin.submit(&round, &format!("/t/{tid}/matches/pair"), &[("round", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "round 1 proposed");
    round
}

/// The first line-up form of a round's page: the team, the match's version
/// as the form carries it, and the form.
fn first_line_up(page: &str) -> (String, String, String) {
    let form = page.split(r#"<details class="line-up">"#).nth(1).expect("a line-up form");
    let form = &form[..form.find("</details>").unwrap()];
    let value = |name: &str| html::value_after(form, &format!(r#"name="{name}" value=""#)).unwrap();
    (value("team"), value("version"), form.to_string())
}

/// A line-up form's fields: the team, the version, the players of boards 1 to 4.
fn line_up_form<'a>(team: &'a str, version: &'a str, players: [&'a str; 4]) -> Vec<(&'a str, &'a str)> {
    let mut fields = vec![("team", team), ("version", version)];
    fields.extend(["b1", "b2", "b3", "b4"].into_iter().zip(players));
    fields
}

/// The chief arbiter and a deputy both open a proposed round and each
/// changes the same team's line-up from the page as read: the first one
/// saved stands; the second is refused (409) with the reason and the page
/// as it now stands; the first one's button pressed again changes nothing
/// and logs nothing.
async fn two_arbiters_set_one_line_up_at_once(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = team_event(&admin, "Race", 2, 5).await;
    let round = propose_round_1(&admin, tid).await;
    let deputy = arbiter_account(&app, &admin, "deputy").await;
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/arbiters"), &[("username", "deputy")]).await;
    assert_eq!(res.status(), StatusCode::OK, "deputy named");

    let (team, version, form) = first_line_up(&admin.page(&round).await);
    assert_eq!(first_line_up(&deputy.page(&round).await).1, version, "both read the same match");
    let roster = line_up_choices(&form);
    let ids: Vec<&str> = roster.iter().map(|(id, _)| id.as_str()).collect();
    let chiefs = line_up_form(&team, &version, [ids[0], ids[1], ids[2], ids[4]]);
    let deputys = line_up_form(&team, &version, [ids[0], ids[1], ids[3], ids[4]]);
    let send = format!("{round}/line-up");
    assert_eq!(admin.submit(&round, &send, &chiefs).await.status(), StatusCode::SEE_OTHER, "the chief's saved");
    let res = deputy.submit(&round, &send, &deputys).await;
    assert_eq!(res.status(), StatusCode::CONFLICT, "the deputy's form is stale");
    let page = res.text().await.unwrap();
    assert!(html::text(&page).contains("changed this team meanwhile"), "the reason is said");
    let seated = |page: &str, k: usize| page.contains(&format!(r#"<td class="name">{}</td>"#, roster[k].1));
    assert!(seated(&page, 2) && seated(&page, 4) && !seated(&page, 3), "the page shows the chief's line-up");

    // The chief's button pressed twice: the same line-up, nothing new.
    assert_eq!(admin.submit(&round, &send, &chiefs).await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&round).await;
    assert!(seated(&page, 2) && seated(&page, 4) && !seated(&page, 3), "still the chief's line-up");
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert_eq!(audit.matches("Line-up of Club ").count(), 1, "one change logged: {audit}");
}

/// An arbiter of another event writes nothing through any team route,
/// does not see the proposed round nor the captains' links, and nothing
/// changes.
async fn an_arbiter_of_another_event_writes_nothing(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let name = "Guarded";
    let tid = team_event(&admin, name, 3, 5).await;
    set_captains(&admin, tid, name, true).await;
    let round = propose_round_1(&admin, tid).await;
    let (team, link) = first_team(&admin, tid).await;
    let link = link.expect("a captain link");
    let before = admin.page(&round).await;
    let (_, version, _) = first_line_up(&before);
    let stamp = html::value_after(&before, r#"name="stamp" value=""#).expect("the swap form");

    let bob = arbiter_account(&app, &admin, "bob").await;
    assert_eq!(bob.get(&round).await.status(), StatusCode::NOT_FOUND, "a proposed round is not shown");
    let teams = bob.page(&format!("/t/{tid}/teams")).await;
    assert!(!teams.contains("/captain/"), "no captain link shown");
    let t = format!("/t/{tid}");
    let writes: Vec<(String, Vec<(&str, &str)>)> = vec![
        (format!("{t}/matches/pair"), vec![("round", "1")]),
        (format!("{round}/publish"), vec![]),
        (format!("{round}/discard"), vec![]),
        (format!("{round}/take-back"), vec![]),
        (format!("{round}/swap"), vec![("first", "1"), ("second", "2"), ("stamp", &stamp)]),
        (format!("{round}/line-up"), vec![("team", &team), ("version", &version), ("b1", "")]),
        (format!("{round}/forfeit"), vec![("match", "1"), ("version", "1"), ("forfeit", "both")]),
        (format!("{round}/results"), vec![]),
        (format!("{t}/teams/{team}/captain-link"), vec![]),
        (format!("{t}/team-standings/tiebreaks"), vec![("tiebreaks", "BH"), ("version", "1")]),
    ];
    for (path, fields) in &writes {
        assert_eq!(bob.submit("/", path, fields).await.status(), StatusCode::FORBIDDEN, "{path}");
    }
    let csrf = html::csrf(&bob.page("/").await);
    let csv = "name,team\nSneaky,Club 09\n";
    let preview = reqwest::multipart::Form::new().text("csrf", csrf.clone()).text("csv", csv);
    let res = bob.client.post(format!("{}{t}/players/import", bob.base)).multipart(preview).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN, "the import's preview");
    assert_eq!(confirm_csv(&bob, tid, &csrf, csv).await.status(), StatusCode::FORBIDDEN, "the import");
    let after = admin.page(&round).await;
    assert_eq!(team_round_sections(&after), team_round_sections(&before), "the proposal is as it was");
    assert_eq!(first_team(&admin, tid).await.1, Some(link.clone()), "the captain link is as it was");
    assert!(!admin.page(&format!("{t}/players")).await.contains("Sneaky"), "no player imported");
    assert!(!admin.page(&format!("{t}/audit")).await.contains("bob"), "nothing logged by bob");
}

/// A standings row: the rank and the values of the columns after the name.
fn standings_rows(page: &str) -> Vec<(u32, Vec<String>)> {
    let body = &page[page.find("<tbody>").unwrap()..page.find("</tbody>").unwrap()];
    body.split("<tr>")
        .skip(1)
        .map(|row| {
            let cells: Vec<String> =
                row.split("<td").skip(1).map(|c| html::text(&c[c.find('>').unwrap() + 1..])).collect();
            (cells[0].parse().unwrap(), cells[3..].to_vec())
        })
        .collect()
}

/// Teams equal on every column share their rank, and the team after them
/// has the rank its place gives (1, 2, 2, 4): round 1 with one match won
/// on board 1 and the other drawn on every board, whose two teams are
/// equal on everything. The page and its CSV agree.
async fn tied_teams_share_their_rank(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = team_event(&admin, "Ties", 4, 4).await;
    let round = propose_round_1(&admin, tid).await;
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    draw_team_round(&admin, tid, 1).await;
    let page = admin.page(&round).await;
    let first = &team_round_sections(&page)[0];
    let id = html::value_after(first, r#"<select name="r"#).unwrap();
    let version = html::value_after(first, &format!(r#"name="v{id}" value=""#)).unwrap();
    let fields = [(format!("r{id}"), "1".to_string()), (format!("v{id}"), version)];
    let fields: Vec<(&str, &str)> = fields.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(admin.submit(&round, &format!("{round}/results"), &fields).await.status(), StatusCode::SEE_OTHER);

    let standings = format!("/t/{tid}/team-standings");
    let rows = standings_rows(&app.browser().page(&standings).await);
    assert_eq!(rows.len(), 4);
    for (k, (rank, values)) in rows.iter().enumerate() {
        let tied_above = k > 0 && rows[k - 1].1 == *values;
        let expected = if tied_above { rows[k - 1].0 } else { k as u32 + 1 };
        assert_eq!(*rank, expected, "row {} of {rows:?}", k + 1);
    }
    assert_eq!(rows.iter().map(|x| x.0).collect::<Vec<_>>(), [1, 2, 2, 4], "{rows:?}");
    let csv = app.browser().page(&format!("{standings}.csv")).await;
    let ranks: Vec<u32> = csv.lines().skip(1).map(|l| l.split(',').next().unwrap().parse().unwrap()).collect();
    assert_eq!(ranks, [1, 2, 2, 4], "the CSV ranks as the page");
}

on_both_backends!(
    two_arbiters_set_one_line_up_at_once,
    an_arbiter_of_another_event_writes_nothing,
    tied_teams_share_their_rank
);
