ALTER TABLE entries DROP COLUMN reason;
ALTER TABLE player_requests DROP COLUMN reason;
