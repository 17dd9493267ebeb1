import { enquiryStatuses, enquiryStatusTitles } from '../../../../contract/admin-enquiries.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { adminSection, StatusFilter } from '../../admin-kit/index.ts'
import { adminEnquiries, adminQueries } from '../api/admin-enquiries.ts'
import * as styles from './AdminEnquiries.css.ts'
import { EnquiriesTabs } from './EnquiriesTabs.tsx'
import { EnquiryCard } from './EnquiryCard.tsx'
import { QueryCard } from './QueryCard.tsx'

const queryStatusOptions = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
]

const enquiryStatusOptions = enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusTitles[status] }))

/** Queries Management: Contact Us messages, newest first, open or answered, searched on the server; each with Reply and Mark answered. */
export const queriesSection = adminSection({
  id: 'queries',
  title: 'Queries Management',
  heading: 'Contact Messages',
  noun: { one: 'message', many: 'messages' },
  calls: adminQueries,
  search: { label: 'Search messages', placeholder: 'Search by name, email or message...' },
  filters: ['status'],
  tools: () => <StatusFilter options={queryStatusOptions} />,
  Card: QueryCard,
})

/** Enquiries Management: writing-service enquiries, newest first, by status and searched on the server; each with its status and notes. */
export const enquiriesSection = adminSection({
  id: 'enquiries',
  title: 'Enquiries Management',
  heading: 'Writing Service Enquiries',
  noun: { one: 'enquiry', many: 'enquiries' },
  calls: adminEnquiries,
  search: { label: 'Search enquiries', placeholder: 'Search by reference, name, email, phone or service...' },
  filters: ['status'],
  tools: () => (
    <div className={styles.tools}>
      <EnquiriesTabs current="enquiries" />
      <StatusFilter options={enquiryStatusOptions} />
    </div>
  ),
  Card: EnquiryCard,
})

/**
 * Thesis Management: the enquiries for the writing services marked as thesis help, on Enquiries Management's list and
 * cards; the services are marked in Enquiries Management.
 */
export const thesisSection = adminSection({
  id: 'thesis',
  title: 'Thesis Management',
  heading: 'Thesis and Dissertation Enquiries',
  noun: { one: 'enquiry', many: 'enquiries' },
  calls: adminEnquiries,
  search: { label: 'Search thesis enquiries', placeholder: 'Search by reference, name, email, phone or service...' },
  filters: ['status'],
  scope: { thesis: 'true' },
  texts: { empty: 'No thesis enquiries found' },
  tools: () => (
    <div className={styles.tools}>
      <ButtonLink to="/admin-dashboard/enquiries/services" variant="outline" size="sm">
        Which services are thesis help
      </ButtonLink>
      <StatusFilter options={enquiryStatusOptions} />
    </div>
  ),
  Card: EnquiryCard,
})
