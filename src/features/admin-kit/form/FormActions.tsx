import type { LinkOptions } from '@tanstack/react-router'
import { Button, ButtonLink } from '../../../ui/Button.tsx'
import * as styles from './AdminForm.css.ts'

/** A management form's foot: 'Save <noun>' (disabled while saving) and Cancel back to the list. */
export function FormActions({ noun, list, submitting }: { noun: string; list: LinkOptions['to']; submitting: boolean }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving…' : `Save ${noun}`}
      </Button>
      <ButtonLink to={list} variant="outline">
        Cancel
      </ButtonLink>
    </div>
  )
}
