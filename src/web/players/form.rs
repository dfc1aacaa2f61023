//! The player form and CSV rows: parsing and validation into stored fields.

use crate::db::models::{PlayerFields, PlayerRow};
use crate::rating::source::{ListedAs, RatingSource};
use crate::text::{self, LineError, MAX_NAME};
use crate::tournament::{Sex, Title};
use crate::web::birth_date::birth_date_field;
use crate::web::forms::{FieldErrors, check_line, optional_number};
use crate::web::i18n::Tr;
use serde::Deserialize;

/// A player's fields as typed (a form, or one CSV row).
#[derive(Deserialize, Default, Clone, Debug, PartialEq, Eq)]
#[serde(default)]
pub struct PlayerForm {
    /// `Lastname, Firstname`.
    pub name: String,
    /// `m`, `w` or empty.
    pub sex: String,
    /// Title code or empty.
    pub title: String,
    /// FIDE rating.
    pub fide_rating: String,
    /// National rating.
    pub national_rating: String,
    /// Federation.
    pub federation: String,
    /// FIDE id.
    pub fide_id: String,
    /// Birth date.
    pub birth_date: String,
    /// Club.
    pub club: String,
    /// Version read (edits).
    pub version: String,
    /// Where the FIDE rating came from, while it is the one `fide_rating_listed` says.
    pub fide_rating_source: String,
    /// The FIDE rating as its source gave it.
    pub fide_rating_listed: String,
    /// Where the national rating came from, while it is `national_rating_listed`.
    pub national_rating_source: String,
    /// The national rating as its source gave it.
    pub national_rating_listed: String,
    /// The registration form's token: the highest player id when the form
    /// was shown. A player registered since with the very same fields is
    /// this form sent twice.
    pub registered_after: String,
    /// Ticked: register even though a player with the same name and date
    /// of birth is registered.
    pub same_anyway: String,
}

/// The CSV columns, in the order of the template file.
pub const CSV_COLUMNS: [&str; 9] =
    ["name", "sex", "title", "fide_rating", "national_rating", "federation", "fide_id", "birth_date", "club"];

impl PlayerForm {
    /// The form filled from a stored player.
    pub fn from_row(p: &PlayerRow) -> PlayerForm {
        let opt = |v: Option<i32>| v.map(|x| x.to_string()).unwrap_or_default();
        PlayerForm {
            name: p.name.clone(),
            sex: p.sex.map_or("", Sex::code).to_string(),
            title: p.title_code().to_string(),
            fide_rating: opt(p.fide_rating),
            national_rating: opt(p.national_rating),
            federation: p.federation.clone(),
            fide_id: p.fide_id.map(|x| x.to_string()).unwrap_or_default(),
            birth_date: p.birth_date.map(|d| d.to_string()).unwrap_or_default(),
            club: p.club.clone(),
            version: p.version.to_string(),
            fide_rating_source: p.fide_rating_source.clone(),
            fide_rating_listed: opt(p.fide_rating),
            national_rating_source: p.national_rating_source.clone(),
            national_rating_listed: opt(p.national_rating),
            ..PlayerForm::default()
        }
    }

    /// The form with each field cut to an excerpt ([`text::excerpt`]): a
    /// refused CSV row as the preview shows it, never a whole long value.
    fn excerpted(self) -> PlayerForm {
        let cut = |s: String| text::excerpt(&s);
        PlayerForm {
            name: cut(self.name),
            sex: cut(self.sex),
            title: cut(self.title),
            fide_rating: cut(self.fide_rating),
            national_rating: cut(self.national_rating),
            federation: cut(self.federation),
            fide_id: cut(self.fide_id),
            birth_date: cut(self.birth_date),
            club: cut(self.club),
            ..self
        }
    }

    /// Sets a field by its CSV column name; unknown columns are ignored.
    pub fn set(&mut self, column: &str, value: &str) {
        let v = value.to_string();
        match column {
            "name" => self.name = v,
            "sex" => self.sex = v,
            "title" => self.title = v,
            "fide_rating" => self.fide_rating = v,
            "national_rating" => self.national_rating = v,
            "federation" => self.federation = v,
            "fide_id" => self.fide_id = v,
            "birth_date" => self.birth_date = v,
            "club" => self.club = v,
            _ => {}
        }
    }

