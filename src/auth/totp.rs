//! Time-based one-time passwords (RFC 6238) as authenticator apps make them:
//! HMAC-SHA1, a 30-second step, 6 digits, secrets of 20 random bytes shown in
//! base32 (RFC 4648, no padding). Pure: the time comes in as an argument, so
//! the rules are tested against the RFC's vectors without a clock.

use hmac::{Hmac, KeyInit, Mac};
use sha1::Sha1;

/// Seconds per time step.
pub const STEP_SECONDS: i64 = 30;
/// Digits of a code.
pub const DIGITS: u32 = 6;
/// Bytes of a new secret (160 bits, the size of an HMAC-SHA1 output, as RFC 4226 recommends).
pub const SECRET_BYTES: usize = 20;
/// Steps of clock drift accepted either side of the server's current step.
pub const DRIFT_STEPS: i64 = 1;
/// The issuer named in the enrolment address and shown by the app.
pub const ISSUER: &str = "arbiter";

/// The RFC 4648 base32 alphabet.
const BASE32: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/// A new random secret.
pub fn new_secret() -> [u8; SECRET_BYTES] {
    rand::random()
}

/// HOTP (RFC 4226): the `digits`-digit code of `key` at `counter`.
pub fn hotp(key: &[u8], counter: u64, digits: u32) -> u32 {
    // HMAC takes a key of any length: this cannot fail.
    let mut mac = <Hmac<Sha1> as KeyInit>::new_from_slice(key).expect("HMAC accepts any key length");
    mac.update(&counter.to_be_bytes());
    let hash = mac.finalize().into_bytes();
    // Dynamic truncation: the low nibble of the last byte picks four bytes.
    let offset = usize::from(hash[hash.len() - 1] & 0x0f);
    let word = u32::from_be_bytes([hash[offset], hash[offset + 1], hash[offset + 2], hash[offset + 3]]) & 0x7fff_ffff;
    word % 10u32.pow(digits)
}

/// The time step that `unix_seconds` falls in.
pub fn step_at(unix_seconds: i64) -> i64 {
    unix_seconds.div_euclid(STEP_SECONDS)
}

/// The code of `key` at time step `step`, zero-padded to [`DIGITS`].
pub fn code_at_step(key: &[u8], step: i64) -> String {
    // A step before 1970 has no code an app would show; it is clamped to 0.
    format!("{:0width$}", hotp(key, u64::try_from(step).unwrap_or(0), DIGITS), width = DIGITS as usize)
}

/// The code an authenticator app shows for `key` at `unix_seconds`.
pub fn code_at(key: &[u8], unix_seconds: i64) -> String {
    code_at_step(key, step_at(unix_seconds))
}

/// A typed code: exactly [`DIGITS`] digits once spaces are taken out (apps
/// show `123 456`); `None` for anything else.
pub fn parse_code(input: &str) -> Option<String> {
    let digits: String = input.chars().filter(|c| !c.is_whitespace()).collect();
    (digits.len() == DIGITS as usize && digits.bytes().all(|b| b.is_ascii_digit())).then_some(digits)
}

/// The time step whose code `input` is, if it is the code of one of the
/// steps within [`DRIFT_STEPS`] of `now` that is later than `last_used` (a
/// code once accepted, or any older one, is never accepted again).
pub fn verify(key: &[u8], input: &str, now: i64, last_used: Option<i64>) -> Option<i64> {
    let code = parse_code(input)?;
    let current = step_at(now);
    (current - DRIFT_STEPS..=current + DRIFT_STEPS)
        .filter(|&step| last_used.is_none_or(|last| step > last))
        .find(|&step| same(code_at_step(key, step).as_bytes(), code.as_bytes()))
}

/// Byte strings compared in constant time.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// Base32 (RFC 4648) without padding.
pub fn base32_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(5) * 8);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for &b in bytes {
        buffer = (buffer << 8) | u32::from(b);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(BASE32[((buffer >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        out.push(char::from(BASE32[((buffer << (5 - bits)) & 31) as usize]));
    }
    out
}

/// Decodes base32 (RFC 4648), ignoring case, spaces and padding; `None` for
/// any other character.
pub fn base32_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 5 / 8);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for c in text.chars().filter(|c| !c.is_whitespace() && *c != '=') {
        let upper = c.to_ascii_uppercase();
        let value = BASE32.iter().position(|&a| char::from(a) == upper)?;
        buffer = (buffer << 5) | value as u32;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
            buffer &= (1 << bits) - 1;
        }
    }
    Some(out)
}

