//! PGN: reading every game of a file (tags, moves, comments, variations,
//! NAGs) and writing a game with the FIDE tags arbiters need.

use super::fen;
use super::game::Game;
use super::notation::MoveError;
use crate::text::{self, TextProblem};
use shakmaty::{CastlingMode, Chess, Position};

/// The most half-moves a game's main line may have: the longest game the
/// Laws allow (the 75-move rule ends any game by its 8848th move).
pub const MAX_PLIES: usize = 17_697;

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
    #[error("line {line}: {problem}")]
    Syntax {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        problem: PgnSyntax,
    },
    /// The FEN tag is not a valid position.
    #[error("game {game}: bad FEN tag: {error}")]
    BadFen {
        /// 1-based game number in the file.
        game: usize,
        /// Why.
        error: fen::FenError,
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
    /// A line longer than [`text::MAX_LINE`] or holding a control character
    /// (tab aside), or a comment longer than [`text::MAX_LINE`] bytes.
    #[error("line {line}, column {column}: {problem}")]
    Text {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong.
        problem: TextProblem,
    },
    /// A game's main line has more than [`MAX_PLIES`] half-moves.
    #[error("line {line}: more than {max} half-moves in one game", max = MAX_PLIES)]
    TooManyMoves {
        /// Line of the first half-move too many.
        line: usize,
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

/// What breaks the PGN grammar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PgnSyntax {
    /// ')' without '('.
    #[error("')' without '('")]
    UnmatchedParen,
    /// Comment not closed.
    #[error("comment not closed")]
    CommentNotClosed,
    /// A tag needs a name and a value.
    #[error("a tag needs a name and a value")]
    TagNameValue,
    /// A tag value must be in quotes.
    #[error("a tag value must be in quotes")]
    TagValueQuotes,
    /// Tag not closed.
    #[error("tag not closed")]
    TagNotClosed,
    /// Tag value not closed.
    #[error("tag value not closed")]
    TagValueNotClosed,
    /// Variation not closed.
    #[error("variation not closed")]
    VariationNotClosed,
    /// A character that starts no token.
    #[error("unexpected {0:?}")]
    Unexpected(char),
}

impl PgnSyntax {
    /// Every kind but [`PgnSyntax::Unexpected`]: their stable codes.
    pub const CODES: [&str; 7] = [
        "unmatched_paren",
        "comment_not_closed",
        "tag_name_value",
        "tag_value_quotes",
        "tag_not_closed",
        "tag_value_not_closed",
        "variation_not_closed",
    ];

    /// A stable code (`tag_not_closed`...).
    pub fn code(self) -> &'static str {
        match self {
            PgnSyntax::UnmatchedParen => "unmatched_paren",
            PgnSyntax::CommentNotClosed => "comment_not_closed",
            PgnSyntax::TagNameValue => "tag_name_value",
            PgnSyntax::TagValueQuotes => "tag_value_quotes",
            PgnSyntax::TagNotClosed => "tag_not_closed",
            PgnSyntax::TagValueNotClosed => "tag_value_not_closed",
            PgnSyntax::VariationNotClosed => "variation_not_closed",
            PgnSyntax::Unexpected(_) => "unexpected",
        }
    }
}

fn is_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Reads every game of a PGN text. Every line is checked first
/// ([`text::check_lines`]): no control character (tab aside) in a tag or
/// anywhere, no line longer than [`text::MAX_LINE`] bytes; a comment is
/// bounded as a line is, and a game's moves by [`MAX_PLIES`].
pub fn parse(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    text::check_lines(text).map_err(|e| PgnError::Text { line: e.line, column: e.column, problem: e.problem })?;
    let mut reader = Reader {
        chars: text.char_indices().peekable(),
        line: 1,
        at_line_start: true,
        depth: 0,
        games: Vec::new(),
        current: PgnGame::default(),
        has_content: false,
    };
    while let Some(&(_, c)) = reader.chars.peek() {
        if c == '\n' {
            reader.line += 1;
            reader.at_line_start = true;
            reader.chars.next();
            continue;
        }
        if c.is_whitespace() || c == '\u{feff}' {
            reader.chars.next();
            continue;
        }
        let starts_line = std::mem::replace(&mut reader.at_line_start, false);
        match c {
            '%' if starts_line => reader.skip_rest_of_line(),
            ';' => reader.skip_rest_of_line(),
            '{' => reader.skip_comment()?,
            '[' if reader.depth == 0 => reader.tag_pair()?,
            '(' => {
                reader.depth += 1;
                reader.chars.next();
            }
            ')' => {
                reader.depth =
                    reader.depth.checked_sub(1).ok_or_else(|| syntax(reader.line, PgnSyntax::UnmatchedParen))?;
                reader.chars.next();
            }
            _ => reader.token(c)?,
        }
    }
    reader.finish()
}

