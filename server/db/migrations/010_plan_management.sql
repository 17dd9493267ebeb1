-- Plan Management. A plan members have bought cannot be deleted (their subscriptions and payments name it), so
-- staff retire it instead: it leaves the plans page and can no longer be bought, while what it granted stands.
ALTER TABLE plans ADD COLUMN status text NOT NULL DEFAULT 'offered' CHECK (status IN ('offered', 'retired'));
ALTER TABLE plans ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
