//! Team tie-break codes (C.07 art. 11-13) as the FIDE TEC's program
//! writes them: `NAME[:MP|:GP|:XY][/Cn|/Mn]`, `:MP` and `:GP` naming the
//! score a tie-break is computed on (`ESB:XY`: the opponents' score X
//! times the team's own result in score Y). Modifiers are read as the
//! individual codes read them ([`super::super::code`]).

use super::super::TieBreakProblem;
use super::super::code::modifier;
use crate::tournament::team::Score;
use std::fmt;
use std::str::FromStr;

/// The team tie-breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TeamKind {
    /// MPTS: match points (art. 11.1).
    MatchPoints,
    /// GPTS: game points (art. 11.1).
    GamePoints,
    /// MPVGP: the score that is not the primary one (art. 13.1).
    OtherScore,
    /// BH: Buchholz, on MP or GP.
    Buchholz,
    /// FB: Fore Buchholz.
    ForeBuchholz,
    /// SB: Sonneborn-Berger, the opponents' score times the own result in the same score.
    SonnebornBerger,
    /// ESB: extended Sonneborn-Berger (art. 13.2), the scores given as `:XY`.
    ExtendedSonnebornBerger,
    /// EMMSB: opponents' MP times own MP.
    Emmsb,
    /// EMGSB: opponents' MP times own GP.
    Emgsb,
    /// EGMSB: opponents' GP times own MP.
    Egmsb,
    /// EGGSB: opponents' GP times own GP.
    Eggsb,
    /// BC: board count (art. 12), the board number times the points on it; lowest first.
    BoardCount,
    /// WIN: won rounds (in GP: won boards), unplayed ones included.
    Wins,
    /// WON: rounds (in GP: boards) won over the board.
    Won,
    /// PS: progressive score.
    Progressive,
    /// AOB: average of the opponents' Buchholz.
    AverageOpponentsBuchholz,
    /// SSSC: score and schedule strength combination (art. 13.4).
    ScoreStrength,
    /// DE: direct encounter on the primary score.
    DirectEncounter,
    /// EDE: extended direct encounter (art. 13.3): primary, then secondary score.
    Ede,
    /// EDEC: EDE, then the board count of the encounters.
    Edec,
    /// EDET: EDE, then the encounters' top boards one by one.
    Edet,
    /// EDEB: EDE, then the encounters without their bottom boards.
    Edeb,
    /// EDEBT: EDE, board count, then top boards.
    Edebt,
    /// EDEBB: EDE, board count, then bottom boards removed.
    Edebb,
    /// BBE: elimination of the bottom boards (art. 12, knock-out).
    BottomBoardElimination,
    /// TBR: top board result (art. 12, knock-out).
    TopBoardResult,
}

impl TeamKind {
    /// Every kind with its code.
    pub const ALL: [(TeamKind, &'static str); 26] = [
        (TeamKind::MatchPoints, "MPTS"),
        (TeamKind::GamePoints, "GPTS"),
        (TeamKind::OtherScore, "MPVGP"),
        (TeamKind::Buchholz, "BH"),
        (TeamKind::ForeBuchholz, "FB"),
        (TeamKind::SonnebornBerger, "SB"),
        (TeamKind::ExtendedSonnebornBerger, "ESB"),
        (TeamKind::Emmsb, "EMMSB"),
        (TeamKind::Emgsb, "EMGSB"),
        (TeamKind::Egmsb, "EGMSB"),
        (TeamKind::Eggsb, "EGGSB"),
        (TeamKind::BoardCount, "BC"),
        (TeamKind::Wins, "WIN"),
        (TeamKind::Won, "WON"),
        (TeamKind::Progressive, "PS"),
        (TeamKind::AverageOpponentsBuchholz, "AOB"),
        (TeamKind::ScoreStrength, "SSSC"),
        (TeamKind::DirectEncounter, "DE"),
        (TeamKind::Ede, "EDE"),
        (TeamKind::Edec, "EDEC"),
        (TeamKind::Edet, "EDET"),
        (TeamKind::Edeb, "EDEB"),
        (TeamKind::Edebt, "EDEBT"),
        (TeamKind::Edebb, "EDEBB"),
        (TeamKind::BottomBoardElimination, "BBE"),
        (TeamKind::TopBoardResult, "TBR"),
    ];

    /// The code (`BH`).
    pub fn code(self) -> &'static str {
        TeamKind::ALL.iter().find(|(k, _)| *k == self).map(|(_, c)| *c).unwrap_or("?")
    }

