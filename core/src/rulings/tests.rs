//! Replays with synthetic timestamps, one per rule: default time (6.7),
//! flag fall (6.9), illegal moves (7.5.5), draw claims (9.2, 9.3, 9.5),
//! offers (9.1), resignation (5.1.2), checkmate and dead positions (5.1.1,
//! 5.2.2), and the refusals of impossible logs.

use super::replay::{Incident, Replay, ReplayError, replay};
use crate::chess::Termination;
use serde_json::{Value, json};

const START: &str = "2026-11-30T10:00:00+01:00";

/// An RFC 3339 instant `seconds` after the scheduled start (negative: before).
fn at(seconds: f64) -> String {
    let start = chrono::DateTime::parse_from_rfc3339(START).unwrap();
    (start + chrono::Duration::milliseconds((seconds * 1000.0) as i64)).to_rfc3339()
}

fn incident(control: &str, extra: Value, events: Vec<Value>) -> Incident {
    let mut v = json!({"time_control": control, "scheduled_start": START, "events": events});
    if let Value::Object(map) = extra {
        for (k, x) in map {
            v[k] = x;
        }
    }
    serde_json::from_value(v).unwrap()
}

fn arrive(t: f64, player: &str) -> Value {
    json!({"at": at(t), "type": "arrive", "player": player})
}

fn mv(t: f64, san: &str) -> Value {
    json!({"at": at(t), "type": "move", "san": san})
}

fn event(t: f64, kind: &str, fields: Value) -> Value {
    let mut v = json!({"at": at(t), "type": kind});
    if let Value::Object(map) = fields {
        for (k, x) in map {
            v[k] = x;
        }
    }
    v
}

/// Both players present at the start, then `moves` one second apart.
fn game(moves: &[&str]) -> Vec<Value> {
    let mut events = vec![arrive(-60.0, "white"), arrive(-30.0, "black")];
    for (k, m) in moves.iter().enumerate() {
        events.push(mv(1.0 + k as f64, m));
    }
    events
}

fn run(i: &Incident) -> Replay {
    replay(i).unwrap()
}

fn ended(r: &Replay) -> (&str, Option<&str>, Option<&str>) {
    (r.result_code(), r.termination.map(Termination::code), r.article.as_deref())
}

#[test]
fn default_time_zero_means_present_at_the_start() {
    let i = incident("90+30", json!({}), vec![arrive(-10.0, "white"), arrive(1.0, "black")]);
    let r = run(&i);
    assert_eq!(ended(&r), ("+-", Some("default"), Some("6.7.1")));
    assert_eq!(r.rulings[0].event, 1);
}

#[test]
fn default_time_both_absent_and_white_clock_running() {
    // Default time 30 minutes: White arrives after 10 minutes and has lost them.
    let events = vec![arrive(600.0, "white"), mv(630.0, "e4"), arrive(1200.0, "black")];
    let i = incident("90+30", json!({"default_time_minutes": 30}), events);
    let r = run(&i);
    assert_eq!(r.result_code(), "*");
    assert_eq!(r.clock.white_ms, (90 * 60 - 630 + 30) * 1000);
    assert_eq!(r.clock.black_ms, 90 * 60 * 1000 - (1200 - 630) * 1000);
    // Nobody by the default time: both lose.
    let i = incident("90+30", json!({"default_time_minutes": 30}), vec![arrive(1801.0, "white")]);
    assert_eq!(ended(&run(&i)), ("--", Some("default"), Some("6.7.1")));
    // Arriving exactly at the default time is in time.
    let i = incident("90+30", json!({"default_time_minutes": 30}), vec![arrive(0.0, "white"), arrive(1800.0, "black")]);
    assert_eq!(run(&i).result_code(), "*");
}

