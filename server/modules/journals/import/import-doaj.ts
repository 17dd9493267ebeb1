import type { Readable } from 'node:stream'
import { CsvError, parse, type Info } from 'csv-parse'
import { JOURNAL_IMPORT_LISTED, type JournalImportChanges } from '../../../../contract/admin-journals.ts'
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

/** What an import did (or, as a dry run, would do). */
export interface ImportSummary extends ImportProgress {
  /** The first bad rows with their line numbers in the file; `skipped` counts them all. */
  badRows: { line: number; message: string }[]
  /** The first journals added and changed, field by field; the journals DOAJ no longer lists are the caller's to find. */
  changes: Omit<JournalImportChanges, 'missing' | 'missingCount'>
  /** Every ISSN the file names, to find the journals it no longer lists. */
  issns: Set<string>
}

export interface ImportOptions {
  /** Saves one batch in one transaction; the repository's `save`. */
  save(inputs: JournalInput[]): Promise<SaveResult>
  onProgress?(progress: ImportProgress & Pick<ImportSummary, 'badRows'>): void | Promise<void>
  /** Rows per transaction: short ones, since the embedded database serves one transaction at a time. */
  batchSize?: number
  /** How many bad rows the summary lists; it counts them all. */
  maxBadRows?: number
}

// One record's text is bounded so that a file without line ends cannot make the parser hold it all.
const MAX_RECORD_BYTES = 1024 * 1024

/** The header's column names, or an ImportFileError naming the columns a DOAJ file must have. */
function columnsOf(header: string[]) {
  const names = header.map((h) => String(h).trim())
  const missing = requiredColumns.filter((c) => !names.includes(c))
  if (missing.length) throw new ImportFileError(`This is not DOAJ's journal CSV: the columns ${missing.map((c) => `'${c}'`).join(', ')} are missing.`)
  return names
}

const emptyFile = () => new ImportFileError("This is not DOAJ's journal CSV: the file is empty.")

/** The parser giving up on the header itself (a binary file, a cut-off first line): still not a DOAJ file. */
function headerError(err: unknown, headerChecked: boolean) {
  if (err instanceof ImportFileError) return err
  if (!headerChecked && err instanceof CsvError) return new ImportFileError("This is not DOAJ's journal CSV: its first line cannot be read.")
  return err
}

/** Reads only a file's first line: an ImportFileError unless it is DOAJ's header, so a wrong file is refused before it is queued. */
export async function checkDoajHeader(input: Readable) {
  let headerChecked = false
  const parser = parse({ bom: true, to_line: 1, max_record_size: MAX_RECORD_BYTES, columns: (header: string[]) => ((headerChecked = true), columnsOf(header)) })
  input.on('error', (err) => parser.destroy(err))
  try {
    for await (const _record of input.pipe(parser)) break
  } catch (err) {
    throw headerError(err, headerChecked)
  } finally {
    input.destroy()
  }
  if (!headerChecked) throw emptyFile()
}

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
export async function importDoajCsv(input: Readable, { save, onProgress, batchSize = 250, maxBadRows = 100 }: ImportOptions): Promise<ImportSummary> {
  const summary: ImportSummary = { rows: 0, created: 0, updated: 0, skipped: 0, badRows: [], changes: { added: [], changed: [], keptCount: 0 }, issns: new Set() }
  const { changes } = summary
  const bad = (line: number, message: string) => {
    summary.skipped++
    if (summary.badRows.length < maxBadRows) summary.badRows.push({ line, message })
  }
  let headerChecked = false
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      headerChecked = true
      return columnsOf(header)
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
    for (const change of result.changes) {
      const line = batch[change.position]!.line
      changes.keptCount += change.kept.length
      if (change.added) {
        if (changes.added.length < JOURNAL_IMPORT_LISTED) changes.added.push({ line, title: change.title, issn: change.issn })
      } else if (changes.changed.length < JOURNAL_IMPORT_LISTED) {
        changes.changed.push({ line, id: change.id!, title: change.title, fields: change.fields, kept: change.kept })
      }
    }
    batch = []
    await onProgress?.({ rows: summary.rows, created: summary.created, updated: summary.updated, skipped: summary.skipped, badRows: summary.badRows })
  }

  try {
    for await (const { record, info } of input.pipe(parser) as AsyncIterable<{ record: Record<string, string>; info: Info & { raw?: string } }>) {
      summary.rows++
      const line = firstLine(info)
      try {
        const journal = journalFromDoajRow(record)
        for (const issn of [journal.issnPrint, journal.issnElectronic]) if (issn) summary.issns.add(issn)
        batch.push({ line, journal })
      } catch (err) {
        if (!(err instanceof BadRow)) throw err
        bad(line, err.message)
      }
      if (batch.length >= batchSize) await flush()
    }
  } catch (err) {
    throw headerError(err, headerChecked)
  }
  if (!headerChecked) throw emptyFile()
  await flush()
  // Unreadable rows are reported as the parser meets them, a little ahead of the rows it hands out.
  summary.badRows.sort((a, b) => a.line - b.line)
  return summary
}
