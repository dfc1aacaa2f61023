//! The rating-list readers' tests, across the three formats (one player read the same from TXT
//! and XML, the same bounds everywhere).

use super::txt::parse_txt_header;
use super::*;
use rating_sample::{FIDE_COMBINED_TXT_HEADER, SplitMix, sample_player, write_sample_txt, write_sample_xml};

/// The sample generator of the benchmarks, included here rather than copied.
#[path = "../../../../benches/support/rating_sample.rs"]
mod rating_sample;

const PER_KIND_HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA NOV24 Gms K  B-day Flag";

/// Builds a fixed-width line by writing values at 0-based offsets over spaces.
fn fixed(width: usize, parts: &[(usize, &str)]) -> String {
    let mut line: Vec<char> = vec![' '; width];
    for (start, value) in parts {
        for (i, ch) in value.chars().enumerate() {
            if start + i < line.len() {
                line[start + i] = ch;
            } else {
                line.push(ch);
            }
        }
    }
    line.into_iter().collect()
}

fn txt(text: &str, kind: ListKind) -> Result<Vec<ListEntry>, ListError> {
    FideTxtReader::new(text.as_bytes(), kind)?.collect()
}

fn xml(text: &str) -> Result<Vec<ListEntry>, ListError> {
    FideXmlReader::new(text.as_bytes(), ListKind::Combined).collect()
}

const CARLSEN: &str = "1503014        Carlsen, Magnus                                              NOR M   GM                           2823  0   10 2801  12  10 2860  0   10 1990      ";

#[test]
fn header_offsets_are_found_from_the_header() {
    // Offsets counted by hand in FIDE's header: Name 15, Fed 76, Sex 80, Tit 84, WTit 89,
    // OTit 94, FOA 109, SRtng 113, SGm 119, SK 123, RRtng 126, ..., B-day 152, Flag 158.
    let layout = parse_txt_header(FIDE_COMBINED_TXT_HEADER, ListKind::Combined).unwrap();
    let starts: Vec<usize> = layout.columns.iter().map(|c| c.start).collect();
    assert_eq!(starts, [0, 15, 76, 80, 84, 89, 94, 109, 113, 119, 123, 126, 132, 136, 139, 145, 149, 152, 158]);
    assert_eq!(layout.width, 162);
    assert_eq!(layout.min_len, 153); // B-day starts at 152 (0-based): at least 153 characters
}

#[test]
fn combined_txt_line_with_crlf() {
    let text = format!("{FIDE_COMBINED_TXT_HEADER}\r\n{CARLSEN}\r\n");
    let entries = txt(&text, ListKind::Combined).unwrap();
    assert_eq!(entries.len(), 1);
    let e = &entries[0];
    assert_eq!((e.id, e.name.as_str(), e.federation.as_str(), e.sex), (1503014, "Carlsen, Magnus", "NOR", Some('m')));
    assert_eq!((e.title.as_str(), e.women_title.as_str()), ("GM", ""));
    assert_eq!((e.standard, e.rapid, e.blitz), (Some(2823), Some(2801), Some(2860)));
    assert_eq!((e.standard_games, e.rapid_games, e.blitz_games), (Some(0), Some(12), Some(0)));
    assert_eq!((e.standard_k, e.rapid_k, e.blitz_k), (Some(10), Some(10), Some(10)));
    assert_eq!((e.birth_year, e.inactive), (Some(1990), false));
}

#[test]
fn per_kind_txt_takes_the_kind_from_the_caller() {
    // Lines as FIDE writes them (the second one with its trailing blanks stripped).
    let a = "4804929        A-ALI, Sali Abbas Abdulzahra                                 IRQ F   WFM  WFM                     1876  13  20 2001  wi  ";
    let b = "25121731       A C J John                                                   IND M                                1063  0   40 1987";
    let text = format!("{PER_KIND_HEADER}\n{a}\n{b}\n");
    let entries = txt(&text, ListKind::Single(RatingKind::Rapid)).unwrap();
    assert_eq!(entries.len(), 2);
    let w = &entries[0];
    assert_eq!((w.rapid, w.rapid_games, w.rapid_k, w.standard), (Some(1876), Some(13), Some(20), None));
    assert_eq!((w.title.as_str(), w.women_title.as_str(), w.sex, w.inactive), ("WFM", "WFM", Some('w'), true));
    assert_eq!((entries[1].id, entries[1].rapid, entries[1].birth_year), (25121731, Some(1063), Some(1987)));
    assert!(!entries[1].inactive);
}