    /// Whether the value is a place among the tied teams (lowest first),
    /// computed only among teams tied on everything before it.
    pub fn is_place(self) -> bool {
        use TeamKind::*;
        matches!(
            self,
            DirectEncounter | Ede | Edec | Edet | Edeb | Edebt | Edebb | BottomBoardElimination | TopBoardResult
        )
    }

    /// Whether the lowest value ranks first.
    pub fn lowest_first(self) -> bool {
        self.is_place() || self == TeamKind::BoardCount
    }

    /// The opponents' score and the own result's score an extended
    /// Sonneborn-Berger with a fixed name multiplies.
    fn named_scores(self) -> Option<(Score, Score)> {
        Some(match self {
            TeamKind::Emmsb => (Score::Match, Score::Match),
            TeamKind::Emgsb => (Score::Match, Score::Game),
            TeamKind::Egmsb => (Score::Game, Score::Match),
            TeamKind::Eggsb => (Score::Game, Score::Game),
            _ => return None,
        })
    }

    fn allows(self, modifier: char) -> bool {
        use TeamKind::*;
        match modifier {
            'C' => matches!(
                self,
                Buchholz
                    | ForeBuchholz
                    | SonnebornBerger
                    | ExtendedSonnebornBerger
                    | Emmsb
                    | Emgsb
                    | Egmsb
                    | Eggsb
                    | Progressive
            ),
            'M' => matches!(self, Buchholz | ForeBuchholz | SonnebornBerger),
            _ => false,
        }
    }
}

/// One team tie-break with its scores and modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TeamTieBreak {
    /// Which tie-break.
    pub kind: TeamKind,
    /// `:MP`, `:GP`: the score it is computed on; `:XY` for ESB (X the
    /// opponents', Y the own result's). None: the event's primary score.
    pub scores: Option<(Score, Option<Score>)>,
    /// `/Cn`: the n least significant values cut (PS: the first n rounds).
    pub cut: u32,
    /// `/Mn`: the n lowest and n highest values cut.
    pub median: u32,
}

impl TeamTieBreak {
    /// The tie-break without scores or modifiers.
    pub fn plain(kind: TeamKind) -> TeamTieBreak {
        TeamTieBreak { kind, scores: None, cut: 0, median: 0 }
    }

    /// The points of score `score`: MPTS or GPTS.
    pub fn points(score: Score) -> TeamTieBreak {
        TeamTieBreak::plain(match score {
            Score::Match => TeamKind::MatchPoints,
            Score::Game => TeamKind::GamePoints,
        })
    }

    /// The score the opponents (or the team itself) are counted in, for an
    /// event whose primary score is `primary`.
    pub fn score(&self, primary: Score) -> Score {
        match self.kind {
            TeamKind::MatchPoints => Score::Match,
            TeamKind::GamePoints => Score::Game,
            TeamKind::OtherScore => primary.other(),
            k => k.named_scores().map(|(x, _)| x).or(self.scores.map(|(x, _)| x)).unwrap_or(primary),
        }
    }

    /// The score the own result is counted in, for the Sonneborn-Berger
    /// family: the same as [`TeamTieBreak::score`] for SB, the second of
    /// the pair for ESB (by default the other score).
    pub fn result_score(&self, primary: Score) -> Score {
        let x = self.score(primary);
        match self.kind {
            TeamKind::ExtendedSonnebornBerger => self.scores.and_then(|(_, y)| y).unwrap_or(x.other()),
            k => k.named_scores().map_or(x, |(_, y)| y),
        }
    }
}

