import type { AdminExpert } from '../../../contract/admin-experts.ts'
import { expertPhotoPath } from '../../../contract/experts.ts'
import type { AdminExpertRow } from './admin-repository.ts'

/**
 * The management list's item: the form's fields and the card's facts. An account given the expert role elsewhere
 * has no profile yet: it reads as not listed, with no languages, until its first edit.
 */
export function adminExpert(row: AdminExpertRow, responseTimeMinutes: number | null): AdminExpert {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image_file_id ? expertPhotoPath(row.id) : null,
    bio: row.bio ?? '',
    qualificationId: row.qualification_id,
    professionId: row.profession_id,
    subjectIds: row.subject_ids.map(Number),
    languages: row.languages ?? [],
    orcid: row.orcid,
    verified: row.verified_at !== null,
    verifiedAt: row.verified_at?.toISOString() ?? null,
    listed: row.listed ?? false,
    demo: row.demo ?? false,
    helpedCount: row.helped_count ?? 0,
    responseTimeMinutes,
    labels: { qualification: row.qualification_title, profession: row.profession_title, subjects: row.subject_titles },
  }
}
