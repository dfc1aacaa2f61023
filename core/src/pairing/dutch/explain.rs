//! Why this pairing: for each board of a Dutch round, the score groups of the
//! two players, who floated and what forced it, and which colour rule
//! decided; for the pairing-allocated bye, why this player. Read from the
//! pairing the engine made (or the arbiter published) and the players' data
//! before the round, not from a second engine.

use super::colours::{ColourRule, colour_decision};
use super::player::{Player, RoundInput, derive};
use super::{Board, RoundPairing};
use crate::tournament::{Color, PairingNumber, Points};
use std::collections::HashMap;

/// Why a player left their score group for a lower one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatReason {
    /// No one left in the score group could meet them: every other player
    /// had played them already or may not meet them (C1), or shares their
    /// absolute colour preference (C3).
    NoCompatibleOpponent,
    /// The score group had an odd number of players to pair, so one had to
    /// float (C6: as many pairs as possible in the group).
    OddScoreGroup,
    /// Pairing them inside the group would have left the lower groups
    /// unpairable, or given the bye to a higher score (C4, C5, C8).
    CompletesTheRound,
}

/// A game between players of different scores (C.04.3 1.4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Float {
    /// Who floated down (the higher score).
    pub downfloater: PairingNumber,
    /// Who floated up to meet them.
    pub upfloater: PairingNumber,
    /// What forced the downfloat.
    pub reason: FloatReason,
}

/// How a board's colours were decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourReason {
    /// A rule of C.04.3 5.2, applied to the player whose preference or rank
    /// it followed (the higher-ranked player for 5.2.4 and 5.2.5).
    Rule {
        /// The rule.
        rule: ColourRule,
        /// The player it followed.
        player: PairingNumber,
        /// That player's preference before the round, if any.
        preference: Option<Color>,
    },
    /// The rules give the other colours: the arbiter set these.
    ByArbiter,
}

/// Why one board is as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardWhy {
    /// The board as paired.
    pub board: Board,
    /// White's score before the round (the score group).
    pub white_score: Points,
    /// Black's score before the round.
    pub black_score: Points,
    /// The float, when the scores differ.
    pub float: Option<Float>,
    /// How the colours were decided.
    pub colour: ColourReason,
}

/// Why a player got the pairing-allocated bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByeWhy {
    /// The player.
    pub player: PairingNumber,
    /// Their score before the round.
    pub score: Points,
    /// Players with a lower score, or of the same score and ranked lower, who
    /// may not get it (C2: they had it, or an unplayed round worth a win).
    pub not_allowed: Vec<PairingNumber>,
    /// Whether the player is the lowest-ranked of those in the lowest score
    /// that may get it; otherwise the rest of the round decided (C4, C9).
    pub lowest_ranked_allowed: bool,
}

/// Why a round is paired as it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundWhy {
    /// One per board, in the pairing's order.
    pub boards: Vec<BoardWhy>,
    /// The pairing-allocated bye, if any.
    pub bye: Option<ByeWhy>,
}

/// Explains `pairing`, a pairing of the round `input` describes.
pub fn explain(input: &RoundInput, pairing: &RoundPairing) -> RoundWhy {
    let players = derive(input);
    let by_id: HashMap<PairingNumber, &Player> = players.iter().map(|p| (p.id, p)).collect();
    let find = |id: PairingNumber| by_id.get(&id).copied();
    let seated = Seated::of(pairing, &by_id);
    let boards = pairing
        .boards
        .iter()
        .filter_map(|&board| {
            let (w, b) = (find(board.white)?, find(board.black)?);
            Some(BoardWhy {
                board,
                white_score: Points(w.score),
                black_score: Points(b.score),
                float: float(input, &players, &seated, w, b),
                colour: colour(input, w, b),
            })
        })
        .collect();
    let bye = pairing.bye.and_then(find).map(|p| bye(input, &players, &seated, p));
    RoundWhy { boards, bye }
}

fn colour(input: &RoundInput, white: &Player, black: &Player) -> ColourReason {
    let (colour, rule) = colour_decision(white, black, input);
    if colour != Color::White {
        return ColourReason::ByArbiter;
    }
    let higher = if super::colours::ranks_below(white, black) { black } else { white };
    let followed = match rule {
        ColourRule::BothPreferences => {
            if white.colour_preference.is_some() {
                white
            } else {
                black
            }
        }
        // Both wanted the same colour; the stronger got it.
        ColourRule::StrongerPreference => {
            if white.colour_preference == Some(Color::White) {
                white
            } else {
                black
            }
        }
        ColourRule::Alternation | ColourRule::HigherRankedPreference | ColourRule::RankParity => higher,
    };
    ColourReason::Rule { rule, player: followed.id, preference: followed.colour_preference }
}

/// Whether two players may meet under the absolute criteria C1 and C3.
fn may_meet(input: &RoundInput, a: &Player, b: &Player) -> bool {
    !input.have_met(a, b) && !input.same_absolute_preference(a, b)
}

/// Who is paired in the round, with the score of the opponent each met
/// (none for the bye): read once, asked for every board.
struct Seated(HashMap<PairingNumber, Option<i32>>);

impl Seated {
    fn of(pairing: &RoundPairing, by_id: &HashMap<PairingNumber, &Player>) -> Seated {
        let score = |id: PairingNumber| by_id.get(&id).map(|p| p.score);
        let mut seated: HashMap<PairingNumber, Option<i32>> =
            pairing.boards.iter().flat_map(|b| [(b.white, score(b.black)), (b.black, score(b.white))]).collect();
        seated.extend(pairing.bye.map(|id| (id, None)));
        Seated(seated)
    }

    fn is_paired(&self, id: PairingNumber) -> bool {
        self.0.contains_key(&id)
    }

    /// The opponent's score, none for the bye or a player not paired.
    fn opponents_score(&self, id: PairingNumber) -> Option<i32> {
        self.0.get(&id).copied().flatten()
    }
}

fn float(input: &RoundInput, players: &[Player], seated: &Seated, w: &Player, b: &Player) -> Option<Float> {
    if w.score == b.score {
        return None;
    }
    let (down, up) = if w.score > b.score { (w, b) } else { (b, w) };
    let group: Vec<&Player> = players.iter().filter(|p| p.score == down.score && seated.is_paired(p.id)).collect();
    let reason = if !group.iter().any(|o| o.id != down.id && may_meet(input, down, o)) {
        FloatReason::NoCompatibleOpponent
    } else {
        let met = |p: &Player| seated.opponents_score(p.id);
        let came_down = group.iter().filter(|p| met(p).is_some_and(|s| s > down.score)).count();
        let went_down = group.iter().filter(|p| met(p).is_none_or(|s| s < down.score)).count();
        if (group.len() - came_down) % 2 == 1 && went_down == 1 {
            FloatReason::OddScoreGroup
        } else {
            FloatReason::CompletesTheRound
        }
    };
    Some(Float { downfloater: down.id, upfloater: up.id, reason })
}

fn bye(input: &RoundInput, players: &[Player], seated: &Seated, p: &Player) -> ByeWhy {
    let below = |q: &&Player| {
        q.id != p.id
            && seated.is_paired(q.id)
            && (q.score < p.score || (q.score == p.score && q.rank_index > p.rank_index))
    };
    let not_allowed = players.iter().filter(below).filter(|q| !input.may_get_pab(q)).map(|q| q.id).collect();
    let lowest_ranked_allowed = !players.iter().filter(below).any(|q| input.may_get_pab(q));
    ByeWhy { player: p.id, score: Points(p.score), not_allowed, lowest_ranked_allowed }
}
