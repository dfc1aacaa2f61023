DROP TABLE point_adjustments;
