import { useQuery } from '@tanstack/react-query'
import { fileUrl } from '../../../../contract/common.ts'
import { isNotFound } from '../../../lib/retry.ts'
import { QueryState } from '../../../ui/QueryState.tsx'
import { SectionHeading } from '../../../ui/SectionHeading.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { sectionQuery } from '../../content/index.ts'
import { HomeSection } from './HomeSection.tsx'
import { SectionParagraphs, SectionPoints } from '../../../ui/SectionText.tsx'
import * as styles from './WhyChooseUs.css.ts'

export function WhyChooseUs() {
  const query = useQuery(sectionQuery('why-choose-us'))
  // Not written yet (404): leave no empty band behind.
  if (query.data === undefined && isNotFound(query.error)) return null
  return (
    <HomeSection labelledBy={query.data ? 'why-title' : undefined}>
      <QueryState
        query={query}
        loadingLabel="Loading Why Choose Us"
        pending={
          <div className={styles.layout}>
            <Skeleton className={styles.image} />
            <div>
              <Skeleton className={styles.headingSkeleton} />
              <Skeleton lines={6} />
            </div>
          </div>
        }
        errorTitle="We could not load Why Choose Us."
      >
        {(section) => (
          <div className={styles.layout}>
            {section.file && (
              <img
                src={fileUrl(section.file.path)}
                alt={section.file.alt}
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            )}
            <div className={styles.copy}>
              <SectionHeading id="why-title" title={section.heading} flush />
              <SectionParagraphs section={section} />
              <SectionPoints section={section} />
            </div>
          </div>
        )}
      </QueryState>
    </HomeSection>
  )
}
