//! The standings and crosstable as a table: the columns (each tie-break
//! described), the lines, and the values as the pages and the CSV and
//! standalone HTML exports show them; the round shown, and the event loaded
//! for a visitor.

use crate::actions::StoredEvent;

use crate::db::TournamentId;
use crate::db::models::TournamentRow;
use crate::standings::tiebreak::{DummyScore, Edition, Kind, KoyaLimit, TieBreak, Unrated, Value};
use crate::standings::{Crosstable, Ranking, Settled, Standing, wall_chart};
use crate::tournament::{PairingNumber, Points, RoundResult};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::i18n::Tr;
use crate::web::name_filter::{FilterForm, NameFilter};
use crate::web::{AppState, read};
use actix_web::web;
use serde::Deserialize;
use std::collections::HashMap;

/// The round to show standings after.
#[derive(Deserialize)]
pub struct RoundQuery {
    /// The round number (within the rounds completed).
    pub round: Option<i32>,
    /// `1`: the arbiter's view of the round in play (finished games counted).
    pub live: Option<u8>,
    /// `1` adds the FIDE rating change column (B.02).
    pub changes: Option<u8>,
    /// Only the players of this category (its id).
    pub category: Option<i32>,
    /// The tie-break whose explanation a player's card opens (its place in the list).
    pub tb: Option<usize>,
    /// The name filter of the standings.
    #[serde(default)]
    pub q: String,
}

impl RoundQuery {
    /// The standings' name filter, keeping the round asked for.
    pub(in crate::web) fn filter_form(&self) -> FilterForm {
        let keep = self.round.map(|r| vec![("round", r.to_string())]).unwrap_or_default();
        FilterForm { filter: NameFilter::new(&self.q), keep }
    }
}

impl RoundQuery {
    /// Whether the rating change column was asked for.
    pub fn with_changes(&self) -> bool {
        self.changes == Some(1)
    }

    /// Whether the round in play was asked for (shown to the event's arbiters only).
    pub fn wants_live(&self) -> bool {
        self.live == Some(1)
    }
}

/// A tie-break column: its code, its name and what it means.
pub struct Column {
    /// The code with modifiers, e.g. `BH/C1`.
    pub code: String,
    /// The name in the visitor's language.
    pub name: String,
    /// What it counts, and what the modifiers change.
    pub help: String,
}

/// One player's line of the standings or the crosstable.
pub struct Line {
    /// Place.
    pub rank: u32,
    /// Pairing number.
    pub no: u32,
    /// Name.
    pub name: String,
    /// FIDE title.
    pub title: String,
    /// Rating, empty when unrated.
    pub rating: String,
    /// Federation.
    pub federation: String,
    /// Points.
    pub points: Points,
    /// Tie-break values, formatted, one per column.
    pub values: Vec<String>,
    /// Crosstable cells: one per round (Swiss) or per opponent (round robin).
    pub cells: Vec<String>,
    /// The FIDE rating change (signed, e.g. `+11.4`) when the table shows it;
    /// empty for unrated players and players without a rated game.
    pub rating_change: String,
    /// The place in the whole field, when the table shows one category.
    pub overall_rank: u32,
    /// In the view of the round in play: the player's game is still on the board.
    pub playing: bool,
    /// Whether the player has withdrawn (marked in the standings, Q170).
    pub withdrawn: bool,
    /// Whether the player was expelled (a crosstable line, never a place:
    /// Q197, Q198).
    pub expelled: bool,
    /// How the place was decided within a tie left at the end: the
    /// message key of "by lot" or "by hand", empty when it was not.
    pub settled: &'static str,
}

