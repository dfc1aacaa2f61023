//! Dates of birth as typed in a form: `YYYY/MM/DD`, `YYYY-MM-DD`,
//! `DD.MM.YYYY` or a year alone, read into the TRF form the app stores.

use crate::tournament::BirthDate;
use crate::web::forms::FieldErrors;
use crate::web::i18n::Tr;

/// Why a birth date typed is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadBirthDate {
    /// Not a date in a form the app reads.
    Unreadable,
    /// Read, but no such day (31.02.1999).
    NoSuchDay,
}

/// A birth date in TRF form `YYYY/MM/DD`; a year alone becomes `YYYY/00/00`
/// (partial dates occur in FIDE data). Empty when none was typed.
pub fn normalize_birth_date(text: &str) -> Result<String, BadBirthDate> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(String::new());
    }
    let parts: Vec<&str> = t.split(['/', '-', '.']).collect();
    let (y, m, d) = match parts.as_slice() {
        [y] => (*y, "0", "0"),
        [y, m, d] if y.len() == 4 => (*y, *m, *d),
        [d, m, y] if y.len() == 4 => (*y, *m, *d),
        _ => return Err(BadBirthDate::Unreadable),
    };
    let number = |x: &str| x.parse::<u32>().map_err(|_| BadBirthDate::Unreadable);
    let (y, m, d) = (number(y)?, number(m)?, number(d)?);
    if !(1900..=2100).contains(&y) || m > 12 || d > 31 {
        return Err(BadBirthDate::Unreadable);
    }
    if m > 0 && d > 0 && chrono::NaiveDate::from_ymd_opt(y as i32, m, d).is_none() {
        return Err(BadBirthDate::NoSuchDay);
    }
    Ok(format!("{y:04}/{m:02}/{d:02}"))
}

/// Reads the date of birth typed in form field `field`: none when left
/// empty; a message at the field (and none) when it is not a date the app
/// reads, or names no day of the calendar.
pub fn birth_date_field(tr: &Tr, errors: &mut FieldErrors, field: &str, typed: &str) -> Option<BirthDate> {
    match normalize_birth_date(typed).map(|d| (d.is_empty(), d.parse::<BirthDate>())) {
        Ok((true, _)) => None,
        Ok((false, Ok(date))) => Some(date),
        Ok((false, Err(_))) | Err(BadBirthDate::Unreadable) => {
            errors.add(field, tr.t("player-birth-date-invalid"));
            None
        }
        Err(BadBirthDate::NoSuchDay) => {
            errors.add(field, tr.t1("player-birth-date-no-such-day", "date", typed.trim()));
            None
        }
    }
}
