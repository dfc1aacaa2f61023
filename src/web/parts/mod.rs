//! Pieces that pages of more than one area show or share: a round's board
//! lines, a result as text, the standings table, a team round's matches and
//! the team standings, ranges of rounds, FIDE mode's question pages
//! (confirm or cancel), and the wording of the Laws'
//! events and of the rounds' and teams' refusals, the letters mailed
//! to players, and an arbiter's decision on a player's request or entry.
//! They belong to the web kit: an area uses them and the kit, never
//! another area.

pub(in crate::web) mod board_lines;
pub(in crate::web) mod decisions;
pub(in crate::web) mod help_link;
pub(in crate::web) mod laws_text;
pub(in crate::web) mod letters;
pub(in crate::web) mod question;
pub(in crate::web) mod ranges;
pub(in crate::web) mod result_text;
pub(in crate::web) mod round_refusal;
pub(in crate::web) mod standings_table;
pub(in crate::web) mod team_matches;
pub(in crate::web) mod team_refusal;
pub(in crate::web) mod team_standings;
