//! The public entry form's fields as typed, and their reading into an
//! entry: a name and club bounded like a player's, an optional FIDE ID and
//! date of birth read as on the registration form, and an optional e-mail
//! address of a plain shape.

use crate::actions::entries::EntryInput;
use crate::text::MAX_NAME;
use crate::web::birth_date::birth_date_field;
use crate::web::forms::{FieldErrors, check_line, optional_number};
use crate::web::i18n::Tr;
use chrono::NaiveDateTime;
use serde::Deserialize;

/// The longest e-mail address taken (RFC 5321's path limit, less its brackets).
pub const MAX_EMAIL: usize = 254;

/// The entry form as typed.
#[derive(Deserialize, Default, Clone, Debug, PartialEq, Eq)]
#[serde(default)]
pub struct EntryForm {
    /// `Lastname, Firstname` (may be empty with a FIDE ID in the list).
    pub name: String,
    /// FIDE ID.
    pub fide_id: String,
    /// Date of birth.
    pub birth_date: String,
    /// Club.
    pub club: String,
    /// E-mail address.
    pub email: String,
}

/// Whether `email` has the plain shape of an address: one `@` between a
/// local part and a domain of at least two labels, no spaces, no angle
/// brackets or quotes.
pub fn email_shape(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else { return false };
    let plain = |s: &str| !s.is_empty() && !s.chars().any(|c| c.is_whitespace() || "@<>\"(),;:[]\\".contains(c));
    plain(local) && plain(domain) && domain.split('.').count() >= 2 && domain.split('.').all(|label| !label.is_empty())
}

impl EntryForm {
    /// Reads the form into an entry sent from `address` at `now`; `None`,
    /// with the messages in `errors`, when a field is wrong.
    pub fn read(&self, tr: &Tr, errors: &mut FieldErrors, address: String, now: NaiveDateTime) -> Option<EntryInput> {
        let name = self.name.trim();
        check_line(tr, errors, "name", "player-name", name, MAX_NAME);
        let fide_id = match optional_number::<i64>(&self.fide_id) {
            Ok(id) if id.is_none_or(|i| (1..=99_999_999_999).contains(&i)) => id,
            _ => {
                errors.add("fide_id", tr.t("player-fide-id-invalid"));
                None
            }
        };
        if name.is_empty() && self.fide_id.trim().is_empty() {
            errors.add("name", tr.t("entry-name-missing"));
        }
        let birth_date = birth_date_field(tr, errors, "birth_date", &self.birth_date);
        let club = self.club.trim();
        check_line(tr, errors, "club", "player-club", club, MAX_NAME);
        let email = self.email.trim();
        if check_line(tr, errors, "email", "entry-email", email, MAX_EMAIL) && !email.is_empty() && !email_shape(email)
        {
            errors.add("email", tr.t("entry-email-invalid"));
        }
        if !errors.is_empty() {
            return None;
        }
        Some(EntryInput {
            name: name.to_string(),
            fide_id,
            birth_date,
            club: club.to_string(),
            email: email.to_string(),
            address,
            now,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Lang;

    fn now() -> NaiveDateTime {
        chrono::NaiveDate::from_ymd_opt(2026, 12, 14).unwrap().and_hms_opt(12, 0, 0).unwrap()
    }

    fn read(form: EntryForm) -> Result<EntryInput, FieldErrors> {
        let mut errors = FieldErrors::default();
        form.read(&Tr::new(Lang::En), &mut errors, "10.0.0.1".into(), now()).ok_or(errors)
    }

    #[test]
    fn plain_addresses_pass_and_odd_ones_do_not() {
        assert!(email_shape("anna.berg@example.org"));
        assert!(email_shape("a+chess@mail.example.co.uk"));
        for odd in ["", "anna", "anna@", "@example.org", "anna@example", "anna@@example.org", "anna berg@example.org"] {
            assert!(!email_shape(odd), "{odd:?}");
        }
        assert!(!email_shape("anna@example..org"));
        assert!(!email_shape("<anna@example.org>"));
    }

    #[test]
    fn a_full_entry_is_read_into_its_types() {
        let form = EntryForm {
            name: " Berg, Anna ".into(),
            fide_id: "24100002".into(),
            birth_date: "2011-03-04".into(),
            club: "Kazan CC".into(),
            email: "anna@example.org".into(),
        };
        let input = read(form).expect("read");
        assert_eq!(input.name, "Berg, Anna");
        assert_eq!(input.fide_id, Some(24100002));
        assert_eq!(input.birth_date, Some("2011/03/04".parse().unwrap()));
        assert_eq!((input.club.as_str(), input.email.as_str()), ("Kazan CC", "anna@example.org"));
        assert_eq!((input.address.as_str(), input.now), ("10.0.0.1", now()));
    }

    #[test]
    fn a_name_or_a_fide_id_is_needed_and_each_field_is_checked() {
        let errors = read(EntryForm::default()).unwrap_err();
        assert!(errors.has("name"));
        assert!(read(EntryForm { fide_id: "24100001".into(), ..EntryForm::default() }).is_ok(), "the list names him");
        let wrong = EntryForm {
            name: "x".repeat(MAX_NAME + 1),
            fide_id: "12ab".into(),
            birth_date: "31.02.1999".into(),
            club: String::new(),
            email: "not an address".into(),
        };
        let errors = read(wrong).unwrap_err();
        for field in ["name", "fide_id", "birth_date", "email"] {
            assert!(errors.has(field), "{field}");
        }
        let long = EntryForm {
            name: "A".into(),
            email: format!("{}@example.org", "a".repeat(MAX_EMAIL)),
            ..EntryForm::default()
        };
        assert!(read(long).unwrap_err().has("email"), "bounded");
    }
}
