DROP TABLE round_inputs;
