-- Categories (age, sex, rating band, federation, club) and the prize list
-- of a tournament; series are kept in the organiser's order of choice.
CREATE TABLE categories (
    id SERIAL PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    rules TEXT NOT NULL
);
CREATE INDEX categories_tournament ON categories (tournament_id);
CREATE TABLE prize_series (
    id SERIAL PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    category_id INTEGER REFERENCES categories(id) ON DELETE CASCADE,
    amounts TEXT NOT NULL
);
CREATE INDEX prize_series_tournament ON prize_series (tournament_id);
CREATE TABLE prize_settings (
    tournament_id INTEGER PRIMARY KEY NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    sharing TEXT NOT NULL,
    age_cutoff DATE,
    currency TEXT NOT NULL
);
