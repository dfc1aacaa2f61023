DROP TABLE rating_methods;
