//! Deterministic synthetic rating lists in FIDE's exact layouts (combined TXT and XML), for the
//! rating benchmark and the rating-list readers' round-trip test. Not part of the library: the
//! bench includes this file with `#[path]`, and so does `core/src/rating/list/tests.rs`.

use std::borrow::Cow;
use std::io::{self, Write};

/// The exact header line of FIDE's combined TXT list `players_list_foa.txt`.
pub const FIDE_COMBINED_TXT_HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

/// SplitMix64: a tiny, well-mixed deterministic generator (std only).
pub struct SplitMix(pub u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform-enough value in `0..n` (n > 0).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[usize::try_from(self.below(items.len() as u64)).unwrap_or(0)]
    }

    fn percent(&mut self, p: u64) -> bool {
        self.below(100) < p
    }
}

const SURNAMES: [&str; 16] = [
    "Carlsen",
    "Müller",
    "Núñez",
    "Østergaard",
    "Ivanov",
    "O'Connor",
    "García Pérez",
    "Schröder",
    "Kovács",
    "Nakamura",
    "Da Silva",
    "Lefèvre",
    "Åberg",
    "Çelik",
    "Nguyen",
    "Van der Berg",
];
const GIVEN: [&str; 12] =
    ["Magnus", "José", "Anna", "Zoë", "Mikhail", "Ana-María", "Søren", "Hikaru", "Léa", "Jürgen", "Wei", "Inés"];
const FEDS: [&str; 12] = ["NOR", "GER", "ESP", "DEN", "RUS", "IRL", "FRA", "HUN", "JPN", "BRA", "SWE", "TUR"];

/// One synthetic player, formatted identically by the TXT and XML writers.
pub struct SamplePlayer {
    /// FIDE ID.
    pub id: u64,
    /// "Lastname, Firstname" (sometimes without a comma).
    pub name: String,
    latin1: bool,
    fed: &'static str,
    female: bool,
    tit: &'static str,
    wtit: &'static str,
    otit: &'static str,
    foa: &'static str,
    ratings: [u16; 3],
    games: [u16; 3],
    k: [u8; 3],
    birth: u16,
    inactive: bool,
}

fn sample_name(rng: &mut SplitMix, index: usize) -> String {
    let surname = rng.pick(&SURNAMES);
    match rng.below(10) {
        0 => format!("{surname} {}", index % 97), // single names without a comma exist
        _ => format!("{surname}, {}", rng.pick(&GIVEN)),
    }
}

fn sample_titles(rng: &mut SplitMix, female: bool, best: u16) -> (&'static str, &'static str) {
    let open = match best {
        2500.. if rng.percent(60) => "GM",
        2400.. if rng.percent(50) => "IM",
        2300.. if rng.percent(40) => "FM",
        2200.. if rng.percent(30) => "CM",
        _ => "",
    };
    let women = match best {
        2300.. if female => "WGM",
        2200.. if female && rng.percent(70) => "WIM",
        2100.. if female && rng.percent(50) => "WFM",
        2000.. if female && rng.percent(30) => "WCM",
        _ => "",
    };
    // Women without an open title carry their women's title in the Tit column too.
    (if open.is_empty() { women } else { open }, women)
}

pub fn sample_player(rng: &mut SplitMix, index: usize) -> SamplePlayer {
    let female = rng.percent(15);
    let mut ratings = [0u16; 3];
    let mut games = [0u16; 3];
    let mut k = [0u8; 3];
    for kind in 0..3 {
        if rng.percent(if kind == 0 { 45 } else { 30 }) {
            ratings[kind] = 1400 + u16::try_from(rng.below(1450)).unwrap_or(0);
            games[kind] = u16::try_from(rng.below(12)).unwrap_or(0);
            k[kind] = if ratings[kind] >= 2400 { 10 } else { rng.pick(&[20, 40]) };
        }
    }
    let best = ratings.iter().copied().max().unwrap_or(0);
    let (tit, wtit) = sample_titles(rng, female, best);
    let name = sample_name(rng, index);
    SamplePlayer {
        id: 100_000 + index as u64 * 7 + rng.below(7),
        latin1: !name.is_ascii() && rng.percent(50),
        name,
        fed: rng.pick(&FEDS),
        female,
        tit,
        wtit,
        otit: rng.pick(&["", "", "", "", "", "", "FA", "IA,FT", "NA", "SI,FI,LSI,SLI"]),
        foa: if rng.percent(3) { "AFM" } else { "" },
        ratings,
        games,
        k,
        birth: if rng.percent(3) { 0 } else { 1930 + u16::try_from(rng.below(90)).unwrap_or(0) },
        inactive: rng.percent(40),
    }
}

