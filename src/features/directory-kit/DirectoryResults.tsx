import { useMemo, type ReactNode } from 'react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useOnline } from '../../lib/online.ts'
import { InfiniteList, settledList, shownCount, type InfiniteListTexts } from '../../ui/InfiniteList.tsx'
import { Notice } from '../../ui/Notice.tsx'
import type { Directory } from './types.ts'

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The list's texts from its noun: 'Loading vacancies...', 'No vacancies match your filters.' */
function listProps<F extends object, K extends string, Item>({ declaration }: Directory<F, K, Item>, renderItem: (item: Item) => ReactNode) {
  const { noun, itemKey, listClassName } = declaration
  const texts: InfiniteListTexts = {
    loading: `Loading ${noun.many}...`,
    loadingMore: `Loading more ${noun.many}...`,
    empty: `No ${noun.many} match your filters.`,
    end: `No more ${noun.many} to load.`,
    count: shownCount(noun.one, noun.many),
  }
  return { itemKey, renderItem, texts, label: capitalized(noun.many), errorTitle: `We could not load the ${noun.many}.`, listClassName }
}

const noGate = () => undefined

interface DirectoryResultsProps<F extends object, K extends string, Item> {
  directory: Directory<F, K, Item>
  filters: F
  /** Whether the plan allows more than the first page; undefined while that is being checked. */
  access?: boolean
  onGated?: () => void
  /** Each item, where the card needs what the screen holds (the experts' Connect); else the declaration's. */
  renderItem?: (item: Item) => ReactNode
}

/**
 * The list for the address's filters, loading more as it scrolls; behind a plan, the first page only, with 'CLICK
 * HERE FOR MORE'. Offline, without a kept list for the filters, matches from what the device kept where the
 * directory can find them.
 */
export function DirectoryResults<F extends object, K extends string, Item>({ directory, filters, access, onGated = noGate, renderItem }: DirectoryResultsProps<F, K, Item>) {
  const { declaration } = directory
  const online = useOnline()
  const query = useInfiniteQuery(directory.listQuery(filters))
  const items = useMemo(() => query.data?.pages.flatMap((page) => page[declaration.items]) ?? [], [query.data, declaration.items])
  const gate = declaration.plan?.useListGate(query.error, access, onGated)
  const render = renderItem ?? declaration.renderItem
  if (!render) throw new Error(`The ${declaration.name} directory's results need its cards`)
  const props = listProps(directory, render)

  if (declaration.offline && !online && query.data === undefined) return <KeptMatches directory={directory} filters={filters} props={props} />
  return <InfiniteList {...props} query={query} items={items} {...gate} />
}

interface KeptMatchesProps<F extends object, K extends string, Item> {
  directory: Directory<F, K, Item>
  filters: F
  props: ReturnType<typeof listProps<F, K, Item>>
}

function KeptMatches<F extends object, K extends string, Item>({ directory, filters, props }: KeptMatchesProps<F, K, Item>) {
  const queryClient = useQueryClient()
  const offline = directory.declaration.offline!
  const items = useMemo(() => offline.matches(directory.kept(queryClient), filters), [offline, directory, queryClient, filters])
  return (
    <>
      <Notice title={offline.notice} />
      <InfiniteList {...props} query={settledList} items={items} />
    </>
  )
}
