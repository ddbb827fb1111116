-- Each plant's size stamp: the catalog revision at which something its card's size depends on (name,
-- kind, notes, photo aspect) last changed, or at which it was inserted. A cached layout's manifest keeps
-- the plant id and size stamp of every card, so a later grid finds the cards whose size may differ by
-- comparing integers. The watering date changes how a card is drawn, never its size: it moves the
-- revision, not the stamp.
--
-- The stamp is the revision the change commits at: the trigger sets it to revision + 1 before bumping
-- the revision (one bump per change; in a bulk write the revision is bumped once, at the end, to the
-- same revision + 1). A writer that already gives the row that stamp (the store's inserts do) costs no
-- second write. Every stamp is at most the catalog's revision, and a change stamps a value above every
-- revision before it, so a stamp seen in an older layout never comes back for different content, even
-- on a reused plant id.
ALTER TABLE plants ADD COLUMN size_stamp INTEGER NOT NULL DEFAULT 0
    CONSTRAINT plants_size_stamp_not_negative CHECK (size_stamp >= 0);

UPDATE plants SET size_stamp = (SELECT revision FROM catalog_revision);

DROP TRIGGER plants_inserted;
DROP TRIGGER plants_updated;

CREATE TRIGGER plants_inserted AFTER INSERT ON plants
BEGIN
    UPDATE plants SET size_stamp = (SELECT revision + 1 FROM catalog_revision)
    WHERE id = new.id AND size_stamp IS NOT (SELECT revision + 1 FROM catalog_revision);
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;

-- As before: key, created_at, updated_at (and size_stamp itself) are not shown, and an update that
-- changes nothing bumps nothing.
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
    UPDATE plants SET size_stamp = (SELECT revision + 1 FROM catalog_revision)
    WHERE id = new.id
        AND (old.id IS NOT new.id OR old.name IS NOT new.name OR old.kind IS NOT new.kind OR old.notes IS NOT new.notes
            OR old.photo_aspect IS NOT new.photo_aspect);
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;

-- The layout cache's manifest item is now a plant id and a size stamp (two little-endian Int64s), and
-- each row keeps a checksum of what it stores (revision, manifest, frames, content size), so a row
-- changed or damaged from outside is found before it is used: the table is made again, empty.
DROP TABLE layout_cache_use;
DROP TABLE layout_cache;

CREATE TABLE layout_cache (
    id INTEGER PRIMARY KEY,
    configuration TEXT NOT NULL,
    container_width REAL
        CONSTRAINT layout_cache_container_width_valid CHECK (container_width IS NULL OR (container_width >= 0 AND container_width < 9e999)),
    container_height REAL
        CONSTRAINT layout_cache_container_height_valid CHECK (container_height IS NULL OR (container_height >= 0 AND container_height < 9e999)),
    scale REAL NOT NULL
        CONSTRAINT layout_cache_scale_valid CHECK (scale >= 0 AND scale < 9e999),
    style TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    revision INTEGER NOT NULL,
    manifest BLOB NOT NULL
        CONSTRAINT layout_cache_manifest_whole_items CHECK (length(manifest) % 16 = 0),
    frames BLOB NOT NULL
        CONSTRAINT layout_cache_frames_whole_float64s CHECK (length(frames) % 8 = 0),
    content_width REAL NOT NULL,
    content_height REAL NOT NULL,
    checksum BLOB NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE UNIQUE INDEX layout_cache_by_key ON layout_cache (
    configuration, ifnull(container_width, -1.0), ifnull(container_height, -1.0), scale, style, fingerprint);

CREATE TABLE layout_cache_use (
    entry_id INTEGER PRIMARY KEY REFERENCES layout_cache (id) ON DELETE CASCADE,
    last_used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    hit_count INTEGER NOT NULL DEFAULT 0
        CONSTRAINT layout_cache_use_hit_count_not_negative CHECK (hit_count >= 0)
) STRICT;
