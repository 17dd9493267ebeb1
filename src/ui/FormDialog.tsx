import { Dialog } from 'radix-ui'
import { useRef, type FormEvent, type ReactElement, type ReactNode } from 'react'
import { Button } from './Button.tsx'
import { cx } from './cx.ts'
import * as dialog from './dialog.css.ts'
import { Notice } from './Notice.tsx'

interface FormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it; none where something else opens it. */
  trigger?: ReactElement
  title: ReactNode
  description: ReactNode
  /** The panel's own class beside the common one (a taller dialog). */
  className?: string
  /** Told to assistive technology while the dialog waits on something (a payment being confirmed). */
  busy?: boolean
  /**
   * A question that must be answered (radix's AlertDialog, drawn here with Dialog's parts): announced as an alert
   * dialog, not closed by a click outside, and Cancel has the focus first.
   */
  alert?: boolean
  /** The form the dialog is, sent by its submit button; without one, the dialog shows `children` and `actions`. */
  form?: { handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>; submitting: boolean }
  formClassName?: string
  /** A refusal of the whole (not of one field), shown in the dialog, where a toast would be hidden behind it. */
  refusal?: string | null
  /** The submit button's text, and its text while the form is sent. */
  submit?: { label: ReactNode; pending: ReactNode; className?: string; disabled?: boolean }
  /** A dialog without a form: what stands after Cancel (its own action). */
  actions?: ReactNode
  /** What stands before Cancel (another page of a list). */
  before?: ReactNode
  cancel?: { variant?: 'outline' | 'ghost'; disabled?: boolean }
  /** The form's fields, or what a dialog without a form shows. */
  children?: ReactNode
}

/**
 * A modal dialog as every one in the app looks (a dimmed page, a centred panel, its title and what it is about) and
 * its buttons at its foot: Cancel, which closes it, then its own action. With `form`, the dialog is a form: its
 * fields, a refusal if the server gave one, Cancel and the submit button.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  busy,
  alert,
  form,
  formClassName,
  refusal,
  submit,
  actions,
  before,
  cancel = {},
  children,
}: FormDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const footer = (
    <div className={dialog.dialogActions}>
      {before}
      <Dialog.Close asChild ref={cancelRef}>
        <Button variant={cancel.variant ?? 'outline'} disabled={cancel.disabled}>
          Cancel
        </Button>
      </Dialog.Close>
      {form && submit ? (
        <Button type="submit" className={submit.className} disabled={form.submitting || submit.disabled}>
          {form.submitting ? submit.pending : submit.label}
        </Button>
      ) : (
        actions
      )}
    </div>
  )
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={cx(dialog.dialog, className)}
          aria-busy={busy}
          {...(alert && {
            role: 'alertdialog',
            onOpenAutoFocus: (event: Event) => {
              event.preventDefault()
              cancelRef.current?.focus({ preventScroll: true })
            },
            onPointerDownOutside: (event: Event) => event.preventDefault(),
            onInteractOutside: (event: Event) => event.preventDefault(),
          })}
        >
          <Dialog.Title className={dialog.dialogTitle}>{title}</Dialog.Title>
          <Dialog.Description className={dialog.dialogText}>{description}</Dialog.Description>
          {form ? (
            <form className={formClassName} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
              {children}
              {refusal && <Notice tone="error" role="alert" title={refusal} />}
              {footer}
            </form>
          ) : (
            <>
              {children}
              {footer}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
