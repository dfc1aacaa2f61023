//! Issue 38, the tournament list of a federation's season: fifty events a
//! page, a search by name, place, dates, federation and state (a plain GET
//! form, in English and Russian), archived and deleted events gone from it,
//! the cached page of anonymous visitors renewed by every change, and bad
//! query parameters refused with 400 or 404, never a 500.

use crate::common::flows::{add_player, board_lines, create_tournament, pair, set_result, tournament_fields};
use crate::common::{Backend, Browser, TestApp, html, location};
use reqwest::StatusCode;

/// The events a list page shows, by name, in its order.
fn listed(page: &str) -> Vec<String> {
    page.split(r#"<li><a href="/t/"#)
        .skip(1)
        .filter_map(|card| card.split_once("<strong>")?.1.split_once("</strong>").map(|(name, _)| name.to_string()))
        .collect()
}

/// Creates an event with these settings over the defaults (one CSRF token
/// for many events); returns its id.
async fn create(admin: &Browser, csrf: &str, name: &str, overrides: &[(&str, &str)]) -> i32 {
    let mut form = vec![("csrf", csrf)];
    form.extend(tournament_fields(name, "swiss", overrides));
    let res = admin.post("/tournaments/new", &form).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "create {name}");
    location(&res).trim_start_matches("/t/").parse().expect("tournament id")
}

