DROP TABLE rating_corrections;
