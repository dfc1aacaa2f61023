//! A game's event log replayed under the Laws of Chess: the clocks, and every
//! ruling with its article. This is the format of `arbiter rulings replay`
//! and of a board's incident export (README documents it; keep it stable).

use super::decision::Decision;
pub use super::decision::DrawKind;
use super::mate::{MateAbility, can_checkmate, is_dead_position};
use super::problem::Problem;
use crate::chess::{Game, GameEnd, Termination, fen, notation};
use crate::clock::{GameClock, GameMode, Millis, TimeControl};
use crate::tournament::GameResult;
use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize, Serializer};
use shakmaty::{Chess, Color, Position};

/// A game's record for a replay.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Incident {
    /// The control in TRF-2026 notation, e.g. `40/5400+30:1800+30`.
    pub time_control: String,
    /// `standard`, `rapid` or `blitz`; by default what the control makes.
    #[serde(default)]
    pub mode: Option<String>,
    /// When White's clock starts (6.6).
    pub scheduled_start: DateTime<FixedOffset>,
    /// Default time in minutes (6.7.1); 0: present at the start.
    #[serde(default)]
    pub default_time_minutes: u32,
    /// The start position, when not the usual one.
    #[serde(default)]
    pub start_fen: Option<String>,
    /// What happened, in time order.
    pub events: Vec<Event>,
}

/// A side of the board as the log writes it (`"white"`, `"black"`): serde
/// for shakmaty's `Color`, the one colour type.
mod side {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    pub fn serialize<S: Serializer>(colour: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(colour.fold_wb("white", "black"))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        match String::deserialize(d)?.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(D::Error::unknown_variant(other, &["white", "black"])),
        }
    }
}

/// Who claims a flag: a player, or the arbiter who sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Claimant {
    /// White claims.
    White,
    /// Black claims.
    Black,
    /// The arbiter calls the flag (6.8).
    Arbiter,
}

/// One event of the log.
#[derive(Clone, Debug, Deserialize)]
pub struct Event {
    /// When it happened.
    pub at: DateTime<FixedOffset>,
    /// What happened.
    #[serde(flatten)]
    pub kind: EventKind,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum EventKind {
    /// The player reaches the board.
    Arrive {
        /// Who.
        #[serde(with = "side")]
        player: Color,
    },
    /// The side to move completes this move and presses the clock.
    Move {
        /// The move in SAN (or any notation the recorder reads).
        san: String,
    },
    /// The player completed an illegal move; the position is restored.
    IllegalMove {
        /// Who.
        #[serde(with = "side")]
        player: Color,
    },
    /// A claim that the opponent's flag has fallen.
    ClaimFlag {
        /// Who claims.
        by: Claimant,
    },
    /// A draw claim, with an optional written move not yet played.
    ClaimDraw {
        /// Who claims (must have the move).
        #[serde(with = "side")]
        by: Color,
        /// The ground.
        kind: DrawKind,
        /// The written, intended move.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        intended_san: Option<String>,
    },
    /// A draw offer.
    OfferDraw {
        /// Who offers.
        #[serde(with = "side")]
        by: Color,
    },
    /// The opponent accepts the offer.
    AcceptDraw {
        /// Who accepts.
        #[serde(with = "side")]
        by: Color,
    },
    /// Resignation.
    Resign {
        /// Who resigns.
        #[serde(with = "side")]
        player: Color,
    },
    /// The arbiter stops the clock.
    Pause,
    /// The arbiter restarts it.
    Resume,
    /// The arbiter rules on default time (6.7.1) at this instant: a player
    /// who has not arrived loses. Refused before the default time has passed
    /// or when both players are present.
    DefaultTime,
    /// The arbiter adds (or takes) time.
    Adjust {
        /// Whose clock.
        #[serde(with = "side")]
        player: Color,
        /// Seconds, signed.
        seconds: i64,
    },
}

impl EventKind {
    /// The event's type as the incident format names it (`arrive`,
    /// `claim_flag`...): its `type` field.
    pub fn name(&self) -> &'static str {
        match self {
            EventKind::Arrive { .. } => "arrive",
            EventKind::Move { .. } => "move",
            EventKind::IllegalMove { .. } => "illegal_move",
            EventKind::ClaimFlag { .. } => "claim_flag",
            EventKind::ClaimDraw { .. } => "claim_draw",
            EventKind::OfferDraw { .. } => "offer_draw",
            EventKind::AcceptDraw { .. } => "accept_draw",
            EventKind::Resign { .. } => "resign",
            EventKind::Pause => "pause",
            EventKind::Resume => "resume",
            EventKind::DefaultTime => "default_time",
            EventKind::Adjust { .. } => "adjust",
        }
    }
}

