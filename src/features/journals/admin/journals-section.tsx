import { AdminJournal, JournalInput, JournalPatch } from '../../../../contract/admin-journals.ts'
import { adminCollection, adminSection, sectionForm } from '../../admin-kit/index.ts'
import { apcLabel } from '../format.ts'
import { JournalFields } from './JournalFields.tsx'
import { JournalFilters } from './JournalFilters.tsx'
import { emptyJournal, fromItem, journalFormSchema } from './journal-form.ts'
import { JournalSources } from './JournalSources.tsx'

/**
 * Journal Management: the catalogue by title (search matches a title, an ISSN or a publisher; filters by publisher,
 * indexing, open access, DOAJ listing and a missing impact factor), one journal with where each value came from,
 * create, edit and delete; the DOAJ import has its own screen.
 */
export const journalsSection = adminSection({
  id: 'journals',
  title: 'Journal Management',
  heading: 'Journal Catalogue',
  noun: { one: 'journal', many: 'journals' },
  calls: adminCollection({ name: 'journals', path: 'admin/journals', item: AdminJournal, input: JournalInput, patch: JournalPatch }),
  search: { label: 'Search journals', placeholder: 'Search by title, ISSN or publisher...' },
  filters: ['publisher', 'index', 'openAccess', 'doaj', 'noImpactFactor'],
  tools: JournalFilters,
  card: (journal) => ({
    status: journal.openAccess ? { value: 'open', label: 'Open access' } : { value: 'closed', label: 'Subscription' },
    title: journal.title,
    subtitle: journal.publisher ?? 'No publisher',
    facts: [
      ['ISSN', [journal.issnPrint, journal.issnElectronic].filter(Boolean).join(' · ') || 'None'],
      ['Impact factor', journal.impactFactor ?? 'Not yet entered'],
      ['Indexing', journal.labels.indexes.join(', ') || 'None'],
      ['Charge', apcLabel(journal.apc)],
    ],
  }),
  remove: {
    question: 'Delete this journal?',
    consequence: (journal) => `“${journal.title}” leaves the catalogue and the public Journal Finder. A later DOAJ import adds it again if DOAJ lists it.`,
    done: 'Journal deleted.',
  },
  form: {
    title: 'Manage Journal',
    addLabel: 'Add New Journal',
    saved: 'Journal saved.',
    edit: sectionForm({
      lookups: true,
      empty: () => emptyJournal,
      fromItem,
      schema: journalFormSchema,
      Fields: JournalFields,
      intro: (journal) => journal && <JournalSources journal={journal} />,
    }),
  },
})
