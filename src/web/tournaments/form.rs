//! The tournament settings form: parsing and validation into stored settings.

use crate::actions::tournaments::{TournamentInput, schedule_lines};
use crate::clock::{DelayKind, GameMode, Period, TimeControl};
use crate::db::models::{TournamentRow, TournamentSettings};
use crate::text::MAX_NAME;
use crate::tournament::{Points, Scoring, System};
use crate::web::ctx::Ctx;
use crate::web::forms::{FieldErrors, check_line};
use crate::web::i18n::Tr;
use crate::web::tournaments::team_settings_form::TeamSettingsForm;
use chrono::Datelike;
use chrono::{NaiveDate, NaiveDateTime, TimeZone};
use serde::Deserialize;

/// The fields as typed (strings, so they can be sent back unchanged with errors).
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(default)]
pub struct TournamentForm {
    /// Event name.
    pub name: String,
    /// City or venue.
    pub place: String,
    /// Federation.
    pub federation: String,
    /// `YYYY-MM-DD`.
    pub start_date: String,
    /// `YYYY-MM-DD`.
    pub end_date: String,
    /// System code.
    pub system: String,
    /// Number of rounds.
    pub rounds: String,
    /// Time control notation.
    pub time_control: String,
    /// Default time, minutes.
    pub default_time_minutes: String,
    /// Game mode override (`standard`, `rapid`, `blitz`) or empty.
    pub game_mode: String,
    /// IANA time zone.
    pub time_zone: String,
    /// Win points.
    pub points_win: String,
    /// Draw points.
    pub points_draw: String,
    /// Loss points.
    pub points_loss: String,
    /// PAB points.
    pub points_pab: String,
    /// Half-point bye points.
    pub points_hpb: String,
    /// Full-point bye points.
    pub points_fpb: String,
    /// Zero-point bye / forfeit loss points.
    pub points_zpb: String,
    /// One line per round: `YYYY-MM-DD HH:MM`, local time.
    pub schedule: String,
    /// Version read (edits).
    pub version: String,
    /// The game mode the arbiter confirmed for this time control (a mode
    /// code), when the control changes the event's mode.
    pub confirm_mode: String,
    /// How far the arbiter confirmed changing settings that pair or score
    /// once a round is paired (FIDE mode's Level 4): `1` after the first
    /// step (the consequences read and ticked), `2` at the second.
    pub confirm_configuration: String,
    /// "Team event" and its settings.
    #[serde(flatten)]
    pub team: TeamSettingsForm,
}

/// The points fields with their names, in form order.
pub const POINT_FIELDS: [&str; 7] =
    ["points_win", "points_draw", "points_loss", "points_pab", "points_hpb", "points_fpb", "points_zpb"];

impl TournamentForm {
    /// A new event's defaults: FIDE scoring, classical control, 0 default time.
    pub fn defaults() -> TournamentForm {
        let today = chrono::Utc::now().date_naive().format("%Y-%m-%d").to_string();
        let s = Scoring::default();
        TournamentForm {
            start_date: today.clone(),
            end_date: today,
            system: System::RoundRobin.code().into(),
            rounds: "7".into(),
            time_control: TimeControl::classical().to_string(),
            default_time_minutes: "0".into(),
            game_mode: String::new(),
            time_zone: "UTC".into(),
            points_win: s.win.decimal(),
            points_draw: s.draw.decimal(),
            points_loss: s.loss.decimal(),
            points_pab: s.pairing_allocated_bye.decimal(),
            points_hpb: s.half_point_bye.decimal(),
            points_fpb: s.full_point_bye.decimal(),
            points_zpb: s.zero_point_bye.decimal(),
            team: TeamSettingsForm::defaults(),
            ..TournamentForm::default()
        }
    }

    /// The form filled from a stored tournament and its schedule.
    pub fn from_row(row: &TournamentRow, schedule: &[(i32, Option<NaiveDateTime>)]) -> TournamentForm {
        let tz = row.tz();
        let p = |t: i32| Points(t).decimal();
        let starts: Vec<Option<NaiveDateTime>> = schedule.iter().map(|(_, at)| *at).collect();
        let schedule = schedule_lines(tz, &starts).join("\n");
        TournamentForm {
            name: row.name.clone(),
            place: row.place.clone(),
            federation: row.federation.clone(),
            start_date: row.start_date.format("%Y-%m-%d").to_string(),
            end_date: row.end_date.format("%Y-%m-%d").to_string(),
            system: row.system.code().to_string(),
            rounds: row.rounds.to_string(),
            time_control: row.time_control.clone(),
            default_time_minutes: row.default_time_minutes.to_string(),
            game_mode: row.game_mode.map_or_else(String::new, |m| m.code().to_string()),
            time_zone: row.time_zone.clone(),
            points_win: p(row.points_win),
            points_draw: p(row.points_draw),
            points_loss: p(row.points_loss),
            points_pab: p(row.points_pab),
            points_hpb: p(row.points_hpb),
            points_fpb: p(row.points_fpb),
            points_zpb: p(row.points_zpb),
            schedule,
            version: row.version.to_string(),
            confirm_mode: String::new(),
            confirm_configuration: String::new(),
            team: TeamSettingsForm::defaults(),
        }
    }

