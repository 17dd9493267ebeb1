import * as v from 'valibot'
import { usageText, usageTotal, type CategoryList, type CategoryValue } from '../../../../contract/categories.ts'
import { useDialogForm } from '../../../ui/use-dialog-form.ts'
import { Button } from '../../../ui/Button.tsx'
import * as dialog from '../../../ui/dialog.css.ts'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useMergeCategory } from '../api/admin-categories.ts'
import * as styles from './Categories.css.ts'

const records = (usage: CategoryValue['usage']) => {
  const total = usageTotal(usage)
  return total === 0 ? 'no records' : `${total} ${total === 1 ? 'record' : 'records'} (${usageText(usage)})`
}

interface MergeDialogProps {
  list: CategoryList
  noun: string
  value: CategoryValue
  /** The values it may be merged into: the list's others that are not retired. */
  others: readonly CategoryValue[]
}

/**
 * 'Merge': the value every record moves to, and a confirmation naming both values and what moves, before anything
 * is sent. The server moves them in one transaction and retires the first.
 */
export function MergeDialog({ list, noun, value, others }: MergeDialogProps) {
  const merge = useMergeCategory(list)
  const { toast } = useToast()
  const { form, open, setOpen, refusal } = useDialogForm({
    schema: v.object({ into: v.pipe(v.string(), v.nonEmpty(`Choose the ${noun} to merge into`), v.transform(Number)) }),
    initial: { into: '' },
    submit: async ({ into }) => toast({ tone: 'success', title: (await merge.mutateAsync({ id: value.id, into })).message ?? 'Merged.' }),
  })
  const target = others.find((other) => String(other.id) === form.values.into)

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Merge ${value.title}`}>
          Merge
        </Button>
      }
      title={`Merge ${value.title}`}
      description={`Every record that has ${value.title} gets the ${noun} you choose instead, and ${value.title} is retired. Addresses that name it lead to the chosen ${noun}.`}
      form={form}
      formClassName={styles.dialogForm}
      refusal={refusal}
      submit={{ label: target ? `Merge into ${target.title}` : 'Merge', pending: 'Merging…', disabled: !target }}
    >
      <SelectField
        label={`Merge into`}
        placeholder={`Select ${noun}`}
        options={others.map((other) => ({ value: String(other.id), label: other.title }))}
        {...form.bind('into', { validateOnChange: true })}
      />
      {target && (
        <p className={dialog.dialogText} role="status">
          {`${records(value.usage)} will move from '${value.title}' to '${target.title}', which has ${records(target.usage)} now. '${value.title}' will be retired.`}
        </p>
      )}
    </FormDialog>
  )
}
