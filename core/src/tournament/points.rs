use std::fmt;
use std::str::FromStr;

/// A score in tenths of a point, so that ½ and 3/1/0 systems stay exact.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub i32);

impl Points {
    /// Zero points.
    pub const ZERO: Points = Points(0);
    /// One whole point.
    pub const ONE: Points = Points(10);
    /// Half a point.
    pub const HALF: Points = Points(5);

    /// Points from a whole number of tenths.
    pub const fn from_tenths(tenths: i32) -> Self {
        Points(tenths)
    }

    /// The score as a floating-point number, for display or JSON.
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }

    /// The chess notation with its sign always written (`+½`, `−1`, `0`),
    /// for points added or taken away.
    pub fn signed(self) -> String {
        match self.0.cmp(&0) {
            std::cmp::Ordering::Greater => format!("+{self}"),
            std::cmp::Ordering::Less => format!("−{}", Points(-self.0)),
            std::cmp::Ordering::Equal => self.to_string(),
        }
    }

    /// The plain decimal form (`2.5`, `3`, `-0.5`), as forms and files use it.
    pub fn decimal(self) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        if abs.is_multiple_of(10) { format!("{sign}{}", abs / 10) } else { format!("{sign}{}.{}", abs / 10, abs % 10) }
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, rhs: Points) -> Points {
        Points(self.0 + rhs.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, rhs: Points) {
        self.0 += rhs.0;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        Points(iter.map(|p| p.0).sum())
    }
}

/// Chess notation: `2½`, `½`, `3`, and one decimal where a half will not do.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let abs = self.0.unsigned_abs();
        let sign = if self.0 < 0 { "-" } else { "" };
        match (abs / 10, abs % 10) {
            (whole, 0) => write!(f, "{sign}{whole}"),
            (0, 5) => write!(f, "{sign}½"),
            (whole, 5) => write!(f, "{sign}{whole}½"),
            (whole, tenth) => write!(f, "{sign}{whole}.{tenth}"),
        }
    }
}

/// Error for a points value that is not a number with at most one decimal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a points value with at most one decimal: {0:?}")]
pub struct ParsePointsError(pub String);

/// Accepts `1`, `0.5`, `0,5`, `½`, `2½`, `-1`.
impl FromStr for Points {
    type Err = ParsePointsError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParsePointsError(s.to_string());
        let t = s.trim();
        let (negative, t) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        let tenths = if let Some(whole) = t.strip_suffix('½') {
            let w: i32 = if whole.is_empty() { 0 } else { whole.parse().map_err(|_| bad())? };
            w.checked_mul(10).and_then(|v| v.checked_add(5)).ok_or_else(bad)?
        } else {
            let t = t.replace(',', ".");
            let (whole, frac) = t.split_once('.').unwrap_or((&t, ""));
            if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            let w: i32 = whole.parse().map_err(|_| bad())?;
            let f: i32 = match frac.len() {
                0 => 0,
                1 if frac.as_bytes()[0].is_ascii_digit() => i32::from(frac.as_bytes()[0] - b'0'),
                2 if frac.ends_with('0') && frac.as_bytes()[0].is_ascii_digit() => i32::from(frac.as_bytes()[0] - b'0'),
                _ => return Err(bad()),
            };
            w.checked_mul(10).and_then(|v| v.checked_add(f)).ok_or_else(bad)?
        };
        Ok(Points(if negative { -tenths } else { tenths }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_halves_as_chess_players_write_them() {
        assert_eq!(Points(25).to_string(), "2½");
        assert_eq!(Points(5).to_string(), "½");
        assert_eq!(Points(30).to_string(), "3");
        assert_eq!(Points(13).to_string(), "1.3");
        assert_eq!(Points(-5).to_string(), "-½");
        assert_eq!(Points(25).decimal(), "2.5");
        assert_eq!(
            (Points(5).signed(), Points(-10).signed(), Points(0).signed()),
            ("+½".into(), "−1".into(), "0".into())
        );
    }

    #[test]
    fn parses_decimal_and_fraction_forms() {
        assert_eq!("0.5".parse(), Ok(Points(5)));
        assert_eq!("0,5".parse(), Ok(Points(5)));
        assert_eq!("½".parse(), Ok(Points(5)));
        assert_eq!("2½".parse(), Ok(Points(25)));
        assert_eq!("3".parse(), Ok(Points(30)));
        assert_eq!("1.50".parse(), Ok(Points(15)));
        assert!("1.25".parse::<Points>().is_err());
        assert!("abc".parse::<Points>().is_err());
        assert!("".parse::<Points>().is_err());
        assert!("99999999999".parse::<Points>().is_err());
    }
}
