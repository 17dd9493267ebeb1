import type { Apc } from '../../../contract/journals.ts'

const currencyFormats = new Map<string, Intl.NumberFormat>()

function currencyFormat(currency: string) {
  let format = currencyFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { style: 'currency', currency })
    currencyFormats.set(currency, format)
  }
  return format
}

/**
 * The article processing charge as a badge reads it. Amounts come in minor units; how many a currency has
 * (2 for INR and USD, 0 for JPY) is the formatter's own fraction digits.
 */
export function apcLabel(apc: Apc | null): string {
  if (!apc) return 'No APC'
  if (apc.amount === null || apc.currency === null) return 'APC charged'
  try {
    const format = currencyFormat(apc.currency)
    return `APC ${format.format(apc.amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))}`
  } catch {
    // A code Intl does not know still says what the journal charges.
    return `APC ${apc.amount} ${apc.currency}`
  }
}

const impactFactorFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 })
export const impactFactorLabel = (value: number | null) => (value === null ? 'Not listed' : impactFactorFormat.format(value))

/** Indexes, subjects and the like as one line: 'Scopus, PubMed/MEDLINE'. */
export const titlesOf = (options: { title: string }[]) => options.map((o) => o.title).join(', ')

export const weeksLabel = (weeks: number | null) => (weeks === null ? 'Not stated' : weeks === 1 ? '1 week' : `${weeks} weeks`)

/** Only web addresses become links; a stored value in any other scheme is not followed. */
export const safeWebLink = (link: string | null) => (link && /^https?:\/\//i.test(link) ? link : null)
