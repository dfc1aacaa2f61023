//! Players help themselves (issue 56), over HTTP on SQLite and PostgreSQL:
//! personal links, check-in, bye requests the arbiter accepts and the next
//! pairing respects, results both players report, a player left out for
//! not checking in, and a renewed link refused.

use crate::common::flows::{add_player, board_lines, pair, set_result, tournament_fields};
use crate::common::{Backend, Browser, TestApp, html, location, refused};
use arbiter::db::{self, PlayerId, TournamentId};
use reqwest::StatusCode;

/// The players, strongest first: player `k` (from 1) gets pairing number `k`.
const NAMES: [&str; 7] = ["A, A", "B, B", "C, C", "D, D", "E, E", "F, F", "G, G"];

/// The row id of the player numbered `number` ([`NAMES`]), from the arbiter's links page.
async fn player_id(admin: &Browser, tid: i32, number: u32) -> String {
    let links = admin.page(&format!("/t/{tid}/players/links")).await;
    let name = NAMES[number as usize - 1];
    let label = links.find(&format!("{name}</a>")).unwrap_or_else(|| panic!("{name} is listed: {links}"));
    let start = links[..label].rfind("?player=").expect("a player link") + "?player=".len();
    let id = &links[start..label];
    id[..id.find('#').unwrap()].to_string()
}

