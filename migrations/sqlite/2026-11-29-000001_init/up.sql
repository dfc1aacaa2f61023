CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    name TEXT NOT NULL,
    place TEXT NOT NULL,
    federation TEXT NOT NULL,
    start_date DATE NOT NULL,
    end_date DATE NOT NULL,
    system TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    time_control TEXT NOT NULL,
    default_time_minutes INTEGER NOT NULL,
    time_zone TEXT NOT NULL,
    points_win INTEGER NOT NULL,
    points_draw INTEGER NOT NULL,
    points_loss INTEGER NOT NULL,
    points_pab INTEGER NOT NULL,
    points_hpb INTEGER NOT NULL,
    points_fpb INTEGER NOT NULL,
    points_zpb INTEGER NOT NULL,
    tiebreaks TEXT NOT NULL,
    paired_rounds INTEGER NOT NULL,
    version INTEGER NOT NULL,
    created_by INTEGER NOT NULL REFERENCES users(id),
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE tournament_arbiters (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    chief BOOLEAN NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE players (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    pairing_no INTEGER,
    name TEXT NOT NULL,
    sex TEXT NOT NULL,
    title TEXT NOT NULL,
    fide_rating INTEGER,
    national_rating INTEGER,
    federation TEXT NOT NULL,
    fide_id BIGINT,
    birth_date TEXT NOT NULL,
    club TEXT NOT NULL,
    withdrawn_from_round INTEGER,
    version INTEGER NOT NULL
);
CREATE INDEX players_tournament ON players(tournament_id);

CREATE TABLE rounds (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    starts_at TIMESTAMP,
    UNIQUE (tournament_id, number)
);

CREATE TABLE boards (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    board_no INTEGER NOT NULL,
    white_id INTEGER NOT NULL REFERENCES players(id),
    black_id INTEGER REFERENCES players(id),
    result TEXT NOT NULL,
    version INTEGER NOT NULL,
    UNIQUE (tournament_id, round, board_no)
);

CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    tournament_id INTEGER REFERENCES tournaments(id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users(id),
    at TIMESTAMP NOT NULL,
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    before TEXT NOT NULL,
    after TEXT NOT NULL
);
CREATE INDEX audit_log_tournament ON audit_log(tournament_id);
