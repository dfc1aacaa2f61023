DROP TABLE list_sequences;
ALTER TABLE players DROP COLUMN national_rating_source;
ALTER TABLE players DROP COLUMN fide_rating_source;
