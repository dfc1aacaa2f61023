//! The conventions other programs write TRF files in, where they differ
//! from the letter of the FIDE formats: each is read as what it means, in
//! one place here or in the reader, and counted as an [`Adjustment`] so that
//! whoever reads the file is told (`arbiter` on standard error, the import
//! page in the visitor's language). What cannot be read this way is refused.

use crate::tournament::{BirthDate, Points, RoundResult};
use std::collections::BTreeMap;

/// How often each convention of other programs was met in a file.
pub type Adjustments = BTreeMap<Adjustment, usize>;

/// A convention read otherwise than the FIDE formats spell it, and what it
/// was read as, in the order reports list them. The older forms of
/// unplayed rounds come first, each read as the kind of unplayed round
/// FIDE's reference programs read it as (README, "TRF files from other
/// programs", quotes FIDE's text for each code).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Adjustment {
    /// `0000 - +`: a point without a game (a forfeit win with no opponent),
    /// read as a pairing-allocated bye.
    PointWithoutGame,
    /// `0000 - =`: half a point without a game, read as a half-point bye.
    HalfPointWithoutGame,
    /// `0000 - -`: no point and no game (a forfeit loss with no opponent),
    /// read as a zero-point bye.
    NoPointWithoutGame,
    /// An empty opponent field before a bye letter (`      H`, `      U`),
    /// read as the bye the letter names.
    EmptyOpponentField,
    /// A forfeit with its opponent but no colour (`  12 - +`, `  12 - -`,
    /// as some programs write a game not played): read as the forfeit, the
    /// lower starting rank given White (the colour of a forfeit counts for
    /// nothing, C.04.2 3.4).
    ForfeitWithoutColour,
    /// `0000 - 0`: a loss without a game (no point, no opponent), read as
    /// a zero-point bye as `0000 - -` is.
    LossWithoutGame,
    /// No opponent, `-` in the colour column and no result (`       -  `
    /// or `0000 -  `, as the Irish federation's files write every bye),
    /// where the points in columns 81-84 count half a point for it: read as
    /// a half-point bye (`blank_byes`). Where they count nothing (a
    /// withdrawal), the block is what a blank result says: a zero-point bye.
    BlankHalfPointBye,
    /// The same form where the points count a whole point for it: read as
    /// the pairing-allocated bye, as `0000 - +` is (`blank_byes`).
    BlankPointBye,
    /// An opponent and a colour but no result (`   2 w  `, as Sharly Chess
    /// writes the round in progress): read as a game not yet played.
    PendingResult,
    /// A birth date (columns 70-79) written otherwise than `YYYY/MM/DD`:
    /// `1969.12.06`, `1993-12-20`, `1975.  .` (`birth_date`): read as the
    /// date, or the year, it gives.
    BirthDateOtherForm,
    /// A birth date of separators and zeros only (`.  .`, `0000/00/00`):
    /// read as unknown.
    BirthDateBlank,
    /// A FIDE id (columns 58-68) written as dashes (`-----------`): read as none.
    FideIdDashes,
    /// A sex (column 10) written `u` for unknown, as Gacrux's (the FIDE
    /// TEC's) tournament generator writes it: read as not given.
    SexUnknown,
    /// A date of record 042 or 052 with a two-digit year (`10.09.13`):
    /// read year first, as record 132 writes dates (`YY/MM/DD`), the years
    /// 00-68 as 2000-2068 and 69-99 as 1969-1999 ([`super::read_date`]).
    TwoDigitYear,
    /// A date of record 042 or 052 that holds no date: no digit and no
    /// month's name (`--CPP DUBOV SYSTEM RANDOM TOURNAMENT (START DATE)--`,
    /// a generator's placeholder; `holds_no_date`): read as no date.
    DatePlaceholder,
    /// A team's strength (record 310, columns 48-53) with decimals
    /// (`2587.5`): read rounded to the nearest whole number (`strength`).
    StrengthWithDecimals,
    /// A player of a team given the pairing-allocated bye (`0000 - U`)
    /// whose points (columns 81-84) count nothing for it, the team's points
    /// for the bye being in record 320 (as Sharly Chess writes them):
    /// accepted as written.
    TeamByeScoredByTeam,
    /// A player a line-up (record 300) seats who is on no team's roster
    /// (record 310), as Sharly Chess writes a player added to a team
    /// during the event: added to the roster of the team that seats the
    /// player.
    SeatedOffRoster,
    /// A player on a board the other team left empty (as a line-up,
    /// record 300, or a match forfeited as a whole, record 330, tells)
    /// whose round has no opponent and no colour (`0000 - +` as the FIDE
    /// TEC's TRF-2026 sample writes it, `0000 - U` as Sharly Chess does):
    /// read as the board won by forfeit, with the board's colour (as
    /// `0000 w +` writes it).
    EmptyBoardWithoutColour,
    /// A game (an opponent and a colour) whose result code TRF does not
    /// define: read as an unknown result, as `?` writes it (checklist
    /// Q166), a draw for pairing only until its result is entered.
    UnknownResultCode,
}

