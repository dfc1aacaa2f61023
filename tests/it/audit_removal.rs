//! The audit log in sentences (English and Russian), deleting a player before
//! pairing, archiving and deleting a tournament; on SQLite and PostgreSQL.

use crate::common::flows::{add_player, board_lines, create_tournament, pair, set_result, tournament_fields};
use crate::common::{Backend, Browser, TestApp, html, location};
use reqwest::StatusCode;

pub(crate) async fn add_account(admin: &Browser, name: &str) {
    let fields = [("username", name), ("password", "password-1"), ("password2", "password-1"), ("role", "arbiter")];
    let res = admin.submit("/admin/users", "/admin/users", &fields).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "add account {name}");
}

pub(crate) async fn signed_in(app: &TestApp, name: &str) -> Browser {
    let b = app.browser();
    b.login(name, "password-1").await;
    b
}

/// The id of the player whose edit link follows `name` on the players page.
async fn player_id(b: &Browser, tid: i32, name: &str) -> i32 {
    let page = b.page(&format!("/t/{tid}/players")).await;
    let at = page.find(name).unwrap_or_else(|| panic!("{name} listed"));
    let marker = format!("/t/{tid}/players/");
    let start = page[at..].find(&marker).expect("an edit link") + at + marker.len();
    page[start..].split('/').next().unwrap().parse().expect("player id")
}

/// The audit page as a reader of `lang` sees it.
async fn audit_in(b: &Browser, tid: i32, lang: &str) -> String {
    let res = b.client.get(format!("{}/t/{tid}/audit", b.base)).header("Accept-Language", lang).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    res.text().await.unwrap()
}

