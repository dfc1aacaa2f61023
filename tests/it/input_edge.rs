//! Issue 33, items 1 and 2, at the edge: a control character in an
//! uploaded TRF or CSV (file or pasted) is refused naming its line and
//! column, and nothing is stored, on SQLite as on PostgreSQL (which cannot
//! store NUL at all); a megabyte line is refused quoting only an excerpt;
//! free texts and time controls have bounds; a NUL at the sign-in, in a
//! deputy's name or a player's club is a 4xx with a message, never a 500.

use crate::common::flows::{create_tournament, preview_csv, tournament_fields, upload_trf};
use crate::common::{Backend, TestApp, html, refused};
use reqwest::StatusCode;

/// A small Swiss event that imports as it is (six players, three rounds).
const EVENT: &str = "012 Edge Open\r\nXXR 4\r\nXXC white1\r\n\
001    1 wWFM Alpha, Ann                        2200 ENG     1000001 1990/01/01  2.5    1     4 w 1     2 b 1     6 b =\r\n\
001    2 m    Bravo, Ben                        2100 SCO     1000002 1991/02/02  0.5    6     5 b =     1 w 0     4 w -\r\n\
001    3 m    Charlie, Carl                     2000 WLS     1000003 1992/03/03  2.0    4     6 w 0  0000 - U     5 b 1\r\n\
001    4 w    Delta, Dora                       1900 IRL     1000004 1993/04/04  2.0    3     1 b 0     5 w 1     2 b +\r\n\
001    5 m    Echo, Ed                          1800 ENG     1000005 1994/05/05  0.5    5     2 w =     4 b 0     3 w 0\r\n\
001    6 w    Foxtrot, Fay                      1700 ENG     1000006 1995/06/06  2.0    2     3 b 1  0000 - H     1 w =\r\n";

/// The largest page a refusal may answer with: the form and one message,
/// never the upload it refuses.
const SMALL_PAGE: usize = 32 * 1024;

/// A NUL in a player's name (uploaded as a file) or an ESC in the event's
/// name (pasted) is refused with its line and column; nothing is stored.
async fn a_trf_with_a_control_character_is_refused_with_its_place(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    // Column 18 of line 5 is the "v" of "Bravo".
    let with_nul = EVENT.replace("012 Edge Open", "012 Nul Open").replace("Bravo, Ben", "Bra\0o, Ben");
    let res = upload_trf(&admin, &with_nul).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Line 5, column 18") && page.contains("U+0000"), "{page}");
    // Pasted into the form: the same rule.
    let with_esc = EVENT.replace("012 Edge Open", "012 Esc\u{1b}[2J Open");
    let csrf = html::csrf(&admin.page("/tournaments/import").await);
    let form = reqwest::multipart::Form::new().text("csrf", csrf).text("trf", with_esc);
    let res = admin.client.post(format!("{}/tournaments/import", admin.base)).multipart(form).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Line 1, column 8") && page.contains("U+001B"), "{page}");
    let list = admin.page("/").await;
    assert!(!list.contains("Nul Open") && !list.contains("Esc"), "nothing stored");
    // The clean file imports.
    assert_eq!(upload_trf(&admin, EVENT).await.status(), StatusCode::SEE_OTHER);
    assert!(admin.page("/").await.contains("Edge Open"));
}

/// A CSV with a NUL in a club is refused at the preview with its line and
/// column, and at the confirmation too; no player is stored.
async fn a_csv_with_a_control_character_is_refused_with_its_place(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Import", "swiss").await;
    let csv = "name,club\r\n\"Ivanov, Ivan\",Kazan\r\n\"Petrov, Petr\",Ka\0zan\r\n";
    let res = preview_csv(&admin, tid, csv.as_bytes()).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Line 3, column 18") && page.contains("U+0000"), "{page}");
    assert!(!page.contains("/import/confirm"), "nothing to confirm");
    let import = format!("/t/{tid}/players/import");
    let csrf = html::csrf(&admin.page(&import).await);
    let res = crate::common::flows::confirm_csv(&admin, tid, &csrf, csv).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "the confirmation shows the preview again");
    assert!(res.text().await.unwrap().contains("Line 3, column 18"), "refused at the confirmation too");
    let players = admin.page(&format!("/t/{tid}/players")).await;
    assert!(!players.contains("Ivanov") && !players.contains("Petrov"), "nothing stored");
}

