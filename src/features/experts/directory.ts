import { ExpertListResponse, ExpertSubjectsResponse, type Expert } from '../../../contract/experts.ts'
import { EXPERT_SORTS } from '../../../contract/expert-filters.ts'
import { directory, sortChoices, type Directory } from '../directory-kit/index.ts'
import * as styles from './components/ExpertDirectory.css.ts'
import { ExpertSearch } from './search.ts'

/**
 * The subject experts anyone may browse (/connect, /expert-result): listed experts, verified and most helpful first
 * (or by name, or quickest reply), by subject and words, in a grid. Every key starts with 'experts', as Expert Management's changes refresh them. Its screens lay the
 * directory out themselves (ExpertDirectory.tsx), each card with Connect.
 */
export const expertDirectory: Directory<ExpertSearch, 'experts', Expert> = directory({
  name: 'experts',
  path: 'subject-experts',
  search: ExpertSearch,
  response: ExpertListResponse,
  items: 'experts',
  choices: ExpertSubjectsResponse,
  fields: [{ kind: 'select', filter: 'subject', label: 'Subject', all: 'All', choices: 'subjects' }],
  sorts: sortChoices(EXPERT_SORTS, { helpful: 'Most helpful', name: 'Name (A–Z)', 'reply-time': 'Quickest reply' }),
  noun: { one: 'expert', many: 'experts' },
  itemKey: (expert) => expert.id,
  listClassName: styles.grid,
})
