//! The audit log's entries worded as sentences in the reader's language,
//! so an appeals committee reads "FIDE rating of Petrov, Ivan changed from
//! 2240 to 2255", not the program's internals. The entries themselves are
//! typed changes of the actions layer ([`crate::actions::audit`]).

use crate::actions::audit::{AuditEvent, BoardRef, FieldChange, PrizeTerms, Said, StoredEntry, Value};
use crate::chess::Termination;
use crate::db::models::AuditRow;
use crate::rulings::incident::{LogEntry, LoggedEvent};
use crate::tournament::{BoardResult, GameResult, Points};
use crate::web::i18n::Tr;
use crate::web::parts::laws_text::{log_text, said};
use crate::web::parts::standings_table::{UNDEFINED, format_value};

impl Value {
    fn show(&self, tr: &Tr) -> String {
        match self {
            Value::None => tr.t("audit-none"),
            Value::Text(s) => s.clone(),
            Value::Number(n) => n.to_string(),
            Value::Points(tenths) => Points(*tenths).to_string(),
            Value::Message(key) => tr.t(key),
        }
    }
}

impl StoredEntry {
    /// The entry worded in the reader's language, if it can still be read.
    fn text(&self, tr: &Tr) -> Option<String> {
        let entry = LogEntry::from_stored(&self.kind, &self.fields).ok()?;
        Some(log_text(tr, &LoggedEvent { at: chrono::DateTime::UNIX_EPOCH, entry }))
    }
}

impl PrizeTerms {
    fn text(&self, tr: &Tr) -> String {
        let cutoff = self.age_cutoff.map_or_else(|| tr.t("audit-prize-cutoff-default"), |d| d.to_string());
        tr.args(
            "audit-prize-terms",
            &[
                ("sharing", tr.t(&format!("audit-prize-sharing-{}", self.sharing))),
                ("cutoff", cutoff),
                ("currency", if self.currency.is_empty() { tr.t("audit-none") } else { self.currency.clone() }),
            ],
        )
    }
}

impl Said {
    fn text(&self, tr: &Tr) -> String {
        said(tr, &self.key, self.args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect())
    }
}

impl AuditEvent {
    /// The entry as a sentence in the reader's language.
    pub fn sentence(&self, tr: &Tr) -> String {
        use AuditEvent::*;
        match self {
            TournamentCreated { .. }
            | TournamentImported { .. }
            | SettingChanged(_)
            | TournamentArchived
            | TournamentRestored
            | FideModeLeft { .. }
            | BreachRecorded { .. }
            | ArbiterAdded { .. }
            | ArbiterRemoved { .. }
            | TiebreaksChanged { .. }
            | ScheduleChanged { .. }
            | TiebreakEditionChanged { .. }
            | LongEventSet { .. }
            | FinalTiesRule { .. }
            | OfficialsNamed { .. }
            | RatingMethodSet { .. }
            | ListSequenceSet { .. }
            | PairingNumbersGiven { .. }
            | RatingChecksSet { .. }
            | Chess960Set { .. }
            | SelfServiceSet { .. } => self.tournament_sentence(tr),
            PlayerAdded { .. }
            | PlayersImported { .. }
            | PlayerChanged { .. }
            | PlayerWithdrawn { .. }
            | PlayerDeleted { .. }
            | HpbEligibility { .. }
            | LaterRatingSet { .. }
            | TieEntry { .. }
            | PointsAdjusted { .. }
            | PlayerLinkRenewed { .. }
            | PlayerEmailSet { .. }
            | PlayerAsked { .. }
            | RequestDecided { .. }
            | CheckIn { .. }
            | ResultReported { .. }
            | ByeRequest { .. } => self.player_sentence(tr),
            RoundsPaired { .. }
            | LastTwoRoundsOrder { .. }
            | BergerNumbersSet { .. }
            | BergerNumbersCleared
            | RoundProposed { .. }
            | RoundStartedByHand { .. }
            | RoundPublished { .. }
            | DraftDiscarded { .. }
            | PlayersExchanged { .. }
            | PairingNumbersExchanged { .. }
            | PairingNumbersRegenerated { .. }
            | RoundsTakenBack { .. }
            | PlayerTakenOut { .. }
            | PairedByHand { .. } => self.round_sentence(tr),
            ResultChanged { .. }
            | RatingCorrection { .. }
            | ColoursExchanged { .. }
            | ResultDropped { .. }
            | BoardRemoved { .. }
            | ClockStarted { .. }
            | GameLogEntry { .. }
            | GameLogEntryWithdrawn { .. }
            | MoveTimeCorrected { .. }
            | Ruling { .. }
            | MoveTakenBack { .. }
            | StartPosition { .. }
            | PgnLoaded { .. } => self.board_sentence(tr),
            PrizeSettings { .. }
            | CategoryAdded { .. }
            | CategoryDeleted { .. }
            | PrizesAdded { .. }
            | PrizesDeleted { .. } => self.prize_sentence(tr),
            AccelerationChanged { .. } | VirtualPoints { .. } | ProhibitedPairing { .. } => {
                self.pairing_rules_sentence(tr)
            }
            TeamSettingsChanged { .. }
            | TeamAdded { .. }
            | TeamChanged { .. }
            | TeamWithdrawn { .. }
            | RosterChanged { .. }
            | TeamRoundPaired { .. }
            | LineUpSet { .. }
            | CaptainLinkRenewed { .. }
            | MatchForfeited { .. }
            | TeamRoundTakenBack { .. }
            | TeamsSwapped { .. }
            | TeamTiebreaksChanged { .. } => {
                crate::web::tournaments::team_audit_text::team_sentence(self, tr, |c| change_args(tr, c))
                    .unwrap_or_default()
            }
            EntryAccepted { player, .. } => tr.t1("audit-entry-accepted", "player", player),
            EntryRefused { player, reason } if reason.is_empty() => tr.t1("audit-entry-refused", "player", player),
            EntryRefused { player, reason } => {
                tr.args("audit-entry-refused-because", &[("player", player.clone()), ("reason", reason.clone())])
            }
        }
    }

