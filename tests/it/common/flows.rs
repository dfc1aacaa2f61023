//! Arbiter actions as a browser performs them.

use super::{Browser, html, location};
use reqwest::StatusCode;

/// The settings form's fields with sensible values; override by name.
pub fn tournament_fields<'a>(
    name: &'a str,
    system: &'a str,
    overrides: &[(&'a str, &'a str)],
) -> Vec<(&'a str, &'a str)> {
    let mut fields = vec![
        ("name", name),
        ("place", "Kazan"),
        ("federation", "RUS"),
        ("start_date", "2026-12-01"),
        ("end_date", "2026-12-08"),
        ("system", system),
        ("rounds", "5"),
        ("time_control", "40/5400+30:1800+30"),
        ("default_time_minutes", "0"),
        ("time_zone", "Europe/Moscow"),
        ("points_win", "1"),
        ("points_draw", "0.5"),
        ("points_loss", "0"),
        ("points_pab", "1"),
        ("points_hpb", "0.5"),
        ("points_fpb", "1"),
        ("points_zpb", "0"),
        ("schedule", "2026-12-01 15:00\n2026-12-02 15:00"),
    ];
    for (k, v) in overrides {
        if let Some(f) = fields.iter_mut().find(|(name, _)| name == k) {
            f.1 = v;
        } else {
            fields.push((k, v));
        }
    }
    fields
}

/// Creates a tournament and returns its id.
pub async fn create_tournament(b: &Browser, name: &str, system: &str) -> i32 {
    let res = b.submit("/tournaments/new", "/tournaments/new", &tournament_fields(name, system, &[])).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "create tournament");
    location(&res).trim_start_matches("/t/").parse().expect("tournament id in redirect")
}

/// Registers a player.
pub async fn add_player(b: &Browser, tid: i32, name: &str, rating: u32, title: &str) {
    let rating = rating.to_string();
    let path = format!("/t/{tid}/players");
    let res = b
        .submit(
            &path,
            &path,
            &[("name", name), ("fide_rating", rating.as_str()), ("title", title), ("federation", "RUS")],
        )
        .await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "add player {name}");
}

