//! Issue 36 item 4, pairing by hand, over HTTP on SQLite and PostgreSQL:
//! on a proposed team round the arbiter swaps two teams of different
//! matches; the new matches are seated again, marked as paired by hand
//! and warned about before publishing. A rematch (C.04.6 forbids it) needs
//! the arbiter's confirmation, a form of the round as it was is refused
//! (409), and so is a swap on a published round (422).

use crate::common::flows::{draw_team_round, match_teams, team_event, team_round_sections};
use crate::common::{Backend, Browser, TestApp, html};
use reqwest::StatusCode;
use std::collections::{BTreeSet, HashMap};

/// A pair of teams, in name order.
type Pair = (String, String);

fn pair_of(a: &str, b: &str) -> Pair {
    if a < b { (a.to_string(), b.to_string()) } else { (b.to_string(), a.to_string()) }
}

/// A round's matches as (first, second) names.
async fn matches(b: &Browser, tid: i32, round: u32) -> Vec<(String, String)> {
    team_round_sections(&b.page(&format!("/t/{tid}/matches/{round}")).await)
        .iter()
        .filter_map(|s| match match_teams(s) {
            (first, Some(second)) => Some((first, second)),
            (_, None) => None,
        })
        .collect()
}

/// The swap form's teams: name → id.
fn swap_choices(page: &str) -> HashMap<String, String> {
    html::select_options(page, "first")
        .into_iter()
        .map(|(id, label)| (label.split(" (").next().unwrap().to_string(), id))
        .collect()
}

/// A swap of two teams of different matches (by name) whose new pairs are
/// rematches of `met` or not, as `rematch` asks; with the pairs it makes.
fn find_swap(round: &[(String, String)], met: &BTreeSet<Pair>, rematch: bool) -> (String, String, [Pair; 2]) {
    for (i, (a1, b1)) in round.iter().enumerate() {
        for (a2, b2) in &round[i + 1..] {
            for (u, p) in [(a1, b1), (b1, a1)] {
                for (v, q) in [(a2, b2), (b2, a2)] {
                    let made = [pair_of(v, p), pair_of(u, q)];
                    if made.iter().any(|x| met.contains(x)) == rematch {
                        return (u.clone(), v.clone(), made);
                    }
                }
            }
        }
    }
    panic!("no swap with rematch = {rematch} in {round:?}");
}

/// Submits the swap form of round 2 with the given stamp.
async fn swap(
    admin: &Browser,
    tid: i32,
    (first, second): (&str, &str),
    stamp: &str,
    anyway: bool,
) -> reqwest::Response {
    let path = format!("/t/{tid}/matches/2");
    let mut fields = vec![("first", first), ("second", second), ("stamp", stamp)];
    if anyway {
        fields.push(("anyway", "on"));
    }
    admin.submit(&path, &format!("{path}/swap"), &fields).await
}

