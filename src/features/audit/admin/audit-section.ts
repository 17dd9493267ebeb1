import { adminSection } from '../../admin-kit/index.ts'
import { auditEntries } from '../components/audit-collection.ts'
import { AuditEntryCard } from '../components/AuditEntryCard.tsx'
import { AuditFilters } from './AuditFilters.tsx'
import { auditFilterKeys } from './audit-search.ts'

/** The audit log: every staff action, newest first, filtered in the address; read only. */
export const auditSection = adminSection({
  id: 'audit',
  title: 'Audit Log',
  heading: 'Staff actions',
  noun: { one: 'entry', many: 'entries' },
  calls: auditEntries,
  filters: auditFilterKeys,
  tools: AuditFilters,
  Card: AuditEntryCard,
  texts: {
    loading: 'Loading the audit log...',
    loadingMore: 'Loading more of the log...',
    empty: 'No staff action matches these filters.',
    end: 'The log starts here.',
    label: 'Audit log',
    errorTitle: 'We could not load the audit log.',
  },
})
