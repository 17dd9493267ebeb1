-- A directory search a member keeps under a name: the filters as the directory's list takes them, and an alert of
-- what is new for the areas published day by day.
CREATE TABLE saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  area text NOT NULL CHECK (area IN ('vacancies', 'events', 'journals', 'experts', 'community')),
  filters jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(filters) = 'object' AND length(filters::text) <= 8000),
  alert text NOT NULL DEFAULT 'never' CHECK (alert IN ('never', 'instant', 'daily', 'weekly')),
  CHECK (alert = 'never' OR area IN ('vacancies', 'events', 'community')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at DESC);
