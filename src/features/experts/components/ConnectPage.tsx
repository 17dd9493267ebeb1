import { useQuery } from '@tanstack/react-query'
import { useScrollToTop } from '../../../lib/use-scroll-to-top.ts'
import { Container } from '../../../ui/Container.tsx'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { ScreenHeader } from '../../../ui/ListScreen.tsx'
import { sectionQuery } from '../../content/index.ts'
import { ExpertDirectory } from './ExpertDirectory.tsx'

/** 'Connect to Expert': the staff-written introduction, then the directory. The screen opens at its top. */
export function ConnectPage() {
  const section = useQuery(sectionQuery('connect-to-expert'))
  useScrollToTop()
  return (
    <Container className={listStyles.page}>
      <ScreenHeader
        section={section.data}
        loading={section.isFetching}
        title="Connect to Expert"
        description="Find a subject expert in medicine or the health sciences and ask your question in a private, real-time chat."
      />
      <ExpertDirectory />
    </Container>
  )
}
