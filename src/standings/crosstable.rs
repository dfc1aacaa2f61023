use super::Standing;
use crate::tournament::{ByeKind, Outcome, PairingNumber, Points, Scoring};

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

/// The crosstable symbol for an outcome against an opponent.
pub fn outcome_symbol(outcome: Outcome, scoring: &Scoring) -> Option<String> {
    match outcome {
        Outcome::Win { forfeit: true } => Some("+".into()),
        Outcome::Loss { forfeit: true } => Some("-".into()),
        Outcome::Win { forfeit: false } | Outcome::Draw | Outcome::Loss { forfeit: false } => {
            Some(scoring.points(outcome).to_string())
        }
        Outcome::Bye(_) | Outcome::Pending => None,
    }
}

impl Crosstable {
    /// Builds the grid from ranked standings; rows and columns in pairing-number order.
    pub fn round_robin(standings: &[Standing], scoring: &Scoring) -> Crosstable {
        let mut rows: Vec<&Standing> = standings.iter().collect();
        rows.sort_by_key(|s| s.record.start_no);
        let start_nos: Vec<PairingNumber> = rows.iter().map(|s| s.record.start_no).collect();
        let index = |n: PairingNumber| start_nos.iter().position(|&s| s == n);
        let cells = rows
            .iter()
            .map(|row| {
                let mut line = vec![CrosstableCell { symbols: Vec::new() }; start_nos.len()];
                for entry in &row.record.rounds {
                    let (Some(opp), Some(sym)) = (entry.opponent, outcome_symbol(entry.outcome, scoring)) else {
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
            totals: rows.iter().map(|s| s.record.points).collect(),
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

/// The wall chart of ranked standings over `rounds` rounds; opponents are
/// referred to by their line in the chart (1 = first line), as Swiss
/// crosstables do.
pub fn wall_chart(standings: &[Standing], rounds: u32, scoring: &Scoring) -> Vec<WallChartRow> {
    let line_of: std::collections::HashMap<PairingNumber, usize> =
        standings.iter().enumerate().map(|(k, s)| (s.record.start_no, k + 1)).collect();
    standings
        .iter()
        .map(|s| {
            let cells = (1..=rounds)
                .map(|round| {
                    let Some(entry) = s.record.rounds.iter().find(|r| r.round == round) else {
                        return "-".to_string();
                    };
                    match (entry.outcome, entry.opponent) {
                        (Outcome::Bye(kind), _) => bye_code(kind).to_string(),
                        (outcome, Some(opp)) => {
                            let colour = entry.colour.map_or("", |c| c.fold_wb("w", "b"));
                            let line = line_of.get(&opp).map_or(String::new(), |l| l.to_string());
                            format!("{line}{colour}{}", outcome_symbol(outcome, scoring).unwrap_or_default())
                        }
                        (_, None) => "-".to_string(),
                    }
                })
                .collect();
            WallChartRow { rank: s.rank, start_no: s.record.start_no, cells, points: s.record.points }
        })
        .collect()
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
    use crate::standings::{rank, records};
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
        let scoring = Scoring::default();
        let table =
            Crosstable::round_robin(&rank(records(&[1, 2, 3, 4].map(PairingNumber::new), &rounds, &scoring)), &scoring);
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
        let scoring = Scoring::default();
        let standings = rank(records(&[1, 2, 3].map(PairingNumber::new), &rounds, &scoring));
        let chart = wall_chart(&standings, 2, &scoring);
        let cells: Vec<Vec<&str>> = chart.iter().map(|r| r.cells.iter().map(String::as_str).collect()).collect();
        // Lines: 1 (2 points), 3 (1), 2 (½).
        assert_eq!(cells, vec![vec!["3w1", "2b+"], vec!["U", "1w-"], vec!["1b0", "H"]]);
    }
}
