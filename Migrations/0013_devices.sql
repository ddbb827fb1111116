-- The household's server: the devices paired with `corolla serve`, the pairing codes that pair them,
-- and the server's own secrets. They live in the catalog, so that nothing a device holds is
-- invalidated when the server restarts, and a backup keeps them.
--
-- A device holds a random 256-bit credential (a cookie); only its SHA-256 is stored, so that reading
-- the catalog (or a backup of it) does not give a device's access. Removing a device's row revokes it:
-- its next request is refused. Names are unique, so that a command can name a device by its name.
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

-- A short-lived pairing code: its SHA-256, when it stops pairing, and whether the devices it pairs
-- are read-only. The server reads them on each pairing, so that `corolla devices pair` (another
-- process) gives codes the running server accepts.
CREATE TABLE pairing_codes (
    code_hash BLOB PRIMARY KEY
        CONSTRAINT pairing_codes_code_hash_is_sha256 CHECK (length(code_hash) = 32),
    read_only INTEGER NOT NULL DEFAULT 0
        CONSTRAINT pairing_codes_read_only_is_boolean CHECK (read_only IN (0, 1)),
    expires_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;

-- The server's secrets and what it tells other commands: 'page' (the key the pages' CSRF tokens
-- are derived from), 'calendar' (the calendar subscription's key, kept as it is: it only reads what
-- the catalog holds, and `corolla calendar --url` prints it again) and 'addresses' (where the last
-- `corolla serve` listens, one address a line, for `corolla devices pair` to print).
CREATE TABLE server_settings (
    name TEXT PRIMARY KEY
        CONSTRAINT server_settings_known_name CHECK (name IN ('page', 'calendar', 'addresses')),
    value TEXT NOT NULL
) STRICT, WITHOUT ROWID;