/// Standings or crosstable after a round, ready to render or export.
pub struct Table {
    /// The tournament.
    pub t: TournamentRow,
    /// The last round counted (0: before round 1, the starting list).
    pub after: i32,
    /// The rounds completed (every result in): what visitors see by default.
    pub completed: i32,
    /// The round in play, if any (results still missing).
    pub in_play: Option<i32>,
    /// Whether the table is the arbiter's view of the round in play.
    pub live: bool,
    /// What the table counts, said: "After round 2; round 3 in play".
    pub heading: String,
    /// Why the round in play is not counted when adjourned games hold it
    /// back, said (empty otherwise).
    pub adjourned: String,
    /// The points the arbiter adjusted in the rounds counted, each as
    /// "number name: points (round n)".
    pub adjusted: Vec<String>,
    /// The tie-break columns.
    pub columns: Vec<Column>,
    /// Which edition of C.07 the values follow, said.
    pub edition: String,
    /// Crosstable column headings (round numbers, or pairing numbers in a round robin).
    pub cell_heads: Vec<u32>,
    /// Lines in rank order (round-robin crosstable: in pairing-number order).
    pub lines: Vec<Line>,
    /// Whether games of the counted rounds are still on the board (the view of the round in play).
    pub pending: bool,
    /// Whether the lines carry the rating change.
    pub rating_changes: bool,
    /// The category the lines are limited to (empty: every player).
    pub category: String,
    /// The players a round robin's standings leave out (withdrawn having
    /// played fewer than half of their games), as `5 Name`.
    pub left_out: Vec<String>,
    /// The players a Swiss event's standings leave out as expelled, each as
    /// "number name".
    pub expelled: Vec<String>,
}

/// Who stands in for an unplayed round in a BH, FB or SB term: the dummy
/// opponent, with its capped score and the article when the 2026 text capped
/// it ("own score 6.5, capped at 5 (art. 16.4.2)"), after the scheduled
/// opponent of a forfeit.
pub(in crate::web) fn dummy_text(tr: &Tr, dummy: DummyScore, forfeited: Option<String>) -> String {
    let points = |tenths: i64| format_value(tenths * 10);
    let text = match dummy.capped {
        None => tr.t("tb-no-opponent"),
        Some(cap) => tr.args(
            "tb-dummy-capped-at",
            &[("own", points(dummy.own)), ("cap", points(cap.at)), ("article", cap.article().to_string())],
        ),
    };
    match forfeited {
        Some(name) => tr.args("tb-dummy-forfeit", &[("name", name), ("dummy", text)]),
        None => text,
    }
}

/// A tie-break value as shown; an undefined one as a dash (it ranks after
/// every defined value).
pub fn format_defined(v: Option<Value>) -> String {
    v.map_or_else(|| UNDEFINED.to_string(), format_value)
}

/// How an undefined tie-break value is shown on pages.
pub const UNDEFINED: &str = "—";

