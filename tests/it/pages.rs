//! Every page a visitor or an arbiter opens, in headless Chromium at a
//! phone's width (390 px) and a desktop's (1280 px), in English and Russian:
//! the page never scrolls sideways (wide tables scroll inside their own box),
//! and axe-core, injected into the page, finds no serious or critical
//! accessibility violation. With `ARBITER_SCREENSHOTS=DIR` each page is saved
//! as a PNG to look at.

use crate::browser::signed_in_admin;
use crate::common::flows::{
    add_player, board_lines, create_tournament, finished_swiss, first_team, pair, set_captains, team_event, upload_trf,
};
use crate::common::prerequisites::AXE_SCRIPT;
use crate::common::webdriver::Chromium;
use crate::common::{Backend, Prerequisite, TestApp, available, location};

/// The widths a page must work at: a phone's and a desktop's.
pub(crate) const WIDTHS: [i64; 2] = [390, 1280];

/// A finished 25-player Swiss (from the tie-break vectors, with byes) and a
/// round robin whose first round is being played, with a game recorded on board 1.
struct Events {
    swiss: i32,
    round_robin: i32,
    board: i32,
    /// A Swiss whose first round is a proposal (the arbiter's draft page).
    draft: i32,
    /// A team event with round 1 published, one match played, and a team's id.
    team: (i32, String),
    /// The team event's first team's captain link (captains enter line-ups).
    captain: String,
    /// A team event of three teams whose round 1 is proposed (the swap form).
    team_draft: i32,
    /// A Swiss before round 1 whose player the FIDE list rates otherwise
    /// (the rating check, with a failed download), and that player's form.
    check: (i32, String),
    /// A Swiss whose round 1 is published: its pairing numbers can change.
    numbers: i32,
    /// The `numbers` event's first player's personal page (issue 56), who
    /// asked to withdraw, with check-in and reported results on; and the
    /// arbiter's links page showing that player's link.
    me: (String, String),
    /// A Swiss taking entries online, two of them waiting (one from the FIDE list).
    entry: i32,
}

