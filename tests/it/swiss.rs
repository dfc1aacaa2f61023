//! A Swiss event run through the app on SQLite and PostgreSQL: the TRF-2026
//! example event of shared/fide/trf.md §8 (6 players, 4 rounds, a requested
//! half-point bye, a forfeit, two pairing-allocated byes and a withdrawal),
//! whose pairings bbpPairings verified. Each round is proposed by the Dutch
//! engine, checked, changed by hand and paired again, published, and played;
//! the exported TRF must hold exactly the example's player records.

use crate::common::flows::{
    BoardLine, board_lines, finished_swiss, set_result, tournament_fields, upload_trf, upload_trf_again,
};
use crate::common::{Backend, Browser, TestApp, html, location};
use reqwest::StatusCode;

/// The example's player records (ranks left out: they come from tie-breaks).
const EXAMPLE: &str = "012 Example Open 2026\r\n\
001    1 wWFM Alpha, Ann                        2200 ENG     1000001 1990/01/01  3.5          4 w 1     2 b 1     6 b =     3 w 1\r\n\
001    2 m    Bravo, Ben                        2100 SCO     1000002 1991/02/02  0.5          5 b =     1 w 0     4 w -  0000 - Z\r\n\
001    3 m    Charlie, Carl                     2000 WLS     1000003 1992/03/03  2.0          6 w 0  0000 - U     5 b 1     1 b 0\r\n\
001    4 w    Delta, Dora                       1900 IRL     1000004 1993/04/04  2.5          1 b 0     5 w 1     2 b +     6 b =\r\n\
001    5 m    Echo, Ed                          1800 ENG     1000005 1994/05/05  1.5          2 w =     4 b 0     3 w 0  0000 - U\r\n\
001    6 w    Foxtrot, Fay                      1700 ENG     1000006 1995/06/06  2.5          3 b 1  0000 - H     1 w =     4 w =\r\n";

/// (name, sex, title, rating, federation, FIDE id, birth date), in pairing-number order.
const PLAYERS: [(&str, &str, &str, &str, &str, &str, &str); 6] = [
    ("Alpha, Ann", "w", "WFM", "2200", "ENG", "1000001", "1990/01/01"),
    ("Bravo, Ben", "m", "", "2100", "SCO", "1000002", "1991/02/02"),
    ("Charlie, Carl", "m", "", "2000", "WLS", "1000003", "1992/03/03"),
    ("Delta, Dora", "w", "", "1900", "IRL", "1000004", "1993/04/04"),
    ("Echo, Ed", "m", "", "1800", "ENG", "1000005", "1994/05/05"),
    ("Foxtrot, Fay", "w", "", "1700", "ENG", "1000006", "1995/06/06"),
];

