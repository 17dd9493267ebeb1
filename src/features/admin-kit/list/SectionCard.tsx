import { ButtonLink } from '../../../ui/Button.tsx'
import type { AdminSectionKit } from '../section.ts'
import { useCanChange } from '../use-can-change.ts'
import { AdminItemCard } from './AdminItemCard.tsx'
import { ConfirmDelete } from './ConfirmDelete.tsx'
import { adminPath } from './admin-path.ts'

/** A card from the section's facts: Edit when it has a form, its own actions, and Delete when it says what deleting does. */
export function SectionCard<Item extends { id: number | string }, Values, Patch>({ section, item }: { section: AdminSectionKit<Item, Values, Patch>; item: Item }) {
  const canChange = useCanChange(section.id)
  const facts = section.card!(item)
  const { remove, form, actions: Actions } = section
  const name = facts.title
  const actions = canChange && (form || Actions || remove) && (
    <>
      {form && (
        <ButtonLink to={adminPath(section.id, String(item.id), 'edit')} variant="outline" size="sm" aria-label={`Edit ${name}`}>
          Edit
        </ButtonLink>
      )}
      {Actions && <Actions item={item} />}
      {remove && <DeleteItem section={section} item={item} name={name} />}
    </>
  )
  return <AdminItemCard id={`admin-${section.noun.one.replace(/\W+/g, '-')}-${item.id}`} {...facts} actions={actions || undefined} />
}

function DeleteItem<Item extends { id: number | string }, Values, Patch>({ section, item, name }: { section: AdminSectionKit<Item, Values, Patch>; item: Item; name: string }) {
  const remove = section.calls.useDelete!()
  const says = section.remove!
  return (
    <ConfirmDelete
      name={name}
      question={says.question}
      consequence={says.consequence(item)}
      verb={says.verb}
      remove={() => remove.mutateAsync(item.id as never)}
      pending={remove.isPending}
      done={says.done}
    />
  )
}
