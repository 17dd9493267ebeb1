import type { StaffText } from '../../../../contract/admin-enquiries.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { listStyles } from '../../admin-kit/index.ts'
import * as styles from './AdminEnquiries.css.ts'

/** Staff's notes or replies on an item, oldest first, each with who wrote it and when. */
export function StaffTexts({ label, items }: { label: string; items: StaffText[] }) {
  if (!items.length) return null
  return (
    <ul className={styles.texts} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={listStyles.textBlock}>
          <p className={styles.byline}>
            {item.author ?? 'Former staff'}, {formatDateTime(item.createdAt)}
          </p>
          <p className={listStyles.writtenText}>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
