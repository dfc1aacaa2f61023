//! Settings from flags and environment variables.

use crate::private_files::{create_private_dir, write_private};
use std::path::{Path, PathBuf};

/// Where the SQLite database lives when no `DATABASE_URL` is given.
pub const DEFAULT_DATABASE: &str = "data/arbiter.db";

/// Everything the server needs to start.
#[derive(Clone, Debug)]
pub struct Config {
    /// Address to listen on, e.g. `127.0.0.1:8080`.
    pub bind: String,
    /// `postgres://...` or the path of an SQLite file.
    pub database_url: String,
    /// Key that signs and encrypts session cookies (at least 64 bytes).
    pub secret_key: Vec<u8>,
    /// Whether cookies carry the `Secure` flag (serve over HTTPS).
    pub cookie_secure: bool,
    /// The address the public reaches the app at (`https://chess.example.org`
    /// or with a path prefix), for the QR codes; `None`: the request's own
    /// scheme and host.
    pub public_url: Option<String>,
    /// The reverse proxy whose `X-Forwarded-For` names the client (sign-in
    /// throttling counts per client address); `None`: the connection's address.
    pub trusted_proxy: Option<std::net::IpAddr>,
    /// The SMTP relay that mails players their links and pairings (issue
    /// 56); `None`: no mail is sent.
    pub mail: Option<crate::mail::MailSettings>,
}

/// Why the settings cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The secret key is too short to be safe.
    #[error("ARBITER_SECRET_KEY must be at least 64 characters (got {0})")]
    ShortKey(usize),
    /// The key file could not be read or written.
    #[error("cannot use the key file {path}: {source}")]
    KeyFile {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The public address is not an absolute http(s) URL.
    #[error("ARBITER_PUBLIC_URL must be an http:// or https:// address without query or fragment (got {0:?})")]
    PublicUrl(String),
}

/// The public base address as given (`--public-url`), checked: `http://` or
/// `https://`, a host, no spaces, query or fragment; without the trailing slash.
pub fn public_url(given: &str) -> Result<String, ConfigError> {
    let bad = || ConfigError::PublicUrl(given.to_string());
    let rest = given.strip_prefix("https://").or_else(|| given.strip_prefix("http://")).ok_or_else(bad)?;
    let host = rest.split('/').next().unwrap_or_default();
    let unsafe_char = |c: char| c.is_whitespace() || c.is_control() || matches!(c, '?' | '#' | '"' | '<' | '>');
    if host.is_empty() || given.chars().any(unsafe_char) {
        return Err(bad());
    }
    Ok(given.trim_end_matches('/').to_string())
}

/// The folder beside which the generated secret key is kept: the SQLite
/// file's folder, or `./data` for PostgreSQL.
pub fn data_dir(database_url: &str) -> PathBuf {
    if crate::db::is_postgres_url(database_url) {
        return PathBuf::from("data");
    }
    let path = Path::new(database_url.strip_prefix("sqlite://").unwrap_or(database_url));
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// The session key: `ARBITER_SECRET_KEY` when given (several instances behind a
/// load balancer must share it), else a random key kept in `DIR/secret.key`,
/// created on first start with owner-only permissions.
pub fn secret_key(given: Option<&str>, dir: &Path) -> Result<Vec<u8>, ConfigError> {
    if let Some(key) = given {
        if key.len() < 64 {
            return Err(ConfigError::ShortKey(key.len()));
        }
        return Ok(key.as_bytes().to_vec());
    }
    let path = dir.join("secret.key");
    let key_err = |source| ConfigError::KeyFile { path: path.clone(), source };
    if let Ok(existing) = std::fs::read(&path)
        && existing.len() >= 64
    {
        return Ok(existing);
    }
    create_private_dir(dir).map_err(key_err)?;
    let key: Vec<u8> = (0..64).map(|_| rand::random::<u8>()).collect();
    write_private(&path, &key).map_err(key_err)?;
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_public_url_is_an_http_address_kept_without_its_trailing_slash() {
        assert_eq!(public_url("https://chess.example.org/").unwrap(), "https://chess.example.org");
        assert_eq!(public_url("http://10.0.0.5:8080/arbiter").unwrap(), "http://10.0.0.5:8080/arbiter");
        for bad in
            ["chess.example.org", "ftp://x.org", "https://", "https:///t", "https://a.org/?x=1", "https://a b.org"]
        {
            assert!(matches!(public_url(bad), Err(ConfigError::PublicUrl(_))), "{bad}");
        }
    }
}
