import * as v from 'valibot'
import { asText, optionalParam } from '../../../lib/search-params.ts'

// The router reads `?recordId=12` as a number: every filter is taken back to text. What the server would refuse is
// answered there with a message; the address only keeps its length in bounds.
const Param = optionalParam(v.pipe(asText, v.maxLength(80)))

/** The audit log's address: its filters, as `GET /api/admin/audit` takes them. */
export const auditSearch = v.object({ actor: Param, area: Param, action: Param, from: Param, to: Param, recordType: Param, recordId: Param })
export type AuditSearch = v.InferOutput<typeof auditSearch>
export const auditFilterKeys = Object.keys(auditSearch.entries) as (keyof AuditSearch)[]
