import { useQuery } from '@tanstack/react-query'
import { MenuBody, type AdminMenuItem } from '../../../../../contract/admin-site-content.ts'
import { useForm } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { TextField } from '../../../../ui/form/TextField.tsx'
import { QueryState } from '../../../../ui/QueryState.tsx'
import { ReorderList } from '../../../../ui/Reorder.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { listEntries } from './list-entries.ts'
import { adminMenuQuery, useSaveMenu } from './site-api.ts'
import * as styles from './SiteContent.css.ts'

/** The header's items: each one's label and whether it shows, in the order they stand. */
export function MenuPanel() {
  const menu = useQuery(adminMenuQuery())
  return (
    <QueryState query={menu} loadingLabel="Loading the menu" pending={<Skeleton lines={7} />} errorTitle="We could not load the menu.">
      {(items) => <MenuForm items={items} />}
    </QueryState>
  )
}

function MenuForm({ items }: { items: AdminMenuItem[] }) {
  const save = useSaveMenu()
  const { toast } = useToast()
  const form = useForm({
    schema: MenuBody,
    initial: { items },
    onSubmit: async (body) => toast({ tone: 'success', title: (await save.mutateAsync(body)).message ?? 'Menu saved.' }),
  })
  const list = form.values.items
  const { change, error } = listEntries(list, 'items', form.errors, (next) => form.setValue('items', next))
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <ReorderList items={list} label="Menu items" itemKey={(item) => item.slug} itemLabel={(item) => item.menuTitle || item.slug} onReorder={(next) => form.setValue('items', next)}>
        {(item, index) => (
          <div className={styles.fields}>
            <TextField label={`Label (${item.slug})`} maxLength={40} value={item.menuTitle} onValueChange={(menuTitle) => change(index, { menuTitle })} error={error(index, 'menuTitle')} />
            <label className={styles.toggle}>
              <input type="checkbox" checked={item.visible} onChange={(event) => change(index, { visible: event.target.checked })} />
              Show in the menu
            </label>
          </div>
        )}
      </ReorderList>
      {form.errors.items && <p role="alert">{form.errors.items}</p>}
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save menu'}
        </Button>
      </div>
    </form>
  )
}
