import { useNavigate, useParams } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { ButtonLink } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { adminPath } from '../list/admin-path.ts'
import type { AdminSectionKit } from '../section.ts'
import { EditItem, ManageItem } from './ManageItem.tsx'
import { useSaved } from './use-saved.ts'

type Section<Item extends { id: number | string }, Values, Patch> = { section: AdminSectionKit<Item, Values, Patch> }

/** A section's New page: its form empty; a save goes back to the list, or on to the new item to complete it. */
export function NewItemPage<Item extends { id: number | string }, Values, Patch>({ section }: Section<Item, Values, Patch>) {
  const form = section.form!
  const create = section.calls.useCreate!()
  const list = adminPath(section.id)
  const saved = useSaved(list, form.created ?? form.saved)
  const navigate = useNavigate()
  const { toast } = useToast()
  const View = form.create ?? form.edit
  const onSave = async (values: object) => {
    const reply = await create.mutateAsync(values as Values)
    if (form.afterCreate !== 'edit') return saved(reply.message)
    toast({ tone: 'success', title: reply.message ?? form.created ?? form.saved })
    await navigate({ to: adminPath(section.id, String(reply.data.id), 'edit') })
  }
  return (
    <ManageItem title={form.createTitle ?? form.title}>
      <View noun={section.noun.one} list={list} onSave={onSave} />
    </ManageItem>
  )
}

/** What the Edit page shows under the form: a record's history, by its record type on the server and its id. */
export type RecordHistory = ComponentType<{ type: string; id: string | number }>

/**
 * A section's Edit page: the item read by the id in the address, its form, an edit that sends what changed, and the
 * item's `History` (the audit log's, which the route gives; its record type on the server is the section's path, which
 * is its id here).
 */
export function EditItemPage<Item extends { id: number | string }, Values, Patch>({ section, History }: Section<Item, Values, Patch> & { History: RecordHistory }) {
  const { id } = useParams({ strict: false }) as { id: string }
  const form = section.form!
  const back = (
    <ButtonLink to={adminPath(section.id)} variant="outline" size="sm">
      Back to the list
    </ButtonLink>
  )
  return (
    <ManageItem title={form.title}>
      <EditItem id={id} parseId={form.parseId} query={section.calls.itemQuery as never} noun={section.noun.one} back={back}>
        {(item: Item) => (
          <>
            <EditForm key={item.id} section={section} item={item} />
            <History type={section.records ?? section.id} id={item.id} />
          </>
        )}
      </EditItem>
    </ManageItem>
  )
}

function EditForm<Item extends { id: number | string }, Values, Patch>({ section, item }: Section<Item, Values, Patch> & { item: Item }) {
  const form = section.form!
  const update = section.calls.useUpdate!(item.id as never)
  const list = adminPath(section.id)
  const saved = useSaved(list, form.saved)
  return <form.edit item={item} noun={section.noun.one} list={list} onSave={async (patch) => saved((await update.mutateAsync(patch as Patch)).message)} />
}
