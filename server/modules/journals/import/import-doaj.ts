import type { Readable } from 'node:stream'
import { parse, type Info } from 'csv-parse'
import type { JournalImportSummary } from '../../../../contract/journals.ts'
import type { JournalInput, SaveResult } from '../save-journals.ts'
import { BadRow, journalFromDoajRow, requiredColumns } from './doaj-row.ts'

/** The file as a whole cannot be imported (not a DOAJ CSV); nothing of it was saved. */
export class ImportFileError extends Error {}

export interface ImportProgress {
  rows: number
  created: number
  updated: number
  skipped: number
}

export interface ImportOptions {
  /** Saves one batch in one transaction; the repository's `save`. */
  save(inputs: JournalInput[]): Promise<SaveResult>
  onProgress?(progress: ImportProgress): void
  /** Rows per transaction: short ones, since the embedded database serves one transaction at a time. */
  batchSize?: number
  /** How many bad rows the summary lists; it counts them all. */
  maxBadRows?: number
}

// One record's text is bounded so that a file without line ends cannot make the parser hold it all.
const MAX_RECORD_BYTES = 1024 * 1024

/** The line a record starts on: csv-parse reports where it ends, and `raw` holds its line breaks. */
function firstLine(info: Info & { raw?: string }) {
  const raw = (info.raw ?? '').replace(/^[\r\n]+/, '').replace(/\r?\n$/, '')
  return info.lines - (raw.match(/\n/g)?.length ?? 0)
}

/**
 * Imports DOAJ's journal CSV as it streams in: rows are checked one by one and saved in batches, so memory
 * stays flat whatever the file's size. Bad rows are reported by line and skipped; good rows are kept.
 * A re-import updates the journals it matches by ISSN and creates none twice.
 */
export async function importDoajCsv(input: Readable, { save, onProgress, batchSize = 250, maxBadRows = 100 }: ImportOptions): Promise<JournalImportSummary> {
  const summary: JournalImportSummary = { rows: 0, created: 0, updated: 0, skipped: 0, badRows: [] }
  const bad = (line: number, message: string) => {
    summary.skipped++
    if (summary.badRows.length < maxBadRows) summary.badRows.push({ line, message })
  }
  let headerChecked = false
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const names = header.map((h) => String(h).trim())
      const missing = requiredColumns.filter((c) => !names.includes(c))
      if (missing.length) throw new ImportFileError(`This is not DOAJ's journal CSV: the columns ${missing.map((c) => `'${c}'`).join(', ')} are missing.`)
      headerChecked = true
      return names
    },
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_BYTES,
    info: true,
    raw: true,
  })
  // A record the parser cannot read (a stray quote) is a bad row like any other.
  parser.on('skip', (err: Error & { lines?: number }) => {
    summary.rows++
    bad(err.lines ?? 0, `The row cannot be read as CSV: ${err.message.split(':')[0]}`)
  })
  input.on('error', (err) => parser.destroy(err))

  let batch: { line: number; journal: JournalInput }[] = []
  const flush = async () => {
    if (!batch.length) return
    const result = await save(batch.map((b) => b.journal))
    summary.created += result.created
    summary.updated += result.updated
    for (const { position, message } of result.rejected) bad(batch[position]!.line, message)
    batch = []
    onProgress?.({ rows: summary.rows, created: summary.created, updated: summary.updated, skipped: summary.skipped })
  }

  try {
    for await (const { record, info } of input.pipe(parser) as AsyncIterable<{ record: Record<string, string>; info: Info & { raw?: string } }>) {
      summary.rows++
      const line = firstLine(info)
      try {
        batch.push({ line, journal: journalFromDoajRow(record) })
      } catch (err) {
        if (!(err instanceof BadRow)) throw err
        bad(line, err.message)
      }
      if (batch.length >= batchSize) await flush()
    }
  } catch (err) {
    if (err instanceof ImportFileError) throw err
    // The parser gives up on the header itself (a binary file, a cut-off first line): still not a DOAJ file.
    if (!headerChecked && (err as { code?: string }).code?.startsWith('CSV_')) throw new ImportFileError("This is not DOAJ's journal CSV: its first line cannot be read.")
    throw err
  }
  if (!headerChecked) throw new ImportFileError("This is not DOAJ's journal CSV: the file is empty.")
  await flush()
  // Unreadable rows are reported as the parser meets them, a little ahead of the rows it hands out.
  summary.badRows.sort((a, b) => a.line - b.line)
  return summary
}
