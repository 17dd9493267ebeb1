import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { PersonIcon } from '../../../ui/PersonIcon.tsx'
import { usePrivateImage } from '../../account/index.ts'
import * as styles from './ProfileLink.css.ts'

interface ProfileLinkProps {
  image: string | null
  /** Shows 'Your profile' beside the avatar, for the phone menu's full-width rows. */
  labelled?: boolean
  onNavigate?: () => void
}

/** The signed-in user's avatar, leading to their profile; the default icon stands in for a missing or broken photo. */
export function ProfileLink({ image, labelled = false, onNavigate }: ProfileLinkProps) {
  const src = usePrivateImage(image)
  // The blob may arrive yet not decode as an image; remembering which one failed lets a new photo try again.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null)
  const variant = labelled ? 'labelled' : 'icon'

  return (
    <Link to="/user-dashboard" className={styles.link[variant]} aria-label={labelled ? undefined : 'Your profile'} onClick={onNavigate}>
      <span className={styles.avatar}>
        {src && src !== brokenSrc ? <img src={src} alt="" className={styles.photo} onError={() => setBrokenSrc(src)} /> : <PersonIcon className={styles.photo} />}
      </span>
      {labelled && 'Your profile'}
    </Link>
  )
}
