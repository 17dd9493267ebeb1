import { useMemo, type ComponentType, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { LinkOptions } from '@tanstack/react-router'
import type * as v from 'valibot'
import type { AdminLookups } from '../../../../contract/admin.ts'
import { useForm } from '../../../ui/use-form.ts'
import { adminStatesQuery } from '../api/admin-lookups-queries.ts'
import * as styles from './AdminForm.css.ts'
import { FormActions } from './FormActions.tsx'
import { changedFields } from './form-values.ts'
import { WithLookups } from './WithLookups.tsx'

/** What a form's rules may read: its choices, and whether a country has states (the server's rule that one is then chosen). */
export interface FormRules {
  lookups: AdminLookups | undefined
  countryHasStates: (countryId: number) => boolean
}

/** A form's state as its fields use it. */
export type SectionFormState<F> = Pick<ReturnType<typeof useForm<v.GenericSchema<F>>>, 'values' | 'errors' | 'bind' | 'setValue'>

export interface FieldsProps<F> {
  form: SectionFormState<F>
  /** Present when the form asked for them (`lookups: true`). */
  lookups: AdminLookups | undefined
}

interface FormSpec<Item, F, O> {
  /** The boxes' text for a new item, and for an item to edit; a form for one of the two has only its own. */
  empty?: () => F
  fromItem?: (item: Item) => F
  /** The boxes' text made into the API's input and checked by the contract, so each message sits under its field. */
  schema: (rules: FormRules) => v.GenericSchema<F, O>
  Fields: ComponentType<FieldsProps<F>>
  /** Drawn once the choices (subjects, types, countries) have loaded. */
  lookups?: true
  /** Said above the form ('Account: …'). */
  intro?: (item: Item | undefined) => ReactNode
}

interface ViewProps<Item> {
  /** The item to edit; none for a new one. */
  item?: Item
  /** 'vacancy', as in 'Save vacancy'. */
  noun: string
  /** Cancel's way back. */
  list: LinkOptions['to']
  /** Sends the form: a new item's input, or an edit's changed fields. */
  onSave: (values: object) => Promise<unknown>
}

export type SectionFormView<Item> = ComponentType<ViewProps<Item>>

/**
 * A section's form from its fields and the mapping between their text and the API's input: the frame, Save and
 * Cancel, the server's messages under the fields, and an edit that sends only what changed.
 */
export function sectionForm<Item, F, O extends object>(spec: FormSpec<Item, F, O>): SectionFormView<Item> {
  function Form({ item, noun, list, onSave, lookups }: ViewProps<Item> & { lookups: AdminLookups | undefined }) {
    const queryClient = useQueryClient()
    const schema = useMemo(
      () => spec.schema({ lookups, countryHasStates: (countryId) => Boolean(queryClient.getQueryData(adminStatesQuery(countryId).queryKey)?.length) }),
      [lookups, queryClient],
    )
    const initial = useMemo(() => (item && spec.fromItem ? spec.fromItem(item) : spec.empty!()), [item])
    const form = useForm({ schema, initial, onSubmit: (values: O) => onSave(item ? changedFields(schema, initial, values) : values) })
    return (
      <>
        {spec.intro?.(item)}
        <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
          <spec.Fields form={form} lookups={lookups} />
          <FormActions noun={noun} list={list} submitting={form.submitting} />
        </form>
      </>
    )
  }
  return function SectionForm(props: ViewProps<Item>) {
    if (!spec.lookups) return <Form {...props} lookups={undefined} />
    return <WithLookups>{(lookups) => <Form {...props} lookups={lookups} />}</WithLookups>
  }
}
