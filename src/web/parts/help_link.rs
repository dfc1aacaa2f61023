//! Where the header's *Help* link leads from a page: the section of the
//! arbiter's manual (`/help`) about what the page does, or the manual's
//! start where no section fits.

/// The manual's section for a page of a tournament, by the first part of
/// its address after `/t/{id}/` (none: the tournament's overview).
fn tournament_section(area: &str) -> &'static str {
    match area {
        "" | "edit" | "fide-mode" | "officials" | "chess960" | "rating-method" | "archive" | "restore" | "delete" => {
            "tournament"
        }
        "players" | "pairing-numbers" | "byes" => "players",
        "entry" | "entries" | "self-service" | "requests" | "check-in" | "me" | "reports" => "entry",
        "round" | "pair" | "pair-by-hand" | "berger" | "acceleration" | "virtual-points" | "prohibited" => "pairing",
        "corrections" => "results",
        "boards" => "games",
        "standings" | "crosstable" | "tiebreaks" | "ties" | "points" | "prizes" | "board-prizes" => "standings",
        "live" | "hall" => "public",
        "matches" | "teams" | "captain" | "team-standings" | "team-crosstable" => "teams",
        "arbiters" | "audit" => "accounts",
        _ => "",
    }
}

/// The manual's address for the page at `path` (a query left aside).
pub(in crate::web) fn help_for(path: &str) -> String {
    let path = path.split('?').next().unwrap_or_default();
    let mut parts = path.trim_start_matches('/').split('/');
    let section = match (parts.next(), parts.next(), parts.next()) {
        (Some("t"), Some(_), area) => {
            let area = area.unwrap_or_default();
            tournament_section(area.split('.').next().unwrap_or_default())
        }
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
