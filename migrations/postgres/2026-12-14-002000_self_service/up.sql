-- Players help themselves (issue 56): online entry, a personal link per
-- player, check-in, requests (byes, withdrawal) and reported results.
-- Nothing a player does changes a pairing or a result without the
-- arbiter, or a rule the arbiter set here.

-- What an event lets players do themselves (no row: nothing).
CREATE TABLE self_service (
    tournament_id INTEGER PRIMARY KEY NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    -- Online entry: open until entry_closes (UTC; none: until closed by
    -- hand), at most entry_limit players (none: the app's own bound),
    -- accepted at once when entry_auto, else waiting for the arbiter.
    entry_open BOOLEAN NOT NULL DEFAULT FALSE,
    entry_closes TIMESTAMP,
    entry_limit INTEGER,
    entry_auto BOOLEAN NOT NULL DEFAULT FALSE,
    -- Check-in required, from check_in_minutes before a round's start.
    check_in BOOLEAN NOT NULL DEFAULT FALSE,
    check_in_minutes INTEGER NOT NULL DEFAULT 60,
    -- Byes players may ask for: at most bye_limit half-point byes each
    -- (0: none), until bye_hours before the round's start.
    bye_limit INTEGER NOT NULL DEFAULT 0,
    bye_hours INTEGER NOT NULL DEFAULT 2,
    -- Reported results: '' (off), 'propose' (agreeing reports wait for
    -- the arbiter), 'enter' (agreeing reports are entered at once).
    reported_results TEXT NOT NULL DEFAULT ''
);

-- Each player's personal link: a random secret, unique; renewing it
-- replaces it (the old link stops working).
CREATE TABLE player_links (
    player_id INTEGER PRIMARY KEY NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE
);
CREATE INDEX player_links_tournament ON player_links (tournament_id);

-- The address a player's link and pairings are mailed to (optional email,
-- where the app has an SMTP relay).
CREATE TABLE player_contacts (
    player_id INTEGER PRIMARY KEY NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    email TEXT NOT NULL
);
CREATE INDEX player_contacts_tournament ON player_contacts (tournament_id);

-- What players asked the arbiter: a bye ('hpb', 'zpb') or a withdrawal
-- ('withdraw', from the round) for a round; 'open' until the arbiter
-- accepts or refuses it.
CREATE TABLE player_requests (
    id SERIAL PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    round INTEGER NOT NULL,
    state TEXT NOT NULL,
    asked_at TIMESTAMP NOT NULL,
    decided_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    decided_at TIMESTAMP
);
CREATE INDEX player_requests_tournament ON player_requests (tournament_id, state);

-- Who checked in for a round, and whether an arbiter did it for them.
CREATE TABLE check_ins (
    player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    at TIMESTAMP NOT NULL,
    by_arbiter BOOLEAN NOT NULL,
    PRIMARY KEY (player_id, round)
);
CREATE INDEX check_ins_tournament ON check_ins (tournament_id, round);

-- The result each player of a game reported (a board result code).
CREATE TABLE result_reports (
    board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    result TEXT NOT NULL,
    at TIMESTAMP NOT NULL,
    PRIMARY KEY (board_id, player_id)
);
CREATE INDEX result_reports_tournament ON result_reports (tournament_id);

-- Online entries waiting for the arbiter ('open'), and those decided.
-- The player row is made when an entry is accepted (player_id).
CREATE TABLE entries (
    id SERIAL PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    fide_id BIGINT,
    birth_date TEXT,
    club TEXT NOT NULL,
    email TEXT NOT NULL,
    state TEXT NOT NULL,
    asked_at TIMESTAMP NOT NULL,
    address TEXT NOT NULL,
    player_id INTEGER REFERENCES players(id) ON DELETE SET NULL,
    decided_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    -- The secret of the entrant's personal link, given with the
    -- confirmation: it shows the entry's state until the player is
    -- registered, then becomes the player's link.
    token TEXT
);
CREATE INDEX entries_tournament ON entries (tournament_id, state);
CREATE UNIQUE INDEX entries_token ON entries (token);
