import type { ReactNode } from 'react'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { InfiniteList, type InfiniteListQuery, type InfiniteListTexts } from '../../../ui/InfiniteList.tsx'
import { SearchBox } from '../../../ui/SearchBox.tsx'
import * as styles from './AdminList.css.ts'

interface SearchProps {
  /** The search box's label and placeholder. */
  searchLabel: string
  searchPlaceholder: string
  /** The address's search text, and how to replace it. */
  search: string
  setSearch: (text: string) => void
}

/** A list the server does not search (the moderation queue) has no search box. */
type AdminListPageProps<T> = Partial<SearchProps> & {
  /** The section's name, the page's title ('Vacancies Management'). */
  section: string
  /** The list's heading ('Vacancy Details'). */
  heading: string
  /** The button that opens the form for a new item, or the links to the section's other lists. */
  addButton: ReactNode
  query: InfiniteListQuery
  items: T[]
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  texts: InfiniteListTexts
  label: string
  errorTitle: string
}

/** A management section's list: its heading and Add button, a search sent to the server, and the cards in 1 to 4 columns. */
export function AdminListPage<T>({ section, heading, addButton, searchLabel, searchPlaceholder, search, setSearch, ...list }: AdminListPageProps<T>) {
  usePageMeta(section)
  const id = `admin-${list.label.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {heading}
        </h1>
        {addButton}
      </div>
      {setSearch && searchLabel && (
        <SearchBox
          value={search ?? ''}
          onSearch={(text) => setSearch(text ?? '')}
          label={searchLabel}
          placeholder={searchPlaceholder ?? ''}
          maxLength={200}
          withButton={false}
          className={styles.search}
          inputClassName={styles.searchInput}
        />
      )}
      <InfiniteList {...list} listClassName={styles.grid} />
    </section>
  )
}
