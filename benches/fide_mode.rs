//! What FIDE mode's checks cost on a 500-player open (issue 54): the
//! import of ten rounds, each re-paired and compared with the file
//! (Q54), and the FIDE mode page, whose list of corrections that can be
//! undone (Q114) reads the event's whole audit log, after every board of
//! round 11 was entered and every board of round 10 set to 0-1 (a
//! correction where its result was another).
//!
//!     cargo bench --bench fide_mode
//!     ARBITER_BENCH_DB=postgres cargo bench --bench fide_mode
//!
//! The event is `L500_p500_r11.trf` of the `dutch-large` vectors with its
//! last round's results cut. The re-pairing alone, without the app, is
//! the `re-check` rows of `cargo bench --bench pairing`.

#[path = "support/server.rs"]
mod server;

use server::{post, post_fields, with_event};
use std::time::{Duration, Instant};

/// How many times the FIDE mode page is loaded.
const LOADS: u32 = 20;

/// The result forms of a round page: each board's address and version.
fn result_forms(page: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for form in page.split(r#"<form method="post" action=""#).skip(1) {
        let Some(path) = form.split('"').next().filter(|p| p.ends_with("/result")) else { continue };
        let marker = r#"name="version" value=""#;
        let Some(at) = form.find(marker) else { continue };
        out.push((path.to_string(), form[at + marker.len()..].split('"').next().unwrap().to_string()));
    }
    out
}

fn main() {
    let backend = if server::on_postgres() { "PostgreSQL" } else { "SQLite" };
    let started = Instant::now();
    with_event(|base, admin| async move {
        println!(
            "{backend}: set-up and import of 500 players with ten rounds re-checked: {:.2} s",
            started.elapsed().as_secs_f64()
        );
        assert!(post(&admin, &base, "/t/1", "/t/1/pair").await.is_redirection(), "pair");
        let round = "/t/1/round/11";
        assert!(
            post_fields(&admin, &base, round, "/t/1/round/11/publish", &[("confirm", "yes")]).await.is_redirection()
        );
        let page = admin.get(format!("{base}{round}")).send().await.unwrap().text().await.unwrap();
        let token = server::csrf(&page);
        let boards = result_forms(&page);
        for (path, version) in &boards {
            let form = [("csrf", token.as_str()), ("version", version), ("result", "1-0")];
            assert!(admin.post(format!("{base}{path}")).form(&form).send().await.unwrap().status().is_redirection());
        }
        // Round 10's results, as imported, are corrected: the last two rounds played take corrections.
        let page = admin.get(format!("{base}/t/1/round/10")).send().await.unwrap().text().await.unwrap();
        let corrected = result_forms(&page);
        for (path, version) in &corrected {
            let form =
                [("csrf", token.as_str()), ("version", version), ("result", "0-1"), ("confirm_correction", "yes")];
            let status = admin.post(format!("{base}{path}")).form(&form).send().await.unwrap().status();
            assert!(status.is_redirection(), "correction: {status}");
        }
        let mut times: Vec<Duration> = Vec::new();
        let mut undoable = 0;
        for _ in 0..LOADS {
            let t = Instant::now();
            let page = admin.get(format!("{base}/t/1/fide-mode")).send().await.unwrap().text().await.unwrap();
            times.push(t.elapsed());
            undoable = page.matches("/undo\"").count();
        }
        assert!(undoable > 0, "the corrections of round 10 can be undone");
        times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "{backend}: FIDE mode page with {} corrections to undo: median {:.1} ms, slowest {:.1} ms ({LOADS} loads)",
            undoable,
            ms(times[times.len() / 2]),
            ms(times[times.len() - 1])
        );
    });
}
