//! The test groups that need software beyond Rust: the PostgreSQL tests
//! (the PostgreSQL 15 server binaries) and the browser tests (Chromium and
//! its WebDriver). Under CI (`CI=true`, as `.ci/run` sets it) they always
//! run, and a missing prerequisite fails them loudly. On a machine without
//! them a group is left out, and the run says so once, on the terminal,
//! with the command that installs them.

use std::path::Path;
use std::sync::Once;

/// What a test group needs installed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prerequisite {
    /// `/usr/lib/postgresql/15/bin` (Debian's `postgresql-15`), or a server
    /// given by `ARBITER_TEST_POSTGRES_PORT`.
    PostgreSql,
    /// `/usr/bin/chromium` and `/usr/bin/chromedriver` (`chromium`, `chromium-driver`).
    Chromium,
    /// axe-core, the accessibility engine the browser tests inject into pages,
    /// from npm into `tests/browser/node_modules` (`npm ci --prefix tests/browser`).
    Axe,
}

/// Where axe-core's script is once `npm ci --prefix tests/browser` has run.
pub const AXE_SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/browser/node_modules/axe-core/axe.min.js");

/// The command that installs every prerequisite.
const INSTALL: &str = "apt-get install postgresql-15 chromium chromium-driver npm && npm ci --prefix tests/browser";

impl Prerequisite {
    fn installed(self) -> bool {
        match self {
            Prerequisite::PostgreSql => {
                std::env::var_os("ARBITER_TEST_POSTGRES_PORT").is_some()
                    || Path::new(super::postgres::BIN).join("initdb").is_file()
            }
            Prerequisite::Chromium => {
                Path::new("/usr/bin/chromium").is_file() && Path::new("/usr/bin/chromedriver").is_file()
            }
            Prerequisite::Axe => Prerequisite::Chromium.installed() && Path::new(AXE_SCRIPT).is_file(),
        }
    }

    fn group(self) -> &'static str {
        match self {
            Prerequisite::PostgreSql => "the PostgreSQL tests (every HTTP scenario on PostgreSQL)",
            Prerequisite::Chromium => "the browser tests (JavaScript in headless Chromium)",
            Prerequisite::Axe => "the page tests in the browser (layout on a phone, accessibility with axe-core)",
        }
    }

    fn notice(self) -> &'static Once {
        static POSTGRES: Once = Once::new();
        static CHROMIUM: Once = Once::new();
        static AXE: Once = Once::new();
        match self {
            Prerequisite::PostgreSql => &POSTGRES,
            Prerequisite::Chromium => &CHROMIUM,
            Prerequisite::Axe => &AXE,
        }
    }
}

/// Whether the tests that need `what` run here: always under CI (where a
/// missing prerequisite then fails the test), otherwise only when installed.
/// A group left out is announced once per run.
pub fn available(what: Prerequisite) -> bool {
    let ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0");
    if ci || what.installed() {
        return true;
    }
    what.notice().call_once(|| {
        // Written to the terminal itself: the test harness captures what a passing test prints.
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "\nNOTE: {} did not run: not installed here. Install them with `{INSTALL}`, or run `.ci/run`, which installs them and runs everything.\n",
            what.group()
        );
    });
    false
}