/// The `otpauth://` address an authenticator app reads from the enrolment
/// QR code: `otpauth://totp/arbiter:USER?secret=...&issuer=arbiter`, the
/// account name percent-encoded.
pub fn otpauth_uri(account: &str, secret_base32: &str) -> String {
    let mut label = String::new();
    for b in account.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            label.push(char::from(b));
        } else {
            label.push_str(&format!("%{b:02X}"));
        }
    }
    format!("otpauth://totp/{ISSUER}:{label}?secret={secret_base32}&issuer={ISSUER}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The RFC's ASCII key "12345678901234567890".
    const RFC_KEY: &[u8] = b"12345678901234567890";

    #[test]
    fn hotp_matches_rfc_4226_appendix_d() {
        let expected = [755224, 287082, 359152, 969429, 338314, 254676, 287922, 162583, 399871, 520489];
        for (counter, code) in expected.into_iter().enumerate() {
            assert_eq!(hotp(RFC_KEY, counter as u64, 6), code, "counter {counter}");
        }
    }

    #[test]
    fn totp_matches_rfc_6238_appendix_b_sha1() {
        let rows: [(i64, u32); 6] = [
            (59, 94287082),
            (1111111109, 7081804),
            (1111111111, 14050471),
            (1234567890, 89005924),
            (2000000000, 69279037),
            (20000000000, 65353130),
        ];
        for (time, code) in rows {
            let step = u64::try_from(step_at(time)).unwrap();
            assert_eq!(hotp(RFC_KEY, step, 8), code, "time {time}");
            // The six digits in use are the last six of the eight.
            assert_eq!(code_at(RFC_KEY, time), format!("{:06}", code % 1_000_000), "time {time}");
        }
    }

    #[test]
    fn codes_within_one_step_of_drift_are_accepted_once() {
        let now = 1_800_000_015;
        let step = step_at(now);
        let before = code_at(RFC_KEY, now - STEP_SECONDS);
        let current = code_at(RFC_KEY, now);
        let after = code_at(RFC_KEY, now + STEP_SECONDS);
        assert_eq!(verify(RFC_KEY, &current, now, None), Some(step));
        assert_eq!(verify(RFC_KEY, &before, now, None), Some(step - 1));
        assert_eq!(verify(RFC_KEY, &after, now, None), Some(step + 1));
        assert_eq!(verify(RFC_KEY, &code_at(RFC_KEY, now - 2 * STEP_SECONDS), now, None), None, "too old");
        assert_eq!(verify(RFC_KEY, &code_at(RFC_KEY, now + 2 * STEP_SECONDS), now, None), None, "too new");
        assert_eq!(verify(RFC_KEY, &current, now, Some(step)), None, "used once: never again");
        assert_eq!(verify(RFC_KEY, &before, now, Some(step)), None, "nor an older one");
        assert_eq!(verify(RFC_KEY, &after, now, Some(step)), Some(step + 1), "a later one is fine");
        let spaced = format!("{} {}", &current[..3], &current[3..]);
        assert_eq!(verify(RFC_KEY, &spaced, now, None), Some(step), "as apps show it");
    }

    #[test]
    fn malformed_codes_are_refused() {
        let now = 1_800_000_015;
        for bad in ["", "12345", "1234567", "12a456", "١٢٣٤٥٦", "123456\u{0}"] {
            assert_eq!(parse_code(bad), None, "{bad:?}");
            assert_eq!(verify(RFC_KEY, bad, now, None), None, "{bad:?}");
        }
    }

    #[test]
    fn base32_round_trips_and_matches_rfc_4648() {
        // RFC 4648 section 10, without the padding.
        let vectors =
            [("", ""), ("f", "MY"), ("fo", "MZXQ"), ("foo", "MZXW6"), ("foob", "MZXW6YQ"), ("fooba", "MZXW6YTB")];
        for (plain, encoded) in vectors {
            assert_eq!(base32_encode(plain.as_bytes()), encoded);
            assert_eq!(base32_decode(encoded).unwrap(), plain.as_bytes());
        }
        assert_eq!(base32_decode("mzxw 6ytb oi======").unwrap(), b"foobar", "any case, spaces, padding");
        assert_eq!(base32_decode("MZ1"), None, "not in the alphabet");
        let secret = new_secret();
        let text = base32_encode(&secret);
        assert_eq!(text.len(), 32, "20 bytes are 32 characters");
        assert_eq!(base32_decode(&text).unwrap(), secret);
    }

    #[test]
    fn the_enrolment_address_names_issuer_and_account() {
        assert_eq!(
            otpauth_uri("anna", "JBSWY3DPEHPK3PXP"),
            "otpauth://totp/arbiter:anna?secret=JBSWY3DPEHPK3PXP&issuer=arbiter"
        );
        assert_eq!(
            otpauth_uri("Анна Б?&", "AB"),
            "otpauth://totp/arbiter:%D0%90%D0%BD%D0%BD%D0%B0%20%D0%91%3F%26?secret=AB&issuer=arbiter"
        );
    }
}
