-- Content hashes are XXH3-128 (16 bytes) instead of SHA-256 (32), and cached layouts are evicted least
-- recently used under a byte budget instead of per configuration.
--
-- Every stored hash is a SHA-256: the card sizes, keyed by them, go with their table, made again for
-- 16-byte hashes; the layouts, whose checksums are SHA-256s, and the stored measurer fingerprints
-- (hashes too) are deleted. Nothing is lost that cannot be recomputed.
DELETE FROM layout_cache_use;
DELETE FROM layout_cache;
DELETE FROM measurer_fingerprints;
DROP TABLE card_sizes;

-- The measurement cache as 0002_caches.sql describes it, its content hashes of 16 bytes.
CREATE TABLE card_sizes (
    content_hash BLOB NOT NULL CONSTRAINT card_sizes_content_hash_is_xxh3_128 CHECK (length(content_hash) = 16),
    style TEXT NOT NULL,
    column_width REAL NOT NULL CONSTRAINT card_sizes_column_width_positive CHECK (column_width > 0 AND column_width < 9e999),
    fingerprint TEXT NOT NULL,
    width REAL NOT NULL CONSTRAINT card_sizes_width_valid CHECK (width >= 0 AND width < 9e999),
    height REAL NOT NULL CONSTRAINT card_sizes_height_valid CHECK (height >= 0 AND height < 9e999),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (content_hash, style, column_width, fingerprint)
) STRICT, WITHOUT ROWID;

-- The caches' settings. layout_budget_bytes: how many bytes of layouts the cache keeps (counted as
-- `corolla cache stats` counts them); past it the least recently used go. Without a row, the default (64 MiB).
CREATE TABLE cache_settings (
    name TEXT PRIMARY KEY CONSTRAINT cache_settings_known_name CHECK (name IN ('layout_budget_bytes')),
    value INTEGER NOT NULL CONSTRAINT cache_settings_not_negative CHECK (value >= 0)
) STRICT, WITHOUT ROWID;
