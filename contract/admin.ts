import * as v from 'valibot'
import { LookupOption } from './admin-fields.ts'
import { envelope, PASSWORD_MAX_LENGTH } from './common.ts'

export { LookupListResponse, LookupStatesParams, type LookupOption } from './admin-fields.ts'

/** `GET /api/admin/lookups`: every management form's choices, with the ids records are saved with. */
export const AdminLookupsResponse = envelope(
  v.object({
    subjects: v.array(LookupOption),
    qualifications: v.array(LookupOption),
    professions: v.array(LookupOption),
    countries: v.array(LookupOption),
    /** With their slugs, by which Courses Management offers the course types. */
    eventTypes: v.array(v.object({ ...LookupOption.entries, slug: v.string() })),
    /** With their slugs, since the form's rules hang on them (an online event has no place). */
    eventModes: v.array(v.object({ ...LookupOption.entries, slug: v.string() })),
  }),
)
export type AdminLookups = v.InferOutput<typeof AdminLookupsResponse>['data']

/**
 * The staff member's own password, typed again for a sensitive change: `POST /api/admin/step-up`, or the `password`
 * field sent with the change itself.
 */
export const StepUpPassword = v.pipe(v.string('Enter your password'), v.nonEmpty('Enter your password'), v.maxLength(PASSWORD_MAX_LENGTH, 'Your password is wrong'))
export const StepUpBody = v.object({ password: StepUpPassword })
/** Until when sensitive changes need no password again on this session. */
export const StepUpResponse = envelope(v.object({ until: v.string() }))
