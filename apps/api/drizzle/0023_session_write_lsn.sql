-- Where the primary's WAL was when the session's last write request ended: its reads go to a read
-- replica only once the replica has replayed that far (read-your-writes, db/read-routing.ts).
ALTER TABLE "sessions" ADD COLUMN "last_write_lsn" pg_lsn;