impl Adjustment {
    /// Every adjustment, in the order reports list them.
    pub const ALL: [Adjustment; 20] = [
        Adjustment::PointWithoutGame,
        Adjustment::HalfPointWithoutGame,
        Adjustment::NoPointWithoutGame,
        Adjustment::EmptyOpponentField,
        Adjustment::ForfeitWithoutColour,
        Adjustment::LossWithoutGame,
        Adjustment::BlankHalfPointBye,
        Adjustment::BlankPointBye,
        Adjustment::PendingResult,
        Adjustment::BirthDateOtherForm,
        Adjustment::BirthDateBlank,
        Adjustment::FideIdDashes,
        Adjustment::SexUnknown,
        Adjustment::TwoDigitYear,
        Adjustment::DatePlaceholder,
        Adjustment::StrengthWithDecimals,
        Adjustment::TeamByeScoredByTeam,
        Adjustment::SeatedOffRoster,
        Adjustment::EmptyBoardWithoutColour,
        Adjustment::UnknownResultCode,
    ];

    /// A stable code for the adjustment (`point_without_game`...).
    pub fn code(self) -> &'static str {
        match self {
            Adjustment::PointWithoutGame => "point_without_game",
            Adjustment::HalfPointWithoutGame => "half_point_without_game",
            Adjustment::NoPointWithoutGame => "no_point_without_game",
            Adjustment::EmptyOpponentField => "empty_opponent_field",
            Adjustment::ForfeitWithoutColour => "forfeit_without_colour",
            Adjustment::LossWithoutGame => "loss_without_game",
            Adjustment::BlankHalfPointBye => "blank_half_point_bye",
            Adjustment::BlankPointBye => "blank_point_bye",
            Adjustment::PendingResult => "pending_result",
            Adjustment::BirthDateOtherForm => "birth_date_other_form",
            Adjustment::BirthDateBlank => "birth_date_blank",
            Adjustment::FideIdDashes => "fide_id_dashes",
            Adjustment::SexUnknown => "sex_unknown",
            Adjustment::TwoDigitYear => "two_digit_year",
            Adjustment::DatePlaceholder => "date_placeholder",
            Adjustment::StrengthWithDecimals => "strength_with_decimals",
            Adjustment::TeamByeScoredByTeam => "team_bye_scored_by_team",
            Adjustment::SeatedOffRoster => "seated_off_roster",
            Adjustment::EmptyBoardWithoutColour => "empty_board_without_colour",
            Adjustment::UnknownResultCode => "unknown_result_code",
        }
    }
}

