-- What a member keeps to come back to. Each kind refers to its own table, so an item that is deleted leaves no saved
-- row behind and no saved row can name an item that never existed; `kind` says which one column is set.
CREATE TABLE saved_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('vacancy', 'event', 'journal', 'expert', 'post', 'template')),
  vacancy_id bigint REFERENCES vacancies (id) ON DELETE CASCADE,
  event_id bigint REFERENCES events (id) ON DELETE CASCADE,
  journal_id bigint REFERENCES journals (id) ON DELETE CASCADE,
  expert_id uuid REFERENCES users (id) ON DELETE CASCADE,
  post_id uuid REFERENCES community_posts (id) ON DELETE CASCADE,
  template_id uuid REFERENCES template_files (id) ON DELETE CASCADE,
  saved_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(vacancy_id, event_id, journal_id, expert_id, post_id, template_id) = 1),
  CHECK (CASE kind
    WHEN 'vacancy' THEN vacancy_id IS NOT NULL
    WHEN 'event' THEN event_id IS NOT NULL
    WHEN 'journal' THEN journal_id IS NOT NULL
    WHEN 'expert' THEN expert_id IS NOT NULL
    WHEN 'post' THEN post_id IS NOT NULL
    ELSE template_id IS NOT NULL END),
  -- A NULL never equals another, so each constraint binds only the rows of its own kind: an item is saved once.
  UNIQUE (user_id, vacancy_id),
  UNIQUE (user_id, event_id),
  UNIQUE (user_id, journal_id),
  UNIQUE (user_id, expert_id),
  UNIQUE (user_id, post_id),
  UNIQUE (user_id, template_id)
);
-- The deletes cascading from each item's table find its saved rows by these.
CREATE INDEX saved_items_vacancy_idx ON saved_items (vacancy_id) WHERE vacancy_id IS NOT NULL;
CREATE INDEX saved_items_event_idx ON saved_items (event_id) WHERE event_id IS NOT NULL;
CREATE INDEX saved_items_journal_idx ON saved_items (journal_id) WHERE journal_id IS NOT NULL;
CREATE INDEX saved_items_expert_idx ON saved_items (expert_id) WHERE expert_id IS NOT NULL;
CREATE INDEX saved_items_post_idx ON saved_items (post_id) WHERE post_id IS NOT NULL;
CREATE INDEX saved_items_template_idx ON saved_items (template_id) WHERE template_id IS NOT NULL;

-- The secret address of a member's saved events as one calendar. Calendar apps send no session, so the token is the
-- only key; renewing it (a new row value) ends every subscription made with the old one.
CREATE TABLE saved_event_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{43}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
