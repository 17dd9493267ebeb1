import * as v from 'valibot'
import { LookupOption } from './admin-fields.ts'
import { envelope } from './common.ts'

export { LookupListResponse, LookupStatesParams, type LookupOption } from './admin-fields.ts'

/** `GET /api/admin/lookups`: every management form's choices, with the ids records are saved with. */
export const AdminLookupsResponse = envelope(
  v.object({
    subjects: v.array(LookupOption),
    qualifications: v.array(LookupOption),
    professions: v.array(LookupOption),
    countries: v.array(LookupOption),
    eventTypes: v.array(LookupOption),
    /** With their slugs, since the form's rules hang on them (an online event has no place). */
    eventModes: v.array(v.object({ ...LookupOption.entries, slug: v.string() })),
  }),
)
export type AdminLookups = v.InferOutput<typeof AdminLookupsResponse>['data']
