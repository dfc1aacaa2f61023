//! Keeping FIDE's list current (checklist Q135-Q144): a list served by a
//! local HTTP server (nothing here reaches the internet) is downloaded on
//! the admin's click and before a consistency check, an unchanged list is
//! not downloaded again, a failing server is reported, and the arbiter
//! applies a chosen subset of the changes. On SQLite and PostgreSQL.

use crate::audit_removal::{add_account, signed_in};
use crate::common::flows::{apply_rating_check, create_tournament, fide_list, tournament_fields, upload_list};
use crate::common::{Backend, Browser, TestApp};
use flate2::Compression;
use flate2::write::DeflateEncoder;
use reqwest::StatusCode;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

/// What the list server answers, and what it was asked.
#[derive(Default)]
struct Served {
    /// Status of the next answers (200 unless a failure is staged).
    status: u16,
    /// The zipped list and its entity tag.
    body: Vec<u8>,
    etag: String,
    /// How many requests came, and how many got the whole file.
    requests: usize,
    downloads: usize,
}

/// A list server on a free local port; returns its address.
fn list_server(served: Arc<Mutex<Served>>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = format!("http://{}/download/players_list.zip", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut matched = false;
            let mut line = String::new();
            while reader.read_line(&mut line).is_ok_and(|n| n > 2) {
                let lower = line.to_ascii_lowercase();
                if let Some(tag) = lower.strip_prefix("if-none-match:") {
                    matched = tag.trim() == served.lock().unwrap().etag.to_ascii_lowercase();
                }
                line.clear();
            }
            let mut s = served.lock().unwrap();
            s.requests += 1;
            let mut out = stream;
            let head = |status: u16, len: usize, etag: &str| {
                format!(
                    "HTTP/1.1 {status} X\r\nContent-Length: {len}\r\nETag: {etag}\r\nLast-Modified: Tue, 01 Dec 2026 06:00:00 GMT\r\nConnection: close\r\n\r\n"
                )
            };
            if s.status != 200 {
                let _ = out.write_all(head(s.status, 0, "").as_bytes());
            } else if matched {
                let _ = out.write_all(head(304, 0, &s.etag).as_bytes());
            } else {
                s.downloads += 1;
                let _ = out.write_all(head(200, s.body.len(), &s.etag).as_bytes());
                let _ = out.write_all(&s.body);
            }
        }
    });
    address
}

/// `list` zipped as FIDE zips its lists: one deflated entry.
fn zipped(list: &str) -> Vec<u8> {
    let mut deflate = DeflateEncoder::new(Vec::new(), Compression::default());
    deflate.write_all(list.as_bytes()).unwrap();
    let data = deflate.finish().unwrap();
    let name = b"players_list_foa.txt";
    let mut zip = b"PK\x03\x04\x14\x00\x00\x00\x08\x00".to_vec();
    zip.extend_from_slice(&[0; 8]);
    zip.extend_from_slice(&(data.len() as u32).to_le_bytes());
    zip.extend_from_slice(&(list.len() as u32).to_le_bytes());
    zip.extend_from_slice(&(name.len() as u16).to_le_bytes());
    zip.extend_from_slice(&[0, 0]);
    zip.extend_from_slice(name);
    zip.extend_from_slice(&data);
    zip
}

/// Registers a player by FIDE ID with the rating typed (not the list's).
async fn register(b: &Browser, t: i32, name: &str, fide_id: &str, rating: &str) {
    let path = format!("/t/{t}/players");
    let fields = [("name", name), ("fide_id", fide_id), ("fide_rating", rating), ("federation", "RUS"), ("title", "")];
    let res = b.submit(&path, &path, &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "register {name}");
}

