import type { EventPatch, EventValues } from '../../../contract/admin-events.ts'
import { lookupMessages } from '../../db/slug-lookups.ts'
import { invalid, notFound, type FieldIssue } from '../../http/errors.ts'
import { endOfDayAnywhereOnEarth } from '../../../contract/zoned-time.ts'
import type { AdminEventsRepository, EventRecord } from './admin-repository.ts'
import { adminEvent, recordOf } from './admin-responses.ts'

const notFoundMessage = 'Event not found'
const MAX_LENGTH_MS = 366 * 86_400_000

/** An "Anywhere on Earth" deadline counts by its day alone: it ends that day's last second in UTC-12. */
const normalised = (record: EventRecord): EventRecord => ({
  ...record,
  deadlines: record.deadlines.map((d) => (d.anywhereOnEarth ? { ...d, at: endOfDayAnywhereOnEarth(d.at) } : d)),
})

export function createAdminEventsService(repo: AdminEventsRepository) {
  /** The rules the contract cannot check alone: the ids name rows, the place fits the mode, the dates are in order. */
  async function check(record: EventRecord) {
    const found = await repo.lookups(record)
    const issues: FieldIssue[] = []
    if (!found.subject) issues.push({ path: 'subjectId', message: lookupMessages.subject })
    if (!found.type) issues.push({ path: 'typeId', message: lookupMessages.type })
    if (!found.mode) issues.push({ path: 'modeId', message: lookupMessages.mode })
    if (found.mode === 'online') {
      const placed = (['countryId', 'stateId', 'city', 'venue'] as const).filter((field) => record[field] !== null)
      for (const path of placed) issues.push({ path, message: 'An online event has no place: leave it empty' })
    } else if (found.mode) {
      if (record.countryId === null) issues.push({ path: 'countryId', message: 'Choose a country' })
      else if (!found.country) issues.push({ path: 'countryId', message: lookupMessages.country })
      else if (record.stateId === null && found.country_has_states) issues.push({ path: 'stateId', message: 'Choose a state' })
      else if (record.stateId !== null && found.state_country !== record.countryId) issues.push({ path: 'stateId', message: lookupMessages.state })
    }
    if (record.endsAt < record.startsAt) issues.push({ path: 'endsAt', message: 'The end must not be before the start' })
    else if (record.endsAt.getTime() - record.startsAt.getTime() > MAX_LENGTH_MS) issues.push({ path: 'endsAt', message: 'An event may run for a year at most' })
    record.deadlines.forEach((deadline, n) => {
      if (deadline.at > record.endsAt) issues.push({ path: `deadlines.${n}.at`, message: 'A deadline must fall before the event ends' })
    })
    if (issues.length) throw invalid(issues)
  }

  async function item(id: number) {
    const row = await repo.item(id)
    if (!row) throw notFound(notFoundMessage)
    return adminEvent(row)
  }

  return {
    item,

    async page(search: string | undefined, page: number) {
      const { items, hasMore } = await repo.page(search, page)
      return { events: items.map(adminEvent), hasMore }
    },

    async create(values: EventValues) {
      const record = normalised(values)
      await check(record)
      const [id] = await repo.insert([record])
      return item(id!)
    },

    /** Only the fields sent change; the rules are checked on the event as it will be. */
    async update(id: number, patch: EventPatch) {
      const current = await repo.item(id)
      if (!current) throw notFound(notFoundMessage)
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
      const record = normalised({ ...recordOf(current), ...changes })
      await check(record)
      if (!(await repo.update(id, record))) throw notFound(notFoundMessage)
      return item(id)
    },

    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound(notFoundMessage)
    },
  }
}

export type AdminEventsService = ReturnType<typeof createAdminEventsService>