    /// The sentence of a change to the pairing rules (acceleration, prohibitions).
    fn pairing_rules_sentence(&self, tr: &Tr) -> String {
        use AuditEvent::*;
        let rounds = |first: i32, last: i32| [("first", first.to_string()), ("last", last.to_string())];
        match self {
            AccelerationChanged { before, after } => {
                let name = |code: &str| tr.t(if code.is_empty() { "acceleration-none" } else { "acceleration-baku" });
                tr.args("audit-acceleration-changed", &[("before", name(before)), ("after", name(after))])
            }
            VirtualPoints { added, group: g } => {
                let key = if *added { "audit-virtual-points-added" } else { "audit-virtual-points-deleted" };
                let mut args = rounds(g.first_round, g.last_round).to_vec();
                args.push(("points", crate::tournament::Points::from_tenths(g.points).to_string()));
                args.push(("from", g.first_player.to_string()));
                args.push(("to", g.last_player.to_string()));
                tr.args(key, &args)
            }
            ProhibitedPairing { added, players, rule, first_round, last_round } => {
                let key = if *added { "audit-prohibition-added" } else { "audit-prohibition-deleted" };
                let who = match rule.as_str() {
                    "club" => tr.t("prohibited-same-club"),
                    "federation" => tr.t("prohibited-same-federation"),
                    _ => players.join("; "),
                };
                let mut args = rounds(*first_round, *last_round).to_vec();
                args.push(("players", who));
                tr.args(key, &args)
            }
            _ => unreachable!("not a pairing rules event"),
        }
    }

