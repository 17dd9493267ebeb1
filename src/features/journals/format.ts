import type { Apc } from '../../../contract/journals.ts'
import { formatMinorUnits } from '../../../contract/money.ts'

/** The article processing charge as a badge reads it, its amount in minor units. */
export function apcLabel(apc: Apc | null): string {
  if (!apc) return 'No APC'
  if (apc.amount === null || apc.currency === null) return 'APC charged'
  return `APC ${formatMinorUnits(apc.amount, apc.currency)}`
}

const impactFactorFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 })
export const impactFactorLabel = (value: number | null) => (value === null ? 'Not listed' : impactFactorFormat.format(value))

/** Indexes, subjects and the like as one line: 'Scopus, PubMed/MEDLINE'. */
export const titlesOf = (options: { title: string }[]) => options.map((o) => o.title).join(', ')

export const weeksLabel = (weeks: number | null) => (weeks === null ? 'Not stated' : weeks === 1 ? '1 week' : `${weeks} weeks`)
