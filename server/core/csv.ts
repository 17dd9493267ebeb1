import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import type { Limit } from './limits/limiter.ts'

/** An export takes a whole list out of the admin area: each staff member may make ten of one list an hour. */
export const exportLimit = (list: string): Limit => ({ name: `${list}-export`, max: 10, windowMs: 60 * 60 * 1000, message: 'Too many exports. Please wait an hour and try again.' })

// A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return before one) is a way to run
// commands on the machine of whoever opens the export: such cells start with an apostrophe (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/

/** One value as a CSV cell: quoted when it must be, never a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = value instanceof Date ? value.toISOString() : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvCell).join(',')}\r\n`

/**
 * Reads a list in batches, each after the last row of the one before (keyset paging), until a batch comes back
 * short: however long the list, only one batch is in memory at a time.
 */
export async function* inBatches<T>(next: (last: T | undefined) => Promise<T[]>, size: number): AsyncGenerator<T> {
  let last: T | undefined
  for (;;) {
    const rows = await next(last)
    yield* rows
    if (rows.length < size) return
    last = rows[rows.length - 1]
  }
}

/**
 * Streams a CSV download: the header line, then a line per row as the rows arrive (or from rows already read), so an
 * export of any size is sent as it is read. A UTF-8 byte order mark first lets spreadsheet programs read names in any script.
 */
export function sendCsv<T>(reply: FastifyReply, filename: string, header: readonly string[], rows: AsyncIterable<T> | Iterable<T>, line: (row: T) => readonly unknown[]) {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`
    for await (const row of rows) yield csvLine(line(row))
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(lines()))
}