/// The games of each round as (white, black, result), and the pairing-allocated bye.
fn expected_round(round: u32) -> (Vec<(u32, u32, &'static str)>, Option<u32>) {
    match round {
        1 => (vec![(1, 4, "1-0"), (5, 2, "1/2"), (3, 6, "0-1")], None),
        2 => (vec![(2, 1, "0-1"), (4, 5, "1-0")], Some(3)),
        3 => (vec![(6, 1, "1/2"), (5, 3, "0-1"), (2, 4, "-+")], None),
        _ => (vec![(1, 3, "1-0"), (6, 4, "1/2")], Some(5)),
    }
}

fn games_and_pab(lines: &[BoardLine], draft: &str) -> (Vec<(u32, u32)>, Option<u32>) {
    let mut games: Vec<(u32, u32)> = lines.iter().filter_map(|l| Some((l.white, l.black?))).collect();
    games.sort();
    let pab =
        lines.iter().find(|l| l.black.is_none() && bye_text(draft, l).contains("pairing-allocated")).map(|l| l.white);
    (games, pab)
}

/// The bye cell's text of a line.
fn bye_text(page: &str, line: &BoardLine) -> String {
    let row = &page[page.find(&format!("id=\"b{}\"", line.id)).expect("row")..];
    row[..row.find("</tr>").unwrap()].to_string()
}

async fn pair_round(admin: &Browser, tid: i32, round: u32) -> String {
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/pair"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "pair round {round}");
    assert_eq!(location(&res), format!("/t/{tid}/round/{round}"));
    crate::common::flows::wait_for_pairing(admin, &location(&res)).await;
    admin.page(&format!("/t/{tid}/round/{round}")).await
}

fn assert_is_engine_pairing(page: &str, round: u32) {
    let (games, pab) = expected_round(round);
    let mut want: Vec<(u32, u32)> = games.iter().map(|&(w, b, _)| (w, b)).collect();
    want.sort();
    assert_eq!(games_and_pab(&board_lines(page), page), (want, pab), "round {round} proposal");
    assert!(page.contains(r#"class="ok" id="draft-status""#), "round {round} marked as the engine's pairing");
    assert!(!page.contains(r#"class="warning""#), "no warnings for the engine's pairing of round {round}");
}

async fn post_draft(admin: &Browser, tid: i32, round: u32, action: &str, fields: &[(&str, &str)]) -> String {
    let page = format!("/t/{tid}/round/{round}");
    let res = admin.submit(&page, &format!("{page}/{action}"), fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "{action} in round {round}");
    crate::common::flows::wait_for_pairing(admin, &location(&res)).await;
    admin.page(&page).await
}

async fn swiss_event(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let fields = tournament_fields("Example Open 2026", "swiss", &[("rounds", "4")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    // Registered in reverse order: pairing numbers follow FIDE order.
    for &(name, sex, title, rating, fed, fide_id, birth) in PLAYERS.iter().rev() {
        let path = format!("/t/{tid}/players");
        let form = [
            ("name", name),
            ("sex", sex),
            ("title", title),
            ("fide_rating", rating),
            ("federation", fed),
            ("fide_id", fide_id),
            ("birth_date", birth),
        ];
        assert_eq!(admin.submit(&path, &path, &form).await.status(), StatusCode::SEE_OTHER, "add {name}");
    }
    let public = app.browser();
    let players_page = admin.page(&format!("/t/{tid}/players")).await;
    let id_of = |name: &str| -> String {
        let after = &players_page[players_page.find(name).unwrap()..];
        let start = after.find("/players/").unwrap() + "/players/".len();
        after[start..].split('/').next().unwrap().to_string()
    };

    for round in 1..=4u32 {
        let draft_path = format!("/t/{tid}/round/{round}");
        if round == 2 {
            // Foxtrot asks for a half-point bye before round 2 is paired.
            let player = id_of("Foxtrot, Fay");
            let form = [("player", player.as_str()), ("round", "2"), ("kind", "hpb")];
            let res = admin.submit(&format!("/t/{tid}/players"), &format!("/t/{tid}/byes"), &form).await;
            assert_eq!(res.status(), StatusCode::SEE_OTHER);
            assert!(admin.page(&format!("/t/{tid}/players")).await.contains("half-point bye"));
        }
        if round == 4 {
            // Bravo withdraws before round 4.
            let player = id_of("Bravo, Ben");
            let path = format!("/t/{tid}/players/{player}/withdraw");
            let res = admin.submit(&format!("/t/{tid}/players/{player}/edit"), &path, &[("from_round", "4")]).await;
            assert_eq!(res.status(), StatusCode::SEE_OTHER);
        }
        let mut page = pair_round(&admin, tid, round).await;
        assert_is_engine_pairing(&page, round);
        assert_eq!(public.get(&draft_path).await.status(), StatusCode::NOT_FOUND, "drafts are not public");
        // Pairing again while a draft waits is refused.
        let again = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/pair"), &[]).await;
        assert!(
            crate::common::refused(&admin, again).await.contains("publish it or discard it"),
            "the reason is shown"
        );

        if round == 3 {
            // Exchange 1 and 2 by hand: 1 would meet 4 again; the checker says so.
            page = post_draft(&admin, tid, round, "swap", &[("a", "1"), ("b", "2")]).await;
            assert!(page.contains(r#"class="error" id="draft-status""#), "a hand change is flagged");
            assert!(page.contains("have already played each other"), "rematch warned");
            // Exchange colours on the first board, then pair again: the engine's pairing is back.
            let first = board_lines(&page)[0].id.to_string();
            post_draft(&admin, tid, round, "colours", &[("board", first.as_str())]).await;
            page = post_draft(&admin, tid, round, "repair", &[]).await;
            assert_is_engine_pairing(&page, round);
        }
        let res = admin.submit(&draft_path, &format!("{draft_path}/publish"), &[]).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER);

        let page = public.page(&draft_path).await;
        let lines = board_lines(&page);
        let (games, pab) = expected_round(round);
        for (n, &(white, black, result)) in games.iter().enumerate() {
            let line = lines.iter().find(|l| l.white == white && l.black == Some(black)).expect("expected game");
            assert_eq!(line.board as usize, n + 1, "board order in round {round}");
            if round == 1 && n == 2 {
                // Pairing the next round with a result missing is refused.
                let refused = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/pair"), &[]).await;
                assert!(crate::common::refused(&admin, refused).await.contains("Enter every result"));
            }
            let admin_lines = board_lines(&admin.page(&draft_path).await);
            let line = admin_lines.iter().find(|l| l.id == line.id).unwrap();
            assert_eq!(set_result(&admin, tid, round, line, result).await.status(), StatusCode::SEE_OTHER);
        }
        assert_eq!(
            lines
                .iter()
                .filter(|l| l.black.is_none() && bye_text(&page, l).contains("pairing-allocated"))
                .map(|l| l.white)
                .next(),
            pab
        );
    }

    // Bravo withdrew: marked so in the standings and the crosstable (checklist Q170), and nobody else.
    for page in ["standings", "crosstable"] {
        let page = public.page(&format!("/t/{tid}/{page}")).await;
        let row = |name: &str| page.split("<tr").find(|row| row.contains(name)).unwrap_or_default().to_string();
        assert!(row("Bravo, Ben").contains(r#"class="badge withdrawn""#), "{page}");
        assert!(!row("Alpha, Ann").contains("withdrawn"));
    }

    // The whole event as TRF: the example's records, field by field.
    let res = public.get(&format!("/t/{tid}/export.trf")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let exported = arbiter::trf::parse(&res.text().await.unwrap()).expect("our TRF parses");
    let expected = arbiter::trf::parse(EXAMPLE).unwrap();
    assert_eq!(exported.event.total_rounds, Some(4));
    assert_eq!(exported.header("012"), Some("Example Open 2026"));
    assert_eq!(exported.points, expected.points, "points written");
    assert_eq!(exported.event.players.len(), expected.event.players.len());
    for (ours, theirs) in exported.event.players.iter().zip(&expected.event.players) {
        let mut ours = ours.clone();
        ours.rank = None;
        assert_eq!(&ours, theirs, "player {}", theirs.start_no);
    }
}

/// The full TRF-2026 example of trf.md §8.
const FULL_EXAMPLE: &str = "012 Example Open 2026\r\n022 Springfield\r\n032 ENG\r\n042 2026/10/03\r\n052 2026/10/04\r\n\
092 Individual: Swiss system (FIDE Dutch)\r\n142 4\r\n152 W\r\n162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5\r\n\
192 FIDE_DUTCH_2026\r\n222 40/5400+30:1800+30\r\n\
001    1 wWFM Alpha, Ann                        2200 ENG     1000001 1990/01/01  3.5    1     4 w 1     2 b 1     6 b =     3 w 1\r\n\
001    2 m    Bravo, Ben                        2100 SCO     1000002 1991/02/02  0.5    6     5 b =     1 w 0     4 w -  0000 - Z\r\n\
001    3 m    Charlie, Carl                     2000 WLS     1000003 1992/03/03  2.0    4     6 w 0  0000 - U     5 b 1     1 b 0\r\n\
001    4 w    Delta, Dora                       1900 IRL     1000004 1993/04/04  2.5    3     1 b 0     5 w 1     2 b +     6 b =\r\n\
001    5 m    Echo, Ed                          1800 ENG     1000005 1994/05/05  1.5    5     2 w =     4 b 0     3 w 0  0000 - U\r\n\
001    6 w    Foxtrot, Fay                      1700 ENG     1000006 1995/06/06  2.5    2     3 b 1  0000 - H     1 w =     4 w =\r\n";

async fn trf_import(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    // Import, then export: the same records (ranks aside, which depend on tie-breaks).
    let res = upload_trf(&admin, FULL_EXAMPLE).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    let exported = arbiter::trf::parse(&admin.page(&format!("/t/{tid}/export.trf")).await).unwrap();
    let original = arbiter::trf::parse(FULL_EXAMPLE).unwrap();
    for code in ["012", "022", "032", "042", "052", "142", "152", "162"] {
        assert_eq!(exported.header(code), original.header(code), "record {code}");
    }
    // Record 192 as bbpPairings 6.0.0 and FIDE's tie-break program read it (issue 32, item 8).
    assert_eq!((original.header("192"), exported.header("192")), (Some("FIDE_DUTCH_2026"), Some("FIDE_DUTCH")));
    // Record 222 gave the control.
    assert!(admin.page(&format!("/t/{tid}")).await.contains("40/5400+30:1800+30"), "time control read");
    assert_eq!(exported.event.scoring, original.event.scoring);
    assert_eq!(exported.points, original.points, "points written");
    for (ours, theirs) in exported.event.players.iter().zip(&original.event.players) {
        let (mut ours, mut theirs) = (ours.clone(), theirs.clone());
        (ours.rank, theirs.rank) = (None, None);
        assert_eq!(ours, theirs);
    }
    // The round-4 input of the same event (player 2 announced absent) is
    // continued in the app: round 4 is paired as bbpPairings paired it.
    let mut file = arbiter::trf::parse(FULL_EXAMPLE).unwrap();
    for i in 0..file.event.players.len() {
        let points = file.event.score_after(&file.event.players[i], 3);
        let p = &mut file.event.players[i];
        p.rounds.truncate(3);
        p.rank = None;
        file.points.insert(p.start_no, points);
        if p.start_no == arbiter::tournament::PairingNumber::new(2) {
            p.rounds.push(arbiter::tournament::RoundRecord::ABSENT);
        }
    }
    let partial = arbiter::trf::write(&file);
    // The same tournament again: warned, nothing imported, until "import it again" is ticked.
    let before = admin.page("/").await.matches("href=\"/t/").count();
    let res = upload_trf(&admin, &partial).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let page = res.text().await.unwrap();
    assert!(page.contains("A tournament with this name and these dates already exists"), "{page}");
    assert!(page.contains(r#"name="again""#) && page.contains("001    1"), "offered to go on, the file kept");
    assert_eq!(admin.page("/").await.matches("href=\"/t/").count(), before, "nothing saved");
    let res = upload_trf_again(&admin, &partial).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "{}", res.text().await.unwrap_or_default());
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    assert!(admin.page(&format!("/t/{tid}/players")).await.contains("zero-point bye"), "announced absence kept");
    let page = pair_round(&admin, tid, 4).await;
    assert_is_engine_pairing(&page, 4);
    // A malformed file: the first problem with its line and column, nothing created.
    let before = admin.page("/").await.matches("href=\"/t/").count();
    let broken = FULL_EXAMPLE.replace("    4 w 1     2 b 1", "    4 w 1     3 b 1");
    let res = upload_trf(&admin, &broken).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Line 12, column"), "{page}");
    assert_eq!(admin.page("/").await.matches("href=\"/t/").count(), before, "nothing saved");
    // A prohibited pairing (record 260) naming a player the file does not have.
    let unknown = FULL_EXAMPLE.replace("222 40/", "260   1   4    1    9\r\n222 40/");
    let res = upload_trf(&admin, &unknown).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Line 11, column 18") && page.contains("no player has starting rank 9"), "{page}");
    let res = upload_trf(&admin, "012 Nothing here\r\n").await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
}

/// A late entry after round 1 gets the pairing number its rating earns, is paired in
/// round 2, and has an absence for round 1 in the TRF.
async fn late_entry(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let fields = tournament_fields("Late Open", "swiss", &[("rounds", "3")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    for k in 0..5u32 {
        crate::common::flows::add_player(&admin, tid, &format!("Early{k}, Ed"), 2000 - 100 * k, "").await;
    }
    let page = pair_round(&admin, tid, 1).await;
    assert_eq!(board_lines(&page).len(), 3, "two games and the bye");
    let round1 = format!("/t/{tid}/round/1");
    assert_eq!(admin.submit(&round1, &format!("{round1}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    for line in board_lines(&admin.page(&round1).await).iter().filter(|l| l.black.is_some()) {
        assert_eq!(set_result(&admin, tid, 1, line, "1/2").await.status(), StatusCode::SEE_OTHER);
    }
    // The late entry takes the number his rating earns (C.04.2 2.5): the
    // top seed's, 1; the players below move down one.
    crate::common::flows::add_player(&admin, tid, "Late, Larry", 2500, "GM").await;
    let players = admin.page(&format!("/t/{tid}/players")).await;
    let numbers = |name: &str| {
        let at = players.find(name).unwrap_or_else(|| panic!("{name}: {players}"));
        let row = &players[players[..at].rfind("<tr").unwrap()..at];
        html::text(row).split_whitespace().next().unwrap().to_string()
    };
    assert_eq!(
        (numbers("Late, Larry"), numbers("Early0, Ed"), numbers("Early4, Ed")),
        ("1".into(), "2".into(), "6".into())
    );
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(
        audit.contains("Pairing numbers given again after a late entry or a deletion (C.04.2 2.5): 6 players"),
        "{audit}"
    );
    let page = pair_round(&admin, tid, 2).await;
    let lines = board_lines(&page);
    assert_eq!(lines.iter().filter(|l| l.black.is_some()).count(), 3, "six players, three games");
    assert!(lines.iter().any(|l| l.white == 1 || l.black == Some(1)), "the late entry (number 1) is paired");
    assert!(page.contains(r#"class="ok" id="draft-status""#));
    assert!(!page.contains(r#"class="warning""#));
    let round2 = format!("/t/{tid}/round/2");
    assert_eq!(admin.submit(&round2, &format!("{round2}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    // The TRF holds complete rounds only: round 2 appears once its results are in.
    let file = arbiter::trf::parse(&admin.page(&format!("/t/{tid}/export.trf")).await).unwrap();
    assert_eq!(file.event.rounds_recorded(), 1);
    for line in board_lines(&admin.page(&round2).await).iter().filter(|l| l.black.is_some()) {
        assert_eq!(set_result(&admin, tid, 2, line, "1-0").await.status(), StatusCode::SEE_OTHER);
    }
    let file = arbiter::trf::parse(&admin.page(&format!("/t/{tid}/export.trf")).await).unwrap();
    let late = file.event.player(arbiter::tournament::PairingNumber::new(1)).expect("number 1");
    assert_eq!(late.name, "Late, Larry");
    // Round 1 is written with the numbers as they are now: the first seed's
    // opponent of round 1 is written by his new number.
    let early = file.event.player(arbiter::tournament::PairingNumber::new(2)).expect("number 2");
    assert_eq!(early.name, "Early0, Ed");
    assert!(early.rounds[0].opponent.is_some_and(|o| o.get() > 2), "{:?}", early.rounds[0]);
    assert_eq!(late.rounds[0].result, arbiter::tournament::RoundResult::ZeroPointBye);
    assert!(late.rounds[1].opponent.is_some());
}

/// The fields of the result grid: (board id, entry, version) per board.
fn grid_fields(page: &str) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for part in page.split(r#"name="r"#).skip(1) {
        let id = part.split('"').next().unwrap().to_string();
        let typed = part.split(r#"value=""#).nth(1).unwrap().split('"').next().unwrap().to_string();
        let version =
            page.split(&format!(r#"name="v{id}" value=""#)).nth(1).unwrap().split('"').next().unwrap().to_string();
        out.push((id, typed, version));
    }
    out
}

/// Posts the grid with the given entries and versions.
async fn post_grid(admin: &Browser, tid: i32, entries: &[(String, String, String)]) -> reqwest::Response {
    let path = format!("/t/{tid}/round/1/results");
    let keys: Vec<(String, String)> = entries
        .iter()
        .flat_map(|(id, typed, version)| [(format!("r{id}"), typed.clone()), (format!("v{id}"), version.clone())])
        .collect();
    let fields: Vec<(&str, &str)> = keys.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    admin.submit(&path, &path, &fields).await
}

/// A tournament day's corrections: a proposal changed by hand and published
/// after its warnings, the whole round's results typed in one grid (a typo and
/// a concurrent change caught), pairing refused while results are missing
/// (naming the boards), rounds taken back, and error pages that keep the arbiter.
async fn tournament_day(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let fields = tournament_fields("Day Open", "swiss", &[("rounds", "3")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    for k in 0..6u32 {
        crate::common::flows::add_player(&admin, tid, &format!("Player{k}, P"), 2000 - 100 * k, "").await;
    }
    let page = pair_round(&admin, tid, 1).await;
    let opponent = board_lines(&page).iter().find(|l| l.white == 1).and_then(|l| l.black).expect("1 has White");
    // Take player 1 out: 1 and the opponent are left unpaired, and publishing needs a confirmation.
    let page = post_draft(&admin, tid, 1, "remove", &[("player", "1"), ("gets", "")]).await;
    assert!(page.contains("but not paired") && page.contains(r#"name="confirm""#), "warned: {page}");
    let round1 = format!("/t/{tid}/round/1");
    let res = admin.submit(&round1, &format!("{round1}/publish"), &[]).await;
    assert!(crate::common::refused(&admin, res).await.contains("tick the confirmation"));
    // Pair them by hand again: no warning left, and the boards are the
    // engine's again (so said); published without a confirmation.
    let opponent = opponent.to_string();
    let page = post_draft(&admin, tid, 1, "pair-by-hand", &[("white", "1"), ("black", opponent.as_str())]).await;
    assert!(!page.contains(r#"class="warning""#) && page.contains(r#"class="ok" id="draft-status""#));
    assert_eq!(admin.submit(&round1, &format!("{round1}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    assert!(admin.page(&round1).await.contains("Still without a result: boards 1, 2, 3."));

    // The grid: a typo refuses the whole grid, nothing is saved.
    let grid = admin.page(&format!("{round1}/results")).await;
    let mut entries = grid_fields(&grid);
    assert_eq!(entries.len(), 3);
    let typed = ["x", "=", "0"];
    for (e, t) in entries.iter_mut().zip(typed) {
        e.1 = t.to_string();
    }
    let res = post_grid(&admin, tid, &entries).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("Board 1: “x” is not a result"));
    assert!(admin.page(&round1).await.contains("boards 1, 2, 3"), "nothing saved");
    // Board 2 changed by someone else meanwhile: the other two are saved, board 2 reported.
    let lines = board_lines(&admin.page(&round1).await);
    assert_eq!(set_result(&admin, tid, 1, &lines[1], "1-0").await.status(), StatusCode::SEE_OTHER);
    entries[0].1 = "1".into();
    let res = post_grid(&admin, tid, &entries).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let page = res.text().await.unwrap();
    assert!(page.contains("Board 2 was changed by someone else") && page.contains("2 results saved."), "{page}");
    let results: Vec<String> = board_lines(&admin.page(&round1).await).iter().map(|l| l.selected.clone()).collect();
    assert_eq!(results, ["1-0", "1-0", "0-1"], "board 2 keeps the other arbiter's result");

    // Round 2, then taken back to a proposal (a result entered and
    // dropped), still the engine's pairing, then discarded.
    let engine = pair_round(&admin, tid, 2).await;
    assert!(engine.contains(r#"class="ok" id="draft-status""#), "the engine's pairing");
    let round2 = format!("/t/{tid}/round/2");
    assert_eq!(admin.submit(&round2, &format!("{round2}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let lines = board_lines(&admin.page(&round2).await);
    assert_eq!(set_result(&admin, tid, 2, &lines[0], "1-0").await.status(), StatusCode::SEE_OTHER);
    let res = admin.submit(&round2, &format!("{round2}/withdraw"), &[("mode", "draft")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("Type the round number"), "a result would be dropped");
    let res = admin.submit(&round2, &format!("{round2}/withdraw"), &[("mode", "draft"), ("confirm", "2")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let page = admin.page(&round2).await;
    assert!(page.contains(r#"class="ok" id="draft-status""#), "back to a proposal, nothing changed by hand: {page}");
    assert!(!page.contains("Changed by hand"));
    let first = board_lines(&page)[0].id.to_string();
    let page = post_draft(&admin, tid, 2, "colours", &[("board", first.as_str())]).await;
    assert!(page.contains(r#"class="error" id="draft-status""#), "a colour exchange is a change by hand");
    assert_eq!(app.browser().get(&round2).await.status(), StatusCode::NOT_FOUND, "no longer public");
    // Round 1 cannot be taken back while round 2's proposal waits; then only with its number typed.
    let res = admin.submit(&round1, &format!("{round1}/withdraw"), &[("mode", "delete"), ("confirm", "1")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("discard it before"));
    assert_eq!(admin.submit(&round2, &format!("{round2}/discard"), &[]).await.status(), StatusCode::SEE_OTHER);
    let res = admin.submit(&round1, &format!("{round1}/withdraw"), &[("mode", "delete")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("Type the round number"));
    let res = admin.submit(&round1, &format!("{round1}/withdraw"), &[("mode", "delete"), ("confirm", "1")]).await;
    assert_eq!(location(&res), format!("/t/{tid}"));
    assert_eq!(admin.get(&round1).await.status(), StatusCode::NOT_FOUND);
    let audit = admin.page(&format!("/t/{tid}/audit")).await;
    assert!(audit.contains("Result of round 1, board 2 (1-0) dropped with the round"), "dropped results kept: {audit}");
    assert!(
        audit.contains("Round 1 taken back and deleted") && audit.contains("Round 2 taken back to a proposed pairing")
    );

    // Error pages keep the arbiter signed in, with a way back; compressed routes too.
    let res = admin
        .client
        .get(format!("{}/t/{tid}/standings/999", admin.base))
        .header("Accept-Encoding", "gzip, br")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert!(res.headers().get("content-encoding").is_none(), "the page is sent as it is");
    let page = res.text().await.unwrap();
    assert!(
        page.starts_with("<!doctype html>")
            && page.contains("Sign out")
            && page.contains(&format!(r#"href="/t/{tid}""#))
    );
}

/// Every board of every round of an imported Swiss event links to its
/// explanation, which names the score group or the float and the colour rule,
/// in English and Russian; a round robin has none.
async fn every_board_says_why_it_is_paired_so(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let trf = finished_swiss();
    let tid: i32 = location(&upload_trf(&admin, &trf).await).trim_start_matches("/t/").parse().expect("imported");
    let visitor = app.browser();
    for round in 1..=5 {
        let page = visitor.page(&format!("/t/{tid}/round/{round}")).await;
        let lines = board_lines(&page);
        let why = visitor.page(&format!("/t/{tid}/round/{round}/why")).await;
        for line in lines.iter().filter(|l| l.black.is_some()) {
            let anchor = format!("/t/{tid}/round/{round}/why#w{}", line.white);
            assert!(page.contains(&anchor), "round {round}: the board links to {anchor}");
            let item = why.split(&format!("id=\"w{}\"", line.white)).nth(1).expect("explained");
            let item = item.split("</li>").next().unwrap();
            assert!(item.contains("score group"), "round {round} board of {}: {item}", line.white);
            assert!(item.contains("(rule 5.2."), "a colour rule: {item}");
        }
        if round == 1 {
            assert!(why.contains("(rule 5.2.5)"), "round 1: nobody has a preference");
            assert!(!why.contains("floated down"), "round 1: one score group");
        }
    }
    let ru = app.browser();
    ru.get("/lang/ru?next=/").await;
    let why = ru.page(&format!("/t/{tid}/round/3/why")).await;
    assert!(why.contains("Почему такие пары: тур 3") && why.contains("(правило 5.2."), "in Russian");
    let rr = crate::common::flows::create_tournament(&admin, "RR", "rr").await;
    assert_eq!(visitor.get(&format!("/t/{rr}/round/1/why")).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(visitor.get(&format!("/t/{tid}/round/6/why")).await.status(), StatusCode::NOT_FOUND);
}

/// Issue 52, item 14: two arbiters at the results grid. The second read
/// the grid while board 2 was blank; the first then entered board 2. The
/// second types board 1 only, leaving board 2 as it was shown: board 1 is
/// saved and no conflict is reported for the board left untouched.
async fn a_board_left_blank_in_the_grid_is_no_conflict(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let fields = tournament_fields("Grid Open", "swiss", &[("rounds", "3")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    for k in 0..4u32 {
        crate::common::flows::add_player(&admin, tid, &format!("Player{k}, P"), 2000 - 100 * k, "").await;
    }
    pair_round(&admin, tid, 1).await;
    let round1 = format!("/t/{tid}/round/1");
    assert_eq!(admin.submit(&round1, &format!("{round1}/publish"), &[]).await.status(), StatusCode::SEE_OTHER);
    let grid_path = format!("{round1}/results");
    let grid = admin.page(&grid_path).await;
    let lines = board_lines(&admin.page(&round1).await);
    assert_eq!(set_result(&admin, tid, 1, &lines[1], "0-1").await.status(), StatusCode::SEE_OTHER);
    let mut fields: Vec<(String, String)> = Vec::new();
    for (k, (id, _, version)) in grid_fields(&grid).into_iter().enumerate() {
        let shown = grid.split(&format!(r#"name="o{id}" value=""#)).nth(1).unwrap().split('"').next().unwrap();
        fields.push((format!("r{id}"), if k == 0 { "1".into() } else { shown.to_string() }));
        fields.push((format!("v{id}"), version));
        fields.push((format!("o{id}"), shown.to_string()));
    }
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let res = admin.submit(&grid_path, &grid_path, &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "saved, no conflict: {}", res.text().await.unwrap_or_default());
    let results: Vec<String> = board_lines(&admin.page(&round1).await).iter().map(|l| l.selected.clone()).collect();
    assert_eq!(results[..2], ["1-0", "0-1"], "board 1 typed, board 2 the other arbiter's");
}

on_both_backends!(
    swiss_event,
    trf_import,
    late_entry,
    tournament_day,
    every_board_says_why_it_is_paired_so,
    a_board_left_blank_in_the_grid_is_no_conflict
);