/// Remaining times.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ClockState {
    /// White's remaining time, ms.
    pub white_ms: Millis,
    /// Black's remaining time, ms.
    pub black_ms: Millis,
}

/// One decision, with the article it rests on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ruling {
    /// Index of the event (0-based) it answers.
    pub event: usize,
    /// What was decided.
    pub decision: String,
    /// The article of the Laws.
    pub article: String,
    /// The decision as data, for the app's languages (not in the file format).
    #[serde(skip)]
    pub said: Decision,
}

/// The replay's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Replay {
    /// Written `1-0`, `0-1`, `1/2-1/2`, `*` (going on, or for the arbiter to
    /// decide), `+-`/`-+` (win by default or forfeit), `--` (both lose).
    #[serde(serialize_with = "result_code")]
    pub result: GameResult,
    /// Why the game ended (snake_case), null while it goes on.
    pub termination: Option<Termination>,
    /// The article that ended it, null while it goes on.
    pub article: Option<String>,
    /// The clocks at the end of the game, or at the last event.
    pub clock: ClockState,
    /// Every decision, in order.
    pub rulings: Vec<Ruling>,
    /// Moves played, written moves of wrong draw claims included (not in the file format).
    #[serde(skip)]
    pub plies: usize,
    /// The time left on the mover's clock after each move, ply by ply, in
    /// milliseconds (increments added): a PGN's `[%clk]` (not in the file format).
    #[serde(skip)]
    pub move_clocks: Vec<Millis>,
}

impl Replay {
    /// The replay of a board whose clock is not followed: its instants were
    /// made up to order the events, so no ruling names a time of day.
    pub fn untimed(mut self) -> Replay {
        for r in &mut self.rulings {
            if let Decision::NoEffect { ended, .. } = &mut r.said {
                *ended = None;
                r.decision = r.said.english();
            }
        }
        self
    }
}

/// Why a log cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The file itself is wrong.
    #[error("{0}")]
    Input(String),
    /// One event cannot happen.
    #[error("event {index}: {}", problem.english())]
    Event {
        /// 0-based index.
        index: usize,
        /// Why.
        problem: Problem,
    },
}

/// The replay's result as the file format writes it: a board's result code,
/// except the draw, written as PGN writes it.
fn result_code<S: Serializer>(result: &GameResult, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(file_code(*result))
}

fn file_code(result: GameResult) -> &'static str {
    if result == GameResult::Draw { result.pgn() } else { result.code() }
}

impl Replay {
    /// The result as the file format writes it (`1-0`, `1/2-1/2`, `+-`, `*`...).
    pub fn result_code(&self) -> &'static str {
        file_code(self.result)
    }
}

struct End {
    result: GameResult,
    termination: Termination,
    article: &'static str,
}

/// How and when the game ended.
struct Ended {
    end: End,
    /// The instant it ended, as the file writes instants: the default time
    /// for a default (6.7.1), else the event that ended it.
    at: DateTime<FixedOffset>,
    /// The clock's instant at the end (ms from the start): its times stay these.
    clock_at: Millis,
}

struct State {
    game: Game,
    clock: GameClock,
    mode: GameMode,
    /// The scheduled start (6.6).
    start: DateTime<FixedOffset>,
    /// The instant of the event being applied, as the file writes it.
    instant: DateTime<FixedOffset>,
    deadline: Millis,
    arrived: [bool; 2],
    illegal: [u32; 2],
    offer: Option<Color>,
    end: Option<Ended>,
    rulings: Vec<Ruling>,
    last: Millis,
    /// The mover's clock after each move.
    move_clocks: Vec<Millis>,
}

fn idx(c: Color) -> usize {
    if c == Color::White { 0 } else { 1 }
}

