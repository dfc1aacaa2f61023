DROP TABLE integrity_breaches;
ALTER TABLE tournaments DROP COLUMN fide_mode_left;
