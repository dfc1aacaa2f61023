-- Team events (issue 36): a team event is the same tournament with teams
-- over it. Its settings (one row: a tournament without one is not a team
-- event): the boards of a match, the colour preferences of C.04.6 (codes
-- a, b, none), the primary score (mp, gp), the match points of a won,
-- drawn and lost match and the pairing-allocated bye's match and game
-- points (tenths). The teams (team pairing number, names, federation or
-- club, captain, the first round missed if withdrawn) and their rosters in
-- board order (a player is on one team at most).
CREATE TABLE team_settings (
    tournament_id INTEGER PRIMARY KEY NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    boards INTEGER NOT NULL,
    colour_model TEXT NOT NULL,
    primary_score TEXT NOT NULL,
    match_win INTEGER NOT NULL,
    match_draw INTEGER NOT NULL,
    match_loss INTEGER NOT NULL,
    pab_match INTEGER NOT NULL,
    pab_game INTEGER NOT NULL,
    version INTEGER NOT NULL
);
CREATE TABLE teams (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    tpn INTEGER NOT NULL,
    name TEXT NOT NULL,
    short_name TEXT NOT NULL,
    federation TEXT NOT NULL,
    captain TEXT NOT NULL,
    withdrawn_from INTEGER,
    version INTEGER NOT NULL,
    UNIQUE (tournament_id, tpn)
);
CREATE TABLE team_members (
    player_id INTEGER PRIMARY KEY NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    team_id INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    place INTEGER NOT NULL
);
CREATE INDEX team_members_team ON team_members (team_id);
