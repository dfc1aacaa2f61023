//! English and Russian: every user-facing string is a Fluent message in
//! `locales/`, looked up in the visitor's language.

use actix_web::HttpRequest;
use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid};
use std::borrow::Cow;
use std::collections::HashMap;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        // No Unicode isolation marks around arguments: the pages are plain HTML.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// The name of the cookie that keeps the chosen language.
pub const LANG_COOKIE: &str = "lang";

/// A language the interface speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// English.
    En,
    /// Russian.
    Ru,
}

impl Lang {
    /// Every language, in the order the switch shows them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ru];

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }

    /// The language from its code.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| code.trim().eq_ignore_ascii_case(l.code()))
    }

    fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En => langid!("en"),
            Lang::Ru => langid!("ru"),
        }
    }

    /// The language of a request: the `lang` cookie if set, else the best
    /// match of `Accept-Language`, else English.
    pub fn of_request(req: &HttpRequest) -> Lang {
        if let Some(lang) = req.cookie(LANG_COOKIE).and_then(|c| Lang::from_code(c.value())) {
            return lang;
        }
        let header =
            req.headers().get(actix_web::http::header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).unwrap_or("");
        Lang::from_accept_language(header)
    }

    /// Picks the supported language with the highest quality in an `Accept-Language` value.
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(f32, Lang)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let tag = parts.next().unwrap_or("").trim();
            let primary = tag.split('-').next().unwrap_or("");
            let q = parts.find_map(|p| p.trim().strip_prefix("q=")).and_then(|q| q.parse::<f32>().ok()).unwrap_or(1.0);
            if let Some(lang) = Lang::from_code(primary)
                && best.is_none_or(|(bq, _)| q > bq)
            {
                best = Some((q, lang));
            }
        }
        best.map_or(Lang::En, |(_, l)| l)
    }
}

/// A number that selects a plural form (templates pass values or references).
pub trait Count {
    /// The number.
    fn count(&self) -> i64;
}

macro_rules! impl_count {
    ($($t:ty),*) => {$(
        impl Count for $t {
            fn count(&self) -> i64 {
                i64::try_from(*self).unwrap_or(i64::MAX)
            }
        }
    )*};
}
impl_count!(i32, i64, u32, usize);

impl<T: Count> Count for &T {
    fn count(&self) -> i64 {
        (**self).count()
    }
}

/// An argument as Fluent sees it: a whole number written plainly (`21`, not
/// `+21` or `021`) is a number, so that selectors choose the plural form
/// (`[one]`, `[few]`, `[many]`) by it; anything else is text.
fn fluent_value(text: &str) -> FluentValue<'static> {
    match text.parse::<i64>() {
        Ok(n) if n.to_string() == text => FluentValue::from(n),
        _ => FluentValue::from(text.to_string()),
    }
}

/// The translator handed to templates: `tr.t("key")`, `tr.n("key", count)`.
#[derive(Clone, Copy, Debug)]
pub struct Tr {
    /// The language it translates into.
    pub lang: Lang,
}

impl Tr {
    /// A translator for a language.
    pub fn new(lang: Lang) -> Tr {
        Tr { lang }
    }

    /// The message `key`.
    pub fn t(&self, key: &str) -> String {
        LOCALES.lookup(&self.lang.id(), key)
    }

    /// The message `key` with one named argument.
    pub fn t1(&self, key: &str, name: &str, value: &str) -> String {
        let mut args: HashMap<Cow<'static, str>, FluentValue> = HashMap::new();
        args.insert(Cow::Owned(name.to_string()), fluent_value(value));
        LOCALES.lookup_with_args(&self.lang.id(), key, &args)
    }

    /// The message `key` with several named arguments.
    pub fn args(&self, key: &str, args: &[(&str, String)]) -> String {
        let map: HashMap<Cow<'static, str>, FluentValue> =
            args.iter().map(|(k, v)| (Cow::Owned(k.to_string()), fluent_value(v))).collect();
        LOCALES.lookup_with_args(&self.lang.id(), key, &map)
    }

    /// The message `key` for a count with more named arguments: the message
    /// chooses the plural form from `$count`.
    pub fn n_args(&self, key: &str, count: impl Count, args: &[(&str, String)]) -> String {
        let mut map: HashMap<Cow<'static, str>, FluentValue> =
            args.iter().map(|(k, v)| (Cow::Owned(k.to_string()), fluent_value(v))).collect();
        map.insert(Cow::Borrowed("count"), FluentValue::from(count.count()));
        LOCALES.lookup_with_args(&self.lang.id(), key, &map)
    }

    /// The message `prefix` + `code`, for codes stored in the database (`system-rr`...).
    pub fn tk(&self, prefix: &str, code: &str) -> String {
        self.t(&format!("{prefix}{code}"))
    }

    /// Numbers in machine form (`1.03`, `-0.5`, `+1.4`, `≥ 5.5`) written with the language's
    /// decimal sign: `1,03` in Russian. Only a point between two digits changes; other text
    /// (`—`, `2½`) is left as it is. Files (CSV, TRF) keep the machine form and do not call this.
    pub fn decimal(&self, machine: &str) -> String {
        if self.lang == Lang::En {
            return machine.to_string();
        }
        let chars: Vec<char> = machine.chars().collect();
        let digit = |i: Option<usize>| i.and_then(|i| chars.get(i)).is_some_and(char::is_ascii_digit);
        let between_digits = |i: usize| chars[i] == '.' && digit(i.checked_sub(1)) && digit(Some(i + 1));
        (0..chars.len()).map(|i| if between_digits(i) { ',' } else { chars[i] }).collect()
    }

