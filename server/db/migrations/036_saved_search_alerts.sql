-- Alerts of saved searches: items made public wait in a queue until the matching job has compared them with every
-- saved search that alerts; what matched is told in the bell at once, or kept for daily or weekly mail digests.

-- The search's words as the directory's list reads them (searchQuery in full-text.ts), kept when the search is saved:
-- matching compares it with each new item's vector without parsing the words again for every pair.
ALTER TABLE saved_searches ADD COLUMN match_query tsquery;
CREATE INDEX saved_searches_alerting_idx ON saved_searches (area) WHERE alert <> 'never';

-- 'No alert mail at all': digests are not built for the member; the bell and push still tell of 'at once' alerts.
ALTER TABLE users ADD COLUMN alert_mail boolean NOT NULL DEFAULT true;

-- An item that has become public: listed vacancies and events when first published (inserted so, or moved out of
-- draft), community posts when written. Each item is queued once in its life, so it is news once: a vacancy taken
-- back to draft and published again tells nobody twice. The job sets `matched_at` in the transaction that records
-- what the batch matched, so a run that dies leaves the batch to the next, and no run matches an item twice.
CREATE TABLE alert_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  area text NOT NULL CHECK (area IN ('vacancies', 'events', 'community')),
  vacancy_id bigint REFERENCES vacancies (id) ON DELETE CASCADE,
  event_id bigint REFERENCES events (id) ON DELETE CASCADE,
  post_id uuid REFERENCES community_posts (id) ON DELETE CASCADE,
  queued_at timestamptz NOT NULL DEFAULT now(),
  matched_at timestamptz,
  CHECK (num_nonnulls(vacancy_id, event_id, post_id) = 1)
);
CREATE INDEX alert_queue_waiting_idx ON alert_queue (area, id) WHERE matched_at IS NULL;
CREATE UNIQUE INDEX alert_queue_vacancy_idx ON alert_queue (vacancy_id) WHERE vacancy_id IS NOT NULL;
CREATE UNIQUE INDEX alert_queue_event_idx ON alert_queue (event_id) WHERE event_id IS NOT NULL;
CREATE UNIQUE INDEX alert_queue_post_idx ON alert_queue (post_id) WHERE post_id IS NOT NULL;

CREATE FUNCTION queue_published_vacancy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'open' AND (TG_OP = 'INSERT' OR OLD.status = 'draft') THEN
    INSERT INTO alert_queue (area, vacancy_id) VALUES ('vacancies', NEW.id) ON CONFLICT (vacancy_id) WHERE vacancy_id IS NOT NULL DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER vacancies_alert_queue AFTER INSERT OR UPDATE OF status ON vacancies FOR EACH ROW EXECUTE FUNCTION queue_published_vacancy();

CREATE FUNCTION queue_published_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND (TG_OP = 'INSERT' OR OLD.status = 'draft') THEN
    INSERT INTO alert_queue (area, event_id) VALUES ('events', NEW.id) ON CONFLICT (event_id) WHERE event_id IS NOT NULL DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER events_alert_queue AFTER INSERT OR UPDATE OF status ON events FOR EACH ROW EXECUTE FUNCTION queue_published_event();

CREATE FUNCTION queue_new_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alert_queue (area, post_id) VALUES ('community', NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER community_posts_alert_queue AFTER INSERT ON community_posts FOR EACH ROW EXECUTE FUNCTION queue_new_post();

-- A mail of what a member's daily or weekly searches found; `searches` are the member's searches of that cadence
-- when it was made, which its one-click unsubscribe stops. Claimed for sending by setting `sent_at`, so no digest is mailed twice.
CREATE TABLE alert_digests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  cadence text NOT NULL CHECK (cadence IN ('daily', 'weekly')),
  searches uuid[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX alert_digests_member_idx ON alert_digests (user_id, cadence, created_at DESC);
CREATE INDEX alert_digests_unsent_idx ON alert_digests (id) WHERE sent_at IS NULL;

-- What one run of the job found for a member's daily or weekly searches, waiting for their next digest of that
-- cadence: one row per member, cadence and batch, its items as [{ "vacancy_id" | "event_id" | "post_id": id,
-- "searches": [ids] }], each item once however many of the member's searches found it, in the soonest digest any of
-- them asks for. A row per member and item would be a million rows, and as many index entries, for a thousand new
-- vacancies. `digest_id` is set when a digest takes the row; the rows of a digest mailed a day ago are dropped.
CREATE TABLE alert_matches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  cadence text NOT NULL CHECK (cadence IN ('daily', 'weekly')),
  items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array'),
  matched_at timestamptz NOT NULL DEFAULT now(),
  digest_id bigint REFERENCES alert_digests (id) ON DELETE CASCADE
);
CREATE INDEX alert_matches_waiting_idx ON alert_matches (user_id, cadence) WHERE digest_id IS NULL;
CREATE INDEX alert_matches_digest_idx ON alert_matches (digest_id) WHERE digest_id IS NOT NULL;

-- Keys the server signs links with, made on first use and shared by every node through the database.
CREATE TABLE signing_keys (
  name text PRIMARY KEY,
  key bytea NOT NULL CHECK (length(key) >= 32)
);
