//! What the Dutch system knows about a player before a round: score, rank,
//! colour history and preference (C.04.3 1.6-1.7), floats, bye eligibility.

use crate::tournament::{Color, PairingNumber, Points, Scoring};

/// A player's result in a round, as the pairing rules see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchScore {
    /// Lost (over the board, by forfeit, zero-point bye or absence).
    Loss,
    /// Drawn (or a half-point bye).
    Draw,
    /// Won (over the board, by forfeit, full-point or pairing-allocated bye).
    Win,
}

/// One round of a player's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The opponent's index in [`RoundInput::players`]; none for a bye or absence.
    pub opponent: Option<usize>,
    /// Color, for played games only.
    pub colour: Option<Color>,
    /// The result.
    pub score: MatchScore,
    /// Whether the game was played over the board.
    pub played: bool,
    /// Whether the player was paired (a game, forfeited or not, or the PAB).
    pub participated: bool,
}

/// A registered player before the round is paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerHistory {
    /// Starting rank (TPN), used in the output.
    pub id: PairingNumber,
    /// History: one entry per round already played, plus one for the round
    /// being paired when the player is known to be absent from it.
    pub entries: Vec<Entry>,
    /// Starting ranks this player may never meet (besides former opponents).
    pub forbidden: Vec<PairingNumber>,
    /// Virtual points (accelerated pairings) added to the score for pairing
    /// each round, round 1 first, up to the round being paired; a round
    /// not listed adds none. They decide score groups, floats, topscorers
    /// and the bye, never the points of the standings. The points the
    /// arbiter adjusted in earlier rounds are added here too, as scored.
    pub virtual_points: Vec<Points>,
}

/// Everything needed to pair the next round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundInput {
    /// All registered players, in starting-rank order.
    pub players: Vec<PlayerHistory>,
    /// Rounds already played.
    pub played_rounds: usize,
    /// Rounds the tournament will have.
    pub total_rounds: usize,
    /// The colour the top player gets in round 1 (and by rank parity later).
    pub initial_colour: Color,
    /// Points per result.
    pub scoring: Scoring,
}

/// The derived pairing data of one player (index = position in `RoundInput::players`).
#[derive(Clone, Debug)]
pub(super) struct Player {
    pub id: PairingNumber,
    pub index: usize,
    pub entries: Vec<Entry>,
    /// The score for pairing: points plus virtual points of this round.
    pub score: i32,
    pub rank_index: usize,
    pub colour_imbalance: u32,
    pub colour_preference: Option<Color>,
    pub repeated_colour: Option<Color>,
    pub strong_preference: bool,
    pub played_games: u32,
    pub valid: bool,
}

impl Player {
    pub fn absolute_imbalance(&self) -> bool {
        self.colour_imbalance > 1
    }

    pub fn absolute_preference(&self) -> bool {
        self.absolute_imbalance() || self.repeated_colour.is_some()
    }
}

/// Points of one history entry for player `me`, in tenths. A forfeit loss
/// scores as a zero-point bye, a bye as its kind.
pub(super) fn entry_points(scoring: &Scoring, me: usize, e: &Entry) -> i32 {
    let points = match e.score {
        MatchScore::Loss if e.participated && e.played => scoring.loss,
        MatchScore::Loss => scoring.zero_point_bye,
        MatchScore::Win if e.participated && (e.opponent.is_none() || e.opponent == Some(me)) => {
            scoring.pairing_allocated_bye
        }
        MatchScore::Win if !e.participated => scoring.full_point_bye,
        MatchScore::Win => scoring.win,
        MatchScore::Draw if !e.participated => scoring.half_point_bye,
        MatchScore::Draw => scoring.draw,
    };
    points.0
}

/// Derives scores, colour data and effective ranks (C.04.2 3.4: only played
/// games count for colours; players who never took part are not numbered).
impl RoundInput {
    /// The virtual points of player `index` when round `round_index` (from
    /// 0) was or is paired, in tenths.
    pub(super) fn virtual_points(&self, index: usize, round_index: usize) -> i32 {
        self.players[index].virtual_points.get(round_index).map_or(0, |p| p.0)
    }

