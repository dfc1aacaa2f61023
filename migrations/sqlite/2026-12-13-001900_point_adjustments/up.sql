-- Points the arbiter adds to or takes from a player's score (Laws 12.9 d
-- and e; a bonus or deduction of the event's regulations): counted in the
-- score from their round on, written to the TRF as record 299. Points in
-- tenths, negative when taken away; the reason is the arbiter's, shown to
-- arbiters only.
CREATE TABLE point_adjustments (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    tenths INTEGER NOT NULL,
    reason TEXT NOT NULL
);
CREATE INDEX point_adjustments_tournament ON point_adjustments (tournament_id);
