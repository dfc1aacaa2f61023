-- Team rounds (issue 36). A round's matches, in match order: the
-- first-named team (its board-1 player has the colour of the event's
-- board 1) and the other team, none for the pairing-allocated bye; why
-- the engine paired it so (the score of its bracket in tenths, whether
-- either team came up as an upfloater, the article of 4.3 that gave the
-- colours; no article for a match paired by hand); and a match forfeited
-- as a whole (record 330: the board result code of the first-named team's
-- side, '+', '-' or both). A match's boards are the round's boards
-- numbered from (match - 1) * boards + 1. Each team's line-up of a round:
-- the player on each board; a board without a row is left empty.
CREATE TABLE team_matches (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    match_no INTEGER NOT NULL,
    first_team_id INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    second_team_id INTEGER REFERENCES teams(id) ON DELETE CASCADE,
    bracket INTEGER NOT NULL,
    first_upfloater BOOLEAN NOT NULL,
    second_upfloater BOOLEAN NOT NULL,
    colour_rule TEXT,
    forfeit TEXT,
    version INTEGER NOT NULL,
    UNIQUE (tournament_id, round, match_no)
);
CREATE TABLE line_ups (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    team_id INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    board INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    PRIMARY KEY (tournament_id, round, team_id, board)
);
-- The team tie-break list (codes of C.07, e.g. `MPTS GPTS EDE BH:MP`);
-- empty: the default list of the event's system.
ALTER TABLE team_settings ADD COLUMN tiebreaks TEXT NOT NULL DEFAULT '';
