import { useMemo } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Expert } from '../../../../contract/experts.ts'
import { InfiniteList, shownCount, type InfiniteListTexts } from '../../../ui/InfiniteList.tsx'
import { expertsInfiniteQuery } from '../api/experts-queries.ts'
import type { ExpertSearch } from '../search.ts'
import { useConnect } from '../use-connect.ts'
import { ExpertCard } from './ExpertCard.tsx'
import * as styles from './ExpertDirectory.css.ts'

const texts: InfiniteListTexts = {
  loading: 'Loading experts...',
  loadingMore: 'Loading more experts...',
  empty: 'No experts match your filters.',
  end: 'No more experts to load.',
  count: shownCount('expert', 'experts'),
}

const itemKey = (expert: Expert) => expert.id

/** The listed experts for the URL's filters, verified first, loading more as the list scrolls; anyone may browse them. */
export function ExpertResults({ filters }: { filters: ExpertSearch }) {
  const query = useInfiniteQuery(expertsInfiniteQuery(filters))
  const experts = useMemo(() => query.data?.pages.flatMap((page) => page.experts) ?? [], [query.data])
  const { connect, connecting } = useConnect()
  return (
    <InfiniteList
      query={query}
      items={experts}
      itemKey={itemKey}
      renderItem={(expert) => <ExpertCard expert={expert} onConnect={connect} connecting={connecting === expert.id} />}
      texts={texts}
      label="Experts"
      errorTitle="We could not load the experts."
      listClassName={styles.grid}
    />
  )
}