/// How a tie-break value is written: whole numbers without a fraction,
/// otherwise as many decimals as needed (AOB has two).
pub fn format_value(v: Value) -> String {
    let sign = if v < 0 { "-" } else { "" };
    let (whole, frac) = (v.abs() / 100, v.abs() % 100);
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

/// A tie-break's name and meaning in the visitor's language, modifiers included.
pub fn describe(tb: &TieBreak, tr: &Tr, edition: Edition) -> Column {
    let code = tb.kind.code();
    let mut help = vec![tr.tk("tb-help-", code)];
    let has_dummy = matches!(tb.kind, Kind::Buchholz | Kind::ForeBuchholz | Kind::SonnebornBerger);
    if has_dummy && edition == Edition::C07of2026 {
        help.push(tr.t("tb-dummy-capped"));
    }
    if tb.cut > 0 {
        let key = if tb.kind == Kind::Progressive { "tb-mod-cut-rounds" } else { "tb-mod-cut" };
        help.push(tr.n_args(key, tb.cut, &[("n", tb.cut.to_string())]));
    }
    if tb.median > 0 {
        help.push(tr.n_args("tb-mod-median", tb.median, &[("n", tb.median.to_string())]));
    }
    match tb.limit {
        Some(KoyaLimit::Percent(p)) => help.push(tr.t1("tb-mod-limit", "n", &p.to_string())),
        Some(KoyaLimit::HalfPoints(n)) if n != 0 => {
            let key = if n > 0 { "tb-mod-limit-up" } else { "tb-mod-limit-down" };
            // n half-points: "1 point" only for two of them.
            let count: u32 = if n.abs() == 2 { 1 } else { 2 };
            help.push(tr.n_args(key, count, &[("n", format_value(i64::from(n.abs()) * 50))]));
        }
        _ => {}
    }
    if tb.reverse {
        help.push(tr.t("tb-mod-reverse"));
    }
    match tb.unrated {
        Some(Unrated::Rating(u)) => help.push(tr.t1("tb-mod-unrated", "n", &u.to_string())),
        Some(Unrated::LeftOut) => help.push(tr.t("tb-mod-unrated-left-out")),
        None if tb.kind.is_rating() => help.push(tr.t("tb-rating-undefined")),
        None => {}
    }
    if tb.forfeits_played {
        help.push(tr.t("tb-mod-forfeits"));
    }
    if tb.no_vur_rule {
        help.push(tr.t("tb-mod-no-vur"));
    }
    Column { code: tb.to_string(), name: tr.tk("tb-name-", code), help: help.join(" ") }
}

/// The columns of a ranking's tie-breaks.
pub fn columns(ranking: &Ranking, tr: &Tr) -> Vec<Column> {
    ranking.tiebreaks.iter().map(|tb| describe(tb, tr, ranking.results.edition)).collect()
}

/// The round a page counts up to: with `live` (the arbiter's view) the round
/// in play; otherwise the round asked for within the rounds completed, or
/// the last completed one (a round with results missing is not counted).
pub fn shown_round(event: &StoredEvent, round: Option<i32>, live: bool) -> i32 {
    let progress = event.progress();
    let completed = progress.completed as i32;
    if live {
        return progress.counted(true) as i32;
    }
    round.unwrap_or(completed).clamp(0, completed)
}

/// What a table after round `after` counts, said: the starting list or the
/// round counted, the round in play, or the view of the round in play.
fn heading(tr: &Tr, after: i32, in_play: Option<i32>, live: bool) -> String {
    match (after, in_play) {
        (n, Some(p)) if live && n == p => tr.t1("standings-live", "n", &n.to_string()),
        (0, Some(p)) => tr.t1("standings-start-in-play", "live", &p.to_string()),
        (0, None) => tr.t("standings-start-list"),
        (n, Some(p)) if p > n => tr.args("standings-after-in-play", &[("n", n.to_string()), ("live", p.to_string())]),
        (n, _) => tr.t1("standings-after", "n", &n.to_string()),
    }
}

/// Whether the visitor is one of the event's arbiters (who may see the round in play).
pub async fn is_arbiter(ctx: &Ctx, state: &web::Data<AppState>, id: TournamentId) -> Result<bool, AppError> {
    match &ctx.user {
        Some(user) => {
            let user = user.clone();
            read(state, move |c| Ok(access::load(c, id, Some(&user))?.1.write)).await
        }
        None => Ok(false),
    }
}

/// The message key saying how a place was decided within a tie left at
/// the end ("by hand", "by lot"), empty when it was not.
pub fn settled_key(settled: Option<Settled>) -> &'static str {
    match settled {
        Some(Settled::ByHand) => "ties-by-hand",
        Some(Settled::ByLot) => "ties-by-lot",
        None => "",
    }
}

/// A player's line without tie-break values or cells.
pub(in crate::web) fn player_line(event: &StoredEvent, rank: u32, no: PairingNumber, points: Points) -> Line {
    let p = event.player_by_number(no);
    Line {
        rank,
        no: no.get(),
        name: p.map(|p| p.name.clone()).unwrap_or_default(),
        title: p.map(|p| p.title_code().to_string()).unwrap_or_default(),
        rating: p.and_then(|p| p.fide_rating).filter(|&r| r > 0).map(|r| r.to_string()).unwrap_or_default(),
        federation: p.map(|p| p.federation.clone()).unwrap_or_default(),
        points,
        values: Vec::new(),
        cells: Vec::new(),
        rating_change: String::new(),
        overall_rank: rank,
        playing: false,
        withdrawn: p.is_some_and(|p| p.withdrawn_from_round.is_some()),
        expelled: p.is_some_and(|p| p.expelled),
        settled: "",
    }
}

/// The players of these numbers, each as "number name".
fn named(event: &StoredEvent, numbers: &[PairingNumber]) -> Vec<String> {
    numbers.iter().map(|&no| format!("{no} {}", event.player_by_number(no).map_or("?", |p| p.name.as_str()))).collect()
}

