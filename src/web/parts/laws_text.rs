//! The Laws' words in the visitor's language: logged events, rulings, why a
//! move or a change to a game is refused, why a record cannot be replayed.

use crate::actions::GameRefusal;
use crate::chess::notation::role_name;
use crate::chess::{Illegal, MoveError, PlayError};
use crate::rulings::ReplayError;
use crate::rulings::decision::Decision;
use crate::rulings::decision::DrawKind;
use crate::rulings::incident::{LogEntry, LoggedEvent};
use crate::rulings::problem::Problem;
use crate::rulings::replay::{Claimant, EventKind};
use crate::web::i18n::Tr;
use shakmaty::{Color, Role, Square};

/// The translated text of a logged event, from the typed event: its kind,
/// who, and the claim's ground, the intended move or the seconds.
pub(in crate::web) fn log_text(tr: &Tr, e: &LoggedEvent) -> String {
    let side = |c: Color| tr.t(if c == Color::White { "side-white" } else { "side-black" });
    let by = |key: &str, who: String| format!("{}: {who}", tr.t(key));
    let event = match &e.entry {
        LogEntry::StartClock => return tr.t("log-start-clock"),
        LogEntry::Event(event) => event,
    };
    match event {
        EventKind::Arrive { player } => by("log-arrive", side(*player)),
        // Moves are kept with the game record, never in the log; said as played.
        EventKind::Move { san } => san.clone(),
        EventKind::IllegalMove { player } => by("log-illegal-move", side(*player)),
        EventKind::ClaimFlag { by: claimant } => {
            let who = match claimant {
                Claimant::White => side(Color::White),
                Claimant::Black => side(Color::Black),
                Claimant::Arbiter => tr.t("side-arbiter"),
            };
            by("log-claim-flag", who)
        }
        EventKind::ClaimDraw { by: claimant, kind, intended_san } => {
            let ground = tr.t(match kind {
                DrawKind::Threefold => "draw-kind-threefold",
                DrawKind::Fifty => "draw-kind-fifty",
            });
            let text = format!("{} ({ground})", by("log-claim-draw", side(*claimant)));
            match intended_san {
                Some(san) => format!("{text}, {san}"),
                None => text,
            }
        }
        EventKind::OfferDraw { by: offerer } => by("log-offer-draw", side(*offerer)),
        EventKind::AcceptDraw { by: accepter } => by("log-accept-draw", side(*accepter)),
        EventKind::Resign { player } => by("log-resign", side(*player)),
        EventKind::Pause => tr.t("log-pause"),
        EventKind::Resume => tr.t("log-resume"),
        EventKind::DefaultTime => tr.t("log-default-time"),
        EventKind::Adjust { player, seconds } => format!("{}, {seconds:+} s", by("log-adjust", side(*player))),
    }
}

/// Why a record cannot be replayed, in the visitor's language (a broken
/// stored record, which only a hand-edited database gives, stays in English).
pub(in crate::web) fn error_text(tr: &Tr, e: &ReplayError) -> String {
    match e {
        ReplayError::Event { problem, .. } => problem_text(tr, problem),
        ReplayError::Input(_) => e.to_string(),
    }
}

/// Why an event cannot happen, in the visitor's language.
fn problem_text(tr: &Tr, p: &Problem) -> String {
    match p {
        Problem::BadMove { text, error } => {
            format!("{text}: {}", move_error_text(tr, &PlayError::Move(error.clone())))
        }
        _ => {
            let (key, args) = p.message();
            said(tr, key, args)
        }
    }
}

pub(in crate::web) use crate::actions::in_zone;

/// A decision in the visitor's language.
pub(in crate::web) fn ruling_text(tr: &Tr, d: &Decision) -> String {
    let (key, args) = d.message();
    said(tr, key, args)
}

/// A rulings message with its arguments said: sides, draw grounds and time
/// penalties are message codes themselves.
pub(in crate::web) fn said(tr: &Tr, key: &str, args: Vec<(&str, String)>) -> String {
    let args: Vec<(&str, String)> = args
        .into_iter()
        .map(|(k, v)| {
            let said = match k {
                "player" | "opponent" => tr.t(&format!("side-{v}")),
                "ground" => tr.t(&format!("draw-kind-{v}")),
                "penalty" => tr.t(&format!("penalty-{v}")),
                _ => v,
            };
            (k, said)
        })
        .collect();
    tr.args(key, &args)
}

