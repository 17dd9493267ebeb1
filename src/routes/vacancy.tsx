import { createFileRoute } from '@tanstack/react-router'
import { vacancyDirectory } from '../features/vacancies/directory.tsx'
import { VacancySearch } from '../features/vacancies/search.ts'

export const Route = createFileRoute('/vacancy')({
  validateSearch: VacancySearch,
  // The loader goes with the screen's chunk: its queries and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => vacancyDirectory.warm(queryClient, deps),
  component: () => <vacancyDirectory.Screen />,
})
