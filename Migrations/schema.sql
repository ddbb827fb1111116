-- The catalog's schema as it stands after every migration: what `sqlite3 garden.sqlite .schema`
-- prints for a catalog `corolla init` made. Not a migration (the build embeds only NNNN_*.sql) and
-- never run: the migrations are the source, and SchemaFileTests fails when this file differs from
-- a catalog they make. After adding a migration, replace everything below these comment lines
-- with what `corolla init --db /tmp/new.sqlite && sqlite3 /tmp/new.sqlite .schema` prints.
-- See docs/schema.md.
CREATE TABLE schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    checksum TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE TABLE favorites (
    plant_id INTEGER PRIMARY KEY REFERENCES plants (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX favorites_by_position ON favorites (position, plant_id);
CREATE TABLE catalog_revision (
    id INTEGER PRIMARY KEY CONSTRAINT catalog_revision_single_row CHECK (id = 1),
    revision INTEGER NOT NULL
, bulk INTEGER NOT NULL DEFAULT 0
    CONSTRAINT catalog_revision_bulk_state CHECK (bulk IN (0, 1, 2)), retired_version INTEGER NOT NULL DEFAULT 0
    CONSTRAINT catalog_revision_retired_version_not_negative CHECK (retired_version >= 0)) STRICT;
CREATE TABLE cache_counters (
    name TEXT PRIMARY KEY
        CONSTRAINT cache_counters_known_name CHECK (name IN ('layout_hits', 'layout_misses', 'card_size_hits', 'card_size_misses')),
    value INTEGER NOT NULL
        CONSTRAINT cache_counters_not_negative CHECK (value >= 0)
) STRICT, WITHOUT ROWID;
CREATE TABLE measurer_fingerprints (
    options TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    computed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT, WITHOUT ROWID;
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
CREATE TABLE cache_settings (
    name TEXT PRIMARY KEY CONSTRAINT cache_settings_known_name CHECK (name IN ('layout_budget_bytes')),
    value INTEGER NOT NULL CONSTRAINT cache_settings_not_negative CHECK (value >= 0)
) STRICT, WITHOUT ROWID;
CREATE TABLE waterings (
    plant_id INTEGER NOT NULL REFERENCES plants (id) ON DELETE CASCADE ON UPDATE CASCADE,
    -- A calendar date, YYYY-MM-DD, that exists.
    watered_on TEXT NOT NULL
        CONSTRAINT waterings_watered_on_is_date CHECK (
            watered_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
            AND date(watered_on, '+0 days') IS watered_on),
    recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), watered_by TEXT
    CONSTRAINT waterings_watered_by_single_line CHECK (
        watered_by IS NULL OR (length(trim(watered_by)) > 0 AND length(watered_by) <= 100
            AND instr(watered_by, char(10)) = 0 AND instr(watered_by, char(13)) = 0)),
    PRIMARY KEY (plant_id, watered_on)
) STRICT;
CREATE TABLE IF NOT EXISTS "plants" (
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
, version INTEGER NOT NULL DEFAULT 0
    CONSTRAINT plants_version_not_negative CHECK (version >= 0)) STRICT;
CREATE TABLE unread_photo_files (
    plant_id INTEGER PRIMARY KEY REFERENCES plants (id) ON DELETE CASCADE ON UPDATE CASCADE,
    path TEXT NOT NULL
        CONSTRAINT unread_photo_files_path_not_blank CHECK (length(trim(path)) > 0)
) STRICT;
CREATE INDEX plants_by_kind ON plants (kind);
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
CREATE TRIGGER plants_last_watered_written AFTER UPDATE OF last_watered ON plants
WHEN old.last_watered IS NOT new.last_watered
BEGIN
    INSERT OR IGNORE INTO waterings (plant_id, watered_on) SELECT new.id, new.last_watered WHERE new.last_watered IS NOT NULL;
    UPDATE plants SET last_watered = (SELECT max(watered_on) FROM waterings WHERE plant_id = new.id)
    WHERE id = new.id AND last_watered IS NOT (SELECT max(watered_on) FROM waterings WHERE plant_id = new.id);
END;
CREATE TRIGGER plants_photo_stored AFTER UPDATE OF photo ON plants
WHEN new.photo IS NOT NULL
BEGIN
    DELETE FROM unread_photo_files WHERE plant_id = new.id;
END;
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
CREATE TABLE card_sizes (
    content_hash BLOB NOT NULL CONSTRAINT card_sizes_content_hash_is_xxh3_128 CHECK (length(content_hash) = 16),
    style TEXT NOT NULL,
    column_width REAL NOT NULL CONSTRAINT card_sizes_column_width_positive CHECK (column_width > 0 AND column_width < 9e999),
    fingerprint TEXT NOT NULL,
    width REAL NOT NULL CONSTRAINT card_sizes_width_valid CHECK (width >= 0 AND width < 9e999),
    height REAL NOT NULL CONSTRAINT card_sizes_height_valid CHECK (height >= 0 AND height < 9e999),
    checksum BLOB NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (content_hash, style, column_width, fingerprint)
) STRICT, WITHOUT ROWID;
CREATE INDEX card_sizes_by_group ON card_sizes (style, column_width, fingerprint);
CREATE TABLE card_size_use (
    style TEXT NOT NULL,
    column_width REAL NOT NULL,
    fingerprint TEXT NOT NULL,
    last_used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), bytes REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (style, column_width, fingerprint)
) STRICT, WITHOUT ROWID;
CREATE TRIGGER card_sizes_inserted AFTER INSERT ON card_sizes
BEGIN
    INSERT INTO card_size_use (style, column_width, fingerprint, bytes)
    VALUES (new.style, new.column_width, new.fingerprint,
        length(new.content_hash) + length(CAST(new.style AS BLOB)) + length(CAST(new.fingerprint AS BLOB)) + length(new.checksum) + length(CAST(new.created_at AS BLOB)) + 8 * 3)
    ON CONFLICT (style, column_width, fingerprint) DO UPDATE SET bytes = bytes + excluded.bytes;
END;
CREATE TRIGGER card_sizes_deleted AFTER DELETE ON card_sizes
BEGIN
    UPDATE card_size_use
    SET bytes = max(0, bytes - (length(old.content_hash) + length(CAST(old.style AS BLOB)) + length(CAST(old.fingerprint AS BLOB)) + length(old.checksum) + length(CAST(old.created_at AS BLOB)) + 8 * 3))
    WHERE style = old.style AND column_width = old.column_width AND fingerprint = old.fingerprint;
END;
CREATE TRIGGER card_sizes_updated AFTER UPDATE ON card_sizes
BEGIN
    UPDATE card_size_use
    SET bytes = max(0, bytes - (length(old.content_hash) + length(CAST(old.style AS BLOB)) + length(CAST(old.fingerprint AS BLOB)) + length(old.checksum) + length(CAST(old.created_at AS BLOB)) + 8 * 3))
    WHERE style = old.style AND column_width = old.column_width AND fingerprint = old.fingerprint;
    INSERT INTO card_size_use (style, column_width, fingerprint, bytes)
    VALUES (new.style, new.column_width, new.fingerprint,
        length(new.content_hash) + length(CAST(new.style AS BLOB)) + length(CAST(new.fingerprint AS BLOB)) + length(new.checksum) + length(CAST(new.created_at AS BLOB)) + 8 * 3)
    ON CONFLICT (style, column_width, fingerprint) DO UPDATE SET bytes = bytes + excluded.bytes;
END;
CREATE TRIGGER card_size_use_deleted AFTER DELETE ON card_size_use
BEGIN
    DELETE FROM card_sizes WHERE style = old.style AND column_width = old.column_width AND fingerprint = old.fingerprint;
END;
CREATE TABLE devices (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
        CONSTRAINT devices_name_length CHECK (length(name) BETWEEN 1 AND 64),
    credential_hash BLOB NOT NULL UNIQUE
        CONSTRAINT devices_credential_hash_is_sha256 CHECK (length(credential_hash) = 32),
    -- 1: the device may read but not write.
    read_only INTEGER NOT NULL DEFAULT 0
        CONSTRAINT devices_read_only_is_boolean CHECK (read_only IN (0, 1)),
    paired_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    -- When and from which address the server last saw the device (written at most once a minute).
    last_seen_at TEXT,
    last_address TEXT
) STRICT;
CREATE TABLE pairing_codes (
    code_hash BLOB PRIMARY KEY
        CONSTRAINT pairing_codes_code_hash_is_sha256 CHECK (length(code_hash) = 32),
    read_only INTEGER NOT NULL DEFAULT 0
        CONSTRAINT pairing_codes_read_only_is_boolean CHECK (read_only IN (0, 1)),
    expires_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;
CREATE TABLE server_settings (
    name TEXT PRIMARY KEY
        CONSTRAINT server_settings_known_name CHECK (name IN ('page', 'calendar', 'addresses')),
    value TEXT NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX plants_by_version ON plants (version);
CREATE VIEW next_plant_version (version) AS
SELECT max(ifnull((SELECT max(version) FROM plants), 0), ifnull((SELECT retired_version FROM catalog_revision WHERE id = 1), 0)) + 1
/* next_plant_version(version) */;
CREATE TRIGGER plants_versioned_on_insert AFTER INSERT ON plants
BEGIN
    UPDATE plants SET version = (SELECT version FROM next_plant_version) WHERE id = new.id;
END;
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
