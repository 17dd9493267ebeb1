import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { doajColumns } from '../../server/modules/journals/import/doaj-row.ts'
import { generateJournals } from '../../server/seed/journals/generate-journals.ts'
import { subjects } from '../../server/reference/subjects.ts'

const subjectTitles = new Map(subjects.map((s) => [s.slug, s.title]))
const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value)
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Writes `rows` journals as DOAJ's journal CSV (its headers, its ways of writing charges and subjects), with
 * ISSNs no other generated set uses (from `issnBase`), so every row is a new journal on the first import.
 */
export async function writeDoajCsv(file: string, rows: number, issnBase = 2_000_000) {
  const out = createWriteStream(file)
  const columns = Object.values(doajColumns)
  out.write(`${columns.map(cell).join(',')}\n`)
  for (const j of generateJournals({ count: rows, seed: 99, issnBase })) {
    const apcAmount = j.apc?.amountMinor ? `${j.apc.amountMinor / (j.apc.currency === 'JPY' ? 1 : 100)} ${j.apc.currency}` : ''
    const values: Record<keyof typeof doajColumns, string | number | null | undefined> = {
      title: j.title,
      url: j.link,
      issnPrint: j.issnPrint,
      issnElectronic: j.issnElectronic,
      keywords: j.keywords?.join(', '),
      languages: j.languages?.join(', '),
      publisher: j.publisher,
      country: j.country,
      licence: j.licence,
      reviewProcess: j.reviewProcess,
      weeks: j.weeksToPublication,
      apc: j.apc ? 'Yes' : 'No',
      apcAmount,
      subjects: (j.subjects ?? []).map((s) => `Medicine: ${subjectTitles.get(s)}`).join(' | '),
    }
    if (!out.write(`${Object.values(values).map(cell).join(',')}\n`)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'finish')
}
