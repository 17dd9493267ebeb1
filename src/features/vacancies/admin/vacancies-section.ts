import { AdminVacancy, VacancyInput, VacancyPatch } from '../../../../contract/admin-vacancies.ts'
import { contractTitles } from '../../../../contract/vacancies.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { adminCollection, adminSection, sectionForm } from '../../admin-kit/index.ts'
import { emptyVacancy, fromItem, vacancyFormSchema } from './vacancy-form.ts'
import { VacancyFields } from './VacancyFields.tsx'

const statusTitles = { draft: 'Draft', open: 'Open', closed: 'Closed' } as const

/** Vacancies Management: the list (newest first; search matches a title, employer, subject, state or country), one vacancy, create, edit and delete. */
export const vacanciesSection = adminSection({
  id: 'vacancies',
  title: 'Vacancies Management',
  heading: 'Vacancy Details',
  noun: { one: 'vacancy', many: 'vacancies' },
  calls: adminCollection({ name: 'vacancies', path: 'admin/vacancies', item: AdminVacancy, input: VacancyInput, patch: VacancyPatch }),
  search: { label: 'Search vacancies', placeholder: 'Search vacancies...' },
  card: (vacancy) => ({
    status: { value: vacancy.status, label: statusTitles[vacancy.status] },
    title: vacancy.title,
    subtitle: vacancy.employer,
    facts: [
      ['Subject', vacancy.labels.subjects.join(', ')],
      ['Type', `${vacancy.labels.qualification}, ${contractTitles[vacancy.contract].toLowerCase()}`],
      ['Location', [vacancy.city, vacancy.labels.state, vacancy.labels.country].filter(Boolean).join(', ')],
      ['Closes', formatDateTime(vacancy.closesAt)],
      // Staff tell the made-up vacancies from real ones before they edit or delete.
      ...(vacancy.demo ? [['Demo', 'Made up by the demo data'] as const] : []),
    ],
  }),
  remove: {
    question: 'Delete this vacancy?',
    consequence: (vacancy) => `“${vacancy.title}” at ${vacancy.employer} leaves the admin list and the public Vacancies page.`,
    done: 'Vacancy deleted.',
  },
  form: {
    title: 'Manage Vacancy',
    addLabel: 'Add New Vacancy',
    saved: 'Vacancy saved.',
    edit: sectionForm({
      lookups: true,
      empty: () => emptyVacancy,
      fromItem,
      schema: ({ countryHasStates }) => vacancyFormSchema(countryHasStates),
      Fields: VacancyFields,
    }),
  },
})