async fn a_list_served_locally_is_kept_current_and_applied_in_part(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let served = Arc::new(Mutex::new(Served {
        status: 200,
        body: zipped(&fide_list("2270")),
        etag: "\"dec\"".into(),
        ..Served::default()
    }));
    let address = list_server(served.clone());

    // With no address nothing is downloaded: the app works on uploads alone.
    let lists = admin.page("/ratings").await;
    assert!(lists.contains("no download address is set"), "{lists}");
    assert!(lists.contains(r#"value="https://ratings.fide.com/download/players_list.zip""#), "proposed");
    let res = admin.submit("/ratings", "/ratings/address", &[("address", "ftp://ratings.fide.com/x.zip")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("must start with http:// or https://"));
    let res = admin.submit("/ratings", "/ratings/address", &[("address", &address)]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page("/ratings").await.contains("list has not been checked yet"));

    // Players registered with ratings the list no longer has.
    let t = create_tournament(&admin, "Checked open", "swiss").await;
    register(&admin, t, "Petrov, Ivan", "24100001", "2255").await;
    register(&admin, t, "Petrosian, Anna", "24100002", "1900").await;
    assert_eq!(served.lock().unwrap().requests, 0, "registering checks nothing");

    // The consistency check makes the list current first (Q141): never
    // checked, so the list is downloaded before the changes are shown.
    let check = admin.page(&format!("/t/{t}/players/refresh")).await;
    assert_eq!(served.lock().unwrap().downloads, 1);
    assert!(check.contains("FIDE 2026-12, the FIDE list in force in 2026-12"), "{check}");
    assert!(check.contains("2255 → <strong>2270</strong>") && check.contains("1900 → <strong>1985</strong>"));
    assert!(check.contains("list was last checked on"), "{check}");
    // Opened again within the day, it asks the server nothing.
    admin.page(&format!("/t/{t}/players/refresh")).await;
    assert_eq!(served.lock().unwrap().requests, 1);

    // The players page reports what the list would change (Q139).
    let players = admin.page(&format!("/t/{t}/players")).await;
    assert!(players.contains("FIDE 2026-12 differs from what is registered for 2 players"), "{players}");

    // Only the ticked player changes (Q144), and the audit log names the list.
    let res = apply_rating_check(&admin, t, &["Petrov, Ivan"]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let players = admin.page(&format!("/t/{t}/players")).await;
    assert!(players.contains("applied to 1 player"), "{players}");
    assert!(players.contains("<td>2270</td>") && players.contains("<td>1900</td>"), "{players}");
    assert!(players.contains("for 1 player: review the change"), "{players}");
    let audit = admin.page(&format!("/t/{t}/audit")).await;
    assert!(audit.contains("from 2255 to 2270 (rating list FIDE 2026-12)"), "{audit}");
    assert!(!audit.contains("from 1900 to 1985"), "{audit}");

    // A check made against a list that is no longer in force applies nothing.
    let path = format!("/t/{t}/players/refresh");
    let res = admin.submit(&path, &path, &[("list", "999999")]).await;
    assert!(crate::common::refused(&admin, res).await.contains("A newer FIDE list arrived"));

    // One click checks again: the unchanged list is not downloaded twice.
    let res = admin.submit("/ratings", "/ratings/update", &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(admin.page("/ratings").await.contains("list has not changed since the last check"));
    let counts = {
        let s = served.lock().unwrap();
        (s.requests, s.downloads)
    };
    assert_eq!(counts, (2, 1), "asked again, downloaded once");

    // A new list replaces it at the next click.
    {
        let mut s = served.lock().unwrap();
        s.body = zipped(&fide_list("2290"));
        s.etag = "\"dec-2\"".into();
    }
    admin.submit("/ratings", "/ratings/update", &[]).await;
    assert!(admin.page("/ratings").await.contains("Imported 3 players into FIDE 2026-12"));
    let check = admin.page(&path).await;
    assert!(check.contains("2270 → <strong>2290</strong>"), "{check}");

    // A failing server leaves the list stored, and says why.
    served.lock().unwrap().status = 503;
    admin.submit("/ratings", "/ratings/update", &[]).await;
    let check = admin.page(&path).await;
    assert!(check.contains("failed: the server answered HTTP 503"), "{check}");
    assert!(check.contains("2270 → <strong>2290</strong>"), "the list stored before is used: {check}");

    // A file that is not a list is refused, and the list stays.
    {
        let mut s = served.lock().unwrap();
        s.status = 200;
        s.body = zipped("this is not a rating list\n");
        s.etag = "\"junk\"".into();
    }
    admin.submit("/ratings", "/ratings/update", &[]).await;
    let lists = admin.page("/ratings").await;
    assert!(lists.contains("the download is not a FIDE list"), "{lists}");
    assert!(admin.page(&path).await.contains("2270 → <strong>2290</strong>"));

    // Cleared, the address is no longer used.
    admin.submit("/ratings", "/ratings/address", &[("address", "")]).await;
    let requests = served.lock().unwrap().requests;
    admin.submit("/ratings", "/ratings/update", &[]).await;
    assert_eq!(served.lock().unwrap().requests, requests);
    assert!(admin.page("/ratings").await.contains("no download address is set"));
}

async fn only_admins_set_the_address_or_start_a_download(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    add_account(&admin, "lists").await;
    let arbiter = signed_in(&app, "lists").await;
    let res = arbiter.submit("/", "/ratings/address", &[("address", "http://127.0.0.1:9/x.zip")]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let res = arbiter.submit("/", "/ratings/update", &[]).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let res = app.browser().post("/ratings/update", &[("csrf", "x")]).await;
    assert!(res.status().is_client_error() || res.status() == StatusCode::SEE_OTHER);
    assert!(admin.page("/ratings").await.contains("no download address is set"));
}

/// Creates a rapid event (15 minutes + 10 seconds) and returns its id.
async fn rapid_event(b: &Browser, name: &str) -> i32 {
    let fields = tournament_fields(name, "swiss", &[("time_control", "900+10")]);
    let res = b.submit("/tournaments/new", "/tournaments/new", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "create {name}");
    crate::common::location(&res).trim_start_matches("/t/").parse().unwrap()
}

async fn ratings_come_from_the_events_list_sequence_and_keep_their_source(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    assert_eq!(upload_list(&admin, "2026-12", &fide_list("2255")).await.status(), StatusCode::OK);
    let t = rapid_event(&admin, "Rapid open").await;
    let players = format!("/t/{t}/players");

    // FIDE's default for a rapid event: effective rapid, then blitz. Petrov
    // has a rapid rating; Petrosian only a standard one, which is her
    // effective rapid rating (Q118, Q123).
    let method = format!("/t/{t}/rating-method");
    let page = admin.page(&method).await;
    assert!(page.contains(r#"<option value="effective-rapid" selected>"#), "{page}");
    let petrov = admin.page(&format!("{players}?fide_id=24100001")).await;
    assert!(petrov.contains(r#"name="fide_rating" value="2200""#), "{petrov}");
    assert!(petrov.contains("FIDE rating: from FIDE 2026-12, effective rapid rating"), "{petrov}");
    let anna = admin.page(&format!("{players}?fide_id=24100002")).await;
    assert!(anna.contains(r#"name="fide_rating" value="1985""#), "{anna}");
    // The search shows every rating the list has, and the arbiter may pick
    // one of them instead (Q128, Q129).
    let found = admin.page(&format!("{players}?find=petr")).await;
    let standard = format!("{players}?fide_id=24100001&amp;rating=standard#register");
    assert!(found.contains(&format!(r#"<a href="{standard}""#)), "{found}");
    assert!(found.contains(">rapid 2200</a>") && found.contains(">blitz 2150</a>"), "{found}");
    let picked = admin.page(&format!("{players}?fide_id=24100001&rating=standard")).await;
    assert!(picked.contains(r#"name="fide_rating" value="2255""#), "{picked}");
    assert!(picked.contains("FIDE rating: from FIDE 2026-12, standard rating"), "{picked}");
    // A list that does not rate her leaves the event's sequence to.
    let anna = admin.page(&format!("{players}?fide_id=24100002&rating=rapid")).await;
    assert!(anna.contains("FIDE rating: from FIDE 2026-12, effective rapid rating"), "{anna}");

    // The arbiter puts the blitz list first: Petrov now registers with his blitz rating.
    let fields = [
        ("method", "FIDE"),
        ("ties", "name"),
        ("list1", "blitz"),
        ("list2", "effective-rapid"),
        ("list3", ""),
        ("checks", "on"),
    ];
    assert_eq!(admin.submit(&method, &method, &fields).await.status(), StatusCode::SEE_OTHER);
    let audit = admin.page(&format!("/t/{t}/audit")).await;
    assert!(audit.contains("effective rapid → blitz changed to blitz → effective rapid"), "{audit}");
    let res = admin.submit(&players, &players, &[("fide_id", "24100001")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let list = admin.page(&players).await;
    assert!(list.contains("<td>2150</td>"), "{list}");
    // A list named twice is refused, and the sequence stays.
    let twice = [("method", "FIDE"), ("ties", "name"), ("list1", "rapid"), ("list2", "rapid"), ("list3", "")];
    let res = admin.submit(&method, &method, &twice).await;
    assert!(crate::common::refused(&admin, res).await.contains("is chosen twice"));
    assert!(admin.page(&method).await.contains(r#"<option value="blitz" selected>"#));
    // The check against the list can be switched off (Q138), and on again.
    let page = admin.page(&players).await;
    assert!(page.contains(&format!(r#"href="/t/{t}/players/refresh""#)), "the check is offered");
    let off = [("method", "FIDE"), ("ties", "name"), ("list1", "blitz"), ("list2", "effective-rapid"), ("list3", "")];
    assert_eq!(admin.submit(&method, &method, &off).await.status(), StatusCode::SEE_OTHER);
    assert!(!admin.page(&players).await.contains(&format!(r#"href="/t/{t}/players/refresh""#)));
    let res = admin.get(&format!("/t/{t}/players/refresh")).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("the check is switched off"));
    assert!(admin.page(&format!("/t/{t}/audit")).await.contains("check against the FIDE list in force switched off"));
    assert_eq!(admin.submit(&method, &method, &fields).await.status(), StatusCode::SEE_OTHER);
    assert_eq!(admin.get(&format!("/t/{t}/players/refresh")).await.status(), StatusCode::OK);

    // Each rating keeps its source (Q134); one changed by hand is marked so.
    let edit = |body: &str| {
        let at = body.find("/edit\"").expect("an edit link");
        body[body[..at].rfind("href=\"").unwrap() + 6..at + 5].to_string()
    };
    let edit_path = edit(&list);
    let form = admin.page(&edit_path).await;
    assert!(form.contains("FIDE rating: from FIDE 2026-12, blitz rating"), "{form}");
    let version = crate::common::html::value_after(&form, r#"name="version" value=""#).unwrap();
    let listed = [
        ("name", "Petrov, Ivan"),
        ("fide_id", "24100001"),
        ("federation", "RUS"),
        ("title", "FM"),
        ("fide_rating_source", "FIDE 2026-12|blitz"),
        ("fide_rating_listed", "2150"),
        ("version", version.as_str()),
    ];
    let mut typed = listed.to_vec();
    typed.push(("fide_rating", "2160"));
    assert_eq!(admin.submit(&edit_path, &edit_path, &typed).await.status(), StatusCode::SEE_OTHER);
    let form = admin.page(&edit_path).await;
    assert!(form.contains("FIDE rating: typed by hand"), "{form}");
}

on_both_backends!(
    a_list_served_locally_is_kept_current_and_applied_in_part,
    only_admins_set_the_address_or_start_a_download,
    ratings_come_from_the_events_list_sequence_and_keep_their_source
);