#[test]
fn per_kind_header_needs_the_kind() {
    let err = txt(PER_KIND_HEADER, ListKind::Combined).unwrap_err();
    assert!(matches!(err, ListError::NotAList { line: 1, .. }), "{err}");
}

#[test]
fn unrated_zero_and_latin1_name() {
    // Latin-1 bytes for "Núñez, José": ú = 0xFA, ñ = 0xF1, é = 0xE9; all ratings 0 = unrated.
    let line = fixed(
        162,
        &[(0, "2200000"), (15, "N\u{fa}\u{f1}ez, Jos\u{e9}"), (76, "ESP"), (80, "M"), (113, "0"), (119, "0")],
    );
    let line = fixed(162, &[(0, line.as_str()), (123, "0"), (126, "0"), (139, "0"), (152, "0"), (158, "i")]);
    let mut bytes = format!("{FIDE_COMBINED_TXT_HEADER}\n").into_bytes();
    bytes.extend(line.chars().map(|c| c as u8));
    let entries: Vec<ListEntry> =
        FideTxtReader::new(bytes.as_slice(), ListKind::Combined).unwrap().collect::<Result<_, _>>().unwrap();
    let e = &entries[0];
    assert_eq!(e.name, "Núñez, José");
    assert_eq!((e.standard, e.rapid, e.blitz, e.standard_k), (None, None, None, None));
    assert_eq!((e.standard_games, e.birth_year, e.inactive), (Some(0), None, true));
}

#[test]
fn utf8_name_padded_by_characters() {
    let line = fixed(162, &[(0, "1"), (15, "Østergaard, Søren"), (76, "DEN"), (80, "M"), (113, "2001"), (152, "1999")]);
    let e = &txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{line}\n"), ListKind::Combined).unwrap()[0];
    assert_eq!(
        (e.name.as_str(), e.federation.as_str(), e.standard, e.birth_year),
        ("Østergaard, Søren", "DEN", Some(2001), Some(1999))
    );
}

#[test]
fn utf8_name_padded_by_bytes() {
    // "Ødegaard, Jürgen" is 16 characters but 18 UTF-8 bytes (Ø and ü take two each). A tool
    // that pads by bytes writes 61 - 18 = 43 spaces, so the line is 162 bytes, 160 characters,
    // and the columns are byte offsets: Fed still starts at byte 76.
    let mut line = format!("{:<15}{}{}", "2", "Ødegaard, Jürgen", " ".repeat(61 - 18));
    line.push_str(&format!("{:<4}{:<4}{:<5}{:<5}{:<15}{:<4}", "NOR", "M", "", "", "", ""));
    line.push_str(&format!("{:<6}{:<4}{:<3}{:<13}{:<13}{:<6}{:<4}", "2105", "7", "20", "0", "0", "2001", ""));
    assert_eq!((line.len(), line.chars().count()), (162, 160));
    let e = &txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{line}\n"), ListKind::Combined).unwrap()[0];
    assert_eq!((e.name.as_str(), e.federation.as_str()), ("Ødegaard, Jürgen", "NOR"));
    assert_eq!((e.standard, e.standard_games, e.standard_k, e.birth_year), (Some(2105), Some(7), Some(20), Some(2001)));
}

