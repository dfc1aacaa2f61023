//! How many byes, forfeits or unusual results `arbiter generate --dutch`
//! places: a count or a percentage, for the whole event or round by round.

use std::fmt;
use std::str::FromStr;

/// The most of anything: 9999 players × 99 rounds.
const MOST: u32 = 9999 * 99;
/// The highest round a per-round amount may name.
const LAST_ROUND: u32 = 99;

/// How many of something (byes, forfeits) an event or a round gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Amount {
    /// This many (`12`).
    Count(u32),
    /// This share in tenths of a percent (`5%` is 50, `2.5%` is 25): of the
    /// player-rounds for byes, of the games for forfeits and results.
    PerMille(u32),
}

impl Amount {
    /// How many of `of` this amount is: the count, or the share rounded.
    pub fn of(self, of: u32) -> u32 {
        match self {
            Amount::Count(n) => n,
            Amount::PerMille(pm) => ((u64::from(pm) * u64::from(of) + 500) / 1000) as u32,
        }
    }
}

impl FromStr for Amount {
    type Err = String;

    /// `N` (a count, at most 9999 × 99) or `P%` (0 to 100, one decimal at most).
    fn from_str(text: &str) -> Result<Amount, String> {
        let text = text.trim();
        if let Some(percent) = text.strip_suffix('%') {
            let (whole, tenth) = percent.split_once('.').unwrap_or((percent, "0"));
            let bad = || format!("{text:?} is not a percentage from 0% to 100% (one decimal at most)");
            if tenth.len() != 1 || whole.is_empty() {
                return Err(bad());
            }
            let whole: u32 = whole.parse().map_err(|_| bad())?;
            let tenth: u32 = tenth.parse().map_err(|_| bad())?;
            let per_mille = whole.checked_mul(10).and_then(|w| w.checked_add(tenth)).ok_or_else(bad)?;
            if per_mille > 1000 {
                return Err(bad());
            }
            Ok(Amount::PerMille(per_mille))
        } else {
            let count: u32 = text.parse().map_err(|_| format!("{text:?} is neither a count nor a percentage (P%)"))?;
            if count > MOST {
                return Err(format!("{count} is more than {MOST} (9999 players × 99 rounds)"));
            }
            Ok(Amount::Count(count))
        }
    }
}

impl fmt::Display for Amount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Amount::Count(n) => write!(f, "{n}"),
            Amount::PerMille(pm) if pm % 10 == 0 => write!(f, "{}%", pm / 10),
            Amount::PerMille(pm) => write!(f, "{}.{}%", pm / 10, pm % 10),
        }
    }
}

/// An amount for the whole event (`12`, `5%`), or amounts for named rounds
/// (`3:2,5:10%`: two in round 3, a tenth in round 5, none elsewhere).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Quota {
    /// Spread over the whole event.
    Event(Amount),
    /// (round, amount) for each round named, rounds in increasing order.
    Rounds(Vec<(u32, Amount)>),
}

impl Quota {
    /// The amount round `round` gets when the quota is per round.
    pub fn in_round(&self, round: u32) -> Option<Amount> {
        match self {
            Quota::Event(_) => None,
            Quota::Rounds(list) => list.iter().find(|&&(r, _)| r == round).map(|&(_, a)| a),
        }
    }

    /// The highest round named, if any.
    pub fn last_round(&self) -> Option<u32> {
        match self {
            Quota::Event(_) => None,
            Quota::Rounds(list) => list.last().map(|&(r, _)| r),
        }
    }
}

impl FromStr for Quota {
    type Err = String;

    /// An [`Amount`], or `ROUND:AMOUNT` pairs separated by commas, each
    /// round 1-99 named once.
    fn from_str(text: &str) -> Result<Quota, String> {
        if !text.contains(':') {
            return text.parse().map(Quota::Event);
        }
        let mut list = Vec::new();
        for item in text.split(',') {
            let (round, amount) =
                item.split_once(':').ok_or_else(|| format!("{item:?}: write ROUND:AMOUNT, e.g. 3:2 or 5:10%"))?;
            let round: u32 = round
                .trim()
                .parse()
                .ok()
                .filter(|r| (1..=LAST_ROUND).contains(r))
                .ok_or_else(|| format!("{round:?} is not a round from 1 to {LAST_ROUND}"))?;
            if list.iter().any(|&(r, _)| r == round) {
                return Err(format!("round {round} is named twice"));
            }
            list.push((round, amount.parse()?));
        }
        list.sort_by_key(|&(r, _)| r);
        Ok(Quota::Rounds(list))
    }
}

impl fmt::Display for Quota {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Quota::Event(amount) => write!(f, "{amount}"),
            Quota::Rounds(list) => {
                let items: Vec<String> = list.iter().map(|(r, a)| format!("{r}:{a}")).collect();
                write!(f, "{}", items.join(","))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_counts_or_percentages_within_bounds() {
        assert_eq!("12".parse(), Ok(Amount::Count(12)));
        assert_eq!("5%".parse(), Ok(Amount::PerMille(50)));
        assert_eq!("2.5%".parse(), Ok(Amount::PerMille(25)));
        assert_eq!("100%".parse(), Ok(Amount::PerMille(1000)));
        for bad in ["101%", "-1", "x", "1.25%", "%", "990000"] {
            assert!(bad.parse::<Amount>().is_err(), "{bad}");
        }
        assert_eq!(Amount::PerMille(25).to_string(), "2.5%");
        assert_eq!(Amount::PerMille(50).to_string(), "5%");
        assert_eq!(Amount::PerMille(25).of(100), 3);
        assert_eq!(Amount::Count(4).of(100), 4);
    }

    #[test]
    fn quotas_are_for_the_event_or_for_named_rounds() {
        assert_eq!("12".parse(), Ok(Quota::Event(Amount::Count(12))));
        let per_round: Quota = "5:10%, 3:2".parse().unwrap();
        assert_eq!(per_round, Quota::Rounds(vec![(3, Amount::Count(2)), (5, Amount::PerMille(100))]));
        assert_eq!(per_round.to_string(), "3:2,5:10%");
        assert_eq!((per_round.in_round(3), per_round.in_round(4)), (Some(Amount::Count(2)), None));
        assert_eq!(per_round.last_round(), Some(5));
        for bad in ["3:2,3:1", "0:2", "100:2", "3:", "3:x", "3:2,4", "a:2"] {
            assert!(bad.parse::<Quota>().is_err(), "{bad}");
        }
    }
}
