//! Issue 56, online entry, over HTTP on SQLite and PostgreSQL: a player
//! enters an event through its public form, without an account; the entry
//! waits for the arbiter, who accepts it (the player is registered) or
//! refuses it, or the event accepts it at once and shows the player's
//! personal link. Entries are refused with the reason and nothing stored
//! when entry is closed, the event full or archived, the player entered or
//! registered already, or one address sent too many.
//!
//! The self-service settings page is another part of the issue: these
//! tests set the settings through the database layer ([`open_entry`]).

use crate::common::flows::{add_player, create_tournament, fide_list, upload_list};
use crate::common::{Browser, TestApp, html, location, refused};
use arbiter::db::self_service::SelfService;
use arbiter::db::{self, TournamentId};
use reqwest::StatusCode;

/// A page with a form, for an anonymous visitor's CSRF token.
const TOKEN_PAGE: &str = "/login";

/// Stores the event's self-service settings as the settings page would.
fn set_entry(app: &TestApp, tid: i32, settings: SelfService) {
    let mut c = db::establish(&app.database_url).expect("the app's database");
    db::self_service::set(&mut c, TournamentId(tid), &settings).expect("settings stored");
}

/// Opens online entry: accepted at once when `auto`, at most `limit` players.
fn open_entry(app: &TestApp, tid: i32, auto: bool, limit: Option<i32>) {
    set_entry(
        app,
        tid,
        SelfService { entry_open: true, entry_auto: auto, entry_limit: limit, ..SelfService::default() },
    );
}

/// The entries of an event stored, each as (name, state).
fn stored(app: &TestApp, tid: i32) -> Vec<(String, &'static str)> {
    use arbiter::db::entries::EntryState;
    let mut c = db::establish(&app.database_url).expect("the app's database");
    let mut all = Vec::new();
    for state in [EntryState::Open, EntryState::Accepted, EntryState::Refused] {
        for e in db::entries::in_state(&mut c, TournamentId(tid), state).unwrap() {
            all.push((e.name, state.code()));
        }
    }
    all
}

/// The secret of a registered player's personal link.
fn token_of(app: &TestApp, tid: i32, name: &str) -> String {
    let mut c = db::establish(&app.database_url).expect("the app's database");
    let players = db::players::for_tournament(&mut c, TournamentId(tid)).unwrap();
    let p = players.iter().find(|p| p.name == name).unwrap_or_else(|| panic!("{name} registered"));
    db::player_links::token_of(&mut c, p.id).unwrap().expect("a personal link")
}

/// Sends the entry form.
async fn enter(b: &Browser, tid: i32, fields: &[(&str, &str)]) -> reqwest::Response {
    b.submit(TOKEN_PAGE, &format!("/t/{tid}/entry"), fields).await
}

/// Sends the entry form, expecting `status`; the page answered.
async fn enter_expecting(b: &Browser, tid: i32, fields: &[(&str, &str)], status: StatusCode) -> String {
    let res = enter(b, tid, fields).await;
    assert_eq!(res.status(), status, "{fields:?}");
    let page = res.text().await.unwrap();
    assert!(!page.contains("Unknown localization key"), "{page}");
    html::text(&page)
}

