//! A minimal W3C WebDriver client over HTTP, driving Debian's headless
//! Chromium through chromedriver. Enough to click, type and read a page.

use serde_json::{Value, json};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A browser session; the driver and the browsers it started end when it
/// is dropped (they share a process group of their own).
pub struct Chromium {
    driver: Child,
    base: String,
    http: reqwest::Client,
    _profile: tempfile::TempDir,
}

impl Drop for Chromium {
    fn drop(&mut self) {
        // Killing chromedriver alone would leave its Chromium processes
        // running (hundreds over a test run): the whole group goes.
        let group = format!("-{}", self.driver.id());
        let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

impl Chromium {
    /// Starts chromedriver and a headless Chromium with a phone-sized window.
    /// Fails loudly when they are not installed (`apt-get install chromium chromium-driver`).
    pub async fn start() -> Chromium {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let driver = Command::new("/usr/bin/chromedriver")
            .arg(format!("--port={port}"))
            .process_group(0)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver is required for the browser tests: apt-get install chromium chromium-driver");
        let profile = tempfile::tempdir().unwrap();
        let mut me = Chromium {
            driver,
            base: format!("http://127.0.0.1:{port}"),
            http: reqwest::Client::new(),
            _profile: profile,
        };
        for _ in 0..100 {
            if me.http.get(format!("{}/status", me.base)).send().await.is_ok() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--disable-background-networking", "--disable-component-update", "--disable-sync",
                         "--disable-quic", "--no-first-run", "--window-size=412,915",
                         format!("--user-data-dir={}", me._profile.path().display())]
            }
        }}});
        let res: Value =
            me.http.post(format!("{}/session", me.base)).json(&caps).send().await.unwrap().json().await.unwrap();
        let id =
            res["value"]["sessionId"].as_str().unwrap_or_else(|| panic!("no WebDriver session: {res}")).to_string();
        me.base = format!("{}/session/{id}", me.base);
        me
    }

    async fn call(&self, method: reqwest::Method, path: &str, body: Value) -> Value {
        let mut req = self.http.request(method.clone(), format!("{}{path}", self.base));
        if method != reqwest::Method::GET {
            req = req.json(&body);
        }
        let res = req.send().await.unwrap();
        let value: Value = res.json().await.unwrap();
        if value["value"].get("error").is_some() {
            panic!("WebDriver {path}: {}", value["value"]);
        }
        value["value"].clone()
    }

    /// Opens a URL and waits for the page to load.
    pub async fn goto(&self, url: &str) {
        self.call(reqwest::Method::POST, "/url", json!({"url": url})).await;
    }

    /// The id of the first element matching a CSS selector.
    pub async fn find(&self, css: &str) -> String {
        let v = self.call(reqwest::Method::POST, "/element", json!({"using": "css selector", "value": css})).await;
        v[ELEMENT].as_str().unwrap().to_string()
    }

    /// Clicks the element matching a CSS selector.
    pub async fn click(&self, css: &str) {
        let id = self.find(css).await;
        self.call(reqwest::Method::POST, &format!("/element/{id}/click"), json!({})).await;
    }

    /// Types into the element matching a CSS selector.
    pub async fn type_into(&self, css: &str, text: &str) {
        let id = self.find(css).await;
        self.call(reqwest::Method::POST, &format!("/element/{id}/value"), json!({"text": text})).await;
    }

    /// Whether the element matching a CSS selector is displayed.
    pub async fn displayed(&self, css: &str) -> bool {
        let id = self.find(css).await;
        self.call(reqwest::Method::GET, &format!("/element/{id}/displayed"), Value::Null)
            .await
            .as_bool()
            .unwrap_or(false)
    }

    /// Types keys into whatever has the focus (W3C key actions: `\u{E004}` is
    /// Tab, `\u{E007}` Enter), as a person at the keyboard does.
    pub async fn keys(&self, text: &str) {
        let actions: Vec<Value> = text
            .chars()
            .flat_map(|c| {
                [json!({"type": "keyDown", "value": c.to_string()}), json!({"type": "keyUp", "value": c.to_string()})]
            })
            .collect();
        let body = json!({"actions": [{"type": "key", "id": "keyboard", "actions": actions}]});
        self.call(reqwest::Method::POST, "/actions", body).await;
    }

    /// The page source.
    pub async fn source(&self) -> String {
        self.call(reqwest::Method::GET, "/source", Value::Null).await.as_str().unwrap_or_default().to_string()
    }

    /// Polls until the page source contains `text` (up to 5 s).
    pub async fn wait_for(&self, text: &str) -> bool {
        for _ in 0..50 {
            if self.source().await.contains(text) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        false
    }

    /// Runs a script and returns its value.
    pub async fn script(&self, code: &str) -> Value {
        self.call(reqwest::Method::POST, "/execute/sync", json!({"script": code, "args": []})).await
    }

    /// A PNG screenshot of the viewport.
    pub async fn screenshot(&self) -> Vec<u8> {
        use base64::Engine;
        let v = self.call(reqwest::Method::GET, "/screenshot", Value::Null).await;
        base64::engine::general_purpose::STANDARD.decode(v.as_str().unwrap()).unwrap()
    }

    /// Runs a script that reports through its last argument, a callback
    /// (W3C `execute/async`), and returns what it reported.
    pub async fn script_async(&self, code: &str) -> Value {
        self.call(reqwest::Method::POST, "/execute/async", json!({"script": code, "args": []})).await
    }

    /// Resizes the window so that the page's viewport is `width`×`height` CSS
    /// pixels (the window's frame, if any, is measured and added), as on a
    /// phone, a desktop or a hall screen.
    pub async fn set_viewport(&self, width: i64, height: i64) {
        self.call(reqwest::Method::POST, "/window/rect", json!({"width": width, "height": height})).await;
        let inner = self.script("return [window.innerWidth, window.innerHeight]").await;
        let (w, h) = (inner[0].as_i64().unwrap_or(width), inner[1].as_i64().unwrap_or(height));
        if (w, h) != (width, height) {
            let rect = json!({"width": 2 * width - w, "height": 2 * height - h});
            self.call(reqwest::Method::POST, "/window/rect", rect).await;
        }
    }
}
