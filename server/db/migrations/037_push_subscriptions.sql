-- Web Push: where each of a member's devices is told news while the app is closed. A subscription belongs to the
-- signed-in device (session) that allowed notifications, so signing that device out, or the session running out,
-- removes it; so does deleting the account. One browser has one endpoint: whoever subscribes it last owns it.
CREATE TABLE push_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid NOT NULL UNIQUE REFERENCES sessions (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (endpoint LIKE 'https://%' AND length(endpoint) <= 2048),
  -- The browser's P-256 public key and auth secret (RFC 8291), base64url: what each message is encrypted for.
  p256dh text NOT NULL CHECK (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth text NOT NULL CHECK (auth ~ '^[A-Za-z0-9_-]{22}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- Messages waiting to be pushed. A message is written with no subscription inside the transaction of the news it
-- tells; the drain replaces it with one row per subscription the member has then, and each of those is sent, retried
-- or dropped on its own.
CREATE TABLE push_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id bigint REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  url text NOT NULL,
  tag text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_outbox_waiting_idx ON push_outbox (id) WHERE subscription_id IS NULL;
CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at, id) WHERE subscription_id IS NOT NULL;
CREATE INDEX push_outbox_subscription_idx ON push_outbox (subscription_id, tag) WHERE subscription_id IS NOT NULL;
CREATE INDEX push_outbox_user_idx ON push_outbox (user_id);