/// What was read, after the count: "3 round block(s) '0000 - +' ...".
impl std::fmt::Display for Adjustment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Adjustment::PointWithoutGame => {
                "round block(s) '0000 - +' (a point without a game): read as pairing-allocated byes"
            }
            Adjustment::HalfPointWithoutGame => {
                "round block(s) '0000 - =' (half a point without a game): read as half-point byes"
            }
            Adjustment::NoPointWithoutGame => "round block(s) '0000 - -' (no point, no game): read as zero-point byes",
            Adjustment::EmptyOpponentField => {
                "round block(s) with an empty opponent field ('      H'): read as the byes their letters name"
            }
            Adjustment::ForfeitWithoutColour => {
                "round block(s) with an opponent but no colour ('  12 - +'): read as forfeits, White to the lower starting rank"
            }
            Adjustment::LossWithoutGame => "round block(s) '0000 - 0' (a loss without a game): read as zero-point byes",
            Adjustment::BlankHalfPointBye => {
                "round block(s) with no opponent, '-' and no result ('       -  ') that the points (columns 81-84) count as half a point: read as half-point byes"
            }
            Adjustment::BlankPointBye => {
                "round block(s) with no opponent, '-' and no result ('       -  ') that the points (columns 81-84) count as a point: read as pairing-allocated byes"
            }
            Adjustment::PendingResult => {
                "round block(s) with an opponent and a colour but no result ('   2 w  '): read as games not yet played"
            }
            Adjustment::BirthDateOtherForm => {
                "birth date(s) not written YYYY/MM/DD ('1969.12.06', '1993-12-20', '1975.  .'): read as the date or the year they give"
            }
            Adjustment::BirthDateBlank => {
                "birth date(s) of separators and zeros only ('.  .', '0000/00/00'): read as unknown"
            }
            Adjustment::FideIdDashes => "FIDE id(s) written as dashes ('-----------'): read as none",
            Adjustment::SexUnknown => "sex(es) written 'u' (unknown): read as not given",
            Adjustment::TwoDigitYear => {
                "date(s) of records 042/052 with a two-digit year ('10.09.13'): read year first as record 132 writes dates (YY.MM.DD), 00-68 as 2000-2068, 69-99 as 1969-1999"
            }
            Adjustment::DatePlaceholder => {
                "date(s) of records 042/052 holding no date, no digit and no month's name ('--(START DATE)--'): read as no date"
            }
            Adjustment::StrengthWithDecimals => {
                "team strength(s) of record 310 with decimals ('2587.5'): read rounded to whole numbers"
            }
            Adjustment::TeamByeScoredByTeam => {
                "player(s) of a team given the pairing-allocated bye ('0000 - U') whose points (columns 81-84) count nothing for it, record 320 scoring the team: accepted as written"
            }
            Adjustment::SeatedOffRoster => {
                "player(s) on no team's roster (record 310) seated by a line-up (record 300): added to the roster of the team that seats them"
            }
            Adjustment::EmptyBoardWithoutColour => {
                "board(s) the other team left empty (records 300, 330) written without a colour ('0000 - +', '0000 - U'): read as won by forfeit, with the board's colour"
            }
            Adjustment::UnknownResultCode => {
                "game(s) whose result code TRF does not define ('   2 w X'): read as unknown results, as '?' writes an adjourned game (a draw for pairing only until the result is entered)"
            }
        })
    }
}

/// A birth date as programs write it in columns 70-79 (`text` trimmed):
/// none when blank; `YYYY/MM/DD` as TRF says (`00` for an unknown month
/// or day, or the year alone); year first with other separators (`.`,
/// `-`) and blanks for an unknown month or day, read with
/// [`Adjustment::BirthDateOtherForm`]; separators and zeros only (`.  .`,
/// `0000/00/00`), read as unknown with [`Adjustment::BirthDateBlank`].
/// `None` for anything else.
pub(super) fn birth_date(text: &str) -> Option<(Option<BirthDate>, Option<Adjustment>)> {
    if text.is_empty() {
        return Some((None, None));
    }
    if let Ok(date) = text.parse() {
        return Some((Some(date), None));
    }
    let separators = ['.', '-', '/'];
    if text.chars().all(|c| c.is_whitespace() || c == '0' || separators.contains(&c)) {
        return Some((None, Some(Adjustment::BirthDateBlank)));
    }
    let parts: Vec<&str> = text.split(separators).map(str::trim).collect();
    let [year, month, day] = parts.as_slice() else { return None };
    let two = |part: &str| if part.is_empty() { "00".to_string() } else { format!("{part:0>2}") };
    let spelled = format!("{year}/{}/{}", two(month), two(day));
    let date: BirthDate = spelled.parse().ok()?;
    Some((Some(date), Some(Adjustment::BirthDateOtherForm)))
}

