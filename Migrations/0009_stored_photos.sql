-- Photos live in the catalog: each plant's photo is a thumbnail (PNG or JPEG bytes, sized for the
-- largest card at scale 3) with its width and height in pixels, so the catalog file is self-contained.
-- photo_aspect stays the column a card's size depends on: whoever stores a photo sets it to
-- photo_width / photo_height (CatalogService does).
--
-- photo_path now only names a photo file of a catalog made before this migration that is not read
-- into the catalog yet: SQL cannot read files, so `corolla init` (CatalogService.convertPhotoPaths)
-- reads each one, stores its thumbnail and clears the path, and reports the files it could not read,
-- whose paths stay for another try.
ALTER TABLE plants ADD COLUMN photo BLOB
    CONSTRAINT plants_photo_not_empty CHECK (photo IS NULL OR (typeof(photo) = 'blob' AND length(photo) > 0));
ALTER TABLE plants ADD COLUMN photo_width INTEGER
    CONSTRAINT plants_photo_width_with_photo CHECK ((photo_width IS NULL) = (photo IS NULL) AND (photo_width IS NULL OR photo_width > 0));
ALTER TABLE plants ADD COLUMN photo_height INTEGER
    CONSTRAINT plants_photo_height_with_photo CHECK ((photo_height IS NULL) = (photo IS NULL) AND (photo_height IS NULL OR photo_height > 0));

-- The photo's bytes are shown but never change a card's size: a new photo bumps the revision (the
-- card is drawn again) and leaves the size stamp. plants_updated keeps everything else; this trigger
-- fires only when nothing plants_updated watches changed, so a change bumps the revision once.
CREATE TRIGGER plants_photo_updated AFTER UPDATE OF photo, photo_width, photo_height ON plants
WHEN (old.photo IS NOT new.photo OR old.photo_width IS NOT new.photo_width OR old.photo_height IS NOT new.photo_height)
    AND old.id IS new.id
    AND old.name IS new.name
    AND old.kind IS new.kind
    AND old.notes IS new.notes
    AND old.water_every_days IS new.water_every_days
    AND old.last_watered IS new.last_watered
    AND old.photo_path IS new.photo_path
    AND old.photo_aspect IS new.photo_aspect
BEGIN
    UPDATE catalog_revision SET revision = revision + (bulk = 0), bulk = min(2 * bulk, 2) WHERE bulk <> 2;
END;