fn syntax(line: usize, problem: PgnSyntax) -> PgnError {
    PgnError::Syntax { line, problem }
}

/// The state of [`parse`] as it goes through the text.
struct Reader<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    /// The 1-based line being read.
    line: usize,
    /// Nothing but white space read on this line yet.
    at_line_start: bool,
    /// Variation nesting.
    depth: usize,
    /// The games read so far.
    games: Vec<PgnGame>,
    /// The game being read.
    current: PgnGame,
    /// Whether the game being read has a tag or a token yet.
    has_content: bool,
}

impl Reader<'_> {
    /// Skips an escape (`%` at a line start) or a rest-of-line comment.
    fn skip_rest_of_line(&mut self) {
        while self.chars.peek().is_some_and(|&(_, c)| c != '\n') {
            self.chars.next();
        }
    }

    /// Skips a `{...}` comment, which may span lines.
    fn skip_comment(&mut self) -> Result<(), PgnError> {
        let start = self.line;
        let Some((from, _)) = self.chars.next() else { return Ok(()) };
        loop {
            match self.chars.next() {
                Some((_, '}')) => return Ok(()),
                Some((at, _)) if at - from > text::MAX_LINE => {
                    let problem = TextProblem::LineTooLong { max: text::MAX_LINE, excerpt: "{".into() };
                    return Err(PgnError::Text { line: start, column: 1, problem });
                }
                Some((_, '\n')) => self.line += 1,
                Some(_) => {}
                None => return Err(syntax(start, PgnSyntax::CommentNotClosed)),
            }
        }
    }

    /// Reads a `[Name "value"]` tag pair; it starts a new game when the
    /// previous one has moves but no result marker.
    fn tag_pair(&mut self) -> Result<(), PgnError> {
        if !self.current.moves.is_empty() || self.current.result.is_some() {
            self.end_game();
        }
        self.chars.next();
        let tag = self.tag_text()?;
        let line = self.line;
        let (name, value) =
            tag.trim().split_once(char::is_whitespace).ok_or_else(|| syntax(line, PgnSyntax::TagNameValue))?;
        let value = value
            .trim()
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .ok_or_else(|| syntax(line, PgnSyntax::TagValueQuotes))?;
        self.start_content();
        self.current.tags.push((name.to_string(), value.replace("\\\"", "\"").replace("\\\\", "\\")));
        Ok(())
    }

    /// The text of a tag pair up to its closing `]`, quoted values kept with
    /// their quotes and escapes.
    fn tag_text(&mut self) -> Result<String, PgnError> {
        let mut tag = String::new();
        loop {
            match self.chars.next() {
                Some((_, ']')) => return Ok(tag),
                Some((_, '\n')) | None => return Err(syntax(self.line, PgnSyntax::TagNotClosed)),
                Some((_, '"')) => self.quoted(&mut tag)?,
                Some((_, c)) => tag.push(c),
            }
        }
    }

    /// Appends a quoted tag value (its opening quote read) to `tag`.
    fn quoted(&mut self, tag: &mut String) -> Result<(), PgnError> {
        tag.push('"');
        loop {
            match self.chars.next() {
                Some((_, '\\')) => {
                    if let Some((_, e)) = self.chars.next() {
                        tag.push('\\');
                        tag.push(e);
                    }
                }
                Some((_, '"')) => {
                    tag.push('"');
                    return Ok(());
                }
                Some((_, '\n')) | None => return Err(syntax(self.line, PgnSyntax::TagValueNotClosed)),
                Some((_, c)) => tag.push(c),
            }
        }
    }

    /// Reads a token of the movetext (starting with `c`): a move, a move
    /// number, a NAG or a result marker (which ends the game).
    fn token(&mut self, c: char) -> Result<(), PgnError> {
        let mut token = String::new();
        while let Some(&(_, c)) = self.chars.peek() {
            if c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[' | ']') {
                break;
            }
            token.push(c);
            self.chars.next();
        }
        if token.is_empty() {
            return Err(syntax(self.line, PgnSyntax::Unexpected(c)));
        }
        self.start_content();
        if self.depth > 0 || token.starts_with('$') {
            return Ok(());
        }
        if is_result(&token) {
            self.current.result = Some(token);
            self.end_game();
            return Ok(());
        }
        // Move numbers: "12." "12..." or glued "12.e4".
        let trimmed = token.trim_start_matches(|c: char| c.is_ascii_digit());
        let san = if trimmed.len() < token.len() && trimmed.starts_with('.') {
            trimmed.trim_start_matches('.')
        } else {
            token.as_str()
        };
        if !san.is_empty() {
            if self.current.moves.len() >= MAX_PLIES {
                return Err(PgnError::TooManyMoves { line: self.line });
            }
            self.current.moves.push((san.to_string(), self.line));
        }
        Ok(())
    }

    /// Notes where the game starts, at its first tag or token.
    fn start_content(&mut self) {
        if !self.has_content {
            self.current.line = self.line;
            self.has_content = true;
        }
    }

    /// Ends the game being read; the next starts empty.
    fn end_game(&mut self) {
        self.games.push(std::mem::take(&mut self.current));
        self.has_content = false;
    }

    /// The games read, once the text is over.
    fn finish(mut self) -> Result<Vec<PgnGame>, PgnError> {
        if self.depth > 0 {
            return Err(syntax(self.line, PgnSyntax::VariationNotClosed));
        }
        if self.has_content {
            self.games.push(self.current);
        }
        Ok(self.games)
    }
}

