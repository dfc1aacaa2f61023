use super::Standing;
use crate::tournament::{ByeKind, Event, PairingNumber, Points, RoundRecord, RoundResult, Scoring};

/// One cell of a round-robin grid: what the row player scored against the column player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrosstableCell {
    /// One symbol per game between the two (`1`, `½`, `0`, `+`, `-`), in round order;
    /// empty while they have not met or the result is pending.
    pub symbols: Vec<String>,
}

/// The round-robin grid: rows and columns by pairing number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Crosstable {
    /// Pairing numbers of rows and columns, in order.
    pub start_nos: Vec<PairingNumber>,
    /// `cells[row][col]`; the diagonal stays empty.
    pub cells: Vec<Vec<CrosstableCell>>,
    /// Total points per row.
    pub totals: Vec<Points>,
    /// Rank per row.
    pub ranks: Vec<u32>,
}

/// The crosstable symbol for a result against an opponent: the points of a
/// game (played, or of less than one move), `+` or `-` for a forfeit, none
/// for a bye, a round not paired or a game still on the board.
pub fn result_symbol(result: RoundResult, scoring: &Scoring) -> Option<String> {
    match result {
        RoundResult::ForfeitWin => Some("+".into()),
        RoundResult::ForfeitLoss => Some("-".into()),
        r if r.is_played() => Some(scoring.of_round(r).to_string()),
        _ => None,
    }
}

impl Crosstable {
    /// Builds the grid of `event`'s rounds from its ranked standings; rows
    /// and columns in pairing-number order.
    pub fn round_robin(event: &Event, standings: &[Standing]) -> Crosstable {
        let mut rows: Vec<&Standing> = standings.iter().collect();
        rows.sort_by_key(|s| s.start_no);
        let start_nos: Vec<PairingNumber> = rows.iter().map(|s| s.start_no).collect();
        let index = |n: PairingNumber| start_nos.iter().position(|&s| s == n);
        let cells = rows
            .iter()
            .map(|row| {
                let mut line = vec![CrosstableCell { symbols: Vec::new() }; start_nos.len()];
                for entry in event.player(row.start_no).map_or(&[][..], |p| &p.rounds) {
                    let (Some(opp), Some(sym)) = (entry.opponent, result_symbol(entry.result, &event.scoring)) else {
                        continue;
                    };
                    if let Some(col) = index(opp) {
                        line[col].symbols.push(sym);
                    }
                }
                line
            })
            .collect();
        Crosstable {
            totals: rows.iter().map(|s| s.points).collect(),
            ranks: rows.iter().map(|s| s.rank).collect(),
            start_nos,
            cells,
        }
    }
}

/// One line of the Swiss crosstable (wall chart), in rank order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WallChartRow {
    /// Place (shared by players equal on everything).
    pub rank: u32,
    /// Pairing number.
    pub start_no: PairingNumber,
    /// One cell per round: the opponent's line number, the colour and the
    /// result (`12w1`, `3b½`, `7w+` for a forfeit win, `7b` while pending),
    /// or a bye code: `U` pairing-allocated, `H` half-point, `F` full-point,
    /// `Z` zero-point, `-` not paired.
    pub cells: Vec<String>,
    /// Points.
    pub points: Points,
}

/// The wall chart of `event`'s ranked standings over `rounds` rounds;
/// opponents are referred to by their line in the chart (1 = first line), as
/// Swiss crosstables do.
pub fn wall_chart(event: &Event, standings: &[Standing], rounds: u32) -> Vec<WallChartRow> {
    let line_of: std::collections::HashMap<PairingNumber, usize> =
        standings.iter().enumerate().map(|(k, s)| (s.start_no, k + 1)).collect();
    standings
        .iter()
        .map(|s| {
            let played = event.player(s.start_no).map_or(&[][..], |p| &p.rounds);
            let cells = (0..rounds as usize)
                .map(|r| match played.get(r) {
                    Some(&RoundRecord { opponent: Some(opp), colour, result }) => {
                        let colour = colour.map_or("", |c| c.fold_wb("w", "b"));
                        let line = line_of.get(&opp).map_or(String::new(), |l| l.to_string());
                        format!("{line}{colour}{}", result_symbol(result, &event.scoring).unwrap_or_default())
                    }
                    Some(entry) => bye_letter(entry.result).to_string(),
                    None => "-".to_string(),
                })
                .collect();
            WallChartRow { rank: s.rank, start_no: s.start_no, cells, points: s.points }
        })
        .collect()
}

/// The letter a crosstable writes for a round without an opponent: the bye's
/// TRF code, `-` when not paired (a rest round, a late entry).
fn bye_letter(result: RoundResult) -> &'static str {
    match result {
        RoundResult::PairingAllocatedBye => bye_code(ByeKind::PairingAllocated),
        RoundResult::HalfPointBye => bye_code(ByeKind::HalfPoint),
        RoundResult::FullPointBye => bye_code(ByeKind::FullPoint),
        RoundResult::ZeroPointBye => bye_code(ByeKind::ZeroPoint),
        _ => bye_code(ByeKind::RestRound),
    }
}

/// The letter a crosstable writes for a bye (the TRF code).
pub fn bye_code(kind: ByeKind) -> &'static str {
    match kind {
        ByeKind::PairingAllocated => "U",
        ByeKind::HalfPoint => "H",
        ByeKind::FullPoint => "F",
        ByeKind::ZeroPoint => "Z",
        ByeKind::RestRound => "-",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standings::rank;
    use crate::tournament::record::tests::played;
    use crate::tournament::{GameResult, Pairing};

    #[test]
    fn grid_is_symmetric_in_points() {
        let rounds = vec![vec![
            Pairing::Game { white: PairingNumber::new(1), black: PairingNumber::new(2), result: GameResult::Draw },
            Pairing::Game {
                white: PairingNumber::new(3),
                black: PairingNumber::new(4),
                result: GameResult::BlackWinsByForfeit,
            },
        ]];
        let event = played(4, &rounds);
        let table = Crosstable::round_robin(&event, &rank(&event));
        assert_eq!(table.cells[0][1].symbols, vec!["½"]);
        assert_eq!(table.cells[1][0].symbols, vec!["½"]);
        assert_eq!(table.cells[2][3].symbols, vec!["-"]);
        assert_eq!(table.cells[3][2].symbols, vec!["+"]);
        assert!(table.cells[0][0].symbols.is_empty());
        assert_eq!(table.totals, vec![Points(5), Points(5), Points(0), Points(10)]);
    }

    #[test]
    fn wall_chart_cells() {
        use crate::tournament::ByeKind;
        let rounds = vec![
            vec![
                Pairing::Game {
                    white: PairingNumber::new(1),
                    black: PairingNumber::new(2),
                    result: GameResult::WhiteWins,
                },
                Pairing::Bye { player: PairingNumber::new(3), kind: ByeKind::PairingAllocated },
            ],
            vec![
                Pairing::Game {
                    white: PairingNumber::new(3),
                    black: PairingNumber::new(1),
                    result: GameResult::BlackWinsByForfeit,
                },
                Pairing::Bye { player: PairingNumber::new(2), kind: ByeKind::HalfPoint },
            ],
        ];
        let event = played(3, &rounds);
        let chart = wall_chart(&event, &rank(&event), 2);
        let cells: Vec<Vec<&str>> = chart.iter().map(|r| r.cells.iter().map(String::as_str).collect()).collect();
        // Lines: 1 (2 points), 3 (1), 2 (½).
        assert_eq!(cells, vec![vec!["3w1", "2b+"], vec!["U", "1w-"], vec!["1b0", "H"]]);
    }
}
