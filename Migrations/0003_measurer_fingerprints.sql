-- The measurer fingerprint last computed for each set of measurer options (font family and metrics), so a
-- warm grid names its cache keys without starting Pango or fontconfig: the service checks the stored
-- fingerprint (library versions, the font files' sizes and dates) instead of computing it again.
-- A cache like the others: clearing it loses nothing.
CREATE TABLE measurer_fingerprints (
    options TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    computed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT, WITHOUT ROWID;