async fn events(app: &TestApp) -> Events {
    let admin = app.admin().await;
    let trf = finished_swiss();
    let res = upload_trf(&admin, &trf).await;
    let swiss: i32 = location(&res).trim_start_matches("/t/").parse().expect("imported");
    // Prizes shared between tied players, so that the prize list shows its ties.
    let prizes = format!("/t/{swiss}/prizes");
    for fields in [
        [("action", "settings"), ("sharing", "shared"), ("currency", "RUB")],
        [("action", "series"), ("category", ""), ("amounts", "50000 30000 20000 10001 5000")],
    ] {
        let res = admin.submit(&prizes, &prizes, &fields).await;
        assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER, "prize settings");
    }
    // A penalty, so that the standings list it and the arbiters' page has a line.
    let points = format!("/t/{swiss}/points");
    let page = admin.page(&points).await;
    let first = page.find(r#"<option value=""#).expect("a player offered") + r#"<option value=""#.len();
    let player = &page[first..first + page[first..].find('"').unwrap()];
    let penalty = [("player", player), ("round", "5"), ("points", "-0.5"), ("reason", "Mobile phone rang — телефон")];
    assert_eq!(admin.submit(&points, &points, &penalty).await.status(), reqwest::StatusCode::SEE_OTHER, "penalty");
    let round_robin = create_tournament(&admin, "Мемориал Алехина — Open Championship of the Region", "rr").await;
    for (k, name) in [
        "Константинопольский-Разумовский, Александр Вячеславович",
        "Wolfeschlegelsteinhausenbergerdorff, Hubert",
        "Petrov, Ivan",
        "Sidorova, Anna",
    ]
    .iter()
    .enumerate()
    {
        add_player(&admin, round_robin, name, 2400 - 50 * k as u32, if k == 0 { "GM" } else { "" }).await;
    }
    pair(&admin, round_robin).await;
    // The round robin left FIDE mode, so that its pages show the mark.
    crate::common::flows::leave_fide_mode(&admin, round_robin).await;
    let board = board_lines(&admin.page(&format!("/t/{round_robin}/round/1")).await)[0].id;
    let path = format!("/t/{round_robin}/boards/{board}/game");
    for (ply, san) in ["e4", "c5", "Nf3"].iter().enumerate() {
        let res = admin.submit(&path, &format!("{path}/move"), &[("move", san), ("ply", &ply.to_string())]).await;
        assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER, "{san} recorded");
    }
    // A second account, so that the accounts page shows its forms.
    let fields = [
        ("username", "Константинопольская-Разумовская"),
        ("password", "password-1"),
        ("password2", "password-1"),
        ("role", "arbiter"),
    ];
    let res = admin.submit("/admin/users", "/admin/users", &fields).await;
    assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER, "account added");
    let draft = create_tournament(&admin, "Open", "swiss").await;
    for k in 0..7 {
        add_player(&admin, draft, &format!("Player {k}, Long-Named Participant"), 2200 - 10 * k, "").await;
    }
    pair(&admin, draft).await;
    // A late entry after the proposal: the draft page says it is out of date.
    add_player(&admin, draft, "Player 7, Late Entry", 2300, "").await;
    let team_name = "Кубок команд — Team Cup of the Region";
    let team = team_event(&admin, team_name, 5, 5).await;
    set_captains(&admin, team, team_name, true).await;
    let matches = format!("/t/{team}/matches/1");
    let res = admin.submit(&matches, &format!("/t/{team}/matches/pair"), &[("round", "1")]).await;
    assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER, "team round paired");
    let res = admin.submit(&matches, &format!("{matches}/publish"), &[]).await;
    assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER, "team round published");
    let page = admin.page(&matches).await;
    let first = &page[page.find(r#"<section class="match""#).unwrap()..];
    let first = &first[..first.find("</section>").unwrap()];
    let mut results: Vec<(String, String)> = Vec::new();
    for (k, s) in first.split(r#"<select name="r"#).skip(1).enumerate() {
        let id = &s[..s.find('"').unwrap()];
        let version = crate::common::html::value_after(s, &format!(r#"name="v{id}" value=""#)).unwrap();
        results.push((format!("r{id}"), ["1", "=", "0", "1"][k % 4].to_string()));
        results.push((format!("v{id}"), version));
    }
    let fields: Vec<(&str, &str)> = results.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let res = admin.submit(&matches, &format!("{matches}/results"), &fields).await;
    assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER, "a match played");
    let teams_page = admin.page(&format!("/t/{team}/teams")).await;
    let at = teams_page.find(r#"<section class="team" id="team-"#).unwrap() + 31;
    let team_id = teams_page[at..at + teams_page[at..].find('"').unwrap()].to_string();
    let captain = first_team(&admin, team).await.1.expect("a captain link");
    let team_draft = team_event(&admin, "Командный турнир — Proposed Round of the Team Swiss", 3, 4).await;
    let res = admin
        .submit(&format!("/t/{team_draft}/matches/1"), &format!("/t/{team_draft}/matches/pair"), &[("round", "1")])
        .await;
    assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER, "a team round proposed");
    // A rating check to review, after a download that failed.
    let list = crate::common::flows::fide_list("2270");
    crate::common::flows::upload_list(&admin, "2026-12", &list).await;
    let res = admin.submit("/ratings", "/ratings/address", &[("address", "http://127.0.0.1:9/players_list.zip")]).await;
    assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER, "download address");
    admin.submit("/ratings", "/ratings/update", &[]).await;
    let check = create_tournament(&admin, "Rating check — Открытое первенство", "swiss").await;
    let players = format!("/t/{check}/players");
    let fields = [("fide_id", "24100001")];
    assert_eq!(admin.submit(&players, &players, &fields).await.status(), reqwest::StatusCode::SEE_OTHER);
    let listed = admin.page(&players).await;
    let at = listed.find("/edit\"").expect("an edit link");
    let edit = listed[listed[..at].rfind("href=\"").unwrap() + 6..at + 5].to_string();
    let version = crate::common::html::value_after(&admin.page(&edit).await, r#"name="version" value=""#).unwrap();
    let typed = [("name", "Petrov, Ivan"), ("fide_id", "24100001"), ("fide_rating", "2255"), ("version", &version)];
    assert_eq!(admin.submit(&edit, &edit, &typed).await.status(), reqwest::StatusCode::SEE_OTHER, "typed by hand");
    let numbers = create_tournament(&admin, "Numbers — Первенство с длинным названием", "swiss").await;
    for k in 0..4u32 {
        add_player(&admin, numbers, &format!("Player {k}, Equal-Rated Participant"), 2000, "").await;
    }
    pair(&admin, numbers).await;
    let round1 = format!("/t/{numbers}/round/1");
    assert_eq!(admin.submit(&round1, &format!("{round1}/publish"), &[]).await.status(), reqwest::StatusCode::SEE_OTHER);
    // Players help themselves: check-in, byes and reports on; a player asks for a bye.
    let settings = format!("/t/{numbers}/self-service");
    let on = [("check_in", "on"), ("bye_limit", "2"), ("reported_results", "propose"), ("entry_open", "on")];
    assert_eq!(admin.submit(&settings, &settings, &on).await.status(), reqwest::StatusCode::SEE_OTHER);
    let links = admin.page(&format!("/t/{numbers}/players/links")).await;
    let at = links.find("?player=").expect("a player") + "?player=".len();
    let player = &links[at..at + links[at..].find('#').unwrap()];
    let shown = admin.page(&format!("/t/{numbers}/players/links?player={player}")).await;
    let at = shown.find(&format!("/t/{numbers}/me/")).expect("a personal link");
    let me = shown[at..at + shown[at..].find('"').unwrap()].to_string();
    let ask = [("kind", "withdraw"), ("round", "3")];
    assert_eq!(app.browser().submit(&me, &format!("{me}/ask"), &ask).await.status(), reqwest::StatusCode::SEE_OTHER);
    let shown = format!("/t/{numbers}/players/links?player={player}");
    // Online entry open until a set time, two entries waiting for the arbiter.
    let entry = create_tournament(&admin, "Entry — Открытый турнир с онлайн-регистрацией", "swiss").await;
    let closes = chrono::NaiveDate::from_ymd_opt(2099, 12, 31).unwrap().and_hms_opt(12, 0, 0);
    let settings = arbiter::db::self_service::SelfService {
        entry_open: true,
        entry_closes: closes,
        ..arbiter::db::self_service::SelfService::default()
    };
    let mut c = arbiter::db::establish(&app.database_url).expect("the app's database");
    arbiter::db::self_service::set(&mut c, arbiter::db::TournamentId(entry), &settings).expect("entry open");
    let player = app.browser();
    for fields in [
        [("name", "Константинопольская-Разумовская, Александра"), ("fide_id", ""), ("email", "alexandra@example.org")],
        [("name", ""), ("fide_id", "24100002"), ("email", "")],
    ] {
        let res = player.submit("/login", &format!("/t/{entry}/entry"), &fields).await;
        assert_eq!(res.status(), reqwest::StatusCode::OK, "entry sent");
    }
    // Enough events for a second page of the tournament list.
    for k in 1..=50 {
        create_tournament(&admin, &format!("Season event {k}"), "swiss").await;
    }
    Events {
        swiss,
        round_robin,
        board,
        draft,
        team: (team, team_id),
        captain,
        team_draft,
        check: (check, edit),
        numbers,
        me: (me, shown),
        entry,
    }
}

/// What everyone may open.
fn public_pages(e: &Events) -> Vec<String> {
    let (s, r, b) = (e.swiss, e.round_robin, e.board);
    let mut pages = vec!["/".to_string(), "/?page=2".to_string(), "/?name=open&state=upcoming".to_string()];
    for t in [s, r] {
        pages.extend(
            ["", "/players", "/round/1", "/standings", "/standings/1", "/crosstable"].map(|p| format!("/t/{t}{p}")),
        );
    }
    pages.extend([
        format!("/t/{s}/round/5"),
        format!("/t/{s}/round/5/why"),
        format!("/t/{s}/standings?round=3"),
        format!("/t/{s}/prizes"),
        format!("/t/{r}/boards/{b}/game"),
        format!("/t/{r}/round/1/print"),
        format!("/t/{r}/round/1/boards"),
        format!("/t/{s}/round/5/print?what=alphabetical"),
        format!("/t/{s}/standings?round=5&q=a"),
        format!("/t/{s}/hall?show=pairings"),
        format!("/t/{s}/hall?show=standings&page=2"),
        format!("/t/{s}/round/99"),
        format!("/t/{}/round/3", e.draft),
        format!("/t/{s}/standings/99"),
        "/login".to_string(),
        "/help".to_string(),
    ]);
    let (tm, id) = (e.team.0, &e.team.1);
    pages.extend(
        [
            "",
            "/teams",
            "/matches/1",
            "/team-standings",
            "/team-crosstable",
            "/board-prizes",
            "/matches/1/print",
            "/matches/1/print?what=sheets",
            "/matches/1/print?what=lineups",
            "/hall",
            "/hall?show=standings",
        ]
        .map(|p| format!("/t/{tm}{p}")),
    );
    pages.push(format!("/t/{tm}/teams/{id}/card"));
    pages.push(e.captain.clone());
    pages.push(e.me.0.clone());
    pages.extend([format!("/t/{}/entry", e.entry), format!("/t/{s}/entry")]);
    pages
}

/// What an arbiter works on.
fn arbiter_pages(e: &Events) -> Vec<String> {
    let (s, r, b) = (e.swiss, e.round_robin, e.board);
    let mut pages: Vec<String> = [
        "",
        "/players",
        "/round/1",
        "/round/1/results",
        "/edit",
        "/tiebreaks",
        "/prizes",
        "/audit",
        "/players/import",
        "/players/print",
        "/remove",
    ]
    .iter()
    .map(|p| format!("/t/{r}{p}"))
    .collect();
    pages.extend([
        format!("/t/{r}/boards/{b}/game"),
        format!("/t/{s}"),
        format!("/t/{s}/fide-mode"),
        format!("/t/{s}/points"),
        format!("/t/{r}/fide-mode"),
        format!("/t/{s}/round/5"),
        format!("/t/{s}/standings/1"),
        // The round robin's round 1 in play: every player marked as playing.
        format!("/t/{r}/standings?live=1"),
        format!("/t/{r}/crosstable?live=1"),
        format!("/t/{}/round/1", e.draft),
        format!("/t/{}/matches/1", e.team.0),
        format!("/t/{}/teams", e.team.0),
        format!("/t/{}/team-standings", e.team.0),
        format!("/t/{}", e.team.0),
        format!("/t/{}/players/import", e.team.0),
        format!("/t/{}/matches/1", e.team_draft),
        "/tournaments/new".to_string(),
        "/tournaments/import".to_string(),
        "/admin/users".to_string(),
        "/account".to_string(),
        "/ratings".to_string(),
        format!("/t/{}/players", e.check.0),
        format!("/t/{}/players/refresh", e.check.0),
        format!("/t/{}/rating-method", e.check.0),
        format!("/t/{}", e.entry),
        format!("/t/{}/entries", e.entry),
        format!("/t/{}/chess960", e.check.0),
        format!("/t/{}/pairing-numbers", e.numbers),
        format!("/t/{}/self-service", e.numbers),
        format!("/t/{}/players/links", e.numbers),
        e.me.1.clone(),
        format!("/t/{}/requests", e.numbers),
        format!("/t/{}/pairing-numbers", e.draft),
        e.check.1.clone(),
    ]);
    pages
}

/// The boxes that scroll sideways although they are not allowed to: only
/// the wide grids (the crosstable, the standings with their tie-break
/// columns, a rating calculation) may scroll inside their own box, marked
/// `data-wide`; pairing lists, player lists and cards reflow.
const BOXES_THAT_SCROLL: &str = "return [...document.querySelectorAll('.scroll:not([data-wide])')]
    .filter(e => e.scrollWidth > e.clientWidth)
    .map(e => (e.querySelector('table') || e).className + ' by ' + (e.scrollWidth - e.clientWidth) + ' px').join(', ')";

/// The words the page breaks across two lines, as "word in text
/// (element)": a name, a date, a heading or a score split mid-word. Words
/// are what a browser keeps whole, runs between spaces and hyphens, and
/// dates (2026-12-01), which must not wrap at their hyphens either. Words
/// over 16 characters (longer than common surnames: a 19-letter
/// "Константинопольский" in a phone's name column, an address, a time
/// control's code) may break where a column cannot hold them; so may codes
/// (a FEN, a link to pass on) and what is not shown (a screen reader's text).
const BROKEN_WORDS: &str = r#"const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent;
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility() || parent.closest('.sr-only, script, style, svg, textarea, code, .captain-link-url')) continue;
      for (const m of text.matchAll(/\d{4}-\d\d-\d\d|[^\s\-\u2010-\u2015]+/g)) {
        if (m[0].length < 2 || m[0].length > 16) continue;
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.bottom)));
        if (tops.size > 1) found.push(m[0] + ' in "' + text.trim().slice(0, 40) + '" (' + parent.tagName.toLowerCase() + (parent.className ? '.' + parent.className : '') + ')');
      }
    }
    return [...new Set(found)].slice(0, 8).join(', ');"#;

