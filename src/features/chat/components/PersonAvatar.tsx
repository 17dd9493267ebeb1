import { useState } from 'react'
import type { ChatUser } from '../../../../contract/chat.ts'
import { initials } from '../people.ts'
import * as styles from './PersonAvatar.css.ts'

/** A person's photo, or their initials when they have none or it does not load; their name is always beside it. */
export function PersonAvatar({ person }: { person: ChatUser }) {
  // Remembering which photo failed lets a changed one try again.
  const [broken, setBroken] = useState<string | null>(null)
  return (
    <span className={styles.avatar} aria-hidden="true">
      {person.image && person.image !== broken ? (
        <img src={person.image} alt="" className={styles.photo} onError={() => setBroken(person.image)} />
      ) : (
        initials(person.name)
      )}
    </span>
  )
}
