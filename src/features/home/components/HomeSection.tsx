import type { ReactNode } from 'react'
import { Container } from '../../../ui/Container.tsx'
import { cx } from '../../../ui/cx.ts'
import * as styles from './HomeSection.css.ts'

interface HomeSectionProps {
  id?: string
  labelledBy?: string
  tone?: keyof typeof styles.tone
  children: ReactNode
}

/** One band of the home page with its vertical rhythm and background. */
export function HomeSection({ id, labelledBy, tone = 'plain', children }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cx(styles.section, styles.tone[tone])}>
      <Container>{children}</Container>
    </section>
  )
}
