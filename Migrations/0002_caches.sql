-- The two layout caches. Both only ever hold what can be recomputed: clearing them loses nothing.

-- The measurement cache, content-addressed: a card's size for its content (SHA-256 of every field the
-- style shows), the card style, the column width and the measurer (fonts, versions) fingerprint.
CREATE TABLE card_sizes (
    content_hash BLOB NOT NULL
        CONSTRAINT card_sizes_content_hash_is_sha256 CHECK (length(content_hash) = 32),
    style TEXT NOT NULL,
    column_width REAL NOT NULL
        CONSTRAINT card_sizes_column_width_positive CHECK (column_width > 0 AND column_width < 9e999),
    fingerprint TEXT NOT NULL,
    width REAL NOT NULL
        CONSTRAINT card_sizes_width_valid CHECK (width >= 0 AND width < 9e999),
    height REAL NOT NULL
        CONSTRAINT card_sizes_height_valid CHECK (height >= 0 AND height < 9e999),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (content_hash, style, column_width, fingerprint)
) STRICT, WITHOUT ROWID;

-- The frame cache: one whole layout per key, valid for one catalog revision.
-- Key: the layout configuration in canonical form, the container dimensions the layout depends on
-- (NULL for a dimension it does not depend on), the display scale, the card style and the measurer
-- fingerprint. Value: the revision, the ordered items (manifest: per item the plant id as a
-- little-endian Int64 and the 32-byte content hash), the frames (little-endian Float64s) and the
-- content size.
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
        CONSTRAINT layout_cache_manifest_whole_items CHECK (length(manifest) % 40 = 0),
    frames BLOB NOT NULL
        CONSTRAINT layout_cache_frames_whole_float64s CHECK (length(frames) % 8 = 0),
    content_width REAL NOT NULL,
    content_height REAL NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    last_used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    hit_count INTEGER NOT NULL DEFAULT 0
        CONSTRAINT layout_cache_hit_count_not_negative CHECK (hit_count >= 0)
) STRICT;

-- One entry per key; -1 stands for "does not depend on this dimension" (a real dimension is >= 0).
CREATE UNIQUE INDEX layout_cache_by_key ON layout_cache (
    configuration, ifnull(container_width, -1.0), ifnull(container_height, -1.0), scale, style, fingerprint);

CREATE INDEX layout_cache_by_use ON layout_cache (configuration, last_used_at);

-- Lookups that found (hits) or did not find (misses) a usable entry, across processes.
CREATE TABLE cache_counters (
    name TEXT PRIMARY KEY
        CONSTRAINT cache_counters_known_name CHECK (name IN ('layout_hits', 'layout_misses', 'card_size_hits', 'card_size_misses')),
    value INTEGER NOT NULL
        CONSTRAINT cache_counters_not_negative CHECK (value >= 0)
) STRICT, WITHOUT ROWID;

INSERT INTO cache_counters (name, value)
VALUES ('layout_hits', 0), ('layout_misses', 0), ('card_size_hits', 0), ('card_size_misses', 0);
