//! A tournament loaded whole, as the arbiter's actions and the pages that
//! show results read it: players, boards, and the core view of them (one
//! [`tournament::Event`] of the rounds, from which pairing, TRF files,
//! standings, rating changes and norms are computed).

use super::pairing_rules;
use crate::clock::GameMode;
use crate::db::models::{BoardRow, PlayerRow, TournamentRow};
use crate::db::pairing_rules::StoredRules;
use crate::db::{self, BoardId, DbConnection, PlayerId};
use crate::rating::change::RatingKind;
use crate::rating::event::{PlayerChange, RatingRules};
use crate::rating::norm_event::{EventFacts, NormProblem};
use crate::rating::norms::NormReport;
use crate::standings::{self, Progress, Ranking, Standing, TieSettlement};
use crate::tournament::{self, BoardResult, EventPlayer, GameResult, Pairing, PairingNumber, System};
use chrono::Datelike;
use std::collections::HashMap;

/// Everything stored about a tournament's players and rounds.
pub struct StoredEvent {
    /// Settings.
    pub t: TournamentRow,
    /// Players by pairing number (unnumbered ones last).
    pub players: Vec<PlayerRow>,
    /// Every board of the published rounds, by round then board number.
    pub boards: Vec<BoardRow>,
    /// The boards of a proposed round not yet published (Swiss), if any.
    pub draft: Vec<BoardRow>,
    /// What the organiser adds to the pairing rules (acceleration, prohibited pairings).
    pub rules: StoredRules,
    /// The ratings players got during an event lasting over 30 days, read
    /// only when its rating tie-breaks use each round's rating.
    pub later_ratings: Vec<db::player_ratings::PlayerRatingRow>,
    /// The results corrected for the rating report only, by board (C.04.2
    /// 4.3): rating changes and norms read them, pairing and standings do not.
    pub rating_corrections: HashMap<BoardId, GameResult>,
    /// The points the arbiter added or took away, by round.
    pub point_adjustments: Vec<db::point_adjustments::PointAdjustmentRow>,
    number_by_id: HashMap<PlayerId, PairingNumber>,
    index_by_number: HashMap<PairingNumber, usize>,
}

/// A stored player's pairing number, if assigned.
fn pairing_number(p: &PlayerRow) -> Option<PairingNumber> {
    p.pairing_no.map(|n| PairingNumber::new(n as u32))
}

impl StoredEvent {
    /// Loads the players and boards of a tournament.
    pub fn load(conn: &mut DbConnection, t: TournamentRow) -> Result<StoredEvent, diesel::result::Error> {
        let players = db::players::for_tournament(conn, t.id)?;
        let (boards, draft) =
            db::boards::for_tournament(conn, t.id)?.into_iter().partition(|b| b.round <= t.paired_rounds);
        let rules = db::pairing_rules::load(conn, &t)?;
        let later_ratings = match t.long_event && t.ratings_each_round {
            true => db::player_ratings::for_tournament(conn, t.id)?,
            false => Vec::new(),
        };
        let rating_corrections = db::rating_corrections::for_tournament(conn, t.id)?.into_iter().collect();
        let point_adjustments = db::point_adjustments::for_tournament(conn, t.id)?;
        let rows = StoredEvent::of_rows(t, players, boards, draft, rules);
        Ok(StoredEvent { later_ratings, rating_corrections, point_adjustments, ..rows })
    }

    fn of_rows(
        t: TournamentRow,
        players: Vec<PlayerRow>,
        boards: Vec<BoardRow>,
        draft: Vec<BoardRow>,
        rules: StoredRules,
    ) -> StoredEvent {
        let number_by_id = players.iter().filter_map(|p| Some((p.id, pairing_number(p)?))).collect();
        let index_by_number = players.iter().enumerate().filter_map(|(i, p)| Some((pairing_number(p)?, i))).collect();
        StoredEvent {
            t,
            players,
            boards,
            draft,
            rules,
            later_ratings: Vec::new(),
            rating_corrections: HashMap::new(),
            point_adjustments: Vec::new(),
            number_by_id,
            index_by_number,
        }
    }

