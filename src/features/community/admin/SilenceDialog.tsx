import { SILENCE_MAX_DAYS, SILENCE_REASON_MAX_LENGTH, type FlaggedItem } from '../../../../contract/admin-community.ts'
import { useDialogForm } from '../../../ui/use-dialog-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
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
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Silence ${author.name}`}>
          {author.silencedUntil ? 'Silence again' : 'Silence author'}
        </Button>
      }
      title={`Silence ${author.name}`}
      description={`${author.name} can still read the community but cannot post, comment, like or flag until the time is up. They are told why.`}
      form={form}
      formClassName={styles.form}
      refusal={refusal}
      submit={{ label: 'Silence', pending: 'Silencing…' }}
    >
      <TextField label="Days" type="number" inputMode="numeric" min={1} max={SILENCE_MAX_DAYS} step={1} hint={`From 1 to ${SILENCE_MAX_DAYS}, counted from now.`} {...form.bind('days')} />
      <TextareaField label="Reason" rows={3} hint={`The member reads it; at most ${SILENCE_REASON_MAX_LENGTH} characters.`} {...form.bind('reason')} />
    </FormDialog>
  )
}
