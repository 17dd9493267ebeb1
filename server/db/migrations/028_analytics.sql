-- Analytics & Reporting counts how the site is used from our own records, with no cookie and nothing personal kept.
-- A visitor is a hash of the day's salt, the site, the address and the browser's User-Agent: the address and the
-- User-Agent themselves are never stored, and the salt is deleted once its day is over, so a visitor cannot be
-- followed from one day to the next.

-- One random salt per UTC day, shared by every node; a job deletes the salts of days that have ended.
CREATE TABLE analytics_salts (
  day date PRIMARY KEY,
  salt bytea NOT NULL
);

-- One row per screen shown. `screen` is the route's pattern (`/vacancy/$slug`), never the address a visitor filled
-- in; `referrer` is the referring site's host alone, null for a visit from nowhere or from this site. Kept
-- ANALYTICS_RETENTION_DAYS, then deleted; the daily rollups below are kept.
CREATE TABLE analytics_views (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  day date NOT NULL,
  visitor bigint NOT NULL,
  screen text NOT NULL CHECK (length(screen) <= 200),
  referrer text CHECK (length(referrer) <= 253),
  device text NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  browser text NOT NULL CHECK (length(browser) <= 40)
);
CREATE INDEX analytics_views_day_idx ON analytics_views (day);

-- What a day's views add up to, written by the rollup job once the day has ended and kept for good. `dimension`
-- names what `value` is: 'all' (one row a day, value ''), 'screen', 'referrer' ('' for none), 'device', 'browser'.
-- Visitors are distinct within the day only: the salt changes daily, so a range's visitors are the sum of its days'.
CREATE TABLE analytics_daily (
  day date NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('all', 'screen', 'referrer', 'device', 'browser')),
  value text NOT NULL,
  views integer NOT NULL CHECK (views >= 0),
  visitors integer NOT NULL CHECK (visitors >= 0),
  PRIMARY KEY (day, dimension, value)
);

-- Every directory search with words: the words lower-cased and trimmed, never who searched. Kept as the views are.
CREATE TABLE analytics_searches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  day date NOT NULL,
  area text NOT NULL CHECK (area IN ('journals', 'vacancies', 'events', 'experts', 'community', 'manuscript')),
  words text NOT NULL CHECK (length(words) BETWEEN 1 AND 200),
  results integer NOT NULL CHECK (results >= 0)
);
CREATE INDEX analytics_searches_day_idx ON analytics_searches (day);

-- A day's searches per area and words, rolled up with the views and kept for good.
CREATE TABLE analytics_search_daily (
  day date NOT NULL,
  area text NOT NULL,
  words text NOT NULL,
  searches integer NOT NULL CHECK (searches >= 0),
  empty integer NOT NULL CHECK (empty >= 0),
  PRIMARY KEY (day, area, words)
);

-- The days already rolled up: the job rolls up each ended day once, whichever node runs it.
CREATE TABLE analytics_rolled_days (
  day date PRIMARY KEY,
  rolled_at timestamptz NOT NULL DEFAULT now()
);

-- When PayPal said a captured payment's money went back (refunded, reversed): the revenue report counts refunds by it.
ALTER TABLE payment_orders ADD COLUMN refunded_at timestamptz;
CREATE INDEX payment_orders_refunded_idx ON payment_orders (refunded_at) WHERE refunded_at IS NOT NULL;