    /// The same tournament with the players' pairing numbers replaced by
    /// `numbers` (player id, number), as it will be once they are stored.
    pub fn renumbered(&self, numbers: &[(PlayerId, i32)]) -> StoredEvent {
        let number: HashMap<PlayerId, i32> = numbers.iter().copied().collect();
        let mut players = self.players.clone();
        for p in &mut players {
            p.pairing_no = number.get(&p.id).copied();
        }
        players.sort_by_key(|p| (p.pairing_no.is_none(), p.pairing_no, p.id));
        let event =
            StoredEvent::of_rows(self.t.clone(), players, self.boards.clone(), self.draft.clone(), self.rules.clone());
        StoredEvent {
            later_ratings: self.later_ratings.clone(),
            rating_corrections: self.rating_corrections.clone(),
            point_adjustments: self.point_adjustments.clone(),
            ..event
        }
    }

    /// A player's pairing number (0 if none yet).
    pub fn number(&self, player_id: PlayerId) -> PairingNumber {
        self.number_by_id.get(&player_id).copied().unwrap_or(PairingNumber::new(0))
    }

    /// The player with a pairing number.
    pub fn player_by_number(&self, no: PairingNumber) -> Option<&PlayerRow> {
        self.index_by_number.get(&no).map(|&i| &self.players[i])
    }

    /// The player with a row id.
    pub fn player(&self, id: PlayerId) -> Option<&PlayerRow> {
        self.players.iter().find(|p| p.id == id)
    }

    /// The pairings of rounds `1..=up_to`, as core data.
    pub fn rounds(&self, up_to: i32) -> Vec<Vec<Pairing>> {
        self.rounds_reading(up_to, |b| b.pairing(|id| self.number(id)))
    }

    /// The pairings of rounds `1..=up_to`, each board read by `pairing`.
    fn rounds_reading(&self, up_to: i32, pairing: impl Fn(&BoardRow) -> Pairing) -> Vec<Vec<Pairing>> {
        (1..=up_to).map(|r| self.boards.iter().filter(|b| b.round == r).map(&pairing).collect()).collect()
    }

    /// The tournament's record after round `up_to` as pairing and TRF files
    /// read it: the numbered players (with `rank` when given), their rounds
    /// up to the first with a result pending, and the virtual points and
    /// prohibited pairings the pairing of rounds reads.
    pub fn record(&self, up_to: i32, rank: impl Fn(PairingNumber) -> Option<u32>) -> tournament::Event {
        let players = self.event_players(rank);
        tournament::Event {
            total_rounds: Some(self.t.rounds.max(self.t.paired_rounds).max(0) as u32),
            initial_colour: Some(tournament::Color::White),
            accelerations: self.accelerations(),
            prohibited: pairing_rules::prohibitions(&self.players, &self.rules),
            point_adjustments: self.adjustments_through(up_to),
            ..tournament::Event::from_pairings(players, &self.rounds(up_to), self.t.scoring())
        }
    }

    /// Rounds 1 to `up_to` as they stand, games still on the board
    /// included, with the numbered players: what standings, tie-breaks,
    /// crosstables, player cards, rating changes and norms are computed from.
    pub fn played(&self, up_to: i32) -> tournament::Event {
        let event = tournament::Event::as_played(self.event_players(|_| None), &self.rounds(up_to), self.t.scoring());
        let external_values =
            self.players.iter().filter_map(|p| Some((pairing_number(p)?, i64::from(p.external_tiebreak?)))).collect();
        let point_adjustments = self.adjustments_through(up_to);
        tournament::Event { later_ratings: self.later_ratings(), external_values, point_adjustments, ..event }
    }

    /// The points adjusted in rounds 1 to `up_to`, by pairing number.
    fn adjustments_through(&self, up_to: i32) -> Vec<tournament::PointAdjustment> {
        self.point_adjustments
            .iter()
            .filter(|a| a.round <= up_to)
            .filter_map(|a| {
                Some(tournament::PointAdjustment {
                    player: self.number_by_id.get(&a.player_id).copied()?,
                    round: u32::try_from(a.round).ok()?,
                    points: a.points(),
                })
            })
            .collect()
    }