/// The axe-core rules broken on the page at serious or critical impact,
/// each with up to three of the elements that break it.
async fn serious_violations(browser: &Chromium, axe: &str) -> Vec<String> {
    browser.script(&format!("{axe}\nreturn true;")).await;
    let found = browser
        .script_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document, {resultTypes: ['violations']})
               .then(r => done(r.violations
                 .filter(v => v.impact === 'serious' || v.impact === 'critical')
                 .map(v => v.id + ' (' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ') + ')')))
               .catch(e => done(['axe did not run: ' + e]));",
        )
        .await;
    found.as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect()
}

/// Opens each page at each width and collects what is wrong with it.
pub(crate) async fn check_pages(
    browser: &Chromium,
    base: &str,
    who: &str,
    lang: &str,
    pages: &[String],
) -> Vec<String> {
    check_pages_at(browser, base, who, lang, pages, &WIDTHS).await
}

/// [`check_pages`] at the given widths; axe runs at the first.
async fn check_pages_at(
    browser: &Chromium,
    base: &str,
    who: &str,
    lang: &str,
    pages: &[String],
    widths: &[i64],
) -> Vec<String> {
    let mut problems = Vec::new();
    browser.goto(&format!("{base}/lang/{lang}?next=/")).await;
    for &width in widths {
        browser.set_viewport(width, 900).await;
        for path in pages {
            browser.goto(&format!("{base}{path}")).await;
            problems.extend(check_open_page(browser, (who, lang), path, width, width == widths[0]).await);
        }
    }
    problems
}

