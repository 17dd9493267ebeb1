-- Roles as rows holding permissions, and one append-only log of every staff action.

-- A role is what an account holds; what it may do is its permissions (contract/permissions.ts names them). Built-in
-- roles cannot be deleted; `user` and `expert` hold nothing in the admin area, `admin` holds every permission (a
-- migration that adds a permission adds it to admin too).
CREATE TABLE roles (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  permissions text[] NOT NULL DEFAULT '{}',
  built_in boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX roles_name_idx ON roles (lower(name));

INSERT INTO roles (slug, name, permissions, built_in) VALUES
  ('admin', 'Admin', ARRAY['users.read', 'users.manage', 'roles.manage', 'content.edit', 'categories.edit', 'catalogue.edit',
    'community.moderate', 'chats.answer', 'enquiries.handle', 'plans.manage', 'payments.read', 'audit.read', 'analytics.read'], true),
  ('editor', 'Editor', ARRAY['content.edit', 'categories.edit', 'catalogue.edit'], true),
  ('moderator', 'Moderator', ARRAY['community.moderate', 'chats.answer'], true),
  ('support', 'Support', ARRAY['users.read', 'enquiries.handle', 'payments.read'], true),
  ('expert', 'Expert', '{}', true),
  ('user', 'User', '{}', true);

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_fk FOREIGN KEY (role) REFERENCES roles (slug) ON DELETE RESTRICT;
-- Who holds a role: the roles page counts them, and a role is deleted only when nobody does.
CREATE INDEX users_role_idx ON users (role);

-- When the session's holder last typed their password again for a sensitive staff action (granting a role, changing
-- what a role may do); such an action is allowed for a short while after.
ALTER TABLE sessions ADD COLUMN stepped_up_at timestamptz;

-- Who did what to which record, with the values before and after. The actor's name and role are copied, so an entry
-- still reads right after the account is renamed, anonymised or given another role.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid,
  actor_name text NOT NULL,
  actor_role text NOT NULL,
  area text NOT NULL,
  action text NOT NULL,
  record_type text,
  record_id text,
  -- What the record was called when it changed (a post's title, a member's email), for lists that read at a glance.
  summary text NOT NULL DEFAULT '',
  before jsonb,
  after jsonb,
  reason text,
  address text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC, id DESC);
CREATE INDEX audit_log_area_idx ON audit_log (area, action, at DESC, id DESC);
CREATE INDEX audit_log_record_idx ON audit_log (record_type, record_id, at DESC, id DESC);

-- Append-only: no role the application connects as may change or remove an entry, whatever a bug or an attacker sends.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
