import * as v from 'valibot'
import { filterParam } from '../../../lib/search-params.ts'

/** The audit log's address: its filters, as `GET /api/admin/audit` takes them. */
export const auditSearch = v.object({ actor: filterParam, area: filterParam, action: filterParam, from: filterParam, to: filterParam, recordType: filterParam, recordId: filterParam })
export type AuditSearch = v.InferOutput<typeof auditSearch>
export const auditFilterKeys = Object.keys(auditSearch.entries) as (keyof AuditSearch)[]
