use serde::{Deserialize, Deserializer, Serialize, Serializer};
use shakmaty::Color;
use std::fmt;
use std::str::FromStr;

/// The result of a board on which two players were paired, kept apart from
/// the points it is worth (the scoring system turns it into points).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// Not yet known: the game is on, or has not started.
    Pending,
    /// White won over the board (`1-0`).
    WhiteWins,
    /// Drawn over the board (`½-½`).
    Draw,
    /// Black won over the board (`0-1`).
    BlackWins,
    /// White wins by forfeit: Black did not play (`+/-`, TRF `+`/`-`).
    WhiteWinsByForfeit,
    /// Black wins by forfeit: White did not play (`-/+`).
    BlackWinsByForfeit,
    /// Neither player played (`-/-`): both score as absent.
    DoubleForfeit,
    /// White won a game of less than one move (TRF `W`/`L`): it counts for
    /// pairing and points, never for ratings or norms (B.02, B.01).
    WhiteWinsUnrated,
    /// A game of less than one move drawn (TRF `D`/`D`): not rated.
    DrawUnrated,
    /// Black won a game of less than one move (TRF `L`/`W`): not rated.
    BlackWinsUnrated,
    /// An unusual result (C.04.2): White scored a half point over the
    /// board and Black nothing (`½-0`, TRF `=`/`0`), each scored, paired
    /// and rated by his own result.
    WhiteHalfBlackNothing,
    /// An unusual result: Black scored a half point and White nothing (`0-½`, TRF `0`/`=`).
    BlackHalfWhiteNothing,
    /// An unusual result: the game was played and both players lost it (`0-0`, TRF `0`/`0`).
    BothLose,
    /// Adjourned (Guidelines I of the Laws): the game was begun and will be
    /// finished later. Until its result is in it counts as a draw for
    /// pairing only (C.04.3 D.1); standings, ratings and norms wait for it
    /// (TRF `?`, the unknown result of record 162's `X`).
    Adjourned,
}

/// Why a player has no opponent in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ByeKind {
    /// Pairing-allocated bye: the one player left over by the Swiss pairing (PAB).
    PairingAllocated,
    /// Half-point bye requested in advance.
    HalfPoint,
    /// Full-point bye requested in advance (or granted by the regulations).
    FullPoint,
    /// Zero-point bye: requested absence, or a player not paired.
    ZeroPoint,
    /// The rest round of an odd-sized round robin (the Berger table's phantom opponent).
    RestRound,
}

/// What a board holds: a game's result, or for a player without an
/// opponent the kind of bye. Stored as the one or the other's code (they
/// never coincide).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardResult {
    /// Two players were paired: the game's result (pending until entered).
    Game(GameResult),
    /// One player had no opponent.
    Bye(ByeKind),
}

/// What a player got in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A win, over the board or by forfeit.
    Win {
        /// The opponent did not play.
        forfeit: bool,
    },
    /// A draw over the board.
    Draw,
    /// A loss, over the board or by forfeit.
    Loss {
        /// The player did not play.
        forfeit: bool,
    },
    /// A bye of the given kind.
    Bye(ByeKind),
    /// Nothing known yet.
    Pending,
    /// An adjourned game: a draw for pairing only, nothing yet for the rest.
    Adjourned,
}

impl GameResult {
    /// Every result an arbiter can enter, in the order a form lists them.
    pub const ALL: [GameResult; 14] = [
        GameResult::Pending,
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteWinsByForfeit,
        GameResult::BlackWinsByForfeit,
        GameResult::DoubleForfeit,
        GameResult::WhiteWinsUnrated,
        GameResult::DrawUnrated,
        GameResult::BlackWinsUnrated,
        GameResult::WhiteHalfBlackNothing,
        GameResult::BlackHalfWhiteNothing,
        GameResult::BothLose,
        GameResult::Adjourned,
    ];

