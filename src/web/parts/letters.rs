//! The letters the app mails players when it has an SMTP relay (issue 56):
//! a player's personal link, and each published round's pairing to every
//! player who gave an address (a Swiss round when it is published, a
//! round robin's rounds at once). Written in the language of the arbiter whose
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

/// Mails round `round`'s pairing, just published, to every player of the
/// event who gave an address, when the app has a relay; nothing otherwise.
pub(in crate::web) async fn mail_round(
    tr: Tr,
    req: &HttpRequest,
    state: &web::Data<AppState>,
    id: crate::db::TournamentId,
    round: i32,
) {
    mail_rounds(tr, req, state, id, round..=round).await;
}

/// Mails a round robin's schedule, every round published at once, to every
/// player of the event who gave an address (one letter each, with the
/// player's game in each round), when the app has a relay; nothing otherwise.
pub(in crate::web) async fn mail_schedule(
    tr: Tr,
    req: &HttpRequest,
    state: &web::Data<AppState>,
    id: crate::db::TournamentId,
) {
    mail_rounds(tr, req, state, id, 1..=i32::MAX).await;
}

/// One player's letter of published rounds, before the page's address is added.
struct RoundsLetter {
    to: String,
    player: String,
    tournament: String,
    /// The player's personal link, if one was made.
    token: Option<String>,
    /// Each round's number, the player's pairing in it, and when it starts
    /// (in the event's zone; empty: no start time).
    lines: Vec<(i32, String, String)>,
}

/// Mails the published rounds of `rounds` (those past the last published
/// one left out) to every player of the event who gave an address, one
/// letter each: for one round, its pairing and start; for several, the
/// player's line in each. The one path of Swiss rounds and round robins.
async fn mail_rounds(
    tr: Tr,
    req: &HttpRequest,
    state: &web::Data<AppState>,
    id: crate::db::TournamentId,
    rounds: std::ops::RangeInclusive<i32>,
) {
    let Some(mailer) = state.mailer.clone() else { return };
    let read_letters = read(state, move |c: &mut DbConnection| {
        let Some(t) = db::tournaments::by_id(c, id)? else { return Ok(Vec::new()) };
        let rounds = *rounds.start()..=(*rounds.end()).min(t.paired_rounds);
        let event = StoredEvent::load(c, t)?;
        let contacts = db::player_contacts::for_tournament(c, id)?;
        let mut links: std::collections::HashMap<PlayerId, String> =
            db::player_links::for_tournament(c, id)?.into_iter().collect();
        let schedule = db::tournaments::schedule(c, id)?;
        let starts = |round: i32| {
            let at = schedule.iter().find(|(r, _)| *r == round).and_then(|(_, at)| *at);
            at.map(|at| local_time(&event.t, at)).unwrap_or_default()
        };
        let mut letters = Vec::new();
        for (player, to) in contacts {
            let lines: Vec<(i32, String, String)> = rounds
                .clone()
                .filter_map(|round| {
                    let board = event
                        .boards
                        .iter()
                        .find(|b| b.round == round && (b.white_id == player || b.black_id == Some(player)))?;
                    Some((round, pairing_line(&tr, &event, board, player), starts(round)))
                })
                .collect();
            if lines.is_empty() {
                continue;
            }
            let name = event.player(player).map_or("", |p| p.name.as_str()).to_string();
            let token = links.remove(&player);
            letters.push(RoundsLetter { to, player: name, tournament: event.t.name.clone(), token, lines });
        }
        Ok(letters)
    })
    .await;
    let Ok(found) = read_letters else { return };
    let letters = found
        .into_iter()
        .map(|letter| {
            let page = letter
                .token
                .map(|token| crate::web::address::app_address(state, req, &format!("/t/{id}/me/{token}")))
                .unwrap_or_default();
            rounds_letter(&tr, letter.to, (letter.tournament, letter.player, page), &letter.lines)
        })
        .collect();
    mailer.send_later(letters);
}

