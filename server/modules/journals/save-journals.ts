import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { JournalField, JournalSources } from '../../../contract/admin-journals.ts'
import { slugify } from '../../lib/slugify.ts'

/**
 * A journal to create, or to update when one with either ISSN exists. A field left undefined keeps what is
 * stored (an import from DOAJ knows no impact factor and must not erase one); null clears it. Subjects and
 * indexes are added to those the journal has, never removed: another source may have added them.
 */
export interface JournalInput {
  title: string
  link?: string | null
  impactFactor?: number | null
  /** The publisher's name; publishers are created as they first appear. */
  publisher?: string | null
  issnPrint?: string | null
  issnElectronic?: string | null
  country?: string | null
  languages?: string[]
  openAccess?: boolean
  /** Null: no charge. An amount of null: a charge of unknown size. */
  apc?: { amountMinor: number | null; currency: string | null } | null
  licence?: string | null
  reviewProcess?: string | null
  weeksToPublication?: number | null
  scope?: string
  keywords?: string[]
  /** Subject slugs; unknown ones are ignored. */
  subjects?: string[]
  /** Indexing service slugs; unknown ones are ignored. */
  indexes?: string[]
}

/** A field as the admin form names it and its value as staff read it (a publisher by name, a charge in minor units). */
export interface FieldChange {
  field: JournalField
  before: unknown
  after: unknown
}

/** What saving one journal of a batch did, or would do: added, or its fields that changed and the staff values kept. */
export interface JournalChange {
  /** The last input of the batch that named this journal. */
  position: number
  id: number | undefined
  title: string
  issn: string | null
  added: boolean
  fields: FieldChange[]
  kept: { field: JournalField; value: unknown; doaj: unknown }[]
}

export interface SaveResult {
  created: number
  updated: number
  /** Inputs that could not be saved, by their position in the batch. */
  rejected: { position: number; message: string }[]
  /** The journal each input was saved as, by position (undefined where rejected, or new in a dry run). */
  ids: (number | undefined)[]
  /** The journals added or changed, field by field; unchanged ones are not listed. */
  changes: JournalChange[]
}

export interface SaveOptions {
  /**
   * Where the values come from. 'doaj': each field it sets is recorded as DOAJ's with the moment, and a field staff
   * set is kept as it is. None: data without a source (the demo data, the tests' journals).
   */
  source?: 'doaj'
  /** Work out what would be added and changed, and write nothing. */
  dryRun?: boolean
}

interface Stored {
  id: number
  slug: string
  title: string
  link: string | null
  impact_factor: number | null
  publisher_id: number | null
  publisher_title: string | null
  issn_print: string | null
  issn_electronic: string | null
  country: string | null
  languages: string[]
  open_access: boolean
  has_apc: boolean
  apc_amount_minor: number | null
  apc_currency: string | null
  licence: string | null
  review_process: string | null
  weeks_to_publication: number | null
  scope: string
  keywords: string[]
  sources: JournalSources
  subject_slugs: string[]
  index_slugs: string[]
}

// Any constant; every node's imports take it, so two imports never match the same ISSN at once.
const SAVE_LOCK = 727_311_003
const MAX_SLUG_BASE = 100

const columns = [
  'slug',
  'title',
  'link',
  'impact_factor',
  'publisher_id',
  'issn_print',
  'issn_electronic',
  'country',
  'languages',
  'open_access',
  'has_apc',
  'apc_amount_minor',
  'apc_currency',
  'licence',
  'review_process',
  'weeks_to_publication',
  'scope',
  'keywords',
] as const satisfies readonly (keyof Database['journals'])[]

// jsonb_to_recordset turns one JSON parameter into rows: a whole batch in one statement on either database.
const recordType = sql.raw(`x(id bigint, slug text, title text, link text, impact_factor numeric, publisher_id bigint, issn_print text,
  issn_electronic text, country text, languages text[], open_access boolean, has_apc boolean, apc_amount_minor bigint, apc_currency text,
  licence text, review_process text, weeks_to_publication smallint, scope text, keywords text[], sources jsonb)`)

