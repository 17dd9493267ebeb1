import { ExpertListResponse, ExpertSubjectsResponse, type Expert } from '../../../contract/experts.ts'
import { directory, type Directory } from '../directory-kit/index.ts'
import * as styles from './components/ExpertDirectory.css.ts'
import { ExpertSearch } from './search.ts'

/**
 * The subject experts anyone may browse (/connect, /expert-result): listed experts, verified first, by subject and
 * words, in a grid. Every key starts with 'experts', as Expert Management's changes refresh them. Its screens lay the
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
  noun: { one: 'expert', many: 'experts' },
  itemKey: (expert) => expert.id,
  listClassName: styles.grid,
})