    /// The stable code stored in the database and sent by forms.
    pub fn code(self) -> &'static str {
        match self {
            GameResult::Pending => "*",
            GameResult::WhiteWins => "1-0",
            GameResult::Draw => "1/2",
            GameResult::BlackWins => "0-1",
            GameResult::WhiteWinsByForfeit => "+-",
            GameResult::BlackWinsByForfeit => "-+",
            GameResult::DoubleForfeit => "--",
            GameResult::WhiteWinsUnrated => "W-L",
            GameResult::DrawUnrated => "D-D",
            GameResult::BlackWinsUnrated => "L-W",
            GameResult::WhiteHalfBlackNothing => "1/2-0",
            GameResult::BlackHalfWhiteNothing => "0-1/2",
            GameResult::BothLose => "0-0",
            GameResult::Adjourned => "adj",
        }
    }

    /// The PGN Result tag: a forfeit as the win it gives; a double
    /// forfeit, an unusual result (PGN has no tag for one) and a pending
    /// game as `*`.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins | GameResult::WhiteWinsByForfeit | GameResult::WhiteWinsUnrated => "1-0",
            GameResult::BlackWins | GameResult::BlackWinsByForfeit | GameResult::BlackWinsUnrated => "0-1",
            GameResult::Draw | GameResult::DrawUnrated => "1/2-1/2",
            GameResult::Pending
            | GameResult::DoubleForfeit
            | GameResult::WhiteHalfBlackNothing
            | GameResult::BlackHalfWhiteNothing
            | GameResult::BothLose
            | GameResult::Adjourned => "*",
        }
    }

    /// The result a PGN Result tag names ([`GameResult::pgn`]): a forfeit
    /// written as the win it gives reads back as that win.
    pub fn from_pgn(tag: &str) -> Option<GameResult> {
        [GameResult::Pending, GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWins]
            .into_iter()
            .find(|r| r.pgn() == tag)
    }

    /// How the result is printed on pairing lists (`1-0`, `½-½`, `+ - −`...;
    /// `1-0 (<1)` for a game of less than one move).
    pub fn symbol(self) -> &'static str {
        match self {
            GameResult::Pending => "",
            GameResult::WhiteWins => "1-0",
            GameResult::Draw => "½-½",
            GameResult::BlackWins => "0-1",
            GameResult::WhiteWinsByForfeit => "+/-",
            GameResult::BlackWinsByForfeit => "-/+",
            GameResult::DoubleForfeit => "-/-",
            GameResult::WhiteWinsUnrated => "1-0 (<1)",
            GameResult::DrawUnrated => "½-½ (<1)",
            GameResult::BlackWinsUnrated => "0-1 (<1)",
            GameResult::WhiteHalfBlackNothing => "½-0",
            GameResult::BlackHalfWhiteNothing => "0-½",
            GameResult::BothLose => "0-0",
            GameResult::Adjourned => "adj.",
        }
    }

    /// The result written with `side`'s player first, as a match sheet
    /// reads it left to right (`1-0`: the player on the left won): as it is
    /// for White; for Black, the winner and loser change places. Reading it
    /// back from the same side gives the result again.
    pub fn seen_from(self, side: Color) -> GameResult {
        if side == Color::White {
            return self;
        }
        match self {
            GameResult::WhiteWins => GameResult::BlackWins,
            GameResult::BlackWins => GameResult::WhiteWins,
            GameResult::WhiteWinsByForfeit => GameResult::BlackWinsByForfeit,
            GameResult::BlackWinsByForfeit => GameResult::WhiteWinsByForfeit,
            GameResult::WhiteWinsUnrated => GameResult::BlackWinsUnrated,
            GameResult::BlackWinsUnrated => GameResult::WhiteWinsUnrated,
            GameResult::WhiteHalfBlackNothing => GameResult::BlackHalfWhiteNothing,
            GameResult::BlackHalfWhiteNothing => GameResult::WhiteHalfBlackNothing,
            same @ (GameResult::Pending
            | GameResult::Draw
            | GameResult::DoubleForfeit
            | GameResult::DrawUnrated
            | GameResult::BothLose
            | GameResult::Adjourned) => same,
        }
    }

    /// What White got.
    pub fn white_outcome(self) -> Outcome {
        match self {
            GameResult::Pending => Outcome::Pending,
            GameResult::Adjourned => Outcome::Adjourned,
            GameResult::WhiteWins | GameResult::WhiteWinsUnrated => Outcome::Win { forfeit: false },
            GameResult::Draw | GameResult::DrawUnrated | GameResult::WhiteHalfBlackNothing => Outcome::Draw,
            GameResult::BlackWins
            | GameResult::BlackWinsUnrated
            | GameResult::BlackHalfWhiteNothing
            | GameResult::BothLose => Outcome::Loss { forfeit: false },
            GameResult::WhiteWinsByForfeit => Outcome::Win { forfeit: true },
            GameResult::BlackWinsByForfeit | GameResult::DoubleForfeit => Outcome::Loss { forfeit: true },
        }
    }

    /// What Black got.
    pub fn black_outcome(self) -> Outcome {
        match self {
            GameResult::Pending => Outcome::Pending,
            GameResult::Adjourned => Outcome::Adjourned,
            GameResult::WhiteWins
            | GameResult::WhiteWinsUnrated
            | GameResult::WhiteHalfBlackNothing
            | GameResult::BothLose => Outcome::Loss { forfeit: false },
            GameResult::Draw | GameResult::DrawUnrated | GameResult::BlackHalfWhiteNothing => Outcome::Draw,
            GameResult::BlackWins | GameResult::BlackWinsUnrated => Outcome::Win { forfeit: false },
            GameResult::BlackWinsByForfeit => Outcome::Win { forfeit: true },
            GameResult::WhiteWinsByForfeit | GameResult::DoubleForfeit => Outcome::Loss { forfeit: true },
        }
    }

    /// Whether the game was actually played over the board (a game of less
    /// than one move counts as played for pairing).
    pub fn is_played(self) -> bool {
        matches!(self, GameResult::WhiteWins | GameResult::Draw | GameResult::BlackWins | GameResult::Adjourned)
            || self.is_unusual()
            || self.less_than_one_move()
    }

    /// Whether the game lasted less than one move (TRF `W`, `D`, `L`): its
    /// result counts for pairing and points, never for ratings, rated-game
    /// counts or norms (B.02, B.01).
    pub fn less_than_one_move(self) -> bool {
        matches!(self, GameResult::WhiteWinsUnrated | GameResult::DrawUnrated | GameResult::BlackWinsUnrated)
    }

    /// Whether the game is adjourned, waiting for its result.
    pub fn is_adjourned(self) -> bool {
        self == GameResult::Adjourned
    }

    /// Whether it is one of C.04.2's unusual results (½-0, 0-½, 0-0): a
    /// played game in which the two players' points do not add up to one.
    pub fn is_unusual(self) -> bool {
        matches!(self, GameResult::WhiteHalfBlackNothing | GameResult::BlackHalfWhiteNothing | GameResult::BothLose)
    }
}

