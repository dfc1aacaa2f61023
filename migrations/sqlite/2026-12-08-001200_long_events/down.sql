ALTER TABLE tournaments DROP COLUMN rr_reverse_last_two;
DROP TABLE player_ratings;
ALTER TABLE tournaments DROP COLUMN ratings_each_round;
ALTER TABLE tournaments DROP COLUMN long_event;
