import type { Kysely } from 'kysely'
import { CATEGORY_SLUG_MAX_LENGTH, categoryListTitles, usageText, usageTotal, type CategoryList, type CategoryValue, type Usage } from '../../../contract/categories.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError, invalid, notFound } from '../../http/errors.ts'
import { slugify } from '../../lib/slugify.ts'
import { categoryDefinitions } from './lists.ts'
import type { CategoriesRepository, CategoryRow } from './repository.ts'

const conflict = (code: string, message: string) => new HttpError(409, code, message)

/** Category Management's rules: each list's values, added, renamed, moved, retired, deleted when unused, and merged. */
export function createCategoriesService(repo: CategoriesRepository) {
  const texts = (list: CategoryList) => {
    const { noun } = categoryListTitles[list]
    return { noun, Noun: noun[0]!.toUpperCase() + noun.slice(1) }
  }

  const toValue = (list: CategoryList, row: CategoryRow, usage: Usage): CategoryValue => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    retired: row.retired_at !== null,
    mergedInto: row.merged_into_id === null ? null : { id: row.merged_into_id, title: row.merged_into_title ?? '' },
    usage,
    fixed: categoryDefinitions[list].fixed.includes(row.slug),
  })

  async function row(list: CategoryList, id: number, on?: Kysely<Database>) {
    const found = await repo.value(categoryDefinitions[list].table, id, on)
    if (!found) throw notFound(`${texts(list).Noun} not found`)
    return found
  }

  async function value(list: CategoryList, id: number, on?: Kysely<Database>) {
    const found = await row(list, id, on)
    return toValue(list, found, (await repo.usage(categoryDefinitions[list], id, on))(id))
  }

  async function checkTitle(list: CategoryList, trx: Kysely<Database>, title: string, except?: number) {
    const same = await repo.sameTitle(categoryDefinitions[list].table, title, except, trx)
    if (same) throw invalid([{ path: 'title', message: `A ${texts(list).noun} titled '${same.title}' exists already; merge into it instead` }])
  }

  /** The slug staff gave, or one made from the title that no value has yet ('nursing', else 'nursing-2' ...). */
  async function freeSlug(list: CategoryList, title: string, given: string | undefined) {
    const table = categoryDefinitions[list].table
    if (given) {
      if ((await repo.takenSlugs(table, given)).has(given)) throw invalid([{ path: 'slug', message: 'Another value has this slug; choose another' }])
      return given
    }
    const base = slugify(title).slice(0, CATEGORY_SLUG_MAX_LENGTH - 4).replace(/-+$/, '')
    if (!base) throw invalid([{ path: 'slug', message: 'The title has no letters or digits to make a slug of; give one' }])
    const taken = await repo.takenSlugs(table, base)
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    return slug
  }

  function refuseFixed(list: CategoryList, found: CategoryRow, what: string) {
    if (categoryDefinitions[list].fixed.includes(found.slug)) throw conflict('fixed', `'${found.title}' carries rules of its own and cannot be ${what}`)
  }

  return {
    value,

    async list(list: CategoryList) {
      const definition = categoryDefinitions[list]
      const [rows, usage] = await Promise.all([repo.list(definition.table), repo.usage(definition)])
      return rows.map((found) => toValue(list, found, usage(found.id)))
    },

    async create(list: CategoryList, input: { title: string; slug?: string | undefined }) {
      const table = categoryDefinitions[list].table
      const slug = await freeSlug(list, input.title, input.slug || undefined)
      const { id } = await repo.locked(table, async (trx) => {
        await checkTitle(list, trx, input.title)
        try {
          return await repo.insert(trx, table, { slug, title: input.title })
        } catch (err) {
          // Another value took the slug since it was chosen.
          if ((err as { code?: string }).code === '23505') throw invalid([{ path: 'slug', message: 'Another value has this slug; choose another' }])
          throw err
        }
      })
      return value(list, id)
    },

    /** A rename, a retirement or its undoing, and a move, in one transaction; the slug stays. */
    async update(list: CategoryList, id: number, patch: { title?: string | undefined; retired?: boolean | undefined; position?: number | undefined }) {
      const table = categoryDefinitions[list].table
      await repo.locked(table, async (trx) => {
        const found = await row(list, id, trx)
        if (patch.retired === true) refuseFixed(list, found, 'retired')
        if (patch.title !== undefined && patch.title !== found.title) await checkTitle(list, trx, patch.title, id)
        await repo.update(trx, table, id, patch)
        if (patch.position !== undefined) await repo.move(trx, table, id, patch.position)
      })
      return value(list, id)
    },

    /** Only a value nothing uses goes; one in use is merged or retired instead. */
    async remove(list: CategoryList, id: number) {
      const definition = categoryDefinitions[list]
      await repo.locked(definition.table, async (trx) => {
        const found = await row(list, id, trx)
        refuseFixed(list, found, 'deleted')
        const usage = (await repo.usage(definition, id, trx))(id)
        const total = usageTotal(usage)
        if (total > 0) {
          throw conflict('in_use', `'${found.title}' is used by ${total} ${total === 1 ? 'record' : 'records'} (${usageText(usage)}): merge it into another ${texts(list).noun} or retire it`)
        }
        await repo.remove(trx, definition.table, id)
      })
    },

    /** Moves every record from one value to another in one transaction, and retires the first. */
    async merge(list: CategoryList, fromId: number, intoId: number) {
      const definition = categoryDefinitions[list]
      const { Noun, noun } = texts(list)
      await repo.locked(definition.table, async (trx) => {
        const from = await row(list, fromId, trx)
        if (intoId === fromId) throw invalid([{ path: 'into', message: `Choose another ${noun} to merge into` }])
        const into = await repo.value(definition.table, intoId, trx)
        if (!into) throw invalid([{ path: 'into', message: `Choose the ${noun} to merge into from the list` }])
        refuseFixed(list, from, 'merged into another')
        if (from.merged_into_id !== null) throw conflict('merged', `'${from.title}' was merged into '${from.merged_into_title}' already`)
        if (into.retired_at !== null) throw invalid([{ path: 'into', message: `${Noun} '${into.title}' is retired; restore it or choose another` }])
        if (definition.noMergeInto?.slugs.includes(into.slug)) throw invalid([{ path: 'into', message: definition.noMergeInto.message }])
        await repo.merge(trx, definition, fromId, intoId)
      })
      return { from: await value(list, fromId), into: await value(list, intoId) }
    },
  }
}

export type CategoriesService = ReturnType<typeof createCategoriesService>
