import { Button } from '../../../ui/Button.tsx'

/** A community form's buttons: Cancel while editing something that waits to be sent, and its submit button. */
export function SubmitButtons({ submitLabel, submitting, onCancel }: { submitLabel: string; submitting: boolean; onCancel?: () => void }) {
  return (
    <>
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={submitting}>
        {submitLabel}
      </Button>
    </>
  )
}