/** A journal as staff read it, field by field: what an import compares and sets. */
interface View {
  title: string
  link: string | null
  impactFactor: number | null
  publisher: string | null
  issnPrint: string | null
  issnElectronic: string | null
  country: string | null
  languages: string[]
  openAccess: boolean
  apc: { amount: number | null; currency: string | null } | null
  licence: string | null
  reviewProcess: string | null
  weeksToPublication: number | null
  scope: string
  keywords: string[]
  /** Slugs; an input adds to them, never removes. */
  subjects: string[]
  indexes: string[]
}
type ViewKey = keyof View

/** The admin form's name of a field, under which its source is kept. */
const fieldOf = (key: ViewKey): JournalField => (key === 'subjects' ? 'subjectIds' : key)

const emptyView = (title: string): View => ({
  title,
  link: null,
  impactFactor: null,
  publisher: null,
  issnPrint: null,
  issnElectronic: null,
  country: null,
  languages: [],
  openAccess: false,
  apc: null,
  licence: null,
  reviewProcess: null,
  weeksToPublication: null,
  scope: '',
  keywords: [],
  subjects: [],
  indexes: [],
})

/** A stored journal's own fields as staff read them; its subjects and indexes are read by id or by slug. */
export const storedFields = (row: Omit<Stored, 'id' | 'slug' | 'publisher_id' | 'sources' | 'subject_slugs' | 'index_slugs'>) => ({
  title: row.title,
  link: row.link,
  impactFactor: row.impact_factor,
  publisher: row.publisher_title,
  issnPrint: row.issn_print,
  issnElectronic: row.issn_electronic,
  country: row.country,
  languages: row.languages,
  openAccess: row.open_access,
  apc: row.has_apc ? { amount: row.apc_amount_minor, currency: row.apc_currency } : null,
  licence: row.licence,
  reviewProcess: row.review_process,
  weeksToPublication: row.weeks_to_publication,
  scope: row.scope,
  keywords: row.keywords,
})

const viewOf = (row: Stored): View => ({ ...storedFields(row), subjects: row.subject_slugs, indexes: row.index_slugs })

/** The fields an input sets, as staff read them; a field it leaves undefined is not among them. */
function givenFields(input: JournalInput): Partial<View> {
  const given: Partial<View> = {
    title: input.title,
    link: input.link,
    impactFactor: input.impactFactor,
    publisher: input.publisher === undefined ? undefined : input.publisher?.trim() || null,
    issnPrint: input.issnPrint,
    issnElectronic: input.issnElectronic,
    country: input.country,
    languages: input.languages,
    openAccess: input.openAccess,
    apc: input.apc === undefined ? undefined : input.apc && { amount: input.apc.amountMinor, currency: input.apc.amountMinor === null ? null : input.apc.currency },
    licence: input.licence,
    reviewProcess: input.reviewProcess,
    weeksToPublication: input.weeksToPublication,
    scope: input.scope,
    keywords: input.keywords,
    subjects: input.subjects,
    indexes: input.indexes,
  }
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined))
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

interface Pending {
  id?: number
  slug?: string
  view: View
  /** The stored publisher, kept while the name does not change (its slug need not be the name's). */
  publisherId: number | null
  publisherName: string | null
  sources: JournalSources
  positions: number[]
  change: Omit<JournalChange, 'position' | 'id' | 'title' | 'issn'>
}

/**
 * Lays an input over a pending journal: a list (subjects, indexes) gains the input's items; any other field takes its
 * value. With a source, a field staff set is kept and reported as kept, and each field the source sets is recorded
 * as the source's, with the moment, when its value changes or had no source yet.
 */
