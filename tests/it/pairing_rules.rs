//! Accelerated pairings and prohibited pairings through the app (issue 21),
//! on SQLite and PostgreSQL: a Baku-accelerated Swiss event paired through
//! the pages is the engine's pairing of the exported TRF, round by round,
//! and its virtual points never reach the standings or the exported points;
//! a prohibited pairing set on the players page is never paired in its
//! rounds (and is outside them); bad input is refused with a message.

use crate::common::flows::{BoardLine, board_lines, set_result, tournament_fields};
use crate::common::{Backend, Browser, TestApp, html, location};
use arbiter::pairing::dutch;
use reqwest::StatusCode;

/// Creates a Swiss event of `rounds` rounds and registers `players` players
/// (name, rating, club), in reverse order; returns its id.
async fn swiss(admin: &Browser, name: &str, rounds: &str, players: &[(&str, u32, &str)]) -> i32 {
    let fields = tournament_fields(name, "swiss", &[("rounds", rounds)]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    let path = format!("/t/{tid}/players");
    for &(name, rating, club) in players.iter().rev() {
        let rating = rating.to_string();
        let form = [("name", name), ("fide_rating", rating.as_str()), ("federation", "RUS"), ("club", club)];
        assert_eq!(admin.submit(&path, &path, &form).await.status(), StatusCode::SEE_OTHER, "add {name}");
    }
    tid
}

/// The row id of the player listed with this name on the players page.
fn player_id(players_page: &str, name: &str) -> String {
    let after = &players_page[players_page.find(&format!(">{name}<")).expect("player listed")..];
    let start = after.find("/players/").unwrap() + "/players/".len();
    after[start..].split('/').next().unwrap().to_string()
}

/// The games (white, black) of a pairing list, sorted, and its pairing-allocated bye.
fn games_and_bye(lines: &[BoardLine], page: &str) -> (Vec<(u32, u32)>, Option<u32>) {
    let mut games: Vec<(u32, u32)> = lines.iter().filter_map(|l| Some((l.white, l.black?))).collect();
    games.sort();
    let bye = lines
        .iter()
        .filter(|l| l.black.is_none())
        .find(|l| {
            let row = &page[page.find(&format!("id=\"b{}\"", l.id)).unwrap()..];
            row[..row.find("</tr>").unwrap()].contains("pairing-allocated")
        })
        .map(|l| l.white);
    (games, bye)
}

/// Proposes the next round through the pages; returns the draft page.
async fn propose(admin: &Browser, tid: i32, round: u32) -> String {
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/pair"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "pair round {round}");
    assert_eq!(location(&res), format!("/t/{tid}/round/{round}"), "round {round} proposed");
    crate::common::flows::wait_for_pairing(admin, &location(&res)).await;
    admin.page(&format!("/t/{tid}/round/{round}")).await
}

/// Publishes the draft of a round and plays it: the lower pairing number
/// wins, except a draw when the two numbers add up to a multiple of three.
async fn publish_and_play(admin: &Browser, tid: i32, round: u32) {
    let path = format!("/t/{tid}/round/{round}");
    assert_eq!(admin.submit(&path, &format!("{path}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    for line in board_lines(&admin.page(&path).await) {
        let Some(black) = line.black else { continue };
        let result = match ((line.white + black) % 3, line.white < black) {
            (0, _) => "1/2",
            (_, true) => "1-0",
            (_, false) => "0-1",
        };
        assert_eq!(set_result(admin, tid, round, &line, result).await.status(), StatusCode::SEE_OTHER);
    }
}

/// The engine's pairing of round `round` from the event's exported TRF.
async fn engine_pairing(admin: &Browser, tid: i32, round: u32) -> (Vec<(u32, u32)>, Option<u32>) {
    let file = arbiter::trf::parse(&admin.page(&format!("/t/{tid}/export.trf")).await).expect("our TRF parses");
    let pairing = dutch::pair_round(&dutch::round_input(&file.event, round as usize)).expect("pairable");
    let mut games: Vec<(u32, u32)> = pairing.boards.iter().map(|b| (b.white.get(), b.black.get())).collect();
    games.sort();
    (games, pairing.bye.map(|b| b.get()))
}

async fn set_acceleration(admin: &Browser, tid: i32, code: &str) {
    let path = format!("/t/{tid}/acceleration");
    let res = admin.submit(&path, &path, &[("acceleration", code)]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "acceleration {code}");
}

/// Fifteen players, 2500 down to 1800.
fn fifteen() -> Vec<(String, u32)> {
    (1..=15u32).map(|k| (format!("Player{k:02}, Baku"), 2550 - 50 * k)).collect()
}

async fn baku_swiss_is_the_engines_pairing_of_the_exported_trf(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let names = fifteen();
    let players: Vec<(&str, u32, &str)> = names.iter().map(|(n, r)| (n.as_str(), *r, "")).collect();
    let tid = swiss(&admin, "Baku Open", "7", &players).await;
    set_acceleration(&admin, tid, "baku").await;
    let settings = admin.page(&format!("/t/{tid}/acceleration")).await;
    // 15 players: group A is 2·⌈15/4⌉ = 8; 7 rounds: 1 point in rounds 1–2, ½ in 3–4.
    assert!(settings.contains("pairing numbers 1–8 (8 of 15 players in round 1)"), "group A shown: {settings}");
    assert!(settings.contains("Player08, Baku (No. 8)") && settings.contains("Provisional"), "its last player");
    assert!(settings.contains("Accelerated rounds: 1–4"));
    assert!(settings.contains("<td>1–2</td><td>+1</td>") && settings.contains("<td>3–4</td><td>+½</td>"));
    // The rules applied are on the page, to read or print (checklist Q108).
    let rules = html::text(&settings);
    assert!(rules.contains("Baku Acceleration Method (FIDE C.04.7): before round 1 the players are split in two."));
    assert!(rules.contains("Virtual points entered by hand add the points shown"), "{rules}");

    for round in 1..=5u32 {
        let draft = propose(&admin, tid, round).await;
        if round <= 4 {
            assert!(draft.contains(r#"id="virtual-points""#), "round {round}: the virtual points are shown");
        } else {
            assert!(!draft.contains(r#"id="virtual-points""#), "round {round} is not accelerated");
        }
        let ours = games_and_bye(&board_lines(&draft), &draft);
        assert_eq!(ours, engine_pairing(&admin, tid, round).await, "round {round}: the engine's pairing of the TRF");
        publish_and_play(&admin, tid, round).await;
        if round == 1 {
            let settings = admin.page(&format!("/t/{tid}/acceleration")).await;
            assert!(settings.contains("fixed before round 1"), "group A fixed once round 1 is paired");
        }
    }
    let file = arbiter::trf::parse(&admin.page(&format!("/t/{tid}/export.trf")).await).unwrap();
    assert!(!file.event.accelerations.is_empty(), "the TRF carries the virtual points (record 250)");

    // Virtual points are for pairing only: the standings and the exported
    // points are the same without the acceleration.
    let public = app.browser();
    let standings = public.page(&format!("/t/{tid}/standings")).await;
    let points = |trf: &str| trf.lines().filter(|l| l.starts_with("001")).map(str::to_string).collect::<Vec<_>>();
    let exported = points(&admin.page(&format!("/t/{tid}/export.trf")).await);
    set_acceleration(&admin, tid, "none").await;
    assert_eq!(public.page(&format!("/t/{tid}/standings")).await, standings, "standings without virtual points");
    assert_eq!(points(&admin.page(&format!("/t/{tid}/export.trf")).await), exported, "exported points");
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("Acceleration changed from “No acceleration” to “Baku Acceleration Method (C.04.7)”"));
}

/// A player with a bye requested for round 1 has no pairing number in
/// round 1 yet: group A is counted from the players who play it, and the
/// bye, ranked above its last player, is in the group (checklist Q111).
async fn a_round_1_bye_is_not_counted_in_group_a(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let names = fifteen();
    let players: Vec<(&str, u32, &str)> = names.iter().map(|(n, r)| (n.as_str(), *r, "")).collect();
    let tid = swiss(&admin, "Baku Bye Open", "7", &players).await;
    set_acceleration(&admin, tid, "baku").await;
    let players_page = admin.page(&format!("/t/{tid}/players")).await;
    let second = player_id(&players_page, "Player02, Baku");
    let form = [("player", second.as_str()), ("round", "1"), ("kind", "hpb")];
    let res = admin.submit(&format!("/t/{tid}/players"), &format!("/t/{tid}/byes"), &form).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    // 14 players in round 1: 2·⌈14/4⌉ = 8 of them, and the bye ranked
    // second, so numbers 1–9 (with 15 counted it would be 1–8).
    let settings = admin.page(&format!("/t/{tid}/acceleration")).await;
    assert!(settings.contains("pairing numbers 1–9 (8 of 14 players in round 1)"), "group A: {settings}");
    assert!(html::text(&settings).contains("(late entries, a bye or absence in round 1): Nos. 2"), "{settings}");
    assert!(settings.contains("Player09, Baku (No. 9)"), "its last player");
    let draft = propose(&admin, tid, 1).await;
    // Group A's eight players in round 1 (1, 3–9) make one bracket of their
    // own, S1 = 1 3 4 5 against S2 = 6 7 8 9; group B's six (10–15) another.
    let (games, bye) = games_and_bye(&board_lines(&draft), &draft);
    let mut pairs: Vec<(u32, u32)> = games.iter().map(|&(w, b)| (w.min(b), w.max(b))).collect();
    pairs.sort();
    assert_eq!((pairs, bye), (vec![(1, 6), (3, 7), (4, 8), (5, 9), (10, 13), (11, 14), (12, 15)], None));
    publish_and_play(&admin, tid, 1).await;
    let settings = admin.page(&format!("/t/{tid}/acceleration")).await;
    assert!(settings.contains("pairing numbers 1–9") && settings.contains("fixed before round 1"), "{settings}");
    let trf = admin.page(&format!("/t/{tid}/export.trf")).await;
    let file = arbiter::trf::parse(&trf).unwrap();
    let round_2 = file.event.accelerations.iter().find(|v| v.first_round <= 2 && 2 <= v.last_round).unwrap();
    assert_eq!(round_2.last_player.get(), 9, "record 250 names group A as paired: {trf}");
}

async fn a_prohibited_pair_is_never_paired_in_its_rounds(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    // Without prohibitions round 1 would be 1–5, 6–2, 3–7, 8–4.
    let players = [
        ("One, A", 2400, ""),
        ("Two, B", 2300, ""),
        ("Three, C", 2200, "Rook Club"),
        ("Four, D", 2100, ""),
        ("Five, E", 2000, ""),
        ("Six, F", 1900, ""),
        ("Seven, G", 1800, "rook club"),
        ("Eight, H", 1700, ""),
    ];
    let tid = swiss(&admin, "Sibling Open", "5", &players).await;
    let path = format!("/t/{tid}/players");
    let page = admin.page(&path).await;
    let (two, six) = (player_id(&page, "Two, B"), player_id(&page, "Six, F"));
    let (one, five) = (player_id(&page, "One, A"), player_id(&page, "Five, E"));
    let prohibit = |fields: Vec<(&'static str, String)>| {
        let admin = &admin;
        let path = path.clone();
        async move {
            let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            admin.submit(&path, &format!("/t/{tid}/prohibited"), &fields).await
        }
    };
    let r = |v: &str| v.to_string();
    let siblings = vec![
        ("rule", r("players")),
        ("player", two.clone()),
        ("player", six.clone()),
        ("first_round", r("1")),
        ("last_round", r("3")),
    ];
    assert_eq!(prohibit(siblings).await.status(), StatusCode::SEE_OTHER);
    let club = vec![("rule", r("club")), ("first_round", r("1")), ("last_round", r("3"))];
    assert_eq!(prohibit(club).await.status(), StatusCode::SEE_OTHER);
    let later = vec![
        ("rule", r("players")),
        ("player", one),
        ("player", five),
        ("first_round", r("2")),
        ("last_round", r("3")),
    ];
    assert_eq!(prohibit(later).await.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&path).await;
    assert!(page.contains("Rounds 1–3: Two, B; Six, F"), "listed: {page}");
    assert!(page.contains("Rounds 1–3: players of the same club"));
    assert!(page.contains("Rounds 2–3: One, A; Five, E"));

    let met = |games: &[(u32, u32)], a: u32, b: u32| games.iter().any(|&(w, x)| (w, x) == (a, b) || (w, x) == (b, a));
    for round in 1..=3u32 {
        let draft = propose(&admin, tid, round).await;
        let (games, _) = games_and_bye(&board_lines(&draft), &draft);
        assert!(!met(&games, 2, 6), "round {round}: the siblings are not paired: {games:?}");
        assert!(!met(&games, 3, 7), "round {round}: the clubmates are not paired: {games:?}");
        if round == 1 {
            assert!(met(&games, 1, 5), "round 1 is outside the third prohibition: {games:?}");
        }
        if round == 2 {
            // A hand change that seats the siblings together is warned of.
            let opponent = games.iter().find_map(|&(w, b)| (w == 2).then_some(b).or((b == 2).then_some(w))).unwrap();
            let draft_path = format!("/t/{tid}/round/2");
            let (a, b) = (opponent.to_string(), "6".to_string());
            let swapped = admin.submit(&draft_path, &format!("{draft_path}/swap"), &[("a", &a), ("b", &b)]).await;
            assert_eq!(swapped.status(), StatusCode::SEE_OTHER);
            let page = admin.page(&draft_path).await;
            assert!(page.contains("may not be paired in this round (a prohibited pairing)"), "warned: {page}");
            let again = admin.submit(&draft_path, &format!("{draft_path}/repair"), &[]).await;
            assert_eq!(again.status(), StatusCode::SEE_OTHER);
            crate::common::flows::wait_for_pairing(&admin, &location(&again)).await;
            let page = admin.page(&draft_path).await;
            assert_eq!(games_and_bye(&board_lines(&page), &page).0, games, "paired again as before");
        }
        publish_and_play(&admin, tid, round).await;
    }
    // In FIDE mode, prohibitions change only before round 1 is paired.
    let page = admin.page(&path).await;
    let start = page.find(&format!("/t/{tid}/prohibited/")).unwrap() + format!("/t/{tid}/prohibited/").len();
    let first = page[start..].split('/').next().unwrap().to_string();
    let delete = format!("/t/{tid}/prohibited/{first}/delete");
    let refused = crate::common::refused(&admin, admin.submit(&path, &delete, &[]).await).await;
    assert!(refused.contains("In FIDE mode, prohibited pairings are entered or removed only before round 1"));
    assert!(admin.page(&path).await.contains("Rounds 1–3: Two, B; Six, F"), "still there");
    // Out of FIDE mode, removing a prohibition is logged like adding one.
    crate::common::flows::leave_fide_mode(&admin, tid).await;
    let res = admin.submit(&path, &delete, &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(!admin.page(&path).await.contains("Rounds 1–3: Two, B; Six, F"));
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("Prohibited pairing added for rounds 1–3: Two, B; Six, F"), "{audit}");
    assert!(audit.contains("Prohibited pairing removed for rounds 1–3: Two, B; Six, F"));
    assert!(audit.contains("Prohibited pairing added for rounds 1–3: players of the same club"));
}

async fn bad_input_is_refused_with_a_message(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = swiss(&admin, "Strict Open", "5", &[("A, A", 2000, ""), ("B, B", 1900, ""), ("C, C", 1800, "")]).await;
    let settings = format!("/t/{tid}/acceleration");
    let points = format!("/t/{tid}/virtual-points");
    let cases: [(&[(&str, &str)], &str); 4] = [
        (
            &[("points", "1"), ("first_round", "3"), ("last_round", "2"), ("first_player", "1"), ("last_player", "4")],
            "Give rounds from 1 to 5",
        ),
        (
            &[("points", "1"), ("first_round", "1"), ("last_round", "9"), ("first_player", "1"), ("last_player", "4")],
            "Give rounds from 1 to 5",
        ),
        (
            &[
                ("points", "lots"),
                ("first_round", "1"),
                ("last_round", "2"),
                ("first_player", "1"),
                ("last_player", "4"),
            ],
            "Give the points as a number",
        ),
        (
            &[("points", "1"), ("first_round", "1"), ("last_round", "2"), ("first_player", "0"), ("last_player", "4")],
            "Give pairing numbers from 1 to",
        ),
    ];
    for (fields, message) in cases {
        let res = admin.submit(&settings, &points, fields).await;
        assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "{fields:?}");
        assert!(res.text().await.unwrap().contains(message), "{fields:?}: {message}");
    }
    let res = admin.submit(&settings, &settings, &[("acceleration", "warp")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("Choose no acceleration or the Baku method"));
    // A valid group is listed, and can be removed.
    let fields =
        [("points", "½"), ("first_round", "1"), ("last_round", "2"), ("first_player", "1"), ("last_player", "2")];
    assert_eq!(admin.submit(&settings, &points, &fields).await.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&settings).await.contains("<td>1–2</td><td>1–2</td><td>+½</td>"));

    let players = format!("/t/{tid}/players");
    let page = admin.page(&players).await;
    let a = player_id(&page, "A, A");
    let prohibited = format!("/t/{tid}/prohibited");
    let other = crate::common::flows::create_tournament(&admin, "Other Open", "swiss").await;
    crate::common::flows::add_player(&admin, other, "Stranger, S", 2000, "").await;
    let stranger = player_id(&admin.page(&format!("/t/{other}/players")).await, "Stranger, S");
    let cases: [(Vec<(&str, &str)>, &str); 4] = [
        (
            vec![("rule", "players"), ("player", &a), ("first_round", "1"), ("last_round", "2")],
            "Pick two or more players",
        ),
        (
            vec![("rule", "players"), ("player", &a), ("player", &stranger), ("first_round", "1"), ("last_round", "2")],
            "not registered in this tournament",
        ),
        (
            vec![("rule", "players"), ("player", &a), ("player", "x"), ("first_round", "1"), ("last_round", "2")],
            "not registered in this tournament",
        ),
        (vec![("rule", "club"), ("first_round", "0"), ("last_round", "2")], "Give rounds from 1 to 5"),
    ];
    for (fields, message) in cases {
        let res = admin.submit(&players, &prohibited, &fields).await;
        assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "{fields:?}");
        assert!(res.text().await.unwrap().contains(message), "{fields:?}: {message}");
    }
    // No token, no change; a round robin has no acceleration page; a visitor may not.
    let res = admin.post(&prohibited, &[("rule", "club"), ("first_round", "1"), ("last_round", "2")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let rr = crate::common::flows::create_tournament(&admin, "RR", "rr").await;
    assert_eq!(admin.get(&format!("/t/{rr}/acceleration")).await.status(), StatusCode::NOT_FOUND);
    assert_ne!(app.browser().get(&settings).await.status(), StatusCode::OK);
    assert!(!admin.page(&players).await.contains("Rounds 1–2"), "nothing stored");

    // Three players who may not meet at all: said before pairing, with the players.
    let (b, c) = (player_id(&page, "B, B"), player_id(&page, "C, C"));
    let all = [
        ("rule", "players"),
        ("player", &a),
        ("player", &b),
        ("player", &c),
        ("first_round", "1"),
        ("last_round", "5"),
    ];
    assert_eq!(admin.submit(&players, &prohibited, &all).await.status(), StatusCode::SEE_OTHER);
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/pair"), &[]).await;
    let refused = crate::common::refused(&admin, res).await;
    // Lifting the last of the three lets B play C and A take the bye.
    assert!(refused.contains("cannot be paired while this prohibited pairing holds: 2 B, B – 3 C, C"), "{refused}");
}

/// A TRF's virtual points (record 250) and prohibited pairings (record 260)
/// are kept when it is imported, and exported again.
async fn imported_rules_are_kept(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let dir = crate::vectors::dir("dutch-special");
    for file in ["baku/baku_036_p029_r05.trf", "forbidden/forbidden_037_p074_r07.trf"] {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        let res = crate::common::flows::upload_trf(&admin, &text).await;
        let tid: i32 = location(&res).trim_start_matches("/t/").parse().expect("imported");
        let ours = arbiter::trf::parse(&admin.page(&format!("/t/{tid}/export.trf")).await).unwrap().event;
        let theirs = arbiter::trf::parse(&text).unwrap().event;
        assert_eq!(ours.accelerations, theirs.accelerations, "{file}: virtual points");
        let sorted = |e: &arbiter::tournament::Event| {
            let mut all: Vec<_> = e
                .prohibited
                .iter()
                .cloned()
                .map(|mut p| {
                    p.players.sort();
                    p
                })
                .collect();
            all.sort_by_key(|p| (p.first_round, p.players.clone()));
            all
        };
        assert_eq!(sorted(&ours), sorted(&theirs), "{file}: prohibited pairings");
    }
}

/// The acceleration page, the players page with its prohibited pairings and
/// the draft page with its virtual points fit a phone and pass axe-core, in
/// English and Russian (`ARBITER_SCREENSHOTS=DIR` saves them).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pages_fit_a_phone() {
    if !crate::common::available(crate::common::Prerequisite::Axe) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let names = fifteen();
    let clubs = ["Шахматный клуб «Ладья»", "", "Royal Wolverhampton Chess Club"];
    let players: Vec<(&str, u32, &str)> =
        names.iter().enumerate().map(|(k, (n, r))| (n.as_str(), *r, clubs[k % 3])).collect();
    let tid = swiss(&admin, "Мемориал Алехина — Open Championship of the Region", "9", &players).await;
    set_acceleration(&admin, tid, "baku").await;
    let settings = format!("/t/{tid}/acceleration");
    let fields =
        [("points", "0.5"), ("first_round", "6"), ("last_round", "7"), ("first_player", "9"), ("last_player", "15")];
    assert_eq!(
        admin.submit(&settings, &format!("/t/{tid}/virtual-points"), &fields).await.status(),
        StatusCode::SEE_OTHER
    );
    let path = format!("/t/{tid}/players");
    let page = admin.page(&path).await;
    let (a, b) = (player_id(&page, "Player01, Baku"), player_id(&page, "Player02, Baku"));
    let pair = [("rule", "players"), ("player", &a), ("player", &b), ("first_round", "1"), ("last_round", "9")];
    assert_eq!(admin.submit(&path, &format!("/t/{tid}/prohibited"), &pair).await.status(), StatusCode::SEE_OTHER);
    let club = [("rule", "club"), ("first_round", "1"), ("last_round", "4")];
    assert_eq!(admin.submit(&path, &format!("/t/{tid}/prohibited"), &club).await.status(), StatusCode::SEE_OTHER);
    propose(&admin, tid, 1).await;
    let base = format!("http://{}", app.addr);
    let arbiter = crate::browser::signed_in_admin(&base).await;
    let pages = [settings, path, format!("/t/{tid}/round/1")];
    let mut problems = Vec::new();
    for lang in ["en", "ru"] {
        problems.extend(crate::pages::check_pages(&arbiter, &base, "rules", lang, &pages).await);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

on_both_backends!(
    baku_swiss_is_the_engines_pairing_of_the_exported_trf,
    a_round_1_bye_is_not_counted_in_group_a,
    a_prohibited_pair_is_never_paired_in_its_rounds,
    bad_input_is_refused_with_a_message,
    imported_rules_are_kept
);
