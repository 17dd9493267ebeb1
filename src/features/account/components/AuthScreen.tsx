import type { ReactNode, Ref } from 'react'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { Container } from '../../../ui/Container.tsx'
import * as styles from './AuthScreen.css.ts'

interface AuthScreenProps {
  title: string
  intro?: ReactNode
  /** A wider panel for the sign-up form's two columns. */
  wide?: boolean
  children: ReactNode
  footer?: ReactNode
  /** For a screen that moves focus to its heading when its content changes in place (the sign-up's confirmation). */
  titleRef?: Ref<HTMLHeadingElement>
}

/** The centred panel every sign-in, sign-up and email-link screen shares. */
export function AuthScreen({ title, intro, wide, children, footer, titleRef }: AuthScreenProps) {
  usePageMeta(title)
  return (
    <Container className={styles.screen}>
      <section className={styles.panel} data-wide={wide || undefined} aria-labelledby="auth-title">
        <h1 id="auth-title" ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
        {footer && <p className={styles.footer}>{footer}</p>}
      </section>
    </Container>
  )
}