#[test]
fn flag_claims() {
    // Blitz 3+2: Black never answers 1.e4; his flag falls at 1 s + 180 s.
    let mut events = game(&["e4"]);
    events.push(event(150.0, "claim_flag", json!({"by": "white"})));
    events.push(event(200.0, "claim_flag", json!({"by": "white"})));
    let r = run(&incident("180+2", json!({}), events));
    assert_eq!(r.rulings[0].decision, "Claim rejected: no flag has fallen");
    assert_eq!(ended(&r), ("1-0", Some("timeout"), Some("6.9")));
    assert_eq!(r.clock.black_ms, 0);
    assert_eq!(r.clock.white_ms, 181_000);
    // The claimant's own flag fell first: rejected.
    let mut events = game(&[]);
    events.push(event(200.0, "claim_flag", json!({"by": "white"})));
    let r = run(&incident("180+2", json!({}), events));
    assert_eq!(r.result_code(), "*");
    assert!(r.rulings[0].decision.contains("own flag fell first"));
}

#[test]
fn a_flag_fall_is_a_draw_when_the_opponent_cannot_mate() {
    // King and rook against a lone king. The lone king's side cannot mate:
    // when the rook side's flag falls the game is drawn; the other way round it is lost.
    let fen = json!({"start_fen": "8/8/4k3/8/8/3K4/8/7R w - - 0 1"});
    let mut events = game(&[]);
    events.push(event(400.0, "claim_flag", json!({"by": "black"})));
    let r = run(&incident("300+0", fen.clone(), events));
    assert_eq!(ended(&r), ("1/2-1/2", Some("opponent_cannot_mate"), Some("6.9")));
    let mut events = game(&["Rh2"]);
    events.push(event(400.0, "claim_flag", json!({"by": "arbiter"})));
    let r = run(&incident("300+0", fen, events));
    assert_eq!(ended(&r), ("1-0", Some("timeout"), Some("6.9")));
}

#[test]
fn illegal_moves() {
    let mut events = game(&["e4"]);
    events.push(event(10.0, "illegal_move", json!({"player": "black"})));
    let r = run(&incident("90+30", json!({}), events.clone()));
    assert_eq!(r.result_code(), "*");
    assert_eq!(r.rulings[0].article, "7.5.5");
    // White: 90:00 - 1 s + 30 s + 2:00.
    assert_eq!(r.clock.white_ms, (5400 - 1 + 30 + 120) * 1000);
    events.push(event(20.0, "illegal_move", json!({"player": "black"})));
    let r = run(&incident("90+30", json!({}), events.clone()));
    assert_eq!(ended(&r), ("1-0", Some("illegal_moves"), Some("7.5.5")));
    // Rapid: one minute (A.3).
    let r = run(&incident("15+10", json!({}), events[..events.len() - 1].to_vec()));
    assert_eq!(r.clock.white_ms, (900 - 1 + 10 + 60) * 1000);
    // Only the player who pressed the clock can have completed an illegal move.
    let mut wrong = game(&["e4"]);
    wrong.push(event(10.0, "illegal_move", json!({"player": "white"})));
    assert!(matches!(replay(&incident("90+30", json!({}), wrong)), Err(ReplayError::Event { index: 3, .. })));
}

#[test]
fn threefold_claims_right_and_wrong() {
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];
    // Black writes Ng8, which would make the start position appear for the third time.
    let mut events = game(&shuffle);
    events.push(event(20.0, "claim_draw", json!({"by": "black", "kind": "threefold", "intended_san": "Ng8"})));
    let r = run(&incident("90+30", json!({}), events));
    assert_eq!(ended(&r), ("1/2-1/2", Some("threefold_repetition"), Some("9.2")));
    // Too early: two minutes to White, and the written move is played.
    let mut events = game(&shuffle[..5]);
    events.push(event(20.0, "claim_draw", json!({"by": "black", "kind": "threefold", "intended_san": "Nf6"})));
    let r = run(&incident("90+30", json!({}), events));
    assert_eq!(r.result_code(), "*");
    assert_eq!(r.rulings[0].article, "9.5.3");
    assert!(r.rulings[0].decision.contains("Nf6 is played"));
    // White: 90:00 - 3 s + 3 x 30 s + 2:00; White's clock now runs.
    assert_eq!(r.clock.white_ms, (5400 - 3 + 90 + 120) * 1000);
    // A claim by the player not having the move is refused.
    let mut events = game(&shuffle);
    events.push(event(20.0, "claim_draw", json!({"by": "white", "kind": "threefold"})));
    assert!(replay(&incident("90+30", json!({}), events)).is_err());
}