function apply(entry: Pending, input: JournalInput, source: SaveOptions['source'], at: string) {
  for (const [key, given] of Object.entries(givenFields(input)) as [ViewKey, unknown][]) {
    const field = fieldOf(key)
    const before = entry.view[key]
    const after = key === 'subjects' || key === 'indexes' ? [...new Set([...(before as string[]), ...(given as string[])])] : given
    const changes = !same(before, after)
    if (source && entry.sources[field]?.source === 'staff') {
      if (changes && !entry.change.kept.some((k) => k.field === field)) entry.change.kept.push({ field, value: before, doaj: after })
      continue
    }
    if (changes) {
      // A later row of the same journal may set a field back to what is stored: then nothing changes.
      const earlier = entry.change.fields.findIndex((f) => f.field === field)
      if (earlier < 0) entry.change.fields.push({ field, before, after })
      else if (same(entry.change.fields[earlier]!.before, after)) entry.change.fields.splice(earlier, 1)
      else entry.change.fields[earlier]!.after = after
      ;(entry.view as unknown as Record<ViewKey, unknown>)[key] = after
    }
    if (source && (changes || !entry.sources[field])) entry.sources[field] = { source, at }
  }
}

const issnsOf = (view: Pick<View, 'issnPrint' | 'issnElectronic'>) => [view.issnPrint, view.issnElectronic].filter((i): i is string => Boolean(i))
/** A publisher's slug from its name: how a name finds its row. */
export const publisherSlug = (name: string) => slugify(name).slice(0, MAX_SLUG_BASE) || 'publisher'

/** The row's columns for a pending journal, but its slug. */
const columnsOf = (p: Pending, publisherIds: Map<string, number>) => ({
  title: p.view.title,
  link: p.view.link,
  impact_factor: p.view.impactFactor,
  publisher_id: p.view.publisher === p.publisherName ? p.publisherId : p.view.publisher ? (publisherIds.get(publisherSlug(p.view.publisher)) ?? null) : null,
  issn_print: p.view.issnPrint,
  issn_electronic: p.view.issnElectronic,
  country: p.view.country,
  languages: p.view.languages,
  open_access: p.view.openAccess,
  has_apc: p.view.apc !== null,
  apc_amount_minor: p.view.apc?.amount ?? null,
  apc_currency: p.view.apc?.amount == null ? null : p.view.apc.currency,
  licence: p.view.licence,
  review_process: p.view.reviewProcess,
  weeks_to_publication: p.view.weeksToPublication,
  scope: p.view.scope,
  keywords: p.view.keywords,
  sources: p.sources,
})

/**
 * Saves a batch of journals in one transaction: each input updates the journal holding either of its ISSNs,
 * or creates one. Repeats within the batch land on the same journal. An input whose two ISSNs belong to
 * two different journals is rejected, not guessed at. A dry run reads the same and writes nothing.
 */
