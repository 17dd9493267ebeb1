-- A deleted account is anonymised, never erased: its posts, messages and payments stay and read 'Deleted member'.
-- When it was deleted; lists of members leave such accounts out, and nothing signs in to them.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
