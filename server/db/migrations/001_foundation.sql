CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Marks one-time steps (demo data loaded, ...) so a restart never repeats them.
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  path text NOT NULL UNIQUE,
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  alt text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subjects (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  -- Position in the home page's strip of subject chips; null when not shown there.
  chip_position int
);
CREATE INDEX subjects_chip_position_idx ON subjects (chip_position) WHERE chip_position IS NOT NULL;

CREATE TABLE qualifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE professions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE countries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  iso2 char(2) NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  title text NOT NULL
);

CREATE TABLE states (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country_id bigint NOT NULL REFERENCES countries (id) ON DELETE CASCADE,
  code text NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  UNIQUE (country_id, slug)
);

CREATE TABLE menu_items (
  slug text PRIMARY KEY,
  menu_title text NOT NULL,
  position int NOT NULL,
  visible boolean NOT NULL DEFAULT true
);
CREATE INDEX menu_items_position_idx ON menu_items (position) WHERE visible;

CREATE TABLE pages (
  slug text PRIMARY KEY,
  title text NOT NULL,
  -- Sanitized HTML: cleaned when saved, and again in the browser when shown.
  content text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sections (
  slug text PRIMARY KEY,
  heading text NOT NULL,
  text1 text,
  text2 text,
  text3 text,
  point1_heading text,
  point1_text text,
  point2_heading text,
  point2_text text,
  point3_heading text,
  point3_text text,
  file_id uuid REFERENCES files (id) ON DELETE SET NULL,
  poster_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE carousel_slides (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  carousel text NOT NULL CHECK (carousel IN ('small-device', 'large-device')),
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  position int NOT NULL,
  link text
);
CREATE INDEX carousel_slides_carousel_idx ON carousel_slides (carousel, position);

CREATE TABLE services (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  tier text NOT NULL CHECK (tier IN ('free', 'premium')),
  title text NOT NULL,
  text text NOT NULL,
  link text NOT NULL,
  icon_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
  position int NOT NULL
);
CREATE INDEX services_tier_idx ON services (tier, position);

-- A single row: the organisation's public contact details.
CREATE TABLE contact_info (
  id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  address text,
  email text,
  phone text,
  whatsapp text,
  social_links jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
