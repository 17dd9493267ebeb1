import { useId, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { Card } from '../../../ui/Card.tsx'
import * as styles from './Enquiries.css.ts'
import { Honeypot } from './Honeypot.tsx'

interface SendFormCardProps {
  title: string
  /** What `useSendForm` answers: the round keys the form so its fields start over after a send. */
  form: { round: number; submitting: boolean; handleSubmit: (event: FormEvent<HTMLFormElement>) => void }
  honeypot: { value: string; onValueChange: (value: string) => void }
  children: ReactNode
}

/** A public form's frame: its titled card, the fields, the honeypot and Submit. */
export function SendFormCard({ title, form, honeypot, children }: SendFormCardProps) {
  const titleId = useId()
  return (
    <Card className={styles.formCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {title}
      </h2>
      <form key={form.round} className={styles.form} onSubmit={form.handleSubmit} noValidate>
        {children}
        <Honeypot {...honeypot} />
        <div className={styles.fullRow}>
          <Button type="submit" className={styles.submit} disabled={form.submitting}>
            {form.submitting ? 'Sending…' : 'Submit'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