    /// The ratings players got during the event, as the rating tie-breaks
    /// read them (none unless they use each round's rating).
    fn later_ratings(&self) -> Vec<tournament::LaterRating> {
        self.later_ratings
            .iter()
            .filter_map(|r| {
                Some(tournament::LaterRating {
                    player: self.number_by_id.get(&r.player_id).copied()?,
                    from_round: u32::try_from(r.from_round).ok()?,
                    rating: r.rating.max(0) as u32,
                })
            })
            .collect()
    }

    /// The numbered players as the core reads them (with `rank` when given),
    /// without rounds.
    pub fn event_players(&self, rank: impl Fn(PairingNumber) -> Option<u32>) -> Vec<EventPlayer> {
        self.players
            .iter()
            .filter_map(|p| {
                let no = pairing_number(p)?;
                Some(EventPlayer {
                    start_no: no,
                    name: p.name.clone(),
                    sex: p.sex,
                    title: p.title,
                    rating: p.fide_rating.unwrap_or(0).max(0) as u32,
                    national_rating: p.national_rating.unwrap_or(0).max(0) as u32,
                    club: p.club.clone(),
                    federation: p.federation.clone(),
                    fide_id: p.fide_id.and_then(|i| u64::try_from(i).ok()),
                    birth_date: p.birth_date,
                    rank: rank(no),
                    rounds: Vec::new(),
                })
            })
            .collect()
    }

    /// Every group of virtual points of the event, by the current pairing numbers.
    pub fn accelerations(&self) -> Vec<tournament::VirtualPoints> {
        let rounds = self.t.rounds.max(0) as u32;
        pairing_rules::accelerations(self.t.paired_rounds, rounds, &self.players, &self.rules)
    }

    /// Group A of the Baku method as it stands, if the event is so accelerated.
    pub fn baku_group(&self) -> Option<pairing_rules::BakuGroup> {
        pairing_rules::baku_group(self.t.paired_rounds, &self.players, &self.rules)
    }

    /// How far the event has got: the rounds completed (every result in)
    /// and the round in play. Standings, the crosstable, the player cards,
    /// the hall screen, the exports, rating changes, norms and prizes count
    /// [`Progress::completed`] rounds unless the arbiter looks at the round
    /// in play.
    pub fn progress(&self) -> Progress {
        Progress::of(&self.rounds(self.t.paired_rounds))
    }

    /// The last round whose results are all in (0: none yet).
    pub fn completed_rounds(&self) -> i32 {
        self.progress().completed as i32
    }

    /// Standings after round `up_to`, by points alone.
    pub fn standings(&self, up_to: i32) -> Vec<Standing> {
        standings::rank(&self.played(up_to))
    }

    /// Whether the event is a round robin (tie-breaks follow its rules).
    pub fn is_round_robin(&self) -> bool {
        self.t.system() != System::SwissDutch
    }

    /// The standings after round `up_to` ranked by points and the event's
    /// tie-breaks (the default list if the stored one cannot be read).
    pub fn ranking(&self, up_to: i32) -> Ranking {
        self.ranking_of(&self.played(up_to))
    }

    /// [`StoredEvent::ranking`] of rounds already built by [`StoredEvent::played`].
    /// Once every round is in, the ties left after the whole list are
    /// settled as the arbiter chose ([`StoredEvent::tie_settlement`]).
    pub fn ranking_of(&self, played: &tournament::Event) -> Ranking {
        let ranking = self.ranking_without_settling(played);
        if self.is_finished(&ranking) { ranking.settling(&self.tie_settlement()) } else { ranking }
    }

    /// Whether `ranking` counts every round of the event with every result
    /// in: the final standings, where ties left at the end are settled.
    pub fn is_finished(&self, ranking: &Ranking) -> bool {
        self.t.rounds > 0 && ranking.results.completed_rounds() as i32 >= self.t.rounds
    }

