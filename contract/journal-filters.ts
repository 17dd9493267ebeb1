import * as v from 'valibot'
import { PageParam, Slug } from './common.ts'
import { listSort, SearchText, slugList } from './search.ts'

// Apart from contract/journals.ts because the web app checks its journal finder URL with these rules and limits
// on every page (the router reads search params up front): the journal cards' and manuscript schemas stay out.

export const JOURNAL_MAX_INDEXES = 20
/** The largest impact factor a filter may ask for; it takes three decimals at most. */
export const IMPACT_FACTOR_MAX = 9999.999

// The server gets every query parameter as text; the web app's router parses its URL's search params as
// JSON, so a flag arrives as true there. Each filter takes both forms and means the same.

/** Impact factors as the slider and text box send them: 0, 2.5, '12.345'. */
const impactMessage = 'Impact factor must be a number from 0, such as 2.5'
const impactFactor = v.union(
  [
    v.pipe(v.number(impactMessage), v.minValue(0, impactMessage), v.maxValue(IMPACT_FACTOR_MAX, impactMessage)),
    v.pipe(v.string(impactMessage), v.regex(/^\d{1,4}(?:\.\d{1,3})?$/, impactMessage), v.transform(Number)),
  ],
  impactMessage,
)

const flag = v.union([v.boolean(), v.pipe(v.picklist(['true', 'false'], 'Use true or false'), v.transform((s) => s === 'true'))], 'Use true or false')

/**
 * Several indexing services (see `slugList`): a journal matches when it is in any of them (institutions ask for
 * "Scopus or Web of Science", rarely for both).
 */
const indexSlugs = slugList(JOURNAL_MAX_INDEXES, { invalid: 'Indexes must be index slugs', tooMany: `Choose at most ${JOURNAL_MAX_INDEXES} indexes` })

/**
 * The journal finder's orders: the best match for the words, and without words the highest impact factor (the
 * default); the highest impact factor whatever the words; or by title.
 */
export const JOURNAL_SORTS = ['relevance', 'impact-factor', 'title'] as const

export const JournalListQuery = v.object({
  page: PageParam,
  sort: listSort(JOURNAL_SORTS),
  /** Words of title, publisher, keywords or scope; the last word also matches as a prefix while typing. */
  search: v.optional(SearchText),
  publisher: v.optional(Slug),
  indexes: v.optional(indexSlugs),
  /** The slider's minimum; 0 (its start) includes journals without an impact factor. */
  impactFactor: v.optional(impactFactor),
  subject: v.optional(Slug),
  /** 'true' keeps open-access journals only; 'false' is the same as leaving it out. */
  openAccess: v.optional(flag),
  /** 'true' keeps journals that charge no article processing charge. */
  noApc: v.optional(flag),
})
export type JournalListQuery = v.InferInput<typeof JournalListQuery>
