-- The staff list of payments, newest first: a page is a walk of this index rather than a sort of every payment.
CREATE INDEX payment_orders_created_idx ON payment_orders (created_at DESC, id DESC);
