-- When each cached layout was last used and how many hits it had, in a small table of its own: a hit
-- updated them in the layout_cache row, and SQLite rewrites a whole row on UPDATE, so every warm grid
-- wrote the entry's manifest and frames again (10k favorites: ~700 KB, 180 WAL pages, then copied into
-- the file by the checkpoint). Now a hit writes one short row.
CREATE TABLE layout_cache_use (
    entry_id INTEGER PRIMARY KEY REFERENCES layout_cache (id) ON DELETE CASCADE,
    last_used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    hit_count INTEGER NOT NULL DEFAULT 0
        CONSTRAINT layout_cache_use_hit_count_not_negative CHECK (hit_count >= 0)
) STRICT;

INSERT INTO layout_cache_use (entry_id, last_used_at, hit_count) SELECT id, last_used_at, hit_count FROM layout_cache;

DROP INDEX layout_cache_by_use;
ALTER TABLE layout_cache DROP COLUMN last_used_at;
ALTER TABLE layout_cache DROP COLUMN hit_count;
