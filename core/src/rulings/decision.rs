//! What a ruling decides, as data: the English sentence of the incident
//! format (`decision` in the replay's output, kept stable) and a message key
//! with arguments, so the app can say it in the arbiter's language.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};
use shakmaty::Color;

/// A draw claim's ground.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DrawKind {
    /// Threefold repetition (9.2).
    Threefold,
    /// Fifty moves (9.3).
    Fifty,
}

/// One decision of the arbiter under the Laws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// `loser` loses, the opponent wins (5.1.2, 6.9, 7.5.5).
    Loss {
        /// Who loses.
        loser: Color,
    },
    /// `loser` would lose, but the opponent cannot mate: a draw.
    LossButCannotMate {
        /// Who would lose.
        loser: Color,
    },
    /// `loser` loses unless the opponent cannot mate, which could not be proved either way.
    LossArbiterDecides {
        /// Who would lose.
        loser: Color,
    },
    /// Neither player arrived before the default time (6.7.1).
    DefaultBoth,
    /// One player did not arrive before the default time (6.7.1).
    Default {
        /// Who was absent.
        absent: Color,
    },
    /// A first completed illegal move: the position restored, time to the opponent (7.5.5).
    IllegalFirst {
        /// Who made it.
        player: Color,
        /// Minutes given to the opponent.
        minutes: u32,
    },
    /// A draw offer (9.1.2).
    Offer {
        /// Who offers.
        by: Color,
    },
    /// An accepted offer before both players have moved (5.2.3).
    NoAgreementYet,
    /// Draw by agreement (5.2.3).
    Agreement,
    /// The arbiter stopped the clock (6.11.1).
    Paused,
    /// The arbiter restarted it (6.11.1).
    Resumed,
    /// The arbiter changed a clock (6.10.2).
    Adjusted {
        /// Whose clock.
        player: Color,
        /// Seconds added (negative: taken).
        seconds: i64,
    },
    /// Checkmate (5.1.1).
    Checkmated {
        /// The mated side.
        loser: Color,
    },
    /// Stalemate (5.2.1).
    Stalemate,
    /// Dead position by material (5.2.2).
    DeadByMaterial,
    /// Dead position proved by search (5.2.2).
    DeadBySearch,
    /// 75 moves without a pawn move or capture (9.6.2).
    SeventyFiveMoves,
    /// The same position a fifth time (9.6.1).
    FivefoldRepetition,
    /// A flag claim when no flag has fallen (6.8).
    FlagNone,
    /// A flag claim by the player whose own flag fell first (6.8).
    FlagOwn {
        /// Who claimed.
        claimant: Color,
    },
    /// A correct draw claim (9.2, 9.3).
    ClaimCorrect {
        /// Who claimed.
        by: Color,
        /// The ground.
        ground: DrawKind,
    },
    /// An incorrect draw claim: time to the opponent, the written move played (9.5.3).
    ClaimWrong {
        /// Who claimed.
        by: Color,
        /// The ground.
        ground: DrawKind,
        /// Minutes given to the opponent.
        minutes: u32,
        /// The written move, now played.
        written: Option<String>,
    },
    /// An event after the game had ended (a claim, an offer, a resignation,
    /// an arrival, a clock operation): it changes nothing.
    NoEffect {
        /// The article under which the game ended.
        article: &'static str,
        /// When it ended (the time is said in this instant's offset); none
        /// on a board whose clock is not followed, where the record's
        /// instants only order its events ([`super::replay::Replay::untimed`]).
        ended: Option<DateTime<FixedOffset>>,
    },
}

/// A side's name in the English texts.
pub(super) fn name(c: Color) -> &'static str {
    if c == Color::White { "White" } else { "Black" }
}

/// `white` or `black`, as message arguments name a side.
pub(super) fn code(c: Color) -> String {
    if c == Color::White { "white".into() } else { "black".into() }
}

fn ground_text(g: DrawKind) -> &'static str {
    match g {
        DrawKind::Threefold => "threefold repetition",
        DrawKind::Fifty => "the fifty-move rule",
    }
}

fn ground_code(g: DrawKind) -> String {
    match g {
        DrawKind::Threefold => "threefold".into(),
        DrawKind::Fifty => "fifty".into(),
    }
}

/// The time of day of an instant, in its own offset.
fn clock_time(at: &DateTime<FixedOffset>) -> String {
    at.format("%H:%M:%S").to_string()
}

fn minutes_text(m: u32) -> String {
    if m == 1 { "one minute".into() } else { "two minutes".into() }
}