/// A file of one megabyte-long line (CSV, TRF) is refused quoting at most
/// an excerpt: the page answered is small.
async fn a_megabyte_line_is_refused_with_a_short_excerpt(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Import", "swiss").await;
    let megabyte = "x".repeat(1024 * 1024);
    let res = preview_csv(&admin, tid, format!("name\n{megabyte}\n").as_bytes()).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.len() < SMALL_PAGE, "{} bytes answered", page.len());
    assert!(page.contains("Line 2, column 1") && page.contains("16384 bytes"), "{page}");
    assert!(!page.contains(&"x".repeat(41)), "at most 40 characters quoted");
    let res = upload_trf(&admin, &format!("012 Long\r\n152 {megabyte}\r\n")).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.len() < SMALL_PAGE, "{} bytes answered", page.len());
    assert!(page.contains("Line 2, column 1"), "{page}");
    assert!(!page.contains(&"x".repeat(41)), "at most 40 characters quoted");
}

/// The place has a bound (200 characters) named with the field, and so has
/// the number of periods of a time control (5); nothing is stored.
async fn a_long_place_and_too_many_periods_are_refused(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let place = "П".repeat(201);
    let fields = tournament_fields("Long place", "swiss", &[("place", &place)]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("Place: longer than 200 characters"), "{page}");
    let periods = "40/90:20/60:20/30:10/15:10/10:15+30";
    let fields = tournament_fields("Many periods", "swiss", &[("time_control", periods)]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("at most 5 periods per player"), "{page}");
    let list = admin.page("/").await;
    assert!(!list.contains("Long place") && !list.contains("Many periods"), "nothing stored");
    // At the bound, both are taken.
    let place = "П".repeat(200);
    let fields = tournament_fields("Bounded", "swiss", &[("place", &place), ("time_control", "40/90:20/60:15+30")]);
    let res = admin.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
}

/// A NUL at the sign-in (anonymous) or in a deputy's name is refused with
/// a message naming the field (a POST refused is sent back, 303, with the
/// message shown once); in a player's club the form is shown again as
/// typed with the reason at the field; never a 500, nothing stored.
async fn a_nul_in_a_form_is_a_4xx_with_a_message(backend: Backend) {
    let app = TestApp::start(backend);
    let visitor = app.browser();
    let admin = app.admin().await;
    let res = visitor.try_login("admin\0", "secret-pass").await;
    let page = refused(&visitor, res).await;
    assert!(page.contains("username") && page.contains("U+0000"), "{page}");
    assert!(visitor.get("/account").await.status() != StatusCode::OK, "not signed in");
    let tid = create_tournament(&admin, "Open", "swiss").await;
    let res = admin.submit(&format!("/t/{tid}"), &format!("/t/{tid}/arbiters"), &[("username", "bob\0")]).await;
    let page = refused(&admin, res).await;
    assert!(page.contains("username") && page.contains("U+0000"), "{page}");
    assert!(!admin.page(&format!("/t/{tid}")).await.contains("<li>bob"), "no deputy named");
    let path = format!("/t/{tid}/players");
    // The player form is shown again as typed, the reason at the field.
    let res = admin.submit(&path, &path, &[("name", "Ivanov, Ivan"), ("club", "Ka\0zan")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = res.text().await.unwrap();
    assert!(page.contains("This field holds a control character (U+0000, at character 3)"), "{page}");
    assert!(page.contains(r#"value="Ivanov, Ivan""#), "the name typed is kept: {page}");
    assert!(!admin.page(&path).await.contains("Ivanov"), "nothing stored");
}

on_both_backends!(
    a_trf_with_a_control_character_is_refused_with_its_place,
    a_csv_with_a_control_character_is_refused_with_its_place,
    a_megabyte_line_is_refused_with_a_short_excerpt,
    a_long_place_and_too_many_periods_are_refused,
    a_nul_in_a_form_is_a_4xx_with_a_message,
);

/// The command line reads TRF files by the same rule: a control character
/// is refused with exit code 2, naming the file, line and column.
#[test]
fn the_command_line_refuses_a_control_character_with_its_place() {
    let dir = std::env::temp_dir().join(format!("arbiter-edge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("nul.trf");
    std::fs::write(&path, EVENT.replace("Bravo, Ben", "Bra\u{b}o, Ben")).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["standings", path.to_str().unwrap()])
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 5, column 18") && err.contains("U+000B"), "{err}");
    assert!(out.stdout.is_empty());
}