#[test]
fn fifty_move_claim() {
    // 99 half-moves without a capture or pawn move: writing a quiet move completes fifty.
    let fen = json!({"start_fen": "8/8/4k3/8/8/3K4/8/7R w - - 99 80"});
    let mut events = game(&[]);
    events.push(event(5.0, "claim_draw", json!({"by": "white", "kind": "fifty", "intended_san": "Rh2"})));
    let r = run(&incident("90+30", fen, events));
    assert_eq!(ended(&r), ("1/2-1/2", Some("fifty_moves"), Some("9.3")));
}

#[test]
fn offers_agreement_and_resignation() {
    let mut events = game(&["e4", "e5"]);
    events.push(event(10.0, "offer_draw", json!({"by": "white"})));
    events.push(event(12.0, "accept_draw", json!({"by": "black"})));
    let r = run(&incident("90+30", json!({}), events));
    assert_eq!(ended(&r), ("1/2-1/2", Some("agreement"), Some("5.2.3")));
    // A move by the other side rejects the offer.
    let mut events = game(&["e4"]);
    events.push(event(5.0, "offer_draw", json!({"by": "white"})));
    events.push(mv(6.0, "e5"));
    events.push(event(7.0, "accept_draw", json!({"by": "black"})));
    assert!(replay(&incident("90+30", json!({}), events)).is_err(), "no offer left to accept");
    // Resignation; against a lone king it is a draw (5.1.2).
    let mut events = game(&["e4"]);
    events.push(event(9.0, "resign", json!({"player": "black"})));
    assert_eq!(ended(&run(&incident("90+30", json!({}), events))), ("1-0", Some("resignation"), Some("5.1.2")));
    let mut events = game(&[]);
    events.push(event(9.0, "resign", json!({"player": "white"})));
    let r = run(&incident("90+30", json!({"start_fen": "8/8/4k3/8/8/3K4/8/7R w - - 0 1"}), events));
    assert_eq!(ended(&r), ("1/2-1/2", Some("opponent_cannot_mate"), Some("5.1.2")));
}

#[test]
fn checkmate_and_dead_positions_end_the_game() {
    let events = game(&["f3", "e5", "g4", "Qh4#"]);
    let r = run(&incident("90+30", json!({}), events.clone()));
    assert_eq!(ended(&r), ("0-1", Some("checkmate"), Some("5.1.1")));
    let mut after = events;
    after.push(mv(20.0, "Kf2"));
    let err = replay(&incident("90+30", json!({}), after)).unwrap_err();
    assert_eq!(err.to_string(), "event 6: the game is already over");
    // The last capture leaves a locked pawn wall: dead position, drawn at once.
    let wall = json!({"start_fen": "8/8/4k3/1p1p1p1p/1P1P1P1P/8/8/4Kr2 w - - 0 1"});
    let r = run(&incident("90+30", wall, game(&["Kxf1"])));
    assert_eq!(ended(&r), ("1/2-1/2", Some("dead_position"), Some("5.2.2")));
}

#[test]
fn pauses_and_adjustments() {
    let mut events = game(&["e4"]);
    events.push(event(10.0, "pause", json!({})));
    events.push(event(610.0, "resume", json!({})));
    events.push(event(620.0, "adjust", json!({"player": "black", "seconds": 60})));
    let r = run(&incident("90+30", json!({}), events));
    // Black's clock ran 1 s to 10 s and 610 s to 620 s, then got a minute.
    assert_eq!(r.clock.black_ms, (5400 - 19 + 60) * 1000);
    assert_eq!(r.rulings.iter().map(|x| x.article.as_str()).collect::<Vec<_>>(), ["6.11.1", "6.11.1", "6.10.2"]);
}

