//! Recovery codes: ten single-use codes shown once when two-step sign-in is
//! turned on, for when the phone is lost. Each is 12 characters of an
//! unambiguous alphabet (Crockford's base32: no I, L, O, U), 60 random bits,
//! shown as `xxxx-xxxx-xxxx`; only a SHA-256 of the account and the code is
//! stored. A slow hash (Argon2id) would add little to 60 random bits and
//! would cost ten hashes of 19 MiB per attempt.

use sha2::{Digest, Sha256};

/// How many codes a set has.
pub const COUNT: usize = 10;
/// Characters of a code, without the hyphens.
pub const LENGTH: usize = 12;
/// Characters between hyphens as shown.
const GROUP: usize = 4;
/// Crockford's base32, lower case: no letter that reads as another or as a digit.
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// A new set of codes, as shown (`xxxx-xxxx-xxxx`).
pub fn generate() -> Vec<String> {
    (0..COUNT)
        .map(|_| {
            let bytes: [u8; LENGTH] = rand::random();
            // 256 is a multiple of 32: every character is equally likely.
            let plain: String = bytes.iter().map(|b| char::from(ALPHABET[usize::from(b % 32)])).collect();
            show(&plain)
        })
        .collect()
}

/// A code as shown, hyphenated every four characters.
fn show(plain: &str) -> String {
    let groups: Vec<&str> =
        plain.as_bytes().chunks(GROUP).map(|g| std::str::from_utf8(g).unwrap_or_default()).collect();
    groups.join("-")
}

/// A typed code in its stored form: any case, hyphens and spaces ignored,
/// `o` read as zero and `i`/`l` as one (Crockford's rule); `None` unless it is
/// [`LENGTH`] characters of the alphabet.
pub fn normalize(input: &str) -> Option<String> {
    let plain: String = input
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| match c.to_ascii_lowercase() {
            'o' => '0',
            'i' | 'l' => '1',
            other => other,
        })
        .collect();
    (plain.len() == LENGTH && plain.bytes().all(|b| ALPHABET.contains(&b))).then_some(plain)
}

/// What is stored for a code of account `user_id` (hex SHA-256 of the account
/// and the normalized code: the same code of two accounts hashes apart).
pub fn hash(user_id: i32, normalized: &str) -> String {
    let digest = Sha256::digest(format!("arbiter recovery code {user_id} {normalized}").as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_is_ten_distinct_codes_that_read_back() {
        let codes = generate();
        assert_eq!(codes.len(), COUNT);
        for code in &codes {
            assert_eq!(code.len(), LENGTH + 2, "{code}");
            assert_eq!(code.matches('-').count(), 2, "{code}");
            let plain = normalize(code).unwrap();
            assert_eq!(show(&plain), *code);
        }
        let distinct: std::collections::BTreeSet<_> = codes.iter().collect();
        assert_eq!(distinct.len(), COUNT);
    }

    #[test]
    fn typing_is_forgiving_but_strict_about_the_alphabet() {
        assert_eq!(normalize("Ab12-cd34-ef56").as_deref(), Some("ab12cd34ef56"));
        assert_eq!(normalize(" AB12 CD34 EF56 ").as_deref(), Some("ab12cd34ef56"));
        assert_eq!(normalize("AB1O-CDL4-EFI6").as_deref(), Some("ab10cd14ef16"), "o, l and i read as digits");
        assert_eq!(normalize("AB12-CD34-EF5"), None, "too short");
        assert_eq!(normalize("AB12-CD34-EF5U"), None, "u is not in the alphabet");
        assert_eq!(normalize("123456"), None, "an app's code is not a recovery code");
    }

    #[test]
    fn hashes_depend_on_the_account_and_the_code() {
        let h = hash(1, "ab12cd34ef56");
        assert_eq!(h.len(), 64);
        assert_eq!(h, hash(1, "ab12cd34ef56"));
        assert_ne!(h, hash(2, "ab12cd34ef56"));
        assert_ne!(h, hash(1, "ab12cd34ef57"));
    }
}
