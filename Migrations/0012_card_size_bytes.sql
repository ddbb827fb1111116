-- Each group of card sizes (a style, measuring width and measurer fingerprint) keeps the bytes its
-- rows take, counted as the cache budget counts a card_sizes row, so that a prune after a write reads
-- one row per group instead of adding up every stored size (an edit of one card paid that sum twice:
-- 10-20 ms for 20k sizes). Triggers keep the totals, so plain SQL that inserts, changes or deletes
-- sizes keeps them right; a group's row is made with its first size, and deleting a group's row
-- deletes its sizes, so no size is left outside the accounting. The total is REAL so that no value
-- plain SQL puts there can make the triggers' arithmetic fail (an integer would overflow): a store
-- of card sizes never fails because of it.
ALTER TABLE card_size_use ADD COLUMN bytes REAL NOT NULL DEFAULT 0;

INSERT INTO card_size_use (style, column_width, fingerprint, last_used_at, bytes)
SELECT style, column_width, fingerprint, max(created_at),
    sum(length(content_hash) + length(CAST(style AS BLOB)) + length(CAST(fingerprint AS BLOB)) + length(checksum) + length(CAST(created_at AS BLOB)) + 8 * 3)
FROM card_sizes GROUP BY style, column_width, fingerprint
ON CONFLICT (style, column_width, fingerprint) DO UPDATE SET bytes = excluded.bytes;

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
