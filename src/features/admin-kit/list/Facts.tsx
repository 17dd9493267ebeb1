import type { ReactNode } from 'react'
import * as styles from './AdminList.css.ts'

/** An item's facts as a list of labels and values, in order: a card's, a record page's. */
export function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
