//! The team actions on the shared in-memory fixture: each write, a button
//! pressed twice, two arbiters at once, and every refusal.

use super::*;
use crate::actions::fixture;
use crate::actions::tournaments::TournamentInput;
use crate::actions::{Failed, StoredEvent};
use crate::db::models::TournamentRow;
use crate::db::teams::TeamSettingsFields;
use crate::db::{DbConnection, PlayerId, TeamId, UserId};
use crate::tournament::PairingNumber;
use crate::tournament::team::{ColourModel, Score};

fn refused<T: std::fmt::Debug>(r: Result<T, Failed<TeamRefusal>>) -> TeamRefusal {
    match r {
        Err(Failed::Refused(refusal)) => refusal,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// A Swiss team event of four boards.
fn team_event(system: &str) -> (DbConnection, UserId, TournamentRow) {
    let (mut c, by, t) = fixture::event(system);
    assert_eq!(set_team_settings(&mut c, by, &t, 0, Some(default_settings(4))).unwrap(), Done::Changed);
    (c, by, t)
}

fn fields(name: &str) -> TeamFields {
    TeamFields { name: name.into(), ..TeamFields::default() }
}

fn enter(c: &mut DbConnection, by: UserId, t: &TournamentRow, name: &str) -> TeamId {
    add_team(c, by, t, NewTeam { fields: fields(name), entered_after: None }).expect("entered")
}

fn version(c: &mut DbConnection, t: &TournamentRow, team: TeamId) -> i32 {
    db::teams::by_id(c, t.id, team).unwrap().unwrap().version
}

fn roster(c: &mut DbConnection, t: &TournamentRow, team: TeamId) -> Vec<PlayerId> {
    StoredTeams::load(c, t).unwrap().unwrap().roster(team).to_vec()
}

fn change(c: &mut DbConnection, by: UserId, t: &TournamentRow, team: TeamId, ch: RosterChange) -> Done {
    let v = version(c, t, team);
    change_roster(c, by, t, (team, v), ch).expect("changed")
}

#[test]
fn an_event_becomes_a_team_event_once_and_two_arbiters_do_not_overwrite_each_other() {
    let (mut c, by, t) = fixture::event("swiss");
    assert!(StoredTeams::load(&mut c, &t).unwrap().is_none(), "not a team event yet");
    let four = default_settings(4);
    assert_eq!(set_team_settings(&mut c, by, &t, 0, Some(four)).unwrap(), Done::Changed);
    // The button pressed twice: nothing more written.
    assert_eq!(set_team_settings(&mut c, by, &t, 0, Some(four)).unwrap(), Done::Unchanged);
    // A second arbiter who read the event before (version 0) and chose 6 boards.
    let six = TeamSettingsFields { boards: 6, pab_game: 30, ..four };
    assert_eq!(refused(set_team_settings(&mut c, by, &t, 0, Some(six))), TeamRefusal::SettingsChangedMeanwhile);
    assert_eq!(set_team_settings(&mut c, by, &t, 1, Some(six)).unwrap(), Done::Changed);
    let stored = db::teams::settings(&mut c, t.id).unwrap().unwrap();
    assert_eq!((stored.fields.boards, stored.version), (6, 2));
    assert_eq!(fixture::logged(&mut c, t.id), ["team_settings_changed", "team_settings_changed"]);
}

#[test]
fn team_settings_are_checked_and_fixed_once_a_round_is_paired() {
    let (mut c, by, t) = team_event("swiss");
    let four = default_settings(4);
    let bad = |s: TeamSettingsFields| check_settings(&s).unwrap_err();
    assert_eq!(bad(TeamSettingsFields { boards: 0, ..four }), TeamRefusal::OutOfRange { field: "boards" });
    assert_eq!(bad(TeamSettingsFields { boards: MAX_BOARDS + 1, ..four }), TeamRefusal::OutOfRange { field: "boards" });
    assert_eq!(bad(TeamSettingsFields { match_loss: -10, ..four }), TeamRefusal::OutOfRange { field: "match_loss" });
    assert_eq!(bad(TeamSettingsFields { match_draw: 30, ..four }), TeamRefusal::MatchPointsOrder);
    assert_eq!(
        refused(set_team_settings(&mut c, by, &t, 1, Some(TeamSettingsFields { boards: 0, ..four }))),
        TeamRefusal::OutOfRange { field: "boards" }
    );
    // Type B colours, game points first: stored as the core reads them.
    let b = TeamSettingsFields { colour_model: ColourModel::TypeB, primary_score: Score::Game, ..four };
    assert_eq!(set_team_settings(&mut c, by, &t, 1, Some(b)).unwrap(), Done::Changed);
    let core = StoredTeams::load(&mut c, &t).unwrap().unwrap();
    assert_eq!((core.system().colours, core.system().primary), (ColourModel::TypeB, Score::Game));
    // Teams entered: the event stays a team event.
    enter(&mut c, by, &t, "Alpha");
    assert_eq!(refused(set_team_settings(&mut c, by, &t, 2, None)), TeamRefusal::TeamsRegistered);
    // A proposed round fixes the settings as a published one does.
    let p = fixture::players(&mut c, &t, 2);
    fixture::seat(&mut c, &t, 1, p[0], p[1]);
    assert_eq!(refused(set_team_settings(&mut c, by, &t, 2, Some(four))), TeamRefusal::RoundPaired);
    let t = fixture::publish(&mut c, &t, 1);
    assert_eq!(refused(set_team_settings(&mut c, by, &t, 2, Some(four))), TeamRefusal::RoundPaired);
    // Unchanged settings are no change, paired or not (the tournament form sends them again).
    assert_eq!(set_team_settings(&mut c, by, &t, 2, Some(b)).unwrap(), Done::Unchanged);
}

#[test]
fn an_individual_event_without_teams_can_stop_being_a_team_event() {
    let (mut c, by, t) = team_event("rr");
    assert_eq!(set_team_settings(&mut c, by, &t, 1, None).unwrap(), Done::Changed);
    assert!(StoredTeams::load(&mut c, &t).unwrap().is_none());
    assert_eq!(
        refused(add_team(&mut c, by, &t, NewTeam { fields: fields("A"), entered_after: None })),
        TeamRefusal::NotATeamEvent
    );
}

#[test]
fn creating_a_team_event_stores_the_tournament_and_its_team_settings() {
    let (mut c, by) = fixture::database();
    let input = TournamentInput {
        settings: fixture::settings("swiss", ""),
        schedule: vec![],
        confirmed_mode: None,
        confirmed_configuration: false,
    };
    let id = create_team_event(&mut c, by, input.clone(), default_settings(5)).unwrap();
    let t = fixture::reread(&mut c, id);
    let event = StoredEvent::load(&mut c, t.clone()).unwrap();
    let core = StoredTeams::load(&mut c, &t).unwrap().unwrap().core(&event);
    assert_eq!(core.boards(), 5);
    assert_eq!(core.pab.game_points, crate::tournament::Points(25), "a drawn match of five boards");
    assert_eq!(fixture::logged(&mut c, id), ["tournament_created", "team_settings_changed"]);
    let bad = TeamSettingsFields { boards: 0, ..default_settings(4) };
    assert_eq!(refused(create_team_event(&mut c, by, input, bad)), TeamRefusal::OutOfRange { field: "boards" });
}

#[test]
fn teams_are_entered_with_the_next_team_pairing_number_once_each() {
    let (mut c, by, t) = team_event("swiss");
    let a = enter(&mut c, by, &t, "Alpha");
    let shown_after = Some(a);
    let b = NewTeam { fields: TeamFields { captain: "Ivanov".into(), ..fields("Beta") }, entered_after: shown_after };
    let b_id = add_team(&mut c, by, &t, b.clone()).unwrap();
    // The same form sent again.
    assert_eq!(refused(add_team(&mut c, by, &t, b)), TeamRefusal::SentTwice { name: "Beta".into() });
    let taken = NewTeam { fields: fields("  beta "), entered_after: Some(b_id) };
    assert_eq!(refused(add_team(&mut c, by, &t, taken)), TeamRefusal::NameTaken { name: "Beta".into() });
    let blank = NewTeam { fields: fields("  "), entered_after: None };
    assert_eq!(refused(add_team(&mut c, by, &t, blank)), TeamRefusal::NameMissing);
    let control = NewTeam { fields: TeamFields { captain: "A\u{7}".into(), ..fields("Gamma") }, entered_after: None };
    assert_eq!(refused(add_team(&mut c, by, &t, control)), TeamRefusal::TextRefused { field: "captain" });
    let teams = db::teams::for_tournament(&mut c, t.id).unwrap();
    assert_eq!(teams.iter().map(|t| (t.tpn, t.name.as_str())).collect::<Vec<_>>(), [(1, "Alpha"), (2, "Beta")]);
    assert_eq!(fixture::logged(&mut c, t.id).iter().filter(|a| *a == "team_added").count(), 2);
}

#[test]
fn a_late_team_enters_between_rounds_but_not_while_a_round_is_proposed_nor_into_a_round_robin() {
    let (mut c, by, t) = team_event("swiss");
    enter(&mut c, by, &t, "Alpha");
    let p = fixture::players(&mut c, &t, 4);
    fixture::seat(&mut c, &t, 1, p[0], p[1]);
    let late = |name: &str| NewTeam { fields: fields(name), entered_after: None };
    assert_eq!(refused(add_team(&mut c, by, &t, late("Late"))), TeamRefusal::EntryClosed, "round 1 proposed");
    let t = fixture::publish(&mut c, &t, 1);
    let id = add_team(&mut c, by, &t, late("Late")).unwrap();
    assert_eq!(db::teams::by_id(&mut c, t.id, id).unwrap().unwrap().tpn, 2, "the next team pairing number");

    let (mut c, by, t) = team_event("rr");
    enter(&mut c, by, &t, "Alpha");
    let t = fixture::publish(&mut c, &t, 5);
    assert_eq!(refused(add_team(&mut c, by, &t, late("Late"))), TeamRefusal::EntryClosed);
}

#[test]
fn a_team_is_edited_on_the_version_the_arbiter_saw() {
    let (mut c, by, t) = team_event("swiss");
    let a = enter(&mut c, by, &t, "Alpha");
    enter(&mut c, by, &t, "Beta");
    let new =
        TeamFields { short_name: "ALP".into(), federation: "ENG".into(), captain: "Smith".into(), ..fields("Alpha") };
    let edit = TeamEdit { team: a, version: 1, fields: new.clone() };
    assert_eq!(edit_team(&mut c, by, &t, edit.clone()).unwrap(), Done::Changed);
    assert_eq!(edit_team(&mut c, by, &t, edit).unwrap(), Done::Unchanged, "sent twice");
    let other = TeamEdit { team: a, version: 1, fields: TeamFields { captain: "Jones".into(), ..new.clone() } };
    assert_eq!(
        refused(edit_team(&mut c, by, &t, other)),
        TeamRefusal::ChangedMeanwhile,
        "the other arbiter saw version 1"
    );
    let taken = TeamEdit { team: a, version: 2, fields: fields("BETA") };
    assert_eq!(refused(edit_team(&mut c, by, &t, taken)), TeamRefusal::NameTaken { name: "Beta".into() });
    let unknown = TeamEdit { team: TeamId(999), version: 1, fields: fields("X") };
    assert_eq!(refused(edit_team(&mut c, by, &t, unknown)), TeamRefusal::UnknownTeam);
    assert_eq!(db::teams::by_id(&mut c, t.id, a).unwrap().unwrap().fields(), new);
    assert_eq!(fixture::logged(&mut c, t.id).iter().filter(|a| *a == "team_changed").count(), 3, "three fields");
}

#[test]
fn a_team_is_withdrawn_from_a_round_not_yet_paired() {
    let (mut c, by, t) = team_event("swiss");
    let a = enter(&mut c, by, &t, "Alpha");
    let w = |version, from_round| TeamWithdrawal { team: a, version, from_round };
    assert_eq!(
        refused(withdraw_team(&mut c, by, &t, w(1, Some(0)))),
        TeamRefusal::WithdrawalRound { first: 1, last: 5 }
    );
    assert_eq!(
        refused(withdraw_team(&mut c, by, &t, w(1, Some(6)))),
        TeamRefusal::WithdrawalRound { first: 1, last: 5 }
    );
    assert_eq!(withdraw_team(&mut c, by, &t, w(1, Some(3))).unwrap(), Done::Changed);
    assert_eq!(withdraw_team(&mut c, by, &t, w(1, Some(3))).unwrap(), Done::Unchanged, "pressed twice");
    assert_eq!(refused(withdraw_team(&mut c, by, &t, w(1, Some(4)))), TeamRefusal::ChangedMeanwhile);
    let t = fixture::publish(&mut c, &t, 2);
    assert_eq!(
        refused(withdraw_team(&mut c, by, &t, w(2, Some(2)))),
        TeamRefusal::WithdrawalRound { first: 3, last: 5 }
    );
    assert_eq!(withdraw_team(&mut c, by, &t, w(2, None)).unwrap(), Done::Changed, "reinstated");
    assert_eq!(db::teams::by_id(&mut c, t.id, a).unwrap().unwrap().withdrawn_from, None);
    let logged = fixture::logged(&mut c, t.id);
    assert_eq!(logged.iter().filter(|a| *a == "team_withdrawn").count(), 2);
}

#[test]
fn a_roster_is_built_in_board_order_and_gives_the_teams_strength() {
    let (mut c, by, t) = team_event("swiss");
    let (a, b) = (enter(&mut c, by, &t, "Alpha"), enter(&mut c, by, &t, "Beta"));
    let p = fixture::players(&mut c, &t, 6); // rated 2000, 1990, ... 1950
    for &player in &p[..5] {
        assert_eq!(change(&mut c, by, &t, a, RosterChange::Add(player)), Done::Changed);
    }
    assert_eq!(change(&mut c, by, &t, a, RosterChange::Add(p[0])), Done::Unchanged, "added twice");
    let v = version(&mut c, &t, b);
    assert_eq!(
        refused(change_roster(&mut c, by, &t, (b, v), RosterChange::Add(p[0]))),
        TeamRefusal::OnAnotherTeam { team: "Alpha".into() }
    );
    assert_eq!(
        refused(change_roster(&mut c, by, &t, (b, v), RosterChange::Add(PlayerId(999)))),
        TeamRefusal::UnknownPlayer
    );
    assert_eq!(
        refused(change_roster(&mut c, by, &t, (b, v), RosterChange::Move { player: p[5], to: 1 })),
        TeamRefusal::NotOnRoster
    );
    // The reserve (fifth) moves up to board 1; the button pressed twice moves nothing more.
    let up = RosterChange::Move { player: p[4], to: 1 };
    assert_eq!(change(&mut c, by, &t, a, up), Done::Changed);
    assert_eq!(change_roster(&mut c, by, &t, (a, 1), up).unwrap(), Done::Unchanged);
    assert_eq!(roster(&mut c, &t, a), [p[4], p[0], p[1], p[2], p[3]]);
    let v = version(&mut c, &t, a);
    assert_eq!(
        refused(change_roster(&mut c, by, &t, (a, v), RosterChange::Move { player: p[4], to: 6 })),
        TeamRefusal::PlaceOutOfRange
    );
    // Two arbiters: the one who saw the roster before the move is refused.
    assert_eq!(
        refused(change_roster(&mut c, by, &t, (a, v - 1), RosterChange::Remove(p[1]))),
        TeamRefusal::ChangedMeanwhile
    );
    let stored = StoredTeams::load(&mut c, &t).unwrap().unwrap();
    let players = db::players::for_tournament(&mut c, t.id).unwrap();
    assert_eq!(stored.strength(a, &players), 1985, "the mean of 2000, 1990, 1980 and 1970");
    assert_eq!(stored.strength(b, &players), 0);
    assert_eq!(change(&mut c, by, &t, a, RosterChange::Remove(p[0])), Done::Changed);
    assert_eq!(change(&mut c, by, &t, a, RosterChange::Remove(p[0])), Done::Unchanged, "removed twice");
    assert_eq!(roster(&mut c, &t, a), [p[4], p[1], p[2], p[3]]);
    assert_eq!(fixture::logged(&mut c, t.id).iter().filter(|a| *a == "roster_changed").count(), 7);
}

#[test]
fn the_board_order_stays_once_a_player_of_the_team_is_paired() {
    let (mut c, by, t) = team_event("swiss");
    let (a, b) = (enter(&mut c, by, &t, "Alpha"), enter(&mut c, by, &t, "Beta"));
    let p = fixture::players(&mut c, &t, 5);
    for (team, player) in [(a, p[0]), (a, p[1]), (b, p[2]), (b, p[3])] {
        change(&mut c, by, &t, team, RosterChange::Add(player));
    }
    fixture::seat(&mut c, &t, 1, p[0], p[2]);
    let v = version(&mut c, &t, a);
    assert_eq!(
        refused(change_roster(&mut c, by, &t, (a, v), RosterChange::Move { player: p[1], to: 1 })),
        TeamRefusal::RosterFixed
    );
    assert_eq!(refused(change_roster(&mut c, by, &t, (a, v), RosterChange::Remove(p[1]))), TeamRefusal::RosterFixed);
    assert_eq!(change(&mut c, by, &t, a, RosterChange::Add(p[4])), Done::Changed, "a reserve joins last");
    // The core's teams: the numbered players' pairing numbers in board order.
    let t = fixture::publish(&mut c, &t, 1);
    db::players::set_pairing_numbers(&mut c, &[(p[0], 1), (p[1], 2), (p[2], 3), (p[3], 4)]).unwrap();
    let event = StoredEvent::load(&mut c, t.clone()).unwrap();
    let core = StoredTeams::load(&mut c, &t).unwrap().unwrap().core(&event);
    let alpha = core.team(PairingNumber::new(1)).unwrap();
    assert_eq!(alpha.name, "Alpha");
    assert_eq!(alpha.roster, [PairingNumber::new(1), PairingNumber::new(2)], "the unnumbered reserve left out");
    assert_eq!(alpha.strength, 1983, "the mean of 2000, 1990 and 1960 (a reserve counts too)");
    assert_eq!(core.team_of(PairingNumber::new(3)).map(|t| t.name.as_str()), Some("Beta"));
}

#[test]
fn the_tournament_form_saves_both_settings_or_neither() {
    let (mut c, by, t) = team_event("swiss");
    let p = fixture::players(&mut c, &t, 2);
    fixture::seat(&mut c, &t, 1, p[0], p[1]);
    let t = fixture::publish(&mut c, &t, 1);
    let renamed = fixture::settings("swiss", "");
    let renamed = crate::db::models::TournamentSettings { name: "Renamed".into(), ..renamed };
    let input =
        TournamentInput { settings: renamed, schedule: vec![], confirmed_mode: None, confirmed_configuration: false };
    let six = TeamSettingsFields { boards: 6, ..default_settings(4) };
    let refusal = refused(update_team_event(&mut c, by, &t, (t.version, input.clone()), (1, Some(six))));
    assert_eq!(refusal, TeamRefusal::RoundPaired);
    assert_eq!(fixture::reread(&mut c, t.id).name, "Test Open", "the tournament's change undone too");
    let same = Some(default_settings(4));
    assert_eq!(update_team_event(&mut c, by, &t, (t.version, input), (1, same)).unwrap(), Done::Changed);
    assert_eq!(fixture::reread(&mut c, t.id).name, "Renamed", "unchanged team settings do not stop the rest");
}