/// A result or bye code that is not one of ours.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown result code {0:?}")]
pub struct ParseResultError(pub String);

impl FromStr for GameResult {
    type Err = ParseResultError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameResult::ALL.into_iter().find(|r| r.code() == s).ok_or_else(|| ParseResultError(s.to_string()))
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

impl ByeKind {
    /// Every kind of bye.
    pub const ALL: [ByeKind; 5] =
        [ByeKind::PairingAllocated, ByeKind::HalfPoint, ByeKind::FullPoint, ByeKind::ZeroPoint, ByeKind::RestRound];

    /// The stable code stored in the database.
    pub fn code(self) -> &'static str {
        match self {
            ByeKind::PairingAllocated => "pab",
            ByeKind::HalfPoint => "hpb",
            ByeKind::FullPoint => "fpb",
            ByeKind::ZeroPoint => "zpb",
            ByeKind::RestRound => "rest",
        }
    }
}

impl FromStr for ByeKind {
    type Err = ParseResultError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ByeKind::ALL.into_iter().find(|k| k.code() == s).ok_or_else(|| ParseResultError(s.to_string()))
    }
}

impl BoardResult {
    /// A game whose result is not yet known.
    pub const PENDING: BoardResult = BoardResult::Game(GameResult::Pending);

    /// The stable code stored in the database: the result's or the bye's.
    pub fn code(self) -> &'static str {
        match self {
            BoardResult::Game(r) => r.code(),
            BoardResult::Bye(k) => k.code(),
        }
    }

    /// Whether the board holds this game result.
    pub fn holds(self, result: GameResult) -> bool {
        self == BoardResult::Game(result)
    }

    /// The game's result; none for a bye.
    pub fn game(self) -> Option<GameResult> {
        match self {
            BoardResult::Game(r) => Some(r),
            BoardResult::Bye(_) => None,
        }
    }

    /// The kind of bye; none for a game.
    pub fn bye(self) -> Option<ByeKind> {
        match self {
            BoardResult::Bye(k) => Some(k),
            BoardResult::Game(_) => None,
        }
    }
}

