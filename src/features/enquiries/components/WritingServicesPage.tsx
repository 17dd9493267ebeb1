import { useQuery } from '@tanstack/react-query'
import { useScrollToTop } from '../../../lib/use-scroll-to-top.ts'
import { Container } from '../../../ui/Container.tsx'
import { ScreenHeader } from '../../../ui/ListScreen.tsx'
import { sectionQuery } from '../../content/index.ts'
import * as styles from './Enquiries.css.ts'
import { EnquiryForm } from './EnquiryForm.tsx'

/** Writing services: the staff-written block, then the enquiry form. The screen opens at its top. */
export function WritingServicesPage() {
  const section = useQuery(sectionQuery('writing-services'))
  useScrollToTop()
  return (
    <Container className={styles.page}>
      <ScreenHeader
        section={section.data}
        loading={section.isFetching}
        title="Writing Services"
        description="Editing, statistics, thesis and submission support for health-science manuscripts: send an enquiry and get a quote."
      />
      <EnquiryForm />
    </Container>
  )
}