    /// Whether the round to pair is the last one, where topscorers may
    /// break the colour criteria.
    pub(super) fn is_last_round(&self) -> bool {
        self.played_rounds + 1 >= self.total_rounds
    }

    /// A topscorer (C.04.3 1.8): in the last round, more than half the
    /// maximum score possible so far.
    pub(super) fn is_topscorer(&self, p: &Player) -> bool {
        let most = self.played_rounds as i32 * self.scoring.win.0.max(self.scoring.draw.0);
        self.is_last_round() && p.score > most >> 1
    }

    /// [C1]: whether `a` and `b` have played each other over the board, or
    /// may not meet (a prohibited pairing).
    pub(super) fn have_met(&self, a: &Player, b: &Player) -> bool {
        self.played_each_other(a, b) || self.prohibited(a, b)
    }

    /// Whether `a` and `b` have played each other over the board.
    pub(super) fn played_each_other(&self, a: &Player, b: &Player) -> bool {
        a.entries.iter().any(|e| e.played && e.opponent == Some(b.index))
    }

    /// Whether a prohibited pairing keeps `a` and `b` apart in this round.
    pub(super) fn prohibited(&self, a: &Player, b: &Player) -> bool {
        self.players[a.index].forbidden.contains(&b.id) || self.players[b.index].forbidden.contains(&a.id)
    }

    /// [C3]: whether `a` and `b` are two non-topscorers with the same absolute
    /// colour preference, who may not meet.
    pub(super) fn same_absolute_preference(&self, a: &Player, b: &Player) -> bool {
        a.absolute_preference()
            && b.absolute_preference()
            && a.colour_preference == b.colour_preference
            && !self.is_topscorer(a)
            && !self.is_topscorer(b)
    }

    /// [C2]: whether the player may receive the pairing-allocated bye: not
    /// after one already, nor after an unplayed round that scored a win.
    pub(super) fn may_get_pab(&self, p: &Player) -> bool {
        let s = &self.scoring;
        !p.entries.iter().take(self.played_rounds).any(|e| {
            let had_pab = e.participated && e.opponent.is_none();
            !e.played && (had_pab || entry_points(s, p.index, e) >= s.win.0)
        })
    }
}

pub(super) fn derive(input: &RoundInput) -> Vec<Player> {
    let mut players: Vec<Player> = input
        .players
        .iter()
        .enumerate()
        .map(|(index, s)| {
            let history = &s.entries[..s.entries.len().min(input.played_rounds)];
            let score = history.iter().map(|e| entry_points(&input.scoring, index, e)).sum::<i32>()
                + input.virtual_points(index, input.played_rounds);
            let valid = s.entries.len() <= input.played_rounds || s.entries.iter().any(|e| e.participated);
            let (mut white, mut black, mut consecutive, mut played) = (0u32, 0u32, 0u32, 0u32);
            let mut repeated: Option<Color> = None;
            for e in s.entries.iter().filter(|e| e.played) {
                let Some(c) = e.colour else { continue };
                played += 1;
                if c == Color::White {
                    white += 1
                } else {
                    black += 1
                }
                consecutive = if consecutive == 0 || Some(c) != repeated { 1 } else { consecutive + 1 };
                repeated = Some(c);
            }
            let lower = if white > black { Color::Black } else { Color::White };
            let imbalance = white.abs_diff(black);
            let preference = if imbalance > 1 {
                Some(lower)
            } else if consecutive > 1 {
                repeated.map(Color::other)
            } else if imbalance > 0 {
                Some(lower)
            } else if consecutive > 0 {
                repeated.map(Color::other)
            } else {
                None
            };
            let repeated_colour = if consecutive > 1 { repeated } else { None };
            let absolute = imbalance > 1 || repeated_colour.is_some();
            Player {
                id: s.id,
                index,
                entries: s.entries.clone(),
                score,
                rank_index: 0,
                colour_imbalance: imbalance,
                colour_preference: preference,
                repeated_colour,
                strong_preference: !absolute && imbalance > 0,
                played_games: played,
                valid,
            }
        })
        .collect();
    for (rank, p) in players.iter_mut().filter(|p| p.valid).enumerate() {
        p.rank_index = rank;
    }
    players
}
