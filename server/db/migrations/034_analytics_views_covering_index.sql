-- Every view written updated six indexes: the primary key, (day, visitor), and one per dimension (day, screen |
-- referrer | device | browser, visitor). At thousands of views a second their upkeep was most of what counting cost
-- the database: a batch of 1,000 views took about five times as long as with the one index below. A day not yet
-- rolled up is now read from this index alone, every column in it, and grouped by a dimension after: about 40 ms for a
-- dimension of a day of 111,000 views on PostgreSQL, against 11 ms in order from its own index (docs/decisions/0037).
-- Only today, and yesterday until the rollup job has run, are read this way.
DROP INDEX analytics_views_day_visitor_idx;
DROP INDEX analytics_views_day_screen_idx;
DROP INDEX analytics_views_day_referrer_idx;
DROP INDEX analytics_views_day_device_idx;
DROP INDEX analytics_views_day_browser_idx;
CREATE INDEX analytics_views_day_visitor_idx ON analytics_views (day, visitor) INCLUDE (screen, referrer, device, browser);
