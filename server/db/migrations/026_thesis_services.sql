-- Thesis Management lists the enquiries for the writing services staff mark as thesis help.
ALTER TABLE writing_services ADD COLUMN thesis_help boolean NOT NULL DEFAULT false;
UPDATE writing_services SET thesis_help = true WHERE title ILIKE '%thesis%' OR title ILIKE '%dissertation%';
CREATE INDEX writing_services_thesis_idx ON writing_services (id) WHERE thesis_help;
