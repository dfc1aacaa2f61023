//! Teams of a team event: the Teams page (the teams with their strength
//! and roster), entering and editing a team, its roster in board order and
//! its withdrawal.

pub(crate) mod audit_text;
