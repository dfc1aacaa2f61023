//! Results as FIDE lists them (issue 55), over HTTP on SQLite and
//! PostgreSQL: the unusual results ½-0, 0-½ and 0-0 (checklist Q180) and
//! adjourned games (Q157-Q169), entered, paired, ranked, exported and read
//! back.

use crate::common::flows::{BoardLine, add_player, board_lines, pair, set_result, tournament_fields, upload_trf_again};
use crate::common::{Backend, Browser, TestApp, html, location};
use arbiter::pairing::dutch::{pair_round, round_input};
use reqwest::StatusCode;

/// The games of round `round` of event `tid`, as its page lists them.
async fn games(b: &Browser, tid: i32, round: u32) -> Vec<BoardLine> {
    board_lines(&b.page(&format!("/t/{tid}/round/{round}")).await).into_iter().filter(|l| l.black.is_some()).collect()
}

/// The event's TRF export, answered as it is.
async fn export(b: &Browser, tid: i32) -> reqwest::Response {
    b.get(&format!("/t/{tid}/export.trf")).await
}

/// A new Swiss event of `rounds` rounds named `name`, by `b`.
async fn swiss(b: &Browser, name: &str, rounds: &str) -> i32 {
    let fields = tournament_fields(name, "swiss", &[("rounds", rounds)]);
    let res = b.submit("/tournaments/new", "/tournaments/new", &fields).await;
    location(&res).trim_start_matches("/t/").parse().expect("created")
}

/// The player lines (001) of a TRF text.
fn player_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.starts_with("001")).collect()
}

/// Whether the player line of `player` holds the round block of a game
/// against `opponent` with `colour` and result `code`.
fn holds(text: &str, player: u32, opponent: u32, colour: char, code: char) -> bool {
    let block = format!("{opponent:>4} {colour} {code}");
    player_lines(text).iter().any(|l| l[4..8].trim() == player.to_string() && l.contains(&block))
}