#[test]
fn impossible_logs_are_refused() {
    let bad = |i: Incident| replay(&i).unwrap_err().to_string();
    assert!(bad(incident("ninety", json!({}), vec![])).contains("time control"));
    assert!(bad(incident("90+30", json!({"mode": "bullet"}), vec![])).contains("mode"));
    let late = json!({"default_time_minutes": 60});
    let out_of_order = vec![mv(5.0, "e4"), mv(4.0, "e5")];
    assert_eq!(bad(incident("90+30", late.clone(), out_of_order)), "event 1: events out of order");
    assert!(bad(incident("90+30", late.clone(), vec![mv(1.0, "e5")])).starts_with("event 0: e5"));
    assert!(bad(incident("90+30", late, vec![mv(-5.0, "e4")])).contains("before the scheduled start"));
    let unknown: Result<Incident, _> = serde_json::from_value(
        json!({"time_control": "90+30", "scheduled_start": START, "events": [{"at": START, "type": "teleport"}]}),
    );
    assert!(unknown.is_err());
}

#[test]
fn the_arbiter_rules_on_default_time() {
    let late = json!({"default_time_minutes": 15});
    // Black absent when the arbiter rules after the default time.
    let i = incident("90+30", late.clone(), vec![arrive(-5.0, "white"), event(901.0, "default_time", json!({}))]);
    let r = run(&i);
    assert_eq!(ended(&r), ("+-", Some("default"), Some("6.7.1")));
    assert_eq!(r.rulings[0].event, 1);
    // Too early, or with both present: refused.
    let i = incident("90+30", late.clone(), vec![arrive(-5.0, "white"), event(900.0, "default_time", json!({}))]);
    assert!(matches!(replay(&i), Err(ReplayError::Event { index: 1, .. })));
    let mut events = game(&["e4"]);
    events.push(event(2000.0, "default_time", json!({})));
    assert!(replay(&incident("90+30", late.clone(), events)).is_err());
    // A late arrival already lost by default: the arbiter's ruling confirms it.
    let events = vec![arrive(-5.0, "white"), arrive(1000.0, "black"), event(1100.0, "default_time", json!({}))];
    let r = run(&incident("90+30", late, events));
    assert_eq!(ended(&r), ("+-", Some("default"), Some("6.7.1")));
    assert_eq!(r.rulings.len(), 2);
    assert_eq!(
        (r.rulings[0].event, r.rulings[0].decision.as_str()),
        (1, "Black did not arrive before the default time: White wins by default")
    );
    // The arbiter's ruling comes after the game was lost at the default time, 10:15:00.
    assert_eq!((r.rulings[1].event, r.rulings[1].article.as_str()), (2, "6.7.1"));
    assert_eq!(r.rulings[1].decision, no_effect("6.7.1", "10:15:00"));
}

#[test]
fn the_clocks_run_on_to_the_instant_asked() {
    use super::replay::replay_at;
    use shakmaty::Color;
    let i = incident("90+30", json!({}), game(&["e4"]));
    let now = chrono::DateTime::parse_from_rfc3339(&at(61.0)).unwrap();
    let live = replay_at(&i, now).unwrap();
    assert_eq!(live.now.white_ms, (90 * 60 - 1 + 30) * 1000);
    assert_eq!(live.now.black_ms, (90 * 60 - 60) * 1000, "Black thinks from 1 s to 61 s");
    assert_eq!((live.running, live.to_move, live.paused, live.flag), (Some(Color::Black), Color::Black, false, None));
    assert_eq!(live.replay, run(&i), "the replay itself is the file's");
    assert_eq!(live.delay_ms, 0);
    // With a simple delay the page holds the running clock still for what is left of it.
    let delayed = incident("5400d5", json!({}), game(&["e4"]));
    let soon = chrono::DateTime::parse_from_rfc3339(&at(3.0)).unwrap();
    assert_eq!(replay_at(&delayed, soon).unwrap().delay_ms, 3000, "Black has thought 2 s of 5");
    // Two hours later Black's flag has fallen; after a pause nothing runs.
    let later = chrono::DateTime::parse_from_rfc3339(&at(7200.0)).unwrap();
    assert_eq!(replay_at(&i, later).unwrap().flag, Some(Color::Black));
    let mut events = game(&["e4"]);
    events.push(event(30.0, "pause", json!({})));
    let live = replay_at(&incident("90+30", json!({}), events), later).unwrap();
    assert_eq!((live.running, live.paused), (None, true));
    assert_eq!(live.now.black_ms, (90 * 60 - 29) * 1000);
}

