import type { ReactNode } from 'react'
import { Container } from '../../../ui/Container.tsx'
import * as styles from './StatusScreen.css.ts'

interface StatusScreenProps {
  /** A large decorative figure above the title, such as 404. */
  code?: string
  title: string
  children: ReactNode
  actions: ReactNode
}

/** The full-page layout shared by the not-found and error screens. */
export function StatusScreen({ code, title, children, actions }: StatusScreenProps) {
  return (
    <Container className={styles.screen}>
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.text}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </Container>
  )
}
