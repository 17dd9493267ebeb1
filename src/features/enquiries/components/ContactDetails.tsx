import type { ContactInfo } from '../../../../contract/content.ts'
import { AddressMap } from './AddressMap.tsx'
import * as styles from './Enquiries.css.ts'

/** The address (with its map), email and phone, each only when staff gave one, each a link. */
export function ContactDetails({ contact }: { contact: ContactInfo }) {
  return (
    <address className={styles.details}>
      {contact.email && (
        <p className={styles.detail}>
          <span className={styles.detailLabel}>Email</span>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      )}
      {contact.phone && (
        <p className={styles.detail}>
          <span className={styles.detailLabel}>Phone</span>
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
        </p>
      )}
      {contact.address && (
        <>
          <p className={styles.detail}>
            <span className={styles.detailLabel}>Address</span>
            <span className={styles.address}>{contact.address}</span>
          </p>
          <AddressMap address={contact.address} />
        </>
      )}
    </address>
  )
}
