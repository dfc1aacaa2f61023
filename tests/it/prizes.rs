//! Prizes of tied players through HTTP on SQLite and PostgreSQL: every tied
//! player is listed with his share on the page and in the CSV, the shares add
//! up to the prizes (equal sharing and Hort), in English and in Russian
//! (comma decimals, plural forms of points), and category rules in Russian.

use crate::common::flows::{add_player, board_lines, create_tournament, pair, set_result};
use crate::common::{Backend, Browser, TestApp, html};
use reqwest::StatusCode;

/// A 4-player round robin: 1 beats everyone, 2 beats 3 and 4, 3 and 4 draw:
/// 3, 2, ½, ½ points, so 3 and 4 are tied for places 3-4.
async fn tied_for_third(admin: &Browser) -> i32 {
    let t = create_tournament(admin, "Prize day", "rr").await;
    for (name, rating) in [("A, First", 2400), ("B, Second", 2300), ("C, Third", 2200), ("D, Fourth", 2100)] {
        add_player(admin, t, name, rating, "").await;
    }
    pair(admin, t).await;
    for round in 1..=3 {
        let page = admin.page(&format!("/t/{t}/round/{round}")).await;
        for line in board_lines(&page) {
            let Some(black) = line.black else { continue };
            let code = match (line.white.min(black), line.white < black) {
                (3, _) => "1/2",
                (_, true) => "1-0",
                (_, false) => "0-1",
            };
            assert_eq!(set_result(admin, t, round, &line, code).await.status(), StatusCode::SEE_OTHER);
        }
    }
    t
}

/// The amount of a prize line in hundredths: "5000.50 RUB (shared)" -> 500050.
fn hundredths(amount: &str) -> u64 {
    let number = amount.split_whitespace().next().expect("an amount").replace(',', ".");
    let (whole, cents) = number.split_once('.').unwrap_or((&number, "0"));
    whole.parse::<u64>().expect("whole units") * 100 + format!("{cents:0<2}").parse::<u64>().expect("hundredths")
}

async fn settings(admin: &Browser, t: i32, sharing: &str) {
    let prizes = format!("/t/{t}/prizes");
    let fields = [("action", "settings"), ("sharing", sharing), ("age_cutoff", ""), ("currency", "RUB")];
    assert_eq!(admin.submit(&prizes, &prizes, &fields).await.status(), StatusCode::SEE_OTHER);
}

