import type { ComponentProps, ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { createLink } from '@tanstack/react-router'
import { usePageMeta } from '../lib/page-meta.ts'
import { Container } from './Container.tsx'
import { cx } from './cx.ts'
import * as styles from './DetailScreen.css.ts'
import { ChevronIcon } from './icons.tsx'
import { QueryState } from './QueryState.tsx'
import { Skeleton } from './Skeleton.tsx'

// The parts every screen about one item is built of (a vacancy, an event), so each reads and works the same: the
// way back to its list, the item in one column under its h1, and its not-found screen.

function BackAnchor({ className, children, ...props }: ComponentProps<'a'>) {
  return (
    <a className={cx(styles.back, className)} {...props}>
      <ChevronIcon direction="left" />
      {children}
    </a>
  )
}

/** The way back to the item's list: 'All vacancies'. */
export const BackLink = createLink(BackAnchor)

interface DetailScreenProps<T> {
  /** A BackLink to the list. */
  back: ReactNode
  query: UseQueryResult<T>
  /** For screen readers: 'Loading the vacancy'. */
  loadingLabel: string
  /** 'We could not load this vacancy.' */
  errorTitle: string
  children: (item: T) => ReactNode
}

/** The screen: the way back, then the item once it has loaded (placeholders before, a retry if it fails). */
export function DetailScreen<T>({ back, query, loadingLabel, errorTitle, children }: DetailScreenProps<T>) {
  return (
    <Container className={styles.page}>
      <div className={styles.column}>
        {back}
        <QueryState
          query={query}
          loadingLabel={loadingLabel}
          pending={
            <div className={styles.column}>
              <Skeleton className={styles.titleSkeleton} />
              <Skeleton lines={8} />
            </div>
          }
          errorTitle={errorTitle}
        >
          {children}
        </QueryState>
      </div>
    </Container>
  )
}

/** The item's h1, with who offers it beneath. */
export function DetailHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </div>
  )
}

/** An address that names no item (never published, or taken down): what happened, and the way to the list. */
export function DetailNotFound({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  usePageMeta(title)
  return (
    <Container className={styles.page}>
      <div className={styles.column}>
        <h1 className={styles.title}>{title}</h1>
        <p>{children}</p>
        <div className={styles.actions}>{action}</div>
      </div>
    </Container>
  )
}
