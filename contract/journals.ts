import * as v from 'valibot'
import { envelope, pagedResponse, Slug } from './common.ts'
import { JOURNAL_MAX_INDEXES } from './journal-filters.ts'

/** Journals per page of `GET /api/journals`: one screen of cards on a laptop, two or three on a phone. */
export const JOURNALS_PAGE_SIZE = 20
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

export { JournalListQuery } from './journal-filters.ts'

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

export const JournalListResponse = pagedResponse('journals', Journal)
export type JournalListResponse = v.InferOutput<typeof JournalListResponse>

export const JournalOptionsResponse = envelope(v.array(Option))

/** The slider's maximum is the first item's impact factor; empty when no journal has an impact factor yet. */
export const MaxImpactFactorResponse = envelope(v.array(v.object({ slug: v.string(), title: v.string(), impactFactor: v.number() })))

// "Match my manuscript": pasted text in, ranked journals with reasons out. The title and abstract are never stored or
// logged; the keywords are counted with the directories' searches, with nothing about who sent them.

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
    indexes: v.optional(v.pipe(v.array(Slug), v.maxLength(JOURNAL_MAX_INDEXES, `Choose at most ${JOURNAL_MAX_INDEXES} indexes`))),
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
