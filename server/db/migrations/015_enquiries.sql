-- Writing-service enquiries and contact messages, with staff's notes and replies
-- (docs/decisions/0024-enquiries-and-contact.md).

-- The options of the enquiry form's 'Type of Service'; staff add, rename, reorder and retire them. A retired
-- one leaves the form and stays on the enquiries that chose it.
CREATE TABLE writing_services (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  position integer NOT NULL DEFAULT 0,
  retired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX writing_services_title_idx ON writing_services (lower(title));
CREATE INDEX writing_services_order_idx ON writing_services (position, id);

-- Numbers the references WS-<year>-<six digits>; a sequence never hands the same number out twice.
CREATE SEQUENCE writing_enquiry_numbers;

CREATE TABLE writing_enquiries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  -- As the client typed it, and in E.164 when it parses as a phone number.
  phone text NOT NULL CHECK (char_length(phone) BETWEEN 1 AND 30),
  phone_e164 text,
  service_id bigint NOT NULL REFERENCES writing_services (id),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in-progress', 'quoted', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX writing_enquiries_list_idx ON writing_enquiries (created_at DESC, id DESC);
CREATE INDEX writing_enquiries_status_idx ON writing_enquiries (status, created_at DESC, id DESC);

-- Staff's internal notes on an enquiry; the client never sees them.
CREATE TABLE writing_enquiry_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id bigint NOT NULL REFERENCES writing_enquiries (id) ON DELETE CASCADE,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX writing_enquiry_notes_enquiry_idx ON writing_enquiry_notes (enquiry_id, created_at, id);

CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  answered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_list_idx ON contact_messages (created_at DESC, id DESC);
CREATE INDEX contact_messages_open_idx ON contact_messages (created_at DESC, id DESC) WHERE answered_at IS NULL;

-- Each reply staff mailed to the sender: who, when and what.
CREATE TABLE contact_replies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id bigint NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_replies_message_idx ON contact_replies (message_id, created_at, id);
