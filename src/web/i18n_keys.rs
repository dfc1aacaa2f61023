//! Every message key the code asks for exists in English and in Russian.
//!
//! Literal keys are read from the sources: in `src/`, every string literal
//! shaped like a message key (`move-null`) and every literal handed to a
//! translator call; in `templates/`, every literal handed to a translator
//! call. Keys built at run time (`tk("mode-", code)`, `format!("end-{}", ..)`)
//! cannot be read: each family's prefix must be listed in [`families`], which
//! enumerates its codes from the type that makes them.

use crate::actions::audit::FIELDS;
use crate::auth::role::Role as AccountRole;
use crate::chess::GameEnd;
use crate::chess::Termination;
use crate::chess::fen::{FenSyntax, PositionProblem};
use crate::chess::notation::role_name;
use crate::chess::pgn::PgnSyntax;
use crate::clock::GameMode;
use crate::db::codes::StoredCode;
use crate::db::player_requests::RequestKind;
use crate::db::self_service::ReportedResults;
use crate::rating::norms::{ConditionKind, Exemption};
use crate::rulings::incident::{LOGGED_KINDS, START_CLOCK};
use crate::rulings::replay::DrawKind;
use crate::standings::prizes::{Sex, Sharing};
use crate::standings::tiebreak::Kind;
use crate::tournament::team::{ColourModel, Score};
use crate::tournament::{ByeKind, System};
use crate::trf::{Adjustment, PlayerField};
use crate::web::tournaments::form::POINT_FIELDS;
use shakmaty::{Color, Role};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Literals shaped like message keys in `src/` that are not messages.
const NOT_MESSAGES: [&str; 13] = [
    "b-day",               // rating list column name
    "b-year",              // rating list column name
    "latin-1",             // text encoding name
    "non-empty",           // expect() text
    "round-robin",         // CLI system name
    "content-disposition", // HTTP header
    "no-store",            // HTTP header value
    "same-origin",         // HTTP header value
    "tournament-3",        // export file name in a test
    "delete-category",     // prize form action
    "delete-series",       // prize form action
    "dutch-large",         // vector folder read by a test
    "dutch-special",       // vector folder read by a test
];

/// The translator itself and this test, which name keys only as examples.
const SKIPPED: [&str; 2] = ["src/web/i18n.rs", "src/web/i18n_keys.rs"];

/// The translator calls whose first argument is a message key.
const CALLS: [&str; 5] = [".t(", ".t1(", ".n(", ".args(", ".n_args("];

