//! Test harness: starts the real app on a random port with a fresh database
//! (SQLite file or PostgreSQL database in a throwaway cluster) and drives it
//! over HTTP like a browser.

#![allow(dead_code)]

pub mod flows;
pub mod html;
pub mod postgres;
pub mod prerequisites;
pub mod smtp;
pub mod stored;
pub mod webdriver;

pub use prerequisites::{Prerequisite, available};

use arbiter::config::Config;
use reqwest::redirect::Policy;
use reqwest::{Client, Response, StatusCode};
use std::net::SocketAddr;

/// Which database a test runs against.
#[derive(Clone, Copy, Debug)]
pub enum Backend {
    /// A fresh SQLite file in a temporary folder.
    Sqlite,
    /// A fresh database in the shared throwaway PostgreSQL cluster.
    Postgres,
}

/// A running app.
pub struct TestApp {
    /// Where it listens.
    pub addr: SocketAddr,
    /// Its database URL.
    pub database_url: String,
    _dir: tempfile::TempDir,
    handle: actix_web::dev::ServerHandle,
}

impl TestApp {
    /// Starts the app on a fresh database of the given backend.
    pub fn start(backend: Backend) -> TestApp {
        let dir = tempfile::tempdir().expect("temp dir");
        let database_url = match backend {
            Backend::Sqlite => dir.path().join("arbiter.db").to_string_lossy().into_owned(),
            Backend::Postgres => postgres::fresh_database(),
        };
        Self::serve(dir, database_url, None)
    }

    /// Starts the app on SQLite behind a reverse proxy at 127.0.0.1 (the
    /// test client), whose `X-Forwarded-For` names the client.
    pub fn start_behind_proxy() -> TestApp {
        let dir = tempfile::tempdir().expect("temp dir");
        let database_url = dir.path().join("arbiter.db").to_string_lossy().into_owned();
        Self::serve(dir, database_url, Some([127, 0, 0, 1].into()))
    }

    /// Starts the app on SQLite as served over HTTPS (`--cookie-secure`)
    /// behind a reverse proxy at 127.0.0.1 (the test client).
    pub fn start_secure_behind_proxy() -> TestApp {
        let dir = tempfile::tempdir().expect("temp dir");
        let database_url = dir.path().join("arbiter.db").to_string_lossy().into_owned();
        let (addr, handle) = Self::launch_with(&database_url, Some([127, 0, 0, 1].into()), true, None);
        TestApp { addr, database_url, _dir: dir, handle }
    }

    /// Stops this app and starts a new one on the same database, as after a restart.
    pub async fn restart(&mut self) {
        self.handle.stop(true).await;
        let (addr, handle) = Self::launch(&self.database_url, None);
        self.addr = addr;
        self.handle = handle;
    }

    fn serve(dir: tempfile::TempDir, database_url: String, trusted_proxy: Option<std::net::IpAddr>) -> TestApp {
        let (addr, handle) = Self::launch(&database_url, trusted_proxy);
        TestApp { addr, database_url, _dir: dir, handle }
    }

    fn launch(
        database_url: &str,
        trusted_proxy: Option<std::net::IpAddr>,
    ) -> (SocketAddr, actix_web::dev::ServerHandle) {
        Self::launch_with(database_url, trusted_proxy, false, None)
    }

    /// Starts the app on a fresh database of the given backend, mailing
    /// players through the SMTP relay at `relay` (a test's listener).
    pub fn start_with_mail(backend: Backend, relay: SocketAddr) -> TestApp {
        let dir = tempfile::tempdir().expect("temp dir");
        let database_url = match backend {
            Backend::Sqlite => dir.path().join("arbiter.db").to_string_lossy().into_owned(),
            Backend::Postgres => postgres::fresh_database(),
        };
        let mail = arbiter::mail::MailSettings {
            url: format!("smtp://{relay}"),
            from: "Arbiter <arbiter@example.org>".into(),
        };
        let (addr, handle) = Self::launch_with(&database_url, None, false, Some(mail));
        TestApp { addr, database_url, _dir: dir, handle }
    }

