-- The directories' second orders: vacancies newest first, events most recently added first, experts by name and by
-- their typical first reply. Each has a partial index over the listed rows in that order, as the default orders do,
-- so a page is an index walk.
CREATE INDEX vacancies_open_posted_idx ON vacancies (posted_at DESC, id DESC) WHERE status = 'open';
CREATE INDEX events_listed_created_idx ON events (created_at DESC, id DESC) WHERE status = 'published' AND NOT ended;

-- An expert's typical time to a first reply in minutes, as the expert's card shows it (experts/stats.ts), kept by a
-- scheduled job so the directory can be ordered by it; null until the expert has answered in the measured days.
ALTER TABLE expert_profiles ADD COLUMN reply_minutes integer;
CREATE INDEX expert_profiles_name_idx ON expert_profiles (name, user_id) WHERE listed AND has_expert_role;
CREATE INDEX expert_profiles_reply_idx ON expert_profiles (reply_minutes NULLS LAST, name, user_id) WHERE listed AND has_expert_role;