/// What is wrong with the page open in `browser` at `width` (`path` names
/// it): it scrolls sideways, a box that may not scroll does, or (`axe`)
/// axe-core finds a serious violation. Saves a screenshot with
/// `ARBITER_SCREENSHOTS`.
pub(crate) async fn check_open_page(
    browser: &Chromium,
    (who, lang): (&str, &str),
    path: &str,
    width: i64,
    axe: bool,
) -> Vec<String> {
    let mut problems = Vec::new();
    let title = browser.script("return document.title").await;
    let overflow = browser
        .script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        .await
        .as_i64()
        .unwrap();
    if overflow > 0 {
        problems.push(format!("{who} {lang} {width}px {path}: scrolls sideways by {overflow} px"));
    }
    let boxed = browser.script(BOXES_THAT_SCROLL).await;
    if boxed != "" {
        problems.push(format!("{who} {lang} {width}px {path}: a box scrolls sideways: {boxed}"));
    }
    let broken = browser.script(BROKEN_WORDS).await;
    if broken != "" {
        problems.push(format!("{who} {lang} {width}px {path}: breaks words: {broken}"));
    }
    if axe {
        static SCRIPT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
        let script = SCRIPT.get_or_init(|| std::fs::read_to_string(AXE_SCRIPT).unwrap());
        for v in serious_violations(browser, script).await {
            problems.push(format!("{who} {lang} {path}: axe {v}"));
        }
    }
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        let name = path.trim_matches('/').replace(['/', '?', '='], "_");
        let file = format!("{dir}/page-{who}-{lang}-{width}-{}.png", if name.is_empty() { "home" } else { &name });
        let height = browser.script("return document.documentElement.scrollHeight").await.as_i64().unwrap();
        browser.set_viewport(width, height.clamp(900, 4000)).await;
        std::fs::write(file, browser.screenshot().await).unwrap();
        browser.set_viewport(width, 900).await;
    }
    assert!(title.as_str().is_some_and(|t| !t.is_empty()), "{path} has a title");
    problems
}

