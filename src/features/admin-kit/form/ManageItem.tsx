import type { ReactNode } from 'react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { Notice } from '../../../ui/Notice.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import * as styles from './AdminForm.css.ts'

/** A management form's page: 'Manage Vacancy' and the form under it. */
export function ManageItem({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta(title)
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-title`
  return (
    <section className={styles.page} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  )
}

interface EditItemProps<T, K extends QueryKey, Id extends number | string> {
  /** The address's text: anything that names no item is not found. */
  id: string
  /** The item by its id; 404 once it has been deleted. */
  query: (id: Id) => UseQueryOptions<T, Error, T, K>
  /** The address's text as an item's id, or undefined when it cannot be one; by default a positive whole number. */
  parseId?: (text: string) => Id | undefined
  /** 'vacancy', as in 'Loading the vacancy' and 'Vacancy not found'. */
  noun: string
  /** The way back to the list. */
  back: ReactNode
  children: (item: T) => ReactNode
}

const numericId = (text: string) => (/^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined)

/** An edit form's item, read by the id in the address, so a reload or a link opens it; a deleted one says so. */
export function EditItem<T, K extends QueryKey, Id extends number | string = number>({
  id,
  query,
  parseId = numericId as (text: string) => Id | undefined,
  noun,
  back,
  children,
}: EditItemProps<T, K, Id>) {
  const itemId = parseId(id)
  // Asked for only with an id; the text itself stands in for one in the key of the query never run.
  const item = useQuery({ ...query(itemId ?? (id as Id)), enabled: itemId !== undefined })
  const notFound = (
    <Notice title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`} action={back}>
      <p>It may have been deleted. The list shows every {noun} there is.</p>
    </Notice>
  )
  if (itemId === undefined) return notFound
  return (
    <QueryState
      query={item}
      loadingLabel={`Loading the ${noun}`}
      pending={<Skeleton className={styles.form} lines={8} />}
      errorTitle={`We could not load the ${noun}.`}
      empty={notFound}
    >
      {children}
    </QueryState>
  )
}