/// A team tie-break code that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown team tie-break {code:?}: {reason}. Valid codes: {}; scores :MP, :GP (ESB :MM, :MG, :GM, :GG); modifiers /Cn, /Mn",
    valid_codes()
)]
pub struct UnknownTeamTieBreak {
    /// The code as given.
    pub code: String,
    /// What is wrong with it.
    pub reason: TieBreakProblem,
}

/// Every team tie-break code, comma-separated.
pub fn valid_codes() -> String {
    TeamKind::ALL.iter().map(|(_, c)| *c).collect::<Vec<_>>().join(", ")
}

impl FromStr for TeamTieBreak {
    type Err = UnknownTeamTieBreak;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let err = |reason| UnknownTeamTieBreak { code: text.to_string(), reason };
        let upper = text.trim().to_ascii_uppercase().replace(['#', '!'], "/");
        let mut parts = upper.split('/');
        let head = parts.next().unwrap_or("");
        let (name, scores) = head.split_once(':').map_or((head, None), |(n, s)| (n, Some(s)));
        let kind = TeamKind::ALL
            .iter()
            .find(|(_, c)| *c == name)
            .map(|(k, _)| *k)
            .ok_or_else(|| err(TieBreakProblem::NoSuchTieBreak))?;
        let mut tb = TeamTieBreak::plain(kind);
        if let Some(scores) = scores {
            let bad = || err(TieBreakProblem::BadModifier(scores.to_string()));
            let one = match scores {
                "MP" => Some(Score::Match),
                "GP" => Some(Score::Game),
                _ => None,
            };
            let letters: Vec<Option<Score>> = scores.chars().map(Score::from_letter).collect();
            tb.scores = match (kind, one, letters.as_slice()) {
                (
                    TeamKind::Buchholz
                    | TeamKind::ForeBuchholz
                    | TeamKind::SonnebornBerger
                    | TeamKind::ExtendedSonnebornBerger
                    | TeamKind::Progressive
                    | TeamKind::AverageOpponentsBuchholz
                    | TeamKind::Wins
                    | TeamKind::Won,
                    Some(x),
                    _,
                ) => Some((x, None)),
                (TeamKind::ExtendedSonnebornBerger, None, [Some(x), Some(y)]) => Some((*x, Some(*y))),
                _ => return Err(bad()),
            };
        }
        for group in parts {
            let (letter, rest) = modifier(group, |letter| kind.allows(letter)).map_err(err)?;
            let number = rest.parse::<u32>().map_err(|_| err(TieBreakProblem::NeedsNumber(letter)))?;
            match letter {
                'C' => tb.cut = number,
                _ => tb.median = number,
            }
        }
        Ok(tb)
    }
}

impl fmt::Display for TeamTieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind.code())?;
        match self.scores {
            Some((x, Some(y))) => write!(f, ":{}{}", x.letter(), y.letter())?,
            Some((x, None)) => write!(f, ":{x}")?,
            None => {}
        }
        if self.cut > 0 {
            write!(f, "/C{}", self.cut)?;
        }
        if self.median > 0 {
            write!(f, "/M{}", self.median)?;
        }
        Ok(())
    }
}

/// Parses a comma-separated list such as `MPTS,GPTS,EDE,BH:MP/C1`.
pub fn parse_team_list(text: &str) -> Result<Vec<TeamTieBreak>, UnknownTeamTieBreak> {
    text.split([',', ' ']).filter(|s| !s.trim().is_empty()).map(str::parse).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_codes_of_the_vectors_round_trip() {
        for code in ["MPTS", "BH:MP/C1", "BH:GP/M1", "ESB:MG", "ESB:GG/C1", "EMMSB", "EDEBT", "PS:GP", "MPVGP", "SSSC"]
        {
            assert_eq!(code.parse::<TeamTieBreak>().unwrap().to_string(), code);
        }
        let esb: TeamTieBreak = "ESB:GM".parse().unwrap();
        assert_eq!((esb.score(Score::Match), esb.result_score(Score::Match)), (Score::Game, Score::Match));
        assert!("BH:XP".parse::<TeamTieBreak>().is_err());
        assert!("WIN/C1".parse::<TeamTieBreak>().is_err());
    }
}