/// Every message key built at run time: prefix and the codes appended to it.
fn families() -> Vec<(&'static str, Vec<String>)> {
    let codes = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let colour = |c: Color| c.fold_wb("white", "black");
    let game_ends = [
        GameEnd::Checkmate { winner: Color::White },
        GameEnd::Stalemate,
        GameEnd::InsufficientMaterial,
        GameEnd::SeventyFiveMoves,
        GameEnd::FivefoldRepetition,
    ];
    // A new variant must be added to the lists above: these matches stop compiling.
    let _ = |e: GameEnd| match e {
        GameEnd::Checkmate { .. }
        | GameEnd::Stalemate
        | GameEnd::InsufficientMaterial
        | GameEnd::SeventyFiveMoves
        | GameEnd::FivefoldRepetition => (),
    };
    let draw_kind = |d: DrawKind| match d {
        DrawKind::Threefold => "threefold",
        DrawKind::Fifty => "fifty",
    };
    let _ = |c: ConditionKind| match c {
        ConditionKind::Games
        | ConditionKind::ForeignFederations
        | ConditionKind::OwnFederationOpponents
        | ConditionKind::OneFederationOpponents
        | ConditionKind::TitleHolders
        | ConditionKind::NormTitleHolders
        | ConditionKind::DoubleRoundRobinPlayers
        | ConditionKind::AverageRating
        | ConditionKind::Performance
        | ConditionKind::MinimumScore => (),
    };
    let conditions = [
        ConditionKind::Games,
        ConditionKind::ForeignFederations,
        ConditionKind::OwnFederationOpponents,
        ConditionKind::OneFederationOpponents,
        ConditionKind::TitleHolders,
        ConditionKind::NormTitleHolders,
        ConditionKind::DoubleRoundRobinPlayers,
        ConditionKind::AverageRating,
        ConditionKind::Performance,
        ConditionKind::MinimumScore,
    ];
    let _ = |e: Exemption| match e {
        Exemption::NationalChampionship
        | Exemption::NationalTeamChampionship
        | Exemption::Zonal
        | Exemption::LargeSwissField => (),
    };
    let exemptions = [
        Exemption::NationalChampionship,
        Exemption::NationalTeamChampionship,
        Exemption::Zonal,
        Exemption::LargeSwissField,
    ];
    let _ = |m: GameMode| match m {
        GameMode::Standard | GameMode::Rapid | GameMode::Blitz => (),
    };
    let modes = [GameMode::Standard, GameMode::Rapid, GameMode::Blitz];
    let _ = |s: Sex| match s {
        Sex::Male | Sex::Female => (),
    };
    let _ = |r: AccountRole| match r {
        AccountRole::Admin | AccountRole::Arbiter => (),
    };
    let _ = |m: ColourModel| match m {
        ColourModel::TypeA | ColourModel::TypeB | ColourModel::None => (),
    };
    let team_colours = [ColourModel::TypeA, ColourModel::TypeB, ColourModel::None];
    let _ = |s: Score| match s {
        Score::Match | Score::Game => (),
    };
    let tiebreaks: Vec<String> = Kind::ALL.iter().map(|(k, _)| k.code().to_string()).collect();
    vec![
        ("system-", System::ALL.iter().map(|s| s.code().to_string()).collect()),
        ("mode-", modes.iter().map(|m| m.code().to_string()).collect()),
        ("bye-", ByeKind::ALL.iter().map(|b| b.code().to_string()).collect()),
        ("rating-method-", crate::tournament::RatingMethod::ALL.iter().map(|m| m.code().to_string()).collect()),
        ("tie-order-", crate::tournament::TieOrder::ALL.iter().map(|o| o.code().to_string()).collect()),
        ("self-service-reports-", ReportedResults::ALL.iter().map(|r| r.name().to_string()).collect()),
        ("request-kind-", RequestKind::ALL.iter().map(|k| k.code().to_string()).collect()),
        ("audit-request-", codes(&["accepted", "refused", "cancelled"])),
        ("request-state-", codes(&["open", "accepted", "refused", "cancelled", "changed"])),
        (
            "rating-source-kind-short-",
            crate::rating::sequence::ListRating::ALL.iter().map(|l| l.code().to_string()).collect(),
        ),
        ("rating-source-kind-", {
            let mut kinds: Vec<String> =
                crate::rating::sequence::ListRating::ALL.iter().map(|l| l.code().to_string()).collect();
            kinds.push("national".into());
            kinds
        }),
        // Points fields and the kinds of requested byes share these names.
        ("points-", POINT_FIELDS.iter().map(|f| f.trim_start_matches("points_").to_string()).collect()),
        ("end-", game_ends.iter().map(|e| e.termination().code().to_string()).collect()),
        ("termination-", Termination::ALL.iter().map(|t| t.code().to_string()).collect()),
        ("trf-field-", PlayerField::ALL.iter().map(|f| f.code().to_string()).collect()),
        ("trf-adjustment-", Adjustment::ALL.iter().map(|f| f.code().to_string()).collect()),
        ("fen-syntax-", FenSyntax::ALL.iter().map(|s| s.code().to_string()).collect()),
        ("fen-position-", PositionProblem::ALL.iter().map(|p| p.code().to_string()).collect()),
        ("pgn-syntax-", PgnSyntax::CODES.iter().map(|c| c.to_string()).collect()),
        ("role-", Role::ALL.iter().map(|r| role_name(*r).to_string()).collect()),
        (
            "piece-",
            Color::ALL.iter().flat_map(|c| Role::ALL.map(|r| format!("{}-{}", colour(*c), role_name(r)))).collect(),
        ),
        // The side that did something: a player, or the arbiter calling a flag.
        ("side-", Color::ALL.iter().map(|c| colour(*c).to_string()).chain(["arbiter".to_string()]).collect()),
        ("flag-fallen-", Color::ALL.iter().map(|c| colour(*c).to_string()).collect()),
        ("clock-offer-", Color::ALL.iter().map(|c| colour(*c).to_string()).collect()),
        ("audit-field-", FIELDS.iter().map(|f| f.replace('_', "-")).collect()),
        ("draw-kind-", [DrawKind::Threefold, DrawKind::Fifty].map(|d| draw_kind(d).to_string()).to_vec()),
        // Time penalties are one or two minutes (Appendix A.4.2, 7.5.5).
        ("penalty-", codes(&["1", "2"])),
        ("log-", LOGGED_KINDS.into_iter().chain([START_CLOCK]).map(|k| k.replace('_', "-")).collect()),
        ("tb-name-", tiebreaks.clone()),
        ("tb-help-", tiebreaks),
        ("category-sex-", [Sex::Male, Sex::Female].map(|s| s.code().to_string()).to_vec()),
        ("norm-cond-", conditions.iter().map(|c| format!("{c:?}")).collect()),
        ("norm-exempt-", exemptions.iter().map(|e| format!("{e:?}")).collect()),
        ("prizes-sharing-", Sharing::ALL.map(|s| s.code().to_string()).to_vec()),
        ("audit-prize-sharing-", Sharing::ALL.map(|s| s.code().to_string()).to_vec()),
        ("team-colours-", team_colours.map(|m| StoredCode::code(m).to_string()).to_vec()),
        ("team-primary-", [Score::Match, Score::Game].map(|s| StoredCode::code(s).to_string()).to_vec()),
        // The team standings explain each team tie-break by its code.
        ("team-tb-", crate::standings::tiebreak::team::TeamKind::ALL.map(|(_, c)| c.to_string()).to_vec()),
        // A match forfeited as a whole, by the side its form names.
        ("team-forfeit-", codes(&["first", "second", "both"])),
        // The audit log names each kind of record for FIDE by its code.
        ("breach-", crate::tournament::BreachKind::ALL.map(|k| k.code().to_string()).to_vec()),
        ("trf-default-", crate::actions::tournaments::ImportDefault::ALL.map(|d| d.code().to_string()).to_vec()),
        // The tournament list's filter names each state by its code.
        ("list-state-", crate::db::tournament_list::Phase::ALL.map(|p| p.code().to_string()).to_vec()),
        // The accounts page names a role by its code.
        ("", [AccountRole::Admin, AccountRole::Arbiter].map(|r| r.code().to_string()).to_vec()),
    ]
}

