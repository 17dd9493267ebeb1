import { useScrollToTop } from '../../../lib/use-scroll-to-top.ts'
import { Container } from '../../../ui/Container.tsx'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { ScreenHeader } from '../../../ui/ListScreen.tsx'
import { ExpertDirectory } from './ExpertDirectory.tsx'

/** The directory's results for a search kept in the URL (a shared or bookmarked search), without the introduction. */
export function ExpertResultPage() {
  useScrollToTop()
  return (
    <Container className={listStyles.page}>
      <ScreenHeader section={undefined} loading={false} title="Expert results" description="Subject experts matching your search, with their background and how soon they answer." />
      <ExpertDirectory />
    </Container>
  )
}