    /// Checks every field; `None` with messages in `errors` when something is wrong.
    pub fn validate(&self, tr: &Tr, errors: &mut FieldErrors) -> Option<PlayerFields> {
        let name = self.name.trim();
        if name.is_empty() {
            errors.add("name", tr.t("player-name-invalid"));
        }
        check_line(tr, errors, "name", "player-name", name, MAX_NAME);
        let sex = match self.sex.trim() {
            "" => None,
            s => s.parse::<Sex>().map_err(|_| errors.add("sex", tr.t("player-sex-invalid"))).ok(),
        };
        let title = match self.title.trim() {
            "" => None,
            t => t.parse::<Title>().map_err(|_| errors.add("title", tr.t("player-title-invalid"))).ok(),
        };
        let rating = |text: &str, field: &'static str, errors: &mut FieldErrors| match optional_number::<i32>(text) {
            Ok(Some(r)) if (0..=3500).contains(&r) => Some(r).filter(|&r| r > 0),
            Ok(None) => None,
            _ => {
                errors.add(field, tr.t("player-rating-invalid"));
                None
            }
        };
        let fide_rating = rating(&self.fide_rating, "fide_rating", errors);
        let national_rating = rating(&self.national_rating, "national_rating", errors);
        let federation = self.federation.trim().to_ascii_uppercase();
        if !(federation.is_empty() || (federation.len() == 3 && federation.bytes().all(|b| b.is_ascii_uppercase()))) {
            errors.add("federation", tr.t("form-federation-invalid"));
        }
        let fide_id = match optional_number::<i64>(&self.fide_id) {
            Ok(id) if id.is_none_or(|i| (1..=99_999_999_999).contains(&i)) => id,
            _ => {
                errors.add("fide_id", tr.t("player-fide-id-invalid"));
                None
            }
        };
        let birth_date = birth_date_field(tr, errors, "birth_date", &self.birth_date);
        let club = self.club.trim();
        check_line(tr, errors, "club", "player-club", club, MAX_NAME);
        if !errors.is_empty() {
            return None;
        }
        Some(PlayerFields {
            name: name.to_string(),
            sex,
            title,
            fide_rating,
            national_rating,
            federation,
            fide_id,
            birth_date,
            club: club.to_string(),
            fide_rating_source: kept_source(fide_rating, &self.fide_rating_listed, &self.fide_rating_source),
            national_rating_source: kept_source(
                national_rating,
                &self.national_rating_listed,
                &self.national_rating_source,
            ),
        })
    }
}

