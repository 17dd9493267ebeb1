import { useQuery } from '@tanstack/react-query'
import { ScreenHeader } from '../../../ui/ListScreen.tsx'
import { sectionQuery } from '../../content/index.ts'

/** The staff-written header (section `journal-finder`); without one, the screen's plain name. */
export function FinderHeader() {
  const { data, isFetching } = useQuery(sectionQuery('journal-finder'))
  return (
    <ScreenHeader
      section={data}
      loading={isFetching}
      title="Journal Finder"
      description="Find medical and health-science journals by subject, indexing, impact factor, open access and publication fee."
    />
  )
}