    /// The message `key` for a count: the message chooses the plural form from `$count`.
    pub fn n(&self, key: &str, count: impl Count) -> String {
        let mut args: HashMap<Cow<'static, str>, FluentValue> = HashMap::new();
        args.insert(Cow::Borrowed("count"), FluentValue::from(count.count()));
        LOCALES.lookup_with_args(&self.lang.id(), key, &args)
    }
}

#[cfg(test)]
#[path = "i18n_keys.rs"]
mod keys;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_plural_forms() {
        let tr = Tr::new(Lang::Ru);
        assert_eq!(tr.n("players-count", 1), "1 игрок");
        assert_eq!(tr.n("players-count", 2), "2 игрока");
        assert_eq!(tr.n("players-count", 5), "5 игроков");
        assert_eq!(tr.n("players-count", 21), "21 игрок");
        assert_eq!(tr.n("players-count", 12), "12 игроков");
        let en = Tr::new(Lang::En);
        assert_eq!(en.n("players-count", 1), "1 player");
        assert_eq!(en.n("players-count", 5), "5 players");
    }

    #[test]
    fn numbers_given_as_text_choose_the_plural_form() {
        let tr = Tr::new(Lang::Ru);
        assert_eq!(tr.t1("category-age-under", "age", "21"), "до 21 года");
        assert_eq!(tr.t1("category-age-under", "age", "16"), "до 16 лет");
        assert_eq!(tr.t1("category-age-at-least", "age", "21"), "21 год и старше");
        assert_eq!(tr.t1("category-age-at-least", "age", "62"), "62 года и старше");
        assert_eq!(tr.t1("category-age-at-least", "age", "60"), "60 лет и старше");
        assert_eq!(tr.t1("trf-field-rank", "x", "07"), "место", "text that is no plain number stays text");
    }

    #[test]
    fn decimals_are_written_with_the_languages_sign() {
        let (ru, en) = (Tr::new(Lang::Ru), Tr::new(Lang::En));
        assert_eq!(ru.decimal("1.03"), "1,03");
        assert_eq!(ru.decimal("+1.4"), "+1,4");
        assert_eq!(ru.decimal("-0.5"), "-0,5");
        assert_eq!(ru.decimal("3333.34"), "3333,34");
        assert_eq!(en.decimal("1.03"), "1.03");
        assert_eq!(ru.decimal("≥ 5.5"), "≥ 5,5");
        for text in ["12", "—", "2½", ".5", "5.", "a.b", ""] {
            assert_eq!(ru.decimal(text), text, "not a machine decimal: {text:?}");
        }
    }

    #[test]
    fn points_choose_the_plural_form_fractions_too() {
        let summary = |lang: Lang, points: &str| {
            let args = [("rank", "6".to_string()), ("points", points.to_string()), ("n", "3".to_string())];
            Tr::new(lang).args("card-summary", &args)
        };
        let ru = [
            ("1", "1 очко"),
            ("2", "2 очка"),
            ("5", "5 очков"),
            ("21", "21 очко"),
            ("1½", "1½ очка"),
            ("0", "0 очков"),
        ];
        for (points, words) in ru {
            assert_eq!(summary(Lang::Ru, points), format!("6-е место, {words} после 3-го тура"));
        }
        for (points, words) in [("1", "1 point"), ("1½", "1½ points"), ("0", "0 points")] {
            assert_eq!(summary(Lang::En, points), format!("Rank 6 with {words} after round 3"));
        }
    }

    #[test]
    fn accept_language_negotiation() {
        assert_eq!(Lang::from_accept_language("ru-RU,ru;q=0.9,en;q=0.8"), Lang::Ru);
        assert_eq!(Lang::from_accept_language("de-DE,en;q=0.5,ru;q=0.4"), Lang::En);
        assert_eq!(Lang::from_accept_language("fr"), Lang::En);
        assert_eq!(Lang::from_accept_language(""), Lang::En);
    }

    #[test]
    fn every_message_parses() {
        use fluent_templates::fluent_bundle::FluentResource;
        for lang in ["en", "ru"] {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/locales/").to_string() + lang + "/main.ftl";
            let text = std::fs::read_to_string(&path).unwrap();
            if let Err((_, errors)) = FluentResource::try_new(text) {
                panic!("{path}: {errors:?}");
            }
        }
    }

    #[test]
    fn every_english_message_has_a_russian_translation() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/locales");
        let keys = |lang: &str| -> Vec<String> {
            let text = std::fs::read_to_string(format!("{dir}/{lang}/main.ftl")).unwrap();
            let mut keys: Vec<String> = text
                .lines()
                .filter(|l| !l.starts_with([' ', '#', '-', '[', '*']) && l.contains(" ="))
                .map(|l| l.split(" =").next().unwrap().trim().to_string())
                .collect();
            keys.sort();
            keys
        };
        assert_eq!(keys("en"), keys("ru"));
    }
}
