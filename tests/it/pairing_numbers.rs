//! Pairing numbers changed without touching ratings (checklist Q147-Q155),
//! over HTTP on SQLite and PostgreSQL: an exchange between two players of
//! equal rating asked and then made, an unequal one refused, regeneration
//! from the initial order listing its moves first, the audit entries, the
//! `###` lines of the TRF report, the next round paired with the new
//! numbers, and every change refused once round 4 is paired.

use crate::common::flows::{board_lines, create_tournament, pair, set_result};
use crate::common::{Backend, Browser, TestApp, html, location, refused};
use reqwest::StatusCode;

/// The players page's numbers and names, in number order.
async fn numbers(b: &Browser, tid: i32) -> Vec<(String, String)> {
    let page = b.page(&format!("/t/{tid}/players")).await;
    html::rows(&page, r#"class="players""#).into_iter().map(|r| (r[0].clone(), r[1].clone())).collect()
}

/// The player id the exchange form offers for `name`.
fn player_id(page: &str, name: &str) -> String {
    let options = html::select_options(page, "first");
    options.into_iter().find(|(_, text)| text.contains(name)).unwrap_or_else(|| panic!("{name} offered")).0
}

/// Enters a result on every game of round `round`: a win for White, a
/// draw, a win for Black, in turn.
async fn results(b: &Browser, tid: i32, round: u32) {
    let page = b.page(&format!("/t/{tid}/round/{round}")).await;
    let games = board_lines(&page).into_iter().filter(|l| l.black.is_some());
    for (line, code) in games.zip(["1-0", "1/2", "0-1"].into_iter().cycle()) {
        assert_eq!(set_result(b, tid, round, &line, code).await.status(), StatusCode::SEE_OTHER);
    }
}

/// Pairs the next round and publishes it.
async fn pair_and_publish(b: &Browser, tid: i32) {
    let round = pair(b, tid).await;
    if !round.contains("/round/") {
        panic!("not paired: {}", html::text(&b.page(&round).await));
    }
    assert_eq!(b.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
}

async fn pairing_numbers_are_exchanged_and_regenerated_before_round_four(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Numbers Open", "swiss").await;
    let page_path = format!("/t/{tid}/pairing-numbers");
    let (exchange, regenerate) = (format!("{page_path}/exchange"), format!("{page_path}/regenerate"));
    for (name, rating) in [
        ("Adams, A", 2400),
        ("Brown, B", 2400),
        ("Clark, C", 2300),
        ("Drake, D", 2200),
        ("Evans, E", 2100),
        ("Frost, F", 2000),
        ("Grant, G", 1900),
        ("Hayes, H", 1800),
    ] {
        crate::common::flows::add_player(&admin, tid, name, rating, "").await;
    }
    // Before round 1 is paired the numbers follow the seeding: nothing to change.
    let page = admin.page(&page_path).await;
    assert!(html::text(&page).contains("Round 1 is not paired yet"), "{page}");
    let said = html::text(&refused(&admin, admin.submit(&page_path, &regenerate, &[]).await).await);
    assert!(said.contains("Round 1 is not paired yet"), "{said}");
    let round = pair(&admin, tid).await;
    // A proposed round was paired from the numbers: it waits.
    let said = html::text(&refused(&admin, admin.submit(&page_path, &regenerate, &[]).await).await);
    assert!(said.contains("Round 1 is proposed"), "{said}");
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&format!("/t/{tid}/players")).await.contains(r#"id="tpn-link""#), "the players page links it");

    // An exchange of two players of equal rating asks first (Level 3), stating the change.
    let page = admin.page(&page_path).await;
    let (adams, brown, clark) = (player_id(&page, "Adams"), player_id(&page, "Brown"), player_id(&page, "Clark"));
    let res = admin.submit(&page_path, &exchange, &[("first", &adams), ("second", &brown)]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT, "asked first");
    let question = res.text().await.unwrap();
    let asked = html::text(&question);
    assert!(asked.contains("No. 1 → No. 2: Adams, A") && asked.contains("No. 2 → No. 1: Brown, B"), "{asked}");
    assert_eq!(numbers(&admin, tid).await[0], ("1".to_string(), "Adams, A".to_string()), "nothing changed yet");
    let confirm = html::value_after(&question, r#"name="confirm" value=""#).expect("the confirmation");
    let fields = [("first", adams.as_str()), ("second", brown.as_str()), ("confirm", confirm.as_str())];
    let res = admin.submit(&page_path, &exchange, &fields).await;
    assert_eq!((res.status(), location(&res)), (StatusCode::SEE_OTHER, page_path.clone()));
    let shown = numbers(&admin, tid).await;
    assert_eq!(shown[..2], [("1".into(), "Brown, B".into()), ("2".into(), "Adams, A".into())]);
    // Unequal ratings: refused, with the reason.
    let res = admin.submit(&page_path, &exchange, &[("first", &adams), ("second", &clark)]).await;
    let said = html::text(&refused(&admin, res).await);
    assert!(
        said.contains("Adams, A (2400) and Clark, C (") && said.contains("have different tournament ratings"),
        "{said}"
    );
    let res = admin.submit(&page_path, &exchange, &[("first", &adams), ("second", "")]).await;
    assert!(html::text(&refused(&admin, res).await).contains("Choose two players."));

    // The next round is paired with the new numbers.
    results(&admin, tid, 1).await;
    pair_and_publish(&admin, tid).await;
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains("Pairing numbers exchanged: Adams, A (No. 1) and Brown, B (No. 2)"), "{audit}");
    assert!(audit.contains("Recorded for FIDE"), "{audit}");

    // Regeneration moves two numbers back: it lists them and asks first (Level 3).
    let res = admin.submit(&page_path, &regenerate, &[]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT, "asked first");
    let question = res.text().await.unwrap();
    let asked = html::text(&question);
    assert!(asked.contains("No. 2 → No. 1: Adams, A") && asked.contains("No. 1 → No. 2: Brown, B"), "{asked}");
    let confirm = html::value_after(&question, r#"name="confirm" value=""#).expect("the confirmation");
    let res = admin.submit(&page_path, &regenerate, &[("confirm", &confirm)]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(html::text(&admin.page(&location(&res)).await).contains("2 pairing numbers moved"));
    let shown = numbers(&admin, tid).await;
    assert_eq!(shown[..2], [("1".into(), "Adams, A".into()), ("2".into(), "Brown, B".into())]);
    let res = admin.submit(&page_path, &regenerate, &[]).await;
    assert!(html::text(&admin.page(&location(&res)).await).contains("nothing moved"), "nothing to move");
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains("Pairing numbers given again from the initial order: No. 2 → No. 1: Adams, A"), "{audit}");

    // The TRF report carries both changes as `###` lines.
    let trf = admin.get(&format!("/t/{tid}/export.trf")).await.text().await.unwrap();
    assert!(trf.contains("### TPN @ Round 1: exchange 1 <-> 2\r\n"), "{trf}");
    assert!(trf.contains("### TPN @ Round 2: regenerated: 2 -> 1, 1 -> 2\r\n"), "{trf}");

    // Rounds 3 and 4 paired: round 4 paired, no change any more (C.04.2 2.3).
    for round in 2..=3 {
        results(&admin, tid, round).await;
        pair_and_publish(&admin, tid).await;
    }
    let page = admin.page(&page_path).await;
    assert!(html::text(&page).contains("Round 4 is paired"), "{page}");
    let res = admin.submit(&page_path, &exchange, &[("first", &adams), ("second", &brown)]).await;
    assert!(html::text(&refused(&admin, res).await).contains("Round 4 is paired"));
    let res = admin.submit(&page_path, &regenerate, &[]).await;
    assert!(html::text(&refused(&admin, res).await).contains("Round 4 is paired"));

    // A round robin's numbers are its Berger numbers.
    let rr = create_tournament(&admin, "Numbers Round Robin", "rr").await;
    assert!(html::text(&admin.page(&format!("/t/{rr}/pairing-numbers")).await).contains("Berger numbers"));
}

on_both_backends!(pairing_numbers_are_exchanged_and_regenerated_before_round_four);
