-- The searches report's top lists add up a range's words, and searched words are a long tail: a year of daily rollups
-- holds nearly a row per search. The rollup job also adds up whole blocks of 4, 16, 64 and 256 days (each aligned on
-- the days since 1970-01-01, so blocks of one size never overlap), once all their days are rolled up; a range of up to
-- a year then reads at most three single days and three blocks of each smaller size at each end, and the largest
-- blocks between them.
CREATE TABLE analytics_search_spans (
  span smallint NOT NULL CHECK (span IN (4, 16, 64, 256)),
  first_day date NOT NULL,
  area text NOT NULL,
  words text NOT NULL,
  searches integer NOT NULL CHECK (searches >= 0),
  empty integer NOT NULL CHECK (empty >= 0),
  PRIMARY KEY (span, first_day, area, words)
);

-- The blocks added up already, whether or not they had searches: a report reads a block only once it is here, and the
-- job takes each block once, whichever node runs it.
CREATE TABLE analytics_rolled_spans (
  span smallint NOT NULL,
  first_day date NOT NULL,
  PRIMARY KEY (span, first_day)
);

-- What the top lists read before: each word's days and the words at a threshold a day. The blocks replace them.
DROP INDEX analytics_search_daily_often_idx;
DROP INDEX analytics_search_daily_empty_idx;
DROP INDEX analytics_search_daily_words_idx;
