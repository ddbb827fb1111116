-- plants made again with SQLite's table-rebuild procedure (https://sqlite.org/lang_altertable.html,
-- "Making Other Kinds Of Table Schema Changes"): the Migrator runs this file with foreign keys off
-- (the first statement below says so; inside the transaction it is a no-op) in one transaction, and
-- commits it only once `PRAGMA foreign_key_check` finds nothing.
--
-- What changes:
-- - photo_path goes. Nothing writes it since photos are stored in the catalog (0009); a path a
--   catalog made before then still holds (a file `corolla init` could not read yet) moves to
--   unread_photo_files, which `corolla init` reads from.
-- - Each plants trigger is written here once, with every column it watches, in place of the
--   versions of 0001, 0004, 0006, 0008 and 0009.
-- - A key change moves the catalog revision: the page addresses plants by key.
-- - last_watered is the latest day of the plant's watering history, for every writer: writing a
--   watering (or removing one) sets it; writing last_watered records that day as a watering, and
--   a value that is not the latest day of the history (NULL, or an earlier day) is set back to it.
--
-- The rows keep their ids, stamps and timestamps, and copying them fires no trigger, so the revision
-- and every cached layout stay valid. Only a plant whose last_watered was not its history's latest
-- day (set back by plain SQL or `plants edit --watered`) changes, through the triggers, at the end.
PRAGMA foreign_keys = OFF;

CREATE TABLE plants_rebuilt (
    id INTEGER PRIMARY KEY,
    -- The identity imports upsert by: given by the import, or a slug of the name.
    key TEXT NOT NULL UNIQUE
        CONSTRAINT plants_key_not_blank CHECK (length(trim(key)) > 0),
    name TEXT NOT NULL
        CONSTRAINT plants_name_not_blank CHECK (length(trim(name)) > 0),
    -- foliage, succulent, flowering, herb, fern, cactus, … (free text)
    kind TEXT
        CONSTRAINT plants_kind_not_blank CHECK (kind IS NULL OR length(trim(kind)) > 0),
    notes TEXT,
    water_every_days INTEGER
        CONSTRAINT plants_water_every_days_positive CHECK (water_every_days IS NULL OR water_every_days > 0),
    -- The latest day of the plant's waterings (the triggers below keep it so): a calendar date,
    -- YYYY-MM-DD, that exists.
    last_watered TEXT
        CONSTRAINT plants_last_watered_is_date CHECK (
            last_watered IS NULL OR (
                last_watered GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
                AND date(last_watered, '+0 days') IS last_watered)),
    -- The card's image width / height: the stored photo's, or (without one) an image area of that aspect.
    photo_aspect REAL
        CONSTRAINT plants_photo_aspect_positive CHECK (photo_aspect IS NULL OR (photo_aspect > 0 AND photo_aspect < 9e999)),
    -- The stored photo: a thumbnail (PNG or JPEG bytes) and its width and height in pixels.
    photo BLOB
        CONSTRAINT plants_photo_not_empty CHECK (photo IS NULL OR (typeof(photo) = 'blob' AND length(photo) > 0)),
    photo_width INTEGER
        CONSTRAINT plants_photo_width_with_photo CHECK ((photo_width IS NULL) = (photo IS NULL) AND (photo_width IS NULL OR photo_width > 0)),
    photo_height INTEGER
        CONSTRAINT plants_photo_height_with_photo CHECK ((photo_height IS NULL) = (photo IS NULL) AND (photo_height IS NULL OR photo_height > 0)),
    -- The catalog revision at which something the card's size depends on last changed (see the triggers).
    size_stamp INTEGER NOT NULL DEFAULT 0
        CONSTRAINT plants_size_stamp_not_negative CHECK (size_stamp >= 0),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

INSERT INTO plants_rebuilt (
    id, key, name, kind, notes, water_every_days, last_watered, photo_aspect, photo, photo_width, photo_height,
    size_stamp, created_at, updated_at)
SELECT
    id, key, name, kind, notes, water_every_days, last_watered, photo_aspect, photo, photo_width, photo_height,
    size_stamp, created_at, updated_at
FROM plants;

-- A photo file named by a catalog made before photos were stored, not read into it yet: `corolla
-- init` reads it, stores the thumbnail and deletes the row; a stored photo replaces it.
CREATE TABLE unread_photo_files (
    plant_id INTEGER PRIMARY KEY REFERENCES plants (id) ON DELETE CASCADE ON UPDATE CASCADE,
    path TEXT NOT NULL
        CONSTRAINT unread_photo_files_path_not_blank CHECK (length(trim(path)) > 0)
) STRICT;

INSERT INTO unread_photo_files (plant_id, path) SELECT id, photo_path FROM plants WHERE photo_path IS NOT NULL AND photo IS NULL;

DROP TABLE plants;
ALTER TABLE plants_rebuilt RENAME TO plants;

CREATE INDEX plants_by_kind ON plants (kind);

-- The revision triggers run one statement: outside a bulk write (catalog_revision.bulk = 0) it bumps
-- the revision; inside one it records that something changed (see 0004_bulk_revision.sql).
--
-- A new plant is stamped with the revision its insert commits at (see 0006_size_stamps.sql).
CREATE TRIGGER plants_inserted AFTER INSERT ON plants
BEGIN
    UPDATE plants SET size_stamp = (SELECT revision + 1 FROM catalog_revision)
    WHERE id = new.id AND size_stamp IS NOT (SELECT revision + 1 FROM catalog_revision);
    INSERT OR IGNORE INTO waterings (plant_id, watered_on) SELECT new.id, new.last_watered WHERE new.last_watered IS NOT NULL;
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;

CREATE TRIGGER plants_deleted AFTER DELETE ON plants
BEGIN
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;

-- Every column a card or the page shows moves the revision when it really changes (created_at,
-- updated_at and size_stamp are not shown); those a card's size depends on (name, kind, notes,
-- photo_aspect, and the id the stamp belongs to) move the size stamp too.
CREATE TRIGGER plants_updated AFTER UPDATE ON plants
WHEN old.id IS NOT new.id
    OR old.key IS NOT new.key
    OR old.name IS NOT new.name
    OR old.kind IS NOT new.kind
    OR old.notes IS NOT new.notes
    OR old.water_every_days IS NOT new.water_every_days
    OR old.last_watered IS NOT new.last_watered
    OR old.photo_aspect IS NOT new.photo_aspect
    OR old.photo IS NOT new.photo
    OR old.photo_width IS NOT new.photo_width
    OR old.photo_height IS NOT new.photo_height