    /// The sentence of an event of the tournament itself.
    fn tournament_sentence(&self, tr: &Tr) -> String {
        use AuditEvent::*;
        match self {
            TournamentCreated { name } => tr.t1("audit-tournament-created", "name", name),
            TournamentImported { name, players, rounds, pending, defaults } => {
                let args = [
                    ("name", name.clone()),
                    ("players", players.to_string()),
                    ("rounds", rounds.to_string()),
                    ("pending", pending.to_string()),
                ];
                let sentence = tr.args("audit-tournament-imported", &args);
                match defaults.is_empty() {
                    true => sentence,
                    false => format!("{sentence}. {}", import_defaults_text(tr, defaults)),
                }
            }
            SettingChanged(c) => tr.args("audit-setting-changed", &change_args(tr, c)),
            TournamentArchived => tr.t("audit-tournament-archived"),
            TournamentRestored => tr.t("audit-tournament-restored"),
            FideModeLeft { round: 0 } => tr.t("audit-fide-mode-left-before"),
            FideModeLeft { round } => tr.t1("audit-fide-mode-left", "round", &round.to_string()),
            BreachRecorded { kind, round } => {
                tr.args("audit-breach-recorded", &[("kind", tr.tk("breach-", kind)), ("round", round.to_string())])
            }
            ArbiterAdded { username } => tr.t1("audit-arbiter-added", "user", username),
            ArbiterRemoved { username } => tr.t1("audit-arbiter-removed", "user", username),
            TiebreaksChanged { before, after } => {
                tr.args("audit-tiebreaks-changed", &[("before", before.clone()), ("after", after.clone())])
            }
            ScheduleChanged { before, after } => {
                let text = |starts: &[String]| match starts.is_empty() {
                    true => tr.t("audit-none"),
                    false => {
                        let round = |(n, at): (usize, &String)| {
                            let at = if at.is_empty() { tr.t("audit-none") } else { at.clone() };
                            tr.args("audit-schedule-round", &[("round", (n + 1).to_string()), ("start", at)])
                        };
                        starts.iter().enumerate().map(round).collect::<Vec<_>>().join("; ")
                    }
                };
                tr.args("audit-schedule-changed", &[("before", text(before)), ("after", text(after))])
            }
            TiebreakEditionChanged { before, after, by_date } => {
                let key = if *by_date { "audit-tiebreak-edition-by-date" } else { "audit-tiebreak-edition-chosen" };
                tr.args(key, &[("before", before.clone()), ("after", after.clone())])
            }
            LongEventSet { long_event: false, .. } => tr.t("audit-long-event-off"),
            LongEventSet { long_event: true, ratings_each_round } => {
                tr.t(if *ratings_each_round { "audit-long-event-each-round" } else { "audit-long-event-first" })
            }
            FinalTiesRule { lots } => tr.t(if *lots { "audit-final-ties-lots" } else { "audit-final-ties-shared" }),
            SelfServiceSet { summary } if summary.is_empty() => tr.t("audit-self-service-off"),
            SelfServiceSet { summary } => tr.t1("audit-self-service-set", "summary", summary),
            Chess960Set { chess960 } => tr.t(if *chess960 { "audit-chess960-on" } else { "audit-chess960-off" }),
            RatingMethodSet { before, after } => {
                tr.args("audit-rating-method", &[("before", before.clone()), ("after", after.clone())])
            }
            RatingChecksSet { on } => tr.t(if *on { "audit-rating-checks-on" } else { "audit-rating-checks-off" }),
            PairingNumbersGiven { changed } => tr.n("audit-pairing-numbers-given", *changed),
            ListSequenceSet { before, after } => {
                let named = |codes: &str| {
                    let kinds = codes.split(',').map(|c| tr.tk("rating-source-kind-short-", c));
                    kinds.collect::<Vec<_>>().join(" → ")
                };
                tr.args("audit-list-sequence", &[("before", named(before)), ("after", named(after))])
            }
            OfficialsNamed { chief, deputies } => {
                let none = || tr.t("audit-none");
                let chief = chief.clone().unwrap_or_else(none);
                let deputies = if deputies.is_empty() { none() } else { deputies.join("; ") };
                tr.args("audit-officials-named", &[("chief", chief), ("deputies", deputies)])
            }
            _ => unreachable!("not a tournament event"),
        }
    }

