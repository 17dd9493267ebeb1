import { useQuery } from '@tanstack/react-query'
import { fileUrl } from '../../../../contract/common.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { Loading, Skeleton } from '../../../ui/Skeleton.tsx'
import { sectionQuery } from '../../content/index.ts'
import { SectionParagraphs } from '../../../ui/SectionText.tsx'
import * as styles from './JournalFinderPage.css.ts'

const TITLE = 'Journal Finder'
const DESCRIPTION = 'Find medical and health-science journals by subject, indexing, impact factor, open access and publication fee.'

/** The staff-written header (heading, text, image); without one, the screen's plain name. */
export function FinderHeader() {
  const { data: section, isFetching } = useQuery(sectionQuery('journal-finder'))
  usePageMeta(TITLE, DESCRIPTION)

  if (!section && isFetching) {
    return (
      <Loading label="Loading the Journal Finder">
        <div className={styles.header}>
          <div className={styles.headerText}>
            <Skeleton className={styles.titleSkeleton} />
            <Skeleton lines={2} />
          </div>
        </div>
      </Loading>
    )
  }
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <h1 className={styles.title}>{section?.heading ?? TITLE}</h1>
        {section && <SectionParagraphs section={section} className={styles.intro} />}
      </div>
      {section?.file && <img src={fileUrl(section.file.path)} alt={section.file.alt} className={styles.headerImage} />}
    </header>
  )
}
