-- Every view written updates each of the raw views' indexes, thousands of times a second at peak, and the database's
-- share of the cores is what a visitor's request then waits for. The five indexes of (day, value, visitor) put each
-- view at a random place in each (the visitor is a hash) and cost about four times the row itself. The reports keep
-- a day not yet rolled up added up in memory instead, reading only the views written since their last read: this
-- index finds them, and grows at its right end only, as the days and the ids do.
DROP INDEX analytics_views_day_visitor_idx;
DROP INDEX analytics_views_day_screen_idx;
DROP INDEX analytics_views_day_referrer_idx;
DROP INDEX analytics_views_day_device_idx;
DROP INDEX analytics_views_day_browser_idx;
CREATE INDEX analytics_views_day_id_idx ON analytics_views (day, id);
