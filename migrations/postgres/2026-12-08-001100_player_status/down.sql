ALTER TABLE players DROP COLUMN expelled;
ALTER TABLE players DROP COLUMN hpb_ineligible;
