//! The standings half of `arbiter check`: whether the rank column of a TRF
//! follows the file's own tie-break list (record 212, or `PTS` and record
//! 202), and for each disagreement the tie-break that decides it.

use super::standings::{declared_round_robin, number};
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
    let event = EventResults::from_event(&file.event, declared_round_robin(file), edition);
    let computed = tiebreak::compute(&event, &list);
    let of = |no| computed.iter().find(|p: &&PlayerTieBreaks| p.start_no == no);
    let mut written: Vec<_> = file.event.players.iter().filter_map(|p| Some((p.rank?, of(p.start_no)?))).collect();
    written.sort_by_key(|&(rank, p)| (rank, p.start_no));
    let mut wrong = 0;
    for pair in written.windows(2) {
        let ((rank, above), (_, below)) = (pair[0], pair[1]);
        if above.rank <= below.rank {
            continue;
        }
        wrong += 1;
        let k = (0..codes.len()).find(|&k| above.values[k] != below.values[k]).unwrap_or(0);
        outln!(
            "standings: the file ranks {} ({rank}) before {} by {}, but {} decides: {} against {}",
            above.start_no,
            below.start_no,
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