/// Whether a date of record 042 or 052 holds no date at all: no digit and
/// no month's name in English (full or in three letters), as a generator's
/// placeholder (`--CPP DUBOV SYSTEM RANDOM TOURNAMENT (START DATE)--`). A
/// text that tries to say a date (`first of May`) is no placeholder.
pub(crate) fn holds_no_date(text: &str) -> bool {
    const MONTHS: [&str; 12] = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    let month = |word: &str| {
        let word = word.to_ascii_lowercase();
        MONTHS.iter().any(|m| word == *m || (word.len() == 3 && m.starts_with(&word)) || word == "sept")
    };
    !text.chars().any(|c| c.is_ascii_digit()) && !text.split(|c: char| !c.is_alphabetic()).any(month)
}

/// A FIDE id written as dashes (`-----------`, as CPPDubovSystem writes
/// a missing one): the field says there is none.
pub(super) fn fide_id_dashes(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c == '-')
}

/// A sex written `u` (or `U`), unknown: the field says it is not given.
pub(super) fn sex_unknown(text: &str) -> bool {
    text.eq_ignore_ascii_case("u")
}

/// A team's strength as record 310 writes it (columns 48-53, `text`
/// trimmed): a whole number as the format says, or with decimals
/// (`2587.5`) rounded to the nearest (half up) with
/// [`Adjustment::StrengthWithDecimals`]. `None` for anything else.
pub(super) fn strength(text: &str) -> Option<(u32, Option<Adjustment>)> {
    if let Ok(whole) = text.parse() {
        return Some((whole, None));
    }
    let tenths = text.parse::<Points>().ok().filter(|p| p.0 >= 0 && text.contains('.'))?.0;
    Some((u32::try_from((tenths + 5) / 10).ok()?, Some(Adjustment::StrengthWithDecimals)))
}