/// Plays a game's moves from its start (the FEN tag, or the initial position);
/// the error names the first bad move. `number` is the game's place in its file.
/// A game whose `Variant` tag names Chess960 (`Chess960`, `chess 960`,
/// `Fischerandom`...) starts from its FEN with Chess960 castling.
pub fn replay(game: &PgnGame, number: usize) -> Result<Game, PgnError> {
    let start = match (game.tag("FEN"), is_chess960(game.tag("Variant"))) {
        (Some(f), false) => fen::parse(f).map_err(|e| PgnError::BadFen { game: number, error: e })?,
        (Some(f), true) => {
            fen::parse_in(f, CastlingMode::Chess960).map_err(|e| PgnError::BadFen { game: number, error: e })?
        }
        (None, _) => Chess::default(),
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
        return Err(PgnError::Move { game: number, ply: i + 1, line: *line, san: text::excerpt(san), error });
    }
    Ok(g)
}

/// Whether a `Variant` tag's value names Chess960, as programs write it.
fn is_chess960(variant: Option<&str>) -> bool {
    let Some(v) = variant else { return false };
    let v: String = v.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase();
    matches!(v.as_str(), "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess" | "freestyle")
}

/// One side of a game as its PGN tags name it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Side {
    /// The player's name (`White`/`Black`), empty for nobody.
    pub name: String,
    /// The FIDE title (`GM`, `WIM`...), empty for none.
    pub title: String,
    /// The FIDE rating.
    pub elo: Option<i32>,
    /// The FIDE id.
    pub fide_id: Option<i64>,
}

/// The tags of one game, as every export of a game writes them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// The event's name.
    pub event: String,
    /// Where it is played.
    pub site: String,
    /// The day, `YYYY.MM.DD`.
    pub date: String,
    /// The round as the tag reads (`3`, or `3.1` for round 3, board 1).
    pub round: String,
    /// White.
    pub white: Side,
    /// Black.
    pub black: Side,
    /// The result marker (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
    /// A `Board` tag, if wanted.
    pub board: Option<i32>,
    /// The `TimeControl` tag (PGN form, see [`crate::clock::TimeControl::pgn`]).
    pub time_control: String,
    /// A `Termination` tag, if wanted.
    pub termination: Option<String>,
}

impl Header {
    /// The tags in order: the Seven Tag Roster, then `Board`, the titles,
    /// ratings and FIDE ids each side has, `TimeControl` and `Termination`.
    pub fn tags(&self) -> Vec<(&'static str, String)> {
        let mut tags = vec![
            ("Event", self.event.clone()),
            ("Site", self.site.clone()),
            ("Date", self.date.clone()),
            ("Round", self.round.clone()),
            ("White", self.white.name.clone()),
            ("Black", self.black.name.clone()),
            ("Result", self.result.clone()),
        ];
        if let Some(board) = self.board {
            tags.push(("Board", board.to_string()));
        }
        let (w, b) = (&self.white, &self.black);
        for (tag, value) in [
            ("WhiteTitle", Some(w.title.clone()).filter(|t| !t.is_empty())),
            ("BlackTitle", Some(b.title.clone()).filter(|t| !t.is_empty())),
            ("WhiteElo", w.elo.map(|r| r.to_string())),
            ("BlackElo", b.elo.map(|r| r.to_string())),
            ("WhiteFideId", w.fide_id.map(|r| r.to_string())),
            ("BlackFideId", b.fide_id.map(|r| r.to_string())),
            ("TimeControl", Some(self.time_control.clone())),
            ("Termination", self.termination.clone()),
        ] {
            if let Some(v) = value {
                tags.push((tag, v));
            }
        }
        tags
    }

