import { useEffect, useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { InfiniteList, shownCount } from '../../../ui/InfiniteList.tsx'
import { adminVacanciesQuery } from '../api/admin-vacancies-queries.ts'
import * as styles from './AdminVacancies.css.ts'
import { AdminVacancyCard } from './AdminVacancyCard.tsx'

const route = getRouteApi('/admin-dashboard/vacancies/')
const SEARCH_PAUSE_MS = 300

const texts = {
  loading: 'Loading vacancies...',
  loadingMore: 'Loading more vacancies...',
  empty: 'No vacancies found',
  end: 'No more vacancies to load.',
  count: shownCount('vacancy', 'vacancies'),
}

/** The search text lives in the address (`?search=`), so a reload or Back shows the same list. */
function useSearchBox() {
  const search = route.useSearch().search ?? ''
  const navigate = route.useNavigate()
  const [draft, setDraft] = useState(search)
  // What this box last put in the address, and the address's text last seen: a change from elsewhere (Back)
  // fills the box; one this box made does not overwrite what the admin typed since.
  const [sent, setSent] = useState(search)
  const [seen, setSeen] = useState(search)
  if (search !== seen) {
    setSeen(search)
    if (search !== sent) {
      setSent(search)
      setDraft(search)
    }
  }

  const send = (text: string) => {
    setSent(text)
    void navigate({ search: text ? { search: text } : {}, replace: true })
  }
  useEffect(() => {
    const text = draft.trim()
    if (text === search) return
    const timer = setTimeout(() => send(text), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  })
  return { search, draft, setDraft, sendNow: () => send(draft.trim()) }
}

/** Vacancies Management's list: newest first, searched on the server, each card with Edit and Delete. */
export function AdminVacanciesPage() {
  usePageMeta('Vacancies Management')
  const { search, draft, setDraft, sendNow } = useSearchBox()
  const query = useInfiniteQuery(adminVacanciesQuery(search))
  const items = query.data?.pages.flatMap((page) => page.vacancies) ?? []

  return (
    <section className={styles.page} aria-labelledby="vacancy-details-title">
      <div className={styles.header}>
        <h1 id="vacancy-details-title" className={styles.title}>
          Vacancy Details
        </h1>
        <ButtonLink to="/admin-dashboard/vacancies/new">Add New Vacancy</ButtonLink>
      </div>
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault()
          sendNow()
        }}
      >
        <label htmlFor="admin-vacancy-search" className={visuallyHidden}>
          Search vacancies
        </label>
        <input
          id="admin-vacancy-search"
          type="search"
          className={styles.searchInput}
          placeholder="Search vacancies..."
          autoComplete="off"
          maxLength={200}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </form>
      <InfiniteList
        query={query}
        items={items}
        itemKey={(vacancy) => vacancy.id}
        renderItem={(vacancy) => <AdminVacancyCard vacancy={vacancy} />}
        texts={texts}
        label="Vacancies"
        errorTitle="We could not load the vacancies."
        listClassName={styles.grid}
      />
    </section>
  )
}
