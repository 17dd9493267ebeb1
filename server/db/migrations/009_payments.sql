-- Buying a plan with PayPal (docs/decisions/0017-payments.md). Our record of a purchase is written before
-- PayPal is called, and its id is the PayPal-Request-Id of every call about it, so a retried call never makes
-- a second PayPal order or capture.
CREATE TABLE payment_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A plan someone paid for is never deleted from under their history.
  plan_id bigint NOT NULL REFERENCES plans (id) ON DELETE RESTRICT,
  -- The plan's price when the order was made, which PayPal's capture must match.
  amount_minor int NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  paypal_order_id text UNIQUE,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'approved', 'captured', 'canceled', 'failed')),
  -- PayPal's capture: set exactly when the order is captured.
  capture_id text UNIQUE,
  -- PayPal's name for why the payment failed (INSTRUMENT_DECLINED ...), for staff.
  failure text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'captured') = (capture_id IS NOT NULL))
);
CREATE INDEX payment_orders_user_idx ON payment_orders (user_id, created_at DESC);

-- The capture that paid for a subscription. Unique, so a repeated capture, a second tab or the webhook
-- arriving first grant the plan once.
ALTER TABLE subscriptions ADD COLUMN capture_id text UNIQUE;
ALTER TABLE subscriptions ADD COLUMN payment_order_id uuid REFERENCES payment_orders (id) ON DELETE SET NULL;
-- Whether the 7-day reminder went out, so it goes once.
ALTER TABLE subscriptions ADD COLUMN reminded_at timestamptz;