BEGIN
    UPDATE plants SET size_stamp = (SELECT revision + 1 FROM catalog_revision)
    WHERE id = new.id
        AND (old.id IS NOT new.id OR old.name IS NOT new.name OR old.kind IS NOT new.kind OR old.notes IS NOT new.notes
            OR old.photo_aspect IS NOT new.photo_aspect);
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;

-- Writing last_watered records that day as a watering, then sets last_watered to the history's
-- latest day (which differs when the day written is earlier, or NULL).
CREATE TRIGGER plants_last_watered_written AFTER UPDATE OF last_watered ON plants
WHEN old.last_watered IS NOT new.last_watered
BEGIN
    INSERT OR IGNORE INTO waterings (plant_id, watered_on) SELECT new.id, new.last_watered WHERE new.last_watered IS NOT NULL;
    UPDATE plants SET last_watered = (SELECT max(watered_on) FROM waterings WHERE plant_id = new.id)
    WHERE id = new.id AND last_watered IS NOT (SELECT max(watered_on) FROM waterings WHERE plant_id = new.id);
END;

-- A stored photo replaces a photo file not read yet.
CREATE TRIGGER plants_photo_stored AFTER UPDATE OF photo ON plants
WHEN new.photo IS NOT NULL
BEGIN
    DELETE FROM unread_photo_files WHERE plant_id = new.id;
END;

-- A watering written or removed sets its plant's last_watered to the latest day left.
CREATE TRIGGER waterings_inserted AFTER INSERT ON waterings
BEGIN
    UPDATE plants SET last_watered = new.watered_on, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = new.plant_id AND (last_watered IS NULL OR last_watered < new.watered_on);
END;

CREATE TRIGGER waterings_deleted AFTER DELETE ON waterings
BEGIN
    UPDATE plants SET last_watered = (SELECT max(watered_on) FROM waterings WHERE plant_id = old.plant_id),
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = old.plant_id AND last_watered IS NOT (SELECT max(watered_on) FROM waterings WHERE plant_id = old.plant_id);
END;

CREATE TRIGGER waterings_updated AFTER UPDATE ON waterings
BEGIN
    UPDATE plants SET last_watered = (SELECT max(watered_on) FROM waterings WHERE plant_id = plants.id),
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (old.plant_id, new.plant_id)
        AND last_watered IS NOT (SELECT max(watered_on) FROM waterings WHERE plant_id = plants.id);
END;

-- Every plant's last_watered is in its history (0008's triggers recorded each one) and, from now on,
-- its latest day.
INSERT OR IGNORE INTO waterings (plant_id, watered_on) SELECT id, last_watered FROM plants WHERE last_watered IS NOT NULL;
UPDATE plants SET last_watered = (SELECT max(watered_on) FROM waterings WHERE plant_id = plants.id)
WHERE last_watered IS NOT (SELECT max(watered_on) FROM waterings WHERE plant_id = plants.id);
