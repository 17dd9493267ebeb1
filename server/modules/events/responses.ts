import { ANYWHERE_ON_EARTH, type Event } from '../../../contract/events.ts'
import { isoInZone } from '../../../contract/zoned-time.ts'
import type { DeadlineRow, EventRow } from './repository.ts'

/** The deadlines as the card has them: each in the zone it is kept in (UTC-12 for Anywhere on Earth). */
export const deadlinesOf = (rows: DeadlineRow[], timeZone: string) =>
  rows.map((d) => ({ kind: d.kind, at: isoInZone(new Date(d.due_at), d.anywhere_on_earth ? ANYWHERE_ON_EARTH : timeZone), anywhereOnEarth: d.anywhere_on_earth }))

const option = (slug: string | null, title: string | null) => (slug && title ? { slug, title } : null)

export function eventCard(row: EventRow): Event {
  const startsAt = isoInZone(row.starts_at, row.time_zone)
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    subject: { slug: row.subject_slug, title: row.subject_title },
    type: { slug: row.type_slug, title: row.type_title },
    mode: { slug: row.mode_slug, title: row.mode_title },
    country: option(row.country_slug, row.country_title),
    state: option(row.state_slug, row.state_title),
    city: row.city,
    venue: row.venue,
    date: startsAt,
    startsAt,
    endsAt: isoInZone(row.ends_at, row.time_zone),
    timeZone: row.time_zone,
    deadlines: deadlinesOf(row.deadlines, row.time_zone),
    organiser: row.organiser,
    link: row.link,
    cmeCredits: row.cme_credits === null ? null : Number(row.cme_credits),
    status: row.status,
    demo: row.demo,
  }
}