/// Pairs (all rounds of a round robin, or a Swiss round by its job, waited
/// for); returns the redirect target.
pub async fn pair(b: &Browser, tid: i32) -> String {
    let res = b.submit(&format!("/t/{tid}"), &format!("/t/{tid}/pair"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "pair");
    let to = location(&res);
    wait_for_pairing(b, &to).await;
    to
}

/// After a request to pair that sent the arbiter to a round's page
/// (`/t/ID/round/N`), waits until the round's pairing job no longer runs, as
/// the page that follows it does: the page then shows the draft, or the
/// refusal waits at `/t/ID/round/N/pairing`. Any other target (a refusal
/// sent back at once) needs no wait.
pub async fn wait_for_pairing(b: &Browser, to: &str) {
    let Some((_, round)) = to.split_once("/round/") else { return };
    if round.parse::<u32>().is_err() {
        return;
    }
    for _ in 0..1200 {
        let res = b.get(&format!("{to}/pairing.json")).await;
        assert_eq!(res.status(), StatusCode::OK, "the pairing job's status");
        let status: serde_json::Value = res.json().await.unwrap();
        if status["state"] != "running" {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the pairing job of {to} still runs after two minutes");
}

/// One line of a round's pairing list as the page shows it.
#[derive(Debug, Clone)]
pub struct BoardLine {
    /// Board row id (from the row's anchor).
    pub id: i32,
    /// Board number.
    pub board: u32,
    /// Version in the result form (arbiters only).
    pub version: String,
    /// White's pairing number (or the resting player's).
    pub white: u32,
    /// Black's pairing number, none for a rest/bye.
    pub black: Option<u32>,
    /// The result cell's text.
    pub result_text: String,
    /// The selected result code in the form.
    pub selected: String,
}

/// Reads a round page.
pub fn board_lines(page: &str) -> Vec<BoardLine> {
    html::raw_rows(page, r#"class="pairings""#)
        .into_iter()
        .map(|(attrs, cells)| {
            let id = html::value_after(&attrs, r#"id="b"#).expect("row id").parse().unwrap();
            let text: Vec<String> = cells.iter().map(|c| html::text(c)).collect();
            let is_bye = cells.len() == 5;
            let version = html::value_after(&cells.get(4).cloned().unwrap_or_default(), r#"name="version" value=""#)
                .unwrap_or_default();
            let selected = cells
                .get(4)
                .and_then(|c| {
                    let i = c.find(" selected")?;
                    let before = &c[..i];
                    let v = before.rfind("value=\"")?;
                    Some(before[v + 7..].trim_end_matches('"').to_string())
                })
                .unwrap_or_default();
            BoardLine {
                id,
                board: text[0].parse().unwrap(),
                version,
                white: text[1].parse().unwrap(),
                black: if is_bye { None } else { Some(text[7].parse().unwrap()) },
                result_text: text[4].clone(),
                selected,
            }
        })
        .collect()
}

/// Enters a result.
pub async fn set_result(b: &Browser, tid: i32, round: u32, line: &BoardLine, code: &str) -> reqwest::Response {
    b.submit(
        &format!("/t/{tid}/round/{round}"),
        &format!("/t/{tid}/boards/{}/result", line.id),
        &[("result", code), ("version", line.version.as_str())],
    )
    .await
}

/// A finished 25-player Swiss with byes, as TRF text: `dutch_0001_p025_r05`
/// of the tie-break vectors (the 2026 edition's copy, dated 2026-05-01).
pub fn finished_swiss() -> String {
    let path = crate::vectors::dir("tiebreaks-editions").join("2026/dutch_0001_p025_r05.trf");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Creates a tournament from a TRF through the import form, importing
/// rounds the Dutch system pairs otherwise confirmed (the files of other
/// programs often hold such rounds; `fide_mode` tests the confirmation).
pub async fn upload_trf(admin: &Browser, text: &str) -> reqwest::Response {
    send_trf(admin, text, &["confirm_import"]).await
}

/// Creates a tournament from a TRF through the import form, "import it
/// again" ticked: a tournament with the file's name and dates may exist.
pub async fn upload_trf_again(admin: &Browser, text: &str) -> reqwest::Response {
    send_trf(admin, text, &["confirm_import", "again"]).await
}

/// Sends a TRF to the import form with the boxes `ticked`.
pub async fn send_trf(admin: &Browser, text: &str, ticked: &[&str]) -> reqwest::Response {
    let csrf = html::csrf(&admin.page("/tournaments/import").await);
    let mut form = reqwest::multipart::Form::new()
        .text("csrf", csrf)
        .part("file", reqwest::multipart::Part::bytes(text.as_bytes().to_vec()).file_name("event.trf"));
    for &field in ticked {
        form = form.text(field.to_string(), "1");
    }
    admin.client.post(format!("{}/tournaments/import", admin.base)).multipart(form).send().await.unwrap()
}

/// Sends a CSV to the player import's preview, as a file.
pub async fn preview_csv(admin: &Browser, tid: i32, csv: &[u8]) -> reqwest::Response {
    let import = format!("/t/{tid}/players/import");
    let csrf = html::csrf(&admin.page(&import).await);
    let file = reqwest::multipart::Part::bytes(csv.to_vec()).file_name("players.csv");
    let form = reqwest::multipart::Form::new().text("csrf", csrf).part("file", file);
    admin.client.post(format!("{}{import}", admin.base)).multipart(form).send().await.unwrap()
}

/// Sends a player CSV to the import's confirmation as the preview page's
/// form does (multipart, the CSV in its `csv` field).
pub async fn confirm_csv(admin: &Browser, tid: i32, csrf: &str, csv: &str) -> reqwest::Response {
    let form = reqwest::multipart::Form::new().text("csrf", csrf.to_string()).text("csv", csv.to_string());
    let path = format!("{}/t/{tid}/players/import/confirm", admin.base);
    admin.client.post(path).multipart(form).send().await.unwrap()
}

/// FIDE's combined TXT list header, as FIDE publishes it.
pub const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

/// One line of FIDE's combined TXT list: each value starts under its column's heading.
pub fn list_line(values: &[(&str, &str)]) -> String {
    let mut line = String::new();
    for (column, value) in values {
        let at = HEADER.find(column).unwrap_or_else(|| panic!("column {column}"));
        while line.len() < at {
            line.push(' ');
        }
        line.push_str(value);
    }
    line
}

/// Petrov, Ivan (FM, RUS, born 2009, FIDE ID 24100001) with a standard rating.
pub fn petrov(rating: &str) -> String {
    list_line(&[
        ("ID Number", "24100001"),
        ("Name", "Petrov, Ivan"),
        ("Fed", "RUS"),
        ("Sex", "M"),
        ("Tit", "FM"),
        ("SRtng", rating),
        ("SGm", "0"),
        ("SK", "20"),
        ("RRtng", "2200"),
        ("RGm", "0"),
        ("Rk", "20"),
        ("BRtng", "2150"),
        ("BGm", "0"),
        ("BK", "20"),
        ("B-day", "2009"),
    ])
}

/// A small FIDE list: Petrov (with the given standard rating), Petrosian (ARM), Kowalski (POL).
pub fn fide_list(petrov_rating: &str) -> String {
    let other = |id: &str, name: &str, fed: &str, sex: &str, rating: &str, born: &str| {
        list_line(&[
            ("ID Number", id),
            ("Name", name),
            ("Fed", fed),
            ("Sex", sex),
            ("SRtng", rating),
            ("SGm", "0"),
            ("SK", "20"),
            ("RRtng", "0"),
            ("RGm", "0"),
            ("Rk", "0"),
            ("BRtng", "0"),
            ("BGm", "0"),
            ("BK", "0"),
            ("B-day", born),
        ])
    };
    [
        HEADER.to_string(),
        petrov(petrov_rating),
        other("24100002", "Petrosian, Anna", "ARM", "F", "1985", "2011"),
        other("14100003", "Kowalski, Jan", "POL", "M", "2301", "1990"),
    ]
    .join("\r\n")
        + "\r\n"
}

/// Uploads a FIDE list file through the admin page.
pub async fn upload_list(admin: &Browser, month: &str, file: &str) -> reqwest::Response {
    let csrf = html::csrf(&admin.page("/ratings").await);
    let form = reqwest::multipart::Form::new()
        .text("csrf", csrf)
        .text("source", "fide")
        .text("month", month.to_string())
        .text("kind", "")
        .part("file", reqwest::multipart::Part::bytes(file.as_bytes().to_vec()).file_name("players_list_foa.txt"));
    admin.client.post(format!("{}/ratings", admin.base)).multipart(form).send().await.unwrap()
}

/// The team settings of the tournament form: four boards, type A colours,
/// match points (2/1/0) as the primary score, the PAB worth 1 match point
/// and 2 game points.
pub const TEAM_FIELDS: [(&str, &str); 9] = [
    ("team_event", "on"),
    ("team_boards", "4"),
    ("team_colours", "a"),
    ("team_primary", "mp"),
    ("team_match_win", "2"),
    ("team_match_draw", "1"),
    ("team_match_loss", "0"),
    ("team_pab_match", "1"),
    ("team_pab_game", "2"),
];

/// A five-round Swiss team event of four boards (type A colours, 2/1/0
/// match points) with `teams` teams named `Club 01`... of `roster`
/// players each (`Player 01-1`..., board order as numbered), entered
/// through the forms; returns its id.
pub async fn team_event(admin: &Browser, name: &str, teams: usize, roster: usize) -> i32 {
    team_event_of(admin, name, "swiss", teams, roster).await
}

/// [`team_event`] paired by `system` (`swiss`, `rr`, `drr`).
pub async fn team_event_of(admin: &Browser, name: &str, system: &str, teams: usize, roster: usize) -> i32 {
    let mut fields = tournament_fields(name, system, &[("rounds", "5")]);
    fields.extend(TEAM_FIELDS);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let tid: i32 = location(&res).trim_start_matches("/t/").parse().unwrap();
    let teams_path = format!("/t/{tid}/teams");
    for t in 1..=teams {
        let page = admin.page(&teams_path).await;
        let after = html::value_after(&page, r#"name="after" value=""#).unwrap();
        let club = format!("Club {t:02}");
        let entered =
            [("name", club.as_str()), ("short_name", ""), ("federation", "RUS"), ("captain", ""), ("after", &after)];
        assert_eq!(admin.submit(&teams_path, &teams_path, &entered).await.status(), StatusCode::SEE_OTHER);
        for p in 1..=roster {
            let rating = 2500 - (t as u32 * 37 % 300) - p as u32 * 25;
            add_player(admin, tid, &format!("Player {t:02}-{p}"), rating, "").await;
        }
    }
    let page = admin.page(&teams_path).await;
    let ids: Vec<String> = page
        .split(r#"<section class="team" id="team-"#)
        .skip(1)
        .map(|s| s[..s.find('"').unwrap()].to_string())
        .collect();
    assert_eq!(ids.len(), teams);
    for team in &ids {
        let page = admin.page(&teams_path).await;
        let heading = html::text(&page[page.find(&format!(r#"id="team-{team}""#)).unwrap()..]);
        let number: usize = heading.split("Club ").nth(1).unwrap()[..2].parse().unwrap();
        for p in 1..=roster {
            let page = admin.page(&teams_path).await;
            let at = page.find(&format!(">Player {number:02}-{p} (")).unwrap();
            let before = &page[..at];
            let start = before.rfind(r#"value=""#).unwrap() + 7;
            let player = before[start..start + before[start..].find('"').unwrap()].to_string();
            let section = &page[page.find(&format!(r#"id="team-{team}""#)).unwrap()..];
            let version = html::value_after(section, r#"name="version" value=""#).unwrap();
            let form = [("op", "add"), ("player", player.as_str()), ("version", version.as_str())];
            let res = admin.submit(&teams_path, &format!("/t/{tid}/teams/{team}/roster"), &form).await;
            assert_eq!(res.status(), StatusCode::SEE_OTHER);
        }
    }
    tid
}

/// The `<section class="match">` blocks of a team round's page.
pub fn team_round_sections(page: &str) -> Vec<String> {
    page.split(r#"<section class="match""#).skip(1).map(|s| s[..s.find("</section>").unwrap()].to_string()).collect()
}

/// Types a draw on every board of every match of a published team round.
pub async fn draw_team_round(admin: &Browser, tid: i32, round: u32) {
    let path = format!("/t/{tid}/matches/{round}");
    for section in team_round_sections(&admin.page(&path).await) {
        let mut fields: Vec<(String, String)> = Vec::new();
        for s in section.split(r#"<select name="r"#).skip(1) {
            let id = s[..s.find('"').unwrap()].to_string();
            let version = html::value_after(s, &format!(r#"name="v{id}" value=""#)).unwrap();
            fields.push((format!("r{id}"), "=".into()));
            fields.push((format!("v{id}"), version));
        }
        if fields.is_empty() {
            continue; // the bye
        }
        let fields: Vec<(&str, &str)> = fields.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        assert_eq!(admin.submit(&path, &format!("{path}/results"), &fields).await.status(), StatusCode::SEE_OTHER);
    }
}

/// Turns "captains may enter their team's line-up" on or off through the
/// settings form of a five-round Swiss team event named `name` (the event
/// of [`team_event`]).
pub async fn set_captains(admin: &Browser, tid: i32, name: &str, on: bool) {
    let settings = format!("/t/{tid}/edit");
    let page = admin.page(&settings).await;
    let version = html::value_after(&page, r#"name="version" value=""#).unwrap();
    let team_version = html::value_after(&page, r#"name="team_version" value=""#).unwrap();
    let mut fields = tournament_fields(name, "swiss", &[("rounds", "5")]);
    fields.extend([("version", version.as_str()), ("team_version", team_version.as_str())]);
    fields.extend(TEAM_FIELDS);
    if on {
        fields.push(("team_captains", "on"));
    }
    let res = admin.submit(&settings, &settings, &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "captains {on}");
}

/// The first team on the Teams page: its id and the path of its captain
/// link (none while not shown).
pub async fn first_team(admin: &Browser, tid: i32) -> (String, Option<String>) {
    let page = admin.page(&format!("/t/{tid}/teams")).await;
    let section = page.split(r#"<section class="team" id="team-"#).nth(1).unwrap();
    let id = section[..section.find('"').unwrap()].to_string();
    let section = &section[..section.find("</section>").unwrap()];
    let token = html::value_after(section, &format!(r#"<a href="/t/{tid}/captain/"#));
    (id, token.map(|t| format!("/t/{tid}/captain/{t}")))
}

/// The roster a line-up form offers on board 1: (player id, name).
pub fn line_up_choices(form: &str) -> Vec<(String, String)> {
    // The first option is the empty choice.
    html::select_options(form, "b1").into_iter().skip(1).collect()
}

/// A match's teams from its heading (`k. First – Second`): the second is
/// none for the pairing-allocated bye or a round robin's rest round.
pub fn match_teams(section: &str) -> (String, Option<String>) {
    let h3 = &section[section.find("<h3>").unwrap() + 4..section.find("</h3>").unwrap()];
    let h3 = h3.split(r#"<span class="match-score">"#).next().unwrap();
    let text = html::text(h3);
    let text = text.split_once(". ").unwrap().1.trim().to_string();
    let Some((first, second)) = text.split_once(" – ") else { return (text, None) };
    let bye = second.contains("bye") || second.contains("rest round");
    (first.trim().to_string(), (!bye).then(|| second.trim().to_string()))
}

/// Takes event `tid` out of FIDE mode, both steps at once (its chief arbiter).
pub async fn leave_fide_mode(b: &Browser, tid: i32) {
    let fide = format!("/t/{tid}/fide-mode");
    let res = b.submit(&fide, &format!("{fide}/leave"), &[("understood", "on"), ("step", "2")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "left FIDE mode");
}

/// Applies the rating check's changes to the `players` named (their boxes
/// ticked, the others not), from the list the check page shows.
pub async fn apply_rating_check(b: &Browser, tid: i32, players: &[&str]) -> reqwest::Response {
    let path = format!("/t/{tid}/players/refresh");
    let page = b.page(&path).await;
    let list = html::value_after(&page, r#"name="list" value=""#).expect("the list reviewed");
    let mut fields = vec![("list".to_string(), list)];
    for name in players {
        let at = page.find(&format!("<strong>{name}</strong>")).unwrap_or_else(|| panic!("{name}: {page}"));
        let from = page[..at].rfind("name=\"apply-").expect("the box") + "name=\"apply-".len();
        let id = &page[from..from + page[from..].find('"').unwrap()];
        fields.push((format!("apply-{id}"), "on".to_string()));
    }
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    b.submit(&path, &path, &fields).await
}