fn win_for(c: Color) -> GameResult {
    if c == Color::White { GameResult::WhiteWins } else { GameResult::BlackWins }
}

/// Replays an incident.
pub fn replay(incident: &Incident) -> Result<Replay, ReplayError> {
    run(incident).map(|state| state.answer(state.last))
}

/// A game's clocks and rulings at an instant (what a board page shows):
/// the replay of the log, and the clocks running on to `now`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Live {
    /// The replay of the events so far (its clock: at the last event or the end).
    pub replay: Replay,
    /// The clocks at `now` (stopped ones as they stand).
    pub now: ClockState,
    /// Whose clock runs at `now`: none when paused or the game is over.
    pub running: Option<Color>,
    /// The player on move (whose clock runs once resumed).
    pub to_move: Color,
    /// Whether the arbiter has paused the clock.
    pub paused: bool,
    /// A player whose flag has fallen by `now`.
    pub flag: Option<Color>,
    /// The player whose draw offer is pending.
    pub offer: Option<Color>,
    /// How long from `now` the running clock stays still (a simple delay).
    pub delay_ms: Millis,
}

/// Replays an incident and runs the clocks on to `now` (which must not be
/// before the last event; if it is, the clocks are taken at the last event).
pub fn replay_at(incident: &Incident, now: DateTime<FixedOffset>) -> Result<Live, ReplayError> {
    let state = run(incident)?;
    let at = state.clock_instant((now - incident.scheduled_start).num_milliseconds().max(state.last));
    let over = state.end.is_some();
    let clock = |c: Color| state.clock.remaining(c, at);
    let running = (!over && state.clock.is_running()).then(|| state.clock.turn());
    let flag = [Color::White, Color::Black].into_iter().find(|c| state.clock.flag_fallen(*c, at).is_some());
    Ok(Live {
        now: ClockState { white_ms: clock(Color::White), black_ms: clock(Color::Black) },
        running,
        to_move: state.game.position().turn(),
        paused: !over && !state.clock.is_running(),
        flag,
        offer: state.offer,
        delay_ms: if over { 0 } else { state.clock.delay_left(at) },
        replay: state.answer(state.last),
    })
}

fn run(incident: &Incident) -> Result<State, ReplayError> {
    let control: TimeControl =
        incident.time_control.parse().map_err(|e| ReplayError::Input(format!("time control: {e}")))?;
    let mode = match incident.mode.as_deref() {
        None => control.mode(),
        Some(code) => GameMode::from_code(code)
            .ok_or_else(|| ReplayError::Input(format!("mode {code:?}: use standard, rapid or blitz")))?,
    };
    let start: Chess = match &incident.start_fen {
        None => Chess::default(),
        Some(text) => fen::parse_any(text).map_err(|e| ReplayError::Input(format!("start_fen: {e}")))?,
    };
    let mut state = State {
        game: Game::new(start),
        clock: GameClock::start(&control, 0),
        mode,
        start: incident.scheduled_start,
        instant: incident.scheduled_start,
        deadline: Millis::from(incident.default_time_minutes) * 60_000,
        arrived: [false; 2],
        illegal: [0; 2],
        offer: None,
        end: None,
        rulings: Vec::new(),
        last: Millis::MIN,
        move_clocks: Vec::new(),
    };
    for (index, event) in incident.events.iter().enumerate() {
        let at = (event.at - incident.scheduled_start).num_milliseconds();
        if at < state.last {
            return Err(ReplayError::Event { index, problem: Problem::OutOfOrder });
        }
        state.last = at;
        state.instant = event.at;
        state.apply(index, at, &event.kind).map_err(|problem| ReplayError::Event { index, problem })?;
    }
    Ok(state)
}

impl State {
    /// The clock's instant for `at` (ms from the start): the end's once the
    /// game has ended (its clocks stay as they were then), never before the start.
    fn clock_instant(&self, at: Millis) -> Millis {
        self.end.as_ref().map_or(at, |e| e.clock_at).max(0)
    }

