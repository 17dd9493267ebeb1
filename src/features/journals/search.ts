import * as v from 'valibot'

// The router parses query values as JSON where they look like it, so `?search=2024` arrives as a number and
// `?openAccess=true` as a boolean. Each filter takes what a hand-edited or old link may hold and keeps only
// what the API accepts; anything else reads as "not set" instead of an error screen.

const SEARCH_MAX_LENGTH = 200
const MAX_INDEXES = 20
/** The API's impact factor format allows four digits and three decimals. */
const IMPACT_FACTOR_MAX = 9999.999

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const isSlug = (value: string) => value.length <= 120 && slugPattern.test(value)
const asText = v.pipe(v.union([v.string(), v.number()]), v.transform(String))

const searchText = v.pipe(
  asText,
  v.regex(/^[^\p{Cc}]*$/u),
  v.trim(),
  v.maxLength(SEARCH_MAX_LENGTH),
  v.transform((text) => text || undefined),
)
const slug = v.pipe(asText, v.check(isSlug))

/** One slug or several; unknown shapes are dropped one by one, so a single bad entry keeps the good ones. */
const indexSlugs = v.pipe(
  v.union([asText, v.array(v.unknown())]),
  v.transform((value) => {
    const slugs = (Array.isArray(value) ? value : [value]).flatMap((item) => (typeof item === 'string' || typeof item === 'number' ? [String(item)] : []))
    const kept = [...new Set(slugs.filter(isSlug))].slice(0, MAX_INDEXES)
    return kept.length ? kept : undefined
  }),
)

/** An impact factor from the URL or the filter's text box; 0 and nothing both mean no minimum. */
export const ImpactFactor = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]),
  v.finite(),
  v.minValue(0),
  v.maxValue(IMPACT_FACTOR_MAX),
  // 0 is the slider's start and filters nothing, so it is the same as no filter (one cache entry, one URL).
  v.transform((value) => Math.round(value * 1000) / 1000 || undefined),
)

/** A toggle is on or absent; `false` is the same as leaving it out. */
const on = v.pipe(
  v.boolean(),
  v.transform((value) => (value ? (true as const) : undefined)),
)

const optional = <S extends v.GenericSchema>(schema: S) => v.optional(v.fallback(v.optional(schema), undefined))

/** The journal finder's filters as the URL holds them; every one is optional and absent by default. */
export const JournalSearch = v.object({
  search: optional(searchText),
  publisher: optional(slug),
  indexes: optional(indexSlugs),
  impactFactor: optional(ImpactFactor),
  subject: optional(slug),
  openAccess: optional(on),
  noApc: optional(on),
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
