import * as v from 'valibot'
import { idParam, lookupId, optionalText, plainText, requiredText, WebLink } from './admin-fields.ts'
import { envelope, PageParam, pagedResponse, Slug } from './common.ts'
import { normalizeIssn } from './issn.ts'
import { JOURNAL_MAX_INDEXES } from './journal-filters.ts'
import { SearchText } from './search.ts'

// Journal Management: what staff send to create and edit a journal, what the admin list answers (the same shape
// plus the id, slug, labels and where each value came from), and DOAJ imports run as jobs.

export const ADMIN_JOURNALS_PAGE_SIZE = 20
export const JOURNAL_MAX_SUBJECTS = 20
const MAX_LIST_ITEMS = 30

const issnMessage = 'Give an ISSN such as 1234-5679, with its check digit'
const Issn = v.optional(
  v.nullable(
    v.pipe(
      v.string(issnMessage),
      v.trim(),
      v.transform((text) => (text ? normalizeIssn(text) ?? false : null)),
      v.check((issn) => issn !== false, issnMessage),
      v.transform((issn) => issn as string | null),
    ),
  ),
  null,
)

const words = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.array(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `Each of the ${label.toLowerCase()} may be at most ${max} characters`))),
      v.transform((items) => [...new Set(items.filter(Boolean))]),
      v.maxLength(MAX_LIST_ITEMS, `Give at most ${MAX_LIST_ITEMS} ${label.toLowerCase()}`),
    ),
    [],
  )

const amountMessage = 'The charge is a whole number of minor units (cents), 0 or more'
/** Null: no article processing charge; an amount of null: a charge of unknown size. */
const ApcInput = v.pipe(
  v.object({
    amount: v.nullable(v.pipe(v.number(amountMessage), v.integer(amountMessage), v.minValue(0, amountMessage), v.maxValue(100_000_000, amountMessage))),
    currency: v.nullable(v.pipe(v.string('Choose a currency'), v.regex(/^[A-Z]{3}$/, 'Currency is a three-letter code such as USD'))),
  }),
  v.forward(
    v.check((apc) => (apc.amount === null) === (apc.currency === null), 'Give both the amount and its currency, or neither'),
    ['currency'],
  ),
)

const impactMessage = 'Impact factor is a number from 0 to 10000 with up to three decimals'

export const JournalInput = v.pipe(
  v.object({
    title: requiredText('Title', 500),
    link: v.optional(v.nullable(v.union([v.pipe(v.literal(''), v.transform(() => null)), WebLink], 'Enter a valid URL starting with http:// or https://')), null),
    /** Licensed data that staff enter; an import never sets it. */
    impactFactor: v.optional(
      v.nullable(v.pipe(v.number(impactMessage), v.minValue(0, impactMessage), v.maxValue(10_000, impactMessage), v.check((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, impactMessage))),
      null,
    ),
    /** The publisher's name; a new name adds the publisher. */
    publisher: optionalText('Publisher', 300),
    issnPrint: Issn,
    issnElectronic: Issn,
    country: optionalText('Country', 100),
    languages: words('Languages', 60),
    openAccess: v.optional(v.boolean('Open access is yes or no'), false),
    apc: v.optional(v.nullable(ApcInput), null),
    licence: optionalText('Licence', 200),
    reviewProcess: optionalText('Review process', 300),
    weeksToPublication: v.optional(
      v.nullable(v.pipe(v.number('Weeks must be a number'), v.integer('Weeks must be a whole number'), v.minValue(0, 'Weeks cannot be negative'), v.maxValue(520, 'At most 520 weeks'))),
      null,
    ),
    scope: plainText('Aims and scope', 20_000),
    keywords: words('Keywords', 100),
    subjectIds: v.optional(
      v.pipe(
        v.array(lookupId('Choose subjects from the list'), 'Choose subjects from the list'),
        v.maxLength(JOURNAL_MAX_SUBJECTS, `Choose at most ${JOURNAL_MAX_SUBJECTS} subjects`),
        v.transform((ids) => [...new Set(ids)]),
      ),
      [],
    ),
    /** Indexing services by slug, as the public filter names them. */
    indexes: v.optional(
      v.pipe(v.array(Slug, 'Choose indexes from the list'), v.maxLength(JOURNAL_MAX_INDEXES, `Choose at most ${JOURNAL_MAX_INDEXES} indexes`), v.transform((s) => [...new Set(s)])),
      [],
    ),
  }),
  v.forward(
    v.check((j) => !j.issnPrint || j.issnPrint !== j.issnElectronic, 'The print and online ISSNs are two different numbers'),
    ['issnPrint'],
  ),
)
export type JournalInput = v.InferInput<typeof JournalInput>
export type JournalValues = v.InferOutput<typeof JournalInput>

/** The fields of a journal, as the form and the provenance name them. */
export const journalFields = [
  'title',
  'link',
  'impactFactor',
  'publisher',
  'issnPrint',
  'issnElectronic',
  'country',
  'languages',
  'openAccess',
  'apc',
  'licence',
  'reviewProcess',
  'weeksToPublication',
  'scope',
  'keywords',
  'subjectIds',
  'indexes',
] as const satisfies readonly (keyof JournalValues)[]
export type JournalField = (typeof journalFields)[number]

export const journalFieldTitles: Record<JournalField, string> = {
  title: 'Title',
  link: 'Website',
  impactFactor: 'Impact factor',
  publisher: 'Publisher',
  issnPrint: 'Print ISSN',
  issnElectronic: 'Online ISSN',
  country: 'Country',
  languages: 'Languages',
  openAccess: 'Open access',
  apc: 'Article processing charge',
  licence: 'Licence',
  reviewProcess: 'Review process',
  weeksToPublication: 'Weeks to publication',
  scope: 'Aims and scope',
  keywords: 'Keywords',
  subjectIds: 'Subjects',
  indexes: 'Indexing',
}

/** An edit sends only what changed; each field keeps its rules. */
export const JournalPatch = v.partial(v.object(JournalInput.pipe[0].entries))
export type JournalPatch = v.InferOutput<typeof JournalPatch>

export const journalSourceKinds = ['doaj', 'staff'] as const
export const FieldSource = v.object({ source: v.picklist(journalSourceKinds), at: v.string() })
export type FieldSource = v.InferOutput<typeof FieldSource>
/** Where each field's value came from; a field not in it was set before sources were kept (the demo data). */
export const JournalSources = v.record(v.picklist(journalFields), FieldSource)
export type JournalSources = Partial<Record<JournalField, FieldSource>>

export const AdminJournalParams = v.object({ id: idParam('Journal id must be a number') })

const yesNo = v.optional(v.fallback(v.optional(v.picklist(['yes', 'no'])), undefined))

export const AdminJournalListQuery = v.object({
  page: PageParam,
  /** Part of a title, an ISSN or a publisher's name, in any case. */
  search: v.optional(SearchText),
  publisher: v.optional(Slug),
  index: v.optional(Slug),
  openAccess: yesNo,
  doaj: yesNo,
  /** 'yes': only journals without an impact factor yet. */
  noImpactFactor: yesNo,
})
export type AdminJournalListQuery = v.InferOutput<typeof AdminJournalListQuery>

export const AdminJournal = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  link: v.nullable(v.string()),
  impactFactor: v.nullable(v.number()),
  publisher: v.nullable(v.string()),
  issnPrint: v.nullable(v.string()),
  issnElectronic: v.nullable(v.string()),
  country: v.nullable(v.string()),
  languages: v.array(v.string()),
  openAccess: v.boolean(),
  apc: v.nullable(v.object({ amount: v.nullable(v.number()), currency: v.nullable(v.string()) })),
  licence: v.nullable(v.string()),
  reviewProcess: v.nullable(v.string()),
  weeksToPublication: v.nullable(v.number()),
  scope: v.string(),
  keywords: v.array(v.string()),
  subjectIds: v.array(v.number()),
  indexes: v.array(v.string()),
  labels: v.object({ subjects: v.array(v.string()), indexes: v.array(v.string()) }),
  sources: JournalSources,
  updatedAt: v.string(),
})
export type AdminJournal = v.InferOutput<typeof AdminJournal>

