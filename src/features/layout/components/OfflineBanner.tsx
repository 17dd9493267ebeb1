import { useOnline } from '../../../lib/online.ts'
import { Container } from '../../../ui/Container.tsx'
import * as styles from './OfflineBanner.css.ts'

/** The live region stays mounted so the change to offline is announced, not only shown. */
export function OfflineBanner() {
  const online = useOnline()
  return (
    <div role="status" className={online ? undefined : styles.banner}>
      {!online && <Container className={styles.text}>You are offline. Showing what you last saw.</Container>}
    </div>
  )
}