impl From<GameResult> for BoardResult {
    fn from(result: GameResult) -> BoardResult {
        BoardResult::Game(result)
    }
}

impl From<ByeKind> for BoardResult {
    fn from(kind: ByeKind) -> BoardResult {
        BoardResult::Bye(kind)
    }
}

impl FromStr for BoardResult {
    type Err = ParseResultError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(BoardResult::Game).or_else(|_| s.parse().map(BoardResult::Bye))
    }
}

/// Serializes and reads both as their code (`"1/2"`, `"pab"`), as the
/// audit log stores them.
macro_rules! serde_as_code {
    ($($t:ty),*) => {$(
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.code())
            }
        }

        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
            }
        }
    )*};
}

serde_as_code!(BoardResult, ByeKind);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for r in GameResult::ALL {
            assert_eq!(r.code().parse::<GameResult>(), Ok(r));
        }
        for k in ByeKind::ALL {
            assert_eq!(k.code().parse::<ByeKind>(), Ok(k));
        }
        assert!("2-0".parse::<GameResult>().is_err());
        assert_eq!("1/2".parse(), Ok(BoardResult::Game(GameResult::Draw)));
        assert_eq!("pab".parse(), Ok(BoardResult::Bye(ByeKind::PairingAllocated)));
        assert!("2-0".parse::<BoardResult>().is_err());
        for r in GameResult::ALL {
            assert_eq!(BoardResult::Game(r).code(), r.code());
            assert_eq!(GameResult::from_pgn(r.pgn()).map(GameResult::pgn), Some(r.pgn()));
        }
    }

    #[test]
    fn a_result_seen_from_black_gives_black_the_white_side() {
        for r in GameResult::ALL {
            assert_eq!(r.seen_from(Color::White), r);
            assert_eq!(r.seen_from(Color::Black).seen_from(Color::Black), r);
            assert_eq!(r.seen_from(Color::Black).white_outcome(), r.black_outcome(), "{r:?}");
        }
    }

    #[test]
    fn an_unusual_result_scores_each_player_by_his_own_result() {
        let half = Outcome::Draw;
        let nothing = Outcome::Loss { forfeit: false };
        for (r, white, black) in [
            (GameResult::WhiteHalfBlackNothing, half, nothing),
            (GameResult::BlackHalfWhiteNothing, nothing, half),
            (GameResult::BothLose, nothing, nothing),
        ] {
            assert_eq!((r.white_outcome(), r.black_outcome()), (white, black), "{r:?}");
            assert!(r.is_played() && r.is_unusual() && !r.less_than_one_move(), "{r:?}");
            assert_eq!(r.pgn(), "*", "PGN has no tag for {r:?}");
        }
        assert_eq!(GameResult::WhiteHalfBlackNothing.symbol(), "½-0");
        assert!(!GameResult::Draw.is_unusual());
    }

    #[test]
    fn double_forfeit_is_a_forfeit_loss_for_both() {
        let r = GameResult::DoubleForfeit;
        assert_eq!(r.white_outcome(), Outcome::Loss { forfeit: true });
        assert_eq!(r.black_outcome(), Outcome::Loss { forfeit: true });
        assert!(!r.is_played());
    }
}
