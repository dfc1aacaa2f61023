//! `/t/{id}/ties`: the ties left after the whole tie-break list (C.07 4.2;
//! checklist Q203-Q207). The arbiter chooses whether they stand or are
//! separated by a drawing of lots, places tied players by hand, and enters
//! the values of the EXT tie-break; the final standings apply them.

use crate::actions::Failed;
use crate::actions::StoredEvent;
use crate::actions::standings::final_ties::{TieEntry, TieRefusal, set_final_ties, set_tie_entries};
use crate::actions::standings::tiebreaks::current_list;
use crate::db::models::TournamentRow;
use crate::db::{PlayerId, TournamentId};
use crate::standings::tiebreak::Kind;
use crate::standings::{FinalTies, Ranking};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::parts::standings_table::{format_value, settled_key};
use crate::web::view::{render, see_other};
use crate::web::{AppState, access, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;
use std::collections::HashMap;

/// One player of a tie on the page.
struct TieLine {
    player: PlayerId,
    pairing_no: u32,
    name: String,
    /// The place in the final standings as the ties are settled now.
    place: u32,
    /// How that place was decided within the tie (a message key), if it was.
    settled: &'static str,
    /// Whether the player is still tied on everything after the list (a place by hand applies).
    tied_on_all: bool,
    /// The place by hand and the EXT value, as stored or as typed.
    hand: String,
    external: String,
}

/// The players level on points with one another.
struct TieGroup {
    points: String,
    lines: Vec<TieLine>,
}

#[derive(Template)]
#[template(path = "standings/ties.html")]
struct TiesPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    lots: bool,
    has_external: bool,
    finished: bool,
    groups: Vec<TieGroup>,
    error: String,
}

/// The groups the page lists: with EXT in the list, every group of players
/// level on points; otherwise only the players still tied on everything.
fn groups(event: &StoredEvent, has_external: bool, typed: &HashMap<String, String>) -> (bool, Vec<TieGroup>) {
    let played = event.played(event.completed_rounds());
    let unsettled: Ranking = event.ranking_without_settling(&played);
    let finished = event.is_finished(&unsettled);
    let settled = unsettled.clone().settling(&event.tie_settlement());
    let place: HashMap<_, _> = settled.standings.iter().map(|s| (s.start_no, s.rank)).collect();
    let standings = &unsettled.standings;
    // How many share each score and each place: one pass, not one per player.
    let mut on_points: HashMap<_, usize> = HashMap::new();
    let mut on_rank: HashMap<u32, usize> = HashMap::new();
    for s in standings {
        *on_points.entry(s.points).or_default() += 1;
        *on_rank.entry(s.rank).or_default() += 1;
    }
    let mut groups: Vec<TieGroup> = Vec::new();
    for s in standings {
        let tied_on_all = on_rank[&s.rank] > 1;
        let listed = if has_external { on_points[&s.points] > 1 } else { tied_on_all };
        let Some(row) = event.player_by_number(s.start_no).filter(|_| listed) else { continue };
        let stored = |v: Option<i32>, f: fn(i32) -> String| v.map(f).unwrap_or_default();
        let typed_or =
            |field: &str, stored: String| typed.get(&format!("{field}_{}", row.id.0)).cloned().unwrap_or(stored);
        let line = TieLine {
            player: row.id,
            pairing_no: s.start_no.get(),
            name: row.name.clone(),
            place: place.get(&s.start_no).copied().unwrap_or(s.rank),
            settled: settled_key(settled.settled(s.start_no)),
            tied_on_all,
            hand: typed_or("place", stored(row.tie_place, |p| p.to_string())),
            external: typed_or("ext", stored(row.external_tiebreak, |v| format_value(i64::from(v)))),
        };
        let points = s.points.to_string();
        match groups.last_mut() {
            Some(g) if g.points == points => g.lines.push(line),
            _ => groups.push(TieGroup { points, lines: vec![line] }),
        }
    }
    (finished, groups)
}

fn page<'a>(ctx: &'a Ctx, event: &StoredEvent, typed: &HashMap<String, String>, error: String) -> TiesPage<'a> {
    let has_external = current_list(&event.t).iter().any(|tb| tb.kind == Kind::External);
    let (finished, groups) = groups(event, has_external, typed);
    TiesPage {
        ctx,
        t: event.t.clone(),
        lots: event.t.final_ties() == FinalTies::Lots,
        has_external,
        finished,
        groups,
        error,
    }
}

async fn load(ctx: &Ctx, state: &web::Data<AppState>, id: TournamentId) -> Result<StoredEvent, AppError> {
    let user = ctx.require_user()?.clone();
    read(state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        Ok(StoredEvent::load(c, t)?)
    })
    .await
}

/// `GET /t/{id}/ties`: the rule, the ties and the values (arbiters only).
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let event = load(&ctx, &state, id.into_inner()).await?;
    render(StatusCode::OK, &page(&ctx, &event, &HashMap::new(), String::new()))
}

/// The rule form: `shared` or `lots`.
#[derive(Deserialize)]
pub struct RuleForm {
    #[serde(default)]
    rule: String,
}

