-- The pairing the engine proposed for each Swiss round (issue 52, item 3),
-- stored beside what it was paired from, so that a proposal (also one taken
-- back from a published round, whose boards' versions rose with its results)
-- says "changed by hand" only when its boards differ from the engine's.
-- Rounds proposed before have none.
ALTER TABLE round_inputs ADD COLUMN proposed TEXT;
