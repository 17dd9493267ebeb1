-- The community's moderation log becomes part of the one audit log: its entries are copied with their moments, and
-- the Moderation log screen reads them from there. Actors' roles were not kept; every moderator then was an admin.
INSERT INTO audit_log (at, actor_id, actor_name, actor_role, area, action, record_type, record_id, summary, after, reason)
SELECT created_at, actor_id, actor_name, 'Admin', 'community', action, target_type, target_id::text, summary,
  jsonb_build_object('authorId', author_id, 'authorName', author_name), reason
FROM community_moderation_log
ORDER BY created_at, id;

DROP TABLE community_moderation_log;