#[test]
fn overflowing_other_titles_shift_the_rest_of_the_line() {
    // OTit "SI,FI,LSI,SLI,NA" is 16 characters in a 15-character column (94..109): the FOA
    // title and every number after it move one place right, the line is 163 long.
    let line = fixed(
        163,
        &[(0, "5"), (15, "Long, Titles"), (76, "SLO"), (80, "M"), (94, "SI,FI,LSI,SLI,NAAFM"), (114, "2100")],
    );
    let line = fixed(163, &[(0, line.as_str()), (120, "3"), (124, "20"), (153, "1970")]);
    let e = &txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{line}\n"), ListKind::Combined).unwrap()[0];
    assert_eq!(
        (e.other_titles.as_str(), e.standard, e.standard_games, e.standard_k),
        ("SI,FI,LSI,SLI,NA", Some(2100), Some(3), Some(20))
    );
    assert_eq!(e.birth_year, Some(1970));
}

#[test]
fn txt_errors_carry_line_and_column() {
    let err = txt("Player Rating\n1 2000\n", ListKind::Combined).unwrap_err();
    assert!(matches!(err, ListError::NotAList { line: 1, .. }), "{err}");

    // Line 3 stops after the name: 40 characters < 153 needed.
    let short = "1503015        Short, Line";
    let err = txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{CARLSEN}\n{short}\n"), ListKind::Combined).unwrap_err();
    assert_eq!(err, ListError::Truncated { line: 3, column: Some(27), what: err_what(&err) });

    let bad_id = CARLSEN.replacen("1503014", "15O3014", 1);
    let err = txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n\n{bad_id}\n"), ListKind::Combined).unwrap_err();
    assert_eq!(err, ListError::BadNumber { line: 3, column: Some(1), field: "ID", value: "15O3014".into() });

    let bad_rating = CARLSEN.replacen("2801", "28x1", 1);
    let err = txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{bad_rating}\n"), ListKind::Combined).unwrap_err();
    // RRtng starts at 0-based 126, i.e. column 127.
    assert_eq!(err, ListError::BadNumber { line: 2, column: Some(127), field: "rating", value: "28x1".into() });
}

fn err_what(err: &ListError) -> String {
    match err {
        ListError::Truncated { what, .. } => what.clone(),
        _ => String::new(),
    }
}

#[test]
fn iteration_stops_after_the_first_error() {
    let text = format!("{FIDE_COMBINED_TXT_HEADER}\nxx\n{CARLSEN}\n");
    let results: Vec<_> = FideTxtReader::new(text.as_bytes(), ListKind::Combined).unwrap().collect();
    assert_eq!(results.len(), 1);
    assert!(results[0].is_err());
}

const XML_SAMPLE: &str = "<playerslist>\n<player>\n<fideid>1503014</fideid>\n<name>Carlsen, Magnus</name>\n\
    <country>NOR</country><sex>M</sex><title>GM</title><w_title></w_title><o_title></o_title>\
    <foa_title></foa_title><rating>2823</rating><games>0</games><k>10</k><rapid_rating>2801</rapid_rating>\
    <rapid_games>12</rapid_games><rapid_k>10</rapid_k><blitz_rating>2860</blitz_rating><blitz_games>0</blitz_games>\
    <blitz_k>10</blitz_k><birthday>1990</birthday><flag></flag>\n</player>\n\
    <player><fideid> 4804929 </fideid><name>O&apos;Brien &amp; Co, J&#233;r&#xF4;me</name><country>irq</country>\
    <sex>F</sex><title/><w_title>WFM</w_title><o_title>FA</o_title><rating>0</rating><games/><k/>\
    <rapid_rating/><birthday></birthday><flag>wi</flag></player>\n</playerslist>\n";

#[test]
fn xml_players_with_entities_and_empty_tags() {
    let entries = xml(XML_SAMPLE).unwrap();
    assert_eq!(entries.len(), 2);
    let txt_entry = txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{CARLSEN}\n"), ListKind::Combined).unwrap();
    assert_eq!(entries[0], txt_entry[0]); // same player in both formats reads the same
    let e = &entries[1];
    assert_eq!((e.id, e.name.as_str()), (4804929, "O'Brien & Co, Jérôme"));
    assert_eq!(
        (e.federation.as_str(), e.sex, e.title.as_str(), e.other_titles.as_str()),
        ("IRQ", Some('w'), "WFM", "FA")
    );
    assert_eq!((e.standard, e.standard_games, e.birth_year, e.inactive), (None, None, None, true));
}

