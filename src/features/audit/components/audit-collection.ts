import { AuditEntry } from '../../../../contract/audit.ts'
import { adminCollection } from '../../admin-kit/index.ts'

/** `GET /api/admin/audit`: the log, newest first, by the filters in the address or one record's timeline. */
export const auditEntries = adminCollection({ name: 'entries', path: 'admin/audit', item: AuditEntry })
