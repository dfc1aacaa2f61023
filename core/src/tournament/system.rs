use std::fmt;
use std::str::FromStr;

/// How the rounds of an event are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum System {
    /// Every player meets every other once (FIDE Berger tables, C.05 Annex 1).
    RoundRobin,
    /// Two cycles, colours reversed in the second.
    DoubleRoundRobin,
    /// Swiss pairings by the FIDE Dutch system (C.04.3).
    SwissDutch,
}

impl System {
    /// Every system, in the order a form lists them.
    pub const ALL: [System; 3] = [System::RoundRobin, System::DoubleRoundRobin, System::SwissDutch];

    /// The stable code stored in the database and sent by forms.
    pub fn code(self) -> &'static str {
        match self {
            System::RoundRobin => "rr",
            System::DoubleRoundRobin => "drr",
            System::SwissDutch => "swiss",
        }
    }

    /// The encoded type of tournament of TRF-2026 record 192 (ETT26): for
    /// the Dutch system the date-resolved `FIDE_DUTCH`, which bbpPairings
    /// and FIDE's tie-break program read (bbpPairings 6.0.0 refuses
    /// `FIDE_DUTCH_2026`); every spelling is read ([`System::from_trf_code`]).
    pub fn trf_code(self) -> &'static str {
        match self {
            System::RoundRobin => "FIDE_ROUNDROBIN",
            System::DoubleRoundRobin => "FIDE_DOUBLEROUNDROBIN",
            System::SwissDutch => "FIDE_DUTCH",
        }
    }

    /// The system a record 192 code names; Swiss (Dutch) unless it names a round robin.
    pub fn from_trf_code(code: &str) -> System {
        if code.contains("DOUBLEROUNDROBIN") {
            System::DoubleRoundRobin
        } else if code.contains("ROUNDROBIN") {
            System::RoundRobin
        } else {
            System::SwissDutch
        }
    }

    /// Whether all pairings are known in advance (round robins).
    pub fn is_round_robin(self) -> bool {
        matches!(self, System::RoundRobin | System::DoubleRoundRobin)
    }

    /// The number of rounds a round robin of `players` needs; `None` for Swiss.
    pub fn round_robin_rounds(self, players: usize) -> Option<usize> {
        let table = players + players % 2;
        let cycle = table.saturating_sub(1);
        match self {
            System::RoundRobin => Some(cycle),
            System::DoubleRoundRobin => Some(2 * cycle),
            System::SwissDutch => None,
        }
    }
}

impl FromStr for System {
    type Err = super::ParseResultError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        System::ALL.into_iter().find(|k| k.code() == s).ok_or_else(|| super::ParseResultError(s.to_string()))
    }
}

impl fmt::Display for System {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
