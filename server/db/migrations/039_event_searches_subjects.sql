-- Events are filtered by several subjects now (`subjects`, as vacancies are) instead of one `subject`. A saved events
-- search that named the one subject names it in the list, so it opens, and alerts, as it did.
UPDATE saved_searches
SET filters = (filters - 'subject') || jsonb_build_object('subjects', jsonb_build_array(filters -> 'subject'))
WHERE area = 'events' AND filters ? 'subject' AND NOT filters ? 'subjects';

UPDATE saved_searches SET filters = filters - 'subject' WHERE area = 'events' AND filters ? 'subject';
