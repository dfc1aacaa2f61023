//! The audit log's team entries worded in the reader's language.

use crate::actions::audit::{AuditEvent, TeamTerms};
use crate::tournament::Points;
use crate::web::i18n::Tr;

impl TeamTerms {
    /// The settings as one phrase ("4 boards, type A, match points first...").
    fn text(&self, tr: &Tr) -> String {
        let points = |tenths: i32| Points(tenths).to_string();
        let (win, draw, loss) = self.match_points;
        let terms = tr.args(
            "audit-team-terms",
            &[
                ("boards", self.boards.to_string()),
                ("colours", tr.tk("team-colours-", &self.colours)),
                ("primary", tr.tk("team-primary-", &self.primary)),
                ("win", points(win)),
                ("draw", points(draw)),
                ("loss", points(loss)),
                ("pab_mp", points(self.pab.0)),
                ("pab_gp", points(self.pab.1)),
            ],
        );
        match self.captains {
            true => format!("{terms}; {}", tr.t("audit-team-captains")),
            false => terms,
        }
    }
}

/// The sentence of a team entry; none for another kind of entry.
pub(crate) fn team_sentence(
    event: &AuditEvent,
    tr: &Tr,
    change: impl Fn(&crate::actions::audit::FieldChange) -> Vec<(&'static str, String)>,
) -> Option<String> {
    use AuditEvent::*;
    Some(match event {
        TeamSettingsChanged { before: None, after: Some(after) } => {
            tr.t1("audit-team-event-made", "terms", &after.text(tr))
        }
        TeamSettingsChanged { before: Some(_), after: None } => tr.t("audit-team-event-unmade"),
        TeamSettingsChanged { before, after } => {
            let text = |terms: &Option<TeamTerms>| terms.as_ref().map_or_else(|| tr.t("audit-none"), |t| t.text(tr));
            tr.args("audit-team-settings-changed", &[("before", text(before)), ("after", text(after))])
        }
        TeamAdded { team, tpn } => tr.args("audit-team-added", &[("team", team.clone()), ("tpn", tpn.to_string())]),
        TeamChanged { team, change: c } => {
            let mut args = change(c);
            args.push(("team", team.clone()));
            tr.args("audit-team-changed", &args)
        }
        TeamWithdrawn { team, from_round: Some(r) } => {
            tr.args("audit-team-withdrawn", &[("team", team.clone()), ("round", r.to_string())])
        }
        TeamWithdrawn { team, from_round: None } => tr.t1("audit-team-reinstated", "team", team),
        RosterChanged { team, roster } => {
            let players = if roster.is_empty() { tr.t("audit-none") } else { roster.join(", ") };
            tr.args("audit-roster-changed", &[("team", team.clone()), ("players", players)])
        }
        TeamRoundPaired { round, matches } => {
            tr.args("audit-team-round-paired", &[("round", round.to_string()), ("matches", matches.to_string())])
        }
        LineUpSet { round, team, line_up, by_captain } => {
            let empty = tr.t("team-board-empty");
            let boards: Vec<String> = line_up
                .iter()
                .zip(1..)
                .map(|(p, k)| format!("{k}. {}", if p.is_empty() { &empty } else { p }))
                .collect();
            tr.args(
                if *by_captain { "audit-line-up-set-by-captain" } else { "audit-line-up-set" },
                &[("round", round.to_string()), ("team", team.clone()), ("players", boards.join(", "))],
            )
        }
        CaptainLinkRenewed { team } => tr.t1("audit-captain-link-renewed", "team", team),
        MatchForfeited { round, first, second, forfeit } => {
            let key = match forfeit.as_deref() {
                None => "audit-match-forfeit-undone",
                Some("--") => "audit-match-forfeited-both",
                _ => "audit-match-forfeited",
            };
            let (winner, loser) = if forfeit.as_deref() == Some("-+") { (second, first) } else { (first, second) };
            tr.args(
                key,
                &[
                    ("round", round.to_string()),
                    ("first", first.clone()),
                    ("second", second.clone()),
                    ("winner", winner.clone()),
                    ("loser", loser.clone()),
                ],
            )
        }
        TeamTiebreaksChanged { before, after } => {
            let text = |list: &String| if list.is_empty() { tr.t("team-tiebreaks-default") } else { list.clone() };
            tr.args("audit-team-tiebreaks", &[("before", text(before)), ("after", text(after))])
        }
        TeamRoundTakenBack { round } => tr.t1("audit-team-round-taken-back", "round", &round.to_string()),
        TeamsSwapped { round, first, second } => tr.args(
            "audit-teams-swapped",
            &[("round", round.to_string()), ("first", first.clone()), ("second", second.clone())],
        ),
        _ => return None,
    })
}

/// Who made a team entry when no account did: a team's captain through
/// the captain link ("captain of …"); none for any other entry.
pub(crate) fn team_author(event: &AuditEvent, tr: &Tr) -> Option<String> {
    match event {
        AuditEvent::LineUpSet { team, by_captain: true, .. } => Some(tr.t1("team-captain-of", "team", team)),
        _ => None,
    }
}