    fn launch_with(
        database_url: &str,
        trusted_proxy: Option<std::net::IpAddr>,
        cookie_secure: bool,
        mail: Option<arbiter::mail::MailSettings>,
    ) -> (SocketAddr, actix_web::dev::ServerHandle) {
        let database_url = database_url.to_string();
        let config = Config {
            bind: "127.0.0.1:0".into(),
            database_url: database_url.clone(),
            secret_key: vec![7u8; 64],
            cookie_secure,
            public_url: None,
            trusted_proxy,
            mail,
        };
        let pool = arbiter::db::connect_and_migrate(&database_url).expect("database");
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            actix_web::rt::System::new().block_on(async move {
                let (server, addr) = arbiter::web::start(&config, pool).expect("bind");
                tx.send((addr, server.handle())).unwrap();
                server.await.unwrap();
            })
        });
        rx.recv().expect("server started")
    }

    /// A new browser: its own cookie jar, no automatic redirects.
    pub fn browser(&self) -> Browser {
        Browser {
            base: format!("http://{}", self.addr),
            client: Client::builder().cookie_store(true).redirect(Policy::none()).build().unwrap(),
        }
    }

    /// Creates the admin through the setup form and returns a browser signed in as it.
    pub async fn admin(&self) -> Browser {
        let b = self.browser();
        let page = b.get("/setup").await.text().await.unwrap();
        let csrf = html::csrf(&page);
        let res = b
            .post(
                "/setup",
                &[
                    ("csrf", csrf.as_str()),
                    ("username", "admin"),
                    ("password", "secret-pass"),
                    ("password2", "secret-pass"),
                ],
            )
            .await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "setup");
        b
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        // The stop command is sent at once; the server thread then ends and
        // closes its database connections.
        drop(self.handle.stop(false));
    }
}

/// A browser session against the app.
pub struct Browser {
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// The client with its cookies.
    pub client: Client,
}

impl Browser {
    /// GET a path.
    pub async fn get(&self, path: &str) -> Response {
        self.client.get(format!("{}{path}", self.base)).send().await.expect("GET")
    }

    /// GET a path and return the body, asserting 200 and that every text
    /// on it was found in the visitor's language (no page of any test ever
    /// shows a missing message key).
    pub async fn page(&self, path: &str) -> String {
        let res = self.get(path).await;
        assert_eq!(res.status(), StatusCode::OK, "GET {path}");
        let body = res.text().await.unwrap();
        assert!(!body.contains("Unknown localization key"), "GET {path} shows a missing message: {body}");
        body
    }

    /// POST a urlencoded form.
    pub async fn post(&self, path: &str, form: &[(&str, &str)]) -> Response {
        self.client.post(format!("{}{path}", self.base)).form(form).send().await.expect("POST")
    }

    /// POST a form with this session's CSRF token (read from `token_page`).
    pub async fn submit(&self, token_page: &str, path: &str, fields: &[(&str, &str)]) -> Response {
        let csrf = html::csrf(&self.page(token_page).await);
        let mut form: Vec<(&str, &str)> = vec![("csrf", csrf.as_str())];
        form.extend_from_slice(fields);
        self.post(path, &form).await
    }

    /// Signs in; asserts success.
    pub async fn login(&self, username: &str, password: &str) {
        let res = self.try_login(username, password).await;
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "login as {username}");
    }

    /// Tries to sign in.
    pub async fn try_login(&self, username: &str, password: &str) -> Response {
        let csrf = html::csrf(&self.page("/login").await);
        self.post("/login", &[("csrf", csrf.as_str()), ("username", username), ("password", password), ("next", "/")])
            .await
    }
}

/// The `Location` header of a redirect.
pub fn location(res: &Response) -> String {
    res.headers().get("location").and_then(|v| v.to_str().ok()).unwrap_or("").to_string()
}

/// A refused form: the arbiter is sent back (303) to the page they were on,
/// which shows the reason once; returns that page.
pub async fn refused(b: &Browser, res: Response) -> String {
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "a refusal sends the arbiter back");
    let page = b.page(&location(&res)).await;
    assert!(page.contains(r#"class="error flash" role="alert""#), "the reason is shown: {page}");
    let again = b.page(&location(&res)).await;
    assert!(!again.contains(r#"class="error flash""#), "shown once");
    page
}

/// Generates, in the module that calls it, the tests `MODULE::sqlite::NAME`
/// and `MODULE::postgres::NAME` running the scenario `NAME(backend)`. Each
/// test module calls it once, after its scenarios.
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(crate::common::Backend::Sqlite).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if !crate::common::available(crate::common::Prerequisite::PostgreSql) {
                        return;
                    }
                    super::$name(crate::common::Backend::Postgres).await;
                }
            )*
        }
    };
}
