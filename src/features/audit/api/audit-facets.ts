import { queryOptions } from '@tanstack/react-query'
import { AuditFacetsResponse } from '../../../../contract/audit.ts'
import { getJson } from '../../../lib/api.ts'
import { userKey } from '../../../lib/user-key.ts'

/** `GET /api/admin/audit/facets`: the staff who acted, and each area's actions, for the log's filters. */
export const auditFacetsQuery = () =>
  queryOptions({
    queryKey: userKey('admin', 'audit', 'facets'),
    queryFn: ({ signal }) => getJson(AuditFacetsResponse, 'admin/audit/facets', { signal }).then((r) => r.data),
  })