    /// The replay's answer, clocks taken at `at` (or at the end).
    fn answer(&self, at: Millis) -> Replay {
        let at = self.clock_instant(at);
        let clock = ClockState {
            white_ms: self.clock.remaining(Color::White, at),
            black_ms: self.clock.remaining(Color::Black, at),
        };
        let rulings = self.rulings.clone();
        let plies = self.game.moves().len();
        let move_clocks = self.move_clocks.clone();
        match self.end.as_ref().map(|e| &e.end) {
            Some(end) => Replay {
                result: end.result,
                termination: Some(end.termination),
                article: Some(end.article.to_string()),
                clock,
                rulings,
                plies,
                move_clocks,
            },
            None => Replay {
                result: GameResult::Pending,
                termination: None,
                article: None,
                clock,
                rulings,
                plies,
                move_clocks,
            },
        }
    }

    fn rule(&mut self, event: usize, said: Decision, article: &str) {
        self.rulings.push(Ruling { event, decision: said.english(), article: article.to_string(), said });
    }

    fn finish(&mut self, event: usize, at: Millis, end: End, decision: Decision) {
        if self.clock.is_running() && at >= 0 {
            let _ = self.clock.pause(at);
        }
        self.rule(event, decision, end.article);
        let at_end = match end.termination {
            // The game was lost when the default time ran out, whichever event shows it.
            Termination::Default => self.start + chrono::Duration::milliseconds(self.deadline),
            _ => self.instant,
        };
        self.end = Some(Ended { end, at: at_end, clock_at: at });
    }

    /// The time penalty of 7.5.5 and 9.5.3 in minutes: two, one in rapid and blitz (A.3).
    fn penalty(&self) -> u32 {
        match self.mode {
            GameMode::Standard => 2,
            _ => 1,
        }
    }

    /// A loss for `loser` unless the opponent cannot mate: the end, or none
    /// when it cannot be proved either way (the arbiter decides).
    fn loss_unless_no_mate(&self, loser: Color, termination: Termination, article: &'static str) -> Option<End> {
        match can_checkmate(self.game.position(), !loser) {
            MateAbility::Possible => Some(End { result: win_for(!loser), termination, article }),
            MateAbility::Impossible => {
                Some(End { result: GameResult::Draw, termination: Termination::OpponentCannotMate, article })
            }
            MateAbility::Unknown => None,
        }
    }

    fn decide_loss(&mut self, event: usize, at: Millis, loser: Color, termination: Termination, article: &'static str) {
        match self.loss_unless_no_mate(loser, termination, article) {
            Some(end) if end.result == GameResult::Draw => {
                self.finish(event, at, end, Decision::LossButCannotMate { loser })
            }
            Some(end) => self.finish(event, at, end, Decision::Loss { loser }),
            None => {
                let end = End { result: GameResult::Pending, termination: Termination::ArbiterToDecide, article };
                self.finish(event, at, end, Decision::LossArbiterDecides { loser });
            }
        }
    }

    /// Default time (6.7.1): once it has passed, an absent player loses.
    fn check_lateness(&mut self, event: usize, at: Millis) {
        if self.end.is_some() || at <= self.deadline {
            return;
        }
        let (white, black) = (self.arrived[0], self.arrived[1]);
        let (result, text) = match (white, black) {
            (true, true) => return,
            (false, false) => (GameResult::DoubleForfeit, Decision::DefaultBoth),
            (false, true) => (GameResult::BlackWinsByForfeit, Decision::Default { absent: Color::White }),
            (true, false) => (GameResult::WhiteWinsByForfeit, Decision::Default { absent: Color::Black }),
        };
        self.finish(event, at, End { result, termination: Termination::Default, article: "6.7.1" }, text);
    }

