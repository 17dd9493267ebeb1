import { useId } from 'react'
import { ApiError } from '../../../../lib/api.ts'
import { Button } from '../../../../ui/Button.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { useDownloadMyData } from '../../api/account-data.ts'
import { DeleteOwnAccountDialog } from './DeleteOwnAccountDialog.tsx'
import * as styles from './AccountData.css.ts'

/** What we hold about the person, to take away as a file, and the way to delete the account. */
export function AccountData() {
  const headingId = useId()
  const download = useDownloadMyData()
  const { toast } = useToast()
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Your data
      </h2>
      <p className={styles.intro}>
        Download everything we hold about you as a JSON file: your profile, settings, activity, devices, plans and payments, posts, comments,
        messages, notifications and what you sent us.
      </p>
      <div className={styles.actions}>
        <Button
          variant="outline"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (err) => toast({ tone: 'error', title: err instanceof ApiError ? err.message : 'Could not download your data. Please try again.' }),
            })
          }
        >
          {download.isPending ? 'Preparing…' : 'Download my data'}
        </Button>
        <DeleteOwnAccountDialog />
      </div>
    </section>
  )
}
