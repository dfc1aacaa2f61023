//! What can be wrong in a TRF file, and where: the errors of the reader
//! (line and column), and the column reading every record shares.

use crate::text::TextProblem;
use crate::tournament::{PairingNumber, Points, RoundProblem};

/// A problem in a TRF file, with where it is (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct TrfError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub problem: TrfProblem,
}

/// Every problem found in a TRF file, at least one, in the order of the
/// lines (and columns) where they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfErrors(Vec<TrfError>);

impl TrfErrors {
    /// `Ok` when nothing was found, else every problem found.
    pub fn check(mut problems: Vec<TrfError>) -> Result<(), TrfErrors> {
        if problems.is_empty() {
            return Ok(());
        }
        problems.sort_by_key(|e| (e.line, e.column));
        Err(TrfErrors(problems))
    }

    /// The problems, in the order of the lines.
    pub fn problems(&self) -> &[TrfError] {
        &self.0
    }

    /// The first problem.
    pub fn first(&self) -> &TrfError {
        &self.0[0]
    }
}

impl From<TrfError> for TrfErrors {
    fn from(e: TrfError) -> Self {
        TrfErrors(vec![e])
    }
}

/// One problem as [`TrfError`] says it; several as their count, then one
/// per line.
impl std::fmt::Display for TrfErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let [one] = self.0.as_slice() {
            return write!(f, "{one}");
        }
        write!(f, "{} problems:", self.0.len())?;
        self.0.iter().try_for_each(|e| write!(f, "\n{e}"))
    }
}

impl std::error::Error for TrfErrors {}

/// A numeric field of a player record (`001`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayerField {
    /// Columns 5-8.
    StartingRank,
    /// The first four columns of a round block.
    OpponentRank,
    /// Columns 49-52.
    Rating,
    /// Columns 58-68.
    FideId,
    /// Columns 86-89.
    Rank,
}

impl PlayerField {
    /// The field as the English messages name it.
    fn name(self) -> &'static str {
        match self {
            PlayerField::StartingRank => "the starting rank",
            PlayerField::OpponentRank => "the opponent's starting rank",
            PlayerField::Rating => "the rating",
            PlayerField::FideId => "the FIDE id",
            PlayerField::Rank => "the rank",
        }
    }

    /// A stable code for the field (`starting_rank`...).
    pub fn code(self) -> &'static str {
        match self {
            PlayerField::StartingRank => "starting_rank",
            PlayerField::OpponentRank => "opponent_rank",
            PlayerField::Rating => "rating",
            PlayerField::FideId => "fide_id",
            PlayerField::Rank => "rank",
        }
    }

    /// Every field.
    pub const ALL: [PlayerField; 5] = [
        PlayerField::StartingRank,
        PlayerField::OpponentRank,
        PlayerField::Rating,
        PlayerField::FideId,
        PlayerField::Rank,
    ];
}