    /// The sentence of an event of the player list.
    fn player_sentence(&self, tr: &Tr) -> String {
        use AuditEvent::*;
        match self {
            PlayerAdded { player } => tr.t1("audit-player-added", "player", player),
            PlayersImported { count } => tr.n("audit-players-imported", *count),
            PlayerChanged { player, change, list } => {
                let mut args = change_args(tr, change);
                args.push(("player", player.clone()));
                match list {
                    Some(list) => {
                        args.push(("list", list.clone()));
                        tr.args("audit-player-refreshed", &args)
                    }
                    None => tr.args("audit-player-changed", &args),
                }
            }
            PlayerWithdrawn { player, from_round: Some(r), expelled } => {
                let key = if *expelled { "audit-player-expelled" } else { "audit-player-withdrawn" };
                tr.args(key, &[("player", player.clone()), ("round", r.to_string())])
            }
            PlayerWithdrawn { player, from_round: None, .. } => tr.t1("audit-player-reinstated", "player", player),
            PlayerDeleted { player } => tr.t1("audit-player-deleted", "player", player),
            LaterRatingSet { player, from_round, rating: Some(rating) } => tr.args(
                "audit-later-rating-set",
                &[("player", player.clone()), ("round", from_round.to_string()), ("rating", rating.to_string())],
            ),
            LaterRatingSet { player, from_round, rating: None } => {
                tr.args("audit-later-rating-removed", &[("player", player.clone()), ("round", from_round.to_string())])
            }
            TieEntry { player, place, external } => {
                let or_none = |v: Option<String>| v.unwrap_or_else(|| UNDEFINED.to_string());
                let args = [
                    ("player", player.clone()),
                    ("place", or_none(place.map(|p| p.to_string()))),
                    ("value", or_none(external.map(|v| format_value(i64::from(v))))),
                ];
                tr.args("audit-tie-entry", &args)
            }
            PlayerLinkRenewed { player } => tr.t1("audit-player-link-renewed", "player", player),
            PlayerEmailSet { player, set: true } => tr.t1("audit-player-email-set", "player", player),
            PlayerEmailSet { player, set: false } => tr.t1("audit-player-email-removed", "player", player),
            PlayerAsked { player, kind, round } => tr.args(
                "audit-player-asked",
                &[("player", player.clone()), ("round", round.to_string()), ("kind", tr.tk("request-kind-", kind))],
            ),
            RequestDecided { player, kind, round, state } => tr.args(
                &format!("audit-request-{state}"),
                &[("player", player.clone()), ("round", round.to_string()), ("kind", tr.tk("request-kind-", kind))],
            ),
            CheckIn { player, round, by_arbiter, undone } => {
                let key = match (undone, by_arbiter) {
                    (true, _) => "audit-check-in-undone",
                    (false, true) => "audit-checked-in-by-arbiter",
                    (false, false) => "audit-checked-in",
                };
                tr.args(key, &[("player", player.clone()), ("round", round.to_string())])
            }
            ResultReported { player, board, result } => {
                let mut args = board_args(board);
                args.push(("player", player.clone()));
                args.push(("result", result_text(tr, result)));
                tr.args("audit-result-reported", &args)
            }
            PointsAdjusted { player, round, tenths, reason, removed } => {
                let points = crate::tournament::Points(*tenths).signed();
                let args = [
                    ("player", player.clone()),
                    ("round", round.to_string()),
                    ("points", points),
                    ("reason", reason.clone()),
                ];
                tr.args(if *removed { "audit-points-adjustment-removed" } else { "audit-points-adjusted" }, &args)
            }
            HpbEligibility { player, ineligible: true } => tr.t1("audit-hpb-ineligible", "player", player),
            HpbEligibility { player, ineligible: false } => tr.t1("audit-hpb-eligible", "player", player),
            ByeRequest { player, round, kind: Some(kind) } => tr.args(
                "audit-bye-requested",
                &[
                    ("player", player.clone()),
                    ("round", round.to_string()),
                    ("kind", tr.t(&format!("points-{}", kind.code()))),
                ],
            ),
            ByeRequest { player, round, kind: None } => {
                tr.args("audit-bye-cancelled", &[("player", player.clone()), ("round", round.to_string())])
            }
            _ => unreachable!("not a player event"),
        }
    }

