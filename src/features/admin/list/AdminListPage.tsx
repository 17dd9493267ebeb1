import type { ReactNode } from 'react'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { InfiniteList, type InfiniteListQuery, type InfiniteListTexts } from '../../../ui/InfiniteList.tsx'
import * as styles from './AdminList.css.ts'
import { useAdminSearch } from './use-admin-search.ts'

interface SearchProps {
  /** The search box's label and placeholder. */
  searchLabel: string
  searchPlaceholder: string
  /** The address's search text, and how to replace it. */
  search: string
  setSearch: (text: string) => void
}

/** A list the server does not search (the moderation queue) has no search box. */
type NoSearch = { [P in keyof SearchProps]?: undefined }

type AdminListPageProps<T> = (SearchProps | NoSearch) & {
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
      {setSearch && <SearchBox id={`${id}-search`} searchLabel={searchLabel} searchPlaceholder={searchPlaceholder} search={search} setSearch={setSearch} />}
      <InfiniteList {...list} listClassName={styles.grid} />
    </section>
  )
}

function SearchBox({ id, searchLabel, searchPlaceholder, search, setSearch }: SearchProps & { id: string }) {
  const { draft, setDraft, sendNow } = useAdminSearch(search, setSearch)
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault()
        sendNow()
      }}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {searchLabel}
      </label>
      <input id={id} type="search" className={styles.searchInput} placeholder={searchPlaceholder} autoComplete="off" maxLength={200} value={draft} onChange={(event) => setDraft(event.target.value)} />
    </form>
  )
}
