import * as v from 'valibot'
import { envelope, pagedResponse } from './common.ts'

// Connect to Expert: the directory of subject experts anyone may browse, with what a member weighs before paying
// to ask one (their subjects and background, whether staff verified them, how soon and how often they answer).

/** Where an expert's photo is served to everyone: the directory is public, so the photo of a listed expert is. */
export const expertPhotoPath = (expertId: string) => `/api/subject-experts/${expertId}/photo`

export const ExpertId = v.pipe(v.string('Invalid expert id'), v.uuid('Invalid expert id'))

/** Experts per page of `GET /api/subject-experts`: four rows of the widest grid. */
export const EXPERTS_PAGE_SIZE = 12

/** The days of answers the typical response time is measured over. */
export const RESPONSE_TIME_DAYS = 90

export { ExpertListQuery } from './expert-filters.ts'

export const ExpertSubject = v.object({ slug: v.string(), title: v.string() })
export type ExpertSubject = v.InferOutput<typeof ExpertSubject>

export const Expert = v.object({
  id: v.string(),
  name: v.string(),
  /** A URL an <img> can load (`expertPhotoPath`), or null: the card shows a placeholder. */
  image: v.nullable(v.string()),
  bio: v.nullable(v.string()),
  qualification: v.nullable(v.object({ title: v.string() })),
  profession: v.nullable(v.object({ title: v.string() })),
  /** By title. */
  expertSubjects: v.array(v.object({ subject: ExpertSubject })),
  /** As staff wrote them ('English', 'Hindi'). */
  languages: v.array(v.string()),
  /** Staff have checked who the expert is. */
  verified: v.boolean(),
  /** The ORCID iD ('0000-0002-1825-0097'), which `orcidUrl` links to. */
  orcid: v.nullable(v.string()),
  /**
   * Typical time to a first reply: the median, over the last `RESPONSE_TIME_DAYS` days, of the time from a member's
   * message to the expert's next message in that conversation. Null until the expert has answered in that time.
   */
  responseTimeMinutes: v.nullable(v.number()),
  /** Conversations in which the expert has answered at least once. */
  helpedCount: v.number(),
  /** A made-up person from the demo data: the card says 'Demo', and is never verified. Absent from older answers. */
  demo: v.optional(v.boolean()),
})
export type Expert = v.InferOutput<typeof Expert>

export const ExpertListResponse = pagedResponse('experts', Expert)

/** `GET /api/subject-experts/subjects`: the subjects listed experts have, by title; the directory's filter. */
export const ExpertSubjectsResponse = envelope(v.array(ExpertSubject))

export const ExpertParams = v.object({ id: ExpertId })

/** An ORCID iD as ORCID writes it: four groups of four, the last character a digit or X. */
export const ORCID_SHAPE = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/

/** The check character ORCID puts after an iD's first fifteen digits: ISO 7064 11,2, with X for ten. */
export function orcidCheckCharacter(digits: string) {
  let total = 0
  for (const digit of digits) total = (total + Number(digit)) * 2
  const check = (12 - (total % 11)) % 11
  return check === 10 ? 'X' : String(check)
}

/** Whether an ORCID iD is written as ORCID writes it and its last character checks the others. */
export const isValidOrcid = (orcid: string) => ORCID_SHAPE.test(orcid) && orcid.endsWith(orcidCheckCharacter(orcid.replace(/-/g, '').slice(0, 15)))

/** The expert's ORCID record, for the card's link. */
export const orcidUrl = (orcid: string) => `https://orcid.org/${orcid}`
