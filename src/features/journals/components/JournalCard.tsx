import type { ReactNode } from 'react'
import type { Journal } from '../../../../contract/journals.ts'
import { Card } from '../../../ui/Card.tsx'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { VisitWebsite } from '../../../ui/ListScreen.tsx'
import { SaveButton } from '../../saved-items/index.ts'
import { apcLabel, impactFactorLabel, titlesOf, weeksLabel } from '../format.ts'
import * as styles from './JournalCard.css.ts'

interface JournalCardProps {
  journal: Journal
  headingLevel?: 'h3' | 'h4'
  /** Extra content above the link, such as why a journal matched a manuscript. */
  children?: ReactNode
}

/** A journal with what authors decide on: standing, indexing, cost, speed, and the way to its website. */
export function JournalCard({ journal, headingLevel: Heading = 'h3', children }: JournalCardProps) {
  return (
    <Card className={listStyles.card}>
      <Heading className={listStyles.cardTitle}>{journal.title}</Heading>
      <ul className={styles.badges} aria-label="Publishing terms">
        {journal.openAccess && <li className={styles.openAccess}>Open access</li>}
        <li className={listStyles.cardBadge}>{apcLabel(journal.apc)}</li>
      </ul>
      <dl className={listStyles.facts}>
        <div className={listStyles.fact}>
          <dt>Impact Factor</dt>
          <dd>{impactFactorLabel(journal.impactFactor)}</dd>
        </div>
        <div className={listStyles.fact}>
          <dt>Publisher</dt>
          <dd>{journal.publisher?.title ?? 'Not listed'}</dd>
        </div>
        <div className={listStyles.fact}>
          <dt>Indexing</dt>
          <dd>{titlesOf(journal.indexes) || 'None listed'}</dd>
        </div>
        {journal.subjects.length > 0 && (
          <div className={listStyles.fact}>
            <dt>Subjects</dt>
            <dd>{titlesOf(journal.subjects)}</dd>
          </div>
        )}
        <div className={listStyles.fact}>
          <dt>Weeks to publication</dt>
          <dd>{weeksLabel(journal.weeksToPublication)}</dd>
        </div>
      </dl>
      {children}
      <div className={listStyles.cardActions}>
        <VisitWebsite link={journal.link} title={journal.title} />
        <SaveButton kind="journal" id={journal.slug} title={journal.title} />
      </div>
    </Card>
  )
}
