-- A journal written by the companion's journal version 1 (before checksums and game kinds),
-- by an old journal.py playing two short games, dumped with sqlite3 iterdump; the tests rebuild it
-- to check the migration.
PRAGMA application_id = 1128353100;
PRAGMA user_version = 1;
BEGIN TRANSACTION;
CREATE TABLE entry (
    game_id    INTEGER NOT NULL REFERENCES game (id),
    seq        INTEGER NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('command', 'undo')),
    line       TEXT NOT NULL CHECK ((kind = 'undo') = (line = 'undo')),
    written_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID
;
INSERT INTO "entry" VALUES(1,1,'command','new arthur gawain kay','2026-11-22T20:13:51.123Z');
INSERT INTO "entry" VALUES(1,2,'command','evil siege','2026-11-22T20:13:51.123Z');
INSERT INTO "entry" VALUES(1,3,'command','move grail','2026-11-22T20:13:51.124Z');
INSERT INTO "entry" VALUES(1,4,'undo','undo','2026-11-22T20:13:51.124Z');
INSERT INTO "entry" VALUES(1,5,'command','move saxons','2026-11-22T20:13:51.124Z');
INSERT INTO "entry" VALUES(1,6,'command','end','2026-11-22T20:13:51.124Z');
INSERT INTO "entry" VALUES(2,1,'command','new galahad percival tristan palomides','2026-11-22T20:13:51.125Z');
INSERT INTO "entry" VALUES(2,2,'command','evil black','2026-11-22T20:13:51.125Z');
INSERT INTO "entry" VALUES(2,3,'command','black despair','2026-11-22T20:13:51.125Z');
INSERT INTO "entry" VALUES(2,4,'command','move grail','2026-11-22T20:13:51.125Z');
CREATE TABLE game (
    id       INTEGER PRIMARY KEY,
    started  TEXT NOT NULL,
    updated  TEXT NOT NULL,
    -- a counter, not the clock: a Pi has no RTC and its clock may jump back after a power cut
    touched  INTEGER NOT NULL,
    status   TEXT NOT NULL CHECK (status IN ('playing', 'over', 'abandoned')),
    result   TEXT,
    -- effective commands after the `new` line, kept here so listing games reads no entries
    commands INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "game" VALUES(1,'2026-11-22T20:13:51.123Z','2026-11-22T20:13:51.124Z',7,'abandoned',NULL,3);
INSERT INTO "game" VALUES(2,'2026-11-22T20:13:51.125Z','2026-11-22T20:13:51.125Z',11,'playing',NULL,3);
CREATE INDEX game_touched ON game (touched);
COMMIT;
