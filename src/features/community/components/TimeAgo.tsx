import { formatDateTime } from '../../../lib/dates.ts'
import { formatTimeAgo } from '../../../lib/relative-time.ts'
import { useNow } from '../hooks/use-now.ts'
import * as styles from './Community.css.ts'

/** '5 minutes ago', or with `prefix` 'Posted 5 minutes ago'; the exact moment for machines and on hover. */
export function TimeAgo({ iso, prefix }: { iso: string; prefix?: string }) {
  const now = useNow()
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={styles.time}>
      {prefix ? `${prefix} ${formatTimeAgo(iso, now)}` : formatTimeAgo(iso, now)}
    </time>
  )
}