#[test]
fn xml_declaration_comment_and_latin1() {
    let mut bytes = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<!-- list -->\n<playerslist><player><fideid>7</fideid><name>M".to_vec();
    bytes.push(0xFC); // ü in Latin-1
    bytes.extend_from_slice(b"ller, Hans</name><rating>1500</rating></player></playerslist>");
    let entries: Vec<_> = FideXmlReader::new(bytes.as_slice(), ListKind::Single(RatingKind::Blitz)).collect();
    let e = entries[0].as_ref().unwrap();
    assert_eq!((e.name.as_str(), e.blitz, e.standard), ("Müller, Hans", Some(1500), None));
}

#[test]
fn xml_errors() {
    let err = xml("<players><player></player></players>").unwrap_err();
    assert!(matches!(err, ListError::NotAList { line: 1, .. }), "{err}");

    // The second <player> opens on line 3 and is never closed.
    let err =
        xml("<playerslist>\n<player><fideid>1</fideid></player>\n<player><fideid>2</fideid>\n<name>X").unwrap_err();
    assert!(matches!(err, ListError::Truncated { line: 3, .. }), "{err}");

    let err = xml("<playerslist>\n<player><fideid>1</fideid></player>\n").unwrap_err();
    assert!(matches!(err, ListError::Truncated { line: 3, .. }), "{err}"); // no </playerslist>

    let err = xml("<playerslist>\n\n<player>\n<fideid>12a</fideid></player></playerslist>").unwrap_err();
    assert_eq!(err, ListError::BadNumber { line: 3, column: None, field: "ID", value: "12a".into() });

    let err = xml("<playerslist><player><fideid>1</fideid><rating>two</rating></player></playerslist>").unwrap_err();
    assert!(matches!(err, ListError::BadNumber { line: 1, field: "rating", .. }), "{err}");

    let err = xml("<playerslist>\n<player><name><b>x</b></name></player></playerslist>").unwrap_err();
    assert!(matches!(err, ListError::Malformed { line: 2, .. }), "{err}");
}

fn mapping() -> CsvMapping {
    CsvMapping {
        id: "ID".into(),
        name: "Name".into(),
        rating: "Elo".into(),
        federation: None,
        sex: Some("Sex".into()),
        title: None,
        birth_year: Some("Born".into()),
    }
}

fn csv(text: &str) -> Result<Vec<ListEntry>, ListError> {
    CsvListReader::new(text.as_bytes(), &mapping())?.collect()
}

#[test]
fn csv_with_semicolons_quotes_and_dates() {
    let text = "\u{feff}Club;ID;Name;Sex;Elo;Born\r\n\
        \"Bad; Homburg\";1001;\"Meier, Karl \"\"Kalle\"\"\";M;1850;12.05.1971\r\n\
        X;1002;Schulz, Eva;F;;2004\r\n\
        Y;1003;\"Two,\tA\";w;1600;1999-01-31\r\n";
    let entries = csv(text).unwrap();
    assert_eq!(entries.len(), 3);
    assert_eq!(
        (entries[0].id, entries[0].name.as_str(), entries[0].standard),
        (1001, "Meier, Karl \"Kalle\"", Some(1850))
    );
    assert_eq!((entries[0].sex, entries[0].birth_year), (Some('m'), Some(1971)));
    assert_eq!((entries[1].standard, entries[1].sex, entries[1].birth_year), (None, Some('w'), Some(2004)));
    assert_eq!((entries[2].name.as_str(), entries[2].birth_year), ("Two,\tA", Some(1999)));
    // A quoted field may span lines, but a name holds no line break (nor
    // any other control character): refused, naming the record's line.
    let broken = "ID;Name;Sex;Elo;Born\n1;A;M;1500;1990\n2;\"Two\nLines, B\";w;1600;1999\n";
    let problem = TextProblem::ControlCharacter("U+000A".into());
    assert_eq!(csv(broken).unwrap_err(), ListError::BadText { line: 3, field: "name", problem });
}