/// A rating change in hundredths of a point, signed: `+11.4`, `-3.25`, `0`.
pub fn signed_change(hundredths: i64) -> String {
    let sign = if hundredths > 0 { "+" } else { "" };
    format!("{sign}{}", format_value(hundredths))
}

/// The sentence saying which adjourned games of the round in play hold
/// the standings back (empty when none does).
fn adjourned(event: &StoredEvent, in_play: Option<i32>, tr: &Tr) -> String {
    let Some(round) = in_play else { return String::new() };
    let boards: Vec<String> = event
        .boards
        .iter()
        .filter(|b| b.round == round && b.is_adjourned_game())
        .map(|b| b.board_no.to_string())
        .collect();
    match boards.len() {
        0 => String::new(),
        n => tr.n_args("standings-adjourned", n, &[("round", round.to_string()), ("boards", boards.join(", "))]),
    }
}

/// The points adjusted in rounds 1 to `after`, each said with its player
/// and round (the reason is the arbiters' own).
fn adjusted(event: &StoredEvent, after: i32, tr: &Tr) -> Vec<String> {
    event
        .point_adjustments
        .iter()
        .filter(|a| a.round <= after)
        .filter_map(|a| {
            let no = event.number(a.player_id);
            let name = &event.player(a.player_id)?.name;
            let args =
                [("player", format!("{no} {name}")), ("points", a.points().signed()), ("round", a.round.to_string())];
            Some(tr.args("standings-adjusted-one", &args))
        })
        .collect()
}

impl Table {
    /// The table after round `round` (within the rounds completed), or with
    /// `live` the arbiter's view of the round in play (see [`shown_round`]);
    /// `crosstable` fills the cells.
    pub fn build(event: &StoredEvent, round: Option<i32>, live: bool, tr: &Tr, crosstable: bool) -> Table {
        let after = shown_round(event, round, live);
        let progress = event.progress();
        let in_play = progress.in_play().map(|r| r as i32);
        let live = live && in_play == Some(after);
        let played = event.played(after);
        let ranking = event.ranking_of(&played);
        let playing: Vec<PairingNumber> = played
            .players
            .iter()
            .filter(|p| p.rounds.iter().any(|r| matches!(r.result, RoundResult::Pending | RoundResult::Adjourned)))
            .map(|p| p.start_no)
            .collect();
        let line = |rank: u32, no: PairingNumber, points: Points, values: &[Option<Value>], cells: Vec<String>| Line {
            values: if after == 0 { Vec::new() } else { values.iter().map(|&v| format_defined(v)).collect() },
            cells,
            playing: playing.contains(&no),
            settled: settled_key(ranking.settled(no)),
            ..player_line(event, rank, no, points)
        };
        let pending = !playing.is_empty();
        let (cell_heads, lines) = if crosstable && event.is_round_robin() {
            let grid = Crosstable::round_robin(&played, &ranking.standings);
            let values: HashMap<PairingNumber, &Vec<Option<Value>>> =
                ranking.standings.iter().zip(&ranking.values).map(|(s, v)| (s.start_no, v)).collect();
            let lines = grid
                .start_nos
                .iter()
                .enumerate()
                .map(|(k, &no)| {
                    let cells = grid.cells[k].iter().map(|c| c.symbols.join(" ")).collect();
                    line(grid.ranks[k], no, grid.totals[k], values.get(&no).map_or(&[][..], |v| v), cells)
                })
                .collect();
            (grid.start_nos.iter().map(|n| n.get()).collect(), lines)
        } else {
            // The wall chart keeps a line for each expelled player, after the
            // ranked ones, so that their opponents' cells name them.
            let mut charted = ranking.standings.clone();
            if crosstable {
                let expelled = ranking.expelled.iter().filter_map(|&no| played.player(no));
                charted.extend(expelled.map(|p| Standing { rank: 0, start_no: p.start_no, points: played.score(p) }));
            }
            let chart = if crosstable { wall_chart(&played, &charted, after as u32) } else { Vec::new() };
            let mut cells = chart.into_iter().map(|row| row.cells);
            let no_values = Vec::new();
            let values = ranking.values.iter().chain(std::iter::repeat(&no_values));
            let mut lines: Vec<Line> = charted
                .iter()
                .zip(values)
                .map(|(s, v)| line(s.rank, s.start_no, s.points, v, cells.next().unwrap_or_default()))
                .collect();
            if after == 0 {
                lines.sort_by_key(|l| l.no);
                for l in &mut lines {
                    l.rank = l.no;
                }
            } else if crosstable {
                // The wall chart's cells name opponents by their line, so its
                // first column numbers the lines: a place shared on the
                // standings still gets a line of its own here.
                for (k, l) in lines.iter_mut().enumerate() {
                    l.rank = k as u32 + 1;
                }
            }
            ((1..=after as u32).collect(), lines)
        };
        Table {
            columns: columns(&ranking, tr),
            edition: tr.t1("standings-edition", "edition", ranking.results.edition.year()),
            t: event.t.clone(),
            after,
            completed: progress.completed as i32,
            in_play,
            live,
            heading: heading(tr, after, in_play, live),
            adjourned: adjourned(event, in_play, tr),
            adjusted: adjusted(event, after, tr),
            cell_heads,
            lines,
            pending,
            rating_changes: false,
            category: String::new(),
            left_out: named(event, &ranking.left_out),
            expelled: named(event, &ranking.expelled),
        }
    }

