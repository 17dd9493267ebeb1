import { normalizeIssn } from '../../../../contract/issn.ts'
import type { JournalInput } from '../save-journals.ts'
import { subjectsFromHeadings } from './subject-headings.ts'

/** The columns of DOAJ's public journal CSV that the catalogue takes, by their documented headers. */
export const doajColumns = {
  title: 'Journal title',
  url: 'Journal URL',
  issnPrint: 'Journal ISSN (print version)',
  issnElectronic: 'Journal EISSN (online version)',
  keywords: 'Keywords',
  languages: 'Languages in which the journal accepts manuscripts',
  publisher: 'Publisher',
  country: 'Country of publisher',
  licence: 'Journal license',
  reviewProcess: 'Review process',
  weeks: 'Average number of weeks between article submission and publication',
  apc: 'APC',
  apcAmount: 'APC amount',
  subjects: 'Subjects',
} as const

/** Without these a file cannot be a DOAJ journal list: there is nothing to name or match a journal by. */
export const requiredColumns = [doajColumns.title, doajColumns.issnPrint, doajColumns.issnElectronic]

const currencies = new Set(Intl.supportedValuesOf('currency'))
const minorDigits = (currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2

export class BadRow extends Error {}

// A cell of a file is data, not a form: control characters and runs of spaces become one space.
const clean = (value: string | undefined) => (value ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim()

function text(record: Record<string, string>, column: string, max: number, what: string) {
  if (!(column in record)) return undefined
  const value = clean(record[column])
  if (value.length > max) throw new BadRow(`${what} is longer than ${max} characters`)
  return value || null
}

function list(record: Record<string, string>, column: string, maxItems: number, maxLength: number, what: string) {
  if (!(column in record)) return undefined
  const items = new Map<string, string>()
  for (const item of clean(record[column]).split(',')) {
    const value = item.trim()
    if (!value) continue
    if (value.length > maxLength) throw new BadRow(`A ${what} is longer than ${maxLength} characters`)
    if (!items.has(value.toLowerCase())) items.set(value.toLowerCase(), value)
  }
  if (items.size > maxItems) throw new BadRow(`More than ${maxItems} ${what}s`)
  return [...items.values()]
}

function issn(record: Record<string, string>, column: string) {
  const raw = clean(record[column])
  if (!raw) return null
  const issn = normalizeIssn(raw)
  if (!issn) throw new BadRow(`${column} "${raw.slice(0, 20)}" is not a valid ISSN`)
  return issn
}

function link(record: Record<string, string>) {
  const raw = text(record, doajColumns.url, 2000, 'Journal URL')
  if (!raw) return raw
  try {
    const url = new URL(raw)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString()
  } catch {
    // Reported below, as for any other scheme.
  }
  throw new BadRow(`Journal URL "${raw.slice(0, 60)}" is not a web address`)
}

function weeks(record: Record<string, string>) {
  const raw = text(record, doajColumns.weeks, 10, 'Average number of weeks')
  if (raw === null || raw === undefined) return raw
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > 520) throw new BadRow(`Average number of weeks "${raw}" is not a whole number from 0 to 520`)
  return Number(raw)
}

/** DOAJ writes "1500 USD", sometimes several ("2000 EUR; 1800 USD"): the first is taken. */
function apc(record: Record<string, string>): JournalInput['apc'] {
  const charges = text(record, doajColumns.apc, 10, 'APC')?.toLowerCase()
  const amount = text(record, doajColumns.apcAmount, 200, 'APC amount')
  if (charges === 'no') return null
  if (charges !== undefined && charges !== null && charges !== 'yes') throw new BadRow(`APC "${charges}" is not Yes or No`)
  if (!amount) return charges === 'yes' ? { amountMinor: null, currency: null } : undefined
  const first = /^(\d[\d,]*(?:\.\d+)?)\s*([A-Za-z]{3})$/.exec(amount.split(';')[0]!.trim())
  const currency = first?.[2]!.toUpperCase()
  if (!first || !currency || !currencies.has(currency)) throw new BadRow(`APC amount "${amount.slice(0, 40)}" is not an amount and a currency, such as 1500 USD`)
  const value = Number(first[1]!.replace(/,/g, ''))
  if (!Number.isFinite(value) || value > 1_000_000) throw new BadRow(`APC amount "${amount.slice(0, 40)}" is not a plausible charge`)
  return { amountMinor: Math.round(value * 10 ** minorDigits(currency)), currency }
}

/**
 * One DOAJ row as a journal to save, or a BadRow saying what is wrong with it. Every DOAJ journal is open
 * access and listed in DOAJ; a column missing from the file leaves that field as it is.
 */
export function journalFromDoajRow(record: Record<string, string>): JournalInput {
  const title = text(record, doajColumns.title, 500, 'Journal title')
  if (!title) throw new BadRow('Journal title is empty')
  const issnPrint = issn(record, doajColumns.issnPrint)
  const issnElectronic = issn(record, doajColumns.issnElectronic)
  if (!issnPrint && !issnElectronic) throw new BadRow('The row has neither a print nor an online ISSN, so it cannot be matched to a journal')
  return {
    title,
    link: link(record),
    // An empty ISSN cell keeps the one stored (another source may know it). The same number in both
    // columns is one ISSN, kept as the online one, which every DOAJ journal has.
    issnPrint: issnPrint && issnPrint !== issnElectronic ? issnPrint : undefined,
    issnElectronic: issnElectronic ?? undefined,
    keywords: list(record, doajColumns.keywords, 30, 100, 'keyword'),
    languages: list(record, doajColumns.languages, 30, 60, 'language'),
    publisher: text(record, doajColumns.publisher, 300, 'Publisher'),
    country: text(record, doajColumns.country, 100, 'Country of publisher'),
    licence: text(record, doajColumns.licence, 200, 'Journal license'),
    reviewProcess: text(record, doajColumns.reviewProcess, 300, 'Review process'),
    weeksToPublication: weeks(record),
    apc: apc(record),
    openAccess: true,
    subjects: doajColumns.subjects in record ? subjectsFromHeadings(record[doajColumns.subjects] ?? '') : [],
    indexes: ['doaj'],
  }
}