#[test]
fn every_line_and_text_is_bounded() {
    let long_line = format!("ID;Name;Sex;Elo;Born\n1;{};M;1500;1990\n", "x".repeat(MAX_LINE));
    assert_eq!(csv(&long_line).unwrap_err(), ListError::TooLong { line: 2, limit: MAX_LINE });
    let long_name = format!("ID;Name;Sex;Elo;Born\n1;{};M;1500;1990\n", "Я".repeat(MAX_NAME + 1));
    let err = csv(&long_name).unwrap_err();
    assert_eq!(err, ListError::BadText { line: 2, field: "name", problem: TextProblem::TooLong(MAX_NAME) });
    let nul = "ID;Name;Sex;Elo;Born\n1;A\0B;M;1500;1990\n";
    let problem = TextProblem::ControlCharacter("U+0000".into());
    assert_eq!(csv(nul).unwrap_err(), ListError::BadText { line: 2, field: "name", problem });
    // An error quotes a bounded excerpt of a huge value, never the value.
    let huge_id = format!("ID;Name;Sex;Elo;Born\n{};A;M;1500;1990\n", "9x".repeat(4000));
    assert!(csv(&huge_id).unwrap_err().to_string().len() < 200);
    // A 300 MB XML name stops at the bound instead of being read whole.
    let xml = format!(
        "<playerslist><player><fideid>1</fideid><name>{}</name></player></playerslist>",
        "a".repeat(MAX_LINE + 10)
    );
    let err = FideXmlReader::new(xml.as_bytes(), ListKind::Combined).next().unwrap().unwrap_err();
    assert!(matches!(err, ListError::TooLong { limit: MAX_LINE, .. }), "{err:?}");
    let txt = format!("{FIDE_COMBINED_TXT_HEADER}\n{}\n", "1".repeat(MAX_LINE + 1));
    let err = FideTxtReader::new(txt.as_bytes(), ListKind::Combined).unwrap().next().unwrap().unwrap_err();
    assert_eq!(err, ListError::TooLong { line: 2, limit: MAX_LINE });
}

#[test]
fn csv_errors() {
    let err = csv("ID,Name,Rating\n1,A,1500\n").unwrap_err();
    assert_eq!(err, ListError::MissingColumn { line: 1, column: "Elo".into() });

    let head = "ID,Name,Sex,Elo,Born\n";
    let err = csv(&format!("{head}1,A,M,1500,1990\n2,B,M\n")).unwrap_err();
    assert!(matches!(err, ListError::Truncated { line: 3, .. }), "{err}");

    let err = csv(&format!("{head}1,A,M,1500,1990\n\n2x,B,M,1500,1990\n")).unwrap_err();
    assert_eq!(err, ListError::BadNumber { line: 4, column: Some(1), field: "ID", value: "2x".into() });

    let err = csv(&format!("{head}1,A,M,15OO,1990\n")).unwrap_err();
    assert_eq!(err, ListError::BadNumber { line: 2, column: Some(4), field: "rating", value: "15OO".into() });

    let err = csv(&format!("{head}1,\"A,M,1500,1990\n")).unwrap_err();
    assert!(matches!(err, ListError::Truncated { line: 2, .. }), "{err}");
}

#[test]
fn titles_prefer_the_open_title() {
    // A woman IM who is also WGM: best title IM, women's title WGM.
    assert_eq!(titles("IM", "WGM"), ("IM".to_string(), "WGM".to_string()));
    assert_eq!(titles("WIM", "WIM"), ("WIM".to_string(), "WIM".to_string()));
    assert_eq!(titles("wg", ""), ("WGM".to_string(), "WGM".to_string()));
    assert_eq!(titles("AGM", ""), (String::new(), String::new()));
}