/// `POST /t/{id}/ties/rule`: whether ties left at the end stand or are drawn by lot; logged.
pub async fn save_rule(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<RuleForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let Some(rule) = FinalTies::ALL.into_iter().find(|r| r.code() == form.rule) else {
        return Err(AppError::BadRequest("error-bad-form"));
    };
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        Ok(set_final_ties(c, user.id, &t, rule)?)
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t("ties-rule-saved"));
    Ok(see_other(&format!("/t/{id}/ties")))
}

/// A number as typed with at most two decimals (`2`, `-1.5`, `0,25`), in
/// hundredths; none when it does not read so.
pub fn parse_hundredths(text: &str) -> Option<i32> {
    let text = text.trim();
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = digits.split_once(['.', ',']).unwrap_or((digits, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 7 || fraction.len() > 2 || !all_digits(whole) || !all_digits(fraction) {
        return None;
    }
    let fraction: i32 = format!("{fraction:0<2}").parse().ok()?;
    let value = whole.parse::<i32>().ok()? * 100 + fraction;
    Some(if negative { -value } else { value })
}

/// A field of the form that does not read: the message key, the player
/// and what was typed.
type Unreadable = (&'static str, PlayerId, String);

/// Reads the entries of the form (`place_{player}`, `ext_{player}`), every
/// player listed on the page; `Err` names the first field that does not read.
fn entries(form: &HashMap<String, String>) -> Result<Vec<TieEntry>, Unreadable> {
    let mut by_player: HashMap<i32, (Option<&String>, Option<&String>)> = HashMap::new();
    for (key, value) in form {
        let (field, id) = match key.split_once('_') {
            Some((field @ ("place" | "ext"), id)) => {
                (field, id.parse::<i32>().map_err(|_| ("error-bad-form", PlayerId(0), String::new()))?)
            }
            _ => continue,
        };
        let slot = by_player.entry(id).or_default();
        if field == "place" { slot.0 = Some(value) } else { slot.1 = Some(value) }
    }
    // A field left out leaves its value alone; an empty one clears it.
    let optional = |v: Option<&String>, parse: fn(&str) -> Option<i32>, error, id| match v.map(|s| s.trim()) {
        None => Ok(None),
        Some("") => Ok(Some(None)),
        Some(s) => parse(s).map(|v| Some(Some(v))).ok_or((error, PlayerId(id), s.to_string())),
    };
    let mut entries: Vec<TieEntry> = by_player
        .into_iter()
        .map(|(id, (place, ext))| {
            Ok(TieEntry {
                player: PlayerId(id),
                place: optional(place, |s| s.parse().ok(), "ties-bad-place", id)?,
                external: optional(ext, parse_hundredths, "ties-bad-value", id)?,
            })
        })
        .collect::<Result<_, Unreadable>>()?;
    entries.sort_by_key(|e| e.player.0);
    Ok(entries)
}

/// `POST /t/{id}/ties`: the places by hand and the EXT values, all saved or
/// none; a value that does not read shows the page again with what was typed.
pub async fn save(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let refusal = match entries(&form) {
        Ok(entries) => {
            let outcome = transaction(&state, move |c| {
                let t = access::load_for_write(c, id, &user)?;
                // Entries are all checked before any is stored: a refusal stores nothing.
                match set_tie_entries(c, user.id, &t, &entries) {
                    Ok(changed) => Ok(Ok(changed)),
                    Err(Failed::Refused(refusal)) => Ok(Err(refusal)),
                    Err(Failed::Db(e)) => Err(e.into()),
                }
            })
            .await?;
            match outcome {
                Ok(_) => {
                    Ctx::set_notice(&req, &ctx.tr.t("ties-saved"));
                    return Ok(see_other(&format!("/t/{id}/ties#ties")));
                }
                Err(refusal) => refusal_text(&ctx, &refusal),
            }
        }
        Err((key, player, typed)) => {
            let event = load(&ctx, &state, id).await?;
            let name = event.player(player).map(|p| p.name.clone()).unwrap_or_default();
            let said = ctx.tr.args(key, &[("player", name), ("typed", typed)]);
            return render(StatusCode::UNPROCESSABLE_ENTITY, &page(&ctx, &event, &form, said));
        }
    };
    let event = load(&ctx, &state, id).await?;
    render(StatusCode::UNPROCESSABLE_ENTITY, &page(&ctx, &event, &form, refusal))
}

fn refusal_text(ctx: &Ctx, refusal: &TieRefusal) -> String {
    match refusal {
        TieRefusal::UnknownPlayer => ctx.tr.t("error-bad-form"),
        TieRefusal::Place { player, players } => {
            ctx.tr.args("ties-place-range", &[("player", player.clone()), ("players", players.to_string())])
        }
        TieRefusal::ExternalValue { player } => {
            ctx.tr.args("ties-bad-value", &[("player", player.clone()), ("typed", String::new())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_with_two_decimals_at_most() {
        assert_eq!(parse_hundredths("2"), Some(200));
        assert_eq!(parse_hundredths(" -1.5 "), Some(-150));
        assert_eq!(parse_hundredths("0,25"), Some(25));
        for bad in ["", "-", "1.234", "1e3", "12345678", "½", "1.-2", ".5"] {
            assert_eq!(parse_hundredths(bad), None, "{bad:?}");
        }
    }
}
