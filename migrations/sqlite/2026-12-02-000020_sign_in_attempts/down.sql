DROP TABLE sign_in_attempts;