async fn tied_players_share_their_prizes(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let t = tied_for_third(&admin).await;
    let prizes = format!("/t/{t}/prizes");
    let series = [("action", "series"), ("category", ""), ("amounts", "30000 20000 10001")];
    assert_eq!(admin.submit(&prizes, &prizes, &series).await.status(), StatusCode::SEE_OTHER);
    settings(&admin, t, "shared").await;

    // Equal sharing: C and D share the 3rd prize, 10001 RUB, to the kopeck.
    let page = app.browser().page(&prizes).await;
    let rows = html::rows(&page, r#"class="prizes""#);
    let expected: Vec<Vec<String>> = [
        ["Overall, place 1", "A, First", "30000 RUB"],
        ["Overall, place 2", "B, Second", "20000 RUB"],
        ["Overall, places 3–4", "C, Third", "5000.50 RUB (shared)"],
        ["Overall, places 3–4", "D, Fourth", "5000.50 RUB (shared)"],
    ]
    .iter()
    .map(|r| r.iter().map(|c| c.to_string()).collect())
    .collect();
    assert_eq!(rows, expected, "{page}");
    assert!(page.contains("Overall, places 3–4: 2 players tied on points share 10001 RUB equally."), "{page}");
    let paid: u64 = rows.iter().map(|r| hundredths(&r[2])).sum();
    assert_eq!(paid, 6_000_100, "the shares add up to the prizes");
    let csv = app.browser().get(&format!("{prizes}.csv")).await.text().await.unwrap();
    assert!(csv.starts_with("Prize,Winner,Amount,Currency,Note\r\n"), "{csv}");
    assert!(csv.contains("\"Overall, places 3–4\",\"C, Third\",5000.50,RUB,shared\r\n"), "{csv}");
    assert!(csv.contains("\"Overall, places 3–4\",\"D, Fourth\",5000.50,RUB,shared\r\n"), "{csv}");

    // Hort: the first in tie-break order keeps half of the 3rd prize, the other half is shared.
    settings(&admin, t, "hort").await;
    let page = app.browser().page(&prizes).await;
    let rows = html::rows(&page, r#"class="prizes""#);
    assert_eq!(rows.len(), 4, "{rows:?}");
    let mut tied: Vec<u64> = rows[2..].iter().map(|r| hundredths(&r[2])).collect();
    tied.sort_unstable();
    // 10001 / 2 = 5000.50 kept; the pot 5000.50 / 2 = 2500.25 each.
    assert_eq!(tied, vec![250_025, 750_075], "{rows:?}");
    assert!(rows[2..].iter().all(|r| r[2].ends_with("RUB (shared, Hort system)")), "{rows:?}");
    let csv = app.browser().get(&format!("{prizes}.csv")).await.text().await.unwrap();
    let records: Vec<csv::StringRecord> =
        csv::Reader::from_reader(csv.as_bytes()).records().map(Result::unwrap).collect();
    let shares: u64 = records.iter().map(|r| hundredths(&r[2])).sum();
    assert_eq!(shares, 6_000_100, "the CSV adds up to the prizes too: {csv}");
    assert_eq!(csv.matches("shared, Hort system").count(), 2, "{csv}");

    // In Russian: comma decimals, the tie named, points in the right plural form.
    settings(&admin, t, "shared").await;
    let ru = app.browser();
    ru.get("/lang/ru").await;
    let page = ru.page(&prizes).await;
    let rows = html::rows(&page, r#"class="prizes""#);
    assert_eq!(rows[2], vec!["Общий зачёт, 3–4-е места", "C, Third", "5000,50 RUB (разделён)"], "{page}");
    assert!(page.contains("2 игрока с равными очками делят 10001 RUB поровну"), "{page}");
    for (no, summary) in [(1, "1-е место, 3 очка после 3-го тура"), (2, "2-е место, 2 очка после"), (3, "½ очка после")]
    {
        let card = ru.page(&format!("/t/{t}/standings/{no}?round=3")).await;
        assert!(card.contains(summary), "{summary}: {card}");
    }
    let en = app.browser().page(&format!("/t/{t}/standings/1?round=3")).await;
    assert!(en.contains("Rank 1 with 3 points after round 3"), "{en}");

    // Category rules in the Russian words; an unknown rule is refused in Russian.
    let rule = |r: &'static str| [("action", "category"), ("name", "Юноши"), ("rules", r)];
    admin.get("/lang/ru").await;
    let res = admin.submit(&prizes, &prizes, &rule("рост<150")).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let refusal = html::text(&res.text().await.unwrap());
    assert!(refusal.contains("Условие 1 («рост<150») не распознано: «рост<150» не начинается"), "{refusal}");
    // A control character is refused at its field, and what was typed stays in the form.
    let res = admin.submit(&prizes, &prizes, &rule("возраст<16\u{7}")).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let refusal = res.text().await.unwrap();
    assert!(refusal.contains("U+0007") && refusal.contains(">возраст&#60;16\u{7}</textarea>"), "{refusal}");
    assert!(refusal.contains(r#"value="Юноши""#), "{refusal}");
    let res = admin.submit(&prizes, &prizes, &rule("возраст<16\nпол=ж")).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = ru.page(&prizes).await;
    assert!(page.contains("Юноши</a>: до 16 лет; женщины"), "{page}");
}

on_both_backends!(tied_players_share_their_prizes);