/// The ruling on an event after the end: the article and the time of day
/// (in START's offset) at which the game ended.
fn no_effect(article: &str, at: &str) -> String {
    format!("No effect: the game had already ended (art. {article}, at {at})")
}

/// Every kind of event but a move, as the log may have it once the game has ended.
fn after_the_end(t: f64) -> Vec<Value> {
    let by = |kind: &str, side: &str| event(t, kind, json!({"by": side}));
    let player = |kind: &str, side: &str| event(t, kind, json!({"player": side}));
    vec![
        arrive(t, "white"),
        arrive(t, "black"),
        player("illegal_move", "white"),
        player("illegal_move", "black"),
        by("claim_flag", "white"),
        by("claim_flag", "black"),
        by("claim_flag", "arbiter"),
        event(t, "claim_draw", json!({"by": "white", "kind": "threefold", "intended_san": "Nf3"})),
        event(t, "claim_draw", json!({"by": "black", "kind": "fifty"})),
        by("offer_draw", "white"),
        by("accept_draw", "black"),
        by("accept_draw", "white"),
        player("resign", "white"),
        player("resign", "black"),
        event(t, "pause", json!({})),
        event(t, "resume", json!({})),
        event(t, "adjust", json!({"player": "white", "seconds": 60})),
        event(t, "adjust", json!({"player": "black", "seconds": -30})),
        event(t, "default_time", json!({})),
    ]
}

/// Each event of [`after_the_end`], `delay` seconds after the last event
/// of the ended game `events`, is ruled without effect under the article
/// that ended it, at its own index; result, termination, article, clocks
/// and the earlier rulings stay those of the end. A move there is refused.
fn nothing_after(control: &str, extra: Value, events: Vec<Value>, ending: (&str, &str, &str), at: &str) {
    let end = run(&incident(control, extra.clone(), events.clone()));
    let (result, termination, article) = ending;
    assert_eq!(ended(&end), (result, Some(termination), Some(article)), "the game under test ends so");
    let last = events.last().unwrap()["at"].as_str().unwrap();
    let start = chrono::DateTime::parse_from_rfc3339(START).unwrap();
    let t = (chrono::DateTime::parse_from_rfc3339(last).unwrap() - start).num_milliseconds() as f64 / 1000.0 + 30.0;
    for later in after_the_end(t) {
        let mut log = events.clone();
        log.push(later.clone());
        let r = run(&incident(control, extra.clone(), log));
        let what = format!("{} after {termination}", later["type"]);
        assert_eq!(ended(&r), ended(&end), "{what}");
        assert_eq!(r.clock, end.clock, "{what}: the clocks of the end");
        assert_eq!(r.rulings[..end.rulings.len()], end.rulings[..], "{what}");
        let [ruling] = &r.rulings[end.rulings.len()..] else { panic!("{what}: one ruling more: {:?}", r.rulings) };
        assert_eq!((ruling.event, ruling.article.as_str()), (events.len(), article), "{what}");
        assert_eq!(ruling.decision, no_effect(article, at), "{what}");
    }
    let mut log = events.clone();
    log.push(mv(t, "a3"));
    let refused = replay(&incident(control, extra, log)).unwrap_err();
    assert_eq!(refused.to_string(), format!("event {}: the game is already over", events.len()));
}