    /// Applies event number `event` of the log, at `at` on the clock.
    fn apply(&mut self, event: usize, at: Millis, kind: &EventKind) -> Result<(), Problem> {
        let ended_before = self.end.is_some();
        // Default time (6.7.1): an event after it shows who was absent.
        self.check_lateness(event, at);
        if self.end.is_some() {
            return self.after_end(event, kind, ended_before);
        }
        let to_move = self.game.position().turn();
        match kind {
            EventKind::Arrive { player } => self.arrived[idx(*player)] = true,
            EventKind::DefaultTime => return Err(self.no_default_due(at)),
            EventKind::Move { san } => self.play(event, at, to_move, san)?,
            EventKind::IllegalMove { player } => self.illegal_move(event, at, *player, to_move)?,
            EventKind::ClaimFlag { by } => self.claim_flag(event, at, *by),
            EventKind::ClaimDraw { by, kind, intended_san } => {
                let c = *by;
                if c != to_move {
                    return Err(Problem::ClaimNotOnMove { player: c });
                }
                self.claim_draw(event, at, c, *kind, intended_san.as_deref())?;
            }
            EventKind::OfferDraw { by } => {
                self.offer = Some(*by);
                self.rule(event, Decision::Offer { by: *by }, "9.1.2");
            }
            EventKind::AcceptDraw { by } => self.accept_draw(event, at, *by)?,
            EventKind::Resign { player } => self.decide_loss(event, at, *player, Termination::Resignation, "5.1.2"),
            EventKind::Pause => {
                self.clock.pause(at.max(0)).map_err(Problem::Clock)?;
                self.rule(event, Decision::Paused, "6.11.1");
            }
            EventKind::Resume => {
                self.clock.resume(at.max(0)).map_err(Problem::Clock)?;
                self.rule(event, Decision::Resumed, "6.11.1");
            }
            EventKind::Adjust { player, seconds } => {
                self.clock.adjust(*player, seconds.saturating_mul(1000));
                self.rule(event, Decision::Adjusted { player: *player, seconds: *seconds }, "6.10.2");
            }
        }
        Ok(())
    }

    /// An event once the game has ended. A move contradicts the record; an
    /// arrival or the arbiter's default-time ruling that showed a default
    /// (6.7.1) has that ruling; anything else has no effect, and is ruled so
    /// under the article that ended the game.
    fn after_end(&mut self, event: usize, kind: &EventKind, ended_before: bool) -> Result<(), Problem> {
        let Some(ended) = &self.end else { return Ok(()) };
        match kind {
            EventKind::Move { .. } => Err(Problem::GameOver),
            EventKind::Arrive { .. } | EventKind::DefaultTime if !ended_before => Ok(()),
            _ => {
                let article = ended.end.article;
                self.rule(event, Decision::NoEffect { article, ended: Some(ended.at) }, article);
                Ok(())
            }
        }
    }

    /// Why the arbiter's default-time ruling on a game going on is refused:
    /// the default time has not passed, or both players came in time.
    fn no_default_due(&self, at: Millis) -> Problem {
        if at <= self.deadline { Problem::DefaultNotPassed } else { Problem::BothPresent }
    }

    /// An illegal move completed by `player` (7.5.5): the opponent gets
    /// time for the first, the second loses.
    fn illegal_move(&mut self, event: usize, at: Millis, player: Color, to_move: Color) -> Result<(), Problem> {
        if player != to_move {
            return Err(Problem::NotToMove { player });
        }
        self.illegal[idx(player)] += 1;
        if self.illegal[idx(player)] == 1 {
            let minutes = self.penalty();
            self.clock.adjust(!player, Millis::from(minutes) * 60_000);
            self.rule(event, Decision::IllegalFirst { player, minutes }, "7.5.5");
        } else {
            self.decide_loss(event, at, player, Termination::IllegalMoves, "7.5.5");
        }
        Ok(())
    }

    /// `player` accepts the opponent's draw offer: a draw by agreement once
    /// both have moved (5.2.3).
    fn accept_draw(&mut self, event: usize, at: Millis, player: Color) -> Result<(), Problem> {
        if self.offer != Some(!player) {
            return Err(Problem::NoOffer { player });
        }
        let position = self.game.position();
        let both_moved = self.game.moves().len() >= 2 || position.fullmoves().get() > 1;
        if !both_moved {
            self.offer = None;
            self.rule(event, Decision::NoAgreementYet, "5.2.3");
        } else {
            let end = End { result: GameResult::Draw, termination: Termination::Agreement, article: "5.2.3" };
            self.finish(event, at, end, Decision::Agreement);
        }
        Ok(())
    }

