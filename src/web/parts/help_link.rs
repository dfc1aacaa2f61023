//! Where the header's *Help* link leads from a page: the section of the
//! arbiter's manual (`/help`) about what the page does, or the manual's
//! start where no section fits.

/// The manual's section for a page of a tournament, by the first word of
/// the first part of its address after `/t/{id}/` (`pairing-numbers` is
/// `pairing`; none: the tournament's overview).
fn tournament_section(area: &str) -> &'static str {
    match area.split(['-', '.']).next().unwrap_or_default() {
        "" | "edit" | "fide" | "officials" | "chess960" | "rating" | "archive" | "restore" | "delete" => "tournament",
        "players" | "pairing" | "byes" => "players",
        "entry" | "entries" | "self" | "requests" | "check" | "me" | "reports" => "entry",
        "round" | "pair" | "berger" | "acceleration" | "virtual" | "prohibited" => "pairing",
        "corrections" => "results",
        "boards" => "games",
        "standings" | "crosstable" | "tiebreaks" | "ties" | "points" | "prizes" | "board" => "standings",
        "live" | "hall" => "public",
        "matches" | "teams" | "captain" | "team" => "teams",
        "arbiters" | "audit" => "accounts",
        _ => "",
    }
}

/// The manual's address for the page at `path` (a query left aside).
pub(in crate::web) fn help_for(path: &str) -> String {
    let path = path.split('?').next().unwrap_or_default();
    let mut parts = path.trim_start_matches('/').split('/');
    let section = match (parts.next(), parts.next(), parts.next()) {
        (Some("t"), Some(_), area) => tournament_section(area.unwrap_or_default()),
        (Some("tournaments"), Some("import"), _) | (Some("tournaments"), Some("new"), _) => "tournament",
        (Some("ratings"), _, _) => "players",
        (Some("admin" | "account" | "login" | "setup" | "enrol"), _, _) => "accounts",
        _ => "",
    };
    match section {
        "" => "/help".to_string(),
        section => format!("/help#{section}"),
    }
}
