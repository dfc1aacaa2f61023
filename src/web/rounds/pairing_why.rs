//! "Why this pairing": one paragraph per board of a published Swiss round,
//! in the visitor's language, from [`crate::pairing::dutch::explain`].

use crate::actions::{StoredEvent, explain_round};
use crate::db::TournamentId;
use crate::db::models::TournamentRow;
use crate::pairing::dutch::{BoardWhy, ByeWhy, ColourReason, ColourRule, FloatReason, RoundWhy};
use crate::tournament::{Color, PairingNumber};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::i18n::Tr;
use crate::web::view::ok;
use crate::web::{AppState, read};
use actix_web::{HttpResponse, web};
use askama::Template;

/// One explained board (or the bye).
pub struct WhyItem {
    /// The anchor the round page links to: `w` and White's pairing number.
    pub anchor: String,
    /// "Board 3: A – B".
    pub title: String,
    /// The sentences.
    pub lines: Vec<String>,
}

#[derive(Template)]
#[template(path = "rounds/why.html")]
struct WhyPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    round: i32,
    items: Vec<WhyItem>,
}

/// Names by pairing number, for the sentences.
struct Names<'a>(&'a StoredEvent);

impl Names<'_> {
    fn of(&self, no: PairingNumber) -> String {
        let player = self.0.players.iter().find(|p| p.pairing_no == Some(no.get() as i32));
        player.map_or_else(|| no.to_string(), |p| format!("{} ({no})", p.name))
    }
}

fn colour_word(colour: Color) -> String {
    match colour {
        Color::White => "white".into(),
        Color::Black => "black".into(),
    }
}

fn colour_line(tr: &Tr, names: &Names, why: &BoardWhy) -> String {
    let ColourReason::Rule { rule, player, preference } = why.colour else {
        return tr.t("why-colour-arbiter");
    };
    let got = if player == why.board.white { Color::White } else { Color::Black };
    let key = match rule {
        ColourRule::BothPreferences => "why-colour-both",
        ColourRule::StrongerPreference => "why-colour-stronger",
        ColourRule::Alternation => "why-colour-alternation",
        ColourRule::HigherRankedPreference => "why-colour-higher",
        ColourRule::RankParity => "why-colour-parity",
    };
    let wanted = preference.map_or_else(|| "none".to_string(), colour_word);
    tr.args(key, &[("player", names.of(player)), ("colour", colour_word(got)), ("wanted", wanted)])
}

fn board_item(tr: &Tr, names: &Names, board_no: usize, why: &BoardWhy) -> WhyItem {
    let (white, black) = (names.of(why.board.white), names.of(why.board.black));
    let title = tr.args("why-board", &[("board", board_no.to_string()), ("white", white), ("black", black)]);
    let mut lines = Vec::new();
    match why.float {
        None => lines.push(tr.t1("why-same-group", "points", &why.white_score.to_string())),
        Some(float) => {
            let score = |no: PairingNumber| if no == why.board.white { why.white_score } else { why.black_score };
            let (from, to) = (score(float.downfloater), score(float.upfloater));
            let down = names.of(float.downfloater);
            lines.push(tr.args(
                "why-float",
                &[
                    ("down", down.clone()),
                    ("from", from.to_string()),
                    ("up", names.of(float.upfloater)),
                    ("to", to.to_string()),
                ],
            ));
            let key = match float.reason {
                FloatReason::NoCompatibleOpponent => "why-float-no-opponent",
                FloatReason::OddScoreGroup => "why-float-odd",
                FloatReason::CompletesTheRound => "why-float-completion",
            };
            lines.push(tr.args(key, &[("down", down), ("points", from.to_string())]));
        }
    }
    lines.push(colour_line(tr, names, why));
    WhyItem { anchor: format!("w{}", why.board.white), title, lines }
}

fn bye_item(tr: &Tr, names: &Names, bye: &ByeWhy) -> WhyItem {
    let args = [("player", names.of(bye.player)), ("points", bye.score.to_string())];
    let mut lines = vec![tr.args(if bye.lowest_ranked_allowed { "why-bye" } else { "why-bye-other" }, &args)];
    if !bye.not_allowed.is_empty() {
        let list = bye.not_allowed.iter().map(|&no| names.of(no)).collect::<Vec<_>>().join(", ");
        lines.push(tr.t1("why-bye-not-allowed", "players", &list));
    }
    WhyItem { anchor: format!("w{}", bye.player), title: tr.t("why-bye-title"), lines }
}

fn items(tr: &Tr, event: &StoredEvent, why: &RoundWhy) -> Vec<WhyItem> {
    let names = Names(event);
    let mut out: Vec<WhyItem> =
        why.boards.iter().enumerate().map(|(i, board)| board_item(tr, &names, i + 1, board)).collect();
    out.extend(why.bye.as_ref().map(|bye| bye_item(tr, &names, bye)));
    out
}

/// `GET /t/{id}/round/{n}/why`: why each board of a published Swiss round
/// is paired as it is.
pub async fn page(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let user = ctx.user.clone();
    let event = read(&state, move |c| {
        let (t, _) = access::load(c, id, user.as_ref())?;
        Ok(StoredEvent::load(c, t)?)
    })
    .await?;
    if event.t.system().is_round_robin() {
        return Err(AppError::NotFound);
    }
    crate::web::parts::board_lines::published_round(&event.t, round)?;
    let mut why = explain_round(&event, round);
    // In the order of the published boards.
    let board_of = |white: PairingNumber| {
        event
            .boards
            .iter()
            .find(|b| b.round == round && event.number(b.white_id) == white)
            .map_or(i32::MAX, |b| b.board_no)
    };
    why.boards.sort_by_key(|b| board_of(b.board.white));
    let items = items(&ctx.tr, &event, &why);
    ok(&WhyPage { ctx: &ctx, t: event.t, round, items })
}
