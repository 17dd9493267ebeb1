import { useState } from 'react'
import { useOnline } from '../../../lib/online.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { Button } from '../../../ui/Button.tsx'
import * as styles from './Enquiries.css.ts'

// The map is Google's embed, loaded only when asked for: no request to another site until then, nothing to
// block or break offline, and the address and its links stay readable whatever happens (docs/decisions/0024).
const embedUrl = (address: string) => `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`

/** Where the address is on a map, as links anyone can follow. */
const mapLinks = (address: string) => [
  { label: 'Open in Google Maps', href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` },
  { label: 'Open in OpenStreetMap', href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` },
]

export function AddressMap({ address }: { address: string }) {
  const [shown, setShown] = useState(false)
  const online = useOnline()
  return (
    <div className={styles.map}>
      {shown && online ? (
        <iframe className={styles.mapFrame} src={embedUrl(address)} title={`Map of ${address}`} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <>
          <p className={styles.muted}>{online ? 'The map is loaded from Google Maps when you ask for it.' : 'The map needs a connection; the links below open it later.'}</p>
          <Button variant="outline" disabled={!online} onClick={() => setShown(true)}>
            Show map
          </Button>
        </>
      )}
      <ul className={styles.mapLinks}>
        {mapLinks(address).map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
