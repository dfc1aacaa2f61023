DROP TABLE game_moves;
DROP TABLE games;