/// The preview of a CSV import with a team column, as the arbiter's
/// browser gets it after checking a pasted file, at each width.
async fn check_team_import_preview(browser: &Chromium, base: &str, lang: &str, tid: i32) -> Vec<String> {
    let csv = "name,fide_rating,team\n\"Константинопольский-Разумовский, Александр\",2301,Кубок команд — Club 01\n\"Newcomer, Anna\",1990,Шахматный клуб «Ладья» Санкт-Петербург\n";
    browser.goto(&format!("{base}/lang/{lang}?next=/")).await;
    browser.goto(&format!("{base}/t/{tid}/players/import")).await;
    let fill = format!(
        "const f = document.querySelector('textarea[name=csv]'); f.value = {}; f.form.querySelector('button[type=submit]').click(); return 0",
        serde_json::to_string(csv).unwrap()
    );
    browser.script(&fill).await;
    assert!(browser.wait_for("import-count").await, "the preview is shown");
    let mut problems = Vec::new();
    for width in WIDTHS {
        browser.set_viewport(width, 900).await;
        let label = format!("/t/{tid}/players/import (preview)");
        problems.extend(check_open_page(browser, ("arbiter", lang), &label, width, width == WIDTHS[0]).await);
        let wrapped = "return [...document.querySelectorAll('table.import-preview td.name')].filter(td => {
                         const r = document.createRange(); r.selectNodeContents(td);
                         return new Set([...r.getClientRects()].map(x => Math.round(x.top))).size > 1;
                       }).map(td => td.textContent)";
        let wrapped = browser.script(wrapped).await;
        if width > 1000 && wrapped != serde_json::json!([]) {
            problems.push(format!("{lang} {width}px: the preview wraps names although the page has room: {wrapped}"));
        }
    }
    problems
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_fits_a_phone_and_passes_axe() {
    if !available(Prerequisite::Axe) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let e = events(&app).await;
    let base = format!("http://{}", app.addr);
    let mut problems = Vec::new();
    let visitor = Chromium::start().await;
    let arbiter = signed_in_admin(&base).await;
    for lang in ["en", "ru"] {
        problems.extend(check_pages(&visitor, &base, "visitor", lang, &public_pages(&e)).await);
        problems.extend(check_pages(&arbiter, &base, "arbiter", lang, &arbiter_pages(&e)).await);
        problems.extend(check_team_import_preview(&arbiter, &base, lang, e.team.0).await);
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
    // Error pages are ours, in the visitor's language, with the way back to the tournament.
    for path in [format!("/t/{}/round/99", e.swiss), format!("/t/{}/standings/99", e.swiss)] {
        visitor.goto(&format!("{base}{path}")).await;
        let page = visitor
            .script(&format!(
                "return [document.documentElement.lang, document.querySelector('h1').textContent,
                         !!document.querySelector('main a[href=\"/t/{}\"]')]",
                e.swiss
            ))
            .await;
        assert_eq!(page, serde_json::json!(["ru", "404", true]), "{path}");
    }
}

