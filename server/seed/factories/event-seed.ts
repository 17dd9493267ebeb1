import type { EventMode, EventStatus, DeadlineKind } from '../../../contract/events.ts'

/** An event as tests and the demo data describe it: lookups by slug. */
export interface EventSeed {
  title: string
  description: string
  subject: string
  type: string
  mode: EventMode
  /** Null for an online event. */
  country: string | null
  state: string | null
  city: string | null
  venue: string | null
  startsAt: Date
  endsAt: Date
  timeZone: string
  deadlines: { kind: DeadlineKind; at: Date; anywhereOnEarth: boolean }[]
  organiser: string
  link: string
  cmeCredits: number | null
  status: EventStatus
}
