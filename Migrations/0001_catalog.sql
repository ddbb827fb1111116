-- The catalog: plants, the ordered favorites, and the revision every cached layout is valid for.
-- Tables are STRICT (SQLite 3.37+), so a column holds the type it declares, whoever writes it.
-- Timestamps are UTC ISO 8601 text with milliseconds: 2024-05-01T09:30:00.000Z.

CREATE TABLE plants (
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
    -- A calendar date, YYYY-MM-DD, that exists.
    last_watered TEXT
        CONSTRAINT plants_last_watered_is_date CHECK (
            last_watered IS NULL OR (
                last_watered GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
                AND date(last_watered, '+0 days') IS last_watered)),
    -- A PNG file and its width / height.
    photo_path TEXT
        CONSTRAINT plants_photo_path_not_blank CHECK (photo_path IS NULL OR length(trim(photo_path)) > 0),
    photo_aspect REAL
        CONSTRAINT plants_photo_aspect_positive CHECK (photo_aspect IS NULL OR (photo_aspect > 0 AND photo_aspect < 9e999)),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE INDEX plants_by_kind ON plants (kind);

-- The user's favorites in their own order: by position, then plant id for ties.
CREATE TABLE favorites (
    plant_id INTEGER PRIMARY KEY REFERENCES plants (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE INDEX favorites_by_position ON favorites (position, plant_id);

-- One row: the revision of everything a card or the favorites grid shows.
CREATE TABLE catalog_revision (
    id INTEGER PRIMARY KEY CONSTRAINT catalog_revision_single_row CHECK (id = 1),
    revision INTEGER NOT NULL
) STRICT;

INSERT INTO catalog_revision (id, revision) VALUES (1, 0);

-- The triggers bump the revision for any writer, plain SQL included, and only for real changes:
-- key, created_at and updated_at are not shown, and an update that changes nothing bumps nothing.
CREATE TRIGGER plants_inserted AFTER INSERT ON plants
BEGIN
    UPDATE catalog_revision SET revision = revision + 1;
END;

CREATE TRIGGER plants_deleted AFTER DELETE ON plants
BEGIN
    UPDATE catalog_revision SET revision = revision + 1;
END;

CREATE TRIGGER plants_updated AFTER UPDATE ON plants
WHEN old.id IS NOT new.id
    OR old.name IS NOT new.name
    OR old.kind IS NOT new.kind
    OR old.notes IS NOT new.notes
    OR old.water_every_days IS NOT new.water_every_days
    OR old.last_watered IS NOT new.last_watered
    OR old.photo_path IS NOT new.photo_path
    OR old.photo_aspect IS NOT new.photo_aspect
BEGIN
    UPDATE catalog_revision SET revision = revision + 1;
END;

CREATE TRIGGER favorites_inserted AFTER INSERT ON favorites
BEGIN
    UPDATE catalog_revision SET revision = revision + 1;
END;

CREATE TRIGGER favorites_deleted AFTER DELETE ON favorites
BEGIN
    UPDATE catalog_revision SET revision = revision + 1;
END;

CREATE TRIGGER favorites_updated AFTER UPDATE ON favorites
WHEN old.plant_id IS NOT new.plant_id
    OR old.position IS NOT new.position
BEGIN
    UPDATE catalog_revision SET revision = revision + 1;
END;
