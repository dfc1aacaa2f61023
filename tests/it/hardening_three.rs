//! Issue 52, "Hardening, round three": compressed request bodies refused
//! unread, bounded command-line input, bidirectional overrides refused, the
//! player cap met early in a CSV import, `generate` into a closed pipe.

use crate::common::{Backend, TestApp};
use reqwest::StatusCode;

/// A gzip body that inflates to 8 MiB of zeros (a few KB sent): past every
/// form limit once inflated.
fn gzip_bomb() -> Vec<u8> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    let zeros = vec![0u8; 1 << 20];
    for _ in 0..8 {
        encoder.write_all(&zeros).unwrap();
    }
    encoder.finish().unwrap()
}

/// A compressed body (`Content-Encoding: gzip`) at the sign-in form is
/// refused with 415 before anything inflates it, even from an anonymous
/// visitor; an uncompressed (or `identity`) sign-in still works.
async fn a_compressed_body_is_refused_unread(backend: Backend) {
    let app = TestApp::start(backend);
    let admin = app.admin().await;
    drop(admin);
    let visitor = app.browser();
    let bomb = gzip_bomb();
    assert!(bomb.len() < 64 * 1024, "small on the wire: {}", bomb.len());
    for encoding in ["gzip", "GZIP", "identity, gzip", "br"] {
        let res = visitor
            .client
            .post(format!("{}/login", visitor.base))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .header("Content-Encoding", encoding)
            .body(bomb.clone())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE, "{encoding}");
        assert!(res.text().await.unwrap().contains("Content-Encoding"), "the page says why");
    }
    let csrf = crate::common::html::csrf(&visitor.page("/login").await);
    let form = serde_urlencoded::to_string([
        ("csrf", csrf.as_str()),
        ("username", "admin"),
        ("password", "secret-pass"),
        ("next", "/"),
    ])
    .unwrap();
    let res = visitor
        .client
        .post(format!("{}/login", visitor.base))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .header("Content-Encoding", "identity")
        .body(form)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "an identity body is read as ever");
    visitor.login("admin", "secret-pass").await;
}

on_both_backends!(a_compressed_body_is_refused_unread);
