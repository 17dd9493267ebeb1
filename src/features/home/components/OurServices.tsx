import { useQuery } from '@tanstack/react-query'
import type { Service } from '../../../../contract/content.ts'
import { fileUrl } from '../../../../contract/common.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { Card } from '../../../ui/Card.tsx'
import { cx } from '../../../ui/cx.ts'
import { QueryState } from '../../../ui/QueryState.tsx'
import { SectionHeading } from '../../../ui/SectionHeading.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { sectionQuery, servicesQuery } from '../../content/index.ts'
import { HomeSection } from './HomeSection.tsx'
import { ManagedLink } from './ManagedLink.tsx'
import * as styles from './OurServices.css.ts'

const DEFAULT_HEADING = 'Our Services'

export function OurServices() {
  const intro = useQuery(sectionQuery('services'))
  const services = useQuery(servicesQuery())
  // The intro only dresses the block: without it the cards still show under the default heading.
  const introSettled = intro.data !== undefined || intro.isError || intro.fetchStatus === 'paused'

  return (
    <HomeSection labelledBy="services-title" tone="tinted">
      {introSettled ? (
        <SectionHeading id="services-title" title={intro.data?.heading || DEFAULT_HEADING} intro={intro.data?.text1} align="center" />
      ) : (
        <div className={styles.introSkeleton}>
          <Skeleton className={styles.headingSkeleton} />
          <Skeleton lines={2} />
        </div>
      )}
      <QueryState
        query={services}
        loadingLabel="Loading our services"
        pending={
          <div className={cx(styles.grid, styles.free)}>
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} className={styles.cardSkeleton} />
            ))}
          </div>
        }
        errorTitle="We could not load our services."
        isEmpty={({ free, premium }) => free.length + premium.length === 0}
        empty={<p className={styles.empty}>Our services will be listed here soon.</p>}
      >
        {({ free, premium }) => (
          <div className={styles.groups}>
            <ServiceGroup title="Free services" services={free} columns="free" />
            <ServiceGroup title="Premium services" services={premium} columns="premium" />
          </div>
        )}
      </QueryState>
    </HomeSection>
  )
}

interface ServiceGroupProps {
  title: string
  services: Service[]
  /** Free services sit three to a row on desktop, premium four. */
  columns: 'free' | 'premium'
}

function ServiceGroup({ title, services, columns }: ServiceGroupProps) {
  if (services.length === 0) return null
  return (
    <div>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={cx(styles.grid, styles[columns])}>
        {services.map((service) => (
          <li key={service.id} className={styles.item}>
            <ServiceCard service={service} premium={columns === 'premium'} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function ServiceCard({ service, premium }: { service: Service; premium: boolean }) {
  return (
    <Card className={cx(styles.card, premium && styles.premiumCard)}>
      {service.icon && (
        <img src={fileUrl(service.icon.path)} alt="" width={48} height={48} loading="lazy" decoding="async" className={styles.icon} />
      )}
      <h4 className={styles.title}>{service.title}</h4>
      <p className={styles.text}>{service.text}</p>
      <ManagedLink href={service.link} className={styles.more}>
        <span>
          Learn More<span className={visuallyHidden}> about {service.title}</span>
        </span>
        <span aria-hidden="true">→</span>
      </ManagedLink>
    </Card>
  )
}
