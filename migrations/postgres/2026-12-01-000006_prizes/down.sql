DROP TABLE prize_settings;
DROP TABLE prize_series;
DROP TABLE categories;