    /// How the ties left at the end are settled: the arbiter's rule, the
    /// tournament's seed for lots and the places given by hand.
    pub fn tie_settlement(&self) -> TieSettlement {
        let by_hand =
            self.players.iter().filter_map(|p| Some((pairing_number(p)?, u32::try_from(p.tie_place?).ok()?))).collect();
        TieSettlement { rule: self.t.final_ties(), seed: self.t.lots_seed(), by_hand }
    }

    /// The ranking before ties left at the end are settled (the ties page
    /// shows who is still tied).
    pub fn ranking_without_settling(&self, played: &tournament::Event) -> Ranking {
        let list = crate::actions::standings::tiebreaks::current_list(&self.t);
        let numbers = |keep: fn(&PlayerRow) -> bool| -> Vec<PairingNumber> {
            self.players.iter().filter(|p| keep(p)).filter_map(pairing_number).collect()
        };
        if !self.is_round_robin() {
            let expelled = numbers(|p| p.expelled);
            return Ranking::new(played, false, &list, self.t.tiebreak_edition()).expelling(&expelled);
        }
        let withdrawn = numbers(|p| p.withdrawn_from_round.is_some());
        let cycles = if self.t.system() == System::DoubleRoundRobin { 2 } else { 1 };
        let left_out = crate::standings::withdrawals::left_out(played, &withdrawn, cycles);
        Ranking::leaving_out(played, &list, self.t.tiebreak_edition(), &left_out)
    }

    /// What the games up to round `up_to` do to each player's FIDE rating
    /// (Handbook B.02; the list of the event's game mode), by pairing number.
    pub fn rating_changes(&self, up_to: i32) -> HashMap<PairingNumber, PlayerChange> {
        self.rating_changes_of(&self.played(up_to))
    }

    /// [`StoredEvent::rating_changes`] of rounds already built by [`StoredEvent::played`].
    pub fn rating_changes_of(&self, played: &tournament::Event) -> HashMap<PairingNumber, PlayerChange> {
        let kind = match self.t.game_mode() {
            GameMode::Standard => RatingKind::Standard,
            GameMode::Rapid => RatingKind::Rapid,
            GameMode::Blitz => RatingKind::Blitz,
        };
        let year = u16::try_from(self.t.start_date.year()).unwrap_or(0);
        let rules = RatingRules { kind, event_year: year, k: None };
        crate::rating::event::changes(&self.for_rating(played), rules).into_iter().map(|c| (c.start_no, c)).collect()
    }

    /// The rounds of `played` as the rating report has them: with the
    /// results corrected for it (C.04.2 4.3); `played` itself when none is.
    fn for_rating<'a>(&self, played: &'a tournament::Event) -> std::borrow::Cow<'a, tournament::Event> {
        if self.rating_corrections.is_empty() {
            return std::borrow::Cow::Borrowed(played);
        }
        let rounds =
            self.rounds_reading(played.rounds_recorded() as i32, |b| match self.rating_corrections.get(&b.id) {
                Some(&result) => {
                    BoardRow { result: BoardResult::Game(result), ..b.clone() }.pairing(|id| self.number(id))
                }
                None => b.pairing(|id| self.number(id)),
            });
        let event = tournament::Event::as_played(self.event_players(|_| None), &rounds, self.t.scoring());
        std::borrow::Cow::Owned(tournament::Event { later_ratings: played.later_ratings.clone(), ..event })
    }

    /// Each player's title norm check (B.01 1.4) on the games up to round `up_to`.
    pub fn norms(&self, up_to: i32) -> HashMap<PairingNumber, Result<NormReport, NormProblem>> {
        self.norms_of(&self.played(up_to))
    }

    /// [`StoredEvent::norms`] of rounds already built by [`StoredEvent::played`].
    pub fn norms_of(&self, played: &tournament::Event) -> HashMap<PairingNumber, Result<NormReport, NormProblem>> {
        let system = self.t.system();
        let facts = EventFacts {
            rounds: self.t.rounds.max(0) as u32,
            round_robin: self.is_round_robin(),
            double: system == System::DoubleRoundRobin,
            host_federation: self.t.federation.clone(),
        };
        crate::rating::norm_event::check_all(&self.for_rating(played), &facts).into_iter().collect()
    }
}
