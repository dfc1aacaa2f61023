//! The chessclock of one game (FIDE Laws, article 6) as a pure state
//! machine: every change comes in with its instant (milliseconds on the
//! caller's timeline), and the remaining time of either player can be asked
//! for at any instant. Periods with a move quota add their time when the
//! quota is completed (6.3.1), unused time carries over (6.3.2), increments
//! are added when a move is completed (from the move the control names),
//! a simple delay (6.3.2 "delay mode") is used before the main time runs, a
//! Bronstein delay gives back time used up to the delay. The instant a flag
//! falls is kept.

use super::{DelayKind, Period, TimeControl};
use shakmaty::Color;

/// An instant in milliseconds on the caller's timeline.
pub type Millis = i64;

/// A player's clock.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Side {
    periods: Vec<Period>,
    /// Remaining time when the current move began (or when stopped).
    remaining: Millis,
    /// Time used in the current move so far, pauses excluded.
    used: Millis,
    /// Moves completed.
    moves: u32,
    /// Index of the current period.
    period: usize,
    /// Moves completed in the current period.
    moves_in_period: u32,
    /// When the flag fell, once it has.
    flag: Option<Millis>,
}

impl Side {
    fn current(&self) -> &Period {
        &self.periods[self.period.min(self.periods.len() - 1)]
    }

    /// Time charged to the main time for `used` ms of thinking in one move.
    fn charged(&self, used: Millis) -> Millis {
        match self.current().delay {
            Some(d) if d.kind == DelayKind::Simple => (used - Millis::from(d.seconds) * 1000).max(0),
            _ => used,
        }
    }

    /// How much thinking time in this move makes the flag fall.
    fn thinking_until_flag(&self) -> Millis {
        match self.current().delay {
            Some(d) if d.kind == DelayKind::Simple => self.remaining + Millis::from(d.seconds) * 1000,
            _ => self.remaining,
        }
    }
}

/// Why a clock operation does not apply.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    /// An instant before the last one.
    #[error("time goes backwards")]
    Backwards,
    /// The clock is paused or stopped.
    #[error("the clock is not running")]
    NotRunning,
    /// The clock is already running.
    #[error("the clock is already running")]
    AlreadyRunning,
}

/// Both clocks of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameClock {
    sides: [Side; 2],
    /// Whose turn it is on the clock.
    turn: Color,
    /// Whether the turn's clock is running (false when paused or stopped).
    running: bool,
    /// When the running clock last started, or the last instant seen.
    since: Millis,
}

