//! A player's FIDE rating change (B.02) and title norm checks (B.01) as the
//! player page shows them, and the printable norm report.

use crate::actions::StoredEvent;
use crate::db::TournamentId;
use crate::db::models::{PlayerRow, TournamentRow};
use crate::rating::change::{InitialRating, NotComputed, Publication};
use crate::rating::event::PlayerChange;
use crate::rating::norm_event::NormProblem;
use crate::rating::norms::{Bound, Condition, ConditionKind, NormCheck, NormReport, NormTitle};
use crate::tournament::{PairingNumber, RoundResult};
use crate::web::AppState;
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::i18n::Tr;
use crate::web::parts::standings_table::{format_value, load_event, signed_change};
use crate::web::view::ok;
use actix_web::{HttpResponse, web};
use askama::Template;

/// One game of the rating table.
pub struct RatingGame {
    /// Round.
    pub round: u32,
    /// `Name (no)`.
    pub opponent: String,
    /// The opponent's rating, or "–".
    pub opponent_rating: String,
    /// `1`, `½` or `0`.
    pub result: &'static str,
    /// Expected score (`0.36`), empty when the game is not rated.
    pub expected: String,
    /// K × (W − We), signed, empty when not rated.
    pub change: String,
}

/// The rating section of the player page.
pub struct RatingView {
    /// The rating the change applies to, empty when unrated.
    pub rating: String,
    /// K, empty when unrated.
    pub k: String,
    /// Rated games.
    pub rated_games: u32,
    /// Σ We.
    pub expected: String,
    /// W.
    pub score: String,
    /// Σ K × (W − We), signed, empty when unrated.
    pub change: String,
    /// Every game played over the board.
    pub games: Vec<RatingGame>,
    /// For an unrated player: what these games would give as a first rating, said in full.
    pub first_rating: String,
}

fn result_symbol(r: RoundResult) -> &'static str {
    match r.half_points_over_the_board() {
        Some(2) => "1",
        Some(1) => "½",
        _ => "0",
    }
}

fn first_rating_text(tr: &Tr, first: &Result<InitialRating, NotComputed>) -> String {
    match first {
        Ok(r) => {
            let key = match r.publication {
                Publication::Published => "rating-first-published",
                Publication::TooFewGames => "rating-first-too-few",
                Publication::BelowFloor => "rating-first-below-floor",
            };
            tr.args(key, &[("rating", r.rating.to_string()), ("games", r.rated_games.to_string())])
        }
        Err(NotComputed::FirstEventZeroScoreDisregarded) => tr.t("rating-first-zero"),
        Err(_) => tr.t("rating-first-none"),
    }
}

impl RatingView {
    /// The section for one player's change; `name_of` names an opponent.
    pub fn new(tr: &Tr, c: &PlayerChange, name_of: impl Fn(PairingNumber) -> String) -> RatingView {
        let games = c
            .games
            .iter()
            .map(|g| RatingGame {
                round: g.round,
                opponent: name_of(g.opponent),
                opponent_rating: g.opponent_rating.map_or("–".into(), |r| r.to_string()),
                result: result_symbol(g.result),
                expected: g.expected.map(|e| format!("{:.2}", f64::from(e) / 100.0)).unwrap_or_default(),
                change: g.change.map(signed_change).unwrap_or_default(),
            })
            .collect();
        RatingView {
            rating: c.rating.map(|r| r.to_string()).unwrap_or_default(),
            k: c.k.map(|k| k.to_string()).unwrap_or_default(),
            rated_games: c.rated_games,
            expected: format!("{:.2}", f64::from(c.expected) / 100.0),
            score: format_value(i64::from(c.score) * 50),
            change: c.change.map(signed_change).unwrap_or_default(),
            games,
            first_rating: c.first_rating.as_ref().map(|f| first_rating_text(tr, f)).unwrap_or_default(),
        }
    }
}

/// One condition of a norm, worded.
pub struct ConditionLine {
    /// What it is, in the visitor's language.
    pub name: String,
    /// Article of B.01.
    pub article: &'static str,
    /// `≥ 9`, `≤ 5`...
    pub required: String,
    /// The player's figure.
    pub actual: String,
    /// Whether it holds.
    pub met: bool,
    /// The exemption that waives it, if any, worded.
    pub exemption: String,
}

/// One norm title's verdict.
pub struct NormLine {
    /// `GM`, `IM`, `WGM`, `WIM`.
    pub title: String,
    /// Whether every condition holds.
    pub met: bool,
    /// Every condition.
    pub conditions: Vec<ConditionLine>,
}

fn figure(kind: ConditionKind, value: i32) -> String {
    match kind {
        ConditionKind::MinimumScore => format_value(i64::from(value) * 50),
        _ => value.to_string(),
    }
}

