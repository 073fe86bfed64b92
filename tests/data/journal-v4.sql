-- A journal written by the companion's journal version 4 before issue 31 (its `game.kind` column still
-- DEFAULT 'shadows'), by the base commit's code playing a Shadows game (abandoned), a tournament game
-- (abandoned) and a Merlin game with its board kept as setup, dumped with sqlite3 iterdump; the tests
-- rebuild it to check that such a journal opens and replays the same once no game is the default.
PRAGMA application_id = 1128353100;
PRAGMA user_version = 4;
BEGIN TRANSACTION;
CREATE TABLE entry (
    game_id    INTEGER NOT NULL REFERENCES game (id),
    seq        INTEGER NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('command', 'undo')),
    line       TEXT NOT NULL CHECK ((kind = 'undo') = (line = 'undo')),
    written_at TEXT NOT NULL,
    crc        INTEGER,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO "entry" VALUES(1,1,'command','new arthur gawain kay','2026-11-28T06:07:28.798Z',472498333);
INSERT INTO "entry" VALUES(1,2,'command','evil siege','2026-11-28T06:07:28.806Z',3707804742);
INSERT INTO "entry" VALUES(1,3,'command','move grail','2026-11-28T06:07:28.809Z',745203731);
INSERT INTO "entry" VALUES(1,4,'undo','undo','2026-11-28T06:07:28.812Z',596216097);
INSERT INTO "entry" VALUES(1,5,'command','move saxons','2026-11-28T06:07:28.815Z',2039444337);
INSERT INTO "entry" VALUES(2,1,'command','new tournament 3 Anne Bob Carl','2026-11-28T06:07:28.934Z',478885358);
INSERT INTO "entry" VALUES(2,2,'command','colour blue','2026-11-28T06:07:28.938Z',712409464);
INSERT INTO "entry" VALUES(3,1,'command','new merlin 2 Anne Marc','2026-11-28T06:07:29.225Z',312421205);
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
    protocol INTEGER NOT NULL DEFAULT 1,
    entries  INTEGER,
    crc      INTEGER
);
INSERT INTO "game" VALUES(1,'2026-11-28T06:07:28.798Z','2026-11-28T06:07:28.820Z',6,'abandoned',NULL,2,'shadows',4488984554493777463,1,5,23080563);
INSERT INTO "game" VALUES(2,'2026-11-28T06:07:28.934Z','2026-11-28T06:07:28.943Z',9,'abandoned',NULL,1,'tournament',2032758008634692541,1,2,3127271081);
INSERT INTO "game" VALUES(3,'2026-11-28T06:07:29.225Z','2026-11-28T06:07:29.225Z',10,'playing',NULL,0,'merlin',1511920898090268154,1,1,1756836642);
CREATE TABLE seal (
    schema_crc INTEGER NOT NULL
);
INSERT INTO "seal" VALUES(1656752592);
CREATE TABLE setup (
    game_id INTEGER PRIMARY KEY REFERENCES game (id),
    -- what the game's package gave with `new` (e.g. the printed board played on), opaque here
    data    TEXT NOT NULL,
    crc     INTEGER NOT NULL
);
INSERT INTO "setup" VALUES(3,'{"borders": {"lower": ["orange", "purple", "brown", "black", "grey", "blue"], "upper": ["black", "grey", "blue", "orange", "purple", "brown"]}, "flags": {"black": "repel", "blue": "reverse", "brown": "mirror", "grey": "quests", "orange": "flip", "purple": "other"}, "name": "provisional", "notes": {"borders": "the materials printed on the two Domain borders at the six column positions [not in FR, provisional]", "flags": "each ability is [FR] « Les Drapeaux en détails »; which colour carries it [not in FR, provisional]", "provinces": "black first [FR: « Commencez par évaluer la province du Dragon (noire) »]; grey blue orange purple brown after it [not in FR, provisional]", "track": "the counts are [FR] (« Cases provinces: (x6) » ...); the order [not in FR, provisional]: a province space every fourth space, Excalibur opposite the Grail"}, "provinces": ["black", "grey", "blue", "orange", "purple", "brown"], "provisional": true, "track": ["province-black", "build", "vp-shields", "influence-shield", "province-grey", "quests", "exchange", "vp-flags", "province-blue", "influence-flag", "build", "excalibur", "province-orange", "move-servant", "vp-materials", "influence-material", "province-purple", "quests", "exchange", "vp-influence", "province-brown", "influence-servant", "build", "grail"]}',3815495493);
CREATE INDEX game_touched ON game (touched);
COMMIT;