/// The byes of one player written `       -  ` or `0000 -  ` (no opponent,
/// `-` in the colour column, no result: first read as what a blank result
/// says, a zero-point bye), `blanks` by round index, as the points written
/// count them: when they exceed the results as read by `extra`, that is
/// what these byes are worth together, each a half-point bye (`half`) or a
/// pairing-allocated bye (`full`). Half-point byes first, as few full
/// points as the sum needs, in the order of the rounds; none when no such
/// sum gives `extra` (nothing more than the results: a withdrawal, the
/// byes worth nothing; anything else: the points check says so).
pub(super) fn blank_byes(blanks: &[usize], extra: Points, half: Points, full: Points) -> Vec<(usize, RoundResult)> {
    if extra.0 <= 0 || half.0 <= 0 {
        return Vec::new();
    }
    for fulls in 0..=blanks.len() {
        let rest = extra.0 - full.0 * fulls as i32;
        if rest < 0 || (fulls > 0 && full.0 <= 0) {
            break;
        }
        let halves = (rest / half.0) as usize;
        if rest % half.0 == 0 && fulls + halves <= blanks.len() {
            let kinds = std::iter::repeat_n(RoundResult::PairingAllocatedBye, fulls)
                .chain(std::iter::repeat_n(RoundResult::HalfPointBye, halves));
            return blanks.iter().copied().zip(kinds).collect();
        }
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_list_the_adjustments_in_one_order_with_distinct_codes() {
        assert!(Adjustment::ALL.windows(2).all(|w| w[0] < w[1]), "ALL in the order of the declaration");
        let codes: std::collections::HashSet<&str> = Adjustment::ALL.iter().map(|a| a.code()).collect();
        assert_eq!(codes.len(), Adjustment::ALL.len());
    }

    #[test]
    fn birth_dates_as_programs_write_them() {
        let date = |y, m, d| Some(BirthDate { year: y, month: m, day: d });
        assert_eq!(birth_date(""), Some((None, None)));
        assert_eq!(birth_date("1990/01/02"), Some((date(1990, Some(1), Some(2)), None)));
        assert_eq!(birth_date("1987/00/00"), Some((date(1987, None, None), None)));
        let other = Some(Adjustment::BirthDateOtherForm);
        // The FIDE TRF-16 example's form, the Irish federation's ones.
        assert_eq!(birth_date("1969.12.06"), Some((date(1969, Some(12), Some(6)), other)));
        assert_eq!(birth_date("1993-12-20"), Some((date(1993, Some(12), Some(20)), other)));
        assert_eq!(birth_date("1975.  ."), Some((date(1975, None, None), other)));
        assert_eq!(birth_date("1975. 3.  "), Some((date(1975, Some(3), None), other)));
        assert_eq!(birth_date(".  ."), Some((None, Some(Adjustment::BirthDateBlank))));
        assert_eq!(birth_date("-  -"), Some((None, Some(Adjustment::BirthDateBlank))));
        assert_eq!(birth_date("0000/00/00"), Some((None, Some(Adjustment::BirthDateBlank))));
        // What is no date is still refused: no calendar day, day first, words.
        for text in ["1993-13-20", "1993-02-30", "20.12.1993", "unknown", "1993.12", "93.12.20"] {
            assert_eq!(birth_date(text), None, "{text}");
        }
    }

    #[test]
    fn a_placeholder_holds_no_date_and_a_date_in_words_does() {
        assert!(holds_no_date("--CPP DUBOV SYSTEM RANDOM TOURNAMENT (START DATE)--"));
        assert!(holds_no_date("unknown"));
        assert!(holds_no_date("Junior Open, dates to come"), "no month, though 'Jun' starts a word");
        for text in ["first of May", "28 juillet", "2026", "September the 1st", "DEC 24"] {
            assert!(!holds_no_date(text), "{text}");
        }
    }

    #[test]
    fn fide_ids_and_strengths_as_programs_write_them() {
        assert!(fide_id_dashes("-----------"));
        assert!(!fide_id_dashes("") && !fide_id_dashes("12-3"));
        assert_eq!(strength("2587"), Some((2587, None)));
        let decimals = Some(Adjustment::StrengthWithDecimals);
        assert_eq!(strength("2587.5"), Some((2588, decimals)));
        assert_eq!(strength("2587.4"), Some((2587, decimals)));
        assert_eq!(strength("2390.0"), Some((2390, decimals)));
        for text in ["-2390.5", "23x0", "2390.55", ".5"] {
            assert_eq!(strength(text), None, "{text}");
        }
    }

    #[test]
    fn the_points_written_tell_what_blank_byes_are_worth() {
        use RoundResult::{HalfPointBye as H, PairingAllocatedBye as U};
        let byes = |blanks: &[usize], extra| blank_byes(blanks, Points(extra), Points::HALF, Points::ONE);
        // A half-point bye in round 1, then four rounds withdrawn.
        let blanks = [0, 2, 3, 4, 5];
        assert_eq!(byes(&blanks, 5), [(0, H)]);
        assert_eq!(byes(&blanks, 20), [(0, H), (2, H), (3, H), (4, H)]);
        // A lone block worth a point: the pairing-allocated bye; two points
        // over two blocks: two; a point and a half over two: one of each.
        assert_eq!(byes(&[3], 10), [(3, U)]);
        assert_eq!(byes(&[3, 5], 20), [(3, U), (5, U)]);
        assert_eq!(byes(&[3, 5], 15), [(3, U), (5, H)]);
        // Nothing more than the results: a withdrawal; more than the blocks
        // can give, less, or not a multiple: no reading (the points check says so).
        for extra in [0, -5, 3] {
            assert!(byes(&blanks, extra).is_empty(), "{extra}");
        }
        assert!(byes(&[3, 5], 25).is_empty());
        assert!(blank_byes(&blanks, Points(5), Points::ZERO, Points::ONE).is_empty());
    }
}