    fn play(&mut self, event: usize, at: Millis, side: Color, san: &str) -> Result<(), Problem> {
        if at < 0 {
            return Err(Problem::MoveBeforeStart);
        }
        let m = notation::parse_move(self.game.position(), san)
            .map_err(|error| Problem::BadMove { text: san.to_string(), error })?;
        self.clock.complete_move(at).map_err(Problem::Clock)?;
        self.move_clocks.push(self.clock.remaining(side, at));
        self.arrived[idx(side)] = true;
        if self.offer == Some(!side) {
            self.offer = None;
        }
        self.game.play(m);
        let natural = self.game.end();
        let end = match natural {
            Some(GameEnd::Checkmate { winner }) => Some((
                End { result: win_for(winner), termination: Termination::Checkmate, article: "5.1.1" },
                Decision::Checkmated { loser: !winner },
            )),
            Some(GameEnd::Stalemate) => Some((
                End { result: GameResult::Draw, termination: Termination::Stalemate, article: "5.2.1" },
                Decision::Stalemate,
            )),
            Some(GameEnd::InsufficientMaterial) => Some((dead(), Decision::DeadByMaterial)),
            Some(GameEnd::SeventyFiveMoves) => Some((
                End { result: GameResult::Draw, termination: Termination::SeventyFiveMoves, article: "9.6.2" },
                Decision::SeventyFiveMoves,
            )),
            Some(GameEnd::FivefoldRepetition) => Some((
                End { result: GameResult::Draw, termination: Termination::FivefoldRepetition, article: "9.6.1" },
                Decision::FivefoldRepetition,
            )),
            None if is_dead_position(self.game.position()) => Some((dead(), Decision::DeadBySearch)),
            None => None,
        };
        if let Some((end, text)) = end {
            self.finish(event, at, end, text);
        }
        Ok(())
    }

    fn claim_flag(&mut self, event: usize, at: Millis, by: Claimant) {
        let fell = |s: &Self, c: Color| s.clock.flag_fallen(c, at.max(0));
        let (white, black) = (fell(self, Color::White), fell(self, Color::Black));
        // The flag that fell first decides; a player claims only the opponent's.
        let first = match (white, black) {
            (Some(w), Some(b)) => Some(if w <= b { Color::White } else { Color::Black }),
            (Some(_), None) => Some(Color::White),
            (None, Some(_)) => Some(Color::Black),
            (None, None) => None,
        };
        let claimant = match by {
            Claimant::White => Some(Color::White),
            Claimant::Black => Some(Color::Black),
            Claimant::Arbiter => None,
        };
        match (first, claimant) {
            (None, _) => self.rule(event, Decision::FlagNone, "6.8"),
            (Some(loser), Some(c)) if loser == c => self.rule(event, Decision::FlagOwn { claimant: c }, "6.8"),
            (Some(loser), _) => self.decide_loss(event, at, loser, Termination::Timeout, "6.9"),
        }
    }

    fn claim_draw(
        &mut self,
        event: usize,
        at: Millis,
        c: Color,
        kind: DrawKind,
        intended: Option<&str>,
    ) -> Result<(), Problem> {
        let m = match intended {
            Some(text) => Some(
                notation::parse_move(self.game.position(), text)
                    .map_err(|error| Problem::BadMove { text: text.to_string(), error })?,
            ),
            None => None,
        };
        let (correct, termination, article) = match kind {
            DrawKind::Threefold => (self.game.threefold_claim_with(m), Termination::ThreefoldRepetition, "9.2"),
            DrawKind::Fifty => (self.game.fifty_claim_with(m), Termination::FiftyMoves, "9.3"),
        };
        if correct {
            let end = End { result: GameResult::Draw, termination, article };
            self.finish(event, at, end, Decision::ClaimCorrect { by: c, ground: kind });
            return Ok(());
        }
        let minutes = self.penalty();
        self.clock.adjust(!c, Millis::from(minutes) * 60_000);
        // A claim is also a draw offer (9.1.2.4).
        self.offer = Some(c);
        let written = intended.map(str::to_string);
        self.rule(event, Decision::ClaimWrong { by: c, ground: kind, minutes, written }, "9.5.3");
        match intended {
            Some(text) => self.play(event, at.max(0), c, text),
            None => Ok(()),
        }
    }
}

fn dead() -> End {
    End { result: GameResult::Draw, termination: Termination::DeadPosition, article: "5.2.2" }
}