async fn audit_log_speaks_sentences(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Sentences", "rr").await;
    add_player(&admin, tid, "Petrov, Ivan", 2240, "").await;
    for (k, name) in ["Sidorov, Oleg", "Kuznetsov, Pavel", "Popov, Denis"].iter().enumerate() {
        add_player(&admin, tid, name, 2100 + k as u32, "").await;
    }
    // The rating is corrected, nothing else.
    let pid = player_id(&admin, tid, "Petrov, Ivan").await;
    let edit = format!("/t/{tid}/players/{pid}/edit");
    let version = html::value_after(&admin.page(&edit).await, r#"name="version" value=""#).unwrap();
    let fields = [("name", "Petrov, Ivan"), ("fide_rating", "2255"), ("federation", "RUS"), ("version", &version)];
    assert_eq!(admin.submit(&edit, &edit, &fields).await.status(), StatusCode::SEE_OTHER);
    // Three points for a win.
    let settings = format!("/t/{tid}/edit");
    let version = html::value_after(&admin.page(&settings).await, r#"name="version" value=""#).unwrap();
    let fields = tournament_fields("Sentences", "rr", &[("points_win", "3"), ("version", &version)]);
    assert_eq!(admin.submit(&settings, &settings, &fields).await.status(), StatusCode::SEE_OTHER);
    // A result.
    pair(&admin, tid).await;
    let line = board_lines(&admin.page(&format!("/t/{tid}/round/1")).await)[0].clone();
    assert_eq!(set_result(&admin, tid, 1, &line, "1-0").await.status(), StatusCode::SEE_OTHER);

    let audit = audit_in(&admin, tid, "en").await;
    let rows: Vec<String> = html::rows(&audit, "<table").into_iter().map(|r| r[2].clone()).collect();
    for sentence in [
        "FIDE rating of Petrov, Ivan changed from 2240 to 2255",
        "Points for a win changed from 1 to 3",
        "Result of round 1, board 1 changed from none to 1-0",
        "Player Petrov, Ivan registered",
        "Tournament Sentences created",
    ] {
        assert!(rows.iter().any(|r| r == sentence), "{sentence:?} in {rows:#?}");
    }
    // One sentence per changed field: the edit changed one player field and one setting.
    assert_eq!(rows.iter().filter(|r| r.contains(" of Petrov, Ivan changed")).count(), 1, "{rows:#?}");
    assert_eq!(rows.iter().filter(|r| r.starts_with("Points for")).count(), 1, "{rows:#?}");
    assert!(!audit.contains("PlayerFields") && !audit.contains("points_win") && !audit.contains("Some("));

    let audit = audit_in(&admin, tid, "ru").await;
    assert!(audit.contains("Рейтинг ФИДЕ участника Petrov, Ivan: было 2240, стало 2255"), "{audit}");
    assert!(audit.contains("Очки за победу: было 1, стало 3"));
    assert!(audit.contains("Результат 1-го тура, доска 1: было нет, стало 1-0"));
}

async fn players_are_deleted_only_before_pairing(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    let tid = create_tournament(&admin, "Swiss Open", "swiss").await;
    for (k, name) in
        ["Mistake, Made", "Ivanov, Ilya", "Orlov, Oleg", "Belov, Boris", "Frolov, Fedor"].iter().enumerate()
    {
        add_player(&admin, tid, name, 2000 + k as u32, "").await;
    }
    let players = format!("/t/{tid}/players");
    let pid = player_id(&admin, tid, "Mistake, Made").await;
    // The player's page offers the deletion behind a box to tick (issue 32, item 11).
    let edit = format!("/t/{tid}/players/{pid}/edit");
    let page = admin.page(&edit).await;
    assert!(page.contains(r#"name="confirm""#) && page.contains("Yes, delete Mistake, Made for good"), "{page}");
    // Not ticked: nothing deleted, the page asks again.
    let res = admin.submit(&edit, &format!("/t/{tid}/players/{pid}/delete"), &[]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("Nothing was deleted: tick the box to confirm the deletion."));
    assert!(admin.page(&players).await.contains("Mistake, Made"));
    let res = admin.submit(&edit, &format!("/t/{tid}/players/{pid}/delete"), &[("confirm", "1")]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&res), players);
    assert!(!admin.page(&players).await.contains("Mistake, Made"));
    assert!(audit_in(&admin, tid, "en").await.contains("Player Mistake, Made deleted"));

    // Once proposed for round 1, a player is on a board: withdrawal only.
    pair(&admin, tid).await;
    let pid = player_id(&admin, tid, "Ivanov, Ilya").await;
    // No deletion offered for a paired player; refused on the server too, even confirmed.
    let page = admin.page(&format!("/t/{tid}/players/{pid}/edit")).await;
    assert!(!page.contains(&format!("/players/{pid}/delete")), "no Delete button");
    assert!(page.contains("This player has been paired, so they cannot be deleted"));
    let res = admin.submit(&players, &format!("/t/{tid}/players/{pid}/delete"), &[("confirm", "1")]).await;
    let back = crate::common::refused(&admin, res).await;
    assert!(back.contains("This player has been paired, so they cannot be deleted"));
    assert!(admin.page(&players).await.contains("Ivanov, Ilya"));
}

async fn tournaments_are_archived_and_deleted_by_the_chief(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    add_account(&admin, "alice").await;
    add_account(&admin, "bob").await;
    let (alice, bob, visitor) = (signed_in(&app, "alice").await, signed_in(&app, "bob").await, app.browser());
    let tid = create_tournament(&alice, "Winter Open", "swiss").await;
    create_tournament(&alice, "Spring Cup", "swiss").await;
    let show = format!("/t/{tid}");
    alice.submit(&show, &format!("/t/{tid}/arbiters"), &[("username", "bob")]).await;
    let confirm = [("confirm_name", "Winter Open")];

    // A deputy may neither archive nor delete.
    assert_eq!(bob.get(&format!("/t/{tid}/remove")).await.status(), StatusCode::FORBIDDEN);
    for action in ["archive", "delete"] {
        let res = bob.submit(&show, &format!("/t/{tid}/{action}"), &confirm).await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{action}");
    }
    // A wrong name changes nothing.
    let remove = format!("/t/{tid}/remove");
    let res = alice.submit(&remove, &format!("/t/{tid}/archive"), &[("confirm_name", "Winter")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().await.unwrap().contains("The name typed is not the tournament&#39;s name"));
    assert!(visitor.page("/").await.contains("Winter Open"));

    // Archived: off the public list, still readable, read-only, in the arbiters' archive.
    let res = alice.submit(&remove, &format!("/t/{tid}/archive"), &confirm).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let list = visitor.page("/").await;
    assert!(!list.contains("Winter Open") && list.contains("Spring Cup"), "{list}");
    assert!(visitor.page(&show).await.contains("Archived: hidden from the list of tournaments"));
    assert!(bob.page("/archive").await.contains("Winter Open"));
    let players = format!("/t/{tid}/players");
    let res = bob.submit(&players, &players, &[("name", "Late, Larry")]).await;
    assert!(crate::common::refused(&bob, res).await.contains("This tournament is archived and read-only"));
    assert!(audit_in(&bob, tid, "en").await.contains("Tournament archived"));
    // Restored: back on the list.
    let res = alice.submit(&remove, &format!("/t/{tid}/restore"), &[]).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(visitor.page("/").await.contains("Winter Open"));
    add_player(&bob, tid, "Late, Larry", 2000, "").await;

    // Deleted with everything in it, on the typed name.
    let res = alice.submit(&remove, &format!("/t/{tid}/delete"), &[("confirm_name", "Spring Cup")]).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(visitor.get(&show).await.status(), StatusCode::OK);
    let res = alice.submit(&remove, &format!("/t/{tid}/delete"), &confirm).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&res), "/");
    assert_eq!(visitor.get(&show).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(visitor.get(&players).await.status(), StatusCode::NOT_FOUND);
    assert!(!visitor.page("/").await.contains("Winter Open"));
}

on_both_backends!(
    audit_log_speaks_sentences,
    players_are_deleted_only_before_pairing,
    tournaments_are_archived_and_deleted_by_the_chief
);
