import * as v from 'valibot'
import { NewExpertInput } from '../../../../contract/admin-experts.ts'
import { ExpertId } from '../../../../contract/experts.ts'
import { formatDate } from '../../../lib/dates.ts'
import { adminSection, sectionForm } from '../../admin-kit/index.ts'
import { helpedLabel, responseTimeLabel } from '../format.ts'
import * as styles from './AdminExperts.css.ts'
import { expertCalls } from './expert-calls.ts'
import { expertFormSchema, fromItem } from './expert-form.ts'
import { ExpertActions } from './ExpertActions.tsx'
import { ExpertFields } from './ExpertFields.tsx'
import { NewExpertFields } from './NewExpertFields.tsx'

/** Expert Management: experts as staff run them, with Verify, List and taking the role away; a new one is made from a member. */
export const expertsSection = adminSection({
  id: 'experts',
  title: 'Expert Management',
  heading: 'Expert Profiles',
  noun: { one: 'expert', many: 'experts' },
  calls: expertCalls,
  search: { label: 'Search experts', placeholder: 'Search experts by name or email...' },
  card: (expert) => ({
    status: expert.listed ? { value: 'listed', label: 'Listed' } : { value: 'unlisted', label: 'Not listed' },
    title: expert.name,
    subtitle: expert.email,
    facts: [
      ['Verified', expert.verifiedAt ? `Yes, since ${formatDate(expert.verifiedAt)}` : 'No'],
      ['SME', expert.labels.subjects.join(', ') || 'None'],
      ['Education', expert.labels.qualification ?? 'None'],
      ['Profession', expert.labels.profession ?? 'None'],
      ['Languages', expert.languages.join(', ') || 'None'],
      ['ORCID iD', expert.orcid ?? 'None'],
      ['Helped', helpedLabel(expert.helpedCount)],
      ['Typical reply', responseTimeLabel(expert.responseTimeMinutes)],
      // Staff tell the made-up people from real ones before they edit or remove them.
      ...(expert.demo ? [['Demo', 'Made up by the demo data'] as const] : []),
    ],
  }),
  actions: ExpertActions,
  remove: {
    verb: { action: 'Remove', pending: 'Removing…' },
    question: 'Remove the expert role?',
    consequence: (expert) =>
      `${expert.name} becomes a member again and leaves Connect to Expert; their profile there (languages, ORCID iD, verification) is deleted. Their account and conversations stay.`,
    done: 'The expert role was removed.',
  },
  form: {
    title: 'Manage Expert',
    createTitle: 'Add Expert',
    addLabel: 'Add Expert',
    saved: 'Expert saved.',
    created: 'Expert added.',
    // An expert is made from a member's email, then completed on their edit form.
    afterCreate: 'edit',
    parseId: (text) => (v.is(ExpertId, text) ? text : undefined),
    create: sectionForm({
      empty: () => ({ email: '' }),
      schema: () => NewExpertInput,
      Fields: NewExpertFields,
      intro: () => <p className={styles.lead}>An existing member becomes an expert, listed under Connect to Expert with the profile they have; you can then complete it.</p>,
    }),
    edit: sectionForm({
      lookups: true,
      fromItem,
      schema: () => expertFormSchema,
      Fields: ExpertFields,
      intro: (expert) => (
        <p className={styles.lead}>
          Account: <strong>{expert?.email}</strong>
        </p>
      ),
    }),
  },
})
