import * as v from 'valibot'
import { envelope, Slug } from './common.ts'

/** Journals per page of `GET /api/journals`: one screen of cards on a laptop, two or three on a phone. */
export const JOURNALS_PAGE_SIZE = 20
/** Far past any real scrolling; bounds the work a single request may ask for. */
export const JOURNALS_MAX_PAGE = 10_000
export const JOURNAL_SEARCH_MAX_LENGTH = 200
/** Room for DOAJ's whole catalogue as CSV several times over, small enough to refuse a runaway upload. */
export const JOURNAL_IMPORT_MAX_BYTES = 64 * 1024 * 1024

/**
 * The indexing services the catalogue knows from the start, in the order the filter lists them. Staff may
 * add more (rows in `journal_indexes`), so read the live list from `GET /api/journals/indexes`.
 */
export const journalIndexes = [
  { slug: 'scopus', title: 'Scopus' },
  { slug: 'pubmed', title: 'PubMed/MEDLINE' },
  { slug: 'web-of-science', title: 'Web of Science' },
  { slug: 'doaj', title: 'DOAJ' },
  { slug: 'embase', title: 'Embase' },
  { slug: 'cinahl', title: 'CINAHL' },
  { slug: 'psycinfo', title: 'APA PsycInfo' },
] as const

// The server gets every query parameter as text; the web app's router parses its URL's search params as
// JSON, so a page arrives as 2 and a flag as true there. Each filter takes both forms and means the same.

const pageMessage = `Page must be a whole number from 1 to ${JOURNALS_MAX_PAGE}`
const page = v.union(
  [
    v.pipe(v.number(pageMessage), v.integer(pageMessage), v.minValue(1, pageMessage), v.maxValue(JOURNALS_MAX_PAGE, pageMessage)),
    v.pipe(v.string(pageMessage), v.regex(/^[1-9]\d{0,4}$/, pageMessage), v.transform(Number), v.maxValue(JOURNALS_MAX_PAGE, pageMessage)),
  ],
  pageMessage,
)

// Control characters never belong in a search box (and NUL cannot even reach PostgreSQL).
const searchText = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.transform(String))], 'Search must be text'),
  v.maxLength(JOURNAL_SEARCH_MAX_LENGTH, `Search may be at most ${JOURNAL_SEARCH_MAX_LENGTH} characters`),
  v.regex(/^[^\p{Cc}]*$/u, 'Search may hold letters, digits and punctuation only'),
  v.trim(),
)

/** Impact factors as the slider and text box send them: 0, 2.5, '12.345'. */
const impactMessage = 'Impact factor must be a number from 0, such as 2.5'
const impactFactor = v.union(
  [
    v.pipe(v.number(impactMessage), v.minValue(0, impactMessage), v.maxValue(9999.999, impactMessage)),
    v.pipe(v.string(impactMessage), v.regex(/^\d{1,4}(?:\.\d{1,3})?$/, impactMessage), v.transform(Number)),
  ],
  impactMessage,
)

const flag = v.union([v.boolean(), v.pipe(v.picklist(['true', 'false'], 'Use true or false'), v.transform((s) => s === 'true'))], 'Use true or false')

/**
 * Several indexing services, as repeated parameters (`indexes=scopus&indexes=pubmed`) or one
 * comma-separated value; a journal matches when it is in any of them (institutions ask for "Scopus or
 * Web of Science", rarely for both).
 */
const indexSlugs = v.pipe(
  v.union([v.string(), v.array(v.string())], 'Indexes must be index slugs'),
  v.transform((value) => (Array.isArray(value) ? value : [value]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)),
  v.maxLength(20, 'Choose at most 20 indexes'),
  v.array(Slug),
  v.transform((slugs) => [...new Set(slugs)]),
)

export const JournalListQuery = v.object({
  page: v.optional(page, 1),
  /** Words of title, publisher, keywords or scope; the last word also matches as a prefix while typing. */
  search: v.optional(searchText),
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

// Responses

export const Option = v.object({ slug: v.string(), title: v.string() })
export type Option = v.InferOutput<typeof Option>

export const Apc = v.object({
  /** In minor units of `currency` (cents, paise); null when the journal charges but did not say how much. */
  amount: v.nullable(v.number()),
  currency: v.nullable(v.string()),
})
export type Apc = v.InferOutput<typeof Apc>

/** A journal card with the data authors decide on. The aims and scope text is searched but not sent. */
export const Journal = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  /** The journal's website ('Visit Website'). */
  link: v.nullable(v.string()),
  impactFactor: v.nullable(v.number()),
  publisher: v.nullable(Option),
  indexes: v.array(Option),
  subjects: v.array(Option),
  issnPrint: v.nullable(v.string()),
  issnElectronic: v.nullable(v.string()),
  country: v.nullable(v.string()),
  languages: v.array(v.string()),
  openAccess: v.boolean(),
  /** Null: no article processing charge. */
  apc: v.nullable(Apc),
  licence: v.nullable(v.string()),
  reviewProcess: v.nullable(v.string()),
  weeksToPublication: v.nullable(v.number()),
  keywords: v.array(v.string()),
})
export type Journal = v.InferOutput<typeof Journal>