/// The path of the personal page of the player numbered `number`, read
/// from the arbiter's links page.
async fn link_of(admin: &Browser, tid: i32, number: u32) -> String {
    let player = player_id(admin, tid, number).await;
    let shown = admin.page(&format!("/t/{tid}/players/links?player={player}")).await;
    let marker = format!("/t/{tid}/me/");
    let at = shown.find(r#"href="http"#).expect("the address is shown");
    let address = &shown[at + 6..];
    let path = &address[address.find(&marker).expect("a personal page")..];
    path[..path.find('"').unwrap()].to_string()
}

/// The name of player `id` of event `tid`, read from the database.
fn players_named(c: &mut db::DbConnection, tid: i32, id: PlayerId) -> String {
    db::players::by_id(c, TournamentId(tid), id).unwrap().map(|p| p.name).unwrap_or_default()
}

/// Sends a player's form on their own page.
async fn as_player(b: &Browser, page: &str, action: &str, fields: &[(&str, &str)]) -> reqwest::Response {
    b.submit(page, &format!("{page}/{action}"), fields).await
}

async fn players_check_in_ask_for_byes_and_report_results_through_their_links(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    // Round 1 without a start time (check-in open until its pairing), the
    // others a year ahead: every bye deadline is open, their check-in not yet.
    let year = (chrono::Utc::now().date_naive() + chrono::Days::new(365)).format("%Y").to_string();
    let (start, end) = (format!("{year}-06-01"), format!("{year}-06-08"));
    let schedule = format!("\n{year}-06-02 15:00\n{year}-06-03 15:00");
    let fields = tournament_fields(
        "Self-Service Open",
        "swiss",
        &[("start_date", &start), ("end_date", &end), ("rounds", "3"), ("schedule", &schedule)],
    );
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().expect("created");
    for (k, name) in NAMES.iter().enumerate() {
        add_player(&admin, tid, name, 2400 - 10 * k as u32, "").await;
    }
    let visitor = app.browser();
    assert_ne!(visitor.get(&format!("/t/{tid}/requests")).await.status(), StatusCode::OK, "the queue is the arbiters'");
    assert_eq!(visitor.get(&format!("/t/{tid}/me/not-a-link")).await.status(), StatusCode::NOT_FOUND);
    let settings = format!("/t/{tid}/self-service");
    let fields = [
        ("check_in", "on"),
        ("check_in_minutes", "60"),
        ("bye_limit", "1"),
        ("bye_hours", "0"),
        ("reported_results", "propose"),
    ];
    assert_eq!(admin.submit(&settings, &settings, &fields).await.status(), StatusCode::SEE_OTHER);
    // A value out of bounds: the form again as typed, the field marked, nothing stored.
    let bad = [("check_in_minutes", "99999"), ("bye_limit", "3"), ("bye_hours", "")];
    let res = admin.submit(&settings, &settings, &bad).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(html::text(&page).contains("Check the numbers"), "{page}");
    let marked = r#"name="check_in_minutes" inputmode="numeric" pattern="[0-9]*" value="99999" aria-invalid="true" aria-describedby="check_in_minutes-error""#;
    assert!(page.contains(marked), "kept as typed and marked: {page}");
    assert!(page.contains(r#"id="check_in_minutes-error">A whole number from 0 to 10080.<"#), "{page}");
    assert!(page.contains(r#"name="bye_limit" inputmode="numeric" pattern="[0-9]*" value="3">"#), "kept, not marked");
    assert!(!page.contains(r#"name="check_in" checked"#), "as typed: the box was not ticked");
    let stored = admin.page(&settings).await;
    assert!(stored.contains(r#"name="check_in" checked"#), "a refusal keeps the settings");
    assert!(stored.contains(r#"name="check_in_minutes" inputmode="numeric" pattern="[0-9]*" value="60">"#));
    assert!(stored.contains(r#"name="bye_limit" inputmode="numeric" pattern="[0-9]*" value="1">"#));

    // Player 1 checks in through the link; the arbiter checks in all others but player 7.
    let first = link_of(&admin, tid, 1).await;
    let player = app.browser();
    let page = html::text(&player.page(&first).await);
    assert!(page.contains("A, A") && page.contains("Check-in for round 1"), "{page}");
    assert_eq!(as_player(&player, &first, "check-in", &[]).await.status(), StatusCode::SEE_OTHER);
    assert!(html::text(&player.page(&first).await).contains("You are checked in."));
    assert_eq!(as_player(&player, &first, "check-in", &[]).await.status(), StatusCode::SEE_OTHER, "twice is fine");
    let queue = format!("/t/{tid}/requests");
    let page = admin.page(&queue).await;
    for name in &NAMES[1..6] {
        let label = page.find(&format!("<li>{name} ")).unwrap_or_else(|| panic!("{name} listed for check-in: {page}"));
        let form = page[label..].find("/check-in/").unwrap() + label;
        let action = &page[form..form + page[form..].find('"').unwrap()];
        let path = format!("/t/{tid}{action}");
        assert_eq!(admin.submit(&queue, &path, &[]).await.status(), StatusCode::SEE_OTHER);
    }
    let page = html::text(&admin.page(&queue).await);
    assert!(page.contains("G, G · not checked in"), "{page}");
    let overview = html::text(&admin.page(&format!("/t/{tid}")).await);
    assert!(overview.contains("One player has not checked in for round 1."), "{overview}");
    let leave = format!("/t/{tid}/check-in/leave-out");
    let res = admin.submit(&queue, &leave, &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(html::text(&admin.page(&location(&res)).await).contains("One player was left out of the round."));

    // Player 1 asks for a half-point bye in round 2; a second request for it is refused, and so is a
    // second half-point bye.
    let ask = |round: &'static str| [("kind", "hpb"), ("round", round)];
    assert_eq!(as_player(&player, &first, "ask", &ask("2")).await.status(), StatusCode::SEE_OTHER);
    let said = html::text(&refused(&player, as_player(&player, &first, "ask", &ask("2")).await).await);
    assert!(said.contains("You have a request for that round waiting already."), "{said}");
    let said = html::text(&refused(&player, as_player(&player, &first, "ask", &ask("3")).await).await);
    assert!(said.contains("the one half-point bye this event allows"), "{said}");
    // The page then says so before the player asks, and offers no half-point bye.
    let own = player.page(&first).await;
    assert!(html::text(&own).contains("You have had or asked for every half-point bye"), "{own}");
    assert!(!own.contains(r#"value="hpb""#) && own.contains(r#"value="zpb""#), "{own}");
    let page = admin.page(&queue).await;
    assert!(html::text(&page).contains("A, A: a half-point bye · Round 2"), "{page}");
    let at = page.find(&format!("/t/{tid}/requests/")).expect("a decision form");
    let decide = &page[at..at + page[at..].find('"').unwrap()];
    assert_eq!(admin.submit(&queue, decide, &[("decision", "accept")]).await.status(), StatusCode::SEE_OTHER);
    let twice = admin.submit(&queue, decide, &[("decision", "accept")]).await;
    assert!(html::text(&refused(&admin, twice).await).contains("That request is no longer waiting"));
    assert!(html::text(&player.page(&first).await).contains("a half-point bye · accepted"));

    // Round 1: player 7 is left out (a zero-point bye), the others play.
    let round = pair(&admin, tid).await;
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    // Round 2's check-in opens a year from now: nobody is left out of it, or said to be absent, before.
    assert!(!admin.page(&queue).await.contains("check-in/leave-out"), "no leave-out before the window opens");
    let overview = html::text(&admin.page(&format!("/t/{tid}")).await);
    assert!(!overview.contains("not checked in for round 2"), "{overview}");
    let res = admin.submit(&format!("/t/{tid}/requests"), &leave, &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let waiting = html::text(&admin.page(&queue).await);
    assert!(!waiting.contains("zero-point bye for round 2"), "a late press leaves nobody out: {waiting}");
    let lines = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
    let left_out = lines.iter().find(|l| l.white == 7).expect("player 7 has a line");
    assert!(left_out.black.is_none() && left_out.result_text.contains("zero-point bye"), "{}", left_out.result_text);
    // Player 7's own page says why; player 1's, who checked in, does not.
    let seventh = link_of(&admin, tid, 7).await;
    let own = html::text(&app.browser().page(&seventh).await);
    assert!(own.contains("You did not check in for this round before it was paired"), "{own}");
    assert!(!html::text(&player.page(&first).await).contains("You did not check in"), "player 1 checked in");

    // Round 2's check-in opens an hour before its start, a year ahead; player 1 has a bye in it.
    let (second, other) = (link_of(&admin, tid, 2).await, app.browser());
    let said = html::text(&refused(&other, as_player(&other, &second, "check-in", &[]).await).await);
    assert!(said.contains("Check-in has not opened yet."), "{said}");
    let said = html::text(&refused(&player, as_player(&player, &first, "check-in", &[]).await).await);
    assert!(said.contains("a bye is recorded for you"), "{said}");
    // Both players of board 1 report 1-0: the arbiter confirms it. Board 2's reports differ.
    let games: Vec<_> = lines.iter().filter(|l| l.black.is_some()).collect();
    for (line, results) in [(games[0], ["1-0", "1-0"]), (games[1], ["1-0", "0-1"])] {
        for (number, result) in [line.white, line.black.unwrap()].into_iter().zip(results) {
            let link = link_of(&admin, tid, number).await;
            let b = app.browser();
            assert_eq!(as_player(&b, &link, "report", &[("result", result)]).await.status(), StatusCode::SEE_OTHER);
            let own = b.page(&link).await;
            assert!(html::text(&own).contains(&format!("You reported {result}.")));
            // The form starts at the player's report: sent again, it changes nothing.
            let chosen = format!(r#"<option value="{result}" selected>"#);
            assert!(own.contains(&chosen), "{own}");
        }
    }
    let (black, b) = (link_of(&admin, tid, games[1].black.unwrap()).await, app.browser());
    let own = html::text(&b.page(&black).await);
    assert!(own.contains("The two reports differ: the arbiter decides the result."), "{own}");
    let page = admin.page(&queue).await;
    assert!(html::text(&page).contains("the reports differ"), "{page}");
    let at = page.find(&format!("/t/{tid}/reports/")).expect("a confirmation form");
    let confirm = &page[at..at + page[at..].find('"').unwrap()];
    let version = html::value_after(&page[at..], r#"name="version" value=""#).unwrap();
    let res = admin.submit(&queue, confirm, &[("result", "1-0"), ("version", version.as_str())]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let now = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
    assert_eq!(now.iter().find(|l| l.id == games[0].id).unwrap().selected, "1-0");
    for line in now.iter().filter(|l| l.black.is_some() && l.id != games[0].id) {
        assert_eq!(set_result(&admin, tid, 1, line, "1/2").await.status(), StatusCode::SEE_OTHER);
    }
    // Round 2 respects the accepted bye.
    let round = pair(&admin, tid).await;
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let lines = board_lines(&admin.page(&format!("/t/{tid}/round/2")).await);
    let one = lines.iter().find(|l| l.white == 1 || l.black == Some(1)).expect("player 1 has a line");
    assert!(one.black.is_none() && one.result_text.contains("half-point bye"), "{}", one.result_text);
    assert!(html::text(&player.page(&first).await).contains("a half-point bye · accepted"), "the bye stands");
    // Round 2 starts in a year: its players are told the result is reported once it has started.
    let game = lines.iter().find(|l| l.black.is_some()).expect("a game in round 2");
    let own = player.page(&link_of(&admin, tid, game.white).await).await;
    assert!(html::text(&own).contains("Once the round has started, you report your game’s result here."), "{own}");
    assert!(!own.contains(r#"id="report""#), "no form before the start");

    // A renewed link: the old one is refused, the new one works.
    let renew = format!("/t/{tid}/players/{}/link", player_id(&admin, tid, 1).await);
    assert_eq!(admin.submit(&format!("/t/{tid}/players/links"), &renew, &[]).await.status(), StatusCode::SEE_OTHER);
    let old = visitor.get(&first).await;
    assert_eq!(old.status(), StatusCode::NOT_FOUND, "the old link is refused");
    assert!(html::text(&old.text().await.unwrap()).contains("it may have been replaced by a new one"));
    let renewed = link_of(&admin, tid, 1).await;
    assert_ne!(renewed, first);
    assert_eq!(visitor.get(&renewed).await.status(), StatusCode::OK);
    let stale = player.submit(&renewed, &format!("{first}/ask"), &ask("3")).await;
    assert_eq!(stale.status(), StatusCode::NOT_FOUND, "a request through the old link is refused");
}

/// The text of a mailed message with its quoted-printable soft breaks and
/// `=XX` codes undone enough to read words and addresses.
fn unfolded(message: &str) -> String {
    message.replace("=\r\n", "").replace("=3D", "=")
}

async fn players_who_gave_an_address_are_mailed_their_link_and_pairings(backend: Backend) {
    let relay = crate::common::smtp::SmtpSink::start();
    let app = TestApp::start_with_mail(backend, relay.addr);
    let admin = app.admin().await;
    let tid = crate::common::flows::create_tournament(&admin, "Mailed Open", "swiss").await;
    for (k, name) in NAMES[..4].iter().enumerate() {
        add_player(&admin, tid, name, 2400 - 10 * k as u32, "").await;
    }
    let id = player_id(&admin, tid, 1).await;
    let shown = format!("/t/{tid}/players/links?player={id}");
    let email = format!("/t/{tid}/players/{id}/email");
    let said = html::text(&refused(&admin, admin.submit(&shown, &email, &[("email", "not an address")]).await).await);
    assert!(said.contains("That is not an email address."), "{said}");
    assert!(relay.messages().is_empty());
    let res = admin.submit(&shown, &email, &[("email", "anna@example.org")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(html::text(&admin.page(&location(&res)).await).contains("the link is being mailed"));
    let link = link_of(&admin, tid, 1).await;
    let mailed = relay.wait_for(1);
    assert_eq!(mailed.len(), 1, "{mailed:?}");
    let letter = unfolded(&mailed[0]);
    assert!(letter.contains("To: anna@example.org") && letter.contains("Mailed Open: your own page"), "{letter}");
    assert!(letter.contains(&link), "the letter carries the link {link}: {letter}");
    // Publishing round 1 mails its pairing to the one player with an address.
    let round = pair(&admin, tid).await;
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let mailed = relay.wait_for(2);
    assert_eq!(mailed.len(), 2, "one letter a player with an address: {mailed:?}");
    let letter = unfolded(&mailed[1]);
    assert!(letter.contains("Mailed Open: round 1") && letter.contains("board 1, White, against"), "{letter}");
    // An entry accepted at once is mailed its link at the address it gave.
    let settings = format!("/t/{tid}/self-service");
    let open = [("entry_open", "on"), ("entry_auto", "on")];
    assert_eq!(admin.submit(&settings, &settings, &open).await.status(), StatusCode::SEE_OTHER);
    let entry = format!("/t/{tid}/entry");
    let fields = [("name", "Late, Lena"), ("birth_date", "2001-02-03"), ("email", "lena@example.org")];
    let res = app.browser().submit(&entry, &entry, &fields).await;
    assert_eq!(res.status(), StatusCode::OK, "entered");
    let mailed = relay.wait_for(3);
    let letter = unfolded(&mailed[2]);
    assert!(letter.contains("To: lena@example.org") && letter.contains(&format!("/t/{tid}/me/")), "{letter}");
}

async fn without_a_relay_addresses_are_kept_and_nothing_is_sent(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = crate::common::flows::create_tournament(&admin, "Unmailed Open", "swiss").await;
    add_player(&admin, tid, NAMES[0], 2400, "").await;
    let id = player_id(&admin, tid, 1).await;
    let shown = format!("/t/{tid}/players/links?player={id}");
    assert!(admin.page(&shown).await.contains("The app has no mail server"));
    let res = admin.submit(&shown, &format!("/t/{tid}/players/{id}/email"), &[("email", "anna@example.org")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(html::text(&admin.page(&location(&res)).await).contains("give the player the link yourself"));
    assert!(admin.page(&shown).await.contains(r#"value="anna@example.org""#), "the address is kept");
}

async fn a_round_robin_mails_every_round_to_players_who_gave_an_address(backend: Backend) {
    let relay = crate::common::smtp::SmtpSink::start();
    let app = TestApp::start_with_mail(backend, relay.addr);
    let admin = app.admin().await;
    let tid = crate::common::flows::create_tournament(&admin, "Mailed Robin", "rr").await;
    for (k, name) in NAMES[..4].iter().enumerate() {
        add_player(&admin, tid, name, 2400 - 10 * k as u32, "").await;
    }
    let id = player_id(&admin, tid, 1).await;
    let shown = format!("/t/{tid}/players/links?player={id}");
    let res = admin.submit(&shown, &format!("/t/{tid}/players/{id}/email"), &[("email", "anna@example.org")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(relay.wait_for(1).len(), 1, "the link");
    let link = link_of(&admin, tid, 1).await;
    // Pairing the round robin publishes its three rounds at once: one letter with each.
    pair(&admin, tid).await;
    let mailed = relay.wait_for(2);
    assert_eq!(mailed.len(), 2, "one letter a player with an address: {mailed:?}");
    let letter = unfolded(&mailed[1]);
    assert!(letter.contains("To: anna@example.org"), "{letter}");
    assert!(letter.contains("Your games in Mailed Robin, round by round"), "{letter}");
    for round in 1..=3 {
        assert!(letter.contains(&format!("Round {round}: board ")), "round {round}: {letter}");
    }
    assert!(letter.contains(&link), "the player's page {link}: {letter}");
}

async fn a_refusal_says_why_and_the_queue_keeps_what_was_decided(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let fields = tournament_fields("Decided Open", "swiss", &[("schedule", "")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().expect("created");
    for (k, name) in NAMES[..4].iter().enumerate() {
        add_player(&admin, tid, name, 2400 - 10 * k as u32, "").await;
    }
    let settings = format!("/t/{tid}/self-service");
    let byes = [("bye_limit", "1"), ("bye_hours", "0")];
    assert_eq!(admin.submit(&settings, &settings, &byes).await.status(), StatusCode::SEE_OTHER);
    let (first, second, third) =
        (link_of(&admin, tid, 1).await, link_of(&admin, tid, 2).await, link_of(&admin, tid, 3).await);
    let player = app.browser();
    for (link, kind) in [(&first, "hpb"), (&second, "withdraw"), (&third, "zpb")] {
        let res = as_player(&player, link, "ask", &[("kind", kind), ("round", "2")]).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "{kind}");
    }
    let queue = format!("/t/{tid}/requests");
    let decide = |page: &str, name: &str| {
        let at = page.find(&format!("<strong>{name}</strong>")).unwrap_or_else(|| panic!("{name} waits: {page}"));
        let form = page[at..].find(&format!("/t/{tid}/requests/")).unwrap() + at;
        page[form..form + page[form..].find('"').unwrap()].to_string()
    };
    let page = admin.page(&queue).await;
    let (one, two, three) = (decide(&page, "A, A"), decide(&page, "B, B"), decide(&page, "C, C"));

    // A reason that is not one short line is refused, and the request still waits.
    let long = "x".repeat(201);
    for bad in ["late\u{7}", long.as_str()] {
        let res = admin.submit(&queue, &one, &[("decision", "refuse"), ("reason", bad)]).await;
        let said = html::text(&refused(&admin, res).await);
        assert!(said.contains("U+0007") || said.contains("The reason was not taken"), "{said}");
        assert!(html::text(&admin.page(&queue).await).contains("A, A: a half-point bye · Round 2"), "still waits");
    }
    // Refused with a reason: the notice names the player; the player reads why.
    let res = admin
        .submit(&queue, &one, &[("decision", "refuse"), ("reason", "  Round 2 is the last double round.  ")])
        .await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let said = html::text(&admin.page(&location(&res)).await);
    assert!(said.contains("Refused for A, A: a half-point bye for round 2."), "{said}");
    let own = html::text(&player.page(&first).await);
    assert!(own.contains("a half-point bye · refused · Reason: Round 2 is the last double round."), "{own}");
    // Accepted: named too; refused without a reason: nothing more said.
    let res = admin.submit(&queue, &two, &[("decision", "accept"), ("reason", "ignored")]).await;
    let said = html::text(&admin.page(&location(&res)).await);
    assert!(said.contains("Accepted for B, B: withdrawal for round 2, recorded."), "{said}");
    assert!(!html::text(&player.page(&second).await).contains("Reason:"), "an acceptance has no reason");
    // Withdrawn from round 2 on: the page says so, and offers a bye in round 1 only.
    let own = player.page(&second).await;
    assert!(html::text(&own).contains("You withdrew from round 2 on"), "{own}");
    let offered = |round: u32| own.contains(&format!(r#"<option value="{round}">{round}</option>"#));
    assert!(offered(1) && !offered(2) && !own.contains(r#"value="withdraw""#), "{own}");
    let res = admin.submit(&queue, &three, &[("decision", "refuse"), ("reason", "")]).await;
    assert!(html::text(&admin.page(&location(&res)).await).contains("Refused for C, C: a zero-point bye for round 2."));
    assert!(!html::text(&player.page(&third).await).contains("Reason:"));
    // Player 4 asks and takes it back.
    let fourth = link_of(&admin, tid, 4).await;
    assert_eq!(
        as_player(&player, &fourth, "ask", &[("kind", "withdraw"), ("round", "3")]).await.status(),
        StatusCode::SEE_OTHER
    );
    let own = player.page(&fourth).await;
    let at = own.find(&format!("{fourth}/cancel/")).expect("a waiting request to take back");
    let cancel = &own[at..at + own[at..].find('"').unwrap()];
    assert_eq!(player.submit(&fourth, cancel, &[]).await.status(), StatusCode::SEE_OTHER);

    // The queue lists what was decided, the most recent first, with who decided.
    let page = html::text(&admin.page(&queue).await);
    assert!(page.contains("Nothing waits."), "{page}");
    let listed = [
        "D, D: withdrawal · Round 3 · taken back by the player",
        "C, C: a zero-point bye · Round 2 · refused by admin",
        "B, B: withdrawal · Round 2 · accepted by admin",
        "A, A: a half-point bye · Round 2 · refused by admin",
    ];
    let at: Vec<usize> = listed.iter().map(|l| page.find(l).unwrap_or_else(|| panic!("{l}: {page}"))).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "the most recent first: {page}");
    assert!(page.contains("Reason: Round 2 is the last double round."), "{page}");
}

/// A form's fields, without its CSRF token.
type Fields<'a> = &'a [(&'a str, &'a str)];

/// Two arbiters (two accounts, two sessions) send `fields` to `path` at
/// the same moment; each gets its answer's redirect and the page it leads
/// to (the notice or the reason shown there).
async fn at_once(
    (a, b): (&Browser, &Browser),
    token_page: &str,
    path: &str,
    (first, second): (Fields<'_>, Fields<'_>),
) -> [(StatusCode, String); 2] {
    let (csrf_a, csrf_b) = (html::csrf(&a.page(token_page).await), html::csrf(&b.page(token_page).await));
    let form = |csrf: &str, fields: &[(&str, &str)]| {
        let mut form = vec![("csrf".to_string(), csrf.to_string())];
        form.extend(fields.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        form
    };
    let (form_a, form_b) = (form(&csrf_a, first), form(&csrf_b, second));
    let send = |b: &Browser, form: Vec<(String, String)>| b.client.post(format!("{}{path}", b.base)).form(&form).send();
    let (res_a, res_b) = tokio::join!(send(a, form_a), send(b, form_b));
    let mut answers = Vec::new();
    for (browser, res) in [(a, res_a.expect("POST")), (b, res_b.expect("POST"))] {
        let status = res.status();
        let page = match status {
            StatusCode::SEE_OTHER => html::text(&browser.page(&location(&res)).await),
            _ => res.text().await.unwrap(),
        };
        answers.push((status, page));
    }
    answers.try_into().unwrap()
}

async fn two_arbiters_deciding_at_once_decide_once(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    crate::audit_removal::add_account(&admin, "second").await;
    let fields = tournament_fields("Raced Open", "swiss", &[("schedule", "")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().expect("created");
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/arbiters"), &[("username", "second")]).await;
    assert_eq!(res.status(), StatusCode::OK, "a deputy");
    let second = crate::audit_removal::signed_in(&app, "second").await;
    for (k, name) in NAMES[..4].iter().enumerate() {
        add_player(&admin, tid, name, 2400 - 10 * k as u32, "").await;
    }
    let settings = format!("/t/{tid}/self-service");
    let open = [("bye_limit", "1"), ("bye_hours", "0"), ("entry_open", "on")];
    assert_eq!(admin.submit(&settings, &settings, &open).await.status(), StatusCode::SEE_OTHER);
    let queue = format!("/t/{tid}/requests");
    let player = app.browser();
    let gone = "That request is no longer waiting";

    // Each player asks for a half-point bye; the two arbiters decide each at once,
    // the same way or differently.
    let ways: [(Fields, Fields); 3] = [
        (&[("decision", "accept")], &[("decision", "accept")]),
        (&[("decision", "accept")], &[("decision", "refuse"), ("reason", "no")]),
        (&[("decision", "refuse")], &[("decision", "refuse"), ("reason", "no")]),
    ];
    for (number, way) in (1..=3u32).zip(ways) {
        let link = link_of(&admin, tid, number).await;
        let res = as_player(&player, &link, "ask", &[("kind", "hpb"), ("round", "1")]).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER);
        let page = admin.page(&queue).await;
        let at = page.find(&format!("/t/{tid}/requests/")).expect("a decision form");
        let decide = page[at..at + page[at..].find('"').unwrap()].to_string();
        let answers = at_once((&admin, &second), &queue, &decide, way).await;
        let name = NAMES[number as usize - 1];
        let won: Vec<&(StatusCode, String)> =
            answers.iter().filter(|(_, p)| p.contains(&format!("for {name}:"))).collect();
        let lost: Vec<&(StatusCode, String)> = answers.iter().filter(|(_, p)| p.contains(gone)).collect();
        assert_eq!((won.len(), lost.len()), (1, 1), "one decides, the other is told: {answers:?}");
        assert!(answers.iter().all(|(status, _)| *status == StatusCode::SEE_OTHER), "{answers:?}");
        // Stored once: the request decided, at most one bye, one line in the log.
        let own = html::text(&player.page(&link).await);
        let accepted = won[0].1.contains(&format!("Accepted for {name}"));
        let state = if accepted { "accepted" } else { "refused" };
        assert!(own.contains(&format!("a half-point bye · {state}")), "{own}");
        let log = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
        let decided = log.matches(&format!("{name}: a half-point bye in round 1 ")).count();
        assert_eq!(decided, 1, "one decision logged: {log}");
        let mut c = db::establish(&app.database_url).expect("the app's database");
        let byes = db::byes::for_round(&mut c, TournamentId(tid), 1).unwrap();
        let byes = byes.iter().filter(|b| players_named(&mut c, tid, b.player_id) == name).count();
        assert_eq!(byes, usize::from(accepted), "a bye recorded once, if accepted");
        let requests = db::player_requests::for_tournament(&mut c, TournamentId(tid), false).unwrap();
        let mine: Vec<_> = requests.iter().filter(|r| players_named(&mut c, tid, r.player_id) == name).collect();
        assert_eq!(mine.len(), 1);
        assert_eq!(mine[0].state, state);
    }
    let page = html::text(&admin.page(&queue).await);
    assert!(page.contains("Nothing waits."), "{page}");

    // An entry accepted by both at once registers one player.
    let visitor = app.browser();
    let entry = format!("/t/{tid}/entry");
    for name in ["Berg, Anna", "Lind, Eva"] {
        assert_eq!(visitor.submit(&entry, &entry, &[("name", name)]).await.status(), StatusCode::OK, "{name}");
    }
    let desk = format!("/t/{tid}/entries");
    let ids: Vec<String> = admin
        .page(&desk)
        .await
        .split(r#"<li id="entry-"#)
        .skip(1)
        .map(|r| r.split('"').next().unwrap().to_string())
        .collect();
    assert_eq!(ids.len(), 2);
    let accept: Fields = &[];
    let answers = at_once((&admin, &second), &desk, &format!("{desk}/{}/accept", ids[0]), (accept, accept)).await;
    assert!(answers.iter().all(|(status, _)| *status == StatusCode::SEE_OTHER), "{answers:?}");
    assert_eq!(answers.iter().filter(|(_, p)| p.contains("Berg, Anna is registered.")).count(), 1, "{answers:?}");
    let told = "The entry of Berg, Anna was accepted already: nothing changed.";
    assert_eq!(answers.iter().filter(|(_, p)| p.contains(told)).count(), 1, "{answers:?}");
    let players = admin.page(&format!("/t/{tid}/players")).await;
    assert_eq!(players.matches(">Berg, Anna<").count(), 1, "registered once: {players}");
    let log = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert_eq!(log.matches("Online entry of Berg, Anna accepted").count(), 1, "{log}");
    // Accepted by one, refused by the other at once: one of the two.
    let refuse: Fields = &[("reason", "full")];
    let path = format!("{desk}/{}/", ids[1]);
    let (csrf_a, csrf_b) = (html::csrf(&admin.page(&desk).await), html::csrf(&second.page(&desk).await));
    let send = |b: &Browser, to: String, form: Vec<(&'static str, String)>| {
        b.client.post(format!("{}{to}", b.base)).form(&form).send()
    };
    let (res_a, res_b) = tokio::join!(
        send(&admin, format!("{path}accept"), vec![("csrf", csrf_a)]),
        send(&second, format!("{path}refuse"), vec![("csrf", csrf_b), ("reason", refuse[0].1.to_string())])
    );
    let (res_a, res_b) = (res_a.expect("POST"), res_b.expect("POST"));
    assert_eq!((res_a.status(), res_b.status()), (StatusCode::SEE_OTHER, StatusCode::SEE_OTHER));
    let (page_a, page_b) =
        (html::text(&admin.page(&location(&res_a)).await), html::text(&second.page(&location(&res_b)).await));
    let registered = page_a.contains("Lind, Eva is registered.");
    let refused_it = page_b.contains("The entry of Lind, Eva is refused.");
    assert!(registered != refused_it, "exactly one decides: {page_a} / {page_b}");
    let told = if registered {
        "The entry of Lind, Eva was accepted already"
    } else {
        "The entry of Lind, Eva was refused already"
    };
    assert!(if registered { page_b.contains(told) } else { page_a.contains(told) }, "{page_a} / {page_b}");
    let players = admin.page(&format!("/t/{tid}/players")).await;
    assert_eq!(players.matches(">Lind, Eva<").count(), usize::from(registered), "{players}");
    let log = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    let logged = log.matches("Online entry of Lind, Eva accepted").count()
        + log.matches("Online entry of Lind, Eva refused").count();
    assert_eq!(logged, 1, "{log}");
}

on_both_backends!(
    players_check_in_ask_for_byes_and_report_results_through_their_links,
    players_who_gave_an_address_are_mailed_their_link_and_pairings,
    without_a_relay_addresses_are_kept_and_nothing_is_sent,
    a_round_robin_mails_every_round_to_players_who_gave_an_address,
    a_refusal_says_why_and_the_queue_keeps_what_was_decided,
    two_arbiters_deciding_at_once_decide_once,
);
