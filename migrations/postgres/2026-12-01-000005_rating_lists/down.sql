DROP TABLE rating_list_entries;
DROP TABLE rating_lists;
