//! The prohibited pairings (C.04.3 art. 1.5), entered on the players page:
//! the form is read here, stored by the rounds' action, and refused back
//! onto the players page.

use crate::actions::Failed;
use crate::actions::pairing_rules::SharedRule;
use crate::actions::rounds::{self, NewProhibition, RoundRefusal};
use crate::db::{PlayerId, TournamentId};
use crate::web::access::{load_swiss, remove_pairing_rule};
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded, kept};
use crate::web::forms::CsrfForm;
use crate::web::i18n::Tr;
use crate::web::parts::ranges::round_range;
use crate::web::parts::round_refusal::round_error;
use crate::web::players::list::prohibition_refused;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpResponse, web};

/// The most players one prohibited pairing may name.
const MAX_PROHIBITED_PLAYERS: usize = 100;

/// `POST /t/{id}/prohibited`: adds a prohibited pairing (the players page
/// again with the message, 422, when the form is wrong).
pub async fn add_prohibition(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(fields): CsrfForm<Vec<(String, String)>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (tr, form) = (ctx.tr, ProhibitionForm::of_fields(fields));
    let saved = transaction(&state, move |c| {
        let t = load_swiss(c, id, &user)?;
        let new = match form.parse(&tr, t.rounds) {
            Ok(parsed) => parsed,
            Err(message) => return Ok(Err(message)),
        };
        match kept(rounds::add_prohibition(c, user.id, &t, new))? {
            Ok(()) => Ok(Ok(())),
            Err(refusal @ (RoundRefusal::ProhibitionUnknownPlayer | RoundRefusal::ProhibitionTooFew)) => {
                Ok(Err(refusal.message(&tr)))
            }
            Err(refusal) => Err(round_error(Failed::Refused(refusal))),
        }
    })
    .await?;
    match saved {
        Ok(()) => Ok(see_other(&format!("/t/{id}/players#prohibited"))),
        Err(message) => prohibition_refused(&ctx, &state, id, message).await,
    }
}

/// A prohibited pairing as typed: `rule` (`players`, `club`, `federation`),
/// `player` once per chosen player, rounds `first_round..=last_round`.
pub(in crate::web) struct ProhibitionForm {
    rule: String,
    players: Vec<String>,
    first_round: String,
    last_round: String,
}

impl ProhibitionForm {
    /// Reads the form's fields (the players' field repeats).
    pub(in crate::web) fn of_fields(fields: Vec<(String, String)>) -> ProhibitionForm {
        let mut form = ProhibitionForm {
            rule: String::new(),
            players: Vec::new(),
            first_round: String::new(),
            last_round: String::new(),
        };
        for (name, value) in fields {
            match name.as_str() {
                "rule" => form.rule = value,
                "player" => form.players.push(value),
                "first_round" => form.first_round = value,
                "last_round" => form.last_round = value,
                _ => {}
            }
        }
        form
    }

    /// The prohibition to store, or the message; the action checks the
    /// players are the event's, and at least two.
    pub(in crate::web) fn parse(&self, tr: &Tr, rounds: i32) -> Result<NewProhibition, String> {
        let rule = match self.rule.as_str() {
            "players" | "" => None,
            code => Some(SharedRule::of_code(code).ok_or_else(|| tr.t("error-bad-form"))?),
        };
        let rounds = round_range(tr, rounds, &self.first_round, &self.last_round)?;
        if rule.is_some() {
            return Ok(NewProhibition { rule, rounds, players: Vec::new() });
        }
        if self.players.len() > MAX_PROHIBITED_PLAYERS {
            return Err(tr.t1("prohibited-error-too-many", "max", &MAX_PROHIBITED_PLAYERS.to_string()));
        }
        let mut players = Vec::new();
        for text in &self.players {
            let id = text.trim().parse::<PlayerId>().ok();
            players.push(id.ok_or_else(|| RoundRefusal::ProhibitionUnknownPlayer.message(tr))?);
        }
        Ok(NewProhibition { rule, rounds, players })
    }
}

/// `POST /t/{id}/prohibited/{pid}/delete`: removes a prohibited pairing.
pub async fn delete_prohibition(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    _form: CsrfForm<crate::web::forms::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let (id, row_id) = path.into_inner();
    remove_pairing_rule(&ctx, &state, (id, row_id), rounds::delete_prohibition).await?;
    Ok(see_other(&format!("/t/{id}/players#prohibited")))
}
