-- Every comment of a post, replies included: what the comment trigger recounts and re-indexes after each comment,
-- and what deleting a post removes. Without it both read the whole comments table (13 to 22 ms a comment at 100,000).
CREATE INDEX community_comments_all_post_idx ON community_comments (post_id);