/// The board on the game page is square with square squares at every
/// width, and the name filter hides the rows that do not match as one types.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_is_square_and_the_filter_filters_as_one_types() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let e = events(&app).await;
    let base = format!("http://{}", app.addr);
    let browser = Chromium::start().await;
    for width in [320, 390, 430, 1280] {
        browser.set_viewport(width, 900).await;
        browser.goto(&format!("{base}/t/{}/boards/{}/game", e.round_robin, e.board)).await;
        let sizes = browser
            .script(
                "return [...document.querySelectorAll('#chessboard .sq')].map(s => {
                   const r = s.getBoundingClientRect(); return [r.width, r.height]; })",
            )
            .await;
        let sizes: Vec<(f64, f64)> =
            sizes.as_array().unwrap().iter().map(|p| (p[0].as_f64().unwrap(), p[1].as_f64().unwrap())).collect();
        assert_eq!(sizes.len(), 64);
        let (w0, _) = sizes[0];
        for (w, h) in &sizes {
            assert!((w - h).abs() <= 1.0 && (w - w0).abs() <= 1.0, "{width}px: a square of {w}x{h}, first {w0}");
        }
        let coordinates = browser
            .script(
                "const s = q => getComputedStyle(document.querySelector(q[0]), q[1]).content;
                 return [s(['[data-sq=a1]', '::before']), s(['[data-sq=a1]', '::after']), s(['[data-sq=h1]', '::after'])]",
            )
            .await;
        assert_eq!(coordinates, serde_json::json!(["\"1\"", "\"a\"", "\"h\""]), "ranks and files are marked");
    }
    browser.set_viewport(390, 900).await;
    browser.goto(&format!("{base}/t/{}/standings", e.swiss)).await;
    let shown = "return [...document.querySelectorAll('table.standings tbody tr')].filter(r => !r.hidden).length";
    assert_eq!(browser.script(shown).await, 25);
    let name = browser.script("return document.querySelector('table.standings a.player').textContent").await;
    let name = name.as_str().unwrap().to_string();
    browser.type_into("#name-filter", &name.to_uppercase()).await;
    assert_eq!(browser.script(shown).await, 1, "{name} found while typing");
}

