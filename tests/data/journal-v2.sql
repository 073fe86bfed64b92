-- A journal written by the companion's journal version 2 (row checksums, game kinds and seeds, no
-- game checksum), by the version-2 journal.py playing two short games, dumped with sqlite3 iterdump;
-- the tests rebuild it to check the migration to version 3.
PRAGMA application_id = 1128353100;
PRAGMA user_version = 2;
BEGIN TRANSACTION;
CREATE TABLE entry (
    game_id    INTEGER NOT NULL REFERENCES game (id),
    seq        INTEGER NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('command', 'undo')),
    line       TEXT NOT NULL CHECK ((kind = 'undo') = (line = 'undo')),
    written_at TEXT NOT NULL,
    crc        INTEGER,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID
;
INSERT INTO "entry" VALUES(1,1,'command','new arthur gawain kay','2026-11-24T16:10:23.909Z',2470132533);
INSERT INTO "entry" VALUES(1,2,'command','evil siege','2026-11-24T16:10:23.917Z',73541120);
INSERT INTO "entry" VALUES(1,3,'command','move grail','2026-11-24T16:10:23.918Z',4110963285);
INSERT INTO "entry" VALUES(1,4,'undo','undo','2026-11-24T16:10:23.921Z',3411641739);
INSERT INTO "entry" VALUES(1,5,'command','move saxons','2026-11-24T16:10:23.922Z',4113808095);
INSERT INTO "entry" VALUES(2,1,'command','new galahad percival tristan palomides','2026-11-24T16:10:23.928Z',2451148661);
INSERT INTO "entry" VALUES(2,2,'command','evil black','2026-11-24T16:10:23.933Z',2911183110);
INSERT INTO "entry" VALUES(2,3,'command','black despair','2026-11-24T16:10:23.937Z',1001490438);
INSERT INTO "entry" VALUES(2,4,'command','move grail','2026-11-24T16:10:23.939Z',2283569075);
CREATE TABLE game (
    id       INTEGER PRIMARY KEY,
    started  TEXT NOT NULL,
    updated  TEXT NOT NULL,
    -- a counter, not the clock: a Pi has no RTC and its clock may jump back after a power cut
    touched  INTEGER NOT NULL,
    status   TEXT NOT NULL CHECK (status IN ('playing', 'over', 'abandoned')),
    result   TEXT,
    -- effective commands after the `new` line, kept here so listing games reads no entries
    commands INTEGER NOT NULL DEFAULT 0,
    kind     TEXT NOT NULL DEFAULT 'shadows',
    seed     INTEGER,
    protocol INTEGER NOT NULL DEFAULT 1
);
INSERT INTO "game" VALUES(1,'2026-11-24T16:10:23.909Z','2026-11-24T16:10:23.925Z',6,'abandoned',NULL,2,'shadows',12345,1);
INSERT INTO "game" VALUES(2,'2026-11-24T16:10:23.928Z','2026-11-24T16:10:23.939Z',10,'playing',NULL,3,'shadows',424242,1);
CREATE INDEX game_touched ON game (touched);
COMMIT;
