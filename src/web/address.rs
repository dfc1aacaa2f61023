//! The address visitors reached the app at, for addresses written into
//! pages, and values written into an address.

use super::AppState;

/// The scheme and host the visitor reached the app at (`https://host`), for
/// addresses written into pages. `X-Forwarded-Proto`, `X-Forwarded-Host` and
/// `Forwarded` are believed only from the trusted reverse proxy; anyone
/// else gets the app's own scheme and a `Host` header made of host-name
/// characters only (nothing that could turn the address into a script).
pub fn request_base(state: &AppState, req: &actix_web::HttpRequest) -> String {
    let own_scheme = if state.https { "https" } else { "http" };
    let from_proxy = state.trusted_proxy.is_some() && req.peer_addr().map(|a| a.ip()) == state.trusted_proxy;
    let (scheme, host) = if from_proxy {
        let info = req.connection_info();
        let scheme = if info.scheme() == "https" { "https" } else { own_scheme };
        (scheme, info.host().to_string())
    } else {
        let host = req.headers().get(actix_web::http::header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("");
        (own_scheme, host.to_string())
    };
    let plain_host = !host.is_empty()
        && host.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']'));
    let host = if plain_host { host } else { "localhost".to_string() };
    format!("{scheme}://{host}")
}

/// Percent-encodes a value for a query string.
pub fn url_encode(value: &str) -> String {
    let mut out = String::new();
    for b in value.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~/".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}
