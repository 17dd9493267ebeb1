import { useEffect } from 'react'
import { Button } from '../../ui/Button.tsx'
import * as listStyles from '../../ui/InfiniteList.css.ts'
import { isUpgradeRequired } from './use-upgrade-prompt.ts'

/**
 * A paid list's gate, as `InfiniteList` props: with the feature the next page loads as the list scrolls; without
 * it 'CLICK HERE FOR MORE' under the first page shows the upgrade prompt. A refusal from the server (a shared
 * link with search text, a plan that just ended) shows the prompt too.
 */
export function useListGate(error: Error | null, access: boolean | undefined, onGated: () => void) {
  const refused = isUpgradeRequired(error)
  useEffect(() => {
    if (refused) onGated()
  }, [refused, onGated])
  return {
    autoLoad: access === true,
    more: access === false && (
      <Button variant="accent" className={listStyles.loadMore} onClick={() => onGated()}>
        CLICK HERE FOR MORE
      </Button>
    ),
  }
}