impl PlayerForm {
    /// Where its ratings came from, in the visitor's language (checklist
    /// Q134): "FIDE rating: from FIDE 2026-12, effective rapid rating".
    pub fn rating_sources(&self, tr: &Tr) -> String {
        let line = |key: &str, rating: &str, source: &str| {
            (!rating.trim().is_empty())
                .then(|| tr.t1(key, "source", &source_text(tr, &RatingSource::from_code(source))))
        };
        [
            line("rating-source-fide", &self.fide_rating, &self.fide_rating_source),
            line("rating-source-national", &self.national_rating, &self.national_rating_source),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ")
    }
}

/// A rating's source, in the visitor's language.
pub fn source_text(tr: &Tr, source: &RatingSource) -> String {
    match source {
        RatingSource::ByHand => tr.t("rating-source-hand"),
        RatingSource::Trf => tr.t("rating-source-trf"),
        RatingSource::List { list, rating } => {
            let kind = match rating {
                ListedAs::National => "national",
                ListedAs::Fide(r) => r.code(),
            };
            tr.args("rating-source-list", &[("list", list.clone()), ("kind", tr.tk("rating-source-kind-", kind))])
        }
    }
}

/// The longest source a form may carry (a list's name and month, and the rating's kind).
const MAX_SOURCE: usize = 120;

/// A rating's source as the form carries it (checklist Q134): the list's
/// while the rating is still the one the list gave, typed by hand once the
/// arbiter changed it.
pub fn kept_source(rating: Option<i32>, listed: &str, source: &str) -> String {
    let unchanged = rating.is_some() && rating == listed.trim().parse().ok();
    match unchanged && source.len() <= MAX_SOURCE {
        true => RatingSource::from_code(source).code(),
        false => String::new(),
    }
}

/// The column of a team event's CSV naming each player's team.
pub const TEAM_COLUMN: &str = "team";

/// One parsed CSV row: its line number, the typed fields, and the outcome.
pub struct CsvRow {
    /// 1-based line in the file (the header is line 1).
    pub line: usize,
    /// The fields as typed.
    pub form: PlayerForm,
    /// The team named in the [`TEAM_COLUMN`] (a team event's file), trimmed;
    /// empty when none.
    pub team: String,
    /// The stored fields, or the messages for this row.
    pub result: Result<PlayerFields, Vec<String>>,
}

/// Why a CSV file could not be read at all.
#[derive(Debug, PartialEq, Eq)]
pub enum CsvError {
    /// No header line.
    Empty,
    /// The header has no name column.
    NoNameColumn,
    /// Unknown column names.
    UnknownColumns(Vec<String>),
    /// Not CSV: the line where reading stopped, if known.
    Malformed(Option<u64>),
    /// A line longer than [`text::MAX_LINE`] bytes or holding a control
    /// character (tab aside), with its line and column.
    Text(LineError),
}

/// Other names a header may give a column, as Russian spreadsheets title
/// them (normalized by [`column_key`]), with the column they fill. A name may
/// also come in two columns, `last_name` and `first_name` (фамилия, имя); a
/// patronymic (`middle_name`, отчество) is accepted and left out, as FIDE
/// names have none.
pub const COLUMN_ALIASES: [(&str, &str); 25] = [
    ("фио", "name"),
    ("игрок", "name"),
    ("участник", "name"),
    ("фамилия", "last_name"),
    ("имя", "first_name"),
    ("отчество", "middle_name"),
    ("пол", "sex"),
    ("звание", "title"),
    ("титул", "title"),
    ("рейтинг", "fide_rating"),
    ("рейтинг_фиде", "fide_rating"),
    ("эло", "fide_rating"),
    ("рейтинг_фшр", "national_rating"),
    ("национальный_рейтинг", "national_rating"),
    ("федерация", "federation"),
    ("страна", "federation"),
    ("фиде_id", "fide_id"),
    ("id_фиде", "fide_id"),
    ("код_фиде", "fide_id"),
    ("дата_рождения", "birth_date"),
    ("год_рождения", "birth_date"),
    ("клуб", "club"),
    ("команда", TEAM_COLUMN),
    ("last_name", "last_name"),
    ("first_name", "first_name"),
];

/// A header cell as compared with the column names: lower case, `ё` as `е`,
/// spaces and hyphens as `_`, dots dropped (`Ф.И.О.` is `фио`).
fn column_key(header: &str) -> String {
    header.trim().to_lowercase().replace('ё', "е").replace([' ', '-'], "_").replace('.', "")
}

/// The column a header cell names, if any; the [`TEAM_COLUMN`] only in a
/// team event's file.
fn column_of(header: &str, teams: bool) -> Option<&'static str> {
    let key = column_key(header);
    CSV_COLUMNS
        .iter()
        .copied()
        .chain(Some(TEAM_COLUMN))
        .find(|c| *c == key)
        .or_else(|| COLUMN_ALIASES.iter().find(|(alias, _)| *alias == key).map(|(_, column)| *column))
        .filter(|column| teams || *column != TEAM_COLUMN)
}

/// A name given in two columns, in FIDE form `Lastname, Firstname`.
fn joined_name(last: &str, first: &str) -> String {
    match (last.trim(), first.trim()) {
        ("", first) => first.to_string(),
        (last, "") => last.to_string(),
        (last, first) => format!("{last}, {first}"),
    }
}

/// Reads a player CSV (comma or semicolon separated, header line with the
/// [`CSV_COLUMNS`] names or their [`COLUMN_ALIASES`] in any order) and
/// validates every row. Lines are numbered as an editor numbers them,
/// whatever the line ends (CR LF from Windows and browsers, LF, CR). Every
/// line is checked first ([`text::check_lines`]), and each field of a row
/// is bounded (names and clubs [`MAX_NAME`] characters, the other fields by
/// their forms); a refused row keeps only excerpts of what was typed.
/// Reading stops after `max_rows` rows: a caller that has room for fewer
/// players refuses the file without reading the rest.
pub fn parse_csv(text: &str, tr: &Tr, max_rows: usize) -> Result<Vec<CsvRow>, CsvError> {
    read_csv(text, tr, false, max_rows)
}

