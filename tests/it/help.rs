//! The arbiter's manual (FIDE checklist Q11, Q12): `/help` answers everyone,
//! signed in or not, even before the first account exists, in English and
//! in Russian (by `Accept-Language` or the `lang` cookie); its table of
//! contents links to sections under the same anchors in both languages,
//! each of them on the page; and the header of an ordinary page links to it.

use crate::common::flows::create_tournament;
use crate::common::{Backend, Browser, TestApp};
use reqwest::StatusCode;

/// The sections the manual has, by their anchors, in the order of its contents.
const ANCHORS: [&str; 13] = [
    "start",
    "tournament",
    "players",
    "entry",
    "pairing",
    "results",
    "games",
    "standings",
    "public",
    "teams",
    "exports",
    "accounts",
    "cli",
];

/// The page at `path` with an `Accept-Language` header: 200, every message found.
async fn page_in(b: &Browser, path: &str, accept_language: &str) -> String {
    let res =
        b.client.get(format!("{}{path}", b.base)).header("Accept-Language", accept_language).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK, "GET {path} ({accept_language})");
    let body = res.text().await.unwrap();
    assert!(!body.contains("Unknown localization key"), "GET {path} shows a missing message");
    body
}

/// The anchors the table of contents links to, in its order.
fn contents(page: &str) -> Vec<String> {
    let nav = &page[page.find(r#"id="contents""#).expect("a table of contents")..];
    let nav = &nav[..nav.find("</nav>").expect("the contents end")];
    nav.split(r##"href="#"##).skip(1).map(|link| link[..link.find('"').unwrap()].to_string()).collect()
}

/// What a manual must be in `lang`: its language and title, the contents
/// listing every section, each anchor on the page once.
fn check_manual(page: &str, lang: &str, title: &str) {
    assert!(page.contains(&format!(r#"<html lang="{lang}">"#)), "{lang}: the page's language");
    assert!(page.contains(&format!("<h1>{title}</h1>")), "{lang}: {title}");
    assert_eq!(contents(page), ANCHORS, "{lang}: the contents link every section, in order");
    for anchor in ANCHORS {
        assert_eq!(page.matches(&format!(r#"id="{anchor}""#)).count(), 1, "{lang}: #{anchor} is on the page once");
    }
}

/// Before any account exists, a visitor reads the manual in English and in
/// Russian, chosen by the browser's language or by the language switch.
async fn the_manual_in_both_languages(backend: Backend) {
    let app = TestApp::start(backend);
    let visitor = app.browser();
    let res = visitor.get("/help").await;
    assert_eq!(res.status(), StatusCode::OK, "no setup needed to read the manual");
    let english = page_in(&visitor, "/help", "en-GB,en;q=0.9").await;
    check_manual(&english, "en", "The arbiter&#39;s manual");
    assert!(english.contains("<b>New tournament</b>"), "buttons named as the pages name them");
    let russian = page_in(&visitor, "/help", "ru-RU,ru;q=0.9,en;q=0.5").await;
    check_manual(&russian, "ru", "Руководство судьи");
    assert!(russian.contains("<b>Новый турнир</b>"), "buttons named as the Russian pages name them");
    assert!(!russian.to_lowercase().contains("арбитр"), "«судья», never «арбитр»");
    // The language switch's cookie wins over the browser's language.
    let res = visitor.get("/lang/ru?next=/help").await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let chosen = page_in(&visitor, "/help", "en").await;
    check_manual(&chosen, "ru", "Руководство судьи");
    // The manual is one page: the same in both languages but for the words.
    assert_eq!(contents(&english), contents(&russian));
}

/// Every page's header links to the manual, signed in or not; on the manual
/// itself the link is marked as the current page.
async fn the_header_links_to_the_manual(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Open", "swiss").await;
    let visitor = app.browser();
    // Each page's link leads to the manual's section about it.
    let link = |href: &str| format!(r#"<a href="{href}" class="help">Help</a>"#);
    let public = [
        ("/".to_string(), "/help"),
        ("/login".to_string(), "/help#accounts"),
        (format!("/t/{tid}"), "/help#tournament"),
        (format!("/t/{tid}/standings"), "/help#standings"),
    ];
    for (path, href) in public {
        assert!(visitor.page(&path).await.contains(&link(href)), "{path}: the header links to {href}");
    }
    let signed_in = [
        ("/".to_string(), "/help"),
        (format!("/t/{tid}/players"), "/help#players"),
        ("/account".to_string(), "/help#accounts"),
    ];
    for (path, href) in signed_in {
        assert!(admin.page(&path).await.contains(&link(href)), "{path}, signed in: the header links to {href}");
    }
    let manual = admin.page("/help").await;
    assert!(manual.contains(r#"<a href="/help" class="help" aria-current="page">Help</a>"#), "the current page");
    check_manual(&manual, "en", "The arbiter&#39;s manual");
    let russian = page_in(&visitor, &format!("/t/{tid}"), "ru").await;
    assert!(russian.contains(r#"<a href="/help#tournament" class="help">Справка</a>"#), "«Справка» in Russian");
}

on_both_backends!(the_manual_in_both_languages, the_header_links_to_the_manual);
