-- Drafts, revisions and moved addresses of the managed pages and sections.

-- A page's description for search engines, published with its title and text.
ALTER TABLE pages ADD COLUMN description text NOT NULL DEFAULT '';

-- The one unpublished version of a page or section, as staff last saved it; the public site never reads it. A page
-- staff add lives here alone until its first publish. `fields` holds the item's fields as the API names them.
CREATE TABLE content_drafts (
  kind text NOT NULL CHECK (kind IN ('page', 'section')),
  slug text NOT NULL,
  fields jsonb NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, slug)
);

-- Every published version, kept for comparing and restoring. The publisher's name is copied, so the entry reads
-- right after the account is renamed or anonymised.
CREATE TABLE content_revisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('page', 'section')),
  slug text NOT NULL,
  fields jsonb NOT NULL,
  published_by uuid REFERENCES users (id) ON DELETE SET NULL,
  published_by_name text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_revisions_item_idx ON content_revisions (kind, slug, id DESC);

-- A page's earlier addresses: /page/{old} keeps answering with the page at its new address.
CREATE TABLE page_redirects (
  old_slug text PRIMARY KEY,
  slug text NOT NULL REFERENCES pages (slug) ON UPDATE CASCADE ON DELETE CASCADE
);
CREATE INDEX page_redirects_slug_idx ON page_redirects (slug);
