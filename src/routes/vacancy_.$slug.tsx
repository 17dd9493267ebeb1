import { createFileRoute } from '@tanstack/react-router'
import { loadVacancy } from '../features/vacancies/api/vacancies-loaders.ts'
import { VacancyDetailPage } from '../features/vacancies/components/VacancyDetailPage.tsx'
import { VacancyNotFound } from '../features/vacancies/components/VacancyNotFound.tsx'

// `vacancy_` keeps the page out of the list's route: it is a screen of its own, not drawn inside /vacancy.
export const Route = createFileRoute('/vacancy_/$slug')({
  // The loader goes with the screen's chunk: its query and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  loader: ({ context: { queryClient }, params }) => loadVacancy(queryClient, params.slug),
  component: VacancyRoute,
  notFoundComponent: VacancyNotFound,
})

function VacancyRoute() {
  const { slug } = Route.useParams()
  return <VacancyDetailPage key={slug} slug={slug} />
}
