//! The standings half of `arbiter check`: whether the rank column of a TRF
//! follows the file's own tie-break list (record 212, or `PTS` and record
//! 202), and for each disagreement the tie-break that decides it.

use super::output::number;
use crate::standings::tiebreak::{self, Edition, EventResults, Kind, PlayerTieBreaks, TieBreak};
use crate::trf::Trf;

/// The list the file ranks by: record 212 as written, else `PTS` and record
/// 202; `None` when the file has neither. An unknown code is an error.
fn declared_list(file: &Trf) -> Option<Result<Vec<TieBreak>, String>> {
    let (text, with_points) = match (file.header("212"), file.header("202")) {
        (Some(t), _) if !t.trim().is_empty() => (t, false),
        (_, Some(t)) if !t.trim().is_empty() => (t, true),
        _ => return None,
    };
    let list = tiebreak::parse_list(text).map_err(|e| e.to_string());
    Some(list.map(|list| {
        let points = with_points && list.first().is_none_or(|tb| tb.kind != Kind::Points);
        points.then(|| TieBreak::plain(Kind::Points)).into_iter().chain(list).collect()
    }))
}

/// Checks the file's ranks against its tie-break list under `edition`,
/// printing one line per pair of players the file orders the other way
/// round; returns how many there are (0 also when there is nothing to check).
pub(super) fn check_ranks(file: &Trf, edition: Edition) -> usize {
    let Some(list) = declared_list(file) else { return 0 };
    let list = match list {
        Ok(list) => list,
        Err(e) => {
            outln!("standings: not checked, the file's tie-break list cannot be read: {e}");
            return 1;
        }
    };
    let codes: Vec<String> = list.iter().map(ToString::to_string).collect();
    let event = EventResults::from_event(&file.event, file.declared_system().is_round_robin(), edition);
    let computed = tiebreak::compute(&event, &list);
    let of = |no| computed.iter().find(|p: &&PlayerTieBreaks| p.start_no == no);
    let written: Vec<Ranked> = file
        .event
        .players
        .iter()
        .filter_map(|p| {
            let c = of(p.start_no)?;
            let (number, name) = (p.start_no.get(), p.start_no.to_string());
            Some(Ranked { number, written: p.rank?, computed: c.rank, name, values: &c.values })
        })
        .collect();
    report_misranks(written, &codes)
}

/// One participant of a rank check: the rank the file writes, the one its
/// tie-break list gives, and the values that give it.
pub(super) struct Ranked<'a> {
    /// Its pairing number, which orders equal written ranks.
    pub number: u32,
    pub written: u32,
    pub computed: u32,
    /// How the report names it (`12`, `team 3`).
    pub name: String,
    pub values: &'a [Option<tiebreak::Value>],
}

/// Prints one line per pair the file orders otherwise than its tie-breaks
/// (`codes`) do, with the tie-break that decides it, or one line saying the
/// ranks follow them; how many pairs are out of order.
pub(super) fn report_misranks(mut written: Vec<Ranked>, codes: &[String]) -> usize {
    written.sort_by_key(|r| (r.written, r.number));
    let mut wrong = 0;
    for pair in written.windows(2) {
        let (above, below) = (&pair[0], &pair[1]);
        if above.computed <= below.computed {
            continue;
        }
        wrong += 1;
        let k = (0..codes.len()).find(|&k| above.values[k] != below.values[k]).unwrap_or(0);
        outln!(
            "standings: the file ranks {} ({}) before {} by {}, but {} decides: {} against {}",
            above.name,
            above.written,
            below.name,
            codes.join(","),
            codes[k],
            number(below.values[k]),
            number(above.values[k]),
        );
    }
    if wrong == 0 && !written.is_empty() {
        outln!("standings: the ranks follow the tie-breaks {}", codes.join(","));
    }
    wrong
}