/// 50 events fill one page, the 51st starts a second; the last page holds
/// the oldest, a page beyond it is 404; the anonymous visitor's cached first
/// page shows each new event at once.
async fn fifty_events_a_page(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let visitor = app.browser();
    let csrf = html::csrf(&admin.page("/tournaments/new").await);
    assert!(listed(&visitor.page("/").await).is_empty());
    for n in 1..=50 {
        create(&admin, &csrf, &format!("Event {n:02}"), &[]).await;
    }
    let first = visitor.page("/").await;
    let names = listed(&first);
    assert_eq!(names.len(), 50);
    assert_eq!((names[0].as_str(), names[49].as_str()), ("Event 50", "Event 01"), "newest first");
    assert!(!first.contains(r#"class="pages"#), "one page: no page links");
    assert_eq!(visitor.get("/?page=2").await.status(), StatusCode::NOT_FOUND);
    // Served again from the cache, then renewed by the 51st event.
    assert_eq!(visitor.page("/").await, first);
    create(&admin, &csrf, "Event 51", &[]).await;
    let first = visitor.page("/").await;
    let names = listed(&first);
    assert_eq!((names.len(), names[0].as_str(), names[49].as_str()), (50, "Event 51", "Event 02"));
    assert!(first.contains(r#"href="/?page=2" rel="next""#), "{first}");
    assert!(first.contains("Page 1 of 2") && !first.contains(r#"rel="prev""#));
    let last = visitor.page("/?page=2").await;
    assert_eq!(listed(&last), ["Event 01"]);
    assert!(last.contains(r#"href="/" rel="prev""#) && !last.contains(r#"rel="next""#), "{last}");
    assert!(last.contains(r#"<a href="/?page=2" aria-current="page">2</a>"#) && last.contains("Page 2 of 2"));
    assert_eq!(visitor.page("/?page=1").await, first, "page 1 is the first page");
    for beyond in ["/?page=3", "/?page=999999"] {
        assert_eq!(visitor.get(beyond).await.status(), StatusCode::NOT_FOUND, "{beyond}");
    }
    // A signed-in arbiter sees the same events, with the arbiter's links.
    let own = admin.page("/?page=2").await;
    assert!(own.contains(r#"href="/tournaments/new""#) && listed(&own) == ["Event 01"]);
}

/// Each filter alone and together, the state read from rounds and results
/// as the cards word it, Russian names found in any case, and the list after
/// an event is renamed, archived and deleted.
async fn searched_by_name_place_dates_federation_and_state(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let visitor = app.browser();
    let csrf = html::csrf(&admin.page("/tournaments/new").await);
    let january = [("start_date", "2026-01-10"), ("end_date", "2026-01-15"), ("schedule", "")];
    let rr = ("system", "rr");
    let moscow = create(&admin, &csrf, "Moscow Open", &[&january[..], &[("place", "Moscow"), rr]].concat()).await;
    let june = [("start_date", "2026-06-01"), ("end_date", "2026-06-05"), ("schedule", "")];
    let kazan = create(&admin, &csrf, "Кубок Казани", &[&june[..], &[("place", "Казань"), rr]].concat()).await;
    let july = [("start_date", "2026-07-01"), ("end_date", "2026-07-09"), ("schedule", "")];
    let berlin = create(
        &admin,
        &csrf,
        "Berlin 50% Summer",
        &[&july[..], &[("place", "Berlin"), ("federation", "GER")]].concat(),
    )
    .await;
    // Moscow: a round robin of four, every game played: finished.
    // Kazan: a round robin of four, one result in: running (round 1 in play).
    // A round robin of four with no result yet is still upcoming, as is Berlin.
    for (tid, rounds, results) in [(moscow, 3, 2), (kazan, 1, 1)] {
        for k in 0..4 {
            add_player(&admin, tid, &format!("Player{k}, Test"), 2000 + k, "").await;
        }
        pair(&admin, tid).await;
        for round in 1..=rounds {
            let lines = board_lines(&admin.page(&format!("/t/{tid}/round/{round}")).await);
            for line in lines.iter().filter(|l| l.black.is_some()).take(results) {
                assert_eq!(set_result(&admin, tid, round, line, "1-0").await.status(), StatusCode::SEE_OTHER);
            }
        }
    }
    let quiet = create_tournament(&admin, "Quiet Round Robin", "rr").await;
    for k in 0..4 {
        add_player(&admin, quiet, &format!("Player{k}, Quiet"), 2000 + k, "").await;
    }
    pair(&admin, quiet).await;

    let all = visitor.page("/").await;
    assert_eq!(listed(&all).len(), 4, "{all}");
    let card =
        |name: &str| all.split(name).nth(1).and_then(|s| s.split("</li>").next()).unwrap_or_default().to_string();
    assert!(card("Moscow Open").contains("Finished"), "{}", card("Moscow Open"));
    let kazan_card = card("Кубок Казани");
    assert!(kazan_card.contains("Round 1 of 3 in play") && kazan_card.contains("4 players"), "{kazan_card}");
    assert!(card("Quiet Round Robin").contains("Not started"));
    assert!(card("Berlin 50% Summer").contains("Not started") && card("Berlin 50% Summer").contains("GER"));

    let v = &visitor;
    let found = |query: &'static str| async move {
        let mut names = listed(&v.page(&format!("/?{query}")).await);
        names.sort();
        names
    };
    assert_eq!(found("name=moscow").await, ["Moscow Open"]);
    assert_eq!(found("name=%D0%BA%D1%83%D0%B1%D0%BE%D0%BA").await, ["Кубок Казани"], "кубок finds Кубок");
    assert_eq!(found("name=%D0%9A%D0%A3%D0%91%D0%9E%D0%9A").await, ["Кубок Казани"], "КУБОК finds Кубок");
    assert_eq!(found("name=50%25").await, ["Berlin 50% Summer"], "% is a character, not a wildcard");
    assert_eq!(found("name=5_").await, Vec::<String>::new(), "_ is a character, not a wildcard");
    assert_eq!(found("place=berlin").await, ["Berlin 50% Summer"]);
    assert_eq!(found("place=%D0%BA%D0%B0%D0%B7").await, ["Кубок Казани"]);
    assert_eq!(found("federation=GER").await, ["Berlin 50% Summer"]);
    assert_eq!(found("federation=ger").await, ["Berlin 50% Summer"], "the code in any case");
    // Dates: events still running on `from`, begun by `to`.
    assert_eq!(found("from=2026-06-05").await, ["Berlin 50% Summer", "Quiet Round Robin", "Кубок Казани"]);
    assert_eq!(found("from=2026-06-06").await, ["Berlin 50% Summer", "Quiet Round Robin"]);
    assert_eq!(found("to=2026-06-01").await, ["Moscow Open", "Кубок Казани"]);
    assert_eq!(found("from=2026-06-02&to=2026-06-30").await, ["Кубок Казани"]);
    assert_eq!(found("state=finished").await, ["Moscow Open"]);
    assert_eq!(found("state=running").await, ["Кубок Казани"]);
    assert_eq!(found("state=upcoming").await, ["Berlin 50% Summer", "Quiet Round Robin"]);
    assert_eq!(found("federation=RUS&state=upcoming&place=%D0%BA%D0%B0%D0%B7").await, Vec::<String>::new());
    assert_eq!(found("federation=RUS&state=upcoming").await, ["Quiet Round Robin"]);
    assert_eq!(found("name=o&federation=RUS&from=2026-01-01&to=2026-03-01&state=finished").await, ["Moscow Open"]);
    assert_eq!(found("name=&place=&federation=&from=&to=&state=&page=").await.len(), 4, "empty fields: all");
    // The form keeps the search; a search found nothing says so.
    let page = visitor.page("/?name=Kazan+X&state=running").await;
    assert!(page.contains(r#"name="name" value="Kazan X""#) && page.contains(r#"<option value="running" selected>"#));
    assert!(page.contains("No tournament matches this search.") && page.contains(r#"<a href="/">Show all</a>"#));
    let page = visitor.page("/").await;
    assert!(
        page.contains(r#"<option value="GER">GER</option>"#) && page.contains(r#"<option value="RUS">RUS</option>"#)
    );

    // Renamed: the anonymous visitor's cached list shows the new name.
    let edit = format!("/t/{berlin}/edit");
    let version = html::value_after(&admin.page(&edit).await, r#"name="version" value=""#).unwrap();
    let overrides = [&july[..], &[("place", "Berlin"), ("federation", "GER"), ("version", version.as_str())]].concat();
    let fields = tournament_fields("Berlin 50% Autumn", "swiss", &overrides);
    assert_eq!(admin.submit(&edit, &edit, &fields).await.status(), StatusCode::SEE_OTHER);
    let page = visitor.page("/").await;
    assert!(page.contains("Berlin 50% Autumn") && !page.contains("Berlin 50% Summer"), "{page}");
    assert_eq!(found("name=autumn").await, ["Berlin 50% Autumn"]);

    // Archived, then deleted: gone from the list, its federation from the choices.
    let remove = format!("/t/{berlin}/remove");
    let confirm = [("confirm_name", "Berlin 50% Autumn")];
    assert_eq!(admin.submit(&remove, &format!("/t/{berlin}/archive"), &confirm).await.status(), StatusCode::SEE_OTHER);
    let page = visitor.page("/").await;
    assert!(!page.contains("Berlin 50% Autumn") && !page.contains(r#"<option value="GER">"#), "{page}");
    assert_eq!(found("federation=GER").await, Vec::<String>::new());
    let remove = format!("/t/{kazan}/remove");
    let confirm = [("confirm_name", "Кубок Казани")];
    assert_eq!(admin.submit(&remove, &format!("/t/{kazan}/delete"), &confirm).await.status(), StatusCode::SEE_OTHER);
    assert_eq!(listed(&visitor.page("/").await), ["Quiet Round Robin", "Moscow Open"]);
}

/// The form in Russian, every field labelled; results and bad parameters
/// in either language.
async fn the_search_form_in_russian_and_bad_parameters(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    create_tournament(&admin, "Первенство области", "swiss").await;
    let visitor = app.browser();
    visitor.get("/lang/ru?next=/").await;
    let page = visitor.page("/?name=%D0%BF%D0%B5%D1%80%D0%B2%D0%B5%D0%BD%D1%81%D1%82%D0%B2%D0%BE").await;
    for (id, label) in [
        ("list-name", "Название"),
        ("list-place", "Место"),
        ("list-from", "С"),
        ("list-to", "По"),
        ("list-federation", "Федерация"),
        ("list-state", "Состояние"),
    ] {
        assert!(page.contains(&format!(r#"<label for="{id}">{label}</label>"#)), "{id}: {page}");
        assert!(page.contains(&format!(r#"id="{id}" name="#)), "{id} has its field");
    }
    for text in ["Найти турнир", "Предстоящие", "Идущие", "Завершённые", "Найти</button>", "Найден 1 турнир", "Все"]
    {
        assert!(page.contains(text), "{text}");
    }
    assert_eq!(listed(&page), ["Первенство области"]);
    assert!(page.contains(r#"<form method="get" action="/""#) && page.contains(r#"role="search""#));

    for (query, status) in [
        ("page=0", StatusCode::BAD_REQUEST),
        ("page=-1", StatusCode::BAD_REQUEST),
        ("page=abc", StatusCode::BAD_REQUEST),
        ("page=1e3", StatusCode::BAD_REQUEST),
        ("page=18446744073709551617", StatusCode::BAD_REQUEST),
        ("page=2", StatusCode::NOT_FOUND),
        ("page=999999", StatusCode::NOT_FOUND),
        ("from=2026-02-30", StatusCode::BAD_REQUEST),
        ("to=tomorrow", StatusCode::BAD_REQUEST),
        ("state=over", StatusCode::BAD_REQUEST),
        ("federation=RUSS", StatusCode::BAD_REQUEST),
        ("name=a%00b", StatusCode::BAD_REQUEST),
        ("place=%1B%5B31m", StatusCode::BAD_REQUEST),
        ("name=%FF%FE", StatusCode::OK),
        ("%=%&&==&page", StatusCode::OK),
        ("unknown=1", StatusCode::OK),
    ] {
        let res = visitor.get(&format!("/?{query}")).await;
        assert_eq!(res.status(), status, "{query}");
        let body = res.text().await.unwrap();
        // (Control characters are refused before the list, by the app's query check.)
        if status == StatusCode::BAD_REQUEST && !query.contains("%00") && !query.contains("%1B") {
            assert!(body.contains("lang=\"ru\""), "{query}: the error page in the visitor's language");
        }
    }
    let long = format!("/?name={}", "x".repeat(65));
    let res = visitor.get(&long).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(res.text().await.unwrap().contains("не длиннее 64 знаков"));
    let res = app.browser().get("/?from=2026-13-01").await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(res.text().await.unwrap().contains("A date must be written as YYYY-MM-DD."));
}

on_both_backends!(
    fifty_events_a_page,
    searched_by_name_place_dates_federation_and_state,
    the_search_form_in_russian_and_bad_parameters
);
