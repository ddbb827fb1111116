-- Each card_sizes row keeps a checksum of what it stores (its key and its size), so a row changed or
-- damaged from outside is found before it is used, as layout_cache rows are (0007): the table is made
-- again, empty (what it held is measured again when needed).
--
-- The cache budget (cache_settings.layout_budget_bytes) now bounds card sizes as well as layouts,
-- least recently used first across both: card sizes are used a width at a time, so card_size_use
-- keeps when the sizes of each style, measuring width and measurer were last used, and eviction
-- drops such a group whole.
DROP TABLE card_sizes;

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

-- Finds a group's rows (to evict it, to add up its bytes) without reading the whole table.
CREATE INDEX card_sizes_by_group ON card_sizes (style, column_width, fingerprint);

-- When the card sizes of one style, measuring width and measurer fingerprint were last looked up or
-- stored. A group without a row (sizes inserted with plain SQL) counts as used when its newest row
-- was created.
CREATE TABLE card_size_use (
    style TEXT NOT NULL,
    column_width REAL NOT NULL,
    fingerprint TEXT NOT NULL,
    last_used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (style, column_width, fingerprint)
) STRICT, WITHOUT ROWID;
