import * as v from 'valibot'
import { IMPACT_FACTOR_MAX, JOURNAL_MAX_INDEXES } from '../../../contract/journal-filters.ts'
import { optionalParam, searchTextParam, slugListParam, slugParam } from '../../lib/search-params.ts'

// The finder's URL holds the filters `GET /api/journals` takes, checked with the API's own schemas and limits
// (contract/journal-filters.ts, through lib/search-params.ts), so each is set in one place. What the URL adds:
// text the router read as a number goes back to text, and a value the API would refuse reads as "not set"
// instead of an error screen. The page is not in the URL; the list loads pages as it scrolls.

/** An impact factor from the URL or the filter's text box; 0 and nothing both mean no minimum. */
export const ImpactFactor = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]),
  v.minValue(0),
  v.maxValue(IMPACT_FACTOR_MAX),
  // The API takes three decimals; a longer number typed or linked is rounded rather than refused. 0 is the
  // slider's start and filters nothing, so it is the same as no filter (one cache entry, one URL).
  v.transform((value) => Math.round(value * 1000) / 1000 || undefined),
)

/** A toggle is on or absent; `false` is the same as leaving it out. The router reads `?openAccess=true` as true. */
const on = v.pipe(
  v.boolean(),
  v.transform((value) => value || undefined),
)

/** The journal finder's filters as the URL holds them; every one is optional and absent by default. */
export const JournalSearch = v.object({
  search: optionalParam(searchTextParam),
  publisher: optionalParam(slugParam),
  indexes: optionalParam(slugListParam(JOURNAL_MAX_INDEXES)),
  impactFactor: optionalParam(ImpactFactor),
  subject: optionalParam(slugParam),
  openAccess: optionalParam(on),
  noApc: optionalParam(on),
})
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
