import { expertPhotoPath, type Expert } from '../../../contract/experts.ts'
import type { ExpertRow } from './repository.ts'

/** A directory card; a blank bio reads as none. A made-up demo expert is never shown as verified, whatever staff ticked. */
export function expertCard(row: ExpertRow): Expert {
  return {
    id: row.id,
    name: row.name,
    image: row.image_file_id ? expertPhotoPath(row.id) : null,
    bio: row.bio?.trim() || null,
    qualification: row.qualification_title === null ? null : { title: row.qualification_title },
    profession: row.profession_title === null ? null : { title: row.profession_title },
    expertSubjects: row.subjects.map((subject) => ({ subject })),
    languages: row.languages,
    verified: row.verified_at !== null && !row.demo,
    orcid: row.orcid,
    responseTimeMinutes: row.response_minutes,
    helpedCount: row.helped_count,
    demo: row.demo,
  }
}
