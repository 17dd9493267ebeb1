-- Every view written updates each of the table's indexes, at up to thousands of views a second. The index on the day
-- alone repeats the first column of (day, visitor), which serves every read by day as well: the days not yet rolled
-- up, the oldest raw day, and the retention's deletes.
DROP INDEX analytics_views_day_idx;