/// The letter of one player's published rounds, `lines` as
/// [`RoundsLetter::lines`]: one round's pairing, or the player's line in each.
fn rounds_letter(
    tr: &Tr,
    to: String,
    (tournament, player, page): (String, String, String),
    lines: &[(i32, String, String)],
) -> Letter {
    if let [(round, pairing, starts)] = lines {
        let when = match starts.as_str() {
            "" => String::new(),
            at => tr.t1("me-starts", "at", at),
        };
        let args = [
            ("tournament", tournament),
            ("player", player),
            ("round", round.to_string()),
            ("pairing", pairing.clone()),
            ("starts", when),
            ("address", page),
        ];
        return Letter { to, subject: tr.args("mail-round-subject", &args), body: tr.args("mail-round-body", &args) };
    }
    let line = |(round, pairing, starts): &(i32, String, String)| {
        let when = match starts.as_str() {
            "" => String::new(),
            at => format!(" {}", tr.t1("mail-rounds-starts", "at", at)),
        };
        tr.args("mail-rounds-line", &[("round", round.to_string()), ("pairing", pairing.clone()), ("starts", when)])
    };
    let (first, last) = (lines.first().map_or(0, |l| l.0), lines.last().map_or(0, |l| l.0));
    let args = [
        ("tournament", tournament),
        ("player", player),
        ("first", first.to_string()),
        ("last", last.to_string()),
        ("pairings", lines.iter().map(line).collect::<Vec<_>>().join("\n")),
        ("address", page),
    ];
    Letter { to, subject: tr.args("mail-rounds-subject", &args), body: tr.args("mail-rounds-body", &args) }
}

/// A player as the self-service pages and letters name them: "number
/// name", or the name alone before pairing numbers are given.
pub(in crate::web) fn numbered(number: crate::tournament::PairingNumber, name: &str) -> String {
    match number.get() {
        0 => name.to_string(),
        n => format!("{n} {name}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Lang;

    fn who() -> (String, String, String) {
        ("Robin Open".into(), "Berg, Anna".into(), "https://example.org/t/1/me/abc".into())
    }

    #[test]
    fn one_round_is_its_pairing_and_several_a_line_each() {
        let tr = Tr::new(Lang::En);
        let one = [(2, "board 1, White, against 3 Lind, Eva".to_string(), "2026-12-02 15:00".to_string())];
        let letter = rounds_letter(&tr, "anna@example.org".into(), who(), &one);
        assert_eq!(letter.subject, "Robin Open: round 2");
        assert!(letter.body.contains("Round 2 of Robin Open: board 1, White, against 3 Lind, Eva."), "{}", letter.body);
        assert!(letter.body.contains("The round starts at 2026-12-02 15:00."), "{}", letter.body);
        let three = [
            (1, "board 2, Black, against 1 Kask, Ott".to_string(), "2026-12-01 15:00".to_string()),
            (2, "board 1, White, against 3 Lind, Eva".to_string(), String::new()),
            (3, "a bye".to_string(), String::new()),
        ];
        let letter = rounds_letter(&tr, "anna@example.org".into(), who(), &three);
        assert_eq!(letter.subject, "Robin Open: rounds 1–3");
        let lines: Vec<&str> = letter.body.lines().map(str::trim).filter(|l| l.starts_with("Round ")).collect();
        assert_eq!(
            lines,
            [
                "Round 1: board 2, Black, against 1 Kask, Ott. It starts at 2026-12-01 15:00.",
                "Round 2: board 1, White, against 3 Lind, Eva.",
                "Round 3: a bye.",
            ]
        );
        assert!(letter.body.contains("https://example.org/t/1/me/abc"));
        let ru = rounds_letter(&Tr::new(Lang::Ru), "anna@example.org".into(), who(), &three);
        assert_eq!(ru.subject, "Robin Open: туры 1–3");
        assert!(ru.body.contains("2-й тур: board 1, White, against 3 Lind, Eva."), "{}", ru.body);
    }
}