/// [`parse_csv`] for a team event: a [`TEAM_COLUMN`] (команда) may name
/// each player's team, one line of at most [`MAX_NAME`] characters.
pub fn parse_team_csv(text: &str, tr: &Tr, max_rows: usize) -> Result<Vec<CsvRow>, CsvError> {
    read_csv(text, tr, true, max_rows)
}

/// [`parse_csv`], with the team column read when `teams`.
fn read_csv(text: &str, tr: &Tr, teams: bool, max_rows: usize) -> Result<Vec<CsvRow>, CsvError> {
    let text = text.trim_start_matches('\u{feff}');
    text::check_lines(text).map_err(CsvError::Text)?;
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let header = text.lines().next().ok_or(CsvError::Empty)?;
    let delimiter = if header.contains(';') && !header.contains(',') { b';' } else { b',' };
    let mut reader = csv::ReaderBuilder::new().delimiter(delimiter).flexible(true).from_reader(text.as_bytes());
    let headers = reader.headers().map_err(|e| CsvError::Malformed(e.position().map(csv::Position::line)))?.clone();
    let columns: Vec<Option<&'static str>> = headers.iter().map(|h| column_of(h, teams)).collect();
    let unknown: Vec<String> =
        headers.iter().zip(&columns).filter(|(_, c)| c.is_none()).map(|(h, _)| column_key(h)).collect();
    if !unknown.is_empty() {
        return Err(CsvError::UnknownColumns(unknown));
    }
    let columns: Vec<&str> = columns.into_iter().flatten().collect();
    if !columns.iter().any(|c| matches!(*c, "name" | "last_name" | "first_name")) {
        return Err(CsvError::NoNameColumn);
    }
    let mut rows = Vec::new();
    // Line ends counted so far, up to the byte `counted`.
    let (mut counted, mut line_ends) = (0, 0);
    for record in reader.records() {
        if rows.len() == max_rows {
            break;
        }
        let record = record.map_err(|e| CsvError::Malformed(e.position().map(csv::Position::line)))?;
        // The reader's own count is off after CR LF and blank lines: count
        // the line ends before the record (its position may be at blank lines before it).
        let bytes = text.as_bytes();
        let mut start = record.position().map_or(0, |p| p.byte() as usize).min(bytes.len());
        while bytes.get(start) == Some(&b'\n') {
            start += 1;
        }
        line_ends += bytes[counted.min(start)..start].iter().filter(|&&b| b == b'\n').count();
        counted = counted.max(start);
        let line = 1 + line_ends;
        if record.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let mut form = PlayerForm::default();
        let (mut last, mut first, mut team) = ("", "", "");
        for (column, value) in columns.iter().zip(record.iter()) {
            match *column {
                "last_name" => last = value,
                "first_name" => first = value,
                TEAM_COLUMN => team = value.trim(),
                column => form.set(column, value),
            }
        }
        if form.name.trim().is_empty() {
            form.name = joined_name(last, first);
        }
        let mut errors = FieldErrors::default();
        let fields = form.validate(tr, &mut errors);
        check_line(tr, &mut errors, TEAM_COLUMN, "team-name", team, MAX_NAME);
        let (form, team, result) = match fields {
            Some(fields) if errors.is_empty() => (form, team.to_string(), Ok(fields)),
            _ => (form.excerpted(), text::excerpt(team), Err(errors.all().into_iter().map(String::from).collect())),
        };
        rows.push(CsvRow { line, form, team, result });
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::BirthDate;
    use crate::web::birth_date::{BadBirthDate, normalize_birth_date};
    use crate::web::i18n::Lang;

    #[test]
    fn birth_dates_normalize_to_trf_form() {
        assert_eq!(normalize_birth_date("1987-05-04").as_deref(), Ok("1987/05/04"));
        assert_eq!(normalize_birth_date("04.05.1987").as_deref(), Ok("1987/05/04"));
        assert_eq!(normalize_birth_date("1987").as_deref(), Ok("1987/00/00"));
        assert_eq!(normalize_birth_date("").as_deref(), Ok(""));
        assert_eq!(normalize_birth_date("1987/02/30"), Err(BadBirthDate::NoSuchDay));
        assert_eq!(normalize_birth_date("31.02.1999"), Err(BadBirthDate::NoSuchDay));
        assert_eq!(normalize_birth_date("yesterday"), Err(BadBirthDate::Unreadable));
    }

    #[test]
    fn the_birth_date_message_names_every_form_read() {
        // Each form the message names, with the letters of its language, is read.
        for (lang, forms) in [(Lang::En, ["YYYY/MM/DD", "DD.MM.YYYY"]), (Lang::Ru, ["ГГГГ/ММ/ДД", "ДД.ММ.ГГГГ"])]
        {
            let message = Tr::new(lang).t("player-birth-date-invalid");
            for form in forms {
                assert!(message.contains(form), "{message} names {form}");
                let date = [("YYYY", "1987"), ("ГГГГ", "1987"), ("MM", "05"), ("ММ", "05"), ("DD", "04"), ("ДД", "04")]
                    .iter()
                    .fold(form.to_string(), |d, (letters, digits)| d.replace(letters, digits));
                assert!(normalize_birth_date(&date).is_ok(), "{date} ({form}) is read");
            }
            for separator in ["/", "-", "."] {
                assert!(message.contains(separator), "{message} names {separator}");
                assert!(normalize_birth_date(&format!("1987{separator}05{separator}04")).is_ok());
                assert!(normalize_birth_date(&format!("04{separator}05{separator}1987")).is_ok());
            }
        }
    }

    #[test]
    fn reading_stops_after_the_rows_asked_for() {
        let tr = Tr::new(Lang::En);
        let mut text = String::from("name\r\n\r\n");
        for i in 1..=100_000 {
            text.push_str(&format!("P{i}\r\n"));
        }
        let rows = parse_csv(&text, &tr, 3).unwrap();
        let read: Vec<(usize, &str)> = rows.iter().map(|r| (r.line, r.form.name.as_str())).collect();
        assert_eq!(read, [(3, "P1"), (4, "P2"), (5, "P3")], "three rows, numbered as an editor numbers them");
        let all = parse_csv(&text, &tr, usize::MAX).unwrap();
        assert_eq!((all.len(), all[99_999].line), (100_000, 100_002), "every row when room is not bounded");
    }

    #[test]
    fn csv_rows_are_validated_one_by_one() {
        let tr = Tr::new(Lang::En);
        let text = "name;title;fide_rating;federation\nCarlsen, Magnus;GM;2830;NOR\nBad, Row;XX;abc;Norway\n";
        let rows = parse_csv(text, &tr, usize::MAX).unwrap();
        assert_eq!(rows.len(), 2);
        let first = rows[0].result.as_ref().unwrap();
        assert_eq!((first.title, first.fide_rating), (Some(Title::GM), Some(2830)));
        assert_eq!(rows[1].line, 3);
        assert_eq!(rows[1].result.as_ref().unwrap_err().len(), 3);
        assert_eq!(
            parse_csv("rating\n1", &tr, usize::MAX).err(),
            Some(CsvError::UnknownColumns(vec!["rating".into()]))
        );
        assert_eq!(parse_csv("club\nx", &tr, usize::MAX).err(), Some(CsvError::NoNameColumn));
    }

    #[test]
    fn crlf_lines_are_numbered_as_an_editor_numbers_them() {
        let tr = Tr::new(Lang::En);
        let rows = parse_csv("name,fide_rating\r\n\"Carlsen, Magnus\",2830\r\nBad,abc\r\n", &tr, usize::MAX).unwrap();
        assert_eq!(rows.iter().map(|r| r.line).collect::<Vec<_>>(), vec![2, 3]);
        let rows = parse_csv("name\rA, B\r\rC, D\r", &tr, usize::MAX).unwrap();
        assert_eq!(rows.iter().map(|r| r.line).collect::<Vec<_>>(), vec![2, 4]);
        let rows = parse_csv("name,club\r\n\"A, B\",\"two\r\nlines\"\r\n\"C, D\",x\r\n", &tr, usize::MAX).unwrap();
        assert_eq!(rows.iter().map(|r| r.line).collect::<Vec<_>>(), vec![2, 4]);
    }

    #[test]
    fn control_characters_and_long_lines_are_refused_with_their_place() {
        let tr = Tr::new(Lang::En);
        for c in ['\0', '\u{1b}', '\u{0b}', '\u{0c}', '\u{7f}', '\u{85}'] {
            let text = format!("name,club\r\n\"A, B\",x\r\n\"C, D\",Ka{c}zan\r\n");
            let Err(CsvError::Text(e)) = parse_csv(&text, &tr, usize::MAX) else { panic!("{c:?} passed") };
            assert_eq!((e.line, e.column, e.problem), (3, 10, text::TextProblem::ControlCharacter(c)));
        }
        let long = format!("name\n{}\n", "x".repeat(text::MAX_LINE + 1));
        let Err(CsvError::Text(e)) = parse_csv(&long, &tr, usize::MAX) else { panic!() };
        assert_eq!((e.line, e.column), (2, 1));
        assert!(e.to_string().len() < 200, "{e}");
        // A line break inside quotes is no line break of a club.
        let rows = parse_csv("name,club\n\"A, B\",\"two\nlines\"\n", &tr, usize::MAX).unwrap();
        assert!(rows[0].result.is_err(), "a club of two lines is refused");
    }

    #[test]
    fn every_field_is_bounded_and_a_refused_row_keeps_excerpts() {
        let tr = Tr::new(Lang::En);
        let ok = format!("name,club\n\"{}\",{}\n", "Я".repeat(MAX_NAME), "К".repeat(MAX_NAME));
        assert!(parse_csv(&ok, &tr, usize::MAX).unwrap()[0].result.is_ok());
        let long = format!("name,club\n\"{}\",{}\n", "Я".repeat(MAX_NAME + 1), "К".repeat(MAX_NAME + 1));
        let rows = parse_csv(&long, &tr, usize::MAX).unwrap();
        let messages = rows[0].result.as_ref().unwrap_err();
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(messages.iter().all(|m| m.contains("200") && m.chars().count() < 120), "{messages:?}");
        assert!(rows[0].form.name.chars().count() <= text::EXCERPT + 1, "only an excerpt is shown");
    }

    #[test]
    fn russian_column_names_are_read() {
        let tr = Tr::new(Lang::En);
        let text = "Фамилия;Имя;Отчество;Пол;Звание;Рейтинг;Рейтинг ФШР;Федерация;ФИДЕ ID;Дата рождения;Клуб\n\
                    Ёжиков;Юрий;Петрович;м;FM;2310;2350;rus;4100018;1990;Казань\n";
        let rows = parse_csv(text, &tr, usize::MAX).unwrap();
        let p = rows[0].result.as_ref().unwrap();
        assert_eq!(p.name, "Ёжиков, Юрий");
        assert_eq!((p.sex, p.title), (Some(Sex::Male), Some(Title::FM)));
        assert_eq!((p.fide_rating, p.national_rating), (Some(2310), Some(2350)));
        assert_eq!((p.federation.as_str(), p.fide_id), ("RUS", Some(4100018)));
        assert_eq!((p.birth_date, p.club.as_str()), (Some(BirthDate::year(1990)), "Казань"));
        let one = parse_csv("Ф.И.О.,рейтинг\n\"Иванов, Иван\",2000\n", &tr, usize::MAX).unwrap();
        assert_eq!(one[0].result.as_ref().unwrap().name, "Иванов, Иван");
        assert_eq!(parse_csv("пол\nм", &tr, usize::MAX).err(), Some(CsvError::NoNameColumn));
        assert_eq!(
            parse_csv("имя,очки\nx,1", &tr, usize::MAX).err(),
            Some(CsvError::UnknownColumns(vec!["очки".into()]))
        );
    }

    #[test]
    fn a_team_column_is_read_only_in_a_team_events_file() {
        let tr = Tr::new(Lang::En);
        let text = "name;Команда\n\"A, B\"; Club 1 \n\"C, D\";\n";
        let rows = parse_team_csv(text, &tr, usize::MAX).unwrap();
        assert_eq!((rows[0].team.as_str(), rows[1].team.as_str()), ("Club 1", ""));
        assert!(rows.iter().all(|r| r.result.is_ok()));
        assert_eq!(parse_csv(text, &tr, usize::MAX).err(), Some(CsvError::UnknownColumns(vec!["команда".into()])));
        let long = format!("name,team\n\"A, B\",{}\n", "K".repeat(MAX_NAME + 1));
        let rows = parse_team_csv(&long, &tr, usize::MAX).unwrap();
        assert!(rows[0].result.as_ref().unwrap_err()[0].contains("Team name"), "the team's field is named");
        assert!(rows[0].team.chars().count() <= text::EXCERPT + 1, "only an excerpt is kept");
    }
}