/// The message ids of a language's file.
fn messages(lang: &str) -> BTreeSet<String> {
    let text = std::fs::read_to_string(format!("{ROOT}/locales/{lang}/main.ftl")).unwrap();
    text.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('='))
        .map(|(id, _)| id.trim().to_string())
        .collect()
}

/// The files under `dir` ending in `.ext`, recursively.
fn sources(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(sources(&path, ext));
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
    out
}

/// A string literal of Rust source: where it starts and its text as written.
struct Literal<'a> {
    start: usize,
    text: &'a str,
}

/// The plain string literals of Rust source, skipping comments, raw strings,
/// byte strings and character literals.
fn rust_literals(src: &str) -> Vec<Literal<'_>> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => i = src[i..].find('\n').map_or(b.len(), |n| i + n),
            b'/' if b.get(i + 1) == Some(&b'*') => i = src[i..].find("*/").map_or(b.len(), |n| i + n + 2),
            b'r' if matches!(b.get(i + 1), Some(b'"' | b'#')) && !ident_byte(b, i) => {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                let close = format!("\"{}", "#".repeat(hashes));
                let body = i + 2 + hashes;
                i = src[body..].find(&close).map_or(b.len(), |n| body + n + close.len());
            }
            b'\'' => {
                // A character literal ('"', '\'', 'x') or a lifetime ('a).
                if b.get(i + 1) == Some(&b'\\') {
                    i = src[i + 2..].find('\'').map_or(b.len(), |n| i + 2 + n + 1);
                } else {
                    let width = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                    i += if b.get(i + 1 + width) == Some(&b'\'') { width + 2 } else { 1 };
                }
            }
            b'"' => {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && b[j] != b'"' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                if !(i > 0 && b[i - 1] == b'b' && !ident_byte(b, i - 1)) {
                    out.push(Literal { start: i, text: &src[start..j.min(b.len())] });
                }
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Whether the byte before `i` continues an identifier (so `b[i]` is not a prefix like `r`).
fn ident_byte(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')
}

/// Shaped like a message key: `word-word`, lower-case first.
fn key_like(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_lowercase())
        && !s.ends_with('-')
        && s.contains('-')
        && !s.contains("--")
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// The literal right after `pos` (`("key"` or `(&"key"`), if any.
fn literal_after(text: &str, pos: usize) -> Option<&str> {
    let rest = text[pos..].trim_start().strip_prefix('&').unwrap_or(&text[pos..]).trim_start();
    let rest = rest.strip_prefix('"')?;
    Some(&rest[..rest.find('"')?])
}

/// What a scan found, with where: `(file:line, text)`.
type Found = Vec<(String, String)>;

/// Every key the sources name, and every run-time prefix they use.
fn used_keys() -> (Found, Found) {
    let mut keys = Vec::new();
    let mut prefixes = Vec::new();
    let line_of = |text: &str, at: usize| text[..at].matches('\n').count() + 1;
    let mut scan_calls = |file: &Path, text: &str, keys: &mut Found| {
        let place = |at| format!("{}:{}", file.strip_prefix(ROOT).unwrap().display(), line_of(text, at));
        for call in CALLS {
            for (at, _) in text.match_indices(call) {
                if let Some(key) = literal_after(text, at + call.len()) {
                    keys.push((place(at), key.to_string()));
                }
            }
        }
        // `tk("prefix", code)` and `t(&format!("prefix{code}"))` build keys at run time.
        for call in [".tk(", ".t(&format!(", ".t(format!(", "Value::Message(format!("] {
            for (at, _) in text.match_indices(call) {
                if let Some(lit) = literal_after(text, at + call.len()) {
                    let prefix = lit.split('{').next().unwrap_or_default();
                    prefixes.push((place(at), prefix.to_string()));
                }
            }
        }
    };
    for file in sources(&Path::new(ROOT).join("src"), "rs") {
        if SKIPPED.iter().any(|s| file.ends_with(s)) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        scan_calls(&file, &text, &mut keys);
        for lit in rust_literals(&text) {
            if key_like(lit.text) && !NOT_MESSAGES.contains(&lit.text) {
                let place = format!("{}:{}", file.strip_prefix(ROOT).unwrap().display(), line_of(&text, lit.start));
                keys.push((place, lit.text.to_string()));
            }
        }
    }
    for file in sources(&Path::new(ROOT).join("templates"), "html") {
        let text = std::fs::read_to_string(&file).unwrap();
        scan_calls(&file, &text, &mut keys);
    }
    (keys, prefixes)
}

#[test]
fn every_key_the_code_uses_exists_in_both_languages() {
    let (keys, prefixes) = used_keys();
    assert!(keys.len() > 500, "the scan finds the keys: {}", keys.len());
    let families = families();
    let mut wanted: Found = keys;
    for (place, prefix) in &prefixes {
        assert!(
            families.iter().any(|(p, _)| p == prefix),
            "{place}: keys starting with {prefix:?} are built at run time; add the family to `families`"
        );
    }
    for (prefix, codes) in &families {
        assert!(!codes.is_empty(), "family {prefix:?} has codes");
        wanted.extend(codes.iter().map(|c| (format!("family {prefix:?}"), format!("{prefix}{c}"))));
    }
    for lang in ["en", "ru"] {
        let have = messages(lang);
        let missing: BTreeSet<String> =
            wanted.iter().filter(|(_, k)| !have.contains(k)).map(|(place, k)| format!("{place}: {k}")).collect();
        assert!(missing.is_empty(), "messages missing from locales/{lang}/main.ftl:\n{}", {
            let v: Vec<String> = missing.into_iter().collect();
            v.join("\n")
        });
    }
}
