import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { alertMailQuery, useSetAlertMail } from '../api/alert-mail.ts'
import * as styles from './SavedSearches.css.ts'

/** Settings' 'No alert mail at all': no digest of any saved search is mailed; alerts in the bell and by push go on. */
export function AlertMailSetting() {
  const query = useQuery(alertMailQuery())
  const change = useSetAlertMail()
  const { toast } = useToast()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.setting}>
      <h2 id={headingId} className={styles.heading}>
        Alert mail
      </h2>
      <QueryState query={query} loadingLabel="Loading your alert mail setting" pending={<Skeleton lines={1} />} errorTitle="We could not load your alert mail setting.">
        {(alertMail) => (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={!alertMail}
              disabled={change.isPending}
              onChange={(event) =>
                change.mutate(!event.currentTarget.checked, {
                  onSuccess: (reply) => toast({ tone: 'success', title: reply.message ?? 'Saved.' }),
                  onError: (err) => toast({ tone: 'error', title: err.message }),
                })
              }
            />
            No alert mail at all
          </label>
        )}
      </QueryState>
      <p className={styles.hint}>Daily and weekly digests of your saved searches stop. Alerts set to ‘At once’ still come to the bell and as notifications.</p>
    </section>
  )
}
