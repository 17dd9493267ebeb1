import type { ReactNode } from 'react'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { InfiniteList, type InfiniteListQuery, type InfiniteListTexts } from '../../../ui/InfiniteList.tsx'
import * as styles from './AdminList.css.ts'
import { useAdminSearch } from './use-admin-search.ts'

interface AdminListPageProps<T> {
  /** The section's name, the page's title ('Vacancies Management'). */
  section: string
  /** The list's heading ('Vacancy Details'). */
  heading: string
  /** The button that opens the form for a new item. */
  addButton: ReactNode
  /** The search box's label and placeholder. */
  searchLabel: string
  searchPlaceholder: string
  /** The address's search text, and how to replace it. */
  search: string
  setSearch: (text: string) => void
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
  const { draft, setDraft, sendNow } = useAdminSearch(search, setSearch)
  const id = `admin-${list.label.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {heading}
        </h1>
        {addButton}
      </div>
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault()
          sendNow()
        }}
      >
        <label htmlFor={`${id}-search`} className={visuallyHidden}>
          {searchLabel}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={styles.searchInput}
          placeholder={searchPlaceholder}
          autoComplete="off"
          maxLength={200}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </form>
      <InfiniteList {...list} listClassName={styles.grid} />
    </section>
  )
}
