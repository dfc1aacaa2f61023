//! Issue 32, items 4, 5, 6, 9 and 10, over HTTP on SQLite and PostgreSQL:
//! a proposed round made before a change says it is out of date; "everyone
//! present" and the arrival buttons record the start or the time typed, never
//! the click; a withdrawal with a published game asks what becomes of it; the
//! "why?" page explains a round as soon as it is published; a round not yet
//! paired says so.

use crate::common::flows::{
    BoardLine, add_player, board_lines, create_tournament, pair, set_result, tournament_fields,
};
use crate::common::{Backend, Browser, TestApp, html, location};
use chrono::{Duration, Timelike, Utc};
use reqwest::StatusCode;

/// A Swiss event of six players; returns its id.
async fn six_player_swiss(admin: &Browser) -> i32 {
    let tid = create_tournament(admin, "Day Open", "swiss").await;
    for (k, name) in ["Ada", "Bea", "Cid", "Dan", "Eve", "Fox"].iter().enumerate() {
        add_player(admin, tid, &format!("{name}, Test"), 2400 - 50 * k as u32, "").await;
    }
    tid
}

/// Posts a form of the round page `round` of `tid` and expects a redirect.
async fn round_post(admin: &Browser, tid: i32, round: u32, action: &str, fields: &[(&str, &str)]) {
    let page = format!("/t/{tid}/round/{round}");
    let res = admin.submit(&page, &format!("{page}/{action}"), fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "{action} in round {round}");
    crate::common::flows::wait_for_pairing(admin, &crate::common::location(&res)).await;
}

/// Pairs the next round and publishes it; returns its lines as the arbiter sees them.
async fn pair_and_publish(admin: &Browser, tid: i32, round: u32) -> Vec<BoardLine> {
    assert_eq!(pair(admin, tid).await, format!("/t/{tid}/round/{round}"));
    round_post(admin, tid, round, "publish", &[]).await;
    board_lines(&admin.page(&format!("/t/{tid}/round/{round}")).await)
}

/// Enters a result on every game of a round.
async fn play(admin: &Browser, tid: i32, round: u32, lines: &[BoardLine], result: &str) {
    for line in lines.iter().filter(|l| l.black.is_some()) {
        assert_eq!(set_result(admin, tid, round, line, result).await.status(), StatusCode::SEE_OTHER);
    }
}

