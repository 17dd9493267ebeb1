import { useQuery } from '@tanstack/react-query'
import { SEARCH_TEXT_MAX_LENGTH } from '../../../contract/search.ts'
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts'
import { ListScreen, ScreenHeader } from '../../ui/ListScreen.tsx'
import { SearchBox } from '../../ui/SearchBox.tsx'
import { TitledSection } from '../../ui/TitledSection.tsx'
import { DirectoryFilters, DirectorySort } from './DirectoryFilters.tsx'
import { DirectoryResults } from './DirectoryResults.tsx'
import type { Directory } from './types.ts'

const nothing = () => undefined
const noPlan = { useAccess: nothing, useOnGated: () => nothing }

/**
 * A directory's screen (ui/ListScreen): the managed header, the search box and filters beside the list on wide screens
 * and behind 'Filters (n)' on phones, 'Save this search', and the results. Behind a plan, further pages and search
 * show the upgrade prompt. The screen opens at its top unless the declaration keeps the scroll.
 */
export function DirectoryScreen<F extends object, K extends string, Item>({ directory }: { directory: Directory<F, K, Item> }) {
  const { declaration } = directory
  const screen = declaration.screen!
  const { filters, setFilters } = directory.useFilters()
  const plan = declaration.plan ?? noPlan
  const access = plan.useAccess()
  const onGated = plan.useOnGated()
  const section = useQuery(screen.section)
  const { search } = filters as { search?: string }
  const { Before, AfterFilters, saveSearch } = screen

  return (
    <ListScreen
      header={<ScreenHeader section={section.data} loading={section.isFetching} title={screen.title} description={screen.description} withPoints={screen.withPoints} />}
      filtersLabel={screen.filtersLabel}
      search={
        <SearchBox
          value={search ?? ''}
          onSearch={(words) => setFilters({ search: words } as unknown as Partial<F>, { replace: true })}
          label={screen.searchBox.label}
          placeholder={screen.searchBox.placeholder}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          gated={access === false}
          onGated={(words) => onGated({ search: words })}
        />
      }
      activeFilters={directory.activeFilters(filters)}
      filters={
        <>
          <DirectoryFilters directory={directory} />
          {AfterFilters && <AfterFilters filters={directory.canonical(filters)} />}
        </>
      }
      saveSearch={
        saveSearch && (
          <saveSearch.Button area={saveSearch.area as never} filters={filters as Record<string, unknown>} suggestedName={search ? `${saveSearch.name}: ${search}` : saveSearch.name} />
        )
      }
    >
      {!screen.keepsScroll && <OpensAtTop />}
      {Before && <Before access={access} onGated={onGated} />}
      <TitledSection title={screen.heading} action={<DirectorySort directory={directory} />}>
        <DirectoryResults directory={directory} filters={filters} access={access} onGated={onGated} />
      </TitledSection>
    </ListScreen>
  )
}

/** Opens the screen at its top (lib/use-scroll-to-top.ts). */
function OpensAtTop() {
  useScrollToTop()
  return null
}
