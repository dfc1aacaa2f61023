//! The letters the app mails players when it has an SMTP relay (issue 56):
//! a player's personal link, and each published round's pairing to every
//! player who gave an address. Written in the language of the arbiter whose
//! action sent them; sent after the transaction, in the background.

use crate::actions::StoredEvent;
use crate::db::models::BoardRow;
use crate::db::{self, DbConnection, PlayerId};
use crate::mail::Letter;
use crate::web::i18n::Tr;
use crate::web::view::local_time;
use crate::web::{AppState, read};
use actix_web::{HttpRequest, web};

/// The letter that gives a player their personal link.
pub(in crate::web) fn link_letter(tr: &Tr, (tournament, name): (&str, &str), address: &str, to: String) -> Letter {
    let args = [("tournament", tournament.to_string()), ("player", name.to_string()), ("address", address.to_string())];
    Letter { to, subject: tr.args("mail-link-subject", &args), body: tr.args("mail-link-body", &args) }
}

/// Mails the player of personal link `token` their link, when the app has
/// a relay and the player gave an address (an entry accepted); nothing otherwise.
pub(in crate::web) async fn mail_link(
    tr: Tr,
    req: &HttpRequest,
    state: &web::Data<AppState>,
    id: crate::db::TournamentId,
    token: String,
) {
    let Some(mailer) = state.mailer.clone() else { return };
    let secret = token.clone();
    let found = read(state, move |c: &mut DbConnection| {
        let Some(t) = db::tournaments::by_id(c, id)? else { return Ok(None) };
        let Some(player) = db::player_links::player_of(c, id, &secret)? else { return Ok(None) };
        let Some(email) = db::player_contacts::email_of(c, player)? else { return Ok(None) };
        let name = db::players::by_id(c, id, player)?.map(|p| p.name).unwrap_or_default();
        Ok(Some((t.name, name, email)))
    })
    .await;
    if let Ok(Some((tournament, name, email))) = found {
        let link = crate::web::address::app_address(state, req, &format!("/t/{id}/me/{token}"));
        mailer.send_later(vec![link_letter(&tr, (&tournament, &name), &link, email)]);
    }
}

/// What a player does in a round, said: board, colour and opponent, or the bye.
fn pairing_line(tr: &Tr, event: &StoredEvent, board: &BoardRow, player: PlayerId) -> String {
    let name = |id: PlayerId| numbered(event.number(id), event.player(id).map_or("", |p| p.name.as_str()));
    match board.black_id {
        None => tr.tk("bye-", board.result.code()),
        Some(black) => {
            let (colour, opponent) = match board.white_id == player {
                true => ("me-white", black),
                false => ("me-black", board.white_id),
            };
            let args = [("board", board.board_no.to_string()), ("colour", tr.t(colour)), ("opponent", name(opponent))];
            tr.args("mail-pairing-line", &args)
        }
    }
}

/// Mails round `round`'s pairing to every player of the event who gave an
/// address, when the app has a relay; nothing otherwise.
pub(in crate::web) async fn mail_round(
    tr: Tr,
    req: &HttpRequest,
    state: &web::Data<AppState>,
    id: crate::db::TournamentId,
    round: i32,
) {
    let Some(mailer) = state.mailer.clone() else { return };
    let read_letters = read(state, move |c: &mut DbConnection| {
        let Some(t) = db::tournaments::by_id(c, id)? else { return Ok(Vec::new()) };
        let event = StoredEvent::load(c, t)?;
        let contacts = db::player_contacts::for_tournament(c, id)?;
        let links: std::collections::HashMap<PlayerId, String> =
            db::player_links::for_tournament(c, id)?.into_iter().collect();
        let starts = db::tournaments::schedule(c, id)?.into_iter().find(|(r, _)| *r == round).and_then(|(_, at)| at);
        Ok(contacts
            .into_iter()
            .filter_map(|(player, email)| {
                let board = event
                    .boards
                    .iter()
                    .find(|b| b.round == round && (b.white_id == player || b.black_id == Some(player)))?;
                Some((email, player, pairing_line(&tr, &event, board, player), links.get(&player).cloned()))
            })
            .map(|(email, player, line, token)| {
                let name = event.player(player).map_or("", |p| p.name.as_str()).to_string();
                let when = starts.map(|at| tr.t1("me-starts", "at", &local_time(&event.t, at))).unwrap_or_default();
                (email, name, line, token, when, event.t.name.clone())
            })
            .collect::<Vec<_>>())
    })
    .await;
    let Ok(found) = read_letters else { return };
    let letters = found
        .into_iter()
        .map(|(to, name, line, token, when, tournament)| {
            let page = token
                .map(|token| crate::web::address::app_address(state, req, &format!("/t/{id}/me/{token}")))
                .unwrap_or_default();
            let args = [
                ("tournament", tournament),
                ("player", name),
                ("round", round.to_string()),
                ("pairing", line),
                ("starts", when),
                ("address", page),
            ];
            Letter { to, subject: tr.args("mail-round-subject", &args), body: tr.args("mail-round-body", &args) }
        })
        .collect();
    mailer.send_later(letters);
}

/// A player as the self-service pages and letters name them: "number
/// name", or the name alone before pairing numbers are given.
pub(in crate::web) fn numbered(number: crate::tournament::PairingNumber, name: &str) -> String {
    match number.get() {
        0 => name.to_string(),
        n => format!("{n} {name}"),
    }
}
