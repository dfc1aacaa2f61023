//! The pairing number (C.04.2 B, "pairing number"; TRF "starting rank"):
//! a registered player's place in the initial order, from 1, by which the
//! pairing and tie-break rules know the player.

use std::fmt;
use std::num::ParseIntError;
use std::str::FromStr;

/// A player's pairing number, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
#[repr(transparent)]
pub struct PairingNumber(u32);

impl PairingNumber {
    /// The pairing number `n` (numbers start at 1).
    pub const fn new(n: u32) -> PairingNumber {
        PairingNumber(n)
    }

    /// The pairing number of the player at `index` in pairing-number order
    /// (index 0 holds number 1).
    pub fn from_index(index: usize) -> PairingNumber {
        PairingNumber(index as u32 + 1)
    }

    /// The number itself.
    pub const fn get(self) -> u32 {
        self.0
    }

    /// The player's index in pairing-number order (number 1 at index 0); only
    /// for numbers from 1 (a stored player without a number has none).
    pub fn index(self) -> usize {
        self.0 as usize - 1
    }
}

impl fmt::Display for PairingNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Reads the number as written (TRF, forms).
impl FromStr for PairingNumber {
    type Err = ParseIntError;

    fn from_str(s: &str) -> Result<PairingNumber, ParseIntError> {
        s.parse().map(PairingNumber)
    }
}

impl From<PairingNumber> for u32 {
    fn from(no: PairingNumber) -> u32 {
        no.0
    }
}

#[cfg(test)]
mod tests {
    use super::PairingNumber;

    #[test]
    fn numbers_count_from_one() {
        let no = PairingNumber::new(3);
        assert_eq!((no.get(), no.index(), no.to_string()), (3, 2, "3".to_string()));
        assert_eq!(PairingNumber::from_index(2), no);
        assert!(PairingNumber::new(2) < no);
    }
}
