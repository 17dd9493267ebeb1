import type { AdminEvent } from '../../../contract/admin-events.ts'
import { isoInZone } from '../../../contract/zoned-time.ts'
import type { AdminEventRow, EventRecord } from './admin-repository.ts'
import { deadlinesOf } from './responses.ts'

/** A stored event as the values it would be saved with again: what an edit starts from. */
export const recordOf = (row: AdminEventRow): EventRecord => ({
  title: row.title,
  description: row.description,
  subjectId: row.subject_id,
  typeId: row.type_id,
  modeId: row.mode_id,
  countryId: row.country_id,
  stateId: row.state_id,
  city: row.city,
  venue: row.venue,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  timeZone: row.time_zone,
  deadlines: row.deadlines.map((d) => ({ kind: d.kind, at: new Date(d.due_at), anywhereOnEarth: d.anywhere_on_earth })),
  organiser: row.organiser,
  link: row.link,
  cmeCredits: row.cme_credits === null ? null : Number(row.cme_credits),
  status: row.status,
})

/** The admin list's item: the record in the form's shape (moments in the event's zone), with the id, slug and titles. */
export function adminEvent(row: AdminEventRow): AdminEvent {
  const record = recordOf(row)
  return {
    id: row.id,
    slug: row.slug,
    ...record,
    startsAt: isoInZone(record.startsAt, record.timeZone),
    endsAt: isoInZone(record.endsAt, record.timeZone),
    deadlines: deadlinesOf(row.deadlines, row.time_zone),
    labels: { subject: row.subject_title, type: row.type_title, mode: row.mode_title, country: row.country_title, state: row.state_title },
    demo: row.demo,
  }
}
