-- Subject experts and the chat between a member and an expert (docs/decisions/0019-experts-and-chat.md).

-- What a member weighs before paying for advice, beside the account's name, photo, bio, qualification,
-- profession and subjects. One row per account with the expert role that staff or the seed made an expert.
CREATE TABLE expert_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Languages the expert answers in, as staff typed them ('English', 'Hindi').
  languages text[] NOT NULL DEFAULT '{}' CHECK (cardinality(languages) <= 10),
  -- ORCID iD: four groups of four digits, the last character a digit or X (its checksum).
  orcid text CHECK (orcid ~ '^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$'),
  -- Set by staff once they have checked who the expert is; null until then.
  verified_at timestamptz,
  -- Staff take a profile out of the directory without changing the account.
  listed boolean NOT NULL DEFAULT true,
  -- Conversations in which the expert has answered at least once: the directory orders by it, so it is kept here
  -- by the triggers at the end of this file rather than counted over every conversation at each request.
  helped_count integer NOT NULL DEFAULT 0,
  -- The name, subject titles and bio, weighted in that order. Other tables' columns cannot feed a generated
  -- column, so the triggers below rewrite it whenever any of them changes, whoever writes them.
  search_vector tsvector NOT NULL DEFAULT ''::tsvector,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX expert_profiles_search_idx ON expert_profiles USING gin (search_vector) WITH (fastupdate = off);

-- Words as written beside English stems, as the other lists' vectors (007_search_prefixes.sql).
CREATE FUNCTION expert_search_vector(expert uuid) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', u.name) || to_tsvector('simple', u.name), 'A')
    || setweight(to_tsvector('english', coalesce(st.text, '')) || to_tsvector('simple', coalesce(st.text, '')), 'B')
    || setweight(to_tsvector('english', coalesce(u.bio, '')), 'C')
  FROM users u
  LEFT JOIN LATERAL (
    SELECT string_agg(s.title, ' ') AS text FROM user_subjects us JOIN subjects s ON s.id = us.subject_id WHERE us.user_id = u.id
  ) st ON true
  WHERE u.id = expert
$$;

CREATE FUNCTION expert_profile_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := coalesce(expert_search_vector(NEW.user_id), ''::tsvector);
  RETURN NEW;
END
$$;
CREATE TRIGGER expert_profiles_search BEFORE INSERT ON expert_profiles
  FOR EACH ROW EXECUTE FUNCTION expert_profile_search();

CREATE FUNCTION expert_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE expert_profiles SET search_vector = expert_search_vector(user_id) WHERE user_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'subjects' THEN
    UPDATE expert_profiles SET search_vector = expert_search_vector(user_id)
    WHERE user_id IN (SELECT user_id FROM user_subjects WHERE subject_id = NEW.id);
  ELSE
    UPDATE expert_profiles SET search_vector = expert_search_vector(user_id)
    WHERE user_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_changed_for_experts AFTER UPDATE OF name, bio ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.bio IS DISTINCT FROM NEW.bio)
  EXECUTE FUNCTION expert_search_changed();
CREATE TRIGGER user_subjects_changed_for_experts AFTER INSERT OR DELETE ON user_subjects
  FOR EACH ROW EXECUTE FUNCTION expert_search_changed();
CREATE TRIGGER subjects_renamed_for_experts AFTER UPDATE OF title ON subjects
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION expert_search_changed();

-- A member's chat with one expert; connecting again opens the same one.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- user1: the member who connected.
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- user2: the expert.
  expert_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The list's order: the latest message's time, or the creation time before any.
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  -- The expert's first message in it, set by a trigger: what makes the conversation count as one they helped in.
  expert_answered_at timestamptz,
  UNIQUE (member_id, expert_id),
  CHECK (member_id <> expert_id)
);
CREATE INDEX conversations_member_idx ON conversations (member_id, last_activity_at DESC);
CREATE INDEX conversations_expert_idx ON conversations (expert_id, last_activity_at DESC);
-- The staff list, latest first.
CREATE INDEX conversations_activity_idx ON conversations (last_activity_at DESC, id);

CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- The session's user. Null once a staff account that answered is deleted; the message stays.
  sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Staff answering from the admin area: shown under the staff name, never as the member or the expert.
  as_staff boolean NOT NULL DEFAULT false,
  -- The staff name when it was sent, so the message still says who answered after the account goes.
  staff_name text,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 10000),
  -- Made by the sender's device; one message per sender and id, so a retry after a lost answer, a second tab
  -- or a reconnect never makes a second.
  client_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sender_id, client_id),
  CHECK (as_staff = (staff_name IS NOT NULL))
);
-- Pages newest first, and "after the last one I have" on reconnect.
CREATE INDEX messages_conversation_idx ON messages (conversation_id, id DESC);

-- How far each of the two members has read: the last message read, not a row per message.
CREATE TABLE conversation_reads (
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_message_id bigint NOT NULL DEFAULT 0,
  -- The unread-message mail: the last message it told about and when, so it goes once an hour at most.
  mailed_through_message_id bigint NOT NULL DEFAULT 0,
  mailed_at timestamptz,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_reads_user_idx ON conversation_reads (user_id);

-- The experts' figures in the directory (server/modules/experts). A conversation counts once the expert has
-- answered in it: their first message stamps it, and the stamp adds one to their count, exactly once even when two
-- first answers race (the second finds the stamp under the row lock the first took). A conversation that goes takes
-- its count with it; a profile made again for an account that was an expert before counts what is already there.
CREATE FUNCTION expert_answered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations SET expert_answered_at = NEW.created_at
  WHERE id = NEW.conversation_id AND expert_id = NEW.sender_id AND expert_answered_at IS NULL;
  IF FOUND THEN
    UPDATE expert_profiles SET helped_count = helped_count + 1 WHERE user_id = NEW.sender_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER messages_expert_answered AFTER INSERT ON messages
  FOR EACH ROW WHEN (NEW.sender_id IS NOT NULL AND NOT NEW.as_staff) EXECUTE FUNCTION expert_answered();

CREATE FUNCTION expert_conversation_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expert_profiles SET helped_count = greatest(helped_count - 1, 0) WHERE user_id = OLD.expert_id;
  RETURN OLD;
END
$$;
CREATE TRIGGER conversations_expert_gone BEFORE DELETE ON conversations
  FOR EACH ROW WHEN (OLD.expert_answered_at IS NOT NULL) EXECUTE FUNCTION expert_conversation_gone();

CREATE FUNCTION expert_profile_helped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.helped_count := (SELECT count(*) FROM conversations WHERE expert_id = NEW.user_id AND expert_answered_at IS NOT NULL);
  RETURN NEW;
END
$$;
CREATE TRIGGER expert_profiles_helped BEFORE INSERT ON expert_profiles
  FOR EACH ROW EXECUTE FUNCTION expert_profile_helped();
