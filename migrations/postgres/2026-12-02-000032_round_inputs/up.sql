-- What each Swiss round was paired from (issue 32): a digest of each part
-- an arbiter can change (results, players, byes, pairing rules, settings),
-- stored when the round is proposed, so that a proposal made before a change
-- says it is out of date and why.
CREATE TABLE round_inputs (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    made_from TEXT NOT NULL,
    PRIMARY KEY (tournament_id, round)
);
