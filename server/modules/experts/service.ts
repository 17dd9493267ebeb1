import type { Kysely } from 'kysely'
import type { ExpertListQuery } from '../../../contract/experts.ts'
import { searchQuery } from '../../db/full-text.ts'
import type { ListRequest } from '../../db/list-filters.ts'
import type { Database } from '../../db/schema.ts'
import { createSlugLookups } from '../../core/slug-lookups.ts'
import { invalid, notFound } from '../../http/errors.ts'
import type { ExpertsRepository } from './repository.ts'
import { expertCard } from './responses.ts'
import type { SearchRecorder } from '../../core/ports.ts'

/** `GET /api/subject-experts` as its route parsed it (contract/expert-filters.ts). */
export type ExpertListRequest = ListRequest<typeof ExpertListQuery>

export function createExpertsService(db: Kysely<Database>, repo: ExpertsRepository, analytics: SearchRecorder) {
  const lookups = createSlugLookups(db)

  return {
    async list({ page, search, subject, sort }: ExpertListRequest) {
      const [subjectId, query] = await Promise.all([lookups.one('subjects', subject, 'subject'), search ? searchQuery(db, search) : null])
      if (subjectId.issues.length) throw invalid(subjectId.issues)
      const { items, hasMore } = await repo.page({ subjectId: subjectId.id, query, sort }, page)
      if (search && page === 1) analytics.searched('experts', search, items.length)
      return { experts: items.map(expertCard), hasMore }
    },

    /** Where a listed expert's photo is stored; anyone else's, and an expert without one, is not found. */
    async photo(id: string) {
      const photo = await repo.photo(id)
      if (!photo) throw notFound('Photo not found')
      return photo
    },
  }
}

export type ExpertsService = ReturnType<typeof createExpertsService>
