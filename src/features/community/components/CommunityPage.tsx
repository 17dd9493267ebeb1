import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { SEARCH_TEXT_MAX_LENGTH } from '../../../../contract/search.ts'
import { useUrlFilters, type NavigateFilters } from '../../../lib/use-url-filters.ts'
import { Container } from '../../../ui/Container.tsx'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { ScreenHeader } from '../../../ui/ListScreen.tsx'
import { SearchBox } from '../../../ui/SearchBox.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { sectionQuery } from '../../content/index.ts'
import { queuePost } from '../community-outbox.ts'
import { SaveSearchButton } from '../../saved-searches/index.ts'
import { CommunityActionsProvider, useCommunityActions } from '../hooks/community-actions.tsx'
import type { CommunitySearch } from '../search.ts'
import { PostFeed } from './PostFeed.tsx'
import { PostForm } from './PostForm.tsx'

function NewPost() {
  const { asMember } = useCommunityActions()
  return (
    <TitledSection title="New post">
      <PostForm label="New post" submitLabel="Post" guard={asMember} onSubmit={queuePost} />
    </TitledSection>
  )
}

/**
 * The research community: the staff-written introduction; the post search (kept in the URL, sent after a pause in
 * typing) and the new-post form, above the feed on phones and beside it from 1024 px; and the feed.
 */
export function CommunityPage() {
  const section = useQuery(sectionQuery('research-community'))
  const navigate = useNavigate({ from: '/rc-community' })
  const go = useCallback<NavigateFilters<CommunitySearch>>((search, replace) => navigate({ search, replace, resetScroll: false }), [navigate])
  const { filters, setFilters } = useUrlFilters(useSearch({ from: '/rc-community' }), go)

  return (
    <CommunityActionsProvider>
      <Container className={listStyles.page}>
        <ScreenHeader
          section={section.data}
          loading={section.isFetching}
          title="Research Community"
          description="Ask questions, share findings and discuss research with medical and health-science academics, researchers and students."
        />
        <div className={listStyles.layout}>
          <aside className={listStyles.sidebar} aria-label="Search and write posts">
            <SearchBox
              value={filters.search ?? ''}
              onSearch={(search) => setFilters({ search }, { replace: true })}
              label="Search posts"
              placeholder="Search posts..."
              maxLength={SEARCH_TEXT_MAX_LENGTH}
            />
            {filters.search && <SaveSearchButton area="community" filters={filters} suggestedName={`Community: ${filters.search}`} />}
            <NewPost />
          </aside>
          <div className={listStyles.main}>
            <TitledSection title="Posts">
              <PostFeed filters={filters} />
            </TitledSection>
          </div>
        </div>
      </Container>
    </CommunityActionsProvider>
  )
}
