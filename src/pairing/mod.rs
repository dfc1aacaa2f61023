//! Pairing systems: round robin by the FIDE Berger tables (C.05 Annex 1).
//! The Swiss Dutch system (C.04.3) joins it here.

pub mod round_robin;
