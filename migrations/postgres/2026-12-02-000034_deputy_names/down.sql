DROP TABLE deputy_names;