export const AdminJournalListResponse = pagedResponse('journals', AdminJournal)
export const AdminJournalResponse = envelope(AdminJournal)

// DOAJ imports, run as jobs: a dry run says what an apply would do; both report their progress as they go.

export const JOURNAL_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const
/** How many of each kind of change an import lists; it counts them all. */
export const JOURNAL_IMPORT_LISTED = 200

export const JournalImportQuery = v.object({
  dryRun: v.optional(v.pipe(v.picklist(['true', 'false'], 'dryRun is true or false'), v.transform((s) => s === 'true')), 'false'),
})

export const JournalImportParams = v.object({ id: idParam('Import id must be a number') })

const Value = v.unknown()
export const JournalImportChanges = v.object({
  added: v.array(v.object({ line: v.number(), title: v.string(), issn: v.nullable(v.string()) })),
  changed: v.array(
    v.object({
      line: v.number(),
      id: v.number(),
      title: v.string(),
      fields: v.array(v.object({ field: v.picklist(journalFields), before: Value, after: Value })),
      /** Values staff set that the file would have changed: they stay. */
      kept: v.array(v.object({ field: v.picklist(journalFields), value: Value, doaj: Value })),
    }),
  ),
  /** DOAJ-listed journals that the file does not list (they are left as they are). */
  missing: v.array(v.object({ id: v.number(), title: v.string(), issn: v.nullable(v.string()) })),
  missingCount: v.number(),
  keptCount: v.number(),
})
export type JournalImportChanges = v.InferOutput<typeof JournalImportChanges>

export const JournalImport = v.object({
  id: v.number(),
  dryRun: v.boolean(),
  status: v.picklist(JOURNAL_IMPORT_STATUSES),
  fileName: v.string(),
  fileBytes: v.number(),
  /** How much of the file has been read: the progress bar's measure. */
  bytesRead: v.number(),
  createdBy: v.string(),
  createdAt: v.string(),
  startedAt: v.nullable(v.string()),
  finishedAt: v.nullable(v.string()),
  rows: v.number(),
  added: v.number(),
  updated: v.number(),
  skipped: v.number(),
  badRows: v.array(v.object({ line: v.number(), message: v.string() })),
  changes: v.nullable(JournalImportChanges),
  error: v.nullable(v.string()),
})
export type JournalImport = v.InferOutput<typeof JournalImport>
export const JournalImportResponse = envelope(JournalImport)
export const JournalImportListResponse = pagedResponse('imports', JournalImport)
export const JournalImportListQuery = v.object({ page: PageParam })
