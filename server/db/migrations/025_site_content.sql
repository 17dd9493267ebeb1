-- A carousel slide describes its image in its own words: the same picture may need other words in another place.
ALTER TABLE carousel_slides ADD COLUMN alt text NOT NULL DEFAULT '';
UPDATE carousel_slides s SET alt = f.alt FROM files f WHERE f.id = s.file_id;

-- A file something shows cannot be deleted: the media library refuses it with the places that use it, and the
-- database refuses it too, so a slide, card or section saved at the same moment never loses its image.
ALTER TABLE carousel_slides DROP CONSTRAINT carousel_slides_file_id_fkey,
  ADD CONSTRAINT carousel_slides_file_id_fkey FOREIGN KEY (file_id) REFERENCES files (id) ON DELETE RESTRICT;
ALTER TABLE services DROP CONSTRAINT services_icon_file_id_fkey,
  ADD CONSTRAINT services_icon_file_id_fkey FOREIGN KEY (icon_file_id) REFERENCES files (id) ON DELETE RESTRICT;
ALTER TABLE sections DROP CONSTRAINT sections_file_id_fkey,
  ADD CONSTRAINT sections_file_id_fkey FOREIGN KEY (file_id) REFERENCES files (id) ON DELETE RESTRICT;
ALTER TABLE sections DROP CONSTRAINT sections_poster_file_id_fkey,
  ADD CONSTRAINT sections_poster_file_id_fkey FOREIGN KEY (poster_file_id) REFERENCES files (id) ON DELETE RESTRICT;

-- "Where is this image used" is asked for each image of a library page.
CREATE INDEX carousel_slides_file_idx ON carousel_slides (file_id);
CREATE INDEX services_icon_file_idx ON services (icon_file_id) WHERE icon_file_id IS NOT NULL;
CREATE INDEX sections_file_idx ON sections (file_id) WHERE file_id IS NOT NULL;
CREATE INDEX sections_poster_file_idx ON sections (poster_file_id) WHERE poster_file_id IS NOT NULL;
-- The library lists images newest first.
CREATE INDEX files_images_created_idx ON files (created_at DESC, id) WHERE mime_type LIKE 'image/%';