    /// The sentence of an event of the pairings.
    fn round_sentence(&self, tr: &Tr) -> String {
        use AuditEvent::*;
        match self {
            RoundsPaired { first, last, boards } => tr.args(
                "audit-rounds-paired",
                &[("first", first.to_string()), ("last", last.to_string()), ("boards", boards.to_string())],
            ),
            RoundProposed { round, boards } => {
                tr.args("audit-round-proposed", &[("round", round.to_string()), ("boards", boards.to_string())])
            }
            BergerNumbersSet { seed: Some(seed) } => tr.t1("audit-berger-by-lot", "seed", &seed.to_string()),
            BergerNumbersSet { seed: None } => tr.t("audit-berger-by-hand"),
            BergerNumbersCleared => tr.t("audit-berger-cleared"),
            LastTwoRoundsOrder { reversed: true } => tr.t("audit-last-two-reversed"),
            LastTwoRoundsOrder { reversed: false } => tr.t("audit-last-two-in-order"),
            RoundStartedByHand { round, boards } => {
                tr.args("audit-round-started-by-hand", &[("round", round.to_string()), ("boards", boards.to_string())])
            }
            RoundPublished { round, boards } => {
                tr.args("audit-round-published", &[("round", round.to_string()), ("boards", boards.to_string())])
            }
            DraftDiscarded { round } => tr.t1("audit-draft-discarded", "round", &round.to_string()),
            PlayersExchanged { round, first, second } => tr.args(
                "audit-players-exchanged",
                &[("round", round.to_string()), ("first", first.to_string()), ("second", second.to_string())],
            ),
            PairingNumbersExchanged { first, first_no, second, second_no } => tr.args(
                "audit-tpn-exchanged",
                &[
                    ("first", first.clone()),
                    ("first_no", first_no.to_string()),
                    ("second", second.clone()),
                    ("second_no", second_no.to_string()),
                ],
            ),
            PairingNumbersRegenerated { moves } => {
                let said: Vec<String> = moves
                    .iter()
                    .map(|m| {
                        let args = [("from", m.from.to_string()), ("to", m.to.to_string()), ("name", m.player.clone())];
                        tr.args("tpn-move", &args)
                    })
                    .collect();
                tr.t1("audit-tpn-regenerated", "moves", &said.join("; "))
            }
            RoundsTakenBack { first, last, to_draft } => {
                let key = match (to_draft, first == last) {
                    (true, _) => "audit-round-unpublished",
                    (false, true) => "audit-round-deleted",
                    (false, false) => "audit-rounds-deleted",
                };
                tr.args(key, &[("first", first.to_string()), ("last", last.to_string())])
            }
            PlayerTakenOut { round, player, pab } => {
                let key = if *pab { "audit-player-taken-out-pab" } else { "audit-player-taken-out" };
                tr.args(key, &[("round", round.to_string()), ("player", player.clone())])
            }
            PairedByHand { round, white, black } => tr.args(
                "audit-paired-by-hand",
                &[("round", round.to_string()), ("white", white.to_string()), ("black", black.to_string())],
            ),
            _ => unreachable!("not a round event"),
        }
    }

    /// The sentence of an event of one board: its result, clock or game.
    fn board_sentence(&self, tr: &Tr) -> String {
        use AuditEvent::*;
        let s = |v: &str| v.to_string();
        let on_board = |b: &BoardRef, key: &str, mut more: Vec<(&'static str, String)>| {
            let mut args = board_args(b);
            args.append(&mut more);
            tr.args(key, &args)
        };
        match self {
            ResultChanged { board, before, after, reason } => {
                let mut args = board_args(board);
                args.push(("before", result_text(tr, before)));
                args.push(("after", result_text(tr, after)));
                let sentence = tr.args("audit-result-changed", &args);
                match reason {
                    Some(r) => format!("{sentence} ({})", reason_text(tr, r)),
                    None => sentence,
                }
            }
            RatingCorrection { board, before, after } => on_board(
                board,
                "audit-rating-correction",
                vec![("before", result_text(tr, before)), ("after", result_text(tr, after))],
            ),
            ColoursExchanged { board } => on_board(board, "audit-colours-exchanged", vec![]),
            ResultDropped { board, before } => {
                on_board(board, "audit-result-dropped", vec![("before", result_text(tr, before))])
            }
            BoardRemoved { board, player, opponent_pab } => {
                let key = if *opponent_pab { "audit-board-removed-pab" } else { "audit-board-removed" };
                on_board(board, key, vec![("player", s(player))])
            }
            ClockStarted { board, at } => on_board(board, "audit-clock-started", vec![("at", s(at))]),
            GameLogEntry { board, entry, logged } => {
                let entry = logged.as_ref().and_then(|l| l.text(tr)).unwrap_or_else(|| s(entry));
                on_board(board, "audit-log-entry", vec![("entry", entry)])
            }
            GameLogEntryWithdrawn { board, entry, logged } => {
                let entry = logged.as_ref().and_then(|l| l.text(tr)).unwrap_or_else(|| s(entry));
                on_board(board, "audit-log-entry-withdrawn", vec![("entry", entry)])
            }
            MoveTimeCorrected { board, ply, before, after } => on_board(
                board,
                "audit-move-time",
                vec![("ply", ply.to_string()), ("before", s(before)), ("after", s(after))],
            ),
            Ruling { board, decision, article, said } => {
                let decision = said.as_ref().map_or_else(|| s(decision), |d| d.text(tr));
                on_board(board, "audit-ruling", vec![("decision", decision), ("article", s(article))])
            }
            MoveTakenBack { board, ply, san } => {
                on_board(board, "audit-move-taken-back", vec![("ply", ply.to_string()), ("san", s(san))])
            }
            StartPosition { board, fen } => on_board(board, "audit-start-position", vec![("fen", s(fen))]),
            PgnLoaded { board, plies } => on_board(board, "audit-pgn-loaded", vec![("plies", plies.to_string())]),
            _ => unreachable!("not a board event"),
        }
    }