export async function saveJournals(db: Kysely<Database>, inputs: JournalInput[], { source, dryRun = false }: SaveOptions = {}): Promise<SaveResult> {
  const at = new Date().toISOString()
  // A seed step already runs in a transaction of its own; the batch becomes part of it.
  return inTransaction(db, async (trx) => {
    if (!dryRun) await sql`SELECT pg_advisory_xact_lock(${SAVE_LOCK})`.execute(trx)
    const wantedIssns = [...new Set(inputs.flatMap((i) => [i.issnPrint, i.issnElectronic].filter((x): x is string => Boolean(x))))]
    const existing: Stored[] = wantedIssns.length
      ? ((await trx
          .selectFrom('journals as j')
          .leftJoin('publishers as p', 'p.id', 'j.publisher_id')
          .select(['j.id', ...columns.map((c) => `j.${c}` as const), 'j.sources', 'p.title as publisher_title'])
          .select([
            sql<string[]>`ARRAY(SELECT s.slug FROM journal_subjects js JOIN subjects s ON s.id = js.subject_id WHERE js.journal_id = j.id ORDER BY s.slug)`.as('subject_slugs'),
            sql<string[]>`ARRAY(SELECT i.slug FROM journal_indexings ji JOIN journal_indexes i ON i.id = ji.index_id WHERE ji.journal_id = j.id ORDER BY i.position, i.slug)`.as('index_slugs'),
          ])
          .where((eb) => eb.or([eb('j.issn_print', 'in', wantedIssns), eb('j.issn_electronic', 'in', wantedIssns)]))
          .execute()) as Stored[])
      : []

    // Pending rows of this batch, existing or new, found by ISSN; a later input for one merges into it.
    const byIssn = new Map<string, Pending>()
    const pending: Pending[] = []
    for (const row of existing) {
      const view = viewOf(row)
      const entry: Pending = { id: row.id, slug: row.slug, view, publisherId: row.publisher_id, publisherName: view.publisher, sources: { ...row.sources }, positions: [], change: { added: false, fields: [], kept: [] } }
      pending.push(entry)
      for (const issn of issnsOf(view)) byIssn.set(issn, entry)
    }
    const rejected: SaveResult['rejected'] = []
    inputs.forEach((input, position) => {
      const issns = [input.issnPrint, input.issnElectronic].filter((x): x is string => Boolean(x))
      const matches = [...new Set(issns.map((i) => byIssn.get(i)).filter((p): p is Pending => Boolean(p)))]
      if (matches.length > 1) {
        rejected.push({ position, message: `ISSNs ${issns.join(' and ')} belong to two different journals` })
        return
      }
      let entry = matches[0]
      if (entry) {
        const before = issnsOf(entry.view)
        apply(entry, input, source, at)
        // An ISSN the journal no longer carries must stop pointing at it. None of its new ones can point at
        // another journal: those would have been a second match above.
        for (const issn of before) if (!issnsOf(entry.view).includes(issn)) byIssn.delete(issn)
      } else {
        entry = { view: emptyView(input.title), publisherId: null, publisherName: null, sources: {}, positions: [], change: { added: true, fields: [], kept: [] } }
        apply(entry, input, source, at)
        pending.push(entry)
      }
      for (const issn of issnsOf(entry.view)) byIssn.set(issn, entry)
      entry.positions.push(position)
    })

    const touched = pending.filter((p) => p.positions.length)
    const fresh = touched.filter((p) => p.id === undefined)
    const changed = touched.filter((p) => p.id !== undefined && (p.change.fields.length || (source && !same(p.sources, existing.find((r) => r.id === p.id)!.sources))))
    const changes = touched
      .filter((p) => p.change.added || p.change.fields.length || p.change.kept.length)
      .map((p) => ({ ...p.change, position: p.positions.at(-1)!, id: p.id, title: p.view.title, issn: issnsOf(p.view)[0] ?? null }))
    const updated = touched.filter((p) => p.id !== undefined && p.change.fields.length).length
    const result = (ids: SaveResult['ids']) => ({ created: fresh.length, updated, rejected, ids, changes })
    if (dryRun) return result(inputs.map((_, position) => touched.find((p) => p.positions.includes(position))?.id))

    const publisherNames = [...new Set(touched.map((p) => p.view.publisher).filter((p): p is string => Boolean(p)))]
    if (publisherNames.length) {
      await trx
        .insertInto('publishers')
        // A new publisher goes after those staff have put in order (Category Management).
        .values([...new Map(publisherNames.map((name) => [publisherSlug(name), name]))].map(([slug, title]) => ({ slug, title, position: sql<number>`(SELECT COALESCE(max(position), -1) + 1 FROM publishers)` })))
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute()
    }
    const publisherIds = new Map(
      publisherNames.length
        ? (
            await trx
              .selectFrom('publishers')
              .select((eb) => [eb.fn.coalesce('merged_into_id', 'id').as('id'), 'slug'])
              .where('slug', 'in', publisherNames.map(publisherSlug))
              .execute()
          ).map((p) => [p.slug, p.id])
        : [],
    )
    const rowOf = (p: Pending) => ({ ...columnsOf(p, publisherIds), id: p.id, slug: p.slug })

    if (fresh.length) {
      // A title's slug, else the title with its ISSN, else a number: looked up as exact slugs (indexed).
      const choices = fresh.map((p) => {
        const base = slugify(p.view.title).slice(0, MAX_SLUG_BASE).replace(/-+$/, '') || 'journal'
        const issn = issnsOf(p.view)[0]?.toLowerCase()
        return [base, ...(issn ? [`${base}-${issn}`] : []), ...Array.from({ length: 8 }, (_, n) => `${base}-${n + 2}`)]
      })
      const taken = new Set(
        (await trx.selectFrom('journals').select('slug').where('slug', 'in', [...new Set(choices.flat())]).execute()).map((r) => r.slug),
      )
      fresh.forEach((p, i) => {
        const slug = choices[i]!.find((c) => !taken.has(c)) ?? `${choices[i]![0]}-${randomUUID().slice(0, 8)}`
        taken.add(slug)
        p.slug = slug
      })
      const created = await sql<{ id: number; slug: string }>`
        INSERT INTO journals (${sql.join(columns.map((c) => sql.ref(c)))}, sources)
        SELECT ${sql.join(columns.map((c) => sql.ref(`x.${c}`)))}, x.sources FROM jsonb_to_recordset(${JSON.stringify(fresh.map(rowOf))}::jsonb) AS ${recordType}
        RETURNING id, slug`.execute(trx)
      const idBySlug = new Map(created.rows.map((r) => [r.slug, Number(r.id)]))
      for (const p of fresh) p.id = idBySlug.get(p.slug!)
    }
    if (changed.length) {
      await sql`
        UPDATE journals j SET ${sql.join(columns.filter((c) => c !== 'slug').map((c) => sql`${sql.ref(c)} = ${sql.ref(`x.${c}`)}`))}, sources = x.sources, updated_at = now()
        FROM jsonb_to_recordset(${JSON.stringify(changed.map(rowOf))}::jsonb) AS ${recordType}
        WHERE j.id = x.id`.execute(trx)
    }

    const slugIds = async (table: 'subjects' | 'journal_indexes', key: 'subjects' | 'indexes') => {
      const slugs = [...new Set(touched.flatMap((p) => p.view[key]))]
      // A value merged into another in Category Management stands for the one that took its records.
      const ids = slugs.length ? await trx.selectFrom(table).select((eb) => [eb.fn.coalesce('merged_into_id', 'id').as('id'), 'slug']).where('slug', 'in', slugs).execute() : []
      const idOf = new Map(ids.map((r) => [r.slug, r.id]))
      return touched.flatMap((p) => p.view[key].flatMap((slug) => (idOf.has(slug) ? [{ journal: p.id!, other: idOf.get(slug)! }] : [])))
    }
    const subjectLinks = await slugIds('subjects', 'subjects')
    if (subjectLinks.length) {
      await trx
        .insertInto('journal_subjects')
        .values(subjectLinks.map((l) => ({ journal_id: l.journal, subject_id: l.other })))
        .onConflict((oc) => oc.doNothing())
        .execute()
    }
    const indexLinks = await slugIds('journal_indexes', 'indexes')
    if (indexLinks.length) {
      await trx
        .insertInto('journal_indexings')
        .values(indexLinks.map((l) => ({ journal_id: l.journal, index_id: l.other })))
        .onConflict((oc) => oc.doNothing())
        .execute()
    }

    const ids: SaveResult['ids'] = []
    for (const p of touched) for (const position of p.positions) ids[position] = p.id
    for (const change of changes) change.id = touched.find((p) => p.positions.includes(change.position))!.id
    return result(ids)
  })
}
