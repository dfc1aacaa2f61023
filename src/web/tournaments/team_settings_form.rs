//! The team part of the tournament form: "team event" and its settings
//! (boards per match, colour preferences, primary score, match points, the
//! pairing-allocated bye), as typed, and read into the stored settings.

use crate::actions::teams::{check_settings, default_settings};
use crate::db::codes::StoredCode;
use crate::db::teams::{TeamSettingsFields, TeamSettingsRow};
use crate::tournament::Points;
use crate::tournament::team::{ColourModel, Score};
use crate::web::error::Worded;
use crate::web::forms::FieldErrors;
use crate::web::i18n::Tr;
use crate::web::parts::team_refusal::field_label;
use serde::Deserialize;

/// The colour preferences offered, by code.
pub const COLOUR_CODES: [&str; 3] = ["none", "a", "b"];
/// The primary scores offered, by code.
pub const PRIMARY_CODES: [&str; 2] = ["mp", "gp"];

/// The team fields of the tournament form, as typed.
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(default)]
pub struct TeamSettingsForm {
    /// `on` when the event is a team event.
    pub team_event: String,
    /// Boards per match.
    pub team_boards: String,
    /// Colour preferences code (`none`, `a`, `b`).
    pub team_colours: String,
    /// Primary score code (`mp`, `gp`).
    pub team_primary: String,
    /// Match points of a won match.
    pub team_match_win: String,
    /// Match points of a drawn match.
    pub team_match_draw: String,
    /// Match points of a lost match.
    pub team_match_loss: String,
    /// Match points of the pairing-allocated bye.
    pub team_pab_match: String,
    /// Game points of the pairing-allocated bye (empty: half the boards).
    pub team_pab_game: String,
    /// The version of the team settings read (0: not a team event).
    pub team_version: String,
    /// `on` when captains may enter their team's line-up.
    pub team_captains: String,
}

impl TeamSettingsForm {
    /// FIDE's defaults for four boards, the box not ticked.
    pub fn defaults() -> TeamSettingsForm {
        TeamSettingsForm::of(&default_settings(4), String::new(), 0)
    }

    /// The form filled from stored settings (none: an individual event).
    pub fn from_row(row: Option<&TeamSettingsRow>) -> TeamSettingsForm {
        match row {
            Some(row) => TeamSettingsForm::of(&row.fields(), "on".into(), row.version),
            None => TeamSettingsForm::defaults(),
        }
    }

    fn of(s: &TeamSettingsFields, team_event: String, version: i32) -> TeamSettingsForm {
        let p = |tenths: i32| Points(tenths).decimal();
        TeamSettingsForm {
            team_event,
            team_boards: s.boards.to_string(),
            team_colours: StoredCode::code(s.colour_model).into(),
            team_primary: StoredCode::code(s.primary_score).into(),
            team_match_win: p(s.match_win),
            team_match_draw: p(s.match_draw),
            team_match_loss: p(s.match_loss),
            team_pab_match: p(s.pab_match),
            team_pab_game: p(s.pab_game),
            team_version: version.to_string(),
            team_captains: if s.captains_line_ups { "on".into() } else { String::new() },
        }
    }

    /// Whether the box "team event" is ticked.
    pub fn is_team_event(&self) -> bool {
        !self.team_event.is_empty()
    }

    /// Whether the box "captains enter line-ups" is ticked.
    pub fn captains_line_ups(&self) -> bool {
        !self.team_captains.is_empty()
    }

    /// The version read (0 when missing: the event was not a team event).
    pub fn version(&self) -> i32 {
        self.team_version.trim().parse().unwrap_or(0)
    }

    /// The settings to store: none for an individual event; with messages
    /// in `errors` (under `team_boards` and the points fields) when wrong.
    pub fn validate(&self, tr: &Tr, errors: &mut FieldErrors) -> Option<Option<TeamSettingsFields>> {
        if !self.is_team_event() {
            return Some(None);
        }
        let boards = self.team_boards.trim().parse::<i32>().ok();
        if boards.is_none() {
            errors.add("team_boards", tr.t("team-boards-invalid"));
        }
        let colour_model = ColourModel::read(self.team_colours.trim());
        let primary_score = Score::read(self.team_primary.trim());
        if colour_model.is_none() || primary_score.is_none() {
            errors.add("team_colours", tr.t("error-bad-form"));
        }
        let mut point = |field: &'static str, text: &str| match text.parse::<Points>() {
            Ok(p) => Some(p.0),
            Err(_) => {
                errors.add(field, tr.t1("team-points-invalid", "field", &tr.t(field_label(&field[5..]))));
                None
            }
        };
        let win = point("team_match_win", &self.team_match_win);
        let draw = point("team_match_draw", &self.team_match_draw);
        let loss = point("team_match_loss", &self.team_match_loss);
        let pab_match = point("team_pab_match", &self.team_pab_match);
        let pab_game = match self.team_pab_game.trim() {
            "" => boards.map(|b| 5 * b),
            text => point("team_pab_game", text),
        };
        let settings = TeamSettingsFields {
            boards: boards?,
            colour_model: colour_model?,
            primary_score: primary_score?,
            match_win: win?,
            match_draw: draw?,
            match_loss: loss?,
            pab_match: pab_match?,
            pab_game: pab_game?,
            captains_line_ups: self.captains_line_ups(),
        };
        if let Err(refusal) = check_settings(&settings) {
            errors.add("team_boards", refusal.message(tr));
            return None;
        }
        Some(Some(settings))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Lang;

    fn form(pairs: &str) -> TeamSettingsForm {
        serde_urlencoded::from_str(pairs).unwrap()
    }

    #[test]
    fn the_team_settings_are_read_or_refused_with_a_message() {
        let tr = Tr::new(Lang::En);
        let mut errors = FieldErrors::default();
        assert_eq!(form("team_boards=6").validate(&tr, &mut errors), Some(None), "not ticked: an individual event");
        let typed = "team_event=on&team_boards=6&team_colours=a&team_primary=gp&team_match_win=3&team_match_draw=1,5\
                     &team_match_loss=0&team_pab_match=1.5&team_pab_game=";
        let read = form(typed).validate(&tr, &mut errors).unwrap().unwrap();
        assert!(errors.is_empty());
        assert_eq!((read.boards, read.colour_model, read.primary_score), (6, ColourModel::TypeA, Score::Game));
        assert_eq!((read.match_win, read.match_draw, read.pab_game), (30, 15, 30));
        let mut errors = FieldErrors::default();
        assert_eq!(form(&typed.replace("team_boards=6", "team_boards=0")).validate(&tr, &mut errors), None);
        assert!(errors.get("team_boards").contains("20"), "{}", errors.get("team_boards"));
        let mut errors = FieldErrors::default();
        assert_eq!(form(&typed.replace("team_match_win=3", "team_match_win=x")).validate(&tr, &mut errors), None);
        assert!(errors.has("team_match_win"));
        let mut errors = FieldErrors::default();
        assert_eq!(form(&typed.replace("team_colours=a", "team_colours=c")).validate(&tr, &mut errors), None);
        assert!(errors.has("team_colours"));
    }
}