fn condition_line(tr: &Tr, c: &Condition) -> ConditionLine {
    let key = format!("{:?}", c.kind);
    let bound = match c.bound {
        Bound::AtLeast => "≥",
        Bound::AtMost => "≤",
    };
    ConditionLine {
        name: tr.tk("norm-cond-", &key),
        article: c.article,
        required: format!("{bound} {}", figure(c.kind, c.required)),
        actual: figure(c.kind, c.actual),
        met: c.met,
        exemption: c.exemption.map(|e| tr.tk("norm-exempt-", &format!("{e:?}"))).unwrap_or_default(),
    }
}

/// A title code as shown.
pub fn title_code(t: NormTitle) -> String {
    format!("{t:?}")
}

/// The norm verdicts of one player, worded (empty with a reason when they cannot be checked).
pub fn norm_lines(
    tr: &Tr,
    report: &Result<NormReport, NormProblem>,
    name_of: impl Fn(PairingNumber) -> String,
) -> Result<Vec<NormLine>, String> {
    match report {
        Err(NormProblem::NoFederation) => Err(tr.t("norm-no-federation")),
        Err(NormProblem::OpponentWithoutFederation(no)) => {
            Err(tr.t1("norm-opponent-no-federation", "opponent", &name_of(*no)))
        }
        Err(NormProblem::Inconsistent(_)) => Err(tr.t("norm-inconsistent")),
        Ok(r) => Ok(r.checks.iter().map(|c| norm_line(tr, c)).collect()),
    }
}

fn norm_line(tr: &Tr, c: &NormCheck) -> NormLine {
    NormLine {
        title: title_code(c.title),
        met: c.met,
        conditions: c.conditions.iter().map(|x| condition_line(tr, x)).collect(),
    }
}

/// One game of the norm report.
pub struct ReportGame {
    /// Round.
    pub round: u32,
    /// Opponent's name.
    pub name: String,
    /// Title.
    pub title: String,
    /// FIDE rating, or "–".
    pub rating: String,
    /// Federation.
    pub federation: String,
    /// FIDE ID.
    pub fide_id: String,
    /// `1`, `½`, `0`, `+`, `-`.
    pub result: String,
}

#[derive(Template)]
#[template(path = "standings/norm_report.html")]
struct NormReportPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    after: i32,
    player: PlayerRow,
    title: String,
    games: Vec<ReportGame>,
    norm: NormLine,
    average: String,
    performance: String,
    score: String,
    counted: u16,
}

/// The player's games for the report, in round order.
fn report_games(event: &StoredEvent, no: PairingNumber, after: i32) -> Vec<ReportGame> {
    let played = event.played(after);
    let Some(record) = played.player(no) else { return Vec::new() };
    record
        .rounds
        .iter()
        .zip(1u32..)
        .filter_map(|(r, round)| {
            let o = event.player_by_number(r.opponent?)?;
            let result = match r.result {
                RoundResult::ForfeitWin => "+",
                RoundResult::Win | RoundResult::UnratedWin => "1",
                RoundResult::Draw | RoundResult::UnratedDraw => "½",
                RoundResult::ForfeitLoss => "-",
                RoundResult::Loss | RoundResult::UnratedLoss => "0",
                _ => "*",
            };
            Some(ReportGame {
                round,
                name: o.name.clone(),
                title: o.title_code().to_string(),
                rating: o.fide_rating.map_or("–".into(), |x| x.to_string()),
                federation: o.federation.clone(),
                fide_id: o.fide_id.map(|x| x.to_string()).unwrap_or_default(),
                result: result.to_string(),
            })
        })
        .collect()
}

/// `GET /t/{id}/standings/{no}/norm/{title}`: the printable norm report of one
/// player for one title, filled from the event's data (arbiters only: it
/// carries FIDE IDs and is signed by the chief arbiter).
pub async fn norm_report(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, u32, String)>,
    query: web::Query<crate::web::parts::standings_table::RoundQuery>,
) -> Result<HttpResponse, AppError> {
    let (id, no, title) = path.into_inner();
    let no = PairingNumber::new(no);
    let user = ctx.require_user()?.clone();
    crate::web::read(&state, move |c| access::load_for_write(c, id, &user).map(|_| ())).await?;
    let event = load_event(&ctx, &state, id).await?;
    let after = crate::web::parts::standings_table::shown_round(&event, query.round, query.wants_live());
    let player = event.player_by_number(no).cloned().ok_or(AppError::NotFound)?;
    let report = event.norms(after).remove(&no).ok_or(AppError::NotFound)?;
    let report = report.map_err(|_| AppError::NotFound)?;
    let check = report.checks.iter().find(|c| title_code(c.title) == title).ok_or(AppError::NotFound)?;
    let page = NormReportPage {
        ctx: &ctx,
        games: report_games(&event, no, after),
        norm: norm_line(&ctx.tr, check),
        average: check.average_rating.map(|r| r.to_string()).unwrap_or_default(),
        performance: check.performance.map(|r| r.to_string()).unwrap_or_default(),
        score: format_value(i64::from(report.score) * 50),
        counted: report.counted_games,
        t: event.t,
        after,
        player,
        title,
    };
    ok(&page)
}
