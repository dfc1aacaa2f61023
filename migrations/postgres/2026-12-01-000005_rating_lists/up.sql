-- Rating lists (FIDE's monthly list, national lists), imported once per
-- list and month and shared by every tournament.
-- search_name compares byte by byte (collation "C"), so a prefix is one index range.
CREATE TABLE rating_lists (
    id SERIAL PRIMARY KEY,
    source TEXT NOT NULL,
    label TEXT NOT NULL,
    month TEXT NOT NULL,
    players INTEGER NOT NULL,
    imported_at TIMESTAMP NOT NULL,
    imported_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    UNIQUE (source, label, month)
);
CREATE TABLE rating_list_entries (
    list_id INTEGER NOT NULL REFERENCES rating_lists(id) ON DELETE CASCADE,
    player_id BIGINT NOT NULL,
    name TEXT NOT NULL,
    search_name TEXT COLLATE "C" NOT NULL,
    federation TEXT NOT NULL,
    sex TEXT NOT NULL,
    title TEXT NOT NULL,
    birth_year INTEGER,
    standard INTEGER,
    rapid INTEGER,
    blitz INTEGER,
    inactive BOOLEAN NOT NULL,
    PRIMARY KEY (list_id, player_id)
);
CREATE INDEX rating_list_entries_name ON rating_list_entries (list_id, search_name);