impl Decision {
    /// The decision in English, as the incident replay writes it.
    pub fn english(&self) -> String {
        use Decision::*;
        match self {
            Loss { loser } => format!("{} loses; {} wins", name(*loser), name(!*loser)),
            LossButCannotMate { loser } => format!(
                "{} loses, but {} cannot checkmate by any series of legal moves: draw",
                name(*loser),
                name(!*loser)
            ),
            LossArbiterDecides { loser } => format!(
                "{} loses unless {} cannot checkmate; this could not be proved either way: the arbiter decides",
                name(*loser),
                name(!*loser)
            ),
            DefaultBoth => "Neither player arrived before the default time: both lose by default".into(),
            Default { absent } => {
                format!("{} did not arrive before the default time: {} wins by default", name(*absent), name(!*absent))
            }
            IllegalFirst { player, minutes } => format!(
                "First completed illegal move by {}: position restored, {} added to {}",
                name(*player),
                minutes_text(*minutes),
                name(!*player)
            ),
            Offer { by } => format!("{} offers a draw", name(*by)),
            NoAgreementYet => "No agreement before both players have made a move; play goes on".into(),
            Agreement => "Draw by agreement".into(),
            Paused => "Clock paused by the arbiter".into(),
            Resumed => "Clock restarted".into(),
            Adjusted { player, seconds } => format!("{}'s clock adjusted by {seconds:+} s", name(*player)),
            Checkmated { loser } => format!("{} checkmated", name(*loser)),
            Stalemate => "Stalemate".into(),
            DeadByMaterial => "Dead position: neither side can checkmate".into(),
            DeadBySearch => "Dead position: neither side can checkmate by any series of legal moves".into(),
            SeventyFiveMoves => "75 moves by each player without a pawn move or capture".into(),
            FivefoldRepetition => "The same position for the fifth time".into(),
            FlagNone => "Claim rejected: no flag has fallen".into(),
            FlagOwn { claimant } => format!(
                "Claim rejected: {}'s own flag fell first and {}'s has not fallen before it",
                name(*claimant),
                name(!*claimant)
            ),
            ClaimCorrect { by, ground } => {
                format!("{}'s claim of {} is correct: draw", name(*by), ground_text(*ground))
            }
            ClaimWrong { by, ground, minutes, written } => {
                let mut text = format!(
                    "{}'s claim of {} is incorrect: {} added to {}",
                    name(*by),
                    ground_text(*ground),
                    minutes_text(*minutes),
                    name(!*by)
                );
                if let Some(m) = written {
                    text.push_str(&format!("; the written move {m} is played"));
                }
                text
            }
            NoEffect { article, ended: Some(ended) } => {
                format!("No effect: the game had already ended (art. {article}, at {})", clock_time(ended))
            }
            NoEffect { article, ended: None } => format!("No effect: the game had already ended (art. {article})"),
        }
    }

    /// The message key (`ruling-…`) and its arguments: sides as `white` /
    /// `black` (`player`, `opponent`), draw grounds as `threefold` / `fifty`
    /// (`ground`), the time penalty in minutes (`penalty`: `1` or `2`, said
    /// by the messages `penalty-N`), `seconds`, `move`, `article`, and the
    /// time of day `at` (`HH:MM:SS` in the instant's own offset).
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        use Decision::*;
        let sides = |c: Color| vec![("player", code(c)), ("opponent", code(!c))];
        match self {
            Loss { loser } => ("ruling-loss", sides(*loser)),
            LossButCannotMate { loser } => ("ruling-loss-cannot-mate", sides(*loser)),
            LossArbiterDecides { loser } => ("ruling-loss-arbiter-decides", sides(*loser)),
            DefaultBoth => ("ruling-default-both", Vec::new()),
            Default { absent } => ("ruling-default", sides(*absent)),
            IllegalFirst { player, minutes } => {
                let mut args = sides(*player);
                args.push(("penalty", minutes.to_string()));
                ("ruling-illegal-first", args)
            }
            Offer { by } => ("ruling-offer", sides(*by)),
            NoAgreementYet => ("ruling-no-agreement-yet", Vec::new()),
            Agreement => ("ruling-agreement", Vec::new()),
            Paused => ("ruling-paused", Vec::new()),
            Resumed => ("ruling-resumed", Vec::new()),
            Adjusted { player, seconds } => {
                let mut args = sides(*player);
                args.push(("seconds", format!("{seconds:+}")));
                ("ruling-adjusted", args)
            }
            Checkmated { loser } => ("ruling-checkmated", sides(*loser)),
            Stalemate => ("ruling-stalemate", Vec::new()),
            DeadByMaterial | DeadBySearch => ("ruling-dead-position", Vec::new()),
            SeventyFiveMoves => ("ruling-seventy-five-moves", Vec::new()),
            FivefoldRepetition => ("ruling-fivefold", Vec::new()),
            FlagNone => ("ruling-flag-none", Vec::new()),
            FlagOwn { claimant } => ("ruling-flag-own", sides(*claimant)),
            ClaimCorrect { by, ground } => {
                let mut args = sides(*by);
                args.push(("ground", ground_code(*ground)));
                ("ruling-claim-correct", args)
            }
            ClaimWrong { by, ground, minutes, written } => {
                let mut args = sides(*by);
                args.push(("ground", ground_code(*ground)));
                args.push(("penalty", minutes.to_string()));
                match written {
                    Some(m) => {
                        args.push(("move", m.clone()));
                        ("ruling-claim-wrong-move", args)
                    }
                    None => ("ruling-claim-wrong", args),
                }
            }
            NoEffect { article, ended: Some(ended) } => {
                ("ruling-no-effect", vec![("article", article.to_string()), ("at", clock_time(ended))])
            }
            NoEffect { article, ended: None } => ("ruling-no-effect-untimed", vec![("article", article.to_string())]),
        }
    }
}
