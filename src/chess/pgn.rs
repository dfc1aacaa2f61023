//! PGN: reading every game of a file (tags, moves, comments, variations,
//! NAGs) and writing a game with the FIDE tags arbiters need.

use super::fen;
use super::game::Game;
use super::notation::MoveError;
use shakmaty::{Chess, Position};

/// One game as read from a PGN file, before its moves are checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in file order.
    pub tags: Vec<(String, String)>,
    /// Main-line moves with the line each stands on.
    pub moves: Vec<(String, usize)>,
    /// The game termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`), if present.
    pub result: Option<String>,
    /// Line where the game starts.
    pub line: usize,
}

impl PgnGame {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }
}

/// A problem in a PGN file, with where it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    /// The text does not follow the PGN grammar.
    #[error("line {line}: {message}")]
    Syntax {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// The FEN tag is not a valid position.
    #[error("game {game}: bad FEN tag: {message}")]
    BadFen {
        /// 1-based game number in the file.
        game: usize,
        /// Why.
        message: String,
    },
    /// A move is not legal (or not a move) in its position.
    #[error("game {game}, ply {ply} (line {line}): {san}: {error}")]
    Move {
        /// 1-based game number in the file.
        game: usize,
        /// 1-based ply of the first bad move.
        ply: usize,
        /// Line of the move.
        line: usize,
        /// The move as written.
        san: String,
        /// Why it was refused.
        error: MoveError,
    },
    /// A move after the rules had already ended the game.
    #[error("game {game}, ply {ply} (line {line}): a move after the game ended ({end})")]
    AfterEnd {
        /// 1-based game number in the file.
        game: usize,
        /// 1-based ply of the move.
        ply: usize,
        /// Line of the move.
        line: usize,
        /// How the game had ended.
        end: &'static str,
    },
}

fn is_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Reads every game of a PGN text.
pub fn parse(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut games = Vec::new();
    let mut current = PgnGame::default();
    let mut has_content = false;
    let mut depth = 0usize; // variation nesting
    let mut chars = text.char_indices().peekable();
    let mut line = 1usize;
    let mut at_line_start = true;
    let syntax = |line: usize, message: &str| PgnError::Syntax { line, message: message.to_string() };
    while let Some(&(_, c)) = chars.peek() {
        if c == '\n' {
            line += 1;
            at_line_start = true;
            chars.next();
            continue;
        }
        if c.is_whitespace() || c == '\u{feff}' {
            chars.next();
            continue;
        }
        let starts_line = at_line_start;
        at_line_start = false;
        match c {
            '%' if starts_line => {
                while chars.peek().is_some_and(|&(_, c)| c != '\n') {
                    chars.next();
                }
            }
            ';' => {
                while chars.peek().is_some_and(|&(_, c)| c != '\n') {
                    chars.next();
                }
            }
            '{' => {
                let start = line;
                chars.next();
                loop {
                    match chars.next() {
                        Some((_, '}')) => break,
                        Some((_, '\n')) => line += 1,
                        Some(_) => {}
                        None => return Err(syntax(start, "comment not closed")),
                    }
                }
            }
            '[' if depth == 0 => {
                if !current.moves.is_empty() || current.result.is_some() {
                    // A new game without a result marker in the previous one.
                    games.push(std::mem::take(&mut current));
                    has_content = false;
                }
                chars.next();
                let mut tag = String::new();
                loop {
                    match chars.next() {
                        Some((_, ']')) => break,
                        Some((_, '\n')) | None => return Err(syntax(line, "tag not closed")),
                        Some((_, '"')) => {
                            tag.push('"');
                            loop {
                                match chars.next() {
                                    Some((_, '\\')) => {
                                        if let Some((_, e)) = chars.next() {
                                            tag.push('\\');
                                            tag.push(e);
                                        }
                                    }
                                    Some((_, '"')) => {
                                        tag.push('"');
                                        break;
                                    }
                                    Some((_, '\n')) | None => return Err(syntax(line, "tag value not closed")),
                                    Some((_, c)) => tag.push(c),
                                }
                            }
                        }
                        Some((_, c)) => tag.push(c),
                    }
                }
                let (name, value) = tag
                    .trim()
                    .split_once(char::is_whitespace)
                    .ok_or_else(|| syntax(line, "a tag needs a name and a value"))?;
                let value = value.trim();
                let value = value
                    .strip_prefix('"')
                    .and_then(|v| v.strip_suffix('"'))
                    .ok_or_else(|| syntax(line, "a tag value must be in quotes"))?;
                if !has_content {
                    current.line = line;
                    has_content = true;
                }
                current.tags.push((name.to_string(), value.replace("\\\"", "\"").replace("\\\\", "\\")));
            }
            '(' => {
                depth += 1;
                chars.next();
            }
            ')' => {
                depth = depth.checked_sub(1).ok_or_else(|| syntax(line, "')' without '('"))?;
                chars.next();
            }
            _ => {
                let mut token = String::new();
                while let Some(&(_, c)) = chars.peek() {
                    if c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[' | ']') {
                        break;
                    }
                    token.push(c);
                    chars.next();
                }
                if token.is_empty() {
                    return Err(syntax(line, &format!("unexpected {c:?}")));
                }
                if !has_content {
                    current.line = line;
                    has_content = true;
                }
                if depth > 0 {
                    continue;
                }
                if is_result(&token) {
                    current.result = Some(token);
                    games.push(std::mem::take(&mut current));
                    has_content = false;
                    continue;
                }
                if token.starts_with('$') {
                    continue;
                }
                // Move numbers: "12." "12..." or glued "12.e4".
                let trimmed = token.trim_start_matches(|c: char| c.is_ascii_digit());
                let san = if trimmed.len() < token.len() && trimmed.starts_with('.') {
                    trimmed.trim_start_matches('.')
                } else {
                    token.as_str()
                };
                if !san.is_empty() {
                    current.moves.push((san.to_string(), line));
                }
            }
        }
    }
    if depth > 0 {
        return Err(syntax(line, "variation not closed"));
    }
    if has_content {
        games.push(current);
    }
    Ok(games)
}