fn pad(line: &mut String, value: &str, width: usize) {
    line.push_str(value);
    for _ in value.chars().count()..width {
        line.push(' ');
    }
}

fn sample_flag(p: &SamplePlayer) -> &'static str {
    match (p.female, p.inactive) {
        (true, true) => "wi",
        (true, false) => "w",
        (false, true) => "i",
        (false, false) => "",
    }
}

fn txt_line(p: &SamplePlayer) -> Vec<u8> {
    let mut line = String::with_capacity(170);
    pad(&mut line, &p.id.to_string(), 15);
    pad(&mut line, &p.name, 61);
    pad(&mut line, p.fed, 4);
    pad(&mut line, if p.female { "F" } else { "M" }, 4);
    pad(&mut line, p.tit, 5);
    pad(&mut line, p.wtit, 5);
    pad(&mut line, p.otit, 15);
    pad(&mut line, p.foa, 4);
    for kind in 0..3 {
        pad(&mut line, &p.ratings[kind].to_string(), 6);
        pad(&mut line, &p.games[kind].to_string(), 4);
        pad(&mut line, &p.k[kind].to_string(), 3);
    }
    pad(&mut line, &p.birth.to_string(), 6);
    pad(&mut line, sample_flag(p), 4);
    line.push_str("\r\n");
    if p.latin1 {
        // Every sample character is below U+0100, so it is one Latin-1 byte.
        line.chars().map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?')).collect()
    } else {
        line.into_bytes()
    }
}

/// Writes a deterministic combined FIDE TXT list (`players_list_foa.txt` layout, CRLF, 162-character
/// lines) of `players` players. Names have commas and accents (some lines Latin-1, some UTF-8);
/// there are titles, unrated kinds (`0`), inactive flags and birth years (some `0`).
pub fn write_sample_txt(out: &mut impl Write, players: usize, seed: u64) -> io::Result<()> {
    let mut rng = SplitMix(seed);
    out.write_all(FIDE_COMBINED_TXT_HEADER.as_bytes())?;
    out.write_all(b"\r\n")?;
    for index in 0..players {
        out.write_all(&txt_line(&sample_player(&mut rng, index)))?;
    }
    Ok(())
}

fn xml_escape(text: &str) -> Cow<'_, str> {
    if !text.contains(['&', '<', '>']) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;"))
}

fn xml_player(p: &SamplePlayer) -> String {
    let mut s = String::with_capacity(640);
    let mut el = |name: &str, value: &str| {
        s.push_str(&format!("\t\t<{name}>{}</{name}>\n", xml_escape(value)));
    };
    el("fideid", &p.id.to_string());
    el("name", &p.name);
    el("country", p.fed);
    el("sex", if p.female { "F" } else { "M" });
    el("title", p.tit);
    el("w_title", p.wtit);
    el("o_title", p.otit);
    el("foa_title", p.foa);
    for (kind, prefix) in ["", "rapid_", "blitz_"].iter().enumerate() {
        el(&format!("{prefix}rating"), &p.ratings[kind].to_string());
        el(&format!("{prefix}games"), &p.games[kind].to_string());
        el(&format!("{prefix}k"), &p.k[kind].to_string());
    }
    el("birthday", &p.birth.to_string());
    el("flag", sample_flag(p));
    format!("\t<player>\n{s}\t</player>\n")
}

/// Writes the same players as [`write_sample_txt`] (same seed, same data) as FIDE's combined XML
/// list (`players_list_xml_foa.xml` layout: no declaration, `<playerslist>` root, UTF-8).
pub fn write_sample_xml(out: &mut impl Write, players: usize, seed: u64) -> io::Result<()> {
    let mut rng = SplitMix(seed);
    out.write_all(b"<playerslist>\n")?;
    for index in 0..players {
        out.write_all(xml_player(&sample_player(&mut rng, index)).as_bytes())?;
    }
    out.write_all(b"</playerslist>\n")
}
