//! Players of a team event imported from a CSV with a team column: each
//! joins its team's roster in the order of the file, a team not entered
//! yet is entered, and a refusal stores nothing.

use crate::common::flows::{confirm_csv, create_tournament, preview_csv, team_event_of};
use crate::common::{Backend, Browser, TestApp, html, refused};
use reqwest::StatusCode;

/// The roster table of the team named `name` on the Teams page, as text.
fn roster_of(page: &str, name: &str) -> String {
    let section = page
        .split(r#"<section class="team" id="team-"#)
        .skip(1)
        .find(|s| html::text(&s[..s.find("</h").unwrap_or(0)]).contains(name))
        .unwrap_or_else(|| panic!("no team {name} in {page}"));
    let table = &section[section.find(r#"class="roster""#).expect("a roster")..];
    html::text(&table[..table.find("</table>").unwrap()])
}

/// Whether `names` appear in `text` in this order.
fn in_order(text: &str, names: &[&str]) -> bool {
    let at: Vec<Option<usize>> = names.iter().map(|n| text.find(n)).collect();
    at.iter().all(Option::is_some) && at.windows(2).all(|w| w[0] < w[1])
}

/// Previews then confirms a CSV; returns the confirmation's response.
async fn import(admin: &Browser, tid: i32, csv: &str) -> reqwest::Response {
    let preview = preview_csv(admin, tid, csv.as_bytes()).await;
    let page = preview.text().await.unwrap();
    confirm_csv(admin, tid, &html::csrf(&page), csv).await
}

/// A team event's file: one team entered already (its two players stay
/// first), one new team entered by the import, names matched whatever
/// their case, and a player without a team left off every roster.
async fn a_team_column_fills_the_rosters_in_file_order(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = team_event_of(&admin, "Team Import", "swiss", 1, 2).await;
    let csv = "name,fide_rating,команда\n\
               \"Alpha, One\",2400,Club 01\n\
               \"Beta, Two\",2300,New Stars\n\
               \"Gamma, Three\",2200,club 01\n\
               \"Delta, Four\",2100,\n\
               \"Epsilon, Five\",2000,New Stars\n";
    let preview = preview_csv(&admin, tid, csv.as_bytes()).await;
    assert_eq!(preview.status(), StatusCode::OK);
    let page = preview.text().await.unwrap();
    assert!(page.contains("import-help-team") && page.contains("<th>Team</th>"), "{page}");
    assert!(html::text(&page).contains("New Stars"), "the preview shows each row's team");
    let res = confirm_csv(&admin, tid, &html::csrf(&page), csv).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);

    let teams = admin.page(&format!("/t/{tid}/teams")).await;
    let club = roster_of(&teams, "Club 01");
    assert!(in_order(&club, &["Player 01-1", "Player 01-2", "Alpha, One", "Gamma, Three"]), "{club}");
    let stars = roster_of(&teams, "New Stars");
    assert!(in_order(&stars, &["Beta, Two", "Epsilon, Five"]), "{stars}");
    for section in [&club, &stars] {
        assert!(!section.contains("Delta, Four"), "a player without a team is on no roster");
    }
    let players = admin.page(&format!("/t/{tid}/players")).await;
    assert!(players.contains("Delta, Four"), "but is registered");
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("New Stars"), "the team entered is logged");
}

/// A team's name longer than a name may be is refused on its row; a file
/// naming a new team while a proposed round waits is refused as a late
/// entry is, and none of its players is registered. An individual
/// event's file has no team column.
async fn a_refused_team_import_stores_nothing(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = team_event_of(&admin, "Team Import Refusals", "swiss", 2, 4).await;
    let bad = format!("name,team\n\"Alpha, One\",{}\n", "K".repeat(201));
    let preview = preview_csv(&admin, tid, bad.as_bytes()).await;
    assert_eq!(preview.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(html::text(&preview.text().await.unwrap()).contains("Team name"), "the team's field is named");

    let round_path = format!("/t/{tid}/matches/1");
    let res = admin.submit(&round_path, &format!("/t/{tid}/matches/pair"), &[("round", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "round 1 proposed");
    let proposed = admin.page(&round_path).await;
    assert!(proposed.contains("/matches/1/publish"), "round 1 waits to be published: {proposed}");
    let csv = "name,team\n\"Late, One\",Club 01\n\"Late, Two\",Latecomers\n";
    let res = import(&admin, tid, csv).await;
    let page = refused(&admin, res).await;
    assert!(html::text(&page).contains("No team can enter now"), "the reason is given: {page}");
    let players = admin.page(&format!("/t/{tid}/players")).await;
    assert!(!players.contains("Late, One") && !players.contains("Late, Two"), "nothing stored");

    let single = create_tournament(&admin, "Individual Import", "swiss").await;
    let preview = preview_csv(&admin, single, "name,team\n\"A, B\",X\n".as_bytes()).await;
    assert_eq!(preview.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(preview.text().await.unwrap().contains("Unknown columns: team."), "no team column without teams");
}

on_both_backends!(a_team_column_fills_the_rosters_in_file_order, a_refused_team_import_stores_nothing);
