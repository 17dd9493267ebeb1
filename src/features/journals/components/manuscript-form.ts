import * as v from 'valibot'
import { ManuscriptMatchBody } from '../../../../contract/journals.ts'

const number = (text: string) => (text.trim() ? Number(text) : undefined)

/**
 * The form's fields as typed (numbers as text, toggles off meaning "no filter"), turned into the request body
 * and checked with the server's own schema, so its messages show under the same fields before sending.
 */
export const ManuscriptForm = v.pipe(
  v.object({
    title: v.string(),
    abstract: v.string(),
    keywords: v.string(),
    openAccess: v.boolean(),
    noApc: v.boolean(),
    maxWeeks: v.string(),
    minImpactFactor: v.string(),
  }),
  v.transform(({ openAccess, noApc, maxWeeks, minImpactFactor, ...text }): ManuscriptMatchBody => ({
    ...text,
    openAccess: openAccess || undefined,
    noApc: noApc || undefined,
    maxWeeks: number(maxWeeks),
    minImpactFactor: number(minImpactFactor),
  })),
  ManuscriptMatchBody,
)
export type ManuscriptForm = v.InferInput<typeof ManuscriptForm>