async fn teams_are_swapped_by_hand_with_warnings(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = team_event(&admin, "By Hand", 6, 4).await;
    let pair_path = format!("/t/{tid}/matches/pair");
    let one = format!("/t/{tid}/matches/1");
    assert_eq!(admin.submit(&one, &pair_path, &[("round", "1")]).await.status(), StatusCode::SEE_OTHER);
    let proposed = admin.page(&one).await;
    assert!(proposed.contains(r#"action="/t/"#) && proposed.contains("/matches/1/swap"), "the form on a proposal");
    assert!(html::text(&proposed).contains("Swap two teams"));
    let stamp_one = html::value_after(&proposed, r#"name="stamp" value=""#).unwrap();
    assert_eq!(admin.submit(&one, &format!("{one}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    assert!(!admin.page(&one).await.contains("/matches/1/swap"), "no form on a published round");
    draw_team_round(&admin, tid, 1).await;
    let met: BTreeSet<Pair> = matches(&admin, tid, 1).await.iter().map(|(a, b)| pair_of(a, b)).collect();
    assert_eq!(met.len(), 3);

    let two = format!("/t/{tid}/matches/2");
    assert_eq!(admin.submit(&two, &pair_path, &[("round", "2")]).await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&two).await;
    assert!(!page.contains("have met before:"), "the pairing made no rematch");
    let ids = swap_choices(&page);
    assert_eq!(ids.len(), 6, "every team of the round offered");
    let stale = html::value_after(&page, r#"name="stamp" value=""#).unwrap();

    // A swap changes the matches: each team takes the other's place.
    let before = matches(&admin, tid, 2).await;
    let (u, v, made) = find_swap(&before, &met, false);
    let res = swap(&admin, tid, (&ids[&u], &ids[&v]), &stale, false).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "{u} and {v} swapped");
    let after = matches(&admin, tid, 2).await;
    let pairs: BTreeSet<Pair> = after.iter().map(|(a, b)| pair_of(a, b)).collect();
    assert!(made.iter().all(|p| pairs.contains(p)), "{made:?} in {pairs:?}");
    assert_eq!(pairs.len(), 3);
    let page = admin.page(&two).await;
    assert_eq!(page.matches("paired by hand.").count(), 2, "the two new matches");
    let boards = |page: &str| page.matches(r#"<select name="b1">"#).count();
    assert_eq!(boards(&page), 6, "every team of a match has its line-up again");
    assert_eq!(page.matches("<td class=\"name\">Player ").count(), 24, "every board seated");

    // The form of the round as it was is refused: the round changed meanwhile.
    let res = swap(&admin, tid, (&ids[&u], &ids[&v]), &stale, false).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("The round was changed meanwhile"));
    assert_eq!(matches(&admin, tid, 2).await, after, "nothing changed");

    // A rematch needs the arbiter's confirmation, then is warned about.
    let stamp = html::value_after(&page, r#"name="stamp" value=""#).unwrap();
    let (u, v, made) = find_swap(&after, &met, true);
    let res = swap(&admin, tid, (&ids[&u], &ids[&v]), &stamp, false).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body = res.text().await.unwrap();
    assert!(body.contains("have met before, and C.04.6 forbids a rematch"), "{}", html::text(&body));
    assert_eq!(matches(&admin, tid, 2).await, after, "nothing changed");
    let res = swap(&admin, tid, (&ids[&u], &ids[&v]), &stamp, true).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "paired anyway");
    let pairs: BTreeSet<Pair> = matches(&admin, tid, 2).await.iter().map(|(a, b)| pair_of(a, b)).collect();
    assert!(made.iter().all(|p| pairs.contains(p)));
    let page = admin.page(&two).await;
    assert!(page.contains("have met before: C.04.6 forbids a rematch"), "the warning before publishing");
    let visitor = app.browser();
    assert_eq!(visitor.get(&two).await.status(), StatusCode::NOT_FOUND, "still not public");

    // Two teams of one match, unknown teams and unreadable fields are refused.
    let stamp = html::value_after(&page, r#"name="stamp" value=""#).unwrap();
    let (a, b) = &matches(&admin, tid, 2).await[0];
    let res = swap(&admin, tid, (&ids[a], &ids[b]), &stamp, false).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("in the same match"));
    assert_eq!(swap(&admin, tid, ("999999", &ids[b]), &stamp, false).await.status(), StatusCode::NOT_FOUND);
    // An unreadable field: back to the round with the reason (the app's way with a bad form).
    let res = swap(&admin, tid, ("x", &ids[b]), &stamp, false).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&two).await.contains("The form could not be read."), "the reason shown");

    // Russian.
    admin.get("/lang/ru?next=/").await;
    let text = html::text(&admin.page(&two).await);
    assert!(text.contains("Поменять две команды местами") && text.contains("уже встречались"), "{text}");
    admin.get("/lang/en?next=/").await;

    // Published: the swap is refused, the round stays.
    assert_eq!(admin.submit(&two, &format!("{two}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let published = matches(&admin, tid, 2).await;
    let (u, v, _) = find_swap(&published, &BTreeSet::new(), false);
    let res = swap(&admin, tid, (&ids[&u], &ids[&v]), &stamp, true).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("No proposed round waits."));
    assert_eq!(matches(&admin, tid, 2).await, published);
    let res =
        admin.submit(&one, &format!("{one}/swap"), &[("first", "1"), ("second", "2"), ("stamp", &stamp_one)]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "round 1 is published");
    assert_eq!(visitor.get(&two).await.status(), StatusCode::OK, "published as swapped");
}

on_both_backends!(teams_are_swapped_by_hand_with_warnings);
