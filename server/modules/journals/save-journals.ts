import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { slugify } from '../../seed/slugify.ts'

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

export interface SaveResult {
  created: number
  updated: number
  /** Inputs that could not be saved, by their position in the batch. */
  rejected: { position: number; message: string }[]
  /** The journal each input was saved as, by position (undefined where rejected). */
  ids: (number | undefined)[]
}

interface Stored {
  id: number
  slug: string
  title: string
  link: string | null
  impact_factor: number | null
  publisher_id: number | null
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
  licence text, review_process text, weeks_to_publication smallint, scope text, keywords text[])`)

const emptyJournal = (title: string): Omit<Stored, 'id' | 'slug'> => ({
  title,
  link: null,
  impact_factor: null,
  publisher_id: null,
  issn_print: null,
  issn_electronic: null,
  country: null,
  languages: [],
  open_access: false,
  has_apc: false,
  apc_amount_minor: null,
  apc_currency: null,
  licence: null,
  review_process: null,
  weeks_to_publication: null,
  scope: '',
  keywords: [],
})

/** The stored row with the input's defined fields laid over it. */
function merge(row: Omit<Stored, 'id' | 'slug'>, input: JournalInput, publisherId: number | null | undefined): Omit<Stored, 'id' | 'slug'> {
  const pick = <T>(given: T | undefined, stored: T) => (given === undefined ? stored : given)
  return {
    title: input.title,
    link: pick(input.link, row.link),
    impact_factor: pick(input.impactFactor, row.impact_factor),
    publisher_id: pick(publisherId, row.publisher_id),
    issn_print: pick(input.issnPrint, row.issn_print),
    issn_electronic: pick(input.issnElectronic, row.issn_electronic),
    country: pick(input.country, row.country),
    languages: pick(input.languages, row.languages),
    open_access: pick(input.openAccess, row.open_access),
    has_apc: input.apc === undefined ? row.has_apc : input.apc !== null,
    apc_amount_minor: input.apc === undefined ? row.apc_amount_minor : (input.apc?.amountMinor ?? null),
    apc_currency: input.apc === undefined ? row.apc_currency : input.apc?.amountMinor != null ? input.apc.currency : null,
    licence: pick(input.licence, row.licence),
    review_process: pick(input.reviewProcess, row.review_process),
    weeks_to_publication: pick(input.weeksToPublication, row.weeks_to_publication),
    scope: pick(input.scope, row.scope),
    keywords: pick(input.keywords, row.keywords),
  }
}

const issnsOf = (x: { issn_print: string | null; issn_electronic: string | null }) => [x.issn_print, x.issn_electronic].filter((i): i is string => Boolean(i))

/**
 * Saves a batch of journals in one transaction: each input updates the journal holding either of its ISSNs,
 * or creates one. Repeats within the batch land on the same journal. An input whose two ISSNs belong to
 * two different journals is rejected, not guessed at.
 */
export async function saveJournals(db: Kysely<Database>, inputs: JournalInput[]): Promise<SaveResult> {
  // A seed step already runs in a transaction of its own; the batch becomes part of it.
  return inTransaction(db, async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SAVE_LOCK})`.execute(trx)
    const wantedIssns = [...new Set(inputs.flatMap((i) => [i.issnPrint, i.issnElectronic].filter((x): x is string => Boolean(x))))]
    const existing: Stored[] = wantedIssns.length
      ? ((await trx
          .selectFrom('journals')
          .select(['id', ...columns])
          .where((eb) => eb.or([eb('issn_print', 'in', wantedIssns), eb('issn_electronic', 'in', wantedIssns)]))
          .execute()) as Stored[])
      : []

    const publisherNames = [...new Set(inputs.map((i) => i.publisher?.trim()).filter((p): p is string => Boolean(p)))]
    const publisherSlug = (name: string) => slugify(name).slice(0, MAX_SLUG_BASE) || 'publisher'
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

    // Pending rows of this batch, existing or new, found by ISSN; a later input for one merges into it.
    type Pending = { id?: number; slug?: string; row: Omit<Stored, 'id' | 'slug'>; subjects: Set<string>; indexes: Set<string>; positions: number[] }
    const byIssn = new Map<string, Pending>()
    const pending: Pending[] = []
    for (const row of existing) {
      const { id, slug, ...rest } = row
      const entry: Pending = { id, slug, row: rest, subjects: new Set(), indexes: new Set(), positions: [] }
      pending.push(entry)
      for (const issn of issnsOf(row)) byIssn.set(issn, entry)
    }
    const rejected: SaveResult['rejected'] = []
    inputs.forEach((input, position) => {
      const issns = [input.issnPrint, input.issnElectronic].filter((x): x is string => Boolean(x))
      const matches = [...new Set(issns.map((i) => byIssn.get(i)).filter((p): p is Pending => Boolean(p)))]
      if (matches.length > 1) {
        rejected.push({ position, message: `ISSNs ${issns.join(' and ')} belong to two different journals` })
        return
      }
      const publisherId = input.publisher === undefined ? undefined : input.publisher?.trim() ? publisherIds.get(publisherSlug(input.publisher.trim())) : null
      let entry = matches[0]
      if (entry) {
        const before = issnsOf(entry.row)
        entry.row = merge(entry.row, input, publisherId)
        // An ISSN the journal no longer carries must stop pointing at it. None of its new ones can point at
        // another journal: those would have been a second match above.
        for (const issn of before) if (!issnsOf(entry.row).includes(issn)) byIssn.delete(issn)
      } else {
        entry = { row: merge(emptyJournal(input.title), input, publisherId), subjects: new Set(), indexes: new Set(), positions: [] }
        pending.push(entry)
      }
      for (const issn of issnsOf(entry.row)) byIssn.set(issn, entry)
      for (const s of input.subjects ?? []) entry.subjects.add(s)
      for (const i of input.indexes ?? []) entry.indexes.add(i)
      entry.positions.push(position)
    })

    const touched = pending.filter((p) => p.positions.length)
    const fresh = touched.filter((p) => p.id === undefined)
    if (fresh.length) {
      // A title's slug, else the title with its ISSN, else a number: looked up as exact slugs (indexed).
      const choices = fresh.map((p) => {
        const base = slugify(p.row.title).slice(0, MAX_SLUG_BASE).replace(/-+$/, '') || 'journal'
        const issn = issnsOf(p.row)[0]?.toLowerCase()
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
        INSERT INTO journals (${sql.join(columns.map((c) => sql.ref(c)))})
        SELECT ${sql.join(columns.map((c) => sql.ref(`x.${c}`)))} FROM jsonb_to_recordset(${JSON.stringify(fresh.map((p) => ({ ...p.row, slug: p.slug })))}::jsonb) AS ${recordType}
        RETURNING id, slug`.execute(trx)
      const idBySlug = new Map(created.rows.map((r) => [r.slug, Number(r.id)]))
      for (const p of fresh) p.id = idBySlug.get(p.slug!)
    }
    const changed = touched.filter((p) => !fresh.includes(p))
    if (changed.length) {
      await sql`
        UPDATE journals j SET ${sql.join(columns.filter((c) => c !== 'slug').map((c) => sql`${sql.ref(c)} = ${sql.ref(`x.${c}`)}`))}, updated_at = now()
        FROM jsonb_to_recordset(${JSON.stringify(changed.map((p) => ({ ...p.row, id: p.id })))}::jsonb) AS ${recordType}
        WHERE j.id = x.id`.execute(trx)
    }

    const slugIds = async (table: 'subjects' | 'journal_indexes', of: (p: Pending) => Set<string>) => {
      const slugs = [...new Set(touched.flatMap((p) => [...of(p)]))]
      // A value merged into another in Category Management stands for the one that took its records.
      const ids = slugs.length ? await trx.selectFrom(table).select((eb) => [eb.fn.coalesce('merged_into_id', 'id').as('id'), 'slug']).where('slug', 'in', slugs).execute() : []
      const idOf = new Map(ids.map((r) => [r.slug, r.id]))
      return touched.flatMap((p) => [...of(p)].flatMap((slug) => (idOf.has(slug) ? [{ journal: p.id!, other: idOf.get(slug)! }] : [])))
    }
    const subjectLinks = await slugIds('subjects', (p) => p.subjects)
    if (subjectLinks.length) {
      await trx
        .insertInto('journal_subjects')
        .values(subjectLinks.map((l) => ({ journal_id: l.journal, subject_id: l.other })))
        .onConflict((oc) => oc.doNothing())
        .execute()
    }
    const indexLinks = await slugIds('journal_indexes', (p) => p.indexes)
    if (indexLinks.length) {
      await trx
        .insertInto('journal_indexings')
        .values(indexLinks.map((l) => ({ journal_id: l.journal, index_id: l.other })))
        .onConflict((oc) => oc.doNothing())
        .execute()
    }

    const ids: SaveResult['ids'] = []
    for (const p of touched) for (const position of p.positions) ids[position] = p.id
    return { created: fresh.length, updated: changed.length, rejected, ids }
  })
}