/// The hall of boards at a phone's width and on the hall's 1920 px screen,
/// in both languages: nothing scrolls sideways and axe finds nothing serious
/// at either width; two boards side by side on the phone, more on the
/// screen; and with JavaScript a move appears on its board without the page
/// being reloaded.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hall_of_boards_fits_a_phone_and_the_hall_screen() {
    if !available(Prerequisite::Axe) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let e = events(&app).await;
    let base = format!("http://{}", app.addr);
    let path = format!("/t/{}/round/1/boards", e.round_robin);
    let visitor = Chromium::start().await;
    let mut problems = Vec::new();
    for lang in ["en", "ru"] {
        for width in [390, 1920] {
            problems.extend(check_pages_at(&visitor, &base, "hall", lang, std::slice::from_ref(&path), &[width]).await);
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
    let across = "const tops = [...document.querySelectorAll('[data-board]')].map(b => b.getBoundingClientRect().top);
                  return tops.filter(t => t === tops[0]).length";
    let square = "const r = document.querySelector('.hb-board').getBoundingClientRect(); return Math.abs(r.width - r.height) <= 1";
    visitor.set_viewport(390, 900).await;
    visitor.goto(&format!("{base}{path}")).await;
    assert_eq!(visitor.script(across).await, 2, "two boards side by side on a phone");
    assert_eq!(visitor.script(square).await, true, "a square diagram");
    // Board 2 has no recorded game yet: its card keeps a diagram's place and says why it is empty.
    let placeholder = "const d = document.querySelector('[data-board=\"1\"] .hb-board').getBoundingClientRect();
                       const p = document.querySelector('[data-board=\"2\"] .hb-unrecorded');
                       return p ? [p.textContent, Math.abs(p.getBoundingClientRect().height - d.height) <= 1] : null";
    assert_eq!(visitor.script(placeholder).await, serde_json::json!(["Ходы не записаны", true]));
    // Long names are cut short, never their title or rating.
    let clipped = "return [...document.querySelectorAll('.hb-name > small, .hb-name > b')].filter(e => {
                     const r = e.getBoundingClientRect(), n = e.parentElement.getBoundingClientRect();
                     return r.width === 0 || r.left < n.left - 0.5 || r.right > n.right + 0.5;
                   }).map(e => e.parentElement.textContent)";
    assert_eq!(visitor.script(clipped).await, serde_json::json!([]), "every title and rating shown whole");
    let ratings = visitor.script("return document.querySelectorAll('.hb-name > small').length").await;
    assert_eq!(ratings, 4, "four rated players");
    visitor.set_viewport(1920, 1080).await;
    visitor.goto(&format!("{base}{path}")).await;
    assert_eq!(visitor.script(across).await, 2, "both boards on one line of the screen");
    let width = visitor.script("return document.querySelector('.hb-board').getBoundingClientRect().width").await;
    assert!(width.as_f64().unwrap() < 300.0, "small diagrams: {width}");

    // A move on board 2: the script brings it in place, the page is not reloaded.
    visitor.script("window.notReloaded = true; return 0").await;
    let moved = "return document.querySelector('[data-board=\"2\"] .hb-move').textContent";
    assert_eq!(visitor.script(moved).await, "");
    let admin = app.browser();
    admin.login("admin", "secret-pass").await;
    let board = crate::common::flows::board_lines(&admin.page(&format!("/t/{}/round/1", e.round_robin)).await)[1].id;
    crate::games::play_all(&admin, e.round_robin, board, &["d4"]).await;
    let mut shown = serde_json::Value::Null;
    for _ in 0..30 {
        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
        shown = visitor.script(moved).await;
        if shown != "" {
            break;
        }
    }
    assert_eq!(shown, "1. d4", "the move appears within the script's poll");
    assert_eq!(visitor.script("return window.notReloaded === true").await, true, "in place");
    assert_eq!(visitor.script("return document.querySelectorAll('[data-board=\"2\"] svg text').length").await, 32);
}

