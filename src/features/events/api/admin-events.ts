import { AdminEvent, EventInput, EventPatch } from '../../../../contract/admin-events.ts'
import { adminCollection } from '../../admin/index.ts'

/** Events Management's calls: the list (newest first; search matches a title, organiser, subject, city, state or country), one event, create, edit and delete. */
export const adminEvents = adminCollection({ name: 'events', item: AdminEvent, input: EventInput, patch: EventPatch })