#[test]
fn nothing_has_effect_after_checkmate() {
    let mate = game(&["f3", "e5", "g4", "Qh4#"]);
    nothing_after("90+30", json!({}), mate, ("0-1", "checkmate", "5.1.1"), "10:00:04");
}

#[test]
fn nothing_has_effect_after_stalemate() {
    let fen = json!({"start_fen": "7k/4Q3/6K1/8/8/8/8/8 w - - 0 1"});
    nothing_after("90+30", fen, game(&["Qf7"]), ("1/2-1/2", "stalemate", "5.2.1"), "10:00:01");
}

#[test]
fn nothing_has_effect_after_a_dead_position() {
    // The last piece but the kings is taken: neither side can mate.
    let fen = json!({"start_fen": "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"});
    nothing_after("90+30", fen, game(&["Kxd2"]), ("1/2-1/2", "dead_position", "5.2.2"), "10:00:01");
}

#[test]
fn nothing_has_effect_after_resignation() {
    let mut events = game(&["e4"]);
    events.push(event(9.5, "resign", json!({"player": "black"})));
    nothing_after("90+30", json!({}), events, ("1-0", "resignation", "5.1.2"), "10:00:09");
}

#[test]
fn nothing_has_effect_after_agreement() {
    let mut events = game(&["e4", "e5"]);
    events.push(event(10.0, "offer_draw", json!({"by": "white"})));
    events.push(event(12.0, "accept_draw", json!({"by": "black"})));
    nothing_after("90+30", json!({}), events, ("1/2-1/2", "agreement", "5.2.3"), "10:00:12");
}

#[test]
fn nothing_has_effect_after_a_flag_ruling() {
    // Blitz 3+2: Black's flag fell at 181 s; White claims at 200 s.
    let mut events = game(&["e4"]);
    events.push(event(200.0, "claim_flag", json!({"by": "white"})));
    nothing_after("180+2", json!({}), events, ("1-0", "timeout", "6.9"), "10:03:20");
}

#[test]
fn nothing_has_effect_after_a_default() {
    // Default time 15 minutes: Black never came, the arbiter rules at 16 minutes.
    let late = json!({"default_time_minutes": 15});
    let events = vec![arrive(-5.0, "white"), event(960.0, "default_time", json!({}))];
    nothing_after("90+30", late.clone(), events, ("+-", "default", "6.7.1"), "10:15:00");
    // Black's late arrival shows the default: that arrival's ruling is the default itself.
    let events = vec![arrive(-5.0, "white"), arrive(1000.0, "black")];
    nothing_after("90+30", late.clone(), events, ("+-", "default", "6.7.1"), "10:15:00");
    // An offer after the default time shows it too, and has no effect itself.
    let events = vec![arrive(-5.0, "white"), event(1000.0, "offer_draw", json!({"by": "white"}))];
    let r = run(&incident("90+30", late, events));
    assert_eq!(ended(&r), ("+-", Some("default"), Some("6.7.1")));
    let said: Vec<(usize, &str)> = r.rulings.iter().map(|x| (x.event, x.decision.as_str())).collect();
    let expected = no_effect("6.7.1", "10:15:00");
    assert_eq!(said, [(1, "Black did not arrive before the default time: White wins by default"), (1, &*expected)]);
}

#[test]
fn the_clocks_stay_those_of_a_resignation_before_the_start() {
    // White resigns before the clock starts; a claim long after changes nothing, and no clock ran.
    let mut events = game(&[]);
    events.truncate(2);
    events.push(event(-5.0, "resign", json!({"player": "white"})));
    events.push(event(400.0, "claim_flag", json!({"by": "black"})));
    let r = run(&incident("300+0", json!({}), events));
    assert_eq!(ended(&r), ("0-1", Some("resignation"), Some("5.1.2")));
    assert_eq!((r.clock.white_ms, r.clock.black_ms), (300_000, 300_000));
    assert_eq!(r.rulings[1].decision, no_effect("5.1.2", "09:59:55"));
}