/// The arbiter's round page of a 30-player Swiss in play on a phone: each
/// board is a short card (the arrival buttons fold away under one line), so
/// 15 boards do not make a page of several thousand pixels.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_round_in_play_is_short_on_a_phone() {
    if !available(Prerequisite::Chromium) {
        return;
    }
    let app = TestApp::start(Backend::Sqlite);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Open", "swiss").await;
    for k in 0..30 {
        add_player(&admin, tid, &format!("Player {k}, Participant"), 2300 - 10 * k, "").await;
    }
    pair(&admin, tid).await;
    let round = format!("/t/{tid}/round/1");
    assert_eq!(admin.submit(&round, &format!("{round}/publish"), &[]).await.status(), reqwest::StatusCode::SEE_OTHER);
    let base = format!("http://{}", app.addr);
    let browser = signed_in_admin(&base).await;
    browser.set_viewport(390, 900).await;
    browser.goto(&format!("{base}/t/{tid}/round/1")).await;
    let folded = "return [...document.querySelectorAll('details.attendance')].filter(d => !d.open).length";
    assert_eq!(browser.script(folded).await, 15, "every board's arrival buttons folded");
    let per_board = browser
        .script("return document.querySelector('table.pairings tbody').getBoundingClientRect().height / 15")
        .await
        .as_f64()
        .unwrap();
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        browser.script("document.querySelector('table.pairings').scrollIntoView(); return 0").await;
        std::fs::write(format!("{dir}/round-in-play-390.png"), browser.screenshot().await).unwrap();
    }
    // About 180 px: two names, the result form, the game's links, one folded line (the issue measured 345).
    assert!(per_board <= 200.0, "{per_board} px a board");
    // Opened, the board's buttons are there.
    browser.script("document.querySelector('details.attendance summary').click(); return 0").await;
    assert!(browser.displayed("details.attendance button[value='arrive:white']").await, "the buttons shown");
}
