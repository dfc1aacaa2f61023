DROP TABLE officials;
