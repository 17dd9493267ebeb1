import type { CreateSavedSearchBody } from '../../../contract/saved-search-filters.ts'
import { alertAreas, savedSearchMessages, type SavedSearch, type SavedSearchAlert } from '../../../contract/saved-searches.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError, invalid, notFound } from '../../http/errors.ts'
import { slugFilters, type SavedSearchesRepository, type SavedSearchRow } from './repository.ts'

const slugsOf = (value: unknown) => [value].flat().filter((slug): slug is string => typeof slug === 'string')

/**
 * The searches as the directories can open them now: a filter naming a value the directory no longer has (a retired
 * subject, a removed index) is left out and named in `dropped`, so the search still opens and says what it lost.
 * Each list behind the filters is read once for all the searches.
 */
async function opened(repo: SavedSearchesRepository, rows: SavedSearchRow[]): Promise<SavedSearch[]> {
  const wanted = new Map<keyof Database, Set<string>>()
  const states: { country: string; state: string }[] = []
  for (const { area, filters } of rows) {
    for (const [filter, table] of Object.entries(slugFilters[area])) {
      for (const slug of slugsOf(filters[filter])) wanted.set(table, (wanted.get(table) ?? new Set()).add(slug))
    }
    if (typeof filters.state === 'string' && typeof filters.country === 'string') states.push({ country: filters.country, state: filters.state })
  }
  const [live, liveStates] = await Promise.all([
    Promise.all([...wanted].map(async ([table, slugs]) => [table, await repo.liveSlugs(table, [...slugs])] as const)).then((entries) => new Map(entries)),
    repo.liveStates(states),
  ])

  return rows.map((row) => {
    const filters = { ...row.filters }
    const dropped: SavedSearch['dropped'] = []
    for (const [filter, table] of Object.entries(slugFilters[row.area])) {
      if (filters[filter] === undefined) continue
      const values = slugsOf(filters[filter])
      const kept = values.filter((slug) => live.get(table)?.has(slug))
      for (const slug of values) if (!kept.includes(slug)) dropped.push({ filter, value: slug })
      if (!kept.length) delete filters[filter]
      else if (Array.isArray(filters[filter])) filters[filter] = kept
    }
    // A state is one of its country's: with the country gone, or the state, the search opens without it.
    if (typeof filters.state === 'string' && !(typeof filters.country === 'string' && liveStates.has(`${filters.country}/${filters.state}`))) {
      dropped.push({ filter: 'state', value: filters.state })
      delete filters.state
    }
    return { id: row.id, name: row.name, area: row.area, filters, dropped, alert: row.alert, createdAt: row.created_at.toISOString() }
  })
}

export function createSavedSearchesService(repo: SavedSearchesRepository) {
  const one = async (row: SavedSearchRow) => (await opened(repo, [row]))[0]!
  return {
    list: async (userId: string) => opened(repo, await repo.list(userId)),

    async create(userId: string, body: CreateSavedSearchBody) {
      const row = await repo.create(userId, body)
      if (row === 'full') throw new HttpError(409, 'too_many_saved_searches', savedSearchMessages.tooMany)
      return one(row)
    },

    async update(userId: string, id: string, change: { name?: string; alert?: SavedSearchAlert }) {
      const current = await repo.byId(userId, id)
      if (!current) throw notFound(savedSearchMessages.notFound)
      if (change.alert && change.alert !== 'never' && !alertAreas.includes(current.area)) throw invalid([{ path: 'alert', message: savedSearchMessages.alertArea }])
      const row = await repo.update(userId, id, change)
      if (!row) throw notFound(savedSearchMessages.notFound)
      if (change.alert) await repo.refreshWaiting(userId)
      return one(row)
    },

    alertMail: (userId: string) => repo.alertMail(userId),
    setAlertMail: (userId: string, alertMail: boolean) => repo.setAlertMail(userId, alertMail),

    async remove(userId: string, id: string) {
      if (!(await repo.remove(userId, id))) throw notFound(savedSearchMessages.notFound)
      await repo.refreshWaiting(userId)
    },
  }
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>