async fn unusual_results_and_an_adjourned_game_are_paired_ranked_and_exported(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = swiss(&admin, "Odd Results Open", "2").await;
    for (k, name) in ["A, A", "B, B", "C, C", "D, D", "E, E", "F, F"].iter().enumerate() {
        add_player(&admin, tid, name, 2400 - 10 * k as u32, "").await;
    }
    let round = pair(&admin, tid).await;
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let lines = games(&admin, tid, 1).await;
    let [half, none, adjourned] = [&lines[0], &lines[1], &lines[2]];
    // ½-0 on the round page and 0-0 in the grid, as typed there (Q180).
    assert_eq!(set_result(&admin, tid, 1, half, "1/2-0").await.status(), StatusCode::SEE_OTHER);
    let grid = format!("/t/{tid}/round/1/results");
    let (entry, version) = (format!("r{}", none.id), format!("v{}", none.id));
    let typed = [(entry.as_str(), "0-0"), (version.as_str(), none.version.as_str())];
    assert_eq!(admin.submit(&grid, &grid, &typed).await.status(), StatusCode::SEE_OTHER);
    let shown = games(&admin, tid, 1).await;
    assert_eq!((shown[0].selected.as_str(), shown[1].selected.as_str()), ("1/2-0", "0-0"));
    assert!(admin.page(&grid).await.contains(&format!(r#"name="{entry}" id="{entry}" value="0-0""#)));
    // Round 2 cannot be paired yet: the refusal names the board and the way out.
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/pair"), &[]).await;
    let to = location(&res);
    crate::common::flows::wait_for_pairing(&admin, &to).await;
    let refused = html::text(&admin.page(&to).await);
    assert!(
        refused.contains("round 1, board 3. A game that will be finished later can be recorded as adjourned"),
        "{refused}"
    );
    // The third game will be finished later: the round page offers to adjourn it (Q157, Q159).
    let page = admin.page(&round).await;
    assert!(page.contains(r#"id="adjourn""#), "the round page offers adjourning");
    let adjourn = format!("/t/{tid}/round/1/adjourn");
    let res = admin.submit(&round, &adjourn, &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(html::text(&admin.page(&location(&res)).await).contains("1 game recorded as adjourned."));
    let res = admin.submit(&round, &adjourn, &[]).await;
    let again = html::text(&admin.page(&location(&res)).await);
    assert!(
        again.contains("nothing was adjourned. The game on board 3 is adjourned already."),
        "a second press: {again}"
    );
    assert_eq!(games(&admin, tid, 1).await[2].selected, "adj");
    // In Russian the adjourned game reads as such on the audit log and the game's page, not "adj.".
    for path in [format!("/t/{tid}/audit"), format!("/t/{tid}/boards/{}/game", adjourned.id)] {
        let url = format!("{}{path}", admin.base);
        let res = admin.client.get(url).header("Accept-Language", "ru").send().await.unwrap();
        let page = html::text(&res.text().await.unwrap());
        assert!(page.contains("отл.") && !page.contains("adj."), "{path}: {page}");
    }
    // Exported during the event: each player by his own result, the adjourned game as `?` (Q164, Q165).
    let res = export(&admin, tid).await;
    assert_eq!(res.status(), StatusCode::OK);
    let during = res.text().await.unwrap();
    let (w, b) = (half.white, half.black.unwrap());
    assert!(holds(&during, w, b, 'w', '=') && holds(&during, b, w, 'b', '0'), "½-0: {during}");
    let (w, b) = (none.white, none.black.unwrap());
    assert!(holds(&during, w, b, 'w', '0') && holds(&during, b, w, 'b', '0'), "0-0: {during}");
    let (w, b) = (adjourned.white, adjourned.black.unwrap());
    assert!(holds(&during, w, b, 'w', '?') && holds(&during, b, w, 'b', '?'), "adjourned: {during}");
    assert!(during.contains("X 0.5"), "record 162 gives the unknown result the draw's value: {during}");
    // The standings as CSV while round 1 waits: a header and a row per player, each with the header's fields.
    let csv = admin.get(&format!("/t/{tid}/standings.csv")).await.text().await.unwrap();
    let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(csv.as_bytes());
    let width = reader.headers().expect("a header").len();
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a row with the header's fields")).collect();
    assert_eq!(rows.len(), 6, "{csv}");
    assert!(rows.iter().all(|r| r.len() == width), "{csv}");
    // Round 2 is paired counting the adjourned game as a draw (C.04.3 D.1), as the core pairs the file.
    let file = arbiter::trf::parse(&during).expect("the export reads");
    let expected = pair_round(&round_input(&file.event, 2)).expect("round 2 pairs");
    let to = pair(&admin, tid).await;
    let draft = html::text(&admin.page(&to).await);
    assert!(draft.contains("An adjourned game is still open (round 1, board 3)"), "Level 2 (Q168): {draft}");
    assert_eq!(admin.submit(&to, &format!("{to}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let paired: Vec<(u32, u32)> = games(&admin, tid, 2).await.iter().map(|l| (l.white, l.black.unwrap())).collect();
    let engine: Vec<(u32, u32)> = expected.boards.iter().map(|b| (b.white.get(), b.black.get())).collect();
    assert_eq!(paired, engine);
    // The standings wait for the adjourned game: round 1 is not yet counted.
    let standings = html::text(&admin.page(&format!("/t/{tid}/standings")).await);
    assert!(!standings.contains("After round 1"), "{standings}");
    assert!(
        standings
            .contains("Round 1 has an adjourned game (board 3): the standings count the round once its result is in.")
    );
    // Every round paired: the final report waits for the adjourned game (Q169).
    let res = export(&admin, tid).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("An adjourned game is still open (round 1, board 3)"));
    // Its result, other than the draw round 2 counted, is confirmed (Q163: Level 3) and recorded.
    let now = games(&admin, tid, 1).await.remove(2);
    let res = set_result(&admin, tid, 1, &now, "1-0").await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let question = html::text(&res.text().await.unwrap());
    assert!(question.contains("Finish an adjourned game of round 1") && question.contains("### Adjournment"));
    let confirmed = [("result", "1-0"), ("version", now.version.as_str()), ("confirm_correction", "yes")];
    let res = admin.submit(&round, &format!("/t/{tid}/boards/{}/result", now.id), &confirmed).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let res = export(&admin, tid).await;
    assert_eq!(res.status(), StatusCode::OK);
    let last = res.text().await.unwrap();
    assert!(last.ends_with("### Adjournment @ Round 1: board 3: adj -> 1-0\r\n"), "{last}");
    // Finishing an adjourned game is its first result, not a correction to offer undoing.
    let fide_mode = admin.page(&format!("/t/{tid}/fide-mode")).await;
    assert!(!fide_mode.contains(&format!("/corrections/{}/undo", now.id)), "{fide_mode}");
    // The file reads back into the app as the same event (a second one of its name).
    let res = upload_trf_again(&admin, &last).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let again: i32 = location(&res).trim_start_matches("/t/").parse().expect("imported");
    let read: Vec<String> = games(&admin, again, 1).await.into_iter().map(|l| l.selected).collect();
    assert_eq!(read, ["1/2-0", "0-0", "1-0"]);
    let back = export(&admin, again).await.text().await.unwrap();
    assert_eq!(player_lines(&back), player_lines(&last));
}

async fn the_rating_report_names_its_officials_round_dates_time_control_and_the_next_rounds_byes(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = swiss(&admin, "Report Open", "2").await;
    for (k, name) in ["A, A", "B, B", "C, C", "D, D"].iter().enumerate() {
        add_player(&admin, tid, name, 2400 - 10 * k as u32, "").await;
    }
    // The officials as FIDE lists them; a control character or an eleventh deputy is refused, nothing stored.
    let officials = format!("/t/{tid}/officials");
    assert!(admin.page(&format!("/t/{tid}")).await.contains(&format!(r#"href="{officials}""#)));
    let typed = [("chief", "IA Ivanov, Ivan (4100018)"), ("deputies", "FA Petrova, Anna (4100026)\n\nNA Orlov, Oleg")];
    let res = admin.submit(&officials, &officials, &typed).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let saved = html::text(&admin.page(&location(&res)).await);
    assert!(saved.contains("The officials are saved"), "{saved}");
    let res = admin.submit(&officials, &officials, &[("chief", "IA \u{1b}X"), ("deputies", "")]).await;
    let said = html::text(&admin.page(&location(&res)).await);
    assert!(said.contains("holds a control character (U+001B"), "{said}");
    let many = (0..11).map(|i| format!("Deputy {i}")).collect::<Vec<_>>().join("\n");
    let res = admin.submit(&officials, &officials, &[("chief", ""), ("deputies", many.as_str())]).await;
    assert!(res.text().await.unwrap().contains("Deputy chief arbiters: at most 10 deputy chief arbiters."));
    let long = format!("IA {} (4100018)", "x".repeat(200));
    let res = admin.submit(&officials, &officials, &[("chief", long.as_str()), ("deputies", "")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(html::text(&res.text().await.unwrap()).contains("Chief arbiter: longer than 200 characters"));
    assert!(admin.page(&officials).await.contains(r#"value="IA Ivanov, Ivan (4100018)""#), "kept as saved");
    // A half-point bye asked for round 2 before it is paired.
    let players = format!("/t/{tid}/players");
    let b = crate::fide_mode::player_id(&admin.page(&players).await, "B, B");
    let bye = [("player", b.as_str()), ("round", "2"), ("kind", "hpb")];
    assert_eq!(admin.submit(&players, &format!("/t/{tid}/byes"), &bye).await.status(), StatusCode::SEE_OTHER);
    let round = pair(&admin, tid).await;
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let text = export(&admin, tid).await.text().await.unwrap();
    let record = |code: &str| text.lines().filter(|l| l.starts_with(code)).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(record("102 "), ["102 IA Ivanov, Ivan (4100018)"]);
    assert_eq!(record("112 "), ["112 FA Petrova, Anna (4100026)", "112 NA Orlov, Oleg"]);
    // Round dates at columns 92 and 102 (YY/MM/DD), as the round blocks of 001 are laid out.
    let dates = record("132 ").pop().expect("record 132");
    assert_eq!((&dates[91..99], &dates[101..109]), ("26/12/01", "26/12/02"), "{dates:?}");
    assert_eq!(record("222 "), ["222 40/5400+30:1800+30"]);
    assert!(record("182 ")[0].starts_with("182 arbiter "), "the pairing controller");
    // B's number is 2 (ratings from 2400 down): the bye of the round not yet paired.
    assert_eq!(record("240 "), ["240 H 002    2"]);
    // The file still reads, and reads back into the app.
    arbiter::trf::parse(&text).expect("the report reads");
    assert_eq!(upload_trf_again(&admin, &text).await.status(), StatusCode::SEE_OTHER);
}

async fn a_national_rated_open_is_seeded_by_national_ratings_and_reports_them(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = swiss(&admin, "National Open", "3").await;
    // (name, FIDE rating, national rating): by FIDE A, B, C, D; by the national list D, C, B, A.
    let players = format!("/t/{tid}/players");
    for (name, fide, national) in
        [("A, A", "2300", "1900"), ("B, B", "2200", "2000"), ("C, C", "2100", "2100"), ("D, D", "", "2200")]
    {
        let form = [("name", name), ("fide_rating", fide), ("national_rating", national), ("federation", "RUS")];
        assert_eq!(admin.submit(&players, &players, &form).await.status(), StatusCode::SEE_OTHER, "{name}");
    }
    let method = format!("/t/{tid}/rating-method");
    assert!(admin.page(&format!("/t/{tid}")).await.contains(&format!(r#"href="{method}""#)));
    let res = admin.submit(&method, &method, &[("method", "NRO"), ("ties", "lot")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&method).await;
    assert!(page.contains(r#"value="NRO" checked"#) && page.contains(r#"value="lot" checked"#), "{page}");
    let audit = html::text(&admin.page(&format!("/t/{tid}/audit")).await);
    assert!(audit.contains("Rating that seeds the event: FIDE (name) → NRO (lot)"), "{audit}");
    // The players list shows the rating its order follows: D first, with the national 2200.
    let list = html::text(&admin.page(&players).await);
    assert!(list.contains("Rating (NRO)"), "{list}");
    let d = list.find("D, D").expect("D listed");
    assert!(d < list.find("A, A").expect("A listed") && list[d..].contains("D, D 2200"), "{list}");
    let res = admin.submit(&method, &method, &[("method", "XYZ")]).await;
    crate::common::refused(&admin, res).await;
    assert!(admin.page(&method).await.contains(r#"value="NRO" checked"#), "an unknown method changes nothing");
    let round = pair(&admin, tid).await;
    // Round 1 proposed: its numbers came from NRO, so the method waits until the proposal is discarded.
    let res = admin.submit(&method, &method, &[("method", "HBFN")]).await;
    let said = html::text(&crate::common::refused(&admin, res).await);
    assert!(said.contains("Round 1 is proposed with the pairing numbers the rating in force gave."), "{said}");
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    // The pairing numbers follow the national ratings; the report keeps the FIDE ones in 001.
    let text = export(&admin, tid).await.text().await.unwrap();
    let named: Vec<(String, String)> =
        player_lines(&text).iter().map(|l| (l[14..47].trim().to_string(), l[48..52].trim().to_string())).collect();
    let expected = [("D, D", ""), ("C, C", "2100"), ("B, B", "2200"), ("A, A", "2300")];
    assert_eq!(named, expected.map(|(n, r)| (n.to_string(), r.to_string())));
    assert!(text.contains("\r\n172 RUS NRO\r\n"), "{text}");
    let national: Vec<&str> = text.lines().filter(|l| l.starts_with("RUS")).collect();
    assert_eq!(national.len(), 4, "{text}");
    assert_eq!((&national[0][4..8], &national[0][48..52]), ("   1", "2200"), "D's national rating at 49-52");
    // Round 1 paired: the method stays.
    let res = admin.submit(&method, &method, &[("method", "FIDE")]).await;
    let said = html::text(&crate::common::refused(&admin, res).await);
    assert!(said.contains("Round 1 is paired: the pairing numbers it gave stay"), "{said}");
    assert!(admin.page(&method).await.contains(r#"value="NRO" checked"#), "the method stays");
    // The report reads, and reads back.
    arbiter::trf::parse(&text).expect("the report reads");
    assert_eq!(upload_trf_again(&admin, &text).await.status(), StatusCode::SEE_OTHER);
}

/// The row id the points form gives the player with pairing number `no`.
fn player_option(page: &str, no: u32) -> String {
    let label = page.find(&format!(r#"">{no} "#)).expect("the player is offered");
    let value = page[..label].rfind(r#"value=""#).expect("an option") + r#"value=""#.len();
    page[value..label].to_string()
}

async fn points_adjusted_by_the_arbiter_count_in_standings_pairing_and_the_report(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = swiss(&admin, "Penalty Open", "3").await;
    for (k, name) in ["A, A", "B, B", "C, C", "D, D", "E, E", "F, F"].iter().enumerate() {
        add_player(&admin, tid, name, 2400 - 10 * k as u32, "").await;
    }
    let points = format!("/t/{tid}/points");
    assert!(admin.page(&points).await.contains("Points can be adjusted only in a published round."));
    let round = pair(&admin, tid).await;
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    for line in games(&admin, tid, 1).await {
        assert_eq!(set_result(&admin, tid, 1, &line, "1-0").await.status(), StatusCode::SEE_OTHER);
    }
    // A winner of round 1 has the point taken away (Laws 12.9 e).
    let offender = games(&admin, tid, 1).await[0].white;
    let page = admin.page(&points).await;
    let player = player_option(&page, offender);
    let asked = |points: &'static str, reason: &'static str| {
        [("player", player.clone()), ("round", "1".to_string()), ("points", points.into()), ("reason", reason.into())]
    };
    let send = |fields: [(&'static str, String); 4]| {
        let admin = &admin;
        let points = points.clone();
        async move {
            let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            admin.submit(&points, &points, &fields).await
        }
    };
    for (bad, reason, said) in [
        ("one", "Phone rang", "Points adjusted must be a number with at most one decimal"),
        ("0", "Phone rang", "not zero, and at most 9.5 either way"),
        ("-12", "Phone rang", "not zero, and at most 9.5 either way"),
        ("-1", " ", "Say why the points are adjusted"),
    ] {
        let refusal = html::text(&crate::common::refused(&admin, send(asked(bad, reason)).await).await);
        assert!(refusal.contains(said), "{bad}: {refusal}");
    }
    assert_eq!(send(asked("-1", "Phone rang in the playing hall")).await.status(), StatusCode::SEE_OTHER);
    let listed = html::text(&admin.page(&points).await);
    assert!(listed.contains("−1") && listed.contains("Phone rang in the playing hall"), "{listed}");
    // The standings count it and say so; visitors see the points, not the reason.
    let visitor = app.browser();
    let public = html::text(&visitor.page(&format!("/t/{tid}/standings")).await);
    assert!(public.contains("Points adjusted by the arbiter (included in the points):"), "{public}");
    assert!(public.contains(&format!("{offender} ")) && public.contains(": −1 in round 1"), "{public}");
    assert!(!public.contains("Phone rang"), "the reason is for arbiters");
    assert_ne!(visitor.get(&points).await.status(), StatusCode::OK, "the page is the arbiters'");
    // The report writes record 299 and the points with it.
    let report = export(&admin, tid).await.text().await.unwrap();
    let record = format!("299{:10}-1.0    1 {offender:>4}", "");
    assert!(report.contains(&format!("{record}\r\n")), "{report}");
    let file = arbiter::trf::parse(&report).expect("the export reads");
    let line = player_lines(&report).into_iter().find(|l| l[4..8].trim() == offender.to_string()).unwrap();
    assert_eq!(line[80..84].trim(), "0.0", "the point is gone: {line}");
    // Round 2 is paired with the point gone, as the core pairs the file.
    let expected = pair_round(&round_input(&file.event, 2)).expect("round 2 pairs");
    let to = pair(&admin, tid).await;
    assert_eq!(admin.submit(&to, &format!("{to}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let paired: Vec<(u32, u32)> = games(&admin, tid, 2).await.iter().map(|l| (l.white, l.black.unwrap())).collect();
    let engine: Vec<(u32, u32)> = expected.boards.iter().map(|b| (b.white.get(), b.black.get())).collect();
    assert_eq!(paired, engine);
    // The file reads back into the app with its adjustment.
    let res = upload_trf_again(&admin, &report).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let again: i32 = location(&res).trim_start_matches("/t/").parse().expect("imported");
    let back = export(&admin, again).await.text().await.unwrap();
    assert!(back.contains(&record), "{back}");
    assert_eq!(player_lines(&back), player_lines(&report));
    // Taken back: the standings count the point again.
    let page = admin.page(&points).await;
    let form = page.find("/remove").expect("a remove button");
    let action = &page[page[..form].rfind('"').unwrap() + 1..form + "/remove".len()];
    assert_eq!(admin.submit(&points, action, &[]).await.status(), StatusCode::SEE_OTHER);
    let twice = admin.submit(&points, action, &[]).await;
    let gone = html::text(&crate::common::refused(&admin, twice).await);
    assert!(gone.contains("That adjustment is no longer there"), "{gone}");
    let public = html::text(&visitor.page(&format!("/t/{tid}/standings")).await);
    assert!(!public.contains("Points adjusted by the arbiter"), "{public}");
    // Round 1 again, now that round 2 is paired: a question first, nothing stored until confirmed.
    let res = send(asked("0.5", "Bonus of the regulations")).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let question = res.text().await.unwrap();
    let said = html::text(&question);
    assert!(said.contains("Round 2 was paired from scores without this adjustment"), "{said}");
    assert!(!html::text(&admin.page(&points).await).contains("Bonus of the regulations"), "nothing stored yet");
    let confirmed: Vec<(String, String)> = ["player", "round", "points", "reason", "confirm"]
        .iter()
        .map(|name| {
            let at =
                question.find(&format!(r#"name="{name}" value=""#)).unwrap_or_else(|| panic!("{name}: {question}"));
            let value = &question[at + name.len() + 15..];
            (name.to_string(), value[..value.find('"').unwrap()].to_string())
        })
        .collect();
    let fields: Vec<(&str, &str)> = confirmed.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    assert_eq!(admin.submit(&points, &points, &fields).await.status(), StatusCode::SEE_OTHER);
    let listed = html::text(&admin.page(&points).await);
    assert!(
        listed.contains(&format!("+½ · {offender} ")) && listed.contains("Round 1 · Bonus of the regulations"),
        "{listed}"
    );
}

on_both_backends!(
    a_national_rated_open_is_seeded_by_national_ratings_and_reports_them,
    points_adjusted_by_the_arbiter_count_in_standings_pairing_and_the_report,
    unusual_results_and_an_adjourned_game_are_paired_ranked_and_exported,
    the_rating_report_names_its_officials_round_dates_time_control_and_the_next_rounds_byes
);
