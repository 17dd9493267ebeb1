import * as v from 'valibot'
import { IMPACT_FACTOR_MAX, JournalListQuery } from '../../../contract/journal-filters.ts'
import { directorySearch } from '../../lib/search-params.ts'

// The finder's address holds the filters `GET /api/journals` takes, read as every directory's address is
// (lib/search-params.ts), but for the impact factor: one with more decimals than the API takes is rounded rather than
// dropped, and 0 is no minimum.

/** An impact factor from the URL or the filter's text box; 0 and nothing both mean no minimum. */
export const ImpactFactor = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]),
  v.minValue(0),
  v.maxValue(IMPACT_FACTOR_MAX),
  // The API takes three decimals; a longer number typed or linked is rounded rather than refused. 0 is the
  // slider's start and filters nothing, so it is the same as no filter (one cache entry, one URL).
  v.transform((value) => Math.round(value * 1000) / 1000 || undefined),
)

/** The journal finder's filters as the address holds them; every one is optional and absent by default. */
export const JournalSearch = directorySearch(JournalListQuery, { impactFactor: ImpactFactor })
export type JournalSearch = v.InferOutput<typeof JournalSearch>

/**
 * The impact factor text box's value: `valid` false for text that is not a number from 0, and `value`
 * undefined for an empty box or 0 (no minimum).
 */
export function readImpactFactor(text: string): { valid: boolean; value?: number } {
  if (!text.trim()) return { valid: true }
  const parsed = v.safeParse(ImpactFactor, text.trim())
  return parsed.success ? { valid: true, value: parsed.output } : { valid: false }
}
