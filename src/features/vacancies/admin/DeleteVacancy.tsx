import { useState } from 'react'
import { AlertDialog } from 'radix-ui'
import type { AdminVacancy } from '../../../../contract/admin-vacancies.ts'
import { ApiError } from '../../../lib/api.ts'
import { Button } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useDeleteVacancy } from '../api/admin-vacancies-mutations.ts'
import * as styles from './AdminVacancies.css.ts'

/** Delete, after the admin confirms it in a dialog that names the vacancy. */
export function DeleteVacancy({ vacancy }: { vacancy: AdminVacancy }) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteVacancy()
  const { toast } = useToast()

  const confirm = async () => {
    try {
      const reply = await remove.mutateAsync(vacancy.id)
      setOpen(false)
      toast({ tone: 'success', title: reply.message ?? 'Vacancy deleted.' })
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      toast({ tone: 'error', title: err.message })
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" className={styles.danger} aria-label={`Delete ${vacancy.title}`}>
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.dialogTitle}>Delete this vacancy?</AlertDialog.Title>
          <AlertDialog.Description className={styles.muted}>
            “{vacancy.title}” at {vacancy.employer} leaves the admin list and the public Vacancies page. This cannot be undone.
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: that would close the dialog before the server has answered. */}
            <Button className={styles.dangerSolid} disabled={remove.isPending} onClick={() => void confirm()}>
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
