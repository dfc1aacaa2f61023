-- Corrections for the rating report only (C.04.2 4.3, checklist Q192,
-- Q193): a result found wrong once later rounds were paired from it is
-- corrected for the rating report (rating changes, norms, the TRF's ###
-- lines), while pairing and standings keep the board's result.
CREATE TABLE rating_corrections (
    board_id INTEGER PRIMARY KEY NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    result TEXT NOT NULL
);
CREATE INDEX rating_corrections_tournament ON rating_corrections (tournament_id);
