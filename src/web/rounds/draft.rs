//! The proposed (not yet published) round of a Swiss event, as its arbiters
//! see it: the boards, the checker's warnings, and the controls to exchange
//! players or colours, pair again, discard or publish.

use crate::actions::StoredEvent;
use crate::actions::{AgainstEngine, DraftReview, Freshness, Seat};
use crate::db::PlayerId;
use crate::db::models::TournamentRow;
use crate::pairing::dutch::Warning;
use crate::tournament::{Color, PairingNumber};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::parts::board_lines::BoardLine;
use crate::web::view::render;
use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use askama::Template;

#[derive(Template)]
#[template(path = "rounds/draft.html")]
struct DraftPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    round: i32,
    lines: Vec<BoardLine>,
    warnings: Vec<String>,
    /// Boards on which both players get the colour opposite to the one they
    /// expect: shown (Level 2), not to confirm.
    notices: Vec<String>,
    as_engine: bool,
    /// Started by hand: the engine made no pairing of it.
    by_hand: bool,
    /// Where it differs from the engine's pairing: the engine's seats that
    /// are gone, and those made in their place (empty when it does not).
    engine_seats: Vec<String>,
    made_seats: Vec<String>,
    /// In FIDE mode, publishing it is a manual pairing adjustment to
    /// confirm in two steps (Level 4).
    mpa_to_confirm: bool,
    /// The last step of that confirmation, with what the first step confirmed.
    last_step: Option<PublishLastStep>,
    /// Why the proposal is out of date (empty: it is not, or it is not known).
    out_of_date: Vec<String>,
    /// Whether what it was paired from is not known.
    unknown_input: bool,
    /// The virtual points that count in pairing this round.
    virtual_points: Vec<crate::web::rounds::pairing_rules::PointsLine>,
}

/// The last step of publishing a pairing other than the engine's: the
/// first step's other confirmations, carried to the last form.
#[derive(Debug, Clone, Copy, Default)]
pub struct PublishLastStep {
    /// The checker's warnings were confirmed.
    pub warnings: bool,
    /// Publishing an out-of-date proposal was confirmed.
    pub out_of_date: bool,
}

/// A player as the warnings name them: number and name.
fn named(event: &StoredEvent, no: PairingNumber) -> String {
    let player = event.player_by_number(no).map(|p| p.name.as_str()).unwrap_or("?");
    format!("{no} {player}")
}

/// A seat of a round in words: `3 Name – 7 Name`, or `12 Name: bye`.
fn seat_text(ctx: &Ctx, event: &StoredEvent, seat: &Seat) -> String {
    let name = |id: PlayerId| named(event, event.number(id));
    match seat.black {
        Some(black) => format!("{} – {}", name(seat.white), name(black)),
        None => format!("{}: {}", name(seat.white), ctx.tr.t("draft-seat-bye")),
    }
}

/// A warning in the visitor's language, players named with their numbers.
fn describe(ctx: &Ctx, event: &StoredEvent, warning: &Warning) -> String {
    let name = |no: PairingNumber| named(event, no);
    let tr = &ctx.tr;
    match *warning {
        Warning::Rematch { white, black } => tr.args("warn-rematch", &[("white", name(white)), ("black", name(black))]),
        Warning::Prohibited { white, black } => {
            tr.args("warn-prohibited", &[("white", name(white)), ("black", name(black))])
        }
        Warning::ByeNotAllowed { player } => tr.t1("warn-bye-not-allowed", "player", &name(player)),
        Warning::ColourLimit { player, colour } => {
            let colour = tr.t(if colour == Color::White { "col-white" } else { "col-black" });
            tr.args("warn-colour-limit", &[("player", name(player)), ("colour", colour)])
        }
        Warning::NotPaired { player } => tr.t1("warn-not-paired", "player", &name(player)),
        Warning::NotAvailable { player } => tr.t1("warn-not-available", "player", &name(player)),
        Warning::PairedTwice { player } => tr.t1("warn-paired-twice", "player", &name(player)),
    }
}

/// Renders the draft page of the event's next round; at the last step of
/// publishing a pairing other than the engine's, with that step's form.
pub fn page(
    ctx: &Ctx,
    event: &StoredEvent,
    review: DraftReview,
    lines: Vec<BoardLine>,
    last_step: Option<PublishLastStep>,
) -> Result<HttpResponse, AppError> {
    let warnings = review.warnings.iter().map(|w| describe(ctx, event, w)).collect();
    let mut notices: Vec<String> = review
        .colours_against_both
        .iter()
        .map(|b| {
            ctx.tr.args(
                "warn-colours-against-both",
                &[("white", named(event, b.white)), ("black", named(event, b.black))],
            )
        })
        .collect();
    // Adjourned games still open count as draws for this pairing (checklist Q168: Level 2).
    let adjourned: Vec<String> = event
        .boards
        .iter()
        .filter(|b| b.is_adjourned_game())
        .map(|b| {
            ctx.tr.args("warn-adjourned-board", &[("round", b.round.to_string()), ("board", b.board_no.to_string())])
        })
        .collect();
    if !adjourned.is_empty() {
        notices.push(ctx.tr.n_args("warn-adjourned-open", adjourned.len(), &[("boards", adjourned.join("; "))]));
    }
    let round = event.t.paired_rounds + 1;
    let virtual_points = crate::web::rounds::pairing_rules::round_points(event, round);
    let (t, as_engine) = (event.t.clone(), review.against_engine.is_engines());
    let by_hand = review.against_engine == AgainstEngine::ByHand;
    let seats = |seats: &[Seat]| seats.iter().map(|s| seat_text(ctx, event, s)).collect::<Vec<_>>();
    let (engine_seats, made_seats) = match &review.against_engine {
        AgainstEngine::Differs { engine, now } => (seats(engine), seats(now)),
        _ => (Vec::new(), Vec::new()),
    };
    let mpa_to_confirm = review.against_engine.needs_confirmation(t.fide_mode());
    let out_of_date = match &review.freshness {
        Freshness::Changed(parts) => parts.iter().map(|p| ctx.tr.t(p.message_key())).collect(),
        Freshness::Current | Freshness::Unknown => Vec::new(),
    };
    let unknown_input = review.freshness == Freshness::Unknown;
    let status = if last_step.is_some() { StatusCode::UNPROCESSABLE_ENTITY } else { StatusCode::OK };
    let page = DraftPage {
        ctx,
        t,
        round,
        lines,
        warnings,
        notices,
        as_engine,
        by_hand,
        engine_seats,
        made_seats,
        mpa_to_confirm,
        last_step,
        out_of_date,
        unknown_input,
        virtual_points,
    };
    render(status, &page)
}
