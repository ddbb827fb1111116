-- Each plant's version, and who recorded each watering.
--
-- plants.version changes with any change to the plant, whoever writes it (plain SQL included): its
-- columns (the version, the size stamp and the timestamps aside), its watering history, and its
-- favorite state (made a favorite, or no longer one). It is what the server's ETag and If-Match
-- carry, so that writes to one plant never conflict with writes to another. The favorites' order,
-- which every move of another favorite renumbers, is not in it: a move is conditioned on the order
-- itself (the store's `FavoriteStore.orderTag`), and the moved plant's version is moved by the
-- store's move.
--
-- A new version is one past every version a plant of the catalog ever had: the highest a plant has
-- now (the plants_by_version index finds it), or the highest a removed plant had
-- (catalog_revision.retired_version), so a plant put back, or a new plant given a removed one's id,
-- never takes a version a client saw. Writing it reads one index entry and rewrites the plant's
-- row, never a shared row, so a bulk write stays one revision bump (0004).
ALTER TABLE plants ADD COLUMN version INTEGER NOT NULL DEFAULT 0
    CONSTRAINT plants_version_not_negative CHECK (version >= 0);

ALTER TABLE catalog_revision ADD COLUMN retired_version INTEGER NOT NULL DEFAULT 0
    CONSTRAINT catalog_revision_retired_version_not_negative CHECK (retired_version >= 0);

CREATE INDEX plants_by_version ON plants (version);

-- The version the next change of a plant takes.
CREATE VIEW next_plant_version (version) AS
SELECT max(ifnull((SELECT max(version) FROM plants), 0), ifnull((SELECT retired_version FROM catalog_revision WHERE id = 1), 0)) + 1;

-- Every plant has a version of its own from the start.
UPDATE plants SET version = id;

CREATE TRIGGER plants_versioned_on_insert AFTER INSERT ON plants
BEGIN
    UPDATE plants SET version = (SELECT version FROM next_plant_version) WHERE id = new.id;
END;

-- Every column but the version itself, the size stamp and the timestamps (so that writing the
-- version does not fire this again).
CREATE TRIGGER plants_versioned_on_update AFTER UPDATE ON plants
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
    UPDATE plants SET version = (SELECT version FROM next_plant_version) WHERE id = new.id;
END;

CREATE TRIGGER plants_version_retired AFTER DELETE ON plants
BEGIN
    UPDATE catalog_revision SET retired_version = old.version WHERE id = 1 AND retired_version < old.version;
END;

-- Who recorded a watering: a paired device's name or a command line's user; NULL when unknown (a
-- watering recorded before this migration, or by plain SQL).
ALTER TABLE waterings ADD COLUMN watered_by TEXT
    CONSTRAINT waterings_watered_by_single_line CHECK (
        watered_by IS NULL OR (length(trim(watered_by)) > 0 AND length(watered_by) <= 100
            AND instr(watered_by, char(10)) = 0 AND instr(watered_by, char(13)) = 0));

CREATE TRIGGER waterings_versioned_on_insert AFTER INSERT ON waterings
BEGIN
    UPDATE plants SET version = (SELECT version FROM next_plant_version) WHERE id = new.plant_id;
END;

CREATE TRIGGER waterings_versioned_on_delete AFTER DELETE ON waterings
BEGIN
    UPDATE plants SET version = (SELECT version FROM next_plant_version) WHERE id = old.plant_id;
END;

CREATE TRIGGER waterings_versioned_on_update AFTER UPDATE ON waterings
WHEN old.plant_id IS NOT new.plant_id
    OR old.watered_on IS NOT new.watered_on
    OR old.watered_by IS NOT new.watered_by
BEGIN
    UPDATE plants SET version = (SELECT version FROM next_plant_version) WHERE id IN (old.plant_id, new.plant_id);
END;

CREATE TRIGGER favorites_versioned_on_insert AFTER INSERT ON favorites
BEGIN
    UPDATE plants SET version = (SELECT version FROM next_plant_version) WHERE id = new.plant_id;
END;

CREATE TRIGGER favorites_versioned_on_delete AFTER DELETE ON favorites
BEGIN
    UPDATE plants SET version = (SELECT version FROM next_plant_version) WHERE id = old.plant_id;
END;

CREATE TRIGGER favorites_versioned_on_update AFTER UPDATE OF plant_id ON favorites
WHEN old.plant_id IS NOT new.plant_id
BEGIN
    UPDATE plants SET version = (SELECT version FROM next_plant_version) WHERE id IN (old.plant_id, new.plant_id);
END;
