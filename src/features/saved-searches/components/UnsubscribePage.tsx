import { Link } from '@tanstack/react-router'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { Button } from '../../../ui/Button.tsx'
import { Container } from '../../../ui/Container.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useUnsubscribe, useUnsubscribePreview } from '../api/alert-mail.ts'
import * as styles from './SavedSearches.css.ts'

const quoted = (names: string[]) => names.map((name) => `“${name}”`).join(', ')

/**
 * An alert mail's 'Stop these alerts' link, opened without signing in: it says which searches the mail came from and
 * stops their mail only when asked, since mail scanners open links too.
 */
export function UnsubscribePage({ token }: { token: string }) {
  usePageMeta('Stop alert mail')
  const preview = useUnsubscribePreview(token)
  const stop = useUnsubscribe()
  const manage = (
    <Link to="/user-dashboard" search={{ tab: 'saved' }}>
      Manage all your alerts
    </Link>
  )

  return (
    <Container className={styles.page}>
      <h1 className={styles.pageTitle}>Stop alert mail</h1>
      <QueryState query={preview} loadingLabel="Reading your link" pending={<Skeleton lines={2} />} errorTitle="We could not read your link."
        empty={
          <Notice tone="error" role="alert" title="This unsubscribe link is not valid.">
            <p>{manage}</p>
          </Notice>
        }
      >
        {({ searches }) => {
          const live = searches.filter((search) => !search.stopped).map((search) => search.name)
          if (stop.isSuccess) {
            return (
              <Notice role="status" title={stop.data.message ?? 'You will get no more alert mail for these searches.'}>
                <p>
                  {stop.data.data.stopped.length ? `Stopped: ${quoted(stop.data.data.stopped)}.` : 'Nothing was left to stop.'} {manage}
                </p>
              </Notice>
            )
          }
          if (!live.length) {
            return (
              <Notice title="These alerts are already off.">
                <p>{manage}</p>
              </Notice>
            )
          }
          return (
            <div className={styles.form}>
              <p>
                This mail came from your saved {live.length === 1 ? 'search' : 'searches'} {quoted(live)}. Stop {live.length === 1 ? 'its alert mail? The search stays' : 'their alert mail? The searches stay'}{' '}
                saved.
              </p>
              {stop.isError && <Notice tone="error" role="alert" title={stop.error.message} />}
              <div>
                <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
                  {stop.isPending ? 'Stopping…' : 'Stop these alerts'}
                </Button>
              </div>
              <p>{manage}</p>
            </div>
          )
        }}
      </QueryState>
    </Container>
  )
}
