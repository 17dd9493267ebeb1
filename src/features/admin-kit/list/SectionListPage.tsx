import { useNavigate, useSearch } from '@tanstack/react-router'
import { ButtonLink } from '../../../ui/Button.tsx'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import type { AdminSectionKit } from '../section.ts'
import { useCanChange } from '../use-can-change.ts'
import { adminPath } from './admin-path.ts'
import { AdminListPage } from './AdminListPage.tsx'
import * as styles from './AdminList.css.ts'
import { SectionCard } from './SectionCard.tsx'

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A section's list page: its heading, its tools and Add button, the search kept in the address, and its cards. */
export function SectionListPage<Item extends { id: number | string }, Values, Patch>({ section }: { section: AdminSectionKit<Item, Values, Patch> }) {
  // Any admin list's address: its search text and the filters its section reads (a status).
  const params = useSearch({ strict: false }) as Record<string, string | undefined>
  const navigate = useNavigate()
  const canChange = useCanChange(section.id)
  const search = params.search ?? ''
  const filters = { ...Object.fromEntries((section.filters ?? []).flatMap((key) => (params[key] ? [[key, params[key]]] : []))), ...section.scope }
  const { query, items } = section.calls.useList(search, filters)
  const { one, many } = section.noun
  const { label = capital(many), errorTitle = `We could not load the ${many}.`, ...texts } = section.texts ?? {}
  const { tools: Tools, form, Card } = section
  const add = form && canChange && <ButtonLink to={adminPath(section.id, 'new')}>{form.addLabel}</ButtonLink>
  const searchProps = section.search && {
    searchLabel: section.search.label,
    searchPlaceholder: section.search.placeholder,
    search,
    setSearch: (text: string) => void navigate({ to: '.', search: (prev: object) => ({ ...prev, search: text || undefined }), replace: true }),
  }
  return (
    <AdminListPage
      section={section.title}
      heading={section.heading}
      addButton={
        (Tools || add) && (
          <div className={styles.tools}>
            {Tools && <Tools />}
            {add}
          </div>
        )
      }
      {...searchProps}
      query={query}
      items={items}
      itemKey={section.itemKey ?? ((item) => item.id)}
      renderItem={(item) => (Card ? <Card item={item} /> : <SectionCard section={section} item={item} />)}
      texts={{
        loading: `Loading ${many}...`,
        loadingMore: `Loading more ${many}...`,
        empty: `No ${many} found`,
        end: `No more ${many} to load.`,
        count: shownCount(one, many),
        ...texts,
      }}
      label={label}
      errorTitle={errorTitle}
    />
  )
}