    /// The game written with these tags ([`write()`]).
    pub fn write(&self, game: &Game, clocks: Option<&[Option<u64>]>) -> String {
        write(&self.tags(), game, &self.result, clocks)
    }
}

/// A tag value as written: quotes and backslashes escaped, every control
/// character (a line break would end the tag) a space.
fn escape(value: &str) -> String {
    text::printable(value).replace('\\', "\\\\").replace('"', "\\\"")
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
    let chess960 = start.castles().mode() == CastlingMode::Chess960;
    if chess960 {
        out.push_str("[Variant \"Chess960\"]\n");
    }
    if chess960 || *start != Chess::default() {
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
    fn control_characters_and_long_texts_are_refused_with_their_place() {
        let err = parse("[Event \"x\"]\n[White \"Iva\0nov\"]\n\n1. e4 *\n").unwrap_err();
        let problem = TextProblem::ControlCharacter('\0');
        assert_eq!(err, PgnError::Text { line: 2, column: 12, problem });
        for c in ['\u{1b}', '\u{0b}', '\u{0c}', '\u{7f}', '\u{85}'] {
            let err = parse(&format!("1. e4 {{a{c}}} e5 *\n")).unwrap_err();
            assert!(matches!(err, PgnError::Text { line: 1, column: 9, .. }), "{err}");
        }
        assert!(parse("[Event \"x\ty\"]\r\n\r\n1. e4 *\r\n").is_ok(), "tab and CR LF are fine");
        let long = format!("[Event \"{}\"]\n", "x".repeat(text::MAX_LINE));
        let err = parse(&long).unwrap_err();
        assert!(matches!(err, PgnError::Text { line: 1, column: 1, .. }) && err.to_string().len() < 200, "{err}");
        let comment = format!("1. e4 {{{}\n{}}} *", "x".repeat(text::MAX_LINE / 2), "y".repeat(text::MAX_LINE / 2));
        assert!(matches!(parse(&comment), Err(PgnError::Text { line: 1, .. })), "a comment is bounded");
        let moves = "Nf3 Nf6 Ng1 Ng8\n".repeat(MAX_PLIES / 4 + 1);
        assert!(matches!(parse(&moves), Err(PgnError::TooManyMoves { .. })));
        let tags = [("White", "Evil\u{1b}[2J\nName".to_string())];
        let written = write(&tags, &Game::new(Chess::default()), "*", None);
        assert!(written.starts_with("[White \"Evil [2J Name\"]\n"), "{written}");
    }

    #[test]
    fn chess960_games_carry_the_variant_and_their_start() {
        let start = crate::chess::Chess960::new(0).unwrap();
        let mut game = Game::new(start.position());
        for m in ["Nc3", "Nc6", "Nf3", "Nf6", "d4", "d5", "Qd2", "Qd7", "O-O-O"] {
            game.play_text(m).unwrap();
        }
        let text = write(&[("Event", "x".to_string())], &game, "*", None);
        let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
        assert!(text.contains(&format!("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n")), "{text}");
        let again = replay(&parse(&text).unwrap()[0], 1).unwrap();
        assert_eq!(again.moves(), game.moves());
        // 518 in a Chess960 game is still a Chess960 game.
        let classical = write(&[], &Game::new(crate::chess::Chess960::STANDARD.position()), "*", None);
        assert!(classical.starts_with("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/"), "{classical}");
        // Without the Variant tag the FEN's castling rights are those of the usual game.
        let plain = text.replace("[Variant \"Chess960\"]\n", "");
        assert!(matches!(replay(&parse(&plain).unwrap()[0], 1), Err(PgnError::BadFen { .. })));
    }

    #[test]
    fn syntax_errors_have_lines() {
        assert!(matches!(parse("[Event \"x]\n"), Err(PgnError::Syntax { line: 1, .. })));
        assert!(matches!(parse("1. e4 {open\n\n"), Err(PgnError::Syntax { line: 1, .. })));
        assert!(matches!(parse("1. e4 (e5\n"), Err(PgnError::Syntax { .. })));
    }
}
