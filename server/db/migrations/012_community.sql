-- The research community: posts, comments with one level of replies, likes, members' flags and staff
-- moderation (docs/decisions/0022-research-community.md).

CREATE TABLE community_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The writing device's id for the post (its offline outbox's): sending it again answers this post.
  client_id uuid,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 20000),
  -- Kept by the statements that add or remove a like, under the post's row lock, so concurrent likes all count.
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  -- Visible comments and replies; kept by the comment triggers below.
  comments integer NOT NULL DEFAULT 0 CHECK (comments >= 0),
  -- Set when enough members flagged it: out of the feed until staff restore or delete it.
  hidden_at timestamptz,
  -- Title, text and the visible comments' text, weighted in that order; rewritten by the triggers below.
  search_vector tsvector NOT NULL DEFAULT ''::tsvector,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (author_id, client_id)
);
-- The feed: newest first, hidden posts left out.
CREATE INDEX community_posts_feed_idx ON community_posts (created_at DESC, id DESC) WHERE hidden_at IS NULL;
CREATE INDEX community_posts_search_idx ON community_posts USING gin (search_vector) WITH (fastupdate = off);
ALTER TABLE community_posts ALTER COLUMN search_vector SET STATISTICS 1000;

CREATE TABLE community_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES community_posts (id) ON DELETE CASCADE,
  -- The comment a reply answers; replies take no replies (the service only answers top-level comments).
  parent_id uuid REFERENCES community_comments (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id uuid,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 5000),
  hidden_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (author_id, client_id)
);
CREATE INDEX community_comments_post_idx ON community_comments (post_id, created_at, id) WHERE parent_id IS NULL;
CREATE INDEX community_comments_parent_idx ON community_comments (parent_id, created_at, id) WHERE parent_id IS NOT NULL;

CREATE TABLE community_likes (
  post_id uuid NOT NULL REFERENCES community_posts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX community_likes_user_idx ON community_likes (user_id);

-- One flag per member per post or comment. A flag is open until staff decide on its item.
CREATE TABLE community_flags (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id uuid REFERENCES community_posts (id) ON DELETE CASCADE,
  comment_id uuid REFERENCES community_comments (id) ON DELETE CASCADE,
  flagger_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('spam', 'off-topic', 'inappropriate')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CHECK (num_nonnulls(post_id, comment_id) = 1)
);
CREATE UNIQUE INDEX community_flags_post_once ON community_flags (post_id, flagger_id) WHERE post_id IS NOT NULL;
CREATE UNIQUE INDEX community_flags_comment_once ON community_flags (comment_id, flagger_id) WHERE comment_id IS NOT NULL;
CREATE INDEX community_flags_open_idx ON community_flags (created_at) WHERE resolved_at IS NULL;
CREATE INDEX community_flags_flagger_idx ON community_flags (flagger_id);

-- Members staff silenced: they read but cannot write, like or flag until `silenced_until`.
CREATE TABLE community_silences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  silenced_until timestamptz NOT NULL,
  reason text NOT NULL CHECK (char_length(reason) <= 500),
  silenced_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every staff action that changes or removes what a member wrote, or what they may write: who, what, when. The
-- summary keeps what the item said, since a deleted item is gone.
CREATE TABLE community_moderation_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL CHECK (action IN ('delete', 'restore', 'silence', 'unsilence')),
  target_type text NOT NULL CHECK (target_type IN ('post', 'comment', 'user')),
  target_id uuid NOT NULL,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  summary text NOT NULL,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX community_moderation_log_idx ON community_moderation_log (created_at DESC, id DESC);

-- Words as written beside English stems, as the other lists' vectors (007_search_prefixes.sql). A reply under a
-- hidden comment is out of sight with it, so it is neither counted nor searched.
CREATE FUNCTION community_post_refresh(post uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE community_posts p SET
    comments = c.count,
    search_vector = setweight(to_tsvector('english', p.title) || to_tsvector('simple', p.title), 'A')
      || setweight(to_tsvector('english', p.text) || to_tsvector('simple', p.text), 'B')
      || setweight(to_tsvector('english', c.text) || to_tsvector('simple', c.text), 'C')
  FROM (
    SELECT count(*)::integer AS count, coalesce(string_agg(cc.text, ' '), '') AS text
    FROM community_comments cc
    LEFT JOIN community_comments parent ON parent.id = cc.parent_id
    WHERE cc.post_id = post AND cc.hidden_at IS NULL AND parent.hidden_at IS NULL
  ) c
  WHERE p.id = post
$$;

CREATE FUNCTION community_post_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := setweight(to_tsvector('english', NEW.title) || to_tsvector('simple', NEW.title), 'A')
    || setweight(to_tsvector('english', NEW.text) || to_tsvector('simple', NEW.text), 'B');
  RETURN NEW;
END
$$;
CREATE TRIGGER community_posts_search BEFORE INSERT ON community_posts
  FOR EACH ROW EXECUTE FUNCTION community_post_search();

CREATE FUNCTION community_comments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM community_post_refresh(CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END);
  RETURN NULL;
END
$$;
CREATE TRIGGER community_comments_changed AFTER INSERT OR DELETE OR UPDATE OF text, hidden_at ON community_comments
  FOR EACH ROW EXECUTE FUNCTION community_comments_changed();

-- Notices that gather: a second like or comment on the same post updates the unread notice rather than adding one.
ALTER TABLE notifications ADD COLUMN group_key text;
ALTER TABLE notifications ADD COLUMN group_count integer NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX notifications_group_idx ON notifications (user_id, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL;
