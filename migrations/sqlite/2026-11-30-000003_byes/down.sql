DROP TABLE bye_requests;