/// The draft page's status paragraph or block.
fn draft_status(page: &str) -> &str {
    let at = page.find(r#"id="draft-status""#).expect("a draft status");
    let start = page[..at].rfind('<').unwrap();
    let end = at + page[at..].find("</form>").or_else(|| page[at..].find("</p>")).unwrap();
    &page[start..end]
}

async fn a_draft_made_before_a_change_says_it_is_out_of_date(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = six_player_swiss(&admin).await;
    let round1 = pair_and_publish(&admin, tid, 1).await;
    play(&admin, tid, 1, &round1, "1-0").await;
    pair_and_publish(&admin, tid, 2).await;
    // Round 2 taken back to a proposal: nothing it was paired from changed.
    round_post(&admin, tid, 2, "withdraw", &[("mode", "draft")]).await;
    let draft = format!("/t/{tid}/round/2");
    let page = admin.page(&draft).await;
    assert!(draft_status(&page).contains("This is the pairing of the FIDE Dutch system"), "{page}");

    // A round-1 result corrected: the proposal is out of date, and says why.
    let round1 = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
    assert_eq!(set_result(&admin, tid, 1, &round1[0], "0-1").await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&draft).await;
    let status = draft_status(&page);
    assert!(!status.contains("This is the pairing of the FIDE Dutch system"), "{status}");
    assert!(status.contains("Out of date") && status.contains("results or pairings of earlier rounds changed"));
    assert!(!status.contains("players changed"), "only what changed is named: {status}");
    assert!(page.contains(r#"name="confirm_out_of_date""#), "publishing asks for a confirmation");
    // Publishing it needs the confirmation.
    let res = admin.submit(&draft, &format!("{draft}/publish"), &[]).await;
    assert!(crate::common::refused(&admin, res).await.contains("This pairing is out of date"));
    assert_eq!(admin.page(&draft).await.matches(r#"id="draft-status""#).count(), 1, "still a proposal");
    // In Russian too.
    let ru = app.browser();
    ru.login("admin", "secret-pass").await;
    ru.get("/lang/ru?next=/").await;
    let page = ru.page(&draft).await;
    assert!(draft_status(&page).contains("Устарело") && page.contains("изменились результаты или пары прошлых туров"));

    // Paired again in one click: current again.
    round_post(&admin, tid, 2, "repair", &[]).await;
    let page = admin.page(&draft).await;
    assert!(draft_status(&page).contains("This is the pairing of the FIDE Dutch system"));
    assert!(!page.contains(r#"name="confirm_out_of_date""#));

    // A late entry and a player's rating: players changed; published anyway, with the confirmation.
    add_player(&admin, tid, "Gus, Late", 1500, "").await;
    let page = admin.page(&draft).await;
    let status = draft_status(&page);
    assert!(status.contains("players changed") && !status.contains("results or pairings"), "{status}");
    // (The late entry is not paired in it: the checker warns too, and that is confirmed as well.)
    let res = admin.submit(&draft, &format!("{draft}/publish"), &[("confirm_out_of_date", "yes")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("read the warnings"), "both confirmations needed");
    let both = [("confirm_out_of_date", "yes"), ("confirm", "yes")];
    let res = admin.submit(&draft, &format!("{draft}/publish"), &both).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(!admin.page(&draft).await.contains(r#"id="draft-status""#), "published");

    // The pairing rules: a prohibited pairing entered while round 3's proposal
    // waits (out of FIDE mode, which takes none once round 1 is paired).
    let round2 = board_lines(&admin.page(&draft).await);
    play(&admin, tid, 2, &round2, "1/2").await;
    assert_eq!(pair(&admin, tid).await, format!("/t/{tid}/round/3"));
    crate::common::flows::leave_fide_mode(&admin, tid).await;
    let rules = format!("/t/{tid}/players");
    let res = admin
        .submit(&rules, &format!("/t/{tid}/prohibited"), &[("rule", "club"), ("first_round", "3"), ("last_round", "5")])
        .await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "prohibited pairing saved");
    let status = admin.page(&format!("/t/{tid}/round/3")).await;
    assert!(draft_status(&status).contains("the pairing rules changed"), "{}", draft_status(&status));
}

/// A local time (Europe/Moscow) `minutes` from `at`, as the forms take it.
fn moscow(at: chrono::DateTime<Utc>, minutes: i64) -> chrono::NaiveDateTime {
    (at + Duration::hours(3) + Duration::minutes(minutes)).naive_utc()
}

/// A round robin of four players, default time 0, its round 1 scheduled
/// at `start` (Moscow time), paired; returns its id.
async fn paired_round_robin(admin: &Browser, name: &str, start: chrono::NaiveDateTime) -> i32 {
    let schedule = start.format("%Y-%m-%d %H:%M").to_string();
    let fields = tournament_fields(name, "rr", &[("schedule", schedule.as_str()), ("default_time_minutes", "0")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    for k in 0..4 {
        add_player(admin, tid, &format!("{name} {k}, Test"), 2000 + k, "").await;
    }
    pair(admin, tid).await;
    tid
}

async fn arrivals_record_the_start_or_the_time_given_never_the_click(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    // Round 1 began 30 minutes ago; default time 0 (6.7.1: present at the start).
    let start = moscow(Utc::now(), -30).with_second(0).unwrap();
    let tid = paired_round_robin(&admin, "Punctual", start).await;
    let round = format!("/t/{tid}/round/1");
    let lines = board_lines(&admin.page(&round).await);
    let (b1, b2) = (&lines[0], &lines[1]);
    let (b2_white, b2_black) = (b2.white.to_string(), b2.black.unwrap().to_string());

    // "Everyone present" pressed half an hour late, board 2 except: recorded at the start.
    let except = format!("{b2_white} {b2_black}");
    round_post(&admin, tid, 1, "arrivals", &[("except", except.as_str())]).await;
    let page = admin.page(&round).await;
    let at_start = start.format("%H:%M:%S").to_string();
    assert!(page.contains(&format!("Arrived: White {at_start}, Black {at_start}")), "the start recorded: {page}");
    assert!(!page.contains("Board 1: "), "board 1 is not forfeited: {page}");

    // Board 2: White arrives at a time typed (the start, so in time); Black now, 30 minutes late.
    let board_event = |bid: i32| format!("/t/{tid}/boards/{bid}/game/event");
    let typed = start.format("%Y-%m-%d %H:%M").to_string();
    let fields = [("action", "arrive:white"), ("at", typed.as_str()), ("back", "round")];
    assert_eq!(admin.submit(&round, &board_event(b2.id), &fields).await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&round).await;
    assert!(page.contains(&format!("Arrived: White {at_start}, Black not recorded")), "the time typed");
    let fields = [("action", "arrive:black"), ("back", "round")];
    assert_eq!(admin.submit(&round, &board_event(b2.id), &fields).await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&round).await;
    // The list names the board, its result, the arrivals, the default time and the rule.
    let listed = html::text(&page[page.find("These boards get a result by default").expect("a default due")..]);
    let line = listed.split("Board 2: ").nth(1).expect("board 2 listed");
    assert!(line.starts_with(&format!("+/-. Arrived: White {at_start}, Black ")), "{line}");
    assert!(
        line.contains(&format!("start {at_start}, default time 0 min, so until {at_start} (Laws, art. 6.7.1)")),
        "{line}"
    );
    assert!(!listed.contains("Board 1: "), "board 1 is not listed");
    let _ = b1;

    // Before the start, "everyone present" records the click (nobody is late then).
    let early_tid = paired_round_robin(&admin, "Early", moscow(Utc::now(), 60).with_second(0).unwrap()).await;
    round_post(&admin, early_tid, 1, "arrivals", &[]).await;
    let page = admin.page(&format!("/t/{early_tid}/round/1")).await;
    assert!(!page.contains("Black not recorded") && !page.contains("These boards get a result by default"));
    // A time that is not one is refused with the reason.
    let res = admin.submit(&round, &format!("{round}/arrivals"), &[("at", "soon")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("Give the time as"));
}

/// The players page's link id of a player.
fn player_id(players_page: &str, name: &str) -> String {
    let after = &players_page[players_page.find(name).expect("player listed")..];
    let start = after.find("/players/").unwrap() + "/players/".len();
    after[start..].split('/').next().unwrap().to_string()
}

async fn a_withdrawal_with_a_published_game_asks_what_becomes_of_it(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = six_player_swiss(&admin).await;
    let lines = pair_and_publish(&admin, tid, 1).await;
    let players = admin.page(&format!("/t/{tid}/players")).await;
    let (ada, eve) = (player_id(&players, "Ada, Test"), player_id(&players, "Eve, Test"));
    let withdraw = |id: &str| format!("/t/{tid}/players/{id}/withdraw");
    let edit = |id: &str| format!("/t/{tid}/players/{id}/edit");

    // Withdrawn from round 1, in which Ada has a published game: asked, nothing changed.
    let res = admin.submit(&edit(&ada), &withdraw(&ada), &[("from_round", "1")]).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let page = res.text().await.unwrap();
    assert!(page.contains("Ada, Test has a game still to play in a published round from round 1 on"), "{page}");
    assert!(page.contains("Round 1, board 1: ") && page.contains("Ada, Test – "), "the game is named: {page}");
    assert!(page.contains(r#"name="games" value="forfeit""#) && page.contains(r#"name="games" value="remove""#));
    assert!(!admin.page(&format!("/t/{tid}/players")).await.contains("withdrawn from round"));
    // Forfeited: the opponent wins by forfeit.
    let ada_board = lines.iter().find(|l| l.white == 1 || l.black == Some(1)).expect("Ada's board");
    let forfeit = if ada_board.white == 1 { "-+" } else { "+-" };
    let res = admin.submit(&edit(&ada), &withdraw(&ada), &[("from_round", "1"), ("games", "forfeit")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let after = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await);
    assert_eq!(after.iter().find(|l| l.id == ada_board.id).unwrap().selected, forfeit, "Ada's opponent wins");
    assert!(admin.page(&format!("/t/{tid}/players")).await.contains("withdrawn from round 1"));

    // Eve's board removed instead, her opponent given the pairing-allocated bye.
    let eve_board = lines.iter().find(|l| l.white == 5 || l.black == Some(5)).expect("Eve's board").clone();
    let opponent = if eve_board.white == 5 { eve_board.black.unwrap() } else { eve_board.white };
    let fields = [("from_round", "1"), ("games", "remove"), ("gets", "pab")];
    assert_eq!(admin.submit(&edit(&eve), &withdraw(&eve), &fields).await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&format!("/t/{tid}/round/1")).await;
    let after = board_lines(&page);
    assert!(after.iter().all(|l| l.id != eve_board.id), "the board is gone");
    let bye = after.iter().find(|l| l.white == opponent).expect("the opponent is listed");
    assert_eq!(bye.black, None);
    assert!(bye.result_text.contains("pairing-allocated"), "{}", bye.result_text);
    assert!(after.iter().all(|l| l.white != 5 && l.black != Some(5)), "Eve has no board");
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("removed: Eve, Test withdrawn; the opponent given the pairing-allocated bye"), "{audit}");
    // A choice that is not one is refused; a withdrawal from a later round asks nothing.
    let res = admin.submit(&edit(&ada), &withdraw(&ada), &[("from_round", "1"), ("games", "maybe")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("could not be read"));
    let bea = player_id(&players, "Bea, Test");
    assert_eq!(
        admin.submit(&edit(&bea), &withdraw(&bea), &[("from_round", "2")]).await.status(),
        StatusCode::SEE_OTHER
    );
}

async fn a_published_round_is_explained_at_once_and_a_round_to_come_says_it_is_not_paired(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = six_player_swiss(&admin).await;
    let visitor = app.browser();
    let round1 = pair_and_publish(&admin, tid, 1).await;
    play(&admin, tid, 1, &round1, "1-0").await;
    let round2 = pair_and_publish(&admin, tid, 2).await;
    // No result of round 2 yet: every board is explained.
    let why = visitor.page(&format!("/t/{tid}/round/2/why")).await;
    for line in round2.iter().filter(|l| l.black.is_some()) {
        let item = why.split(&format!("id=\"w{}\"", line.white)).nth(1).expect("explained");
        let item = item.split("</li>").next().unwrap();
        assert!(item.contains("score group") || item.contains("floated"), "board of {}: {item}", line.white);
        assert!(item.contains("(rule 5.2."), "a colour rule: {item}");
    }
    // Round 3 of 5 is not paired yet: a 404 that says so, with the way back.
    for path in ["", "/why", "/print", "/results"] {
        let res = admin.get(&format!("/t/{tid}/round/3{path}")).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "round/3{path}");
        let page = res.text().await.unwrap();
        assert!(page.contains("Round 3 is not paired yet."), "round/3{path}: {page}");
        assert!(page.contains(&format!(r#"href="/t/{tid}""#)), "a link back");
    }
    let page = visitor.get(&format!("/t/{tid}/round/4")).await.text().await.unwrap();
    assert!(page.contains("Round 4 is not paired yet."));
    visitor.get("/lang/ru?next=/").await;
    let res = visitor.get(&format!("/t/{tid}/round/4/why")).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert!(res.text().await.unwrap().contains("Жеребьёвка 4-го тура ещё не проведена."));
    // A round the event does not have is simply not found.
    let res = admin.get(&format!("/t/{tid}/round/9")).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert!(!res.text().await.unwrap().contains("not paired yet"));
}

on_both_backends!(
    a_draft_made_before_a_change_says_it_is_out_of_date,
    arrivals_record_the_start_or_the_time_given_never_the_click,
    a_withdrawal_with_a_published_game_asks_what_becomes_of_it,
    a_published_round_is_explained_at_once_and_a_round_to_come_says_it_is_not_paired,
);
