import { useQuery } from '@tanstack/react-query'
import { ButtonLink } from '../../../ui/Button.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { appPaths } from '../../../lib/app-paths.ts'
import { sectionQuery } from '../../content/index.ts'
import { HomeSection } from './HomeSection.tsx'
import * as styles from './PremiumPackage.css.ts'
import { SectionParagraphs, SectionPoints } from '../../../ui/SectionText.tsx'

const DEFAULT_HEADING = 'PREMIUM SERVICES PACKAGE'

/** The call to buy a plan; the heading and the Buy Now link stand even when the managed texts are missing. */
export function PremiumPackage() {
  const section = useQuery(sectionQuery('premium-package'))
  return (
    <HomeSection labelledBy="premium-title" tone="inverse">
      <div className={styles.layout}>
        <div className={styles.copy}>
          <h2 id="premium-title" className={styles.heading}>
            {section.data?.heading || DEFAULT_HEADING}
          </h2>
          <QueryState
            query={section}
            loadingLabel="Loading the premium package"
            pending={<Skeleton lines={3} className={styles.lineSkeleton} />}
            errorTitle="We could not load the package details."
          >
            {(data) => (
              <>
                <SectionParagraphs section={data} className={styles.paragraphs} />
                <SectionPoints section={data} />
              </>
            )}
          </QueryState>
        </div>
        <ButtonLink to={appPaths.plans} variant="accent" className={styles.buy}>
          Buy Now
        </ButtonLink>
      </div>
    </HomeSection>
  )
}
