import { lookupMessages } from '../../core/slug-lookups.ts'
import { invalid, type FieldIssue } from '../../http/errors.ts'
import { endOfDayAnywhereOnEarth } from '../../../contract/zoned-time.ts'
import { recordService } from '../../core/admin/record-service.ts'
import type { AdminEventsRepository, EventRecord } from './admin-repository.ts'
import { adminEvent, recordOf } from './admin-responses.ts'

const MAX_LENGTH_MS = 366 * 86_400_000

/** An "Anywhere on Earth" deadline counts by its day alone: it ends that day's last second in UTC-12. */
const normalised = (record: EventRecord): EventRecord => ({
  ...record,
  deadlines: record.deadlines.map((d) => (d.anywhereOnEarth ? { ...d, at: endOfDayAnywhereOnEarth(d.at) } : d)),
})

export function createAdminEventsService(repo: AdminEventsRepository) {
  /** The rules the contract cannot check alone: the ids name rows (a retired one only if the event has it already), the place fits the mode, the dates are in order. */
  async function check(record: EventRecord, stored?: EventRecord) {
    const found = await repo.lookups(record, stored)
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

  return recordService({
    repo,
    listKey: 'events',
    notFoundMessage: 'Event not found',
    toItem: adminEvent,
    recordOf,
    prepare: normalised,
    check,
  })
}

export type AdminEventsService = ReturnType<typeof createAdminEventsService>
