-- The analytics reports read a range of days and the period before it. Each query reads an index on the day or the
-- time it counts by, so a report costs the days and rows of its range, not the size of the tables.

-- A day not yet rolled up (today) is counted from its raw views: distinct visitors per day, and per day and screen,
-- referrer, device or browser, read in order from these indexes alone. Sorting a busy day's views instead costs
-- several times as much (docs/decisions/0037); the raw views are kept for a while only, the rollups for good.
CREATE INDEX analytics_views_day_visitor_idx ON analytics_views (day, visitor);
CREATE INDEX analytics_views_day_screen_idx ON analytics_views (day, screen, visitor);
CREATE INDEX analytics_views_day_referrer_idx ON analytics_views (day, referrer, visitor);
CREATE INDEX analytics_views_day_device_idx ON analytics_views (day, device, visitor);
CREATE INDEX analytics_views_day_browser_idx ON analytics_views (day, browser, visitor);

-- Searched words are a long tail: a day's rollup holds nearly a row per search. The searches report adds up whole
-- days from these totals, kept by the triggers below whatever way the rollup job writes a day, and finds the most
-- searched words without adding up every word (see reports/searches.ts) through the indexes after them.
CREATE TABLE analytics_search_totals (
  day date PRIMARY KEY,
  searches bigint NOT NULL,
  empty bigint NOT NULL
);
INSERT INTO analytics_search_totals (day, searches, empty) SELECT day, sum(searches), sum(empty) FROM analytics_search_daily GROUP BY day;

CREATE FUNCTION analytics_search_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_search_totals AS t (day, searches, empty)
  SELECT day, sum(searches), sum(empty) FROM added GROUP BY day
  ON CONFLICT (day) DO UPDATE SET searches = t.searches + excluded.searches, empty = t.empty + excluded.empty;
  RETURN NULL;
END $$;
CREATE FUNCTION analytics_search_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_search_totals t SET searches = t.searches - r.searches, empty = t.empty - r.empty
  FROM (SELECT day, sum(searches) AS searches, sum(empty) AS empty FROM removed GROUP BY day) r WHERE t.day = r.day;
  RETURN NULL;
END $$;
-- An update (an upsert's second write of a day) is the old rows removed and the new ones added.
CREATE TRIGGER analytics_search_totals_inserted AFTER INSERT ON analytics_search_daily
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION analytics_search_totals_add();
CREATE TRIGGER analytics_search_totals_updated_old AFTER UPDATE ON analytics_search_daily
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION analytics_search_totals_remove();
CREATE TRIGGER analytics_search_totals_updated_new AFTER UPDATE ON analytics_search_daily
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION analytics_search_totals_add();
CREATE TRIGGER analytics_search_totals_deleted AFTER DELETE ON analytics_search_daily
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION analytics_search_totals_remove();

-- The words of an area searched at least so often on a day, and those that found nothing, read from the index alone.
CREATE INDEX analytics_search_daily_often_idx ON analytics_search_daily (day, area, searches) INCLUDE (words);
CREATE INDEX analytics_search_daily_empty_idx ON analytics_search_daily (day, area, empty) INCLUDE (words) WHERE empty > 0;
-- One word's days, to add up the few words that may be among the most searched.
CREATE INDEX analytics_search_daily_words_idx ON analytics_search_daily (area, words, day) INCLUDE (searches, empty);

-- Likes and conversations by when they were made, and paid plans by when they end.
CREATE INDEX community_likes_created_idx ON community_likes (created_at);
CREATE INDEX conversations_created_idx ON conversations (created_at);
CREATE INDEX subscriptions_paid_end_idx ON subscriptions (end_date) WHERE payment_order_id IS NOT NULL;
