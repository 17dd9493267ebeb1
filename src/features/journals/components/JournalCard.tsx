import type { ReactNode } from 'react'
import type { Journal } from '../../../../contract/journals.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import * as buttonStyles from '../../../ui/Button.css.ts'
import { Card } from '../../../ui/Card.tsx'
import { cx } from '../../../ui/cx.ts'
import { apcLabel, impactFactorLabel, safeWebLink, titlesOf, weeksLabel } from '../format.ts'
import * as styles from './JournalCard.css.ts'

interface JournalCardProps {
  journal: Journal
  headingLevel?: 'h3' | 'h4'
  /** Extra content above the link, such as why a journal matched a manuscript. */
  children?: ReactNode
}

/** A journal with what authors decide on: standing, indexing, cost, speed, and the way to its website. */
export function JournalCard({ journal, headingLevel: Heading = 'h3', children }: JournalCardProps) {
  const link = safeWebLink(journal.link)
  return (
    <Card className={styles.card}>
      <Heading className={styles.title}>{journal.title}</Heading>
      <ul className={styles.badges} aria-label="Publishing terms">
        {journal.openAccess && <li className={cx(styles.badge, styles.openAccess)}>Open access</li>}
        <li className={styles.badge}>{apcLabel(journal.apc)}</li>
      </ul>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Impact Factor</dt>
          <dd>{impactFactorLabel(journal.impactFactor)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Publisher</dt>
          <dd>{journal.publisher?.title ?? 'Not listed'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Indexing</dt>
          <dd>{titlesOf(journal.indexes) || 'None listed'}</dd>
        </div>
        {journal.subjects.length > 0 && (
          <div className={styles.fact}>
            <dt>Subjects</dt>
            <dd>{titlesOf(journal.subjects)}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>Weeks to publication</dt>
          <dd>{weeksLabel(journal.weeksToPublication)}</dd>
        </div>
      </dl>
      {children}
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer" className={cx(buttonStyles.base, buttonStyles.variant.outline, buttonStyles.size.sm, styles.visit)}>
          Visit Website<span className={visuallyHidden}>: {journal.title} (opens in a new tab)</span>
        </a>
      )}
    </Card>
  )
}
