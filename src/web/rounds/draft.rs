//! The proposed (not yet published) round of a Swiss event, as its arbiters
//! see it: the boards, the checker's warnings, and the controls to exchange
//! players or colours, pair again, discard or publish.

use crate::actions::StoredEvent;
use crate::actions::{DraftReview, Freshness};
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
    /// Why the proposal is out of date (empty: it is not, or it is not known).
    out_of_date: Vec<String>,
    /// Whether what it was paired from is not known.
    unknown_input: bool,
    /// The virtual points that count in pairing this round.
    virtual_points: Vec<crate::web::rounds::pairing_rules::PointsLine>,
}

/// A player as the warnings name them: number and name.
fn named(event: &StoredEvent, no: PairingNumber) -> String {
    let player = event.player_by_number(no).map(|p| p.name.as_str()).unwrap_or("?");
    format!("{no} {player}")
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

/// Renders the draft page of the event's next round.
pub fn page(
    ctx: &Ctx,
    event: &StoredEvent,
    review: DraftReview,
    lines: Vec<BoardLine>,
) -> Result<HttpResponse, AppError> {
    let warnings = review.warnings.iter().map(|w| describe(ctx, event, w)).collect();
    let notices = review
        .colours_against_both
        .iter()
        .map(|b| {
            ctx.tr.args(
                "warn-colours-against-both",
                &[("white", named(event, b.white)), ("black", named(event, b.black))],
            )
        })
        .collect();
    let round = event.t.paired_rounds + 1;
    let virtual_points = crate::web::rounds::pairing_rules::round_points(event, round);
    let (t, as_engine) = (event.t.clone(), review.as_engine);
    let out_of_date = match &review.freshness {
        Freshness::Changed(parts) => parts.iter().map(|p| ctx.tr.t(p.message_key())).collect(),
        Freshness::Current | Freshness::Unknown => Vec::new(),
    };
    let unknown_input = review.freshness == Freshness::Unknown;
    let page =
        DraftPage { ctx, t, round, lines, warnings, notices, as_engine, out_of_date, unknown_input, virtual_points };
    render(StatusCode::OK, &page)
}
