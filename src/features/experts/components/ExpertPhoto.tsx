import { useState } from 'react'
import { PersonIcon } from '../../../ui/PersonIcon.tsx'
import * as styles from './ExpertCard.css.ts'

/** The expert's photo beside their name (so it says nothing more to a screen reader); the placeholder without one. */
export function ExpertPhoto({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) return <PersonIcon className={styles.photo} />
  return <img src={src} alt="" width={64} height={64} loading="lazy" decoding="async" className={styles.photo} onError={() => setFailed(true)} />
}