    /// The value typed in a points field, by name.
    pub fn points_field(&self, name: &str) -> &str {
        match name {
            "points_win" => &self.points_win,
            "points_draw" => &self.points_draw,
            "points_loss" => &self.points_loss,
            "points_pab" => &self.points_pab,
            "points_hpb" => &self.points_hpb,
            "points_fpb" => &self.points_fpb,
            _ => &self.points_zpb,
        }
    }

    /// Checks every field; `None` with messages in `errors` when something is wrong.
    pub fn validate(&self, ctx: &Ctx, errors: &mut FieldErrors) -> Option<TournamentInput> {
        let tr = &ctx.tr;
        let (name, federation) = self.check_names(tr, errors);
        let (start, end) = self.check_dates(tr, errors);
        let system: Option<System> = self.system.parse().ok();
        if system.is_none() {
            errors.add("system", tr.t("form-system-invalid"));
        }
        let rounds = self.rounds.trim().parse::<i32>().ok().filter(|r| (1..=99).contains(r));
        if rounds.is_none() {
            errors.add("rounds", tr.t("form-rounds-invalid"));
        }
        let (control, default_time, game_mode) = self.check_time(tr, errors);
        let tz: Option<chrono_tz::Tz> = self.time_zone.trim().parse().ok();
        if tz.is_none() {
            errors.add("time_zone", tr.t("form-time-zone-invalid"));
        }
        let points = self.check_points(tr, errors);
        let schedule = tz.map(|tz| self.parse_schedule(tz, errors, ctx)).unwrap_or_default();
        if let Some(r) = rounds
            && schedule.len() > r as usize
            && system == Some(System::SwissDutch)
        {
            errors.add("schedule", tr.t("form-schedule-too-long"));
        }
        let (Some(start), Some(end), Some(system), Some(rounds), Some(control), Some(default_time), Some(_)) =
            (start, end, system, rounds, control, default_time, tz)
        else {
            return None;
        };
        if !errors.is_empty() {
            return None;
        }
        let [points_win, points_draw, points_loss, points_pab, points_hpb, points_fpb, points_zpb] = points;
        Some(TournamentInput {
            settings: TournamentSettings {
                name: name.to_string(),
                place: self.place.trim().to_string(),
                federation,
                start_date: start,
                end_date: end,
                system,
                rounds,
                time_control: control.to_string(),
                default_time_minutes: default_time,
                time_zone: self.time_zone.trim().to_string(),
                points_win,
                points_draw,
                points_loss,
                points_pab,
                points_hpb,
                points_fpb,
                points_zpb,
                game_mode,
            },
            schedule,
            confirmed_mode: GameMode::from_code(&self.confirm_mode),
            confirmed_configuration: self.confirm_configuration == "2",
        })
    }

    /// The event's name (trimmed) and federation (upper case), with errors
    /// for them and for the place: both at most [`MAX_NAME`] characters
    /// without a control character (texts written into TRF records and
    /// exports, where a line break would start a record of its own).
    fn check_names(&self, tr: &Tr, errors: &mut FieldErrors) -> (&str, String) {
        let name = self.name.trim();
        if name.is_empty() {
            errors.add("name", tr.t("form-required-200"));
        }
        check_line(tr, errors, "name", "tournament-name", name, MAX_NAME);
        check_line(tr, errors, "place", "tournament-place", self.place.trim(), MAX_NAME);
        let federation = self.federation.trim().to_ascii_uppercase();
        if !(federation.is_empty() || (federation.len() == 3 && federation.bytes().all(|b| b.is_ascii_uppercase()))) {
            errors.add("federation", tr.t("form-federation-invalid"));
        }
        (name, federation)
    }

    /// The start and end dates, where valid.
    fn check_dates(&self, tr: &Tr, errors: &mut FieldErrors) -> (Option<NaiveDate>, Option<NaiveDate>) {
        // Years both databases store and a tournament can have.
        let date = |s: &str| {
            NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok().filter(|d| (1900..=2100).contains(&d.year()))
        };
        let start = date(&self.start_date);
        let end = date(&self.end_date);
        if start.is_none() {
            errors.add("start_date", tr.t("form-date-invalid"));
        }
        if end.is_none() {
            errors.add("end_date", tr.t("form-date-invalid"));
        }
        if let (Some(s), Some(e)) = (start, end)
            && e < s
        {
            errors.add("end_date", tr.t("form-end-before-start"));
        }
        (start, end)
    }

