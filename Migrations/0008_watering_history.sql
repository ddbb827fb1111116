-- The watering history: one row per day a plant was watered. plants.last_watered stays the latest
-- watering (what a card shows); this table keeps every one, for `plants show` (the last waterings, the
-- average interval) and `export --history`.
--
-- Triggers keep it for any writer, plain SQL included: a plant inserted with a last watering, or whose
-- last watering changes, gets a row for that day. The service also records a watering older than the
-- last one (`plants water --on` an earlier day), which leaves last_watered as it is. A day is recorded
-- once per plant (the unique key; the triggers insert OR IGNORE), and a plant's rows go with it.
--
-- The history is not shown on a card: writing it moves neither the catalog revision nor a size stamp.
CREATE TABLE waterings (
    plant_id INTEGER NOT NULL REFERENCES plants (id) ON DELETE CASCADE ON UPDATE CASCADE,
    -- A calendar date, YYYY-MM-DD, that exists.
    watered_on TEXT NOT NULL
        CONSTRAINT waterings_watered_on_is_date CHECK (
            watered_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
            AND date(watered_on, '+0 days') IS watered_on),
    recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (plant_id, watered_on)
) STRICT;

-- Every plant's last watering is its first recorded one.
INSERT INTO waterings (plant_id, watered_on) SELECT id, last_watered FROM plants WHERE last_watered IS NOT NULL;

CREATE TRIGGER plants_watered_on_insert AFTER INSERT ON plants
WHEN new.last_watered IS NOT NULL
BEGIN
    INSERT OR IGNORE INTO waterings (plant_id, watered_on) VALUES (new.id, new.last_watered);
END;

CREATE TRIGGER plants_watered_on_update AFTER UPDATE OF last_watered ON plants
WHEN new.last_watered IS NOT NULL AND old.last_watered IS NOT new.last_watered
BEGIN
    INSERT OR IGNORE INTO waterings (plant_id, watered_on) VALUES (new.id, new.last_watered);
END;
