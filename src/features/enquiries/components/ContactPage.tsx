import { useQuery } from '@tanstack/react-query'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { useScrollToTop } from '../../../lib/use-scroll-to-top.ts'
import { Container } from '../../../ui/Container.tsx'
import { contactInfoQuery } from '../../content/index.ts'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactForm } from './ContactForm.tsx'
import * as styles from './Enquiries.css.ts'

/** Contact Us: where to find and reach staff, and a form to write to them. */
export function ContactPage() {
  usePageMeta('Contact Us', 'Write to the Scholar Hub team, or find our address, email and phone.')
  useScrollToTop()
  const { data: contact } = useQuery(contactInfoQuery())
  return (
    <Container className={styles.page}>
      <div className={styles.contactLayout}>
        <div className={styles.details}>
          <h1 className={styles.title}>Contact Us</h1>
          <p className={styles.intro}>Questions about plans, the journal finder or our writing services? Write to us and we will answer by email.</p>
          {contact && <ContactDetails contact={contact} />}
        </div>
        <ContactForm />
      </div>
    </Container>
  )
}
