import type { AriaRole, ReactNode } from 'react'
import { cx } from './cx.ts'
import * as styles from './Notice.css.ts'

interface NoticeProps {
  tone?: keyof typeof styles.tone
  title: string
  children?: ReactNode
  /** A button or link that resolves the situation, such as 'Try again'. */
  action?: ReactNode
  role?: AriaRole
  className?: string
}

/** An inline message for an error or a state the user should know about (offline, nothing to show). */
export function Notice({ tone = 'info', title, children, action, role, className }: NoticeProps) {
  return (
    <div role={role} className={cx(styles.notice, styles.tone[tone], className)}>
      <div className={styles.body}>
        <strong className={styles.title}>{title}</strong>
        {children}
      </div>
      {action}
    </div>
  )
}