/// The translated explanation of a refused change to a game.
pub(in crate::web) fn refusal_text(tr: &Tr, r: &GameRefusal) -> String {
    match r {
        GameRefusal::NotCurrent => tr.t("conflict-move"),
        GameRefusal::NotPublished => tr.t("game-not-published"),
        GameRefusal::Move(e) => move_error_text(tr, e),
        GameRefusal::NothingToTakeBack => tr.t("takeback-nothing"),
        GameRefusal::StartAfterMoves => tr.t("start-after-moves"),
        GameRefusal::BadFen(e) => tr.t1("start-bad-fen", "reason", &crate::web::error_text::fen(tr, e)),
        GameRefusal::PgnAfterMoves => tr.t("pgn-after-moves"),
        GameRefusal::PgnNotOneGame => tr.t("pgn-one-game"),
        GameRefusal::PgnInvalid(e) => tr.t1("pgn-invalid", "reason", &crate::web::error_text::pgn(tr, e)),
        GameRefusal::PgnIllegal { ply, san, error } => {
            let reason = move_error_text(tr, &PlayError::Move(error.clone()));
            tr.args("pgn-illegal", &[("ply", ply.to_string()), ("move", san.clone()), ("reason", reason)])
        }
        GameRefusal::ClockAlreadyStarted => tr.t("clock-already-started"),
        GameRefusal::TimeControlNotSet => tr.t("clock-time-control-not-set"),
        GameRefusal::ClockNotStarted => tr.t("clock-not-started"),
        GameRefusal::Laws(e) => tr.t1("clock-refused", "reason", &error_text(tr, e)),
        GameRefusal::NoDefaultDue => tr.t("clock-no-default"),
        GameRefusal::ResultKnown => tr.t("clock-result-known"),
        GameRefusal::EntryGone => tr.t("clock-event-gone"),
        GameRefusal::NoSuchPly => tr.t("clock-bad-ply"),
        GameRefusal::MoveOutOfOrder => tr.t("clock-move-order"),
        GameRefusal::UnknownBoard => tr.t("error-not-found"),
        GameRefusal::Corrupt(_) => tr.t("error-internal"),
        GameRefusal::GameChangedMeanwhile { plies } => tr.t1("conflict-game", "current", &plies.to_string()),
        GameRefusal::ResultChangedMeanwhile { current } => {
            tr.t1("conflict-result", "current", &crate::web::parts::result_text::result_shown(tr, *current))
        }
        GameRefusal::FideModeOldRound { last_played } => {
            tr.t1("fide-result-old-round", "round", &last_played.to_string())
        }
    }
}

/// The translated explanation of a refused move.
pub fn move_error_text(tr: &Tr, e: &PlayError) -> String {
    let piece = |r: Role| tr.t(&format!("role-{}", role_name(r)));
    let sq = |s: Square| s.to_string();
    match e {
        PlayError::GameOver(end) => {
            tr.t1("move-game-over", "reason", &tr.t(&format!("end-{}", end.termination().code())))
        }
        PlayError::Move(MoveError::Syntax(text)) => tr.t1("move-syntax", "text", text),
        PlayError::Move(MoveError::Null) => tr.t("move-null"),
        PlayError::Move(MoveError::Ambiguous(role, to)) => {
            tr.args("move-ambiguous", &[("piece", piece(*role)), ("square", sq(*to))])
        }
        PlayError::Move(MoveError::Illegal(why)) => {
            let reason = match *why {
                Illegal::CastlingRightsLost => tr.t("illegal-castling-rights"),
                Illegal::CastlingBlocked => tr.t("illegal-castling-blocked"),
                Illegal::CastlingOutOfCheck => tr.t("illegal-castling-in-check"),
                Illegal::CastlingThroughAttack(s) => tr.t1("illegal-castling-through", "square", &sq(s)),
                Illegal::KingIntoCheck(s) => tr.t1("illegal-king-into-check", "square", &sq(s)),
                Illegal::OwnPieceOnTarget(s) => tr.t1("illegal-own-piece", "square", &sq(s)),
                Illegal::NoSuchPiece(r) => tr.t1("illegal-no-such-piece", "piece", &piece(r)),
                Illegal::CannotReach(r, s) => {
                    tr.args("illegal-cannot-reach", &[("piece", piece(r)), ("square", sq(s))])
                }
                Illegal::MustPromote(s) => tr.t1("illegal-must-promote", "square", &sq(s)),
                Illegal::BadPromotion => tr.t("illegal-bad-promotion"),
                Illegal::LeavesKingInCheck(r, f, t) => {
                    tr.args("illegal-leaves-check", &[("piece", piece(r)), ("from", sq(f)), ("to", sq(t))])
                }
                Illegal::Pinned(r, f) => tr.args("illegal-pinned", &[("piece", piece(r)), ("square", sq(f))]),
                Illegal::NoPieceOn(s) => tr.t1("illegal-no-piece-on", "square", &sq(s)),
                Illegal::CannotGo(r, f, t) => {
                    tr.args("illegal-cannot-go", &[("piece", piece(r)), ("from", sq(f)), ("to", sq(t))])
                }
            };
            tr.t1("move-illegal", "reason", &reason)
        }
    }
}