export const JournalListResponse = envelope(v.object({ journals: v.array(Journal), hasMore: v.boolean() }))
export type JournalListResponse = v.InferOutput<typeof JournalListResponse>

export const JournalOptionsResponse = envelope(v.array(Option))

/** The spec reads the slider's maximum from the first item; empty when no journal has an impact factor yet. */
export const MaxImpactFactorResponse = envelope(v.array(v.object({ slug: v.string(), title: v.string(), impactFactor: v.number() })))

// "Match my manuscript": pasted text in, ranked journals with reasons out. The text is never stored or logged.

export const MANUSCRIPT_ABSTRACT_MAX_LENGTH = 10_000
export const MATCH_RESULTS = 10

const multiLine = v.regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, 'Use letters, digits and punctuation only')
const keywordList = v.pipe(
  v.union([v.pipe(v.string(), v.maxLength(1000, 'Keywords may be at most 1000 characters')), v.array(v.pipe(v.string(), v.maxLength(100)))], 'Keywords must be text'),
  v.transform((value) => (Array.isArray(value) ? value : value.split(/[,;\n]/)).map((k) => k.trim()).filter(Boolean)),
  v.maxLength(30, 'Give at most 30 keywords'),
  v.array(v.pipe(v.string(), multiLine)),
)

export const ManuscriptMatchBody = v.pipe(
  v.object({
    title: v.optional(v.pipe(v.string('Title must be text'), v.maxLength(500, 'Title may be at most 500 characters'), multiLine, v.trim()), ''),
    abstract: v.pipe(
      v.string('Abstract must be text'),
      v.maxLength(MANUSCRIPT_ABSTRACT_MAX_LENGTH, `Abstract may be at most ${MANUSCRIPT_ABSTRACT_MAX_LENGTH} characters`),
      multiLine,
      v.trim(),
    ),
    keywords: v.optional(keywordList, []),
    openAccess: v.optional(v.boolean('Use true or false')),
    noApc: v.optional(v.boolean('Use true or false')),
    /** Longest acceptable average time from submission to publication. */
    maxWeeks: v.optional(v.pipe(v.number('Weeks must be a number'), v.integer('Weeks must be a whole number'), v.minValue(1), v.maxValue(520))),
    minImpactFactor: v.optional(v.pipe(v.number('Impact factor must be a number'), v.minValue(0), v.maxValue(10_000))),
    indexes: v.optional(v.pipe(v.array(Slug), v.maxLength(20, 'Choose at most 20 indexes'))),
  }),
  // Enough words to find a field: a title alone is often too short, an abstract alone is plenty.
  v.check((m) => `${m.title} ${m.abstract} ${m.keywords.join(' ')}`.replace(/\W+/g, ' ').trim().split(' ').length >= 5, 'Paste at least the abstract: a few sentences are needed to find a match'),
)
export type ManuscriptMatchBody = v.InferInput<typeof ManuscriptMatchBody>

export const JournalMatch = v.object({
  journal: Journal,
  /** Relative to the best match of this answer (1); comparable within one answer only. */
  score: v.number(),
  /** Why it matched: the manuscript's words the journal shares (most telling first) and its subjects that fit. */
  sharedTerms: v.array(v.string()),
  matchedSubjects: v.array(Option),
})
export type JournalMatch = v.InferOutput<typeof JournalMatch>

export const ManuscriptMatchResponse = envelope(
  v.object({
    matches: v.array(JournalMatch),
    /** The subjects the manuscript reads as, from the journals it fits best. */
    subjects: v.array(Option),
  }),
)
export type ManuscriptMatchResponse = v.InferOutput<typeof ManuscriptMatchResponse>

// Import of DOAJ's public journal CSV (admin).

export const ImportBadRow = v.object({ line: v.number(), message: v.string() })
export const JournalImportSummary = v.object({
  rows: v.number(),
  created: v.number(),
  updated: v.number(),
  skipped: v.number(),
  /** The first bad rows with their line numbers in the file; `skipped` counts them all. */
  badRows: v.array(ImportBadRow),
})
export type JournalImportSummary = v.InferOutput<typeof JournalImportSummary>
export const JournalImportResponse = envelope(JournalImportSummary)
