ALTER TABLE round_inputs DROP COLUMN proposed;