#[test]
fn generator_round_trips_through_both_parsers() {
    let mut t = Vec::new();
    write_sample_txt(&mut t, 500, 42).unwrap();
    let mut x = Vec::new();
    write_sample_xml(&mut x, 500, 42).unwrap();
    // 1 header + 500 players, every line 162 characters + CRLF.
    assert_eq!(t.split(|&b| b == b'\n').filter(|l| !l.is_empty()).count(), 501);
    let from_txt: Vec<ListEntry> =
        FideTxtReader::new(t.as_slice(), ListKind::Combined).unwrap().collect::<Result<_, _>>().unwrap();
    let from_xml: Vec<ListEntry> =
        FideXmlReader::new(x.as_slice(), ListKind::Combined).collect::<Result<_, _>>().unwrap();
    assert_eq!(from_txt.len(), 500);
    assert_eq!(from_txt, from_xml);
    let mut rng = SplitMix(42);
    let first = sample_player(&mut rng, 0);
    assert_eq!((from_txt[0].id, &from_txt[0].name), (first.id, &first.name));
    assert!(from_txt.iter().any(|e| e.inactive) && from_txt.iter().any(|e| !e.title.is_empty()));
    assert!(from_txt.iter().any(|e| e.standard.is_none()) && from_txt.iter().any(|e| !e.name.is_ascii()));
    assert!(t.split(|&b| b == b'\n').any(|l| std::str::from_utf8(l).is_err()), "some Latin-1 lines");
    let mut again = Vec::new();
    write_sample_txt(&mut again, 500, 42).unwrap();
    assert_eq!(t, again);
}

#[test]
fn xml_entities_are_never_expanded() {
    // A billion-laughs DOCTYPE and an external entity: skipped, their references kept as written.
    let mut doctype = String::from("<?xml version=\"1.0\"?>\n<!DOCTYPE playerslist [\n<!ENTITY lol0 \"lol\">\n");
    for i in 1..=9 {
        let body = format!("&lol{};", i - 1).repeat(10);
        doctype.push_str(&format!("<!ENTITY lol{i} \"{body}\">\n"));
    }
    doctype.push_str("<!ENTITY xxe SYSTEM \"file:///etc/passwd\">\n]>\n");
    let text = format!(
        "{doctype}<playerslist>\n<player><fideid>1</fideid><name>&lol9; &xxe; &amp; J&#233;r&#xF4;me</name>\
         <rating>2000</rating></player>\n</playerslist>\n"
    );
    let entries = xml(&text).unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!((entries[0].name.as_str(), entries[0].standard), ("&lol9; &xxe; & Jérôme", Some(2000)));
    // Line numbers count the DOCTYPE's lines: the player opens on line 16.
    let bad = text.replace("<fideid>1</fideid>", "<fideid>x</fideid>");
    assert_eq!(xml(&bad).unwrap_err(), ListError::BadNumber { line: 16, column: None, field: "ID", value: "x".into() });
}

#[test]
fn csv_quoted_field_with_the_separator_and_a_line_break() {
    // The club spans lines 2 and 3; the next record starts on line 4.
    let text = "Club;ID;Name;Sex;Elo;Born\n\"Bad; Homburg\nam Kurpark\";1001;\"Meier; Karl\";M;1850;1971\n\
        X;1002;Schulz, Eva;F;x;2004\n";
    let results: Vec<_> = CsvListReader::new(text.as_bytes(), &mapping()).unwrap().collect();
    assert_eq!(results.len(), 2);
    let first = results[0].as_ref().unwrap();
    assert_eq!((first.id, first.name.as_str(), first.standard), (1001, "Meier; Karl", Some(1850)));
    let err = ListError::BadNumber { line: 4, column: Some(5), field: "rating", value: "x".into() };
    assert_eq!(results[1], Err(err));
}
