import { Dialog } from 'radix-ui'
import { SILENCE_MAX_DAYS, SILENCE_REASON_MAX_LENGTH, type FlaggedItem } from '../../../../contract/admin-community.ts'
import { useDialogForm } from '../../../ui/use-dialog-form.ts'
import { Button } from '../../../ui/Button.tsx'
import * as dialog from '../../../ui/dialog.css.ts'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useSilenceMember } from '../api/admin-community.ts'
import * as styles from './AdminCommunity.css.ts'
import { emptySilence, silenceFormSchema } from './silence-form.ts'

/**
 * 'Silence author': for how many days and why, checked with the contract's rules. The server's field messages show
 * under their fields; a refusal of the whole (a staff account, a member gone) shows in the dialog, where the toast
 * would be hidden behind it. Once silenced, the dialog closes and the server's message is toasted.
 */
export function SilenceDialog({ author }: { author: FlaggedItem['author'] }) {
  const silence = useSilenceMember(author.id)
  const { toast } = useToast()
  const { form, open, setOpen: change, refusal } = useDialogForm({
    schema: silenceFormSchema,
    initial: emptySilence,
    submit: async (body) => toast({ tone: 'success', title: (await silence.mutateAsync(body)).message ?? 'Member silenced' }),
  })

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Silence ${author.name}`}>
          {author.silencedUntil ? 'Silence again' : 'Silence author'}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog}>
          <Dialog.Title className={dialog.dialogTitle}>Silence {author.name}</Dialog.Title>
          <Dialog.Description className={dialog.dialogText}>
            {author.name} can still read the community but cannot post, comment, like or flag until the time is up. They are told why.
          </Dialog.Description>
          <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
            <TextField label="Days" type="number" inputMode="numeric" min={1} max={SILENCE_MAX_DAYS} step={1} hint={`From 1 to ${SILENCE_MAX_DAYS}, counted from now.`} {...form.bind('days')} />
            <TextareaField label="Reason" rows={3} hint={`The member reads it; at most ${SILENCE_REASON_MAX_LENGTH} characters.`} {...form.bind('reason')} />
            {refusal && <Notice tone="error" role="alert" title={refusal} />}
            <div className={dialog.dialogActions}>
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={form.submitting}>
                {form.submitting ? 'Silencing…' : 'Silence'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
