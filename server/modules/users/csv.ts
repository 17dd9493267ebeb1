import { Readable } from 'node:stream'
import type { UserFilters } from '../../../contract/users.ts'
import type { UsersRepository } from './repository.ts'
import { toRow } from './service.ts'

const BATCH = 500

/**
 * A cell as a spreadsheet reads it safely: quoted, and text that a spreadsheet would run as a formula (=, +, -, @,
 * a tab or a carriage return first) starts with an apostrophe, so a member named "=HYPERLINK(...)" stays text.
 */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`

/** The filtered accounts as CSV, read from the database a batch at a time while the client takes the last one. */
export function usersCsv(repo: UsersRepository, filters: UserFilters) {
  return Readable.from(
    (async function* () {
      yield line(['Name', 'Email', 'Role', 'Status', 'Plan', 'Joined', 'Last seen'])
      for await (const batch of repo.batches(filters, BATCH)) {
        yield batch
          .map(toRow)
          .map((u) => line([u.name, u.email, u.roleName, u.status, u.plan ? (u.plan.courtesy ? `${u.plan.title} (courtesy)` : u.plan.title) : 'None', u.joined, u.lastSeen ?? '']))
          .join('')
      }
    })(),
  )
}
