//! `arbiter rulings replay INCIDENT.json`: a game's event log replayed under
//! the Laws of Chess, printed as JSON (clocks, result, rulings).

use super::{Failure, bad_input};
use crate::rulings::{Incident, replay};

/// Reads the incident file, replays it and prints the answer.
pub fn replay_file(path: &str) -> Result<(), Failure> {
    let text = super::input::Input::open(path, super::input::MAX_JSON_LINE)?.read_all()?;
    let incident: Incident = serde_json::from_slice(&text).map_err(|e| bad_input(format!("{path}: {e}")))?;
    let answer = replay(&incident).map_err(|e| bad_input(format!("{path}: {e}")))?;
    let json = serde_json::to_string_pretty(&answer).map_err(super::failed)?;
    outln!("{json}");
    Ok(())
}