    /// The time control, the default time (minutes) where valid, and the
    /// game mode code as typed (trimmed).
    fn check_time(&self, tr: &Tr, errors: &mut FieldErrors) -> (Option<TimeControl>, Option<i32>, Option<GameMode>) {
        let control = match self.time_control.parse::<TimeControl>() {
            Ok(c) => Some(c),
            Err(e) => {
                errors.add(
                    "time_control",
                    tr.t1("form-time-control-invalid", "reason", &crate::web::error_text::time_control(tr, &e)),
                );
                None
            }
        };
        let default_time = self.default_time_minutes.trim().parse::<i32>().ok().filter(|m| (0..=1440).contains(m));
        if default_time.is_none() {
            errors.add("default_time_minutes", tr.t("form-default-time-invalid"));
        }
        let typed = self.game_mode.trim();
        let game_mode = GameMode::from_code(typed);
        if !typed.is_empty() && game_mode.is_none() {
            errors.add("game_mode", tr.t("form-game-mode-invalid"));
        }
        (control, default_time, game_mode)
    }

    /// The points of [`POINT_FIELDS`] in tenths (0 where invalid).
    fn check_points(&self, tr: &Tr, errors: &mut FieldErrors) -> [i32; 7] {
        let mut points = [0i32; 7];
        for (slot, field) in points.iter_mut().zip(POINT_FIELDS) {
            match self.points_field(field).parse::<Points>() {
                Ok(p) if (0..=1000).contains(&p.0) => *slot = p.0,
                _ => errors.add(field, tr.t("form-points-invalid")),
            }
        }
        points
    }

    fn parse_schedule(&self, tz: chrono_tz::Tz, errors: &mut FieldErrors, ctx: &Ctx) -> Vec<Option<NaiveDateTime>> {
        let mut out = Vec::new();
        let lines: Vec<&str> = self.schedule.lines().map(str::trim).collect();
        let used = lines.iter().rposition(|l| !l.is_empty()).map_or(0, |i| i + 1);
        for (i, line) in lines[..used].iter().enumerate() {
            if line.is_empty() {
                out.push(None);
                continue;
            }
            let local = ["%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%d.%m.%Y %H:%M"]
                .iter()
                .find_map(|f| NaiveDateTime::parse_from_str(line, f).ok());
            match local.and_then(|l| tz.from_local_datetime(&l).earliest()) {
                Some(at) => out.push(Some(at.naive_utc())),
                None => {
                    errors.add("schedule", ctx.tr.t1("form-schedule-invalid", "line", &(i + 1).to_string()));
                    return Vec::new();
                }
            }
        }
        out
    }
}

/// How a time control was read, in words, with the game mode it makes:
/// "90 moves in 30 min, rapid".
pub fn reading(control: &TimeControl, tr: &Tr) -> String {
    let periods =
        |periods: &[Period]| periods.iter().map(|p| period_words(p, tr)).collect::<Vec<_>>().join(&tr.t("tc-then"));
    let text = match &control.black {
        None => periods(&control.white),
        Some(black) => tr.args("tc-armageddon", &[("white", periods(&control.white)), ("black", periods(black))]),
    };
    tr.args("tc-reading", &[("control", text), ("mode", tr.tk("mode-", control.mode().code()))])
}

fn duration_words(seconds: u32, tr: &Tr) -> String {
    match (seconds / 60, seconds % 60) {
        (0, s) => tr.n("tc-seconds", s),
        (m, 0) => tr.n("tc-minutes", m),
        (m, s) => format!("{} {}", tr.n("tc-minutes", m), tr.n("tc-seconds", s)),
    }
}

fn period_words(p: &Period, tr: &Tr) -> String {
    let time = duration_words(p.base_seconds, tr);
    let mut text = match p.moves {
        Some(moves) => tr.n_args("tc-moves-in", moves, &[("time", time)]),
        None => time,
    };
    if p.increment_seconds > 0 {
        let increment = duration_words(p.increment_seconds, tr);
        text.push_str(&if p.increment_from_move > 1 {
            tr.args("tc-increment-from", &[("time", increment), ("move", p.increment_from_move.to_string())])
        } else {
            tr.t1("tc-increment", "time", &increment)
        });
    }
    if let Some(d) = p.delay {
        let key = if d.kind == DelayKind::Simple { "tc-delay" } else { "tc-bronstein" };
        text.push_str(&tr.t1(key, "time", &duration_words(d.seconds, tr)));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Lang;

    fn read(text: &str, lang: Lang) -> String {
        reading(&text.parse().unwrap(), &Tr::new(lang))
    }

    #[test]
    fn controls_are_read_back_in_words() {
        assert_eq!(read("90/30", Lang::En), "90 moves in 30 min, rapid");
        assert_eq!(read("90+30", Lang::En), "90 min + 30 s per move, standard");
        assert_eq!(
            read("40/5400+30:1800+30", Lang::En),
            "40 moves in 90 min + 30 s per move, then 30 min + 30 s per move, standard"
        );
        assert_eq!(read("3+2", Lang::En), "3 min + 2 s per move, blitz");
        assert_eq!(read("90/30", Lang::Ru), "90 ходов за 30 мин, рапид");
        assert_eq!(read("3+2", Lang::Ru), "3 мин + 2 с на ход, блиц");
    }
}
