import type { BulkBody } from '../../../../contract/users.ts'
import { Button } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { ApiError } from '../../../lib/api.ts'
import { useBulkAction } from '../api/users-api.ts'
import { ActionDialog } from './ActionDialog.tsx'
import { emptySuspension, suspendFormSchema } from './suspend-form.ts'
import { SuspendFields } from './SuspendFields.tsx'
import * as styles from './Users.css.ts'

/** Suspend, unsuspend or verify every selected account in one go; the toast says how many changed and were refused. */
export function BulkActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const bulk = useBulkAction()
  const { toast } = useToast()
  const run = async (body: BulkBody) => {
    const reply = await bulk.mutateAsync(body)
    onDone()
    const refused = reply.data.refused.map((r) => r.message)
    return { message: [reply.message, ...new Set(refused)].filter(Boolean).join(' ') }
  }
  const plain = (action: 'unsuspend' | 'verify') => async () => {
    try {
      toast({ tone: 'success', title: (await run({ action, ids })).message })
    } catch (err) {
      toast({ tone: 'error', title: err instanceof ApiError ? err.message : 'That did not work. Please try again.' })
    }
  }
  const count = `${ids.length} selected`
  return (
    <div className={styles.toolbar} role="group" aria-label="Selected accounts">
      <span>{count}</span>
      <ActionDialog
        label="Suspend selected"
        title={`Suspend ${ids.length === 1 ? '1 account' : `${ids.length} accounts`}`}
        description="They are signed out everywhere at once and cannot sign in; their public posts stay."
        schema={suspendFormSchema}
        initial={emptySuspension}
        submitLabel="Suspend"
        send={(body) => run({ action: 'suspend', ids, ...body })}
        fields={(form) => <SuspendFields form={form} />}
      />
      <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => void plain('unsuspend')()}>
        Unsuspend selected
      </Button>
      <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => void plain('verify')()}>
        Verify selected
      </Button>
    </div>
  )
}