/// The ids of the entries waiting on the arbiter's page, in its order.
fn open_ids(page: &str) -> Vec<String> {
    page.split(r#"<li id="entry-"#).skip(1).map(|rest| rest.split('"').next().unwrap().to_string()).collect()
}

/// The entrant's personal link given on the confirmation page `sent` (as text).
fn link_in(app: &TestApp, tid: i32, sent: &str) -> String {
    let base = format!("http://{}", app.addr);
    let at = sent.find(&format!("{base}/t/{tid}/me/")).unwrap_or_else(|| panic!("a link at once: {sent}")) + base.len();
    let end = sent[at..].find(char::is_whitespace).map_or(sent.len(), |e| at + e);
    sent[at..end].to_string()
}

/// How many times a player's name is in a players page's table.
fn listed_times(page: &str, name: &str) -> usize {
    page.matches(&format!(">{name}<")).count()
}

async fn a_player_enters_and_the_arbiter_accepts(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Entry Open", "swiss").await;
    open_entry(&app, tid, false, None);
    let visitor = app.browser();
    assert!(visitor.page(&format!("/t/{tid}")).await.contains(&format!(r#"href="/t/{tid}/entry""#)), "linked");
    let form = visitor.page(&format!("/t/{tid}/entry")).await;
    assert!(form.contains(r#"id="entry-form""#), "the form");
    assert!(form.contains(r#"<meta name="viewport""#), "the base layout, for a phone");
    // What the entrant enters: the event's place, dates and time control, as its settings hold them.
    let event = html::text(&form[form.find(r#"id="entry-event""#).expect("the event's facts")..]);
    let control = "40/5400+30:1800+30".parse::<arbiter::clock::TimeControl>().unwrap().human();
    for fact in ["Kazan (RUS)", "2026-12-01", "2026-12-08", control.as_str()] {
        assert!(event.contains(fact), "{fact}: {event}");
    }
    // No FIDE list is imported: the form promises nothing from one.
    let text = html::text(&form);
    assert!(!text.contains("FIDE list") && text.contains("Type your name and the other fields yourself"), "{text}");
    let text = enter_expecting(&visitor, tid, &[("fide_id", "24100001")], StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(text.contains("Give your name.") && !text.contains("FIDE list"), "{text}");
    assert!(stored(&app, tid).is_empty());

    let fields = [
        ("name", "Berg, Anna"),
        ("fide_id", ""),
        ("birth_date", "2011-03-04"),
        ("club", "Kazan CC"),
        ("email", "anna@example.org"),
    ];
    let sent = enter_expecting(&visitor, tid, &fields, StatusCode::OK).await;
    assert!(sent.contains("Thank you, Berg, Anna: your entry is sent and waits for the arbiter"), "{sent}");
    // The confirmation gives the entrant's own link: it shows the entry waiting, then the player's page.
    let marker = format!("/t/{tid}/me/");
    let at = sent.find(&format!("http://{}{marker}", app.addr)).unwrap_or_else(|| panic!("a link at once: {sent}"))
        + format!("http://{}", app.addr).len();
    let end = sent[at..].find(char::is_whitespace).map_or(sent.len(), |e| at + e);
    let link = sent[at..end].to_string();
    let waiting = html::text(&visitor.page(&link).await);
    assert!(waiting.contains("Your entry waits for the arbiter."), "{waiting}");
    assert_eq!(stored(&app, tid), vec![("Berg, Anna".to_string(), "open")]);
    assert_eq!(listed_times(&visitor.page(&format!("/t/{tid}/players")).await, "Berg, Anna"), 0, "not yet");

    let overview = html::text(&admin.page(&format!("/t/{tid}")).await);
    assert!(overview.contains("Online entries: 1 waiting"), "{overview}");
    let desk = admin.page(&format!("/t/{tid}/entries")).await;
    assert!(html::text(&desk).contains("anna@example.org"), "the arbiter sees the address");
    assert!(
        html::text(&desk).contains("No FIDE rating list is imported: players are registered with what they typed.")
    );
    let ids = open_ids(&desk);
    assert_eq!(ids.len(), 1);
    let accept = format!("/t/{tid}/entries/{}/accept", ids[0]);
    let res = admin.submit(&format!("/t/{tid}/entries"), &accept, &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let after = html::text(&admin.page(&location(&res)).await);
    let token = token_of(&app, tid, "Berg, Anna");
    assert!(
        after.contains(&format!(
            "Berg, Anna is registered. The player's personal link: http://{}/t/{tid}/me/{token}",
            app.addr
        )),
        "{after}"
    );
    assert!(after.contains("No entry waits"), "{after}");
    assert!(link.ends_with(&token), "the entrant's link is the player's: {link} and {token}");
    let own = html::text(&visitor.page(&link).await);
    assert!(own.contains("Berg, Anna") && own.contains("Your requests to the arbiter"), "{own}");

    let players = visitor.page(&format!("/t/{tid}/players")).await;
    assert_eq!(listed_times(&players, "Berg, Anna"), 1, "registered: {players}");
    assert_eq!(stored(&app, tid), vec![("Berg, Anna".to_string(), "accepted")]);
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains("Online entry of Berg, Anna accepted: the player is registered"), "{audit}");

    // Accepted twice (a second tab, a button pressed again): refused, no second player.
    let again = refused(&admin, admin.submit(&format!("/t/{tid}/entries"), &accept, &[]).await).await;
    assert!(html::text(&again).contains("The entry of Berg, Anna was accepted already: nothing changed."), "{again}");
    let refuse = format!("/t/{tid}/entries/{}/refuse", ids[0]);
    refused(&admin, admin.submit(&format!("/t/{tid}/entries"), &refuse, &[]).await).await;
    assert_eq!(listed_times(&visitor.page(&format!("/t/{tid}/players")).await, "Berg, Anna"), 1);
    assert_eq!(stored(&app, tid), vec![("Berg, Anna".to_string(), "accepted")]);

    // A second entry is refused by the arbiter, with a reason: marked so, nobody registered, logged.
    let sent = enter_expecting(&visitor, tid, &[("name", "Lind, Eva")], StatusCode::OK).await;
    let eva = link_in(&app, tid, &sent);
    let ids = open_ids(&admin.page(&format!("/t/{tid}/entries")).await);
    let desk = format!("/t/{tid}/entries");
    let res = admin.submit(&desk, &format!("/t/{tid}/entries/{}/maybe", ids[0]), &[]).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND, "accept or refuse, nothing else");
    let refuse = format!("/t/{tid}/entries/{}/refuse", ids[0]);
    let long = "x".repeat(201);
    for bad in ["juniors\u{1b}[31m only", long.as_str()] {
        let said = html::text(&refused(&admin, admin.submit(&desk, &refuse, &[("reason", bad)]).await).await);
        assert!(said.contains("U+001B") || said.contains("The reason was not taken"), "{said}");
        assert!(stored(&app, tid).contains(&("Lind, Eva".to_string(), "open")), "still open");
    }
    let res = admin.submit(&desk, &refuse, &[("reason", " The event is for juniors. ")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let status = html::text(&visitor.page(&eva).await);
    assert!(status.contains("Your entry was not accepted. Reason: The event is for juniors."), "{status}");
    assert!(html::text(&admin.page(&location(&res)).await).contains("The entry of Lind, Eva is refused."));
    // The desk keeps the refusal and its reason.
    let kept = admin.page(&desk).await;
    let kept = html::text(&kept[kept.find(r#"id="entries-refused""#).expect("refused lately")..]);
    assert!(kept.contains("Lind, Eva") && kept.contains("reason: The event is for juniors."), "{kept}");
    assert_eq!(listed_times(&visitor.page(&format!("/t/{tid}/players")).await, "Lind, Eva"), 0);
    assert!(stored(&app, tid).contains(&("Lind, Eva".to_string(), "refused")));
    let log = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(
        log.contains("Online entry of Lind, Eva refused: The event is for juniors."),
        "the reason is logged: {log}"
    );
}

async fn accepted_at_once_the_player_gets_the_personal_link(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    assert_eq!(upload_list(&admin, "2026-12", &fide_list("2301")).await.status(), StatusCode::OK);
    let tid = create_tournament(&admin, "Entry Auto", "swiss").await;
    open_entry(&app, tid, true, None);
    let visitor = app.browser();
    let form = html::text(&visitor.page(&format!("/t/{tid}/entry")).await);
    assert!(form.contains("Entries are accepted at once"), "{form}");
    assert!(form.contains("come from the FIDE list"), "a list is imported: the form says what it fills in");

    // A FIDE ID and no name: the list names him and gives the rest.
    let res = enter(&visitor, tid, &[("name", ""), ("fide_id", "24100001")]).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers().get("cache-control").and_then(|v| v.to_str().ok()), Some("no-store"), "personal");
    let page = res.text().await.unwrap();
    let token = token_of(&app, tid, "Petrov, Ivan");
    assert!(html::text(&page).contains("Petrov, Ivan, you are registered for this event."), "{page}");
    assert!(page.contains(&format!(r#"href="http://{}/t/{tid}/me/{token}""#, app.addr)), "the personal link");
    assert!(page.contains("<svg") && page.contains(r#"class="qr""#), "its QR code");

    let players = admin.page(&format!("/t/{tid}/players")).await;
    assert_eq!(listed_times(&players, "Petrov, Ivan"), 1);
    let row = html::text(&players);
    assert!(row.contains("2301") && row.contains("FM"), "rating and title from the list: {row}");
    assert_eq!(stored(&app, tid), vec![("Petrov, Ivan".to_string(), "accepted")]);
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains("online entry (accepted at once)"), "{audit}");
    assert!(audit.contains("Online entry of Petrov, Ivan accepted"), "{audit}");

    // A FIDE ID not in the list and no name: refused at the name, nothing stored.
    let text = enter_expecting(&visitor, tid, &[("fide_id", "99999999")], StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(text.contains("This FIDE ID is not in the imported FIDE list"), "{text}");
    assert_eq!(stored(&app, tid).len(), 1);
}

async fn the_same_player_cannot_enter_twice(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Entry Twice", "swiss").await;
    add_player(&admin, tid, "Kowalski, Jan", 2301, "").await;
    open_entry(&app, tid, false, None);
    let visitor = app.browser();

    enter_expecting(&visitor, tid, &[("name", "Orlov, Oleg"), ("fide_id", "24100005")], StatusCode::OK).await;
    // The same FIDE ID under another spelling of the name.
    let text = enter_expecting(
        &visitor,
        tid,
        &[("name", "O. Orlov"), ("fide_id", "24100005")],
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert!(text.contains("Orlov, Oleg has already entered this event: the entry waits for the arbiter."), "{text}");

    // The same name (in other case and spacing) and date of birth, written otherwise.
    enter_expecting(&visitor, tid, &[("name", "Berg, Anna"), ("birth_date", "2011-03-04")], StatusCode::OK).await;
    let again = [("name", "BERG,  anna"), ("birth_date", "04.03.2011")];
    let res = enter(&visitor, tid, &again).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(html::text(&page).contains("Berg, Anna has already entered"), "{page}");
    assert!(page.contains(r#"value="BERG,  anna""#), "the form keeps what was typed");
    // Another date of birth: another player of that name.
    enter_expecting(&visitor, tid, &[("name", "Berg, Anna"), ("birth_date", "2012-01-01")], StatusCode::OK).await;

    // A player the arbiter registered.
    let text = enter_expecting(&visitor, tid, &[("name", "kowalski, jan")], StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(text.contains("Kowalski, Jan is already registered for this event"), "{text}");
    let names: Vec<String> = stored(&app, tid).into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, vec!["Orlov, Oleg", "Berg, Anna", "Berg, Anna"], "nothing else stored");

    // Accept all: both Berg entries and Orlov are registered.
    let res = admin.submit(&format!("/t/{tid}/entries"), &format!("/t/{tid}/entries/accept-all"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(html::text(&admin.page(&location(&res)).await).contains("3 entries accepted"));
    let players = admin.page(&format!("/t/{tid}/players")).await;
    assert_eq!(listed_times(&players, "Berg, Anna"), 2);
    assert_eq!(listed_times(&players, "Orlov, Oleg"), 1);
    // Registered now: the same FIDE ID is refused as registered.
    let text = enter_expecting(
        &visitor,
        tid,
        &[("name", "Orlov, O."), ("fide_id", "24100005")],
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert!(text.contains("Orlov, Oleg is already registered"), "{text}");
    // A registered player entering again without the date of birth is that player, not a namesake.
    let text = enter_expecting(&visitor, tid, &[("name", "berg, anna")], StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(text.contains("Berg, Anna is already registered"), "{text}");
    assert_eq!(stored(&app, tid).len(), 3, "nothing stored");
}

async fn entry_closed_full_or_archived_is_refused_and_nothing_stored(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Entry Closed", "swiss").await;
    let visitor = app.browser();
    let one = [("name", "Berg, Anna")];

    // Never opened.
    let page = html::text(&visitor.page(&format!("/t/{tid}/entry")).await);
    assert!(page.contains("This event does not take entries online now."), "{page}");
    assert!(!visitor.page(&format!("/t/{tid}")).await.contains(&format!(r#"href="/t/{tid}/entry""#)), "not linked");
    let text = enter_expecting(&visitor, tid, &one, StatusCode::CONFLICT).await;
    assert!(text.contains("This event does not take entries online now."), "{text}");

    // Past its closing time (the event's zone is Moscow, UTC+3).
    let closes = chrono::NaiveDate::from_ymd_opt(2026, 1, 10).unwrap().and_hms_opt(15, 0, 0).unwrap();
    set_entry(&app, tid, SelfService { entry_open: true, entry_closes: Some(closes), ..SelfService::default() });
    let page = html::text(&visitor.page(&format!("/t/{tid}/entry")).await);
    assert!(page.contains("Online entry closed on 2026-01-10 18:00."), "{page}");
    let text = enter_expecting(&visitor, tid, &one, StatusCode::CONFLICT).await;
    assert!(text.contains("Online entry closed on 2026-01-10 18:00."), "{text}");
    assert!(stored(&app, tid).is_empty());

    // Full: a limit of two, one player registered and one entry waiting.
    add_player(&admin, tid, "Kowalski, Jan", 2301, "").await;
    open_entry(&app, tid, false, Some(2));
    enter_expecting(&visitor, tid, &one, StatusCode::OK).await;
    let text = enter_expecting(&visitor, tid, &[("name", "Lind, Eva")], StatusCode::CONFLICT).await;
    assert!(text.contains("This event is full: it takes 2 players"), "{text}");
    assert!(html::text(&visitor.page(&format!("/t/{tid}/entry")).await).contains("This event is full"));
    let overview = visitor.page(&format!("/t/{tid}")).await;
    assert!(!overview.contains(&format!(r#"href="/t/{tid}/entry""#)), "a full event links no entry form");
    assert_eq!(stored(&app, tid), vec![("Berg, Anna".to_string(), "open")]);

    // Archived: read-only, no entry.
    open_entry(&app, tid, false, None);
    let res = admin
        .submit(&format!("/t/{tid}/remove"), &format!("/t/{tid}/archive"), &[("confirm_name", "Entry Closed")])
        .await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "archived");
    let text = enter_expecting(&visitor, tid, &[("name", "Lind, Eva")], StatusCode::CONFLICT).await;
    assert!(text.contains("This event is archived: it takes no entries."), "{text}");
    assert_eq!(stored(&app, tid).len(), 1);
}

async fn one_address_sends_at_most_ten_entries_an_hour(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Entry Flood", "swiss").await;
    open_entry(&app, tid, false, None);
    let visitor = app.browser();
    for n in 1..=10 {
        let name = format!("Player, Number {n}");
        enter_expecting(&visitor, tid, &[("name", name.as_str())], StatusCode::OK).await;
    }
    let text = enter_expecting(&visitor, tid, &[("name", "Player, Eleven")], StatusCode::TOO_MANY_REQUESTS).await;
    assert!(text.contains("Too many entries were sent from your address within an hour"), "{text}");
    assert!(text.contains("try again in 60 minutes"), "{text}");
    assert_eq!(stored(&app, tid).len(), 10, "the eleventh is not stored");
    // Another event counts apart.
    let other = create_tournament(&admin, "Entry Calm", "swiss").await;
    open_entry(&app, other, false, None);
    enter_expecting(&visitor, other, &[("name", "Player, Eleven")], StatusCode::OK).await;
}

async fn only_the_events_arbiters_see_and_decide_entries(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Entry Desk", "swiss").await;
    open_entry(&app, tid, false, None);
    let visitor = app.browser();
    enter_expecting(&visitor, tid, &[("name", "Berg, Anna")], StatusCode::OK).await;
    let id = open_ids(&admin.page(&format!("/t/{tid}/entries")).await).remove(0);

    let res = visitor.get(&format!("/t/{tid}/entries")).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(location(&res).starts_with("/login"), "sign in first");
    let res = enter(&visitor, tid, &[]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "a name or a FIDE ID is needed");
    let res = visitor.submit(TOKEN_PAGE, &format!("/t/{tid}/entries/{id}/accept"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(location(&res).starts_with("/login"));
    assert!(
        html::text(&admin.page(&format!("/t/{tid}")).await).contains("Online entries: 1 waiting"),
        "nothing decided"
    );
    assert_eq!(stored(&app, tid), vec![("Berg, Anna".to_string(), "open")]);
    // An entry of no such number, or of another event.
    let res = admin.submit(&format!("/t/{tid}/entries"), &format!("/t/{tid}/entries/99999/accept"), &[]).await;
    assert!(html::text(&refused(&admin, res).await).contains("This event has no such entry."));
    let res = admin.submit(&format!("/t/{tid}/entries"), &format!("/t/{tid}/entries/x/accept"), &[]).await;
    assert!(res.status().is_client_error(), "{}", res.status());
}

/// Accepting an entry once round 1 is published says that pairing numbers
/// were given again (C.04.2); before, it does not.
async fn a_late_entry_accepted_says_numbers_were_given_again(backend: crate::common::Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Late Entry Open", "swiss").await;
    for (k, name) in ["Alpha, A", "Beta, B", "Gamma, G", "Delta, D"].into_iter().enumerate() {
        add_player(&admin, tid, name, 2400 - 10 * k as u32, "").await;
    }
    open_entry(&app, tid, false, None);
    let visitor = app.browser();
    let desk = format!("/t/{tid}/entries");
    let accept = |page: String| format!("/t/{tid}/entries/{}/accept", open_ids(&page)[0]);
    let said = "pairing numbers are given again by rating";
    enter_expecting(&visitor, tid, &[("name", "Early, E")], StatusCode::OK).await;
    let res = admin.submit(&desk, &accept(admin.page(&desk).await), &[]).await;
    assert!(!html::text(&admin.page(&location(&res)).await).contains(said), "before round 1");
    let round = crate::common::flows::pair(&admin, tid).await;
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    enter_expecting(&visitor, tid, &[("name", "Late, L")], StatusCode::OK).await;
    let res = admin.submit(&desk, &accept(admin.page(&desk).await), &[]).await;
    let notice = html::text(&admin.page(&location(&res)).await);
    assert!(notice.contains("Late, L is registered.") && notice.contains(said), "{notice}");
}

on_both_backends!(
    a_late_entry_accepted_says_numbers_were_given_again,
    a_player_enters_and_the_arbiter_accepts,
    accepted_at_once_the_player_gets_the_personal_link,
    the_same_player_cannot_enter_twice,
    entry_closed_full_or_archived_is_refused_and_nothing_stored,
    one_address_sends_at_most_ten_entries_an_hour,
    only_the_events_arbiters_see_and_decide_entries,
);
