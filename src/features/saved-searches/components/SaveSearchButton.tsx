import { SavedSearchForm, type SavedSearchArea } from '../../../../contract/saved-searches.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useDialogForm } from '../../../ui/use-dialog-form.ts'
import { useLoginPrompt } from '../../../ui/use-login-prompt.ts'
import { Button } from '../../../ui/Button.tsx'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useCreateSavedSearch } from '../api/saved-searches-mutations.ts'
import { alertOptions } from './alert-options.ts'
import { InstantAlertOffer } from './InstantAlertOffer.tsx'
import * as styles from './SavedSearches.css.ts'

export interface SaveSearchButtonProps {
  area: SavedSearchArea
  /** The directory's filters and words as its list takes them. */
  filters: Record<string, unknown>
  /** The name the dialog offers: what the search is about. */
  suggestedName: string
}

/**
 * 'Save this search': keeps the directory's filters and words under a name the member chooses, with its alert, for
 * the dashboard's 'Saved searches'. A visitor is sent to sign in and comes back here.
 */
export function SaveSearchButton({ area, filters, suggestedName }: SaveSearchButtonProps) {
  const { token } = useAuth()
  const loginPrompt = useLoginPrompt()
  const create = useCreateSavedSearch()
  const { toast } = useToast()
  const { form, open, setOpen, refusal } = useDialogForm({
    schema: SavedSearchForm,
    initial: { name: suggestedName.slice(0, 80), alert: 'never' },
    submit: async ({ name, alert }) => {
      const reply = await create.mutateAsync({ name, alert, area, filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) })
      toast({ tone: 'success', title: reply.message ?? 'Search saved.', description: 'Find it on your dashboard, under Saved.' })
    },
  })
  const start = () => {
    if (!token) return loginPrompt('Sign in to save this search and hear of what is new.')
    form.reset()
    form.setValue('name', suggestedName.slice(0, 80))
    setOpen(true)
  }

  return (
    <>
      <Button variant="outline" onClick={start}>
        Save this search
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Save this search"
        description="Its filters and words are kept under this name on your dashboard."
        form={form}
        formClassName={styles.form}
        refusal={refusal}
        submit={{ label: 'Save search', pending: 'Saving…' }}
      >
        <TextField label="Name" maxLength={80} {...form.bind('name')} />
        <SelectField label="Alert" options={alertOptions(area)} {...form.bind('alert')} />
        {form.values.alert === 'instant' && <InstantAlertOffer />}
      </FormDialog>
    </>
  )
}