fn index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl GameClock {
    /// Both clocks set to the control, White's running from `start` (6.6).
    pub fn start(control: &TimeControl, start: Millis) -> GameClock {
        let side = |white: bool| {
            let periods = control.periods(white).to_vec();
            let remaining = periods.first().map_or(0, |p| Millis::from(p.base_seconds) * 1000);
            Side { periods, remaining, used: 0, moves: 0, period: 0, moves_in_period: 0, flag: None }
        };
        GameClock { sides: [side(true), side(false)], turn: Color::White, running: true, since: start }
    }

    /// Whose clock is (or, paused, would be) running.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Whether the clock runs (not paused, not stopped).
    pub fn is_running(&self) -> bool {
        self.running
    }

    /// Moves completed by a player.
    pub fn moves(&self, side: Color) -> u32 {
        self.sides[index(side)].moves
    }

    fn check(&self, at: Millis) -> Result<(), ClockError> {
        if at < self.since { Err(ClockError::Backwards) } else { Ok(()) }
    }

    /// Thinking time of the running player in this move at `at`.
    fn used_at(&self, side: Color, at: Millis) -> Millis {
        let s = &self.sides[index(side)];
        if self.running && side == self.turn { s.used + (at - self.since).max(0) } else { s.used }
    }

    /// Remaining time of `side` at `at`, in milliseconds, never below 0.
    pub fn remaining(&self, side: Color, at: Millis) -> Millis {
        let s = &self.sides[index(side)];
        (s.remaining - s.charged(self.used_at(side, at))).max(0)
    }

    /// How long, from `at`, the running clock stays still before its main
    /// time runs: what is left of a simple delay in this move (0 otherwise).
    pub fn delay_left(&self, at: Millis) -> Millis {
        if !self.running {
            return 0;
        }
        let s = &self.sides[index(self.turn)];
        match s.current().delay {
            Some(d) if d.kind == DelayKind::Simple => {
                (Millis::from(d.seconds) * 1000 - self.used_at(self.turn, at)).max(0)
            }
            _ => 0,
        }
    }

    /// When `side`'s flag fell, if it has by `at`.
    pub fn flag_fallen(&self, side: Color, at: Millis) -> Option<Millis> {
        let s = &self.sides[index(side)];
        if s.flag.is_some() {
            return s.flag;
        }
        if self.running && side == self.turn {
            let instant = self.since + s.thinking_until_flag() - s.used;
            return (instant <= at).then_some(instant);
        }
        None
    }

    /// Keeps the instant a flag falls before the clock state changes.
    fn note_flag(&mut self, at: Millis) {
        let side = self.turn;
        if let Some(instant) = self.flag_fallen(side, at) {
            self.sides[index(side)].flag = Some(instant);
        }
    }

    /// The running player completes a move at `at` (6.2.1): time used is
    /// charged, the increment (from its move on) added, the next period's
    /// time added when the quota is completed; the opponent's clock starts.
    pub fn complete_move(&mut self, at: Millis) -> Result<(), ClockError> {
        self.check(at)?;
        if !self.running {
            return Err(ClockError::NotRunning);
        }
        self.note_flag(at);
        let used = self.used_at(self.turn, at);
        let s = &mut self.sides[index(self.turn)];
        let period = *s.current();
        s.remaining -= s.charged(used);
        if let Some(d) = period.delay.filter(|d| d.kind == DelayKind::Bronstein) {
            s.remaining += used.min(Millis::from(d.seconds) * 1000);
        }
        s.used = 0;
        s.moves += 1;
        s.moves_in_period += 1;
        if s.moves >= period.increment_from_move {
            s.remaining += Millis::from(period.increment_seconds) * 1000;
        }
        if period.moves.is_some_and(|quota| s.moves_in_period >= quota) && s.period + 1 < s.periods.len() {
            s.period += 1;
            s.moves_in_period = 0;
            s.remaining += Millis::from(s.periods[s.period].base_seconds) * 1000;
        }
        self.turn = !self.turn;
        self.since = at;
        Ok(())
    }

    /// Stops both clocks at `at` (a pause, or the end of the game).
    pub fn pause(&mut self, at: Millis) -> Result<(), ClockError> {
        self.check(at)?;
        if !self.running {
            return Err(ClockError::NotRunning);
        }
        self.note_flag(at);
        let used = self.used_at(self.turn, at);
        self.sides[index(self.turn)].used = used;
        self.running = false;
        self.since = at;
        Ok(())
    }

    /// Restarts the clock of the player to move at `at`.
    pub fn resume(&mut self, at: Millis) -> Result<(), ClockError> {
        self.check(at)?;
        if self.running {
            return Err(ClockError::AlreadyRunning);
        }
        self.running = true;
        self.since = at;
        Ok(())
    }

    /// Adds (or with a negative amount takes away) time on a player's clock:
    /// an arbiter's correction or a penalty (7.5.5, 9.5.3). A fallen flag
    /// stays fallen.
    pub fn adjust(&mut self, side: Color, millis: Millis) {
        self.sides[index(side)].remaining += millis;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: Millis = 60_000;

    fn control(text: &str) -> TimeControl {
        text.parse().unwrap()
    }

    /// Plays `moves` moves each, every move of `side` taking `think` ms and
    /// the other side's 1 ms; returns the clock and the instant reached.
    fn play(clock: &mut GameClock, mut at: Millis, moves: u32, white_think: Millis, black_think: Millis) -> Millis {
        for _ in 0..moves {
            at += white_think;
            clock.complete_move(at).unwrap();
            at += black_think;
            clock.complete_move(at).unwrap();
        }
        at
    }

    #[test]
    fn a_simple_delay_holds_the_clock_still_first() {
        let mut clock = GameClock::start(&control("300d5"), 0);
        assert_eq!(clock.delay_left(2000), 3000);
        assert_eq!(clock.remaining(Color::White, 2000), 300_000, "the main time waits for the delay");
        assert_eq!(clock.delay_left(7000), 0);
        assert_eq!(clock.remaining(Color::White, 7000), 298_000);
        clock.complete_move(7000).unwrap();
        assert_eq!(clock.delay_left(7000), 5000, "Black's delay starts afresh");
        let bronstein = GameClock::start(&control("300b5"), 0);
        assert_eq!(bronstein.delay_left(1000), 0, "a Bronstein clock counts down and gives back later");
    }

    #[test]
    fn laws_example_ninety_for_forty_then_thirty_with_increment() {
        // 90 min for 40 moves + 30 min, 30 s per move from move 1: after 40
        // moves having used 85:00, White has 90 + 20 - 85 + 30 = 55:00.
        let mut clock = GameClock::start(&control("40/5400+30:1800+30"), 0);
        let at = play(&mut clock, 0, 40, 85 * MIN / 40, 1000);
        assert_eq!(clock.remaining(Color::White, at), 55 * MIN);
        assert_eq!(clock.moves(Color::White), 40);
    }

    #[test]
    fn increment_from_a_later_move() {
        // 100 min for 40, 50 min for 20, 15 min; 30 s only from move 61.
        let mut clock = GameClock::start(&control("40/6000:20/3000:900+30@61"), 0);
        let at = play(&mut clock, 0, 60, 1000, 1000);
        assert_eq!(clock.remaining(Color::White, at), (6000 + 3000 + 900 - 60) * 1000);
        let at = play(&mut clock, at, 1, 1000, 1000);
        assert_eq!(clock.remaining(Color::White, at), (6000 + 3000 + 900 - 61 + 30) * 1000);
    }

    #[test]
    fn white_clock_runs_from_the_start_and_flags_fall_at_an_instant() {
        let mut clock = GameClock::start(&control("180+2"), 1_000);
        assert_eq!(clock.remaining(Color::White, 61_000), 120_000);
        assert_eq!(clock.flag_fallen(Color::White, 181_000), Some(181_000));
        assert_eq!(clock.flag_fallen(Color::White, 180_999), None);
        clock.complete_move(200_000).unwrap();
        // The fall is kept; the clock never shows less than zero, and the
        // increment does not bring a fallen flag back.
        assert_eq!(clock.flag_fallen(Color::White, 200_000), Some(181_000));
        assert_eq!(clock.remaining(Color::White, 200_000), 0);
        assert_eq!(clock.flag_fallen(Color::Black, 200_000), None);
    }

    #[test]
    fn pauses_do_not_count_and_adjustments_add() {
        let mut clock = GameClock::start(&control("600"), 0);
        clock.pause(10_000).unwrap();
        clock.resume(70_000).unwrap();
        assert_eq!(clock.remaining(Color::White, 80_000), 580_000);
        clock.adjust(Color::Black, 2 * MIN);
        clock.complete_move(80_000).unwrap();
        assert_eq!(clock.remaining(Color::Black, 90_000), 710_000);
        assert_eq!(clock.pause(70_000), Err(ClockError::Backwards));
    }

    #[test]
    fn delays() {
        // Simple delay: the first 5 s of each move do not count.
        let mut simple = GameClock::start(&control("300d5"), 0);
        simple.complete_move(4_000).unwrap();
        assert_eq!(simple.remaining(Color::White, 4_000), 300_000);
        simple.complete_move(5_000).unwrap();
        simple.complete_move(17_000).unwrap();
        assert_eq!(simple.remaining(Color::White, 17_000), 293_000);
        // The flag falls after the delay plus the main time.
        assert_eq!(simple.flag_fallen(Color::Black, 17_000 + 305_000), Some(17_000 + 305_000));
        // Bronstein: time used is given back up to 5 s.
        let mut bronstein = GameClock::start(&control("300b5"), 0);
        bronstein.complete_move(3_000).unwrap();
        assert_eq!(bronstein.remaining(Color::White, 3_000), 300_000);
        bronstein.complete_move(4_000).unwrap();
        bronstein.complete_move(16_000).unwrap();
        assert_eq!(bronstein.remaining(Color::White, 16_000), 293_000);
    }
}
