-- A bulk write (an import of many plants and favorites in one transaction) bumps the catalog revision
-- once, not once per row (each per-row UPDATE of catalog_revision rewrote its page and copied it into the
-- row statement's journal).
--
-- catalog_revision.bulk is 0 except inside the transaction of a bulk write. The writer sets it to 1
-- first; while it is 1 or 2 the triggers record a change by setting it to 2 instead of bumping the
-- revision; the writer sets it back to 0 before it commits, bumping the revision once if it is 2
-- (CatalogStore.bulkWrite). A rolled-back transaction restores it with everything else, so committed,
-- it is always 0: any other writer, plain SQL included, bumps the revision on every change, as before.
ALTER TABLE catalog_revision ADD COLUMN bulk INTEGER NOT NULL DEFAULT 0
    CONSTRAINT catalog_revision_bulk_state CHECK (bulk IN (0, 1, 2));

-- Every trigger runs the same statement: with bulk = 0 it bumps the revision; with 1 it sets 2; with 2
-- it writes nothing.
DROP TRIGGER plants_inserted;
DROP TRIGGER plants_deleted;
DROP TRIGGER plants_updated;
DROP TRIGGER favorites_inserted;
DROP TRIGGER favorites_deleted;
DROP TRIGGER favorites_updated;

CREATE TRIGGER plants_inserted AFTER INSERT ON plants
BEGIN
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;

CREATE TRIGGER plants_deleted AFTER DELETE ON plants
BEGIN
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;

-- As before: key, created_at and updated_at are not shown, and an update that changes nothing bumps nothing.
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
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;

CREATE TRIGGER favorites_inserted AFTER INSERT ON favorites
BEGIN
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;

CREATE TRIGGER favorites_deleted AFTER DELETE ON favorites
BEGIN
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;

CREATE TRIGGER favorites_updated AFTER UPDATE ON favorites
WHEN old.plant_id IS NOT new.plant_id
    OR old.position IS NOT new.position
BEGIN
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;
