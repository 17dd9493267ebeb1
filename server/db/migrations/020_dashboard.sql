-- The admin Dashboard counts records by the time they were made, over a week, a month or thirty days: each count
-- reads an index on that time, so it costs the rows in the period, not the whole table.

-- Sign-ups this week and per day read users_created_idx (migration 017), which User Management's order made.
-- Members still unverified a day after signing up.
CREATE INDEX users_unverified_idx ON users (created_at) WHERE email_verified_at IS NULL;
-- Posts and comments this week, hidden ones too (the feed's index holds only the visible posts).
CREATE INDEX community_posts_created_idx ON community_posts (created_at);
CREATE INDEX community_comments_created_idx ON community_comments (created_at);
-- Completed payments by when they were captured (revenue, purchases per day) and failed ones by when they failed:
-- an order's last change is that moment, and it does not change after.
CREATE INDEX payment_orders_status_updated_idx ON payment_orders (status, updated_at);
-- Plans paid for and running now.
CREATE INDEX subscriptions_active_paid_idx ON subscriptions (end_date) WHERE status = 'active' AND payment_order_id IS NOT NULL;
-- Conversations nobody has answered yet.
CREATE INDEX conversations_unanswered_idx ON conversations (created_at) WHERE expert_answered_at IS NULL;

-- How many accounts there are, kept as accounts are made and deleted: counting 100,000 rows for the Dashboard's
-- total would read the whole table. One statement's rows are added at once (a bulk insert updates it once).
CREATE TABLE row_counts (
  table_name text PRIMARY KEY,
  rows bigint NOT NULL CHECK (rows >= 0)
);
INSERT INTO row_counts (table_name, rows) SELECT 'users', count(*) FROM users;

CREATE FUNCTION count_users_made() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET rows = rows + (SELECT count(*) FROM made) WHERE table_name = 'users';
  RETURN NULL;
END $$;
CREATE FUNCTION count_users_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET rows = rows - (SELECT count(*) FROM gone) WHERE table_name = 'users';
  RETURN NULL;
END $$;
CREATE TRIGGER users_counted_made AFTER INSERT ON users REFERENCING NEW TABLE AS made FOR EACH STATEMENT EXECUTE FUNCTION count_users_made();
CREATE TRIGGER users_counted_gone AFTER DELETE ON users REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION count_users_gone();