/// What is wrong at a place in a TRF file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrfProblem {
    /// A numeric field holds something else.
    #[error("{} must be a number, found {found:?}", field.name())]
    NotANumber {
        /// The field.
        field: PlayerField,
        /// What it holds.
        found: String,
    },
    /// Columns 81-84 do not hold points.
    #[error("points must be like 11.5, found {0:?}")]
    BadPoints(String),
    /// A round block's result is not a TRF result code.
    #[error("unknown result code {0:?}")]
    UnknownResult(char),
    /// Columns 5-8 of a player record are blank.
    #[error("the starting rank is missing")]
    StartingRankMissing,
    /// Starting rank 0.
    #[error("starting ranks start at 1")]
    StartingRankZero,
    /// A round block's colour is not w, b or -.
    #[error("the colour must be w, b or -, found {0:?}")]
    BadColour(char),
    /// Column 10 holds neither `m` nor `w` (nor `f`).
    #[error("the sex must be m or w, found {0:?}")]
    BadSex(String),
    /// Columns 11-13 hold no title FIDE awards.
    #[error("the title must be GM, IM, WGM, FM, WIM, CM, WFM or WCM, found {0:?}")]
    BadTitle(String),
    /// Columns 70-79 hold no birth date.
    #[error("the birth date must be YYYY/MM/DD (00 for an unknown month or day), found {0:?}")]
    BadBirthDate(String),
    /// A played result without an opponent.
    #[error("a game result needs an opponent")]
    ResultWithoutOpponent,
    /// A bye with an opponent.
    #[error("a bye cannot have an opponent")]
    ByeWithOpponent,
    /// Record 162 does not alternate symbols and values.
    #[error("162 needs symbol and value pairs")]
    PointPairs,
    /// A points value of record `record` (162, BBW...) is not a number.
    #[error("bad points value {found:?} in {record}")]
    BadPointValue {
        /// The record's code.
        record: String,
        /// The value found.
        found: String,
    },
    /// Record 162 names a result it does not know.
    #[error("unknown 162 symbol {0:?}")]
    UnknownPointSymbol(String),
    /// Two player records with one starting rank.
    #[error("starting rank {rank} is also on line {line}")]
    DuplicateStartingRank {
        /// The starting rank.
        rank: PairingNumber,
        /// The line of the first record.
        line: usize,
    },
    /// A line that does not start with a record code.
    #[error("a record starts with a three-character code")]
    NoRecordCode,
    /// XXR or 142 is not a number of rounds the app allows.
    #[error("the number of rounds must be a number from 1 to {0}")]
    BadRoundCount(u32),
    /// Record 152 is not W or B.
    #[error("152 must be W or B, found {0:?}")]
    BadInitialColour(String),
    /// XXP holds something other than starting ranks.
    #[error("XXP lists starting ranks")]
    BadForbiddenPairs,
    /// A round block names a starting rank no player has.
    #[error("round {round}: unknown opponent {opponent}")]
    UnknownOpponent {
        /// Round number.
        round: usize,
        /// The opponent's starting rank.
        opponent: PairingNumber,
    },
    /// A player paired against himself.
    #[error("round {0}: a player cannot play himself")]
    PlaysHimself(usize),
    /// A field of record 250, 260 or `XXA` that must be a whole number.
    #[error("a whole number was expected, found {0:?}")]
    RuleNotANumber(String),
    /// Round 0 in record 250 or 260.
    #[error("rounds start at 1")]
    RoundZero,
    /// Record 250 ends before its last field.
    #[error("record 250 needs all its fields, up to column 31")]
    RuleTooShort,
    /// Record 250 adds no points.
    #[error("the virtual points must not be zero")]
    ZeroVirtualPoints,
    /// Record 299's type (column 5) is none of `W D L F H Z + -` or blank.
    #[error("not a type of point assignment (W, D, L, F, H, Z, + or -, or blank): {0:?}")]
    BadAssignmentType(char),
    /// The first round of a range is after the last.
    #[error("the last round is before the first")]
    RoundsReversed,
    /// The first pairing number of a group is after the last.
    #[error("the last pairing number is before the first")]
    PlayersReversed,
    /// Text after the last field of record 250, 260 or `XXA`.
    #[error("unexpected text after the last field")]
    RuleTrailingText,
    /// Record 260 names fewer than two players.
    #[error("a prohibited pairing names at least two players")]
    TooFewProhibited,
    /// A round range goes beyond the event's number of rounds.
    #[error("round {round} is beyond the {rounds} rounds of the event")]
    RoundOutsideEvent {
        /// The round named.
        round: u32,
        /// The event's number of rounds.
        rounds: u32,
    },
    /// Record 250, 260, `XXA` or `XXP` names a starting rank no player has.
    #[error("no player has starting rank {0}")]
    UnknownPlayer(PairingNumber),
    /// A round block that cannot be read as a board of the round.
    #[error("round {round}: {reason}")]
    Round {
        /// Round number.
        round: usize,
        /// What is wrong.
        reason: RoundProblem,
    },
    /// The points written in columns 81-84 are not what the results give.
    #[error("{written} points written, {computed} from the results")]
    PointsDiffer {
        /// The points written.
        written: Points,
        /// The points the round blocks are worth.
        computed: Points,
    },
    /// A line longer than [`crate::text::MAX_LINE`], a control character
    /// anywhere (tab aside), or a name (012) or place (022) longer than
    /// [`crate::text::MAX_NAME`]: refused before the line is read.
    #[error("{0}")]
    Text(TextProblem),
    /// The opponent's record shows another game.
    #[error("round {round}: player {opponent}'s line does not show the same game against {player}")]
    GameNotMirrored {
        /// Round number.
        round: usize,
        /// The opponent's starting rank.
        opponent: PairingNumber,
        /// The player's starting rank.
        player: PairingNumber,
    },
}

/// A problem at a line and column.
pub(super) fn err(line: usize, column: usize, problem: TrfProblem) -> TrfError {
    TrfError { line, column, problem }
}

/// The characters of columns `from..=to` (1-based), or fewer if the line is short.
pub(super) fn cols(line: &[char], from: usize, to: usize) -> String {
    line.iter().skip(from - 1).take(to + 1 - from).collect()
}