/// Plays a game's moves from its start (the FEN tag, or the initial position);
/// the error names the first bad move. `number` is the game's place in its file.
pub fn replay(game: &PgnGame, number: usize) -> Result<Game, PgnError> {
    let start = match game.tag("FEN") {
        Some(f) => fen::parse(f).map_err(|e| PgnError::BadFen { game: number, message: e.to_string() })?,
        None => Chess::default(),
    };
    let mut g = Game::new(start);
    for (i, (san, line)) in game.moves.iter().enumerate() {
        let error = match g.play_text(san) {
            Ok(_) => continue,
            Err(super::PlayError::Move(e)) => e,
            Err(super::PlayError::GameOver(end)) => {
                return Err(PgnError::AfterEnd { game: number, ply: i + 1, line: *line, end: end.code() });
            }
        };
        return Err(PgnError::Move { game: number, ply: i + 1, line: *line, san: san.clone(), error });
    }
    Ok(g)
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"").replace(['\n', '\r'], " ")
}

/// Writes one game: the tags given (Seven Tag Roster first, in order), SetUp
/// and FEN for a non-standard start, the moves with optional clock comments
/// (`[%clk h:mm:ss]`, one per ply), wrapped at 80 columns, and the result.
pub fn write(tags: &[(&str, String)], game: &Game, result: &str, clocks: Option<&[Option<u64>]>) -> String {
    let mut out = String::new();
    for (name, value) in tags {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    let start = game.start();
    if *start != Chess::default() {
        out.push_str("[SetUp \"1\"]\n");
        out.push_str(&format!("[FEN \"{}\"]\n", fen::write(start)));
    }
    out.push('\n');
    let mut tokens: Vec<String> = Vec::new();
    let mut number = start.fullmoves().get();
    let mut white = start.turn().is_white();
    for (i, m) in game.moves().iter().enumerate() {
        if white {
            tokens.push(format!("{number}."));
        } else if i == 0 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(m.san.clone());
        if let Some(Some(ms)) = clocks.and_then(|c| c.get(i)) {
            let s = ms / 1000;
            tokens.push(format!("{{[%clk {}:{:02}:{:02}]}}", s / 3600, s / 60 % 60, s % 60));
        }
        if !white {
            number += 1;
        }
        white = !white;
    }
    tokens.push(result.to_string());
    let mut width = 0;
    for t in tokens {
        if width > 0 && width + 1 + t.len() > 80 {
            out.push('\n');
            width = 0;
        } else if width > 0 {
            out.push(' ');
            width += 1;
        }
        width += t.chars().count();
        out.push_str(&t);
    }
    out.push_str("\n\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"[Event "Club \"Open\""]
[Site "Kazan"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 $1 Nc6 3.Bb5 a6 ; comment
4. Ba4 1-0

[Event "Second"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"]

1... Kd7 2. e4 Ke6 *
"#;

    #[test]
    fn reads_games_skipping_comments_variations_and_nags() {
        let games = parse(SAMPLE).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].tag("Event"), Some("Club \"Open\""));
        let sans: Vec<&str> = games[0].moves.iter().map(|(s, _)| s.as_str()).collect();
        assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]);
        assert_eq!(games[0].result.as_deref(), Some("1-0"));
        assert_eq!(games[0].moves[6].1, 8, "line numbers");
        let g = replay(&games[1], 2).unwrap();
        assert_eq!(g.moves().len(), 3);
    }

    #[test]
    fn reports_the_first_illegal_move() {
        let text = "[Event \"x\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n";
        let games = parse(text).unwrap();
        let err = replay(&games[0], 1).unwrap_err();
        assert!(matches!(err, PgnError::Move { game: 1, ply: 3, line: 3, .. }), "{err}");
    }

    #[test]
    fn round_trips_through_write() {
        let games = parse(SAMPLE).unwrap();
        for (i, g) in games.iter().enumerate() {
            let game = replay(g, i + 1).unwrap();
            let tags: Vec<(&str, String)> = vec![("Event", g.tag("Event").unwrap().to_string())];
            let text = write(&tags, &game, g.result.as_deref().unwrap(), None);
            let again = parse(&text).unwrap();
            assert_eq!(again.len(), 1);
            let replayed = replay(&again[0], 1).unwrap();
            assert_eq!(replayed.moves(), game.moves());
            assert_eq!(again[0].tag("Event"), g.tag("Event"));
            assert_eq!(write(&tags, &replayed, again[0].result.as_deref().unwrap(), None), text);
        }
    }

    #[test]
    fn syntax_errors_have_lines() {
        assert!(matches!(parse("[Event \"x]\n"), Err(PgnError::Syntax { line: 1, .. })));
        assert!(matches!(parse("1. e4 {open\n\n"), Err(PgnError::Syntax { line: 1, .. })));
        assert!(matches!(parse("1. e4 (e5\n"), Err(PgnError::Syntax { .. })));
    }
}