    /// The sentence of an event of the prizes.
    fn prize_sentence(&self, tr: &Tr) -> String {
        use AuditEvent::*;
        match self {
            PrizeSettings { before, after, terms } => {
                let (before, after) = match terms.as_deref() {
                    Some((b, a)) => (b.text(tr), a.text(tr)),
                    None => (before.clone(), after.clone()),
                };
                tr.args("audit-prize-settings", &[("before", before), ("after", after)])
            }
            CategoryAdded { name, rules } => {
                tr.args("audit-category-added", &[("name", name.clone()), ("rules", rules.clone())])
            }
            CategoryDeleted { id } => tr.t1("audit-category-deleted", "id", &id.to_string()),
            PrizesAdded { category: Some(c), amounts } => {
                tr.args("audit-prizes-added-category", &[("category", c.to_string()), ("amounts", amounts.clone())])
            }
            PrizesAdded { category: None, amounts } => tr.t1("audit-prizes-added", "amounts", amounts),
            PrizesDeleted { id } => tr.t1("audit-prizes-deleted", "id", &id.to_string()),
            _ => unreachable!("not a prize event"),
        }
    }
}

/// The round and board arguments of a board's sentences.
fn board_args(b: &BoardRef) -> Vec<(&'static str, String)> {
    vec![("round", b.round.to_string()), ("board", b.board.to_string())]
}

/// A stored entry's sentence in the reader's language; `None` for entries
/// written before entries were typed (shown with their stored texts).
pub fn sentence_of(row: &AuditRow, tr: &Tr) -> Option<String> {
    let json = row.event.as_deref()?;
    serde_json::from_str::<AuditEvent>(json).ok().map(|e| e.sentence(tr))
}

/// Who made an entry that no account made (a team's captain, an online
/// entry accepted at once), in the reader's language; none otherwise.
pub fn author_of(row: &AuditRow, tr: &Tr) -> Option<String> {
    let json = row.event.as_deref()?;
    let event = serde_json::from_str::<AuditEvent>(json).ok()?;
    match &event {
        AuditEvent::EntryAccepted { auto: true, .. } => Some(tr.t("audit-entry-auto")),
        _ => crate::web::tournaments::team_audit_text::team_author(&event, tr),
    }
}

/// The label, before and after of a field change, worded for the reader.
fn change_args(tr: &Tr, c: &FieldChange) -> Vec<(&'static str, String)> {
    vec![
        ("field", tr.t(&format!("audit-field-{}", c.field.replace('_', "-")))),
        ("before", c.before.show(tr)),
        ("after", c.after.show(tr)),
    ]
}

/// Why a result changed, stored as the ending's code and the article of the
/// Laws (`timeout 6.9`): worded in the reader's language.
fn reason_text(tr: &Tr, reason: &str) -> String {
    if reason == crate::actions::undo::UNDO_REASON {
        return tr.t("audit-reason-undo");
    }
    let (code, article) = reason.split_once(' ').unwrap_or((reason, ""));
    match Termination::from_stored(code) {
        Ok(Some(t)) if article.is_empty() => tr.t(&format!("termination-{}", t.code())),
        Ok(Some(t)) => {
            format!("{}, {}", tr.t(&format!("termination-{}", t.code())), tr.t1("article", "n", article))
        }
        Ok(None) if !article.is_empty() => tr.t1("article", "n", article),
        _ => reason.to_string(),
    }
}