    /// The table limited to one category's players, placed among themselves
    /// (players level in the whole field stay level).
    pub fn only(mut self, category: String, members: &[u32]) -> Table {
        self.lines.retain(|l| members.contains(&l.no));
        let ranks: Vec<u32> = self.lines.iter().map(|l| l.rank).collect();
        for line in &mut self.lines {
            line.overall_rank = line.rank;
            line.rank = 1 + ranks.iter().filter(|&&r| r < line.overall_rank).count() as u32;
        }
        self.category = category;
        self
    }

    /// What links to other rounds and to the CSV add to keep the rating change column.
    pub fn changes_query(&self) -> &'static str {
        if self.rating_changes { "&changes=1" } else { "" }
    }

    /// The query that asks for the rounds this table counts: `live=1` for
    /// the view of the round in play, else `round=N`.
    pub fn query(&self) -> String {
        if self.live { "live=1".to_string() } else { format!("round={}", self.after) }
    }

    /// The table with each player's FIDE rating change (B.02) for the rounds it counts.
    pub fn with_rating_changes(mut self, event: &StoredEvent) -> Table {
        let changes = event.rating_changes(self.after);
        for line in &mut self.lines {
            line.rating_change =
                changes.get(&PairingNumber::new(line.no)).and_then(|c| c.change).map(signed_change).unwrap_or_default();
        }
        self.rating_changes = true;
        self
    }
}

/// Loads a tournament the visitor may see, whole.
pub async fn load_event(ctx: &Ctx, state: &web::Data<AppState>, id: TournamentId) -> Result<StoredEvent, AppError> {
    let user = ctx.user.clone();
    read(state, move |c| {
        let (t, _) = access::load(c, id, user.as_ref())?;
        Ok(StoredEvent::load(c, t)?)
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modifiers_agree_with_their_number_in_russian() {
        use crate::web::i18n::Lang;
        let tr = Tr::new(Lang::Ru);
        let help = |list: &str| {
            describe(&crate::standings::tiebreak::parse_list(list).unwrap()[0], &tr, Edition::C07of2024).help
        };
        assert!(help("BH/C1").contains("отбрасывается 1 наименее значимое значение"));
        assert!(help("BH/C2").contains("отбрасываются 2 наименее значимых значения"));
        assert!(help("BH/M1").contains("отбрасываются наименьшее и наибольшее значения"));
        assert!(help("PS/C1").contains("Первый тур не учитывается"));
    }

    #[test]
    fn values_are_written_as_short_as_exact() {
        let written: Vec<String> = [1750, 1725, 1700, 1234, 0, -50, 245000].into_iter().map(format_value).collect();
        assert_eq!(written, ["17.5", "17.25", "17", "12.34", "0", "-0.5", "2450"]);
    }
}
