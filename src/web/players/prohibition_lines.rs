//! The prohibited pairings as the players page lists them (arbiters of a
//! Swiss event): each one's rounds and whom it names.

use crate::actions::NumberedPlayer;
use crate::actions::pairing_rules::SharedRule;
use crate::db::models::{PlayerRow, TournamentRow};
use crate::db::pairing_rules::ProhibitionRow;
use crate::db::{self, DbConnection};
use crate::web::access::Access;
use crate::web::error::AppError;
use crate::web::i18n::Tr;
use crate::web::parts::ranges::range;

/// One prohibited pairing as the players page lists it.
pub struct ProhibitionLine {
    /// The stored row.
    pub id: i32,
    /// Its rounds.
    pub rounds: String,
    /// The players' names, or the rule.
    pub players: String,
}

/// The prohibited pairings of a tournament, as the players page lists them.
pub fn prohibition_lines(tr: &Tr, players: &[PlayerRow], rows: &[ProhibitionRow]) -> Vec<ProhibitionLine> {
    rows.iter()
        .map(|row| ProhibitionLine {
            id: row.id,
            rounds: range(row.first_round, row.last_round),
            players: who(tr, players, row),
        })
        .collect()
}

/// Whom a prohibition names: the players' names, or its rule.
fn who(tr: &Tr, players: &[PlayerRow], row: &ProhibitionRow) -> String {
    match row.rule {
        Some(SharedRule::Club) => tr.t("prohibited-same-club"),
        Some(SharedRule::Federation) => tr.t("prohibited-same-federation"),
        None => {
            let chosen = players.iter().filter(|p| row.players.contains(&p.id));
            chosen.map(|p| p.name.as_str()).collect::<Vec<_>>().join("; ")
        }
    }
}

/// The prohibited pairings the players page lists (arbiters of a Swiss event only).
pub(super) fn prohibited(
    c: &mut DbConnection,
    tr: &Tr,
    t: &TournamentRow,
    access: &Access,
    players: &[NumberedPlayer],
) -> Result<Option<Vec<ProhibitionLine>>, AppError> {
    if !access.write || t.system().is_round_robin() {
        return Ok(None);
    }
    let rows: Vec<PlayerRow> = players.iter().map(|p| p.row.clone()).collect();
    let stored = db::pairing_rules::load(c, t)?;
    Ok(Some(prohibition_lines(tr, &rows, &stored.prohibitions)))
}
