//! FIDE mode (issue 54), over HTTP on SQLite and PostgreSQL: a new event is
//! in it; its chief arbiter alone leaves it, in two steps, for good; every
//! page then says so and the TRF carries the `###` line; in FIDE mode a
//! scoring FIDE refuses is refused, and a change to the rounds or the points
//! once a round is paired takes two confirmations and is recorded.

use crate::audit_removal::{add_account, signed_in};
use crate::common::flows::{add_player, board_lines, create_tournament, pair, set_result, tournament_fields};
use crate::common::{Backend, Browser, TestApp, html, location};
use reqwest::StatusCode;

/// A Swiss event of `name` with four players, by `b`.
async fn four_player_event(b: &Browser, name: &str) -> i32 {
    let tid = create_tournament(b, name, "swiss").await;
    for (k, player) in ["Petrov, Ivan", "Sidorov, Oleg", "Kuznetsov, Pavel", "Popov, Denis"].iter().enumerate() {
        add_player(b, tid, player, 2200 - 10 * k as u32, "").await;
    }
    tid
}

/// A Swiss event of `name` with four players and round 1 published, by `b`.
async fn event_in_round_one(b: &Browser, name: &str) -> i32 {
    let tid = four_player_event(b, name).await;
    let round = pair(b, tid).await;
    assert_eq!(b.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    tid
}

/// Saves the settings form of event `tid` as `b` reads it now, with
/// `overrides` (its version read from the form).
async fn save_settings(b: &Browser, tid: i32, name: &str, overrides: &[(&str, &str)]) -> reqwest::Response {
    let edit = format!("/t/{tid}/edit");
    let version = html::value_after(&b.page(&edit).await, r#"name="version" value=""#).expect("the form's version");
    let mut fields = tournament_fields(name, "swiss", overrides);
    fields.push(("version", version.as_str()));
    b.submit(&edit, &edit, &fields).await
}

/// The event's TRF export as text.
async fn export(b: &Browser, tid: i32) -> String {
    let res = b.get(&format!("/t/{tid}/export.trf")).await;
    assert_eq!(res.status(), StatusCode::OK);
    res.text().await.unwrap()
}

/// A page as a reader of `lang` sees it.
async fn page_in(b: &Browser, path: &str, lang: &str) -> String {
    let res = b.client.get(format!("{}{path}", b.base)).header("Accept-Language", lang).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK, "{path}");
    res.text().await.unwrap()
}

async fn fide_mode_is_left_by_the_chief_in_two_steps_for_good(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    add_account(&admin, "alice").await;
    add_account(&admin, "bob").await;
    let (alice, bob, visitor) = (signed_in(&app, "alice").await, signed_in(&app, "bob").await, app.browser());
    let tid = event_in_round_one(&alice, "Rated Open").await;
    let show = format!("/t/{tid}");
    alice.submit(&show, &format!("/t/{tid}/arbiters"), &[("username", "bob")]).await;
    let (fide, leave) = (format!("/t/{tid}/fide-mode"), format!("/t/{tid}/fide-mode/leave"));
    assert!(alice.page(&show).await.contains("In FIDE mode"), "a new event is in FIDE mode");
    assert!(!visitor.page(&show).await.contains("Not in FIDE mode"));

    // A deputy sees the state, and cannot leave; a visitor cannot see the page.
    assert!(bob.page(&fide).await.contains("Only the chief arbiter"));
    let res = bob.submit(&fide, &leave, &[("understood", "on"), ("step", "2")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    assert!(location(&visitor.get(&fide).await).starts_with("/login"), "the page needs sign-in");

    // The first step states what follows and needs the box ticked.
    let first = alice.page(&fide).await;
    assert!(first.contains("cannot be undone") && first.contains("### FIDE mode left"), "{first}");
    let res = alice.submit(&fide, &leave, &[]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("Tick the box"));
    // Ticked: the last step, and still nothing has changed.
    let res = alice.submit(&fide, &leave, &[("understood", "on")]).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.text().await.unwrap().contains("Last step: the event leaves FIDE mode now, in round 1, for good."));
    assert!(!visitor.page(&show).await.contains("Not in FIDE mode"));
    assert!(!export(&alice, tid).await.contains("###"));

    // The last step: left, for good, and every page says so.
    let res = alice.submit(&fide, &leave, &[("understood", "on"), ("step", "2")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&res), fide);
    for path in [show.clone(), format!("/t/{tid}/players"), format!("/t/{tid}/standings"), format!("/t/{tid}/round/1")]
    {
        let page = visitor.page(&path).await;
        assert!(page.contains("Not in FIDE mode: it was left in round 1, for good."), "{path}");
    }
    let russian = page_in(&visitor, &show, "ru").await;
    assert!(russian.contains("Не в режиме ФИДЕ: турнир вышел из него в туре 1, навсегда."), "{russian}");
    let res = alice.submit(&fide, &leave, &[("understood", "on"), ("step", "2")]).await;
    let again = crate::common::refused(&alice, res).await;
    assert!(again.contains("This event has already left FIDE mode."), "no way back, and no second leaving");
    assert!(!again.contains(r#"id="fide-mode-leave""#), "the page offers no leaving");

    // The TRF carries the line, and reads back with it.
    let text = export(&alice, tid).await;
    assert!(text.ends_with("### FIDE mode left @ Round 1\r\n"), "{text}");
    let read = arbiter::trf::parse(&text).expect("the export reads back");
    assert_eq!(read.comments, ["FIDE mode left @ Round 1"]);
    let audit = page_in(&alice, &format!("/t/{tid}/audit"), "en").await;
    assert!(audit.contains("Left FIDE mode in round 1, for good"), "{audit}");
}

async fn fide_mode_refuses_scoring_and_asks_twice_to_change_what_pairs(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;

    // A new event is in FIDE mode: its scoring is checked (Q74, Q81, Q83).
    for (field, value, said) in [
        ("points_draw", "0.7", "two draws cannot be worth more than a win and a loss"),
        ("points_pab", "2", "the pairing-allocated bye cannot be worth more than a win"),
        ("points_pab", "0.7", "with 1 – ½ – 0 scoring the pairing-allocated bye is worth 1, ½ or 0"),
    ] {
        let fields = tournament_fields("Odd Scoring", "swiss", &[(field, value)]);
        let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
        assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "{field} {value}");
        assert!(res.text().await.unwrap().contains(said), "{field} {value}");
    }
    let fields =
        tournament_fields("Three One Nil", "swiss", &[("points_win", "3"), ("points_draw", "1"), ("points_pab", "3")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "3-1-0 is FIDE's to allow");

    // Before round 1, the rounds change freely and nothing is recorded.
    let early = create_tournament(&admin, "Early Change", "swiss").await;
    let res = save_settings(&admin, early, "Early Change", &[("rounds", "7")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(!export(&admin, early).await.contains("###"));

    // Once round 1 is paired: a name changes freely, the rounds only after
    // two confirmations, and the change is recorded for FIDE.
    let tid = event_in_round_one(&admin, "Paired Open").await;
    let name = "Paired Open 2026";
    assert_eq!(save_settings(&admin, tid, name, &[]).await.status(), StatusCode::SEE_OTHER);
    let res = save_settings(&admin, tid, name, &[("rounds", "7")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let first = res.text().await.unwrap();
    assert!(first.contains("Rounds are already paired") && first.contains("5 → 7"), "{first}");
    assert!(first.contains(r#"name="confirm_configuration" value="1""#), "the first step asks to tick");
    let res = save_settings(&admin, tid, name, &[("rounds", "7"), ("confirm_configuration", "1")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let second = res.text().await.unwrap();
    assert!(second.contains("Last step") && second.contains("Save and record the change"), "{second}");
    assert!(admin.page(&format!("/t/{tid}")).await.contains("Paired Open 2026"));
    assert!(!export(&admin, tid).await.contains("###"), "nothing is saved before the last step");
    let last = save_settings(&admin, tid, name, &[("rounds", "7"), ("confirm_configuration", "2")]).await;
    assert_eq!(last.status(), StatusCode::SEE_OTHER);
    let text = export(&admin, tid).await;
    assert!(text.contains("\r\n142 7\r\n") || text.contains("XXR 7"), "saved: {text}");
    assert!(text.ends_with("### Configuration @ Round 1: rounds 5 -> 7\r\n"), "{text}");
    let audit = page_in(&admin, &format!("/t/{tid}/audit"), "en").await;
    assert!(
        audit.contains(
            "Recorded for FIDE (a ### line of the TRF): a change of the settings that pair or score, round 1"
        ),
        "{audit}"
    );

    // A scoring FIDE refuses is refused on an event in play too.
    let res = save_settings(&admin, tid, name, &[("rounds", "7"), ("points_draw", "0.7")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("two draws cannot be worth more"));

    // The rules that pair are set before round 1 (Q109, Q110, Q195, Q196).
    let settings = format!("/t/{tid}/acceleration");
    let res = admin.submit(&settings, &settings, &[("acceleration", "baku")]).await;
    let page = crate::common::refused(&admin, res).await;
    assert!(page.contains("In FIDE mode, the acceleration and virtual points are set only before round 1"), "{page}");
    let group =
        [("points", "1"), ("first_round", "2"), ("last_round", "3"), ("first_player", "1"), ("last_player", "2")];
    let res = admin.submit(&settings, &format!("/t/{tid}/virtual-points"), &group).await;
    assert!(crate::common::refused(&admin, res).await.contains("In FIDE mode, the acceleration"));
    let players = format!("/t/{tid}/players");
    let club = [("rule", "club"), ("first_round", "2"), ("last_round", "3")];
    let res = admin.submit(&players, &format!("/t/{tid}/prohibited"), &club).await;
    let page = crate::common::refused(&admin, res).await;
    assert!(page.contains("In FIDE mode, prohibited pairings are entered or removed only before round 1"));
    assert!(!admin.page(&players).await.contains("players of the same club"), "nothing stored");
    assert!(!admin.page(&settings).await.contains(r#"value="baku" checked"#));
}

/// Enters round `round`'s results: the lower pairing number wins every game.
async fn lower_numbers_win(b: &Browser, tid: i32, round: u32) {
    let page = b.page(&format!("/t/{tid}/round/{round}")).await;
    for line in board_lines(&page).iter().filter(|l| l.black.is_some()) {
        let code = if Some(line.white) < line.black { "1-0" } else { "0-1" };
        assert_eq!(set_result(b, tid, round, line, code).await.status(), StatusCode::SEE_OTHER);
    }
}

async fn a_change_of_points_says_which_paired_rounds_it_would_pair_otherwise(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Recheck Open", "swiss").await;
    for (k, player) in ["A, A", "B, B", "C, C", "D, D", "E, E", "F, F"].iter().enumerate() {
        add_player(&admin, tid, player, 2400 - 10 * k as u32, "").await;
    }
    for round in 1..=2 {
        let to = pair(&admin, tid).await;
        assert_eq!(admin.submit(&to, &format!("{to}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
        lower_numbers_win(&admin, tid, round).await;
    }
    // A loss worth more than a win turns the score groups over: round 2,
    // paired by score, would be paired otherwise (round 1 pairs on ratings).
    let flipped = [("points_win", "0"), ("points_loss", "1"), ("points_pab", "0")];
    let res = save_settings(&admin, tid, "Recheck Open", &flipped).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("the Dutch system pairs these rounds otherwise: 2."), "{page}");
    let mut confirmed = flipped.to_vec();
    confirmed.push(("confirm_configuration", "2"));
    assert_eq!(save_settings(&admin, tid, "Recheck Open", &confirmed).await.status(), StatusCode::SEE_OTHER);
    let text = export(&admin, tid).await;
    assert!(
        text.ends_with(
            "### Configuration @ Round 2: win 1 -> 0; loss 0 -> 1; PAB 1 -> 0; \
             paired otherwise under the new settings: round 2\r\n"
        ),
        "{text}"
    );
    // Adding a round re-checks the last paired round only when it stops
    // being the last: here it was not the last, and nothing is re-checked.
    let more = [("points_win", "0"), ("points_loss", "1"), ("points_pab", "0"), ("rounds", "6")];
    let res = save_settings(&admin, tid, "Recheck Open", &more).await;
    assert!(!res.text().await.unwrap().contains("pairs these rounds otherwise"));
}

async fn only_the_last_two_rounds_played_take_a_changed_result(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Corrections Open", "swiss").await;
    for (k, player) in ["A, A", "B, B", "C, C", "D, D", "E, E", "F, F"].iter().enumerate() {
        add_player(&admin, tid, player, 2400 - 10 * k as u32, "").await;
    }
    for round in 1..=3 {
        let to = pair(&admin, tid).await;
        assert_eq!(admin.submit(&to, &format!("{to}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
        lower_numbers_win(&admin, tid, round).await;
    }
    let first_board = |page: String| board_lines(&page).into_iter().find(|l| l.black.is_some()).unwrap();
    // Round 1 is older than the round before the last played (3): refused (Q189, Q191).
    let line = first_board(admin.page(&format!("/t/{tid}/round/1")).await);
    let res = set_result(&admin, tid, 1, &line, "1/2").await;
    let page = crate::common::refused(&admin, res).await;
    assert!(page.contains("In FIDE mode, results are changed only in the last round played (round 3)"), "{page}");
    assert_eq!(first_board(admin.page(&format!("/t/{tid}/round/1")).await).selected, line.selected, "unchanged");
    // Round 2 takes a correction (Q190), once confirmed (Q115: Level 3):
    // recorded for FIDE, as round 3 was paired from it.
    let line = first_board(admin.page(&format!("/t/{tid}/round/2")).await);
    let res = set_result(&admin, tid, 2, &line, "1/2").await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let question = res.text().await.unwrap();
    let said = html::text(&question);
    assert!(
        said.contains("Round 2 is not the last round paired: round 3 is already paired from its results."),
        "{said}"
    );
    let board = said.split(&format!("Board {}: ", line.board)).nth(1).expect("the board named").to_string();
    assert!(board.contains(" → ½-½"), "the result before and after: {board}");
    assert!(question.contains(r#"name="confirm_correction" value="yes""#) && question.contains("Correct the result"));
    assert_eq!(first_board(admin.page(&format!("/t/{tid}/round/2")).await).selected, line.selected, "not yet");
    assert!(!export(&admin, tid).await.contains("### Correction"), "nothing recorded yet");
    // The grid asks the same: without the box ticked, nothing is saved.
    let grid = format!("/t/{tid}/round/2/results");
    let (entry, version) = (format!("r{}", line.id), format!("v{}", line.id));
    let fields = [(entry.as_str(), "1/2"), (version.as_str(), line.version.as_str())];
    let res = admin.submit(&grid, &grid, &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("is a correction") && page.contains("Tick the box under the table"), "the grid says why");
    assert!(page.contains(&format!(r#"name="{entry}" id="{entry}" value="1/2""#)), "the entry is kept as typed");
    assert!(admin.page(&grid).await.contains(r#"name="confirm_correction" value="yes""#), "the grid offers the box");
    let confirmed = [("result", "1/2"), ("version", line.version.as_str()), ("confirm_correction", "yes")];
    let res =
        admin.submit(&format!("/t/{tid}/round/2"), &format!("/t/{tid}/boards/{}/result", line.id), &confirmed).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let text = export(&admin, tid).await;
    let correction = format!("### Correction @ Round 2: board {}: {} -> 1/2\r\n", line.board, line.selected);
    assert!(text.ends_with(&correction), "{correction:?} in {text}");
    // Round 3, the last played, is no correction: nothing paired from it yet.
    let line = first_board(admin.page(&format!("/t/{tid}/round/3")).await);
    assert_eq!(set_result(&admin, tid, 3, &line, "1/2").await.status(), StatusCode::SEE_OTHER);
    assert!(export(&admin, tid).await.ends_with(&correction), "no line for the last round");
    // Out of FIDE mode any round takes a result.
    crate::common::flows::leave_fide_mode(&admin, tid).await;
    let line = first_board(admin.page(&format!("/t/{tid}/round/1")).await);
    assert_eq!(set_result(&admin, tid, 1, &line, "1/2").await.status(), StatusCode::SEE_OTHER);
}

async fn an_import_is_recorded_with_what_re_pairing_its_rounds_found(backend: Backend) {
    use crate::common::flows::{finished_swiss, upload_trf};
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let text = finished_swiss();
    let res = upload_trf(&admin, &text).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().expect("imported");
    // What the Dutch system pairs otherwise, as the core finds it for the file.
    let file = arbiter::trf::parse(&text).expect("the vector reads");
    let differing = arbiter::pairing::dutch::paired_otherwise(&file.event, 1..=5);
    let found = match differing.is_empty() {
        true => "every round agrees with the Dutch system".to_string(),
        false => format!(
            "paired otherwise by the Dutch system: round {}",
            differing.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
        ),
    };
    let line = format!("Import @ Round 5: {found}");
    assert!(export(&admin, tid).await.ends_with(&format!("### {line}\r\n")), "{line}");
    // The arbiters' FIDE mode page lists what is recorded for FIDE.
    let page = admin.page(&format!("/t/{tid}/fide-mode")).await;
    assert!(page.contains("Recorded for FIDE") && page.contains(&format!("### {line}")), "{page}");
    assert!(page.contains("This event is in FIDE mode"), "an imported event is in FIDE mode (Q56)");
}

async fn an_import_of_rounds_the_dutch_system_pairs_otherwise_is_confirmed_first(backend: Backend) {
    use crate::common::flows::send_trf;
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    // Four players, round 1 paired 1-2 and 3-4: the Dutch system pairs 1-3 and 2-4.
    let text = "012 Hand Paired Open\r\nXXR 3\r\n\
001    1      Alpha, Ann                        2200 ENG             1990/01/01  1.0          2 w 1\r\n\
001    2      Bravo, Ben                        2100 ENG             1991/01/01  0.0          1 b 0\r\n\
001    3      Charlie, Carl                     2000 ENG             1992/01/01  1.0          4 w 1\r\n\
001    4      Delta, Dora                       1900 ENG             1993/01/01  0.0          3 b 0\r\n";
    let file = arbiter::trf::parse(text).expect("the file reads");
    assert_eq!(arbiter::pairing::dutch::paired_otherwise(&file.event, 1..=1), vec![1]);
    // Unconfirmed: nothing imported, the page says which round and asks (Level 3).
    let res = send_trf(&admin, text, &[]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("The FIDE Dutch system pairs round 1 of this file otherwise."), "{page}");
    assert!(page.contains(r#"name="confirm_import" value="1" required"#), "{page}");
    assert!(page.contains("Alpha, Ann"), "the file is kept in the form");
    assert!(!admin.page("/").await.contains("Hand Paired Open"), "nothing imported");
    // Confirmed: imported in FIDE mode, and recorded.
    let res = send_trf(&admin, text, &["confirm_import"]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().expect("imported");
    // What the file did not give is reported once, on the next page (Q48, Q50).
    let next = html::text(&admin.page(&location(&res)).await);
    let said = next.split("Not in the file, so taken by default").nth(1).expect("the defaults reported").to_string();
    for taken in [
        "the start date (the day of the import)",
        "the pairing system",
        "the points (1, ½, 0",
        "the time control (not set",
        "the tie-breaks (the system's default list)",
        "the time zone (UTC",
    ] {
        assert!(said.contains(taken), "{taken}: {said}");
    }
    assert!(
        !said.contains("the number of rounds") && !said.contains("the name"),
        "XXR and 012 are in the file: {said}"
    );
    assert!(!admin.page(&location(&res)).await.contains("taken by default"), "shown once");
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains("Not in the file, so taken by default"), "{audit}");
    let exported = export(&admin, tid).await;
    assert!(
        exported.ends_with("### Import @ Round 1: paired otherwise by the Dutch system: round 1\r\n"),
        "{exported}"
    );
}

async fn exchanged_colours_that_suit_neither_player_are_pointed_out(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Colours Open", "swiss").await;
    for (k, player) in ["A, A", "B, B", "C, C", "D, D"].iter().enumerate() {
        add_player(&admin, tid, player, 2400 - 10 * k as u32, "").await;
    }
    let to = pair(&admin, tid).await;
    assert_eq!(admin.submit(&to, &format!("{to}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    lower_numbers_win(&admin, tid, 1).await;
    let draft = pair(&admin, tid).await;
    let page = admin.page(&draft).await;
    assert!(!page.contains(r#"id="colour-notices""#), "the engine's colours suit the players: {page}");
    // Exchanging a board's colours: both players now get the other colour than they expect (Q67).
    let board = board_lines(&page)[0].id.to_string();
    let res = admin.submit(&draft, &format!("{draft}/colours"), &[("board", board.as_str())]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&draft).await;
    assert!(page.contains(r#"id="colour-notices""#), "{page}");
    assert!(page.contains("though each expects the other colour"), "{page}");
    // A notice (Level 2) is no warning to confirm: only the manual pairing
    // adjustment is (Level 4), and no "confirm" of warnings is sent.
    let mpa = [("confirm_mpa", "final")];
    assert_eq!(admin.submit(&draft, &format!("{draft}/publish"), &mpa).await.status(), StatusCode::SEE_OTHER);
}

/// The seats listed under one heading of the draft page's differences.
fn listed_under(page: &str, heading: &str) -> Vec<String> {
    let Some(at) = page.find(heading) else { return Vec::new() };
    let list = &page[at..];
    let list = &list[..list.find("</ul>").unwrap_or(list.len())];
    list.split("<li>").skip(1).map(|item| item.split("</li>").next().unwrap_or("").to_string()).collect()
}

async fn a_pairing_other_than_the_engines_is_shown_against_it_and_published_in_two_steps(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Hand Open", "swiss").await;
    for (k, player) in ["A, A", "B, B", "C, C", "D, D", "E, E", "F, F"].iter().enumerate() {
        add_player(&admin, tid, player, 2400 - 10 * k as u32, "").await;
    }
    let draft = pair(&admin, tid).await;
    let engine = board_lines(&admin.page(&draft).await);
    let publish = format!("{draft}/publish");
    // Players 1 and 2 exchange seats: the draft page names the engine's seats that are gone, and the new ones (Q68).
    let res = admin.submit(&draft, &format!("{draft}/swap"), &[("a", "1"), ("b", "2")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&draft).await;
    let now = board_lines(&page);
    let seat = |l: &crate::common::flows::BoardLine| (l.white, l.black);
    let gone: Vec<_> = engine.iter().filter(|l| !now.iter().any(|n| seat(n) == seat(l))).map(seat).collect();
    let made: Vec<_> = now.iter().filter(|l| !engine.iter().any(|e| seat(e) == seat(l))).map(seat).collect();
    assert_eq!((gone.len(), made.len()), (2, 2), "two boards changed: {gone:?} {made:?}");
    let said = |(white, black): (u32, Option<u32>)| {
        let letter = |no: u32| char::from(b'A' + no as u8 - 1);
        let black = black.expect("a game");
        format!("{white} {w}, {w} – {black} {b}, {b}", w = letter(white), b = letter(black))
    };
    let engines_listed = listed_under(&page, "The Dutch system paired");
    assert_eq!(engines_listed, gone.iter().map(|&s| said(s)).collect::<Vec<_>>(), "{page}");
    assert_eq!(listed_under(&page, "This pairing has instead"), made.iter().map(|&s| said(s)).collect::<Vec<_>>());
    assert!(page.contains(r#"name="confirm_mpa" value="yes" required"#), "the form asks first");

    // Unconfirmed: refused. Confirmed once: the last step, still not published.
    let res = admin.submit(&draft, &publish, &[]).await;
    let refusal = crate::common::refused(&admin, res).await;
    assert!(refusal.contains("is not the FIDE Dutch system"), "{refusal}");
    let res = admin.submit(&draft, &publish, &[("confirm_mpa", "yes")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let last = res.text().await.unwrap();
    assert!(last.contains("Last step: round 1 will be published with this pairing"), "{last}");
    assert!(last.contains(r#"name="confirm_mpa" value="final""#) && last.contains("The Dutch system paired"));
    assert_eq!(app.browser().get(&draft).await.status(), StatusCode::NOT_FOUND, "not published yet");
    // The last step publishes it and records the MPA with pairing numbers (Q69).
    assert_eq!(admin.submit(&draft, &publish, &[("confirm_mpa", "final")]).await.status(), StatusCode::SEE_OTHER);
    let pairs = |seats: &[(u32, Option<u32>)]| {
        seats.iter().map(|(w, b)| format!("{w}-{}", b.unwrap())).collect::<Vec<_>>().join(" ")
    };
    let line = format!("### MPA @ Round 1: {} (engine: {})\r\n", pairs(&made), pairs(&gone));
    let text = export(&admin, tid).await;
    assert!(text.ends_with(&line), "{line:?} in {text}");
    assert_eq!(arbiter::trf::parse(&text).expect("reads back").comments.len(), 1);
    lower_numbers_win(&admin, tid, 1).await;

    // The engine's own pairing publishes with one press and records nothing.
    let draft = pair(&admin, tid).await;
    assert!(!admin.page(&draft).await.contains("confirm_mpa"));
    assert_eq!(admin.submit(&draft, &format!("{draft}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    assert!(export(&admin, tid).await.ends_with(&line), "no second line");
    lower_numbers_win(&admin, tid, 2).await;

    // Out of FIDE mode a hand change needs no confirmation, and is still recorded.
    crate::common::flows::leave_fide_mode(&admin, tid).await;
    let draft = pair(&admin, tid).await;
    let first = board_lines(&admin.page(&draft).await)[0].id.to_string();
    admin.submit(&draft, &format!("{draft}/colours"), &[("board", first.as_str())]).await;
    assert!(!admin.page(&draft).await.contains("confirm_mpa"));
    assert_eq!(admin.submit(&draft, &format!("{draft}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    assert!(export(&admin, tid).await.contains("### MPA @ Round 3: "));
}

async fn a_round_no_pairing_can_satisfy_is_paired_by_hand_and_recorded(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Small Open", "swiss").await;
    for (k, player) in ["A, A", "B, B", "C, C", "D, D"].iter().enumerate() {
        add_player(&admin, tid, player, 2400 - 10 * k as u32, "").await;
    }
    for round in 1..=3 {
        let to = pair(&admin, tid).await;
        assert_eq!(admin.submit(&to, &format!("{to}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
        lower_numbers_win(&admin, tid, round).await;
    }
    // Four players who have all met: the engine finds no pairing of round 4.
    let show = format!("/t/{tid}");
    let res = admin.submit(&show, &format!("/t/{tid}/pair"), &[("round", "4")]).await;
    let to = location(&res);
    crate::common::flows::wait_for_pairing(&admin, &to).await;
    let page = admin.page(&show).await;
    assert!(page.contains("You can still pair it by hand"), "{page}");
    assert!(page.contains("Pair round 4 by hand"));
    // Started by hand (Q63): every player seated, each rematch named.
    let res = admin.submit(&show, &format!("/t/{tid}/pair-by-hand"), &[("round", "4")]).await;
    assert_eq!(location(&res), format!("/t/{tid}/round/4"));
    let draft = admin.page(&format!("/t/{tid}/round/4")).await;
    let lines = board_lines(&draft);
    assert_eq!(lines.len(), 2);
    assert!(draft.contains("Paired by hand, without the FIDE Dutch system."));
    assert_eq!(draft.matches("have already played each other").count(), 2, "{draft}");
    // Pressed twice (a second arbiter, a double click): the round is there already.
    let again = admin.submit(&show, &format!("/t/{tid}/pair-by-hand"), &[("round", "4")]).await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    // Its warnings and the MPA confirmed: published, and recorded.
    let publish = format!("/t/{tid}/round/4/publish");
    let res = admin.submit(&show, &publish, &[("confirm", "yes"), ("confirm_mpa", "yes")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let last = res.text().await.unwrap();
    assert!(last.contains(r#"name="confirm" value="yes""#), "the first step's ticks are carried");
    let res = admin.submit(&show, &publish, &[("confirm", "yes"), ("confirm_mpa", "final")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let text = export(&admin, tid).await;
    assert!(text.ends_with("### MPA @ Round 4: paired by hand, without the engine's pairing\r\n"), "{text}");
    let audit = page_in(&admin, &format!("/t/{tid}/audit"), "ru").await;
    assert!(audit.contains("4-й тур начат для ручной жеребьёвки"), "{audit}");
}

/// The row id of the player listed with this name on the arbiter's players page.
pub(crate) fn player_id(players_page: &str, name: &str) -> String {
    let after = &players_page[players_page.find(name).expect(name)..];
    let start = after.find("/players/").expect("the player's edit link") + "/players/".len();
    after[start..].split('/').next().unwrap().to_string()
}

/// Byes in FIDE mode (checklist Q174-Q179): a player marked ineligible is
/// refused a half-point bye; a second half-point bye is given only once
/// confirmed (Level 3); a full-point bye is given with FIDE's warning that it
/// is deprecated (Level 2) and recorded for FIDE when its round is published.
async fn byes_follow_fide_mode(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = four_player_event(&admin, "Bye Open").await;
    let players = format!("/t/{tid}/players");
    let list = admin.page(&players).await;
    let (petrov, sidorov, popov) =
        (player_id(&list, "Petrov, Ivan"), player_id(&list, "Sidorov, Oleg"), player_id(&list, "Popov, Denis"));
    let edit = format!("/t/{tid}/players/{popov}/edit");
    let res = admin.submit(&edit, &format!("/t/{tid}/players/{popov}/hpb"), &[("hpb_ineligible", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&edit).await.contains(r#"name="hpb_ineligible" value="1" checked"#));
    assert!(admin.page(&players).await.contains("no half-point byes"));
    let bye = |player: &str, round: &'static str, kind: &'static str| {
        let player = player.to_string();
        let (admin, players, byes) = (&admin, players.clone(), format!("/t/{tid}/byes"));
        async move {
            let form = [("player", player.as_str()), ("round", round), ("kind", kind)];
            admin.submit(&players, &byes, &form).await
        }
    };
    // Ineligible (Q176): refused, with the reason.
    assert_eq!(bye(&popov, "1", "hpb").await.status(), StatusCode::SEE_OTHER, "back to the page");
    let list = admin.page(&players).await;
    assert!(list.contains("Popov, Denis is marked ineligible for half-point byes"), "{list}");
    assert!(!list.contains("Popov, Denis: half-point bye"), "not recorded");
    // A first half-point bye asks nothing; a full-point bye warns (Q178).
    assert_eq!(bye(&petrov, "1", "hpb").await.status(), StatusCode::SEE_OTHER);
    assert_eq!(bye(&sidorov, "1", "fpb").await.status(), StatusCode::SEE_OTHER);
    let list = admin.page(&players).await;
    assert!(list.contains("FIDE deprecates full-point byes"), "the Level-2 warning: {list}");
    assert!(list.contains("full-point bye (deprecated)"), "offered, marked deprecated");
    // Published: the full-point bye is recorded for FIDE (Q179).
    let round = pair(&admin, tid).await;
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    lower_numbers_win(&admin, tid, 1).await;
    let text = export(&admin, tid).await;
    assert!(text.contains("### FPB @ Round 1: 2\r\n"), "Sidorov, No. 2: {text}");
    assert!(arbiter::trf::parse(&text).is_ok(), "the file reads back");
    // A second half-point bye (Q174): asked first, given once confirmed.
    let res = bye(&petrov, "2", "hpb").await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let question = res.text().await.unwrap();
    assert!(question.contains("Petrov, Ivan already had a half-point bye (round 1)"), "{question}");
    assert!(question.contains(r#"name="confirm" value="yes""#) && question.contains("Cancel"));
    // Its language switch goes back to a page that exists, not to the form's address.
    assert!(question.contains(&format!(r#"/lang/ru?next=/t/{tid}""#)), "{question}");
    assert!(!admin.page(&players).await.contains("Petrov, Ivan: half-point bye"), "nothing recorded yet");
    let confirmed = [("player", petrov.as_str()), ("round", "2"), ("kind", "hpb"), ("confirm", "yes")];
    let res = admin.submit(&players, &format!("/t/{tid}/byes"), &confirmed).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&players).await.contains("Petrov, Ivan: half-point bye"));
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("Popov, Denis marked ineligible for half-point byes"));
    assert!(audit.contains("Recorded for FIDE (a ### line of the TRF): a full-point bye given, round 1"), "{audit}");
}

/// An expelled player (checklist Q197, Q198) is left out of a Swiss
/// event's standings, those below move up, and the crosstable keeps their
/// line, marked; their card still opens; reinstating them puts them back.
async fn an_expelled_player_is_left_out_of_the_standings(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = event_in_round_one(&admin, "Expulsion Open").await;
    lower_numbers_win(&admin, tid, 1).await;
    let petrov = player_id(&admin.page(&format!("/t/{tid}/players")).await, "Petrov, Ivan");
    let edit = format!("/t/{tid}/players/{petrov}/edit");
    let withdraw = format!("/t/{tid}/players/{petrov}/withdraw");
    let res = admin.submit(&edit, &withdraw, &[("from_round", "2"), ("expelled", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&edit).await.contains(r#"name="expelled" value="1" checked"#));
    let public = app.browser();
    let rows = |page: &str| -> Vec<String> {
        page.split("<tr data-numbers").skip(1).map(|r| r.split("</tr>").next().unwrap().to_string()).collect()
    };
    let standings = public.page(&format!("/t/{tid}/standings")).await;
    let lines = rows(&standings);
    assert_eq!(lines.len(), 3, "three ranked: {standings}");
    assert!(lines.iter().all(|r| !r.contains("Petrov")));
    assert!(lines[0].contains("Sidorov, Oleg") && lines[0].contains("<td>1</td>"), "Sidorov moves up to first");
    let note = html::text(&standings);
    assert!(note.contains("Expelled, so not ranked (their games stand for their opponents): 1 Petrov, Ivan"), "{note}");
    let crosstable = public.page(&format!("/t/{tid}/crosstable")).await;
    let petrov_line = crosstable.split("<tr").find(|r| r.contains("Petrov, Ivan")).expect("a crosstable line");
    assert!(petrov_line.contains(r#"<span class="badge withdrawn">expelled</span>"#), "{petrov_line}");
    assert!(petrov_line.starts_with("><td>4</td>"), "the last line: {petrov_line}");
    let card = public.page(&format!("/t/{tid}/standings/1")).await;
    assert!(html::text(&card).contains("Expelled, so not in the standings: 1 point after round 1"), "{card}");
    assert!(admin.page(&format!("/t/{tid}/players")).await.contains("expelled from round 2"));
    let ru = page_in(&public, &format!("/t/{tid}/standings"), "ru").await;
    assert!(ru.contains("Исключены из турнира и поэтому не занимают мест"));
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("Petrov, Ivan expelled from round 2 on"));
    // Not paired any more: three players, one of them with the bye.
    let round = pair(&admin, tid).await;
    let draft = admin.page(&round).await;
    assert_eq!(board_lines(&draft).iter().filter(|l| l.white == 1 || l.black == Some(1)).count(), 0, "{draft}");
    // Reinstated: back in the standings, no longer expelled.
    assert_eq!(admin.submit(&round, &format!("{round}/discard"), &[]).await.status(), StatusCode::SEE_OTHER);
    assert_eq!(admin.submit(&edit, &withdraw, &[("from_round", "")]).await.status(), StatusCode::SEE_OTHER);
    assert!(!admin.page(&edit).await.contains(r#"value="1" checked"#));
    assert_eq!(rows(&public.page(&format!("/t/{tid}/standings")).await).len(), 4);
}

/// An event lasting over 30 days (checklist Q210-Q216): flagged on the
/// tie-break page, which then advises against rating tie-breaks; a player
/// gets a rating from a round on; the rating tie-breaks use the first rating
/// unless the event chose each round's.
async fn a_long_event_keeps_ratings_by_round(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = four_player_event(&admin, "Club Championship").await;
    let tiebreaks = format!("/t/{tid}/tiebreaks");
    let version = html::value_after(&admin.page(&tiebreaks).await, r#"name="version" value=""#).unwrap();
    let fields = [("version", version.as_str()), ("tiebreaks", "ARO")];
    assert_eq!(admin.submit(&tiebreaks, &tiebreaks, &fields).await.status(), StatusCode::SEE_OTHER);
    let list = admin.page(&format!("/t/{tid}/players")).await;
    let sidorov = player_id(&list, "Sidorov, Oleg");
    let edit = format!("/t/{tid}/players/{sidorov}/edit");
    let ratings = format!("/t/{tid}/players/{sidorov}/ratings");
    // Not a long event: no ratings by round.
    assert!(!admin.page(&edit).await.contains("Ratings during the event"));
    admin.submit(&edit, &ratings, &[("from_round", "2"), ("rating", "2400")]).await;
    assert!(admin.page(&edit).await.contains("only for an event lasting over 30 days"));
    // Flagged (Q210), rating tie-breaks advised against (Q211).
    let long_event = format!("/t/{tid}/tiebreaks/long-event");
    let res = admin.submit(&tiebreaks, &long_event, &[("long_event", "1"), ("ratings", "first")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&tiebreaks).await;
    assert!(page.contains("advises against rating tie-breaks (ARO)"), "{page}");
    assert!(page.contains("Saved: whether the event lasts over 30 days"), "a notice after saving");
    assert!(!admin.page(&tiebreaks).await.contains("Saved: whether"), "once");
    assert!(page.contains(r#"name="long_event" value="1" checked"#) && page.contains(r#"value="first" checked"#));
    // Sidorov, No. 2 (2190), is rated 2400 from round 2 (Q212, Q213).
    admin.submit(&edit, &ratings, &[("from_round", "1"), ("rating", "2400")]).await;
    assert!(admin.page(&edit).await.contains("Give a round from 2 to 5."), "round 1 is the first rating");
    assert_eq!(
        admin.submit(&edit, &ratings, &[("from_round", "2"), ("rating", "2400")]).await.status(),
        StatusCode::SEE_OTHER
    );
    assert!(admin.page(&edit).await.contains("From round 2: 2400"));
    // Rounds 1 (1-3, 2-4) and 2 (1-2, 3-4), the lower number winning.
    for round in 1..=2 {
        let to = pair(&admin, tid).await;
        assert_eq!(admin.submit(&to, &format!("{to}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
        lower_numbers_win(&admin, tid, round).await;
    }
    let aro = |page: String| -> String {
        let row = page
            .split("<tr data-numbers=\"1\"")
            .nth(1)
            .expect("No. 1's line")
            .split("</tr>")
            .next()
            .unwrap()
            .to_string();
        html::text(row.rsplit("<td class=\"tb\">").next().unwrap())
    };
    let public = app.browser();
    let standings = format!("/t/{tid}/standings");
    // By default the first rating (Q215): No. 1 met 3 (2180) and 2 (2190).
    assert_eq!(aro(public.page(&standings).await), "2185");
    // Each round's rating, chosen (Q214, Q216): 2 counts 2400 in round 2.
    admin.submit(&tiebreaks, &long_event, &[("long_event", "1"), ("ratings", "each")]).await;
    assert_eq!(aro(public.page(&standings).await), "2290");
    // Removed: back to 2190.
    admin.submit(&edit, &ratings, &[("from_round", "2"), ("rating", "")]).await;
    assert_eq!(aro(public.page(&standings).await), "2185");
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("Sidorov, Oleg rated 2400 from round 2 on"), "{audit}");
    let audit = html::text(&audit);
    assert!(audit.contains("lasting over 30 days; rating tie-breaks use each round's rating"), "{audit}");
    let ru = page_in(&admin, &tiebreaks, "ru").await;
    assert!(ru.contains("Турниры дольше 30 дней") && ru.contains("не рекомендует рейтинговые показатели (ARO)"));
}

/// Before round 1, the arbiter is told when the event as set up cannot be
/// completed (checklist Q62): more Swiss rounds than its players can play.
async fn a_set_up_that_cannot_be_completed_is_pointed_out_before_the_start(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = four_player_event(&admin, "Tiny Open").await;
    let show = format!("/t/{tid}");
    // Four players, five rounds: three is the most without a rematch.
    let page = html::text(&admin.page(&show).await);
    assert!(page.contains("With 4 players, a Swiss of 5 rounds cannot be completed: at most 3 rounds"), "{page}");
    assert!(!html::text(&app.browser().page(&show).await).contains("cannot be completed"), "arbiters only");
    let ru = page_in(&admin, &show, "ru").await;
    assert!(ru.contains("При 4 участниках швейцарский турнир из 5 туров провести нельзя"));
    // A fifth player: five rounds, one bye each.
    add_player(&admin, tid, "Volkov, Igor", 2100, "").await;
    assert!(!admin.page(&show).await.contains("setup-warning"));
}

/// Ties left after the whole list (checklist Q203-Q207): they share the
/// place until the arbiter separates them, by values of EXT entered on the
/// ties page, by places given by hand, or by a drawing of lots that gives
/// the same places every time; the standings and the TRF follow.
async fn ties_left_at_the_end_are_settled_by_values_lots_or_hand(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = four_player_event(&admin, "Rapid Final").await;
    assert_eq!(
        save_settings(&admin, tid, "Rapid Final", &[("rounds", "1"), ("schedule", "2026-12-01 15:00")]).await.status(),
        StatusCode::SEE_OTHER
    );
    let tiebreaks = format!("/t/{tid}/tiebreaks");
    let version = html::value_after(&admin.page(&tiebreaks).await, r#"name="version" value=""#).unwrap();
    let fields = [("version", version.as_str()), ("tiebreaks", "WIN, EXT")];
    assert_eq!(admin.submit(&tiebreaks, &tiebreaks, &fields).await.status(), StatusCode::SEE_OTHER);
    let ties = format!("/t/{tid}/ties");
    assert!(html::text(&admin.page(&ties).await).contains("Not every round's results are in yet"));
    // The only round: both games drawn, all four tied on everything.
    let round = pair(&admin, tid).await;
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&format!("/t/{tid}/round/1")).await;
    for line in board_lines(&page) {
        assert_eq!(set_result(&admin, tid, 1, &line, "1/2").await.status(), StatusCode::SEE_OTHER);
    }
    let public = app.browser();
    let standings = format!("/t/{tid}/standings");
    let places = |page: &str| -> Vec<(String, String)> {
        page.split("<tr data-numbers")
            .skip(1)
            .map(|row| {
                let cells: Vec<String> = row.split("<td").skip(1).map(|c| html::text(&format!("<td{c}"))).collect();
                (cells[0].clone(), cells[2].clone())
            })
            .collect()
    };
    assert!(
        places(&public.page(&standings).await).iter().all(|(place, _)| place == "1"),
        "shared: {:?}",
        places(&public.page(&standings).await)
    );
    assert_eq!(public.get(&ties).await.status(), StatusCode::SEE_OTHER, "arbiters only");
    let list = admin.page(&format!("/t/{tid}/players")).await;
    let id = |name: &str| player_id(&list, name);
    let (petrov, sidorov, kuznetsov, popov) =
        (id("Petrov, Ivan"), id("Sidorov, Oleg"), id("Kuznetsov, Pavel"), id("Popov, Denis"));
    let field = |kind: &str, player: &str| format!("{kind}_{player}");
    // EXT values (Q207): a value that does not read is shown again, nothing stored.
    let (ext_petrov, ext_sidorov, place_kuznetsov) =
        (field("ext", &petrov), field("ext", &sidorov), field("place", &kuznetsov));
    let res = admin.submit(&ties, &ties, &[(ext_petrov.as_str(), "1.5"), (ext_sidorov.as_str(), "2,x")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Sidorov, Oleg: «2,x» is not an EXT value") && page.contains(r#"value="2,x""#), "{page}");
    let res = admin.submit(&ties, &ties, &[(place_kuznetsov.as_str(), "9")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("Kuznetsov, Pavel: a place by hand is a whole number from 1 to 4."));
    assert!(places(&public.page(&standings).await).iter().all(|(place, _)| place == "1"), "nothing stored");
    let res = admin.submit(&ties, &ties, &[(ext_petrov.as_str(), "1.5"), (ext_sidorov.as_str(), "2")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&location(&res)).await.contains("The places and values are saved"));
    let now = places(&public.page(&standings).await);
    assert_eq!(now[0], ("1".to_string(), "Sidorov, Oleg".to_string()));
    assert_eq!(now[1], ("2".to_string(), "Petrov, Ivan".to_string()));
    assert_eq!((now[2].0.as_str(), now[3].0.as_str()), ("3", "3"), "Kuznetsov and Popov still share");
    // A drawing of lots (Q204, Q206): the same places on every reading.
    let rule = format!("/t/{tid}/ties/rule");
    assert_eq!(admin.submit(&ties, &rule, &[("rule", "lots")]).await.status(), StatusCode::SEE_OTHER);
    let drawn = places(&public.page(&standings).await);
    assert_eq!(drawn.iter().map(|(p, _)| p.as_str()).collect::<Vec<_>>(), ["1", "2", "3 (by lot)", "4 (by lot)"]);
    assert_eq!(places(&public.page(&standings).await), drawn, "drawing again changes nothing");
    let trf = export(&admin, tid).await;
    assert!(trf.lines().any(|l| l == "202 WIN,OTHER_EXT"), "EXT is self-defined (MTB26): {trf}");
    let rank_of = |name: &str| -> String {
        let line = trf.lines().find(|l| l.starts_with("001") && l.contains(name)).expect("a player line");
        line[85..89].trim().to_string()
    };
    assert_eq!(rank_of(&drawn[2].1), "3");
    assert_eq!(rank_of(&drawn[3].1), "4");
    // By hand (Q205): the one the lot put fourth placed first of the two.
    let last = if drawn[3].1 == "Popov, Denis" { &popov } else { &kuznetsov };
    let place_last = field("place", last);
    assert_eq!(admin.submit(&ties, &ties, &[(place_last.as_str(), "1")]).await.status(), StatusCode::SEE_OTHER);
    let by_hand = places(&public.page(&standings).await);
    assert_eq!(by_hand[2], ("3 (by hand)".to_string(), drawn[3].1.clone()));
    assert_eq!(by_hand[3], ("4".to_string(), drawn[2].1.clone()), "the last one left: no lot drawn");
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains("Players still tied at the end are separated by a drawing of lots"), "{audit}");
    assert!(audit.contains("Sidorov, Oleg: place by hand —, EXT value 2"), "{audit}");
    let ru = page_in(&admin, &ties, "ru").await;
    assert!(ru.contains("Равенство в итоге") && ru.contains("Место вручную"));
    // An EXT value now separates the one placed by hand: the place is no
    // longer asked, but the form keeps it, so that saving again loses nothing.
    let ext_last = field("ext", last);
    assert_eq!(admin.submit(&ties, &ties, &[(ext_last.as_str(), "0.5")]).await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&ties).await;
    assert!(page.contains(&format!(r#"<input type="hidden" name="{place_last}" value="1">"#)), "{page}");
}

/// A correction for the rating report only (C.04.2 4.3; checklist Q192,
/// Q193): a round-1 result found wrong in round 3, which FIDE mode no
/// longer lets change, is corrected for the rating report: the pairings,
/// standings and the TRF's round columns keep the result, the rating
/// changes take the correction, and the TRF lists it as a `###` line.
async fn a_result_is_corrected_for_the_rating_report_only(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = four_player_event(&admin, "Rated Open").await;
    for round in 1..=3 {
        let to = pair(&admin, tid).await;
        assert_eq!(admin.submit(&to, &format!("{to}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
        lower_numbers_win(&admin, tid, round).await;
    }
    let page = admin.page(&format!("/t/{tid}/round/1")).await;
    let board = board_lines(&page).into_iter().find(|l| l.white == 1 || l.black == Some(1)).expect("No. 1's board");
    let wrong = if board.white == 1 { "0-1" } else { "1-0" };
    // The result itself can no longer change (Q189-Q191).
    let refused = crate::common::refused(&admin, set_result(&admin, tid, 1, &board, wrong).await).await;
    assert!(refused.contains("results are changed only in the last round played"), "{refused}");
    let public = app.browser();
    // No. 1's points and rating change on the standings.
    let points_and_change = |page: String| -> (String, String) {
        let row = page.split("<tr data-numbers=\"1\"").nth(1).expect("No. 1's line").split("</tr>").next().unwrap();
        let points = row.split(r#"<td class="points">"#).nth(1).unwrap().split("</td>").next().unwrap();
        let change = row.rsplit(r#"<td class="tb">"#).next().unwrap();
        (points.to_string(), html::text(change))
    };
    let standings = format!("/t/{tid}/standings?round=3&changes=1");
    let before = points_and_change(admin.page(&standings).await);
    let trf_before = export(&admin, tid).await;
    let rating = format!("/t/{tid}/round/1/rating");
    assert!(admin.page(&format!("/t/{tid}/round/1")).await.contains(&format!(r#"href="{rating}""#)));
    assert_eq!(public.get(&rating).await.status(), StatusCode::SEE_OTHER, "arbiters only");
    let form = admin.page(&rating).await;
    let field = format!("b{}", board.id);
    assert!(form.contains(&format!(r#"name="{field}""#)), "{form}");
    let res = admin.submit(&rating, &rating, &[(field.as_str(), "not-a-result")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("The form could not be read."));
    let res = admin.submit(&rating, &rating, &[(field.as_str(), wrong)]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let saved = admin.page(&location(&res)).await;
    assert!(saved.contains("Each change goes into the TRF") && saved.contains(r#"class="corrected""#), "{saved}");
    // Standings keep the points; the rating change follows the correction.
    let after = points_and_change(admin.page(&standings).await);
    assert_eq!(after.0, before.0, "the points stand");
    assert_ne!(after.1, before.1, "the rating change follows the correction");
    let trf = export(&admin, tid).await;
    let players = |trf: &str| trf.lines().filter(|l| l.starts_with("001")).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(players(&trf), players(&trf_before), "the TRF's rounds keep the result");
    let played = if wrong == "0-1" { "1-0" } else { "0-1" };
    let pair = match board.black {
        Some(black) => format!("{} - {black}", board.white),
        None => unreachable!("a game"),
    };
    let line = format!("### Rating correction @ Round 1: board {} ({pair}): {played} -> {wrong}", board.board);
    assert!(trf.contains(&line), "{trf}");
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains(&format!("Result of round 1, board {} for the rating report only", board.board)), "{audit}");
    let ru = page_in(&admin, &rating, "ru").await;
    assert!(ru.contains("исправления только для рейтинг-отчёта"));
    // Taken back: the rating change is as before, and that too is recorded.
    assert_eq!(admin.submit(&rating, &rating, &[(field.as_str(), played)]).await.status(), StatusCode::SEE_OTHER);
    assert_eq!(points_and_change(admin.page(&standings).await), before);
    assert!(export(&admin, tid).await.contains(&format!("board {} ({pair}): {wrong} -> {played}", board.board)));
}

/// A correction undone in one step (checklist Q114): the FIDE mode page
/// offers it while the board holds the corrected result; undoing puts the
/// result before back and is itself recorded; a second undo is refused.
async fn a_correction_is_undone_in_one_step(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = four_player_event(&admin, "Undo Open").await;
    for round in 1..=2 {
        let to = pair(&admin, tid).await;
        assert_eq!(admin.submit(&to, &format!("{to}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
        lower_numbers_win(&admin, tid, round).await;
    }
    let fide_mode = format!("/t/{tid}/fide-mode");
    assert!(!admin.page(&fide_mode).await.contains("Undo a correction"), "a first entry is no correction");
    let round_1 = format!("/t/{tid}/round/1");
    let line = board_lines(&admin.page(&round_1).await).into_iter().find(|l| l.black.is_some()).unwrap();
    let fields = [("result", "1/2"), ("version", line.version.as_str()), ("confirm_correction", "yes")];
    let res = admin.submit(&round_1, &format!("/t/{tid}/boards/{}/result", line.id), &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = html::text(&admin.page(&fide_mode).await);
    let offered = format!("Round 1, board {}: ½-½, corrected from 1-0", line.board);
    assert!(page.contains(&offered), "{page}");
    let undo = format!("/t/{tid}/corrections/{}/undo", line.id);
    assert_eq!(app.browser().post(&undo, &[]).await.status(), StatusCode::FORBIDDEN, "arbiters only");
    let res = admin.submit(&fide_mode, &undo, &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&location(&res)).await.contains("The correction is undone"));
    let again = board_lines(&admin.page(&round_1).await).into_iter().find(|l| l.id == line.id).unwrap();
    assert_eq!(again.selected, line.selected, "the result before is back");
    let trf = export(&admin, tid).await;
    let board = line.board;
    assert!(trf.contains(&format!("### Correction @ Round 1: board {board}: 1-0 -> 1/2")), "{trf}");
    assert!(
        trf.contains(&format!("### Correction @ Round 1: board {board}: 1/2 -> 1-0")),
        "the undo is recorded: {trf}"
    );
    assert!(!admin.page(&fide_mode).await.contains("Undo a correction"), "nothing left to undo");
    let refused = crate::common::refused(&admin, admin.submit(&fide_mode, &undo, &[]).await).await;
    assert!(refused.contains("nothing to undo"), "{refused}");
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains("changed from ½-½ to 1-0 (the correction undone)"), "{audit}");
}

on_both_backends!(
    a_correction_is_undone_in_one_step,
    a_result_is_corrected_for_the_rating_report_only,
    ties_left_at_the_end_are_settled_by_values_lots_or_hand,
    a_set_up_that_cannot_be_completed_is_pointed_out_before_the_start,
    a_long_event_keeps_ratings_by_round,
    an_expelled_player_is_left_out_of_the_standings,
    byes_follow_fide_mode,
    an_import_of_rounds_the_dutch_system_pairs_otherwise_is_confirmed_first,
    a_pairing_other_than_the_engines_is_shown_against_it_and_published_in_two_steps,
    a_round_no_pairing_can_satisfy_is_paired_by_hand_and_recorded,
    exchanged_colours_that_suit_neither_player_are_pointed_out,
    an_import_is_recorded_with_what_re_pairing_its_rounds_found,
    only_the_last_two_rounds_played_take_a_changed_result,
    a_change_of_points_says_which_paired_rounds_it_would_pair_otherwise,
    fide_mode_is_left_by_the_chief_in_two_steps_for_good,
    fide_mode_refuses_scoring_and_asks_twice_to_change_what_pairs
);

/// One view of a Chromium walk: the language, the width, and whether axe
/// runs (at the first width only: the pages are the same).
#[derive(Clone, Copy)]
struct View {
    lang: &'static str,
    width: i64,
    axe: bool,
}

/// Runs `walk` in English and Russian at each width of the browser tests,
/// gathering the problems it finds.
async fn in_each_view(
    browser: &crate::common::webdriver::Chromium,
    base: &str,
    mut walk: impl AsyncFnMut(View) -> Vec<String>,
) -> Vec<String> {
    use crate::pages::WIDTHS;
    let mut problems = Vec::new();
    for lang in ["en", "ru"] {
        browser.goto(&format!("{base}/lang/{lang}?next=/")).await;
        for width in WIDTHS {
            browser.set_viewport(width, 900).await;
            problems.extend(walk(View { lang, width, axe: width == WIDTHS[0] }).await);
        }
    }
    problems
}

/// Waits for `marker` on the page open now, then checks it (`label` names
/// it in the problems and the screenshots).
async fn checked(browser: &crate::common::webdriver::Chromium, view: View, marker: &str, label: &str) -> Vec<String> {
    assert!(browser.wait_for(marker).await, "{} {}px: {label} shows {marker}", view.lang, view.width);
    crate::pages::check_open_page(browser, ("admin", view.lang), label, view.width, view.axe).await
}

/// The two steps of a configuration change and of leaving FIDE mode, walked
/// in Chromium in English and Russian at a phone's width and a desktop's:
/// nothing scrolls sideways, axe-core finds nothing serious, and each step
/// says what happens (screenshots with `ARBITER_SCREENSHOTS`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_two_steps_read_well_on_a_phone_in_both_languages() {
    use crate::common::{Prerequisite, available};
    if !available(Prerequisite::Chromium) || !available(Prerequisite::Axe) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = event_in_round_one(&admin, "Walked Open").await;
    let base = format!("http://{}", app.addr);
    let browser = crate::browser::signed_in_admin(&base).await;
    let problems = in_each_view(&browser, &base, async |view| {
        browser.goto(&format!("{base}/t/{tid}/edit")).await;
        browser.script("document.querySelector('input[name=rounds]').value = '7'; return 0").await;
        browser.click("form.stack button[type=submit]").await;
        let mut problems = checked(&browser, view, r#"id="configuration-confirm""#, "/settings-step-1").await;
        browser.click("input[name=confirm_configuration]").await;
        browser.click("form.stack button[type=submit]").await;
        problems.extend(checked(&browser, view, r#"name="confirm_configuration" value="2""#, "/settings-step-2").await);
        browser.goto(&format!("{base}/t/{tid}/fide-mode")).await;
        problems.extend(checked(&browser, view, "fide-mode-leave", "/fide-mode-step-1").await);
        browser.click("input[name=understood]").await;
        browser.click("#fide-mode-leave button[type=submit]").await;
        problems.extend(checked(&browser, view, r#"name="step" value="2""#, "/fide-mode-step-2").await);
        problems
    })
    .await;
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Nothing was left or saved by walking: the event is in FIDE mode with five rounds.
    assert!(admin.page(&format!("/t/{tid}")).await.contains("In FIDE mode"));
    assert!(!export(&admin, tid).await.contains("###"));
}

/// The draft page against the engine's pairing and the last step of
/// publishing it, a round robin's Berger numbers page, the ties page and
/// the corrections for the rating report, walked in
/// Chromium in English and Russian at a phone's width and a desktop's:
/// nothing scrolls sideways, axe-core finds nothing serious (screenshots
/// with `ARBITER_SCREENSHOTS`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_changed_round_and_the_berger_numbers_read_well_on_a_phone_in_both_languages() {
    use crate::common::{Prerequisite, available};
    if !available(Prerequisite::Chromium) || !available(Prerequisite::Axe) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = four_player_event(&admin, "Walked Swiss").await;
    let draft = pair(&admin, tid).await;
    let res = admin.submit(&draft, &format!("{draft}/swap"), &[("a", "1"), ("b", "2")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let played = event_in_round_one(&admin, "Walked Rated Swiss").await;
    lower_numbers_win(&admin, played, 1).await;
    let rr = create_tournament(&admin, "Walked Round Robin", "rr").await;
    for k in 0..5u32 {
        add_player(&admin, rr, &format!("Игрок{k}, Длинноеимя Отчество"), 2300 - k, "").await;
    }
    let base = format!("http://{}", app.addr);
    let browser = crate::browser::signed_in_admin(&base).await;
    let problems = in_each_view(&browser, &base, async |view| {
        browser.goto(&format!("{base}{draft}")).await;
        let mut problems = checked(&browser, view, r#"id="engine-differences""#, "/draft-against-engine").await;
        browser.click("#publish input[name=confirm_mpa]").await;
        browser.click("#publish button").await;
        problems.extend(checked(&browser, view, r#"id="publish-mpa""#, "/draft-last-step").await);
        let pages = [
            (format!("/t/{rr}/berger"), r#"id="berger-hand""#, "/berger"),
            (format!("/t/{tid}/ties"), r#"name="place_"#, "/ties"),
            (format!("/t/{played}/round/1/rating"), r#"class="rating-corrections""#, "/rating-corrections"),
        ];
        for (path, marker, label) in pages {
            browser.goto(&format!("{base}{path}")).await;
            problems.extend(checked(&browser, view, marker, label).await);
        }
        problems
    })
    .await;
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(app.browser().get(&draft).await.status(), StatusCode::NOT_FOUND, "walking published nothing");
}
