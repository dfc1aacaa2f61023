-- FIDE mode (issue 54): every event starts in it; leaving it is for good,
-- kept as the round paired last when it was left (NULL: still in it).
ALTER TABLE tournaments ADD COLUMN fide_mode_left INTEGER;
-- The pairing-integrity breaching events (PIBEs) of each event: its kind
-- (tournament::BreachKind's code), the round paired last when it happened,
-- and what changed, in English as the TRF's `###` line writes it.
CREATE TABLE integrity_breaches (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    kind TEXT NOT NULL,
    detail TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX integrity_breaches_tournament ON integrity_breaches (tournament_id, id);
