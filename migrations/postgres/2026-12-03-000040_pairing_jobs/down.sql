DROP TABLE pairing_jobs;