/// What an import took by default, from the defaults' codes: "Not in the
/// file, so taken by default: …".
pub fn import_defaults_text(tr: &Tr, codes: &[String]) -> String {
    let names: Vec<String> = codes.iter().map(|code| tr.t(&format!("trf-default-{code}"))).collect();
    tr.t1("trf-defaults", "list", &names.join("; "))
}

/// A board's result as printed on pairing lists; "none" while pending, a
/// bye as its code.
fn result_text(tr: &Tr, result: &BoardResult) -> String {
    match result {
        BoardResult::Game(GameResult::Pending) => tr.t("audit-none"),
        BoardResult::Game(r) => crate::web::parts::board_lines::shown_result(tr, *r),
        BoardResult::Bye(k) => k.code().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::PlayerId;
    use crate::db::models::{PlayerFields, PlayerRow};
    use crate::db::{TournamentId, UserId};
    use crate::rulings::decision::Decision;
    use crate::web::i18n::Lang;

    #[test]
    fn a_schedule_change_lists_each_rounds_start() {
        let starts = |s: &[&str]| s.iter().map(|t| t.to_string()).collect::<Vec<_>>();
        let before = starts(&["2026-12-01 15:00", ""]);
        // Rounds without a start at the end say nothing: no change.
        assert_eq!(AuditEvent::schedule_change(before.clone(), starts(&["2026-12-01 15:00"])), None);
        let e = AuditEvent::schedule_change(before, starts(&["2026-12-01 15:00", "2026-12-02 10:00"])).unwrap();
        assert_eq!(
            e.sentence(&Tr::new(Lang::En)),
            "Round schedule changed from round 1: 2026-12-01 15:00 to round 1: 2026-12-01 15:00; round 2: 2026-12-02 10:00"
        );
        let e = AuditEvent::schedule_change(Vec::new(), starts(&["", "2026-12-02 10:00"])).unwrap();
        assert_eq!(
            e.sentence(&Tr::new(Lang::Ru)),
            "Расписание туров: было нет, стало 1-й тур: нет; 2-й тур: 2026-12-02 10:00"
        );
    }

    #[test]
    fn points_are_worded_as_points_in_both_languages() {
        let e = AuditEvent::SettingChanged(FieldChange {
            field: "points_win".into(),
            before: Value::Points(10),
            after: Value::Points(30),
        });
        assert_eq!(e.sentence(&Tr::new(Lang::En)), "Points for a win changed from 1 to 3");
        assert_eq!(e.sentence(&Tr::new(Lang::Ru)), "Очки за победу: было 1, стало 3");
    }

    #[test]
    fn entries_from_before_typed_events_keep_their_texts() {
        let row = AuditRow {
            id: 1,
            tournament_id: Some(TournamentId(1)),
            user_id: Some(UserId(1)),
            at: chrono::NaiveDateTime::default(),
            action: "result".into(),
            subject: "round 1 board 1".into(),
            before: "*".into(),
            after: "1-0".into(),
            event: None,
        };
        assert_eq!(sentence_of(&row, &Tr::new(Lang::En)), None);
        let typed =
            AuditRow { event: Some(serde_json::to_string(&AuditEvent::DraftDiscarded { round: 4 }).unwrap()), ..row };
        assert_eq!(
            sentence_of(&typed, &Tr::new(Lang::Ru)).as_deref(),
            Some("Предложенная жеребьёвка 4-го тура отменена")
        );
    }

    #[test]
    fn a_player_edit_gives_one_event_per_changed_field() {
        let old = PlayerRow {
            id: PlayerId(1),
            tournament_id: TournamentId(1),
            pairing_no: None,
            name: "Petrov, Ivan".into(),
            sex: None,
            title: None,
            fide_rating: Some(2240),
            national_rating: None,
            federation: "RUS".into(),
            fide_id: None,
            birth_date: None,
            club: String::new(),
            withdrawn_from_round: None,
            hpb_ineligible: false,
            expelled: false,
            tie_place: None,
            external_tiebreak: None,
            version: 1,
            fide_rating_source: String::new(),
            national_rating_source: String::new(),
        };
        let new = PlayerFields {
            name: old.name.clone(),
            sex: None,
            title: Some(crate::tournament::Title::FM),
            fide_rating: Some(2255),
            national_rating: None,
            federation: "RUS".into(),
            fide_id: None,
            birth_date: None,
            club: String::new(),
            fide_rating_source: String::new(),
            national_rating_source: String::new(),
        };
        let en = Tr::new(Lang::En);
        let sentences: Vec<String> =
            AuditEvent::player_changes(&old, &new, None).iter().map(|e| e.sentence(&en)).collect();
        assert_eq!(
            sentences,
            ["Title of Petrov, Ivan changed from none to FM", "FIDE rating of Petrov, Ivan changed from 2240 to 2255"]
        );
    }

    #[test]
    fn rulings_and_log_entries_are_worded_in_the_readers_language() {
        let decision = Decision::Loss { loser: shakmaty::Color::White };
        let board = BoardRef { round: 2, board: 1 };
        let e = AuditEvent::Ruling {
            board,
            decision: "White loses".into(),
            article: "6.9".into(),
            said: Some(Said::decision(&decision)),
        };
        let json = serde_json::to_string(&e).unwrap();
        let back: AuditEvent = serde_json::from_str(&json).unwrap();
        let (ru, en) = (Tr::new(Lang::Ru), Tr::new(Lang::En));
        let decided = |tr: &Tr| crate::web::parts::laws_text::ruling_text(tr, &decision);
        assert!(back.sentence(&ru).contains(&decided(&ru)), "{}", back.sentence(&ru));
        assert!(back.sentence(&en).contains(&decided(&en)), "{}", back.sentence(&en));
        // An entry written before the decision was kept as data keeps its text.
        let old = r#"{"event":"ruling","board":{"round":2,"board":1},"decision":"White loses","article":"6.9"}"#;
        assert!(serde_json::from_str::<AuditEvent>(old).unwrap().sentence(&ru).contains("White loses"));
        let entry = LogEntry::from_stored("arrive", r#"{"player":"white"}"#).unwrap();
        let logged =
            AuditEvent::GameLogEntry { board, entry: "Arrived: White".into(), logged: Some(StoredEntry::of(&entry)) };
        let worded = log_text(&ru, &LoggedEvent { at: chrono::DateTime::UNIX_EPOCH, entry: entry.clone() });
        assert_eq!(logged.sentence(&ru), tr_board(&ru, &worded));
        // As the actions write it now: the entry as data alone, no words in
        // the writer's language; worded in each reader's.
        let now = AuditEvent::GameLogEntry { board, entry: String::new(), logged: Some(StoredEntry::of(&entry)) };
        let stored = serde_json::to_string(&now).unwrap();
        assert!(!stored.contains("\"entry\""), "{stored}");
        let back: AuditEvent = serde_json::from_str(&stored).unwrap();
        let en_worded = log_text(&en, &LoggedEvent { at: chrono::DateTime::UNIX_EPOCH, entry });
        assert_eq!(back.sentence(&en), tr_board(&en, &en_worded));
        assert_eq!(back.sentence(&ru), tr_board(&ru, &worded));
    }

    fn tr_board(tr: &Tr, entry: &str) -> String {
        tr.args("audit-log-entry", &[("round", "2".into()), ("board", "1".into()), ("entry", entry.into())])
    }

    #[test]
    fn a_result_changed_by_a_ruling_names_the_ending_in_the_readers_language() {
        let e = AuditEvent::ResultChanged {
            board: BoardRef { round: 1, board: 3 },
            before: GameResult::Pending.into(),
            after: GameResult::BlackWins.into(),
            reason: Some("timeout 6.9".into()),
        };
        let ru = Tr::new(Lang::Ru);
        let ending = format!("({}, {})", ru.t("termination-timeout"), ru.t1("article", "n", "6.9"));
        assert!(e.sentence(&ru).ends_with(&ending), "{}", e.sentence(&ru));
    }

    #[test]
    fn events_survive_the_database_as_json() {
        let e = AuditEvent::ResultChanged {
            board: BoardRef { round: 3, board: 2 },
            before: GameResult::Pending.into(),
            after: GameResult::Draw.into(),
            reason: None,
        };
        let json = serde_json::to_string(&e).unwrap();
        assert!(json.contains(r#""before":"*","after":"1/2""#), "{json}");
        assert_eq!(serde_json::from_str::<AuditEvent>(&json).unwrap(), e);
        assert_eq!(e.code(), "result_changed");
        assert_eq!(e.sentence(&Tr::new(Lang::En)), "Result of round 3, board 2 changed from none to ½-½");
    }
}
