//! The address visitors reached the app at, for addresses written into
//! pages (a tournament's public address and its QR code among them), and
//! values written into an address.

use super::AppState;
use super::i18n::Tr;
use crate::db::TournamentId;
use actix_web::HttpRequest;

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

/// The client's address as throttling counts it (sign-in failures, online
/// entries): the connection's, or the one the trusted proxy names
/// ([`crate::auth::throttle::client_address`]); empty when unknown.
pub fn client_address_key(state: &AppState, req: &HttpRequest) -> String {
    let forwarded = req.headers().get(actix_web::http::header::X_FORWARDED_FOR).and_then(|v| v.to_str().ok());
    req.peer_addr()
        .map(|a| crate::auth::throttle::client_address(a.ip(), forwarded, state.trusted_proxy).to_string())
        .unwrap_or_default()
}

/// The tournament's public address for a QR code and its text, scanned by
/// players in the hall.
pub struct AddressQr {
    /// `https://host/t/ID`.
    pub address: String,
    /// The QR code as inline SVG (empty if the address is too long to encode).
    pub svg: String,
}

impl AddressQr {
    /// The tournament's address (the configured public URL, else the one the
    /// request came to) and its QR code, labelled in the visitor's language.
    pub fn of(tr: &Tr, state: &AppState, req: &HttpRequest, id: TournamentId) -> AddressQr {
        AddressQr::at(tr, state, req, &format!("/t/{id}"))
    }

    /// The app's address of `path` (`/t/7/me/SECRET`: the configured public
    /// URL, else the one the request came to) and its QR code.
    pub fn at(tr: &Tr, state: &AppState, req: &HttpRequest, path: &str) -> AddressQr {
        let address = app_address(state, req, path);
        let svg = crate::web::qr::svg(&address, &tr.t1("qr-label", "address", &address)).unwrap_or_default();
        AddressQr { address, svg }
    }

    /// The address cut after each `/` and `.`, where the page may wrap it
    /// (a `<wbr>` after each part) instead of inside a word of the host.
    pub fn address_parts(&self) -> Vec<&str> {
        self.address.split_inclusive(['/', '.']).collect()
    }
}

/// The full address of the app's page `path` (starting with `/`) for
/// players to open: under the configured public URL, else under the one
/// the request came to.
pub fn app_address(state: &AppState, req: &HttpRequest, path: &str) -> String {
    let base = match &state.public_url {
        Some(url) => url.clone(),
        None => request_base(state, req),
    };
    address_under(&base, path)
}

/// A page's address under a base address (`https://host` or with a path
/// prefix): `path` starts with `/`.
pub fn address_under(base: &str, path: &str) -> String {
    format!("{}{path}", base.trim_end_matches('/'))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_is_the_page_under_the_base() {
        assert_eq!(address_under("https://chess.example.org", "/t/7"), "https://chess.example.org/t/7");
        assert_eq!(address_under("http://10.0.0.5:8080/arbiter/", "/t/7"), "http://10.0.0.5:8080/arbiter/t/7");
    }
}
