-- Players' standing in the event (issue 54): a player the arbiter marked
-- ineligible for half-point byes (free entry, conditions of entry:
-- checklist Q175), and whether a withdrawal is an expulsion (Q197: left
-- out of a Swiss event's standings).
ALTER TABLE players ADD COLUMN hpb_ineligible BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE players ADD COLUMN expelled BOOLEAN NOT NULL DEFAULT FALSE;
