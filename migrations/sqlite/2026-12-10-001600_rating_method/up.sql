-- How the tournament rating that seeds the event is taken from the
-- players' official ratings (checklist Q116, Q145; TRF-2026 record 172):
-- FIDE, NRO, FIDON, NIDOF or HBFN; and how players equal in that rating
-- and title are ordered (Q146): by name, or by lot. No row: FIDE, by name.
CREATE TABLE rating_methods (
    tournament_id INTEGER PRIMARY KEY NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    method TEXT NOT NULL,
    tie_order TEXT NOT NULL DEFAULT 'name'
);
