-- Pairing a Swiss round as a job (issue 33 item 6): one row per tournament
-- and round, taken in a transaction, so a second click, a second arbiter or
-- a second instance on the same database finds the job running and follows
-- it instead of starting another. A running job writes its heartbeat while
-- it works; one whose heartbeat stopped (its process was killed) is stale
-- and the next request to pair the round takes it over.
CREATE TABLE pairing_jobs (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    state TEXT NOT NULL,
    attempt INTEGER NOT NULL,
    started_by INTEGER NOT NULL,
    started_at TIMESTAMP NOT NULL,
    heartbeat_at TIMESTAMP NOT NULL,
    brackets_done INTEGER NOT NULL,
    brackets INTEGER NOT NULL,
    failure TEXT NOT NULL,
    PRIMARY KEY (tournament_id, round)
);